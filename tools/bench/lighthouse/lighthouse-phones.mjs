// Phones first (issue 22, item 5): Lighthouse's mobile preset (its default config: a phone's screen,
// simulated slow 4G and a 4× slower CPU) in Debian's Chromium against the BUILT app — apps/web's
// production build served by `vite preview`, which forwards /api and /system to the built API
// (apps/api/dist/main.js) on PGlite with the Firebase Auth emulator, as the e2e run serves them.
//
// Audits the visitor's pages in a fresh browser profile (a first visit: the cookie banner is up), then
// signs one account in through the app's real /login form in that same Chromium and audits the
// signed-in pages as that account. Prints one row per route and exits non-zero when any route misses
// performance ≥ 95, CLS ≤ 0.05 or accessibility 100 (2 when it could not run at all).
//
//   npx nx run-many -t build -p @grove/web @grove/api   # it measures the built app and builds nothing
//   node tools/bench/lighthouse/lighthouse-phones.mjs              # bounded: one run per route
//   node tools/bench/lighthouse/lighthouse-phones.mjs --runs 3     # long: the median run of three
// See README.md for every option.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { builtAppCheck, builtAppStart, groupSpawn, spawnedReady } from '../../lib/builtApp.mjs';
import { freePort } from '../../lib/loopback.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Issue 22's goals for every route, on a phone. */
export const GOALS = { performance: 95, cls: 0.05, accessibility: 100 };

/** The routes audited, visitors' first (a fresh profile), then the signed-in account's. */
export const ROUTES = [
  { name: 'home', path: () => '/', signedIn: false },
  { name: 'trial-choice', path: () => '/trial-choice', signedIn: false },
  { name: 'trial-chat', path: () => '/chat/trial', signedIn: false },
  { name: 'chat', path: (uid) => `/chat/${uid}`, signedIn: true },
  { name: 'journal', path: () => '/journal', signedIn: true },
  { name: 'wellness', path: () => '/wellness', signedIn: true },
  { name: 'games', path: () => '/games', signedIn: true },
];

const USAGE = `Usage: node tools/bench/lighthouse/lighthouse-phones.mjs [options]
  --runs N            Lighthouse runs per route; the median run (by performance) is reported (default 1)
  --route LIST        only these routes: ${ROUTES.map((route) => route.name).join(',')}
  --json FILE         also write the figures as JSON
  --reports DIR       also write each route's Lighthouse HTML report (the median run)
  --emulator-port N   Auth emulator port (default: a free one)
  --api-port N        API port (default: a free one)
  --web-port N        vite preview port (default: a free one)
  --chrome-port N     Chromium's DevTools port (default: a free one)
  --help
Environment: CHROMIUM_PATH (default /usr/bin/chromium).`;

function optionsOf(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '1' },
      route: { type: 'string' },
      json: { type: 'string' },
      reports: { type: 'string' },
      'emulator-port': { type: 'string' },
      'api-port': { type: 'string' },
      'web-port': { type: 'string' },
      'chrome-port': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs takes a whole number from 1 to 9 (got ${values.runs})`);
  let routes = ROUTES;
  if (values.route !== undefined) {
    const names = values.route.split(',').map((name) => name.trim()).filter(Boolean);
    const unknown = names.filter((name) => !ROUTES.some((route) => route.name === name));
    if (unknown.length > 0 || names.length === 0) throw new Error(`--route takes ${ROUTES.map((route) => route.name).join(', ')} (got ${values.route})`);
    routes = ROUTES.filter((route) => names.includes(route.name));
  }
  const port = (name) => {
    const raw = values[`${name}-port`];
    if (raw === undefined) return null;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`--${name}-port takes a port number (got ${raw})`);
    return value;
  };
  return {
    help: values.help,
    runs,
    routes,
    json: values.json ? resolve(values.json) : null,
    reports: values.reports ? resolve(values.reports) : null,
    ports: { emulator: port('emulator'), api: port('api'), web: port('web'), chrome: port('chrome') },
  };
}

/**
 * Debian's Chromium, headless, with its DevTools port open so Playwright (sign-in) and Lighthouse (the
 * audits) drive the same browser and profile; nothing that reaches the network on its own.
 */
async function chromiumStart(port, profileDir) {
  const browser = groupSpawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-dev-shm-usage',
    `--user-data-dir=${profileDir}`,
    `--remote-debugging-port=${port}`,
    '--remote-debugging-address=127.0.0.1',
    'about:blank',
  ]);
  return spawnedReady(browser, `http://127.0.0.1:${port}/json/version`, 'Chromium');
}

