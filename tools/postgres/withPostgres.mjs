// Runs a command against a throwaway PostgreSQL server: initdb in a temp folder, start on a loopback
// port, export DATABASE_URL, run the command, stop and delete the cluster. Used by `npm test` to run
// the API suite on a real PostgreSQL server as well as on PGlite.
// Usage: node tools/postgres/withPostgres.mjs <command> [args…]   (port: TEST_PG_PORT, default 54329)
import { spawnSync } from 'node:child_process';
import { postgresServerStart } from '../lib/postgresServer.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/postgres/withPostgres.mjs <command> [args…]');
  process.exit(2);
}

let server;
try {
  server = postgresServerStart({ port: Number(process.env.TEST_PG_PORT ?? 54329) });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
let status = 1;
try {
  console.log(`PostgreSQL (${server.version}) running for this command at ${server.url}`);
  status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: server.url } }).status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
