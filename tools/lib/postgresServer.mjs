// A throwaway PostgreSQL server for tools: initdb in a temporary folder, started on a loopback port,
// stopped and deleted again. Shared by tools/postgres/withPostgres.mjs (the API suite on PostgreSQL)
// and the benchmarks that measure Grove on a real server (tools/bench/chat).
// initdb refuses to run as root, so as root the server runs as the 'postgres' OS user (Debian's
// postgresql package creates it).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed PostgreSQL server's bin folder (Debian's layout), or null when none is installed. */
export function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : join(root, versions[0], 'bin');
}

/**
 * Starts a fresh cluster on 127.0.0.1:`port` with trust authentication for the user `grove`, and
 * returns `{ url, version, stop() }` (`url` names the `postgres` database). Durability is switched off
 * (fsync, synchronous_commit, full_page_writes): the data is thrown away, and tests and benchmarks
 * should measure Grove, not this machine's disk. Throws when the binaries are missing or the server
 * does not start; `stop()` stops it at once and deletes its folder (safe to call twice).
 */
export function postgresServerStart({ port }) {
  const bin = postgresBinDir();
  if (bin === null) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install -y postgresql');
  const asRoot = process.getuid?.() === 0;
  const home = mkdtempSync(join(tmpdir(), 'grove-pg-'));
  // The server runs as `postgres` when we are root: it must be able to write its folder and log.
  chmodSync(home, 0o777);
  const data = join(home, 'data');
  const run = (tool, toolArgs) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...toolArgs], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), toolArgs, { stdio: 'pipe' });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // not running
    }
    rmSync(home, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'grove', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    run('pg_ctl', ['-D', data, '-l', join(home, 'pg.log'), '-w', '-o', `-h 127.0.0.1 -p ${port} -k ${home} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, 'start']);
  } catch (error) {
    stop();
    throw new Error(`PostgreSQL could not start: ${error.stderr?.toString() || error.message}`);
  }
  return { url: `postgresql://grove@127.0.0.1:${port}/postgres`, version: bin.split('/').at(-2), stop };
}