async function okJson(response, what) {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/**
 * A solo adult who has finished onboarding, with something on each screen: one chat exchange (the
 * builtin mentor answers) and one journal entry. Set up through the API as the app itself would.
 */
async function accountPrepare({ app, email, password }) {
  const apiBase = app.apiBase;
  const { uid, idToken } = await app.signUp(email, password, 'Robin');
  const json = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  // The first read creates the account's row (SPEC §7), as the app's first sign-in does.
  await okJson(await fetch(`${apiBase}/api/users/${uid}`, { headers: { authorization: json.authorization } }), 'the first sign-in');
  await okJson(
    await fetch(`${apiBase}/api/users/${uid}`, { method: 'PATCH', headers: json, body: JSON.stringify({ onboardingStatus: true, onboarding_completed: true }) }),
    'completing onboarding',
  );
  await okJson(
    await fetch(`${apiBase}/api/chat`, { method: 'POST', headers: json, body: JSON.stringify({ userId: uid, message: 'Hello! I had a good day at the park. What should I read next?' }) }),
    'the first chat',
  );
  await okJson(
    await fetch(`${apiBase}/api/journal/entry`, { method: 'POST', headers: json, body: JSON.stringify({ userId: uid, content: 'A walk by the river after work. The light on the water was lovely.', mood: 'happy' }) }),
    'the first journal entry',
  );
  return uid;
}

/**
 * Signs the account in through the app's real /login form, in the browser Lighthouse audits with, so
 * the Firebase session (IndexedDB) and the cookie choice are that profile's. Lighthouse clears only
 * caches and service workers between runs, never IndexedDB or local storage, so every later audit is
 * of a signed-in page.
 */
async function browserSignIn({ chromePort, webBase, uid, email, password }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${webBase}/login`);
    // A first visit shows the cookie banner once the app has rendered: wait for it (bounded) rather
    // than look once, which misses a banner that renders a moment later and then blocks the form.
    const accept = page.getByRole('button', { name: 'Accept All' });
    if (await accept.waitFor({ timeout: 10_000 }).then(() => true, () => false)) await accept.click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${webBase}/chat/${uid}`, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Chat with Grove' }).waitFor({ timeout: 30_000 });
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its default profile stay.
    await browser.close();
  }
}

/** The figures of one Lighthouse run, and what to print when it misses. */
function figuresOf(lhr) {
  const score = (id) => (lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined ? NaN : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        nodes: (audit.details?.items ?? []).map((item) => item.node?.selector ?? item.node?.snippet).filter(Boolean).slice(0, 5),
      }));
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: item.score,
    node: item.node?.selector ?? item.node?.snippet ?? '(unknown)',
    causes: (item.subItems?.items ?? []).map((sub) => `${sub.cause}${sub.extra?.value ? ` ${sub.extra.value}` : ''}`),
  }));
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    a11yFailing: failing('accessibility'),
    bestPracticesFailing: failing('best-practices'),
    shifts,
    lcpElement,
  };
}

/** What a route missed of {@link GOALS} (empty: it holds). */
export function routeMisses(figures, requestedPath) {
  const misses = [];
  if (figures.runtimeError) misses.push(`Lighthouse: ${figures.runtimeError}`);
  if (new URL(figures.finalUrl).pathname !== requestedPath) misses.push(`ended on ${new URL(figures.finalUrl).pathname}, not ${requestedPath}`);
  if (!(figures.performance >= GOALS.performance)) misses.push(`performance ${figures.performance} < ${GOALS.performance}`);
  if (!(figures.cls <= GOALS.cls)) misses.push(`CLS ${figures.cls.toFixed(3)} > ${GOALS.cls}`);
  if (!(figures.accessibility >= GOALS.accessibility)) misses.push(`accessibility ${figures.accessibility} < ${GOALS.accessibility}`);
  return misses;
}

