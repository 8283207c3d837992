// Benchmarks POST /api/chat (builtin mentor, non-streaming) and an authenticated read against a no-op
// route, on the embedded PGlite AND on a throwaway PostgreSQL server in one run, and prints the two
// side by side with the ratios and issue 22's goals (PASS/FAIL, judged on PostgreSQL).
//
// It runs the BUILT API (apps/api/dist/main.js — build it first: npx nx run @grove/api:build) as its
// own process, exactly as `npm start` does, with the Firebase Auth emulator for sign-in. One account is
// signed up and switched to free_access (so the chats cannot run out of tokens). Closed-loop loads use
// autocannon (BENCH_CONNECTIONS connections for BENCH_DURATION seconds); the chat is also driven at a
// FIXED arrival rate (BENCH_CHAT_RATE a second, tools/lib/loadFixedRate.mjs), its latency measured from
// each request's due time. See README.md for the knobs (databases, routes, ports, CPU profiles).
// Usage: node tools/bench/chat/bench-chat.mjs
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { authEmulatorSignUp, authEmulatorStart } from '../../firebase/authEmulator.mjs';
import { builtApiStart } from '../../lib/builtApi.mjs';
import { cpuProfileReport } from '../../lib/cpuProfileTop.mjs';
import { loadFixedRate, percentile } from '../../lib/loadFixedRate.mjs';
import { freePort } from '../../lib/loopback.mjs';
import { postgresServerStart } from '../../lib/postgresServer.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const env = process.env;
// BENCH_API_MAIN: another build of the API (a checkout of an older commit, to compare before and after).
const apiMain = env.BENCH_API_MAIN ? resolve(env.BENCH_API_MAIN) : join(root, 'apps/api/dist/main.js');
const connections = Number(env.BENCH_CONNECTIONS ?? 10);
const duration = Number(env.BENCH_DURATION ?? 10);
const chatRate = Number(env.BENCH_CHAT_RATE ?? 200);
const databases = (env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
const routes = new Set((env.BENCH_ROUTES ?? 'noop,read,chat,chat-rate').split(',').map((name) => name.trim()));
const profileDir = env.BENCH_CPU_PROF ? resolve(env.BENCH_CPU_PROF) : null;
const message = 'Hello! I had a really good day at the park today. What should I do tomorrow?';

/** Issue 22's goals, judged on PostgreSQL. */
const GOAL_READ_SHARE = 0.4;
const GOAL_CHAT_P95_MS = 15;

const DATABASE_TITLES = { pglite: 'PGlite', postgres: 'PostgreSQL' };
for (const name of databases) {
  if (!DATABASE_TITLES[name]) {
    console.error(`BENCH_DATABASES: unknown database "${name}" (pglite, postgres)`);
    process.exit(2);
  }
}
if (!existsSync(apiMain)) {
  console.error(`${apiMain} is missing: build the API first (npx nx run @grove/api:build).`);
  process.exit(1);
}

/** The machine's load averages, for the record: figures taken on a busy machine are the machine's. */
function load() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/**
 * Starts the built API as its own process; resolves once it answers. Up to two minutes: a first start
 * opens PGlite, migrates and warms the builtin mind, which takes several times its usual few seconds on
 * a busy machine.
 */
function apiStart(apiEnv, port, nodeArgs = []) {
  return builtApiStart({ env: apiEnv, port, apiMain, cwd: join(apiMain, '..', '..'), readyTries: 1200, nodeArgs });
}

/** Runs autocannon against one route; latencies are collected per response for exact percentiles. */
function loadClosed(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const instance = autocannon({ connections, duration, ...options }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        requests: result.requests.total,
        rps: result.requests.total / (result.duration || duration),
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        statuses: Object.fromEntries(statuses),
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

/** The routes measured, in order; `closed` runs autocannon, `rate` the fixed-rate load. */
const ROUTES = [
  { key: 'noop', title: 'GET /api/client-config (no-op: no auth, no database)', closed: (base) => ({ url: `${base}/api/client-config` }) },
  { key: 'read', title: 'GET /api/tokens/{uid} (auth + one read)', closed: (base, s) => ({ url: `${base}/api/tokens/${s.uid}`, headers: s.auth }) },
  {
    key: 'chat',
    title: `POST /api/chat, ${connections} connections flat out`,
    closed: (base, s) => ({ url: `${base}/api/chat`, method: 'POST', headers: { ...s.auth, 'content-type': 'application/json' }, body: s.chatBody }),
  },
  {
    key: 'chat-rate',
    title: `POST /api/chat at a fixed ${chatRate} req/s`,
    rate: (base, s) => ({ url: `${base}/api/chat`, method: 'POST', headers: { ...s.auth, 'content-type': 'application/json' }, body: s.chatBody }),
  },
].filter((route) => routes.has(route.key));

/** The environment the API runs with on one database. */
function apiEnvFor(emulatorHost, port, database) {
  const apiEnv = {
    ...env,
    // `test` only turns request logging off, so the figures measure the server, not its log.
    NODE_ENV: 'test',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    MENTOR_PROVIDER: 'builtin',
    PAYMENTS_PROVIDER: 'dev',
  };
  delete apiEnv.DATABASE_URL;
  delete apiEnv.GROVE_DATA_DIR;
  return { ...apiEnv, ...database };
}

/**
 * Measures every route on one database: starts the API on it, signs the account in once (creating its
 * row), switches it to free_access as an operator would, and runs the loads. The API's CPU profile is
 * written to BENCH_CPU_PROF when set.
 */
async function measure(kind, session, context) {
  const port = Number(env.BENCH_API_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=api-${kind}.cpuprofile`] : [];
  const cleanup = [];
  let api = null;
  try {
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'grove-bench-'));
      cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const apiEnv = apiEnvFor(context.emulator.host, port, { GROVE_DATA_DIR: dataDir });
      // PGlite is single-process: the row is switched while the API is stopped.
      api = await apiStart(apiEnv, port);
      const first = await fetch(`${base}/api/users/${session.uid}`, { headers: session.auth });
      if (!first.ok) throw new Error(`sign-in failed: ${first.status} ${await first.text()}`);
      await api.stop();
      api = null;
      const pglite = await PGlite.create(join(dataDir, 'pglite'));
      await pglite.query('update users set free_access = true where id = $1', [session.uid]);
      await pglite.close();
      api = await apiStart(apiEnv, port, profileArgs);
    } else {
      const apiEnv = apiEnvFor(context.emulator.host, port, { DATABASE_URL: context.postgres.url });
      api = await apiStart(apiEnv, port, profileArgs);
      const first = await fetch(`${base}/api/users/${session.uid}`, { headers: session.auth });
      if (!first.ok) throw new Error(`sign-in failed: ${first.status} ${await first.text()}`);
      const client = new pg.Client({ connectionString: context.postgres.url });
      await client.connect();
      await client.query('update users set free_access = true where id = $1', [session.uid]);
      await client.end();
    }

    const probe = await fetch(`${base}/api/chat`, { method: 'POST', headers: { ...session.auth, 'content-type': 'application/json' }, body: session.chatBody });
    if (!probe.ok) throw new Error(`chat probe failed: ${probe.status} ${await probe.text()}`);
    const reply = await probe.json();
    const results = new Map();
    const loadBefore = load();
    for (const route of ROUTES) {
      if (route.closed) results.set(route.key, await loadClosed(route.closed(base, session)));
      else {
        // A short warm-up at the same rate first (not counted): the JIT and the pool settle.
        await loadFixedRate({ ...route.rate(base, session), rate: chatRate, durationS: Math.min(2, duration) });
        results.set(route.key, await loadFixedRate({ ...route.rate(base, session), rate: chatRate, durationS: duration }));
      }
    }
    return { kind, reply, results, loadBefore, loadAfter: load() };
  } finally {
    await api?.stop();
    for (const step of cleanup) step();
  }
}

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const pad = (value, width) => String(value).padStart(width);

function report(measured) {
  const titleWidth = Math.max(...ROUTES.map((route) => route.title.length)) + 1;
  const columns = ['req/s', 'p50', 'p95', 'p99'];
  const head = measured.map((m) => `${DATABASE_TITLES[m.kind].padStart(9)}${''.padStart(24)}`).join(' │ ');
  const sub = measured.map(() => `${pad(columns[0], 9)}${columns.slice(1).map((c) => pad(`${c} ms`, 8)).join('')}`).join(' │ ');
  const both = measured.length === 2;
  console.log(`${''.padEnd(titleWidth)} ${head}${both ? ' │ PostgreSQL / PGlite' : ''}`);
  console.log(`${'route'.padEnd(titleWidth)} ${sub}${both ? ' │  req/s    p95' : ''}`);
  for (const route of ROUTES) {
    const cells = measured.map((m) => {
      const r = m.results.get(route.key);
      return `${pad(fixed(r.rps), 9)}${pad(fixed(r.p50), 8)}${pad(fixed(r.p95), 8)}${pad(fixed(r.p99), 8)}`;
    });
    let ratio = '';
    if (both) {
      const [a, b] = measured.map((m) => m.results.get(route.key));
      ratio = ` │ ${pad(`${fixed(b.rps / a.rps, 2)}×`, 6)} ${pad(`${fixed(b.p95 / a.p95, 2)}×`, 6)}`;
    }
    console.log(`${route.title.padEnd(titleWidth)} ${cells.join(' │ ')}${ratio}`);
  }
  console.log('');
  for (const m of measured) {
    const r = (key) => m.results.get(key);
    const parts = [];
    if (r('noop') && r('read')) parts.push(`auth read / no-op ${fixed((100 * r('read').rps) / r('noop').rps)} % of the throughput`);
    if (r('noop') && r('chat')) parts.push(`chat / no-op ${fixed((100 * r('chat').rps) / r('noop').rps, 2)} % (${fixed(r('chat').p50 / r('noop').p50)} × the p50)`);
    if (r('read') && r('chat')) parts.push(`chat / auth read ${fixed((100 * r('chat').rps) / r('read').rps)} %`);
    const rate = r('chat-rate');
    if (rate) parts.push(`at ${chatRate}/s: ${rate.sent} sent, max ${fixed(rate.max)} ms, sender lag p95 ${fixed(rate.lagP95)} ms`);
    console.log(`${DATABASE_TITLES[m.kind]}: ${parts.join('; ')}`);
    console.log(`  load average (1/5/15 min) before ${m.loadBefore}, after ${m.loadAfter}; statuses ${ROUTES.map((route) => `${route.key} ${JSON.stringify(r(route.key).statuses)}`).join(', ')}`);
  }

  const postgres = measured.find((m) => m.kind === 'postgres');
  const pglite = measured.find((m) => m.kind === 'pglite');
  const goals = [];
  const share = (m) => (m?.results.get('read') && m.results.get('noop') ? m.results.get('read').rps / m.results.get('noop').rps : null);
  const p95 = (m) => m?.results.get('chat-rate')?.p95 ?? null;
  const cleanRate = (m) => {
    const r = m?.results.get('chat-rate');
    return r ? r.non2xx === 0 && r.errors === 0 : false;
  };
  if (share(postgres) !== null) {
    const ok = share(postgres) >= GOAL_READ_SHARE;
    const other = share(pglite) !== null ? ` (PGlite ${fixed(100 * share(pglite))} %)` : '';
    goals.push(`${ok ? 'PASS' : 'FAIL'}  PostgreSQL: an authenticated read ≥ ${100 * GOAL_READ_SHARE} % of the no-op's throughput: ${fixed(100 * share(postgres))} %${other}`);
  }
  if (p95(postgres) !== null) {
    const ok = p95(postgres) <= GOAL_CHAT_P95_MS && cleanRate(postgres);
    const other = p95(pglite) !== null ? ` (PGlite ${fixed(p95(pglite))} ms)` : '';
    goals.push(`${ok ? 'PASS' : 'FAIL'}  PostgreSQL: POST /api/chat p95 ≤ ${GOAL_CHAT_P95_MS} ms at ${chatRate} req/s, every reply 2xx: ${fixed(p95(postgres))} ms${other}`);
  }
  if (goals.length > 0) console.log(`\nIssue 22's goals:\n${goals.map((line) => `  ${line}`).join('\n')}`);
  return goals.every((line) => line.startsWith('PASS'));
}

const context = { emulator: null, postgres: null };
const measured = [];
let failed = false;
try {
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const startLoad = load();
  context.emulator = await authEmulatorStart({ port: Number(env.BENCH_AUTH_PORT ?? (await freePort())) });
  if (databases.includes('postgres')) context.postgres = postgresServerStart({ port: Number(env.BENCH_PG_PORT ?? (await freePort())) });

  const { idToken, uid } = await authEmulatorSignUp(context.emulator.host, { email: 'bench@example.com', password: 'bench-pass-1', displayName: 'Bench' });
  const session = { uid, auth: { authorization: `Bearer ${idToken}` }, chatBody: JSON.stringify({ message, userId: uid }) };

  console.log(
    `Grove chat benchmark — closed loop: ${connections} connections × ${duration} s per route; fixed rate: ${chatRate} req/s × ${duration} s; ` +
      `API ${apiMain.replace(root, '')}, builtin mentor; ${databases.map((name) => DATABASE_TITLES[name]).join(' and ')}${context.postgres ? ` (PostgreSQL ${context.postgres.version}, a throwaway server)` : ''}`,
  );
  console.log(`Load average at the start: ${startLoad}\n`);
  for (const kind of databases) measured.push(await measure(kind, session, context));
  const first = measured[0].reply;
  console.log(`One chat: ${first.tokensUsed} tokens, ${first.response.length} characters of reply (${first.modelUsed}).\n`);
  const goalsMet = report(measured);

  for (const m of measured) {
    const bad = ROUTES.filter((route) => m.results.get(route.key).non2xx > 0 || m.results.get(route.key).errors > 0);
    if (bad.length > 0) {
      console.error(`\n${DATABASE_TITLES[m.kind]}: not every request succeeded: ${bad.map((route) => route.title).join('; ')}`);
      failed = true;
    }
  }
  // The goals are figures of a quiet machine: a miss fails the run only when asked (BENCH_STRICT=1).
  if (!goalsMet && env.BENCH_STRICT === '1') failed = true;
  if (profileDir) {
    for (const m of measured) {
      const file = join(profileDir, `api-${m.kind}.cpuprofile`);
      if (existsSync(file)) console.log(`\n${DATABASE_TITLES[m.kind]} — the API's CPU profile\n${cpuProfileReport(file, Number(env.BENCH_PROFILE_ROWS ?? 20))}`);
    }
  }
} finally {
  context.postgres?.stop();
  context.emulator?.stop();
}
if (failed) process.exitCode = 1;
