// Benchmarks POST /api/chat (builtin mentor, non-streaming) against a no-op route in the same run.
//
// It runs the BUILT API (apps/api/dist/main.js — build it first: npx nx run @grove/api:build) as its
// own process, exactly as `npm start` does: embedded PGlite in a temporary GROVE_DATA_DIR, the Firebase
// Auth emulator for sign-in. One account is signed up in the emulator and switched to free_access (so
// 10 s of chats cannot run out of tokens); then autocannon drives each route for BENCH_DURATION seconds
// with BENCH_CONNECTIONS connections and the figures are printed: req/s, p50/p95/p99 latency, and the
// ratios. Usage: node tools/bench/chat/bench-chat.mjs
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { authEmulatorSignUp, authEmulatorStart } from '../../firebase/authEmulator.mjs';
import { builtApiStart } from '../../lib/builtApi.mjs';
import { freePort } from '../../lib/loopback.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiMain = join(root, 'apps/api/dist/main.js');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const message = 'Hello! I had a really good day at the park today. What should I do tomorrow?';

if (!existsSync(apiMain)) {
  console.error(`${apiMain} is missing: build the API first (npx nx run @grove/api:build).`);
  process.exit(1);
}

/** Percentile of sorted numbers (nearest rank). */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs autocannon against one route; latencies are collected per response for exact percentiles. */
function load(title, options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const instance = autocannon({ connections, duration, ...options }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        title,
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

const dataDir = mkdtempSync(join(tmpdir(), 'grove-bench-'));
const emulatorPort = await freePort();
const apiPort = await freePort();
let emulator = null;
let api = null;
try {
  emulator = await authEmulatorStart({ port: emulatorPort });
  const env = {
    ...process.env,
    // `test` only turns request logging off, so the figures measure the server, not its log.
    NODE_ENV: 'test',
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    GROVE_DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    MENTOR_PROVIDER: 'builtin',
    PAYMENTS_PROVIDER: 'dev',
  };
  delete env.DATABASE_URL;

  const { idToken, uid } = await authEmulatorSignUp(emulator.host, { email: 'bench@example.com', password: 'bench-pass-1', displayName: 'Bench' });
  const auth = { authorization: `Bearer ${idToken}` };
  const base = `http://127.0.0.1:${apiPort}`;

  // First start: creates the database and the account row; then free_access is switched on directly
  // in the (stopped) embedded database, as an operator would.
  api = await builtApiStart({ env, port: apiPort, apiMain });
  const first = await fetch(`${base}/api/users/${uid}`, { headers: auth });
  if (!first.ok) throw new Error(`sign-in failed: ${first.status} ${await first.text()}`);
  await api.stop();
  api = null;
  const pglite = await PGlite.create(join(dataDir, 'pglite'));
  await pglite.query('update users set free_access = true where id = $1', [uid]);
  await pglite.close();
  api = await builtApiStart({ env, port: apiPort, apiMain });

  const chatBody = JSON.stringify({ message, userId: uid });
  const probe = await fetch(`${base}/api/chat`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: chatBody });
  if (!probe.ok) throw new Error(`chat probe failed: ${probe.status} ${await probe.text()}`);
  const reply = await probe.json();
  console.log(`Grove chat benchmark — ${connections} connections × ${duration} s per route, API ${apiMain.replace(root, '')} on PGlite, builtin mentor (${reply.modelUsed})`);
  console.log(`One chat: ${reply.tokensUsed} tokens, ${reply.response.length} characters of reply.\n`);

  const results = [];
  results.push(await load('GET /api/client-config (no-op: no auth, no database)', { url: `${base}/api/client-config` }));
  results.push(await load(`GET /api/tokens/{uid} (auth + one read)`, { url: `${base}/api/tokens/${uid}`, headers: auth }));
  results.push(
    await load('POST /api/chat (auth, mentor turn, one transaction: charge + conversation + 2 messages)', {
      url: `${base}/api/chat`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: chatBody,
    }),
  );

  const pad = (value, width) => String(value).padStart(width);
  console.log(`${'route'.padEnd(92)} ${pad('req/s', 9)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)} ${pad('requests', 9)}  statuses`);
  for (const r of results) {
    console.log(`${r.title.padEnd(92)} ${pad(r.rps.toFixed(1), 9)} ${pad(r.p50.toFixed(1), 8)} ${pad(r.p95.toFixed(1), 8)} ${pad(r.p99.toFixed(1), 8)} ${pad(r.requests, 9)}  ${JSON.stringify(r.statuses)}${r.errors ? ` errors ${r.errors}` : ''}`);
  }
  const [noop, authed, chat] = results;
  console.log(`\nchat / no-op: ${(chat.rps / noop.rps).toFixed(4)} × the throughput (${(noop.rps / chat.rps).toFixed(1)} × fewer req/s), ${(chat.p50 / noop.p50).toFixed(1)} × the p50 latency, ${(chat.p99 / noop.p99).toFixed(1)} × the p99 latency`);
  console.log(`chat / auth + one read: ${(chat.rps / authed.rps).toFixed(3)} × the throughput, ${(chat.p50 / authed.p50).toFixed(1)} × the p50 latency`);
  const bad = results.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (bad.length > 0) {
    console.error(`\nNot every request succeeded: ${bad.map((r) => r.title).join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await api?.stop();
  await emulator?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