/** The run with the median performance score (Lighthouse's own advice for noisy figures). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.figures.performance || 0) - (b.figures.performance || 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function audit(url, chromePort, withReport) {
  const result = await lighthouse(url, {
    port: chromePort,
    logLevel: 'error',
    output: withReport ? 'html' : 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { figures: figuresOf(result.lhr), report: withReport ? result.report : null };
}

function tablePrint(rows) {
  const pad = (value, width) => String(value).padStart(width);
  console.log(`\n${'route'.padEnd(14)} ${'path'.padEnd(18)} ${pad('perf', 5)} ${pad('CLS', 6)} ${pad('LCP ms', 7)} ${pad('TBT ms', 7)} ${pad('FCP ms', 7)} ${pad('a11y', 5)} ${pad('b.p.', 5)}  verdict`);
  for (const { route, path, figures, misses } of rows) {
    const shown = path.length > 18 ? `${path.slice(0, 15)}...` : path;
    console.log(
      `${route.padEnd(14)} ${shown.padEnd(18)} ${pad(figures.performance, 5)} ${pad(figures.cls.toFixed(3), 6)} ${pad(Math.round(figures.lcpMs), 7)} ${pad(Math.round(figures.tbtMs), 7)} ${pad(Math.round(figures.fcpMs), 7)} ${pad(figures.accessibility, 5)} ${pad(figures.bestPractices, 5)}  ${misses.length === 0 ? 'ok' : `MISS: ${misses.join('; ')}`}`,
    );
  }
}

function detailsPrint(rows) {
  for (const { route, figures, runs } of rows) {
    const lines = [];
    if (runs.length > 1) lines.push(`runs (performance/CLS): ${runs.map((run) => `${run.figures.performance}/${run.figures.cls.toFixed(3)}`).join(', ')}`);
    if (figures.lcpElement) lines.push(`LCP element: ${figures.lcpElement}`);
    for (const shift of figures.shifts.slice(0, 5)) lines.push(`layout shift ${shift.score.toFixed(3)}: ${shift.node}${shift.causes.length ? ` (${shift.causes.join('; ')})` : ''}`);
    for (const failing of figures.a11yFailing) lines.push(`accessibility: ${failing.id} — ${failing.title}${failing.nodes.length ? ` [${failing.nodes.join(' | ')}]` : ''}`);
    for (const failing of figures.bestPracticesFailing) lines.push(`best practices: ${failing.id} — ${failing.title}`);
    if (lines.length > 0) console.log(`\n${route}:\n  ${lines.join('\n  ')}`);
  }
}

async function main(options) {
  builtAppCheck();
  const chromePort = options.ports.chrome ?? (await freePort());
  const profileDir = mkdtempSync(join(tmpdir(), 'grove-lighthouse-chromium-'));
  const startedAt = Date.now();
  let app = null;
  let browser = null;
  try {
    app = await builtAppStart({ ports: options.ports });
    browser = await chromiumStart(chromePort, profileDir);
    console.log(
      `Lighthouse ${lighthouseVersion()} (mobile preset: simulated throttling) in ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, ` +
        `the built web app (vite preview) and API (PGlite, Auth emulator); ${options.runs} run(s) per route. Goals: performance ≥ ${GOALS.performance}, CLS ≤ ${GOALS.cls}, accessibility ${GOALS.accessibility}.`,
    );

    const email = `phones-${Date.now()}@example.com`;
    const password = 'phones-pass-1';
    let uid = null;
    const rows = [];
    for (const route of options.routes) {
      if (route.signedIn && uid === null) {
        uid = await accountPrepare({ app, email, password });
        await browserSignIn({ chromePort, webBase: app.webBase, uid, email, password });
      }
      const path = route.path(uid);
      const runs = [];
      for (let run = 0; run < options.runs; run += 1) runs.push(await audit(`${app.webBase}${path}`, chromePort, options.reports !== null));
      const median = medianRun(runs);
      const row = { route: route.name, path, figures: median.figures, misses: routeMisses(median.figures, path), runs };
      rows.push(row);
      process.stdout.write(`  ${route.name}: performance ${row.figures.performance}, CLS ${row.figures.cls.toFixed(3)}, accessibility ${row.figures.accessibility}\n`);
      if (options.reports) {
        mkdirSync(options.reports, { recursive: true });
        writeFileSync(join(options.reports, `${route.name}.html`), median.report);
      }
    }

    tablePrint(rows);
    detailsPrint(rows);
    const missed = rows.filter((row) => row.misses.length > 0);
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
    console.log(`\n${rows.length - missed.length} of ${rows.length} routes meet the goals (${seconds} s).`);
    if (options.json) {
      writeFileSync(
        options.json,
        `${JSON.stringify({ goals: GOALS, runsPerRoute: options.runs, routes: rows.map(({ route, path, figures, misses, runs }) => ({ route, path, figures, misses, runs: runs.map((r) => r.figures) })) }, null, 2)}\n`,
      );
    }
    return missed.length === 0 ? 0 : 1;
  } finally {
    await browser?.stop();
    await app?.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '(unknown version)';
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = optionsOf(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    process.exit(0);
  }
  try {
    process.exitCode = await main(options);
  } catch (error) {
    console.error(`The Lighthouse step could not run: ${error.stack ?? error}`);
    process.exitCode = 2;
  }
}
