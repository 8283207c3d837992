// Runs a command against a throwaway PostgreSQL server: initdb in a temp folder, start on a loopback
// port, export DATABASE_URL, run the command, stop and delete the cluster. Used by `npm test` to run
// the API suite on a real PostgreSQL server as well as on PGlite.
// Usage: node tools/postgres/withPostgres.mjs <command> [args…]
// initdb refuses to run as root, so as root the server runs as the 'postgres' OS user (Debian's
// postgresql package creates it).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function serverBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) {
    console.error('PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install -y postgresql');
    process.exit(1);
  }
  return join(root, versions[0], 'bin');
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/postgres/withPostgres.mjs <command> [args…]');
  process.exit(2);
}
const bin = serverBinDir();
const asRoot = process.getuid?.() === 0;
const home = mkdtempSync(join(tmpdir(), 'grove-pg-'));
chmodSync(home, 0o777);
const data = join(home, 'data');
const port = Number(process.env.TEST_PG_PORT ?? 54329);
const run = (tool, toolArgs) =>
  asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...toolArgs], { stdio: 'pipe' }) : execFileSync(join(bin, tool), toolArgs, { stdio: 'pipe' });

let status = 1;
try {
  run('initdb', ['-D', data, '-U', 'grove', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', ['-D', data, '-l', join(home, 'pg.log'), '-w', '-o', `-h 127.0.0.1 -p ${port} -k ${home} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, 'start']);
  const url = `postgresql://grove@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL (${bin.split('/').at(-2)}) running for this command at ${url}`);
  status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } }).status ?? 1;
} catch (error) {
  console.error(`PostgreSQL could not start: ${error.stderr?.toString() || error.message}`);
} finally {
  try {
    run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  } catch {
    // not running
  }
  rmSync(home, { recursive: true, force: true });
}
process.exit(status);
