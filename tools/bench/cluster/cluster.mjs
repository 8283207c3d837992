// Several API processes on one PostgreSQL (issue 22, item 2): a throwaway PostgreSQL server, the Auth
// emulator, N copies of the BUILT API (apps/api/dist/main.js) on that one database, and a round-robin
// proxy in front of them on loopback; then, under concurrent load through the proxy, it proves and
// prints that the ledger holds, the trial allowance holds across copies, rate limits and PIN lockouts
// are shared, the jobs and the outbox's resends happen once, and a copy killed mid-load loses nothing.
// Exits 1 when any check fails. See README.md.
//
//   node tools/bench/cluster/cluster.mjs            bounded form (npm test): 3 copies, ~1–2 min
//   node tools/bench/cluster/cluster.mjs --long     long form: 5 copies, more load, two kills and a restart
//
// Ports: CLUSTER_PORT_BASE (the proxy; the copies take the next ones), CLUSTER_PG_PORT,
// CLUSTER_AUTH_PORT; free ports when unset.
import { existsSync } from 'node:fs';
import { apiClientClose } from '../../lib/apiClient.mjs';
import { BUILT_API_MAIN } from '../../lib/builtApi.mjs';
import { groveStackStart } from '../../lib/groveStack.mjs';
import { freePort } from '../../lib/loopback.mjs';
import { checksCreate } from './loadKit.mjs';
import { cachePhase, jobsPhase, killPhase, ledgerPhase, limitsPhase, trialPhase } from './phases.mjs';
import { roundRobinProxyStart } from './roundRobinProxy.mjs';

const long = process.argv.includes('--long');

/** The run's sizes: the bounded form keeps `npm test` short; the long form loads harder and longer. */
const opts = long
  ? {
      apis: 5,
      connections: 48,
      ledgerAccounts: 16,
      smallBalance: 6000,
      trialDevices: 12,
      trialLimit: 20_000,
      statusLimit: 60,
      foundersLimit: 60,
      pinTries: 30,
      retentionTurns: 20,
      jobRuns: 15,
      replayIds: 100,
      replaySends: 4,
      cacheRounds: 30,
      killAccounts: 16,
      killTurns: 4000,
      // Kill copy 2, restart it, then kill copy 3: the proxy routes around each and back.
      killSchedule: [
        { at: 0.25, action: 'kill', api: 1 },
        { at: 0.45, action: 'restart', api: 1 },
        { at: 0.65, action: 'kill', api: 2 },
      ],
    }
  : {
      apis: 3,
      connections: 24,
      ledgerAccounts: 6,
      smallBalance: 2500,
      trialDevices: 6,
      trialLimit: 5000,
      statusLimit: 20,
      foundersLimit: 20,
      pinTries: 12,
      retentionTurns: 6,
      jobRuns: 6,
      replayIds: 20,
      replaySends: 3,
      cacheRounds: 6,
      killAccounts: 6,
      killTurns: 400,
      killSchedule: [{ at: 0.3, action: 'kill', api: 1 }],
    };

if (!existsSync(BUILT_API_MAIN)) {
  console.error(`${BUILT_API_MAIN} is missing: build the API first (npx nx run @grove/api:build).`);
  process.exit(1);
}

const portBase = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : null;
const proxyPort = portBase ?? (await freePort());
const ports = {
  pg: process.env.CLUSTER_PG_PORT ? Number(process.env.CLUSTER_PG_PORT) : undefined,
  auth: process.env.CLUSTER_AUTH_PORT ? Number(process.env.CLUSTER_AUTH_PORT) : undefined,
  apis: portBase ? Array.from({ length: opts.apis }, (_, i) => portBase + 1 + i) : undefined,
};

const checks = checksCreate();
const runStarted = performance.now();
let stack = null;
let proxy = null;
const timings = [];
try {
  let t = performance.now();
  stack = await groveStackStart({
    apis: opts.apis,
    ports,
    env: {
      // The proxy on loopback is the one hop the copies trust: they key trial records and rate limits
      // by the client address it sets in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      TRIAL_TOKEN_LIMIT: String(opts.trialLimit),
      // The trial allowance, not the per-IP chat rate, is what the trial phase measures.
      TRIAL_CHAT_RATE_LIMIT: '1000000',
      TRIAL_STATUS_RATE_LIMIT: String(opts.statusLimit),
      FOUNDERS_PUBLIC_RATE_LIMIT: String(opts.foundersLimit),
      // Streamed turns last a little (words paced), so a kill can land mid-stream.
      MENTOR_STREAM_DELAY_MS: '5',
    },
  });
  proxy = await roundRobinProxyStart({ port: proxyPort, backends: stack.apis.map((api) => api.port) });
  timings.push(['start-up', performance.now() - t]);
  console.log(
    `Grove cluster test (${long ? 'long' : 'bounded'} form): ${opts.apis} copies of ${BUILT_API_MAIN.replace(process.cwd() + '/', '')} (ports ${stack.apis.map((a) => a.port).join(', ')}) on one PostgreSQL ${stack.pgVersion}, behind a round-robin proxy at ${proxy.url}; started in ${((performance.now() - t) / 1000).toFixed(1)} s (${JSON.stringify(stack.startMs)} ms; the copies migrated the empty database at the same moment)`,
  );
  const ctx = { stack, proxy, base: proxy.url, opts, log: (line) => console.log(`  · ${line}`) };
  for (const [title, key, phase] of [
    ['ledger: small balances charged from many connections', 'ledger', ledgerPhase],
    ['trial allowance across copies', 'trial', trialPhase],
    ['rate limits and PIN lockouts shared', 'limits', limitsPhase],
    ['jobs and outbox resends run once', 'jobs', jobsPhase],
    ['each copy’s account cache follows changes made elsewhere', 'cache', cachePhase],
    ['a copy killed mid-load', 'kill', killPhase],
  ]) {
    console.log(`\n${title}`);
    t = performance.now();
    await phase({ ...ctx, check: (name, ok, detail) => checks.check(key, name, ok, detail) });
    timings.push([key, performance.now() - t]);
  }
} catch (error) {
  checks.check('run', `the run itself: ${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}`, false);
  console.error(error.stack);
  if (stack) for (const api of stack.apis) if (api?.stderr()) console.error(`API on ${api.port}: ${api.stderr()}`);
} finally {
  await proxy?.stop();
  apiClientClose();
  await stack?.stop();
}

const failed = checks.failed();
console.log(`\n${checks.results.length - failed.length} of ${checks.results.length} checks passed in ${((performance.now() - runStarted) / 1000).toFixed(1)} s (${timings.map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`).join(', ')})`);
for (const f of failed) console.log(`  FAIL [${f.phase}] ${f.name}${f.detail ? ` — ${f.detail}` : ''}`);
process.exit(failed.length === 0 ? 0 : 1);
