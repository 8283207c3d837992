// `npm test`: every check, in the order that fails fastest. Each step prints its own output; the last
// line sums the steps up. Nx runs the per-project targets (cached, two at a time on these 2-core machines).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', STORYBOOK_DISABLE_TELEMETRY: '1' };
const nx = (targets) => ['npx', 'nx', 'run-many', '-t', ...targets, '--parallel=2', '--outputStyle=stream-without-prefixes'];

/** The name of the end-to-end step (its failures are named in the summary). */
const E2E_STEP = 'end-to-end in Chromium';

const STEPS = [
  ['lint rules bite (bad fixtures must fail)', ['node', 'tools/lint-fixtures/check-lint-fixtures.mjs']],
  ['lint, typecheck, unit tests', nx(['lint', 'typecheck', 'test'])],
  ['API suite on a PostgreSQL server', ['node', 'tools/postgres/withPostgres.mjs', 'npx', 'nx', 'run', '@grove/api:test', '--skip-nx-cache', '--outputStyle=stream-without-prefixes']],
  // Every route fuzzed from the OpenAPI document (issue 22): fixed seed, about 4,500 requests as four
  // callers, on PostgreSQL (its parsers are the stricter). `npm run fuzz:long` is the long form.
  ['route fuzzer, fixed seed, on PostgreSQL', ['node', 'tools/postgres/withPostgres.mjs', 'node', '--conditions=@grove/source', '--import', '@swc-node/register/esm-register', 'tools/fuzz/fuzz.mjs', '--quiet']],
  ['builds and component previews', nx(['build', 'build-storybook'])],
  // Issue 22's load tests on the API just built, in bounded form (`npm run bench:cluster:long` and
  // `bench:streams:long` are the long ones): three API processes on one PostgreSQL (ledger, trial,
  // shared limits, jobs once, a process killed mid-load), then 500 streams held open on one process.
  ['several API processes on one PostgreSQL', ['node', 'tools/bench/cluster/cluster.mjs']],
  ['500 streams against one API process', ['node', 'tools/bench/streams/streams.mjs']],
  ['bundle budget', ['node', 'tools/bench/bundle-budget.mjs']],
  // Phones first (issue 22): Lighthouse's mobile preset in Debian's Chromium on the app just built, the
  // three visitor routes and, signed in, the chat, /journal, /wellness and /games; each route's median
  // of three runs must hold performance ≥ 95, CLS ≤ 0.05 and accessibility 100 (about 3 minutes).
  ['Lighthouse on phones, seven routes', ['node', 'tools/bench/lighthouse/lighthouse-phones.mjs', '--runs', '3']],
  // The bounded child-safety evaluation (issue 13) on the API just built; `npm run eval:safety` is the full one.
  ['child-safety evaluation, quick sample', ['node', 'tools/eval/safety/run.mjs', '--quick']],
  // The bounded helpfulness evaluation of Grove's own mind (issue 14), gated on the issue's goals
  // (≥ 90 % helpful, ≥ 80 % in every category, no wrong number); `npm run eval:mentor` is the full one.
  ['mentor helpfulness evaluation, quick sample', ['node', 'tools/eval/mentor/run.mjs', '--quick']],
  // The bounded radar evaluation (issue 17): labelled directions and unmoved axes on a sample, gated on
  // the issue's goals; `npm run eval:radar` is the full one (and `-- --holdout` the held-out set).
  ['radar evaluation, quick sample', ['node', '--conditions=@grove/source', '--import', '@swc-node/register/esm-register', 'tools/eval/radar/run.mjs', '--quick']],
  [E2E_STEP, ['npx', 'nx', 'run', '@grove/e2e:e2e', '--outputStyle=stream-without-prefixes']],
];

/** Playwright's JSON report of the e2e step (e2e/playwright.config.ts writes it). */
const E2E_REPORT = 'e2e/test-output/playwright/results.json';

/**
 * The failed end-to-end tests, a line each with the first line of the error: CI keeps only the tail
 * of the output, so the summary names what failed instead of leaving it hundreds of lines above.
 */
function e2eFailures() {
  if (!existsSync(E2E_REPORT)) return ['(no Playwright report: the run stopped before any test ended)'];
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const failed = (test.results ?? []).find((r) => r.status === 'failed' || r.status === 'timedOut' || r.status === 'interrupted');
        if (!failed) continue;
        const message = (failed.error?.message ?? failed.status).replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim() !== '') ?? '';
        lines.push(`${[...titles, spec.title].filter(Boolean).join(' › ')} (${spec.file}:${spec.line}): ${message.trim().slice(0, 200)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(E2E_REPORT, 'utf8')).suites ?? []) walk(suite, []);
  return lines.length > 0 ? lines : ['(the report lists no failed test: see the step output above)'];
}

// A report left from an earlier run must not be mistaken for this one's.
rmSync(E2E_REPORT, { force: true });

const results = [];
for (const [name, [command, ...args]] of STEPS) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name} (${seconds} s)`);
  if (!ok && name === E2E_STEP) for (const line of e2eFailures().slice(0, 8)) console.log(`        ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
const skipped = STEPS.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && skipped === 0 ? 0 : 1);
