// `npm run seed:load`: fills an empty Grove database for load tests and the admin benchmark (issue 20)
// — the PostgreSQL server DATABASE_URL names, or else the embedded PGlite in GROVE_DATA_DIR (`.data`),
// or the folder `--data-dir` names. Refuses a database that already holds accounts unless `--force`
// (which empties every table but the token packages first). The database is migrated first, so the
// summary tables and their triggers exist. See tools/seed/seedLoad.mjs for what is made.
//
//   npm run seed:load
//   npm run seed:load -- --accounts 2000 --messages 40000 --ledger 20000
//   DATABASE_URL=postgresql://… npm run seed:load -- --force
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseOpen } from '../../apps/api/src/db/database.ts';
import { SEED_DEFAULTS, seedLoad } from './seedLoad.mjs';

const sizes = Object.keys(SEED_DEFAULTS);
const { values } = parseArgs({
  options: {
    ...Object.fromEntries(sizes.map((name) => [name, { type: 'string' }])),
    now: { type: 'string' },
    force: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`usage: npm run seed:load -- [--force] [--data-dir DIR] [--now ISO] ${sizes.map((name) => `[--${name} N]`).join(' ')}`);
  console.log(`defaults: ${sizes.map((name) => `${name} ${SEED_DEFAULTS[name]}`).join(', ')}`);
  process.exit(0);
}
const options = { force: values.force };
for (const name of sizes) {
  if (values[name] === undefined) continue;
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < (name === 'chunk' || name === 'accounts' || name === 'days' ? 1 : 0)) {
    console.error(`--${name}: must be a whole number${name === 'chunk' || name === 'accounts' || name === 'days' ? ' of at least 1' : ''}`);
    process.exit(2);
  }
  options[name] = n;
}
if (values.now !== undefined) {
  if (Number.isNaN(Date.parse(values.now))) {
    console.error('--now: must be an ISO date-time');
    process.exit(2);
  }
  options.now = values.now;
}

const target = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL }
  : { dataDir: values['data-dir'] ?? join(resolve(process.env.GROVE_DATA_DIR ?? '.data'), 'pglite') };
console.log(`seed:load into ${'url' in target ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target.dataDir}`}`);
const database = await databaseOpen(target);
try {
  const result = await seedLoad(database.db, options, (line) => console.log(`  ${line}`));
  console.log(`\nSeeded in ${result.seconds.toFixed(1)} s (clock ${result.now}):`);
  for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(18)} ${n.toLocaleString('en-US').padStart(12)}`);
} catch (error) {
  console.error(`seed:load failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
