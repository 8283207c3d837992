// Bundle budget: loads the signed-out home page of the production build in Chromium, collects every
// JavaScript file the page fetched (entry, preloads and lazy chunks), gzips each and prints the sizes.
// Fails above the budget. Run after `nx build @grove/web`.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_BYTES = 180_000; // 180 KB gzip, counted in thousands (the stricter reading)
const dist = new URL('../../apps/web/dist/', import.meta.url).pathname;
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

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

let total = 0;
const rows = [...files].map(([name, body]) => {
  const gz = gzipSync(body, { level: 9 }).length;
  total += gz;
  return { name, raw: body.length, gz };
});
rows.sort((a, b) => b.gz - a.gz);
for (const row of rows) console.log(`  ${(row.gz / 1000).toFixed(1).padStart(7)} KB gzip  ${(row.raw / 1000).toFixed(1).padStart(7)} KB raw  ${row.name}`);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`bundle budget: signed-out home page loads ${rows.length} JS files, ${(total / 1000).toFixed(1)} KB gzip — ${verdict} the ${BUDGET_BYTES / 1000} KB budget`);
if (rows.length === 0) {
  console.log('bundle budget: no JavaScript was loaded — is apps/web/dist built?');
  process.exit(1);
}
process.exit(total <= BUDGET_BYTES ? 0 : 1);
