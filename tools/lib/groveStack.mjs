// Grove's server side as it runs in production, on this machine's loopback, for the load tools
// (tools/bench/cluster, tools/bench/streams): a throwaway PostgreSQL server, the Firebase Auth emulator
// and N copies of the BUILT API (apps/api/dist/main.js) on that one database, plus a pg pool for the
// tool's own checks of what the API stored. Everything started here is stopped by `stop()`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { authEmulatorSignUp, authEmulatorStart } from '../firebase/authEmulator.mjs';
import { apiCall } from './apiClient.mjs';
import { builtApiStart } from './builtApi.mjs';
import { freePort } from './loopback.mjs';
import { postgresServerStart } from './postgresServer.mjs';

/**
 * Starts the stack. `apis` copies of the API (started at the same moment, so they also migrate an empty
 * database at once, as a fresh deployment does); `env` is added to every copy's environment (limits,
 * TRUST_PROXY, MENTOR_STREAM_DELAY_MS…); `nodeArgs(i)` gives copy i's flags for node itself (the stream
 * test opens an inspector). Ports: `ports.pg`, `ports.auth`, `ports.apis[i]`, each a free
 * one when not given. Resolves to `{ sql, pgUrl, emulatorHost, dataDir, startMs, apis, apiStart(i), signUp(), stop() }`;
 * `apis[i]` is `{ port, url, pid, kill(signal), stop() }` (null once stopped or killed).
 */
export async function groveStackStart({ apis: count = 1, env = {}, ports = {}, nodeArgs = () => [] }) {
  const started = { pg: null, emulator: null, pool: null, dataDir: null };
  const apis = Array.from({ length: count }, () => null);
  const apiPorts = [];
  for (let i = 0; i < count; i += 1) apiPorts.push(ports.apis?.[i] ?? (await freePort()));

  const stop = async () => {
    await Promise.all(apis.map((api) => api?.stop()));
    await started.pool?.end();
    started.emulator?.stop();
    started.pg?.stop();
    if (started.dataDir) rmSync(started.dataDir, { recursive: true, force: true });
  };

  const startMs = {};
  const timed = async (name, work) => {
    const t = performance.now();
    const value = await work();
    startMs[name] = Math.round(performance.now() - t);
    return value;
  };
  try {
    started.pg = await timed('postgres', async () => postgresServerStart({ port: ports.pg ?? (await freePort()) }));
    started.emulator = await timed('authEmulator', async () => {
      const port = ports.auth ?? (await freePort());
      try {
        return await authEmulatorStart({ port });
      } catch {
        // Emulators started at the same moment elsewhere on the machine race for the emulator hub's
        // and logging's own ports (4400, 4500, then the next free one): the loser exits. Once more.
        return authEmulatorStart({ port });
      }
    });
    // One data folder for every copy: with DATABASE_URL set it only holds the mail outbox, so every
    // mail any copy sends lands in one folder the tool can count.
    started.dataDir = mkdtempSync(join(tmpdir(), 'grove-stack-'));
    started.pool = new pg.Pool({ connectionString: started.pg.url, max: 4 });
    const baseEnv = {
      ...process.env,
      // `test` only turns request logging off: the figures measure the server, not its log.
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      GROVE_DATA_DIR: started.dataDir,
      DATABASE_URL: started.pg.url,
      FIREBASE_AUTH_EMULATOR_HOST: started.emulator.host,
      MENTOR_PROVIDER: 'builtin',
      PAYMENTS_PROVIDER: 'dev',
      ...env,
    };

    const apiStart = async (i, extraEnv = {}) => {
      const port = apiPorts[i];
      const api = await builtApiStart({ env: { ...baseEnv, ...extraEnv, API_PORT: String(port) }, port, nodeArgs: nodeArgs(i) });
      const entry = {
        port,
        url: `http://127.0.0.1:${port}`,
        pid: api.pid,
        stderr: api.stderr,
        kill: async (signal) => {
          apis[i] = null;
          await api.kill(signal);
        },
        stop: async () => {
          apis[i] = null;
          await api.stop();
        },
      };
      apis[i] = entry;
      return entry;
    };
    // allSettled: a copy that fails must not leave the others starting after stop() has run.
    const starts = await timed('apis', () => Promise.allSettled(apiPorts.map((_, i) => apiStart(i))));
    const failed = starts.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;

    let signedUp = 0;
    /**
     * Signs an account up in the emulator and in through the API at `base` (the first call creates its
     * row: opening balance, daily limit): `{ uid, idToken, auth }`, `auth` the bearer header.
     */
    const signUp = async (base, label = 'load') => {
      signedUp += 1;
      const email = `${label}-${signedUp}-${process.pid}@example.com`;
      const { uid, idToken } = await authEmulatorSignUp(started.emulator.host, { email, password: 'load-pass-1', displayName: `Load ${signedUp}` });
      const auth = { authorization: `Bearer ${idToken}` };
      const first = await apiCall(base, { path: `/api/users/${uid}`, headers: auth });
      if (first.status !== 200) throw new Error(`the first sign-in of ${email} answered ${first.status}: ${JSON.stringify(first.body)}`);
      return { uid, idToken, auth, email };
    };

    return {
      sql: started.pool,
      pgUrl: started.pg.url,
      pgVersion: started.pg.version,
      /** How long each part took to start (ms): postgres, authEmulator, apis. */
      startMs,
      emulatorHost: started.emulator.host,
      dataDir: started.dataDir,
      apis,
      apiStart,
      signUp,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
