// Benchmarks issue 20's point 9: every admin GET endpoint answers p95 ≤ 300 ms on PostgreSQL with
// 100,000 accounts, 1,000,000 ledger rows and 2,000,000 messages. Each endpoint is called through the
// real app (buildApp + inject: the admin hook, validation, the queries, serialisation) `--runs` times
// after `--warmup` calls, one at a time, and its p50/p95/max printed; the run fails when any p95 is
// over the goal. The admin is the seed's account 1 (`seed-u1`, is_admin); sign-in is a stand-in
// verifier for it, so only Grove's own work is timed.
//
// With DATABASE_URL: benchmarks that (seeded) database; `--seed` seeds it first when it is empty
// (the seed's size flags pass through). Without DATABASE_URL: starts a throwaway PostgreSQL
// (tools/postgres/withPostgres.mjs, port BENCH_PG_PORT, default 54398), seeds it at full size, benches.
//
//   npm run bench:admin
//   DATABASE_URL=postgresql://… npm run bench:admin -- --runs 50
//   npm run bench:admin -- --accounts 10000 --messages 200000 --ledger 100000
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../../../apps/api/src/app.ts';
import { configFromEnv } from '../../../apps/api/src/config.ts';
import { databaseOpen } from '../../../apps/api/src/db/database.ts';
import { SEED_DEFAULTS, seedLoad } from '../../seed/seedLoad.mjs';

const GOAL_MS = 300;
const ADMIN_ID = 'seed-u1';
const TOKEN = 'bench-admin-token';
const sizes = Object.keys(SEED_DEFAULTS);
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
    seed: { type: 'boolean', default: false },
    only: { type: 'string' },
    ...Object.fromEntries(sizes.map((name) => [name, { type: 'string' }])),
  },
});

if (!process.env.DATABASE_URL) {
  // A throwaway server, seeded here and dropped afterwards.
  const self = fileURLToPath(import.meta.url);
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const args = ['tools/postgres/withPostgres.mjs', process.execPath, '--conditions=@grove/source', '--import', '@swc-node/register/esm-register', self, '--seed', ...process.argv.slice(2)];
  const status = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_PG_PORT: process.env.BENCH_PG_PORT ?? '54398' } }).status;
  process.exit(status ?? 1);
}

const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const day = (at) => at.toISOString().slice(0, 10);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

