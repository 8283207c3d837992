// Bundle budget (SPEC's phones-first goal; issue 22 item 7). Two figures of the production build of
// apps/web, each held to 170 KB gzip (thousands of bytes, gzip level 9: the stricter reading):
//
// 1. The first chat screen: the JavaScript that must arrive and run before /chat/{userId} renders — the
//    entry chunk and every chunk reachable by static imports from it and from the ChatPage chunk. Read
//    from apps/web/dist without a browser. Parts loaded after the first paint (the markdown renderer,
//    Firebase Auth, the guide's avatar, the Buy tokens dialog) are dynamic imports and not counted; so
//    that they stay that way, the closure must hold none of the later features' code either (below).
// 2. The signed-out home page, loaded in Chromium: every JavaScript file the page fetched (entry,
//    preloads and lazy chunks) by the time the network is idle.
//
// Run after `nx build @grove/web`. `--no-browser` checks the chat screen only (no Chromium needed).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { chunkNamed, closureSources, entryChunk, gzipBytes, sourceArea, staticClosure } from './bundleClosure.mjs';

const CHAT_BUDGET_BYTES = 170_000;
const HOME_BUDGET_BYTES = 170_000;
const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

/**
 * Code the first chat screen must not carry: validation (zod is the API's business; the browser reads
 * typed JSON), the markdown renderer, sign-in and error reporting SDKs (loaded on demand), charts, and
 * the features behind other routes. Matched against each module's package or lib (`sourceArea`).
 */
const NOT_IN_FIRST_CHAT = [
  'zod', 'marked', 'dompurify', 'firebase', '@firebase/', '@sentry/', '@nivo/', 'd3-',
  'libs/admin-ui', 'libs/founders', 'libs/game-engines', 'libs/guided-themes', 'libs/journal', 'libs/radar', 'libs/wonder',
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const row = (gz, raw, name) => `  ${kb(gz).padStart(9)} gzip  ${(raw === null ? '' : kb(raw)).padStart(9)}${raw === null ? '    ' : ' raw'}  ${name}`;

/** Check 1: the first chat screen's static closure. Returns whether it holds. */
function chatScreenCheck() {
  const chunks = staticClosure(assets, [entryChunk(dist), chunkNamed(assets, 'ChatPage')]);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gz, 0);
  const LISTED = 12;
  for (const chunk of chunks.slice(0, LISTED)) console.log(row(chunk.gz, chunk.raw, chunk.file));
  const rest = chunks.slice(LISTED);
  if (rest.length > 0) console.log(row(rest.reduce((sum, chunk) => sum + chunk.gz, 0), rest.reduce((sum, chunk) => sum + chunk.raw, 0), `${rest.length} smaller chunks`));

  // What fills it, by package or lib (from the source maps): where to look when the figure grows.
  const areas = new Map();
  for (const { source, gz } of closureSources(assets, chunks)) {
    const area = sourceArea(source);
    areas.set(area, (areas.get(area) ?? 0) + gz);
  }
  const ranked = [...areas].sort((a, b) => b[1] - a[1]);
  console.log('  what fills it (estimated from the source maps):');
  for (const [area, gz] of ranked.slice(0, 12)) console.log(row(gz, null, area));

  // An entry ending in '/' or '-' names a family of packages (`@sentry/react`, `d3-scale`).
  const banned = (area) => NOT_IN_FIRST_CHAT.some((name) => (name.endsWith('/') || name.endsWith('-') ? area.startsWith(name) : area === name));
  const intruders = ranked.filter(([area]) => banned(area));
  for (const [area, gz] of intruders) console.log(`bundle budget: the first chat screen statically loads ${area} (${kb(gz)} gzip) — load it lazily`);

  const within = total <= CHAT_BUDGET_BYTES && intruders.length === 0;
  console.log(`bundle budget: the first chat screen loads ${chunks.length} JS files before it renders, ${kb(total)} gzip — ${total <= CHAT_BUDGET_BYTES ? 'within' : 'OVER'} the ${CHAT_BUDGET_BYTES / 1000} KB budget`);
  return within;
}

/** Check 2: the signed-out home page in Chromium. Returns whether it holds. */
async function homePageCheck() {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    try {
      if (!(await stat(file)).isFile()) throw new Error('dir');
    } catch {
      if (path.startsWith('/assets/')) return res.writeHead(404).end();
      file = join(dist, 'index.html'); // SPA fallback, as the real server does
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(await readFile(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const files = new Map();
  try {
    const page = await browser.newPage();
    page.on('response', async (response) => {
      const url = response.url();
      if (url.startsWith(origin) && url.endsWith('.js')) files.set(url.slice(origin.length), await response.body());
    });
    await page.goto(origin + '/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
  } finally {
    await browser.close();
    server.close();
  }

  if (files.size === 0) {
    console.log('bundle budget: no JavaScript was loaded — is apps/web/dist built?');
    return false;
  }
  const rows = [...files].map(([name, body]) => ({ name, raw: body.length, gz: gzipBytes(body) })).sort((a, b) => b.gz - a.gz);
  const total = rows.reduce((sum, { gz }) => sum + gz, 0);
  for (const { name, raw, gz } of rows) console.log(row(gz, raw, name));
  console.log(`bundle budget: signed-out home page loads ${rows.length} JS files, ${kb(total)} gzip — ${total <= HOME_BUDGET_BYTES ? 'within' : 'OVER'} the ${HOME_BUDGET_BYTES / 1000} KB budget`);
  return total <= HOME_BUDGET_BYTES;
}

console.log('bundle budget: the first chat screen (entry + ChatPage, static imports)');
const chatHolds = chatScreenCheck();
let homeHolds = true;
if (!process.argv.includes('--no-browser')) {
  console.log('bundle budget: the signed-out home page in Chromium');
  homeHolds = await homePageCheck();
}
process.exit(chatHolds && homeHolds ? 0 : 1);
