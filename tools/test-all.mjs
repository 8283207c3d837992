// `npm test`: every check, in the order that fails fastest. Each step prints its own output; the last
// line sums the steps up. Nx runs the per-project targets (cached, two at a time on these 2-core machines).
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', STORYBOOK_DISABLE_TELEMETRY: '1' };
const nx = (targets) => ['npx', 'nx', 'run-many', '-t', ...targets, '--parallel=2', '--outputStyle=stream-without-prefixes'];

const STEPS = [
  ['lint rules bite (bad fixtures must fail)', ['node', 'tools/lint-fixtures/check-lint-fixtures.mjs']],
  ['lint, typecheck, unit tests', nx(['lint', 'typecheck', 'test'])],
  ['API suite on a PostgreSQL server', ['node', 'tools/postgres/withPostgres.mjs', 'npx', 'nx', 'run', '@grove/api:test', '--skip-nx-cache', '--outputStyle=stream-without-prefixes']],
  ['builds and component previews', nx(['build', 'build-storybook'])],
  ['bundle budget', ['node', 'tools/bench/bundle-budget.mjs']],
  // The bounded child-safety evaluation (issue 13) on the API just built; `npm run eval:safety` is the full one.
  ['child-safety evaluation, quick sample', ['node', 'tools/eval/safety/run.mjs', '--quick']],
  // The bounded helpfulness evaluation of Grove's own mind (issue 14), gated on the issue's goals
  // (≥ 90 % helpful, ≥ 80 % in every category, no wrong number); `npm run eval:mentor` is the full one.
  ['mentor helpfulness evaluation, quick sample', ['node', 'tools/eval/mentor/run.mjs', '--quick']],
  // The bounded radar evaluation (issue 17): labelled directions and unmoved axes on a sample, gated on
  // the issue's goals; `npm run eval:radar` is the full one (and `-- --holdout` the held-out set).
  ['radar evaluation, quick sample', ['node', '--conditions=@grove/source', '--import', '@swc-node/register/esm-register', 'tools/eval/radar/run.mjs', '--quick']],
  ['end-to-end in Chromium', ['npx', 'nx', 'run', '@grove/e2e:e2e', '--outputStyle=stream-without-prefixes']],
];

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
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = STEPS.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && skipped === 0 ? 0 : 1);