const database = await databaseOpen({ url: process.env.DATABASE_URL });
const { db } = database;
let app;
try {
  const { rows } = await sql`select count(*)::int as n from users`.execute(db);
  if (rows[0].n === 0) {
    if (!values.seed) throw new Error('The database is empty: run `npm run seed:load` first, or pass --seed.');
    const options = {};
    for (const name of sizes) if (values[name] !== undefined) options[name] = Number(values[name]);
    console.log('Seeding (set-based SQL) …');
    const result = await seedLoad(db, options, (line) => console.log(`  ${line}`));
    console.log(`Seeded in ${result.seconds.toFixed(1)} s.`);
  }
  const counts = {};
  for (const table of ['users', 'child_accounts', 'chat_messages', 'token_ledger', 'usage_turns', 'trial_usage', 'journal_entries', 'memories', 'chat_flags', 'invitation_codes']) {
    const { rows: n } = await sql`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = n[0].n;
  }
  console.log(`\nPostgreSQL with ${Object.entries(counts).map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`).join(', ')}`);
  const admin = await db.selectFrom('users').select(['id', 'is_admin']).where('id', '=', ADMIN_ID).executeTakeFirst();
  if (!admin?.is_admin) throw new Error(`${ADMIN_ID} is not an admin here: bench a database made by seed:load.`);

  // The clock is the seed's "now" (the newest activity), so the default ranges hold the busiest days.
  const { rows: latest } = await sql`select max(at) as at from usage_turns`.execute(db);
  const now = new Date(latest[0].at ?? Date.now());
  const verifier = {
    async verify(token) {
      if (token !== TOKEN) throw new Error('not the bench token');
      return { uid: ADMIN_ID, email: 'seed.user.1@example.org', emailVerified: true, name: 'Seed person 1' };
    },
    close: async () => undefined,
  };
  app = await buildApp({
    config: configFromEnv({ NODE_ENV: 'test', MENTOR_PROVIDER: 'builtin' }),
    version: 'bench',
    db,
    databaseKind: database.kind,
    verifier,
    mailer: { send: async () => undefined, close: () => undefined },
    now: () => now,
  });
  await app.ready();
  const get = (url) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });

  const year = `from=${day(new Date(now.getTime() - 364 * 86_400_000))}&to=${day(now)}`;
  const top = (await get('/api/admin/token-usage?limit=1')).json().topAccounts?.rows?.[0]?.userId ?? 'seed-u2';
  const flagId = (await db.selectFrom('chat_flags').select('id').orderBy('created_at', 'desc').limit(1).executeTakeFirst())?.id ?? 'none';
  // An account whose data admins read (part A's audit log names it), for its admin-access list.
  const { rows: auditedRows } = await sql`select to_regclass('admin_audit_log') is not null as present`.execute(db);
  const audited = auditedRows[0]?.present
    ? ((await sql`select family_id from admin_audit_log where family_id is not null order by created_at desc limit 1`.execute(db)).rows[0]?.family_id ?? top)
    : top;
  /** [label, url, the route as registered (its parameters named)]. */
  const candidates = [
    // Part B (issue 20): the insight calls, with their default range (the last 30 days) and a year.
    ['token-monitor', '/api/admin/token-monitor'],
    ['token-monitor, a year', `/api/admin/token-monitor?${year}`],
    ['token-monitor/accounts near limit', '/api/admin/token-monitor/accounts?list=near_daily_limit'],
    ['token-monitor/accounts low balance', '/api/admin/token-monitor/accounts?list=low_balance'],
    ['token-monitor/reconciliation', '/api/admin/token-monitor/reconciliation'],
    ['analytics', '/api/admin/analytics'],
    ['analytics, a year', `/api/admin/analytics?${year}`],
    ['token-usage by day', '/api/admin/token-usage?groupBy=day'],
    ['token-usage by model', '/api/admin/token-usage?groupBy=model'],
    ['token-usage by kind', '/api/admin/token-usage?groupBy=kind'],
    ['token-usage by day, a year', `/api/admin/token-usage?groupBy=day&${year}`],
    ['token-usage/accounts/{top}', `/api/admin/token-usage/accounts/${top}`, '/api/admin/token-usage/accounts/:id'],
    ['token-usage/accounts/{top}, a year', `/api/admin/token-usage/accounts/${top}?${year}`, '/api/admin/token-usage/accounts/:id'],
    ['trial-usage', '/api/admin/trial-usage'],
    ['trial-usage, a year', `/api/admin/trial-usage?${year}`],
    ['trial-usage, page 21', '/api/admin/trial-usage?limit=50&offset=1000'],
    // Before issue 20.
    ['admin/users', '/api/admin/users'],
    ['admin/users, deep page', '/api/admin/users?offset=50000'],
    // The founders club's admin calls (issue 19).
    ['founders admin/invitations', '/api/founders-club/admin/invitations'],
    ['founders admin/invitations referral', '/api/founders-club/admin/invitations?kind=referral'],
    ['founders admin/stats', '/api/founders-club/admin/stats'],
    // Part A (issue 20), when this branch has it.
    ['audit-log', '/api/admin/audit-log'],
    ['audit-log, a year, one action', `/api/admin/audit-log?${year}&action=break_glass_read`],
    ['flagged-patterns (open)', '/api/admin/flagged-patterns'],
    ['flagged-patterns, all, a year', `/api/admin/flagged-patterns?status=all&${year}`],
    ['flagged-patterns/{id}', `/api/admin/flagged-patterns/safety:${flagId}`, '/api/admin/flagged-patterns/:id'],
    ['memory-patterns', '/api/admin/memory-patterns'],
    ['memory-analytics', '/api/admin/memory-analytics'],
    ['memory-analytics, a year', `/api/admin/memory-analytics?${year}`],
    ['symbolic/admin/flagged-patterns', '/api/symbolic/admin/flagged-patterns'],
    ['symbolic/admin/memory-patterns', '/api/symbolic/admin/memory-patterns'],
    ['symbolic/admin/memory-analytics', '/api/symbolic/admin/memory-analytics'],
    ['users/{id}/admin-access', `/api/users/${audited}/admin-access`, '/api/users/:id/admin-access'],
    ['system/status (admin details)', '/system/status'],
  ];
  const skipped = [];
  const endpoints = candidates.filter(([label, url, route]) => {
    if (values.only !== undefined && !label.includes(values.only)) return false;
    if (app.hasRoute({ method: 'GET', url: route ?? url.split('?')[0] })) return true;
    skipped.push(label);
    return false;
  });

  console.log(`\n${'endpoint'.padEnd(40)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}   (${RUNS} runs after ${WARMUP} warm-up)`);
  let failed = 0;
  for (const [label, url] of endpoints) {
    for (let i = 0; i < WARMUP; i += 1) await get(url);
    const times = [];
    let status = 200;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const res = await get(url);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) status = res.statusCode;
    }
    times.sort((a, b) => a - b);
    const p95 = quantile(times, 0.95);
    const ok = status === 200 && p95 <= GOAL_MS;
    if (!ok) failed += 1;
    const ms = (value) => `${value.toFixed(1)} ms`.padStart(8);
    console.log(`${label.padEnd(40)} ${ms(quantile(times, 0.5))} ${ms(p95)} ${ms(times[times.length - 1])}   ${status !== 200 ? `HTTP ${status}` : ok ? 'ok' : 'OVER'}`);
  }
  if (skipped.length > 0) console.log(`(not on this branch: ${skipped.join(', ')})`);
  console.log(`\nGoal: every admin GET p95 ≤ ${GOAL_MS} ms on PostgreSQL — ${failed === 0 ? 'met' : `NOT met (${failed} over or failing)`}.`);
  process.exitCode = failed === 0 ? 0 : 1;
} catch (error) {
  console.error(`bench:admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await app?.close();
  await database.close();
}
