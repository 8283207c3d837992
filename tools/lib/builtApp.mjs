// The whole BUILT app on loopback, as the e2e run serves it: the Firebase Auth emulator, the built API
// (apps/api/dist/main.js) on PGlite in a throwaway data folder with the builtin mentor, and apps/web's
// production build served by `vite preview`, which forwards /api and /system to that API. For the
// tools that measure what a browser gets (Lighthouse, layout shifts).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { authEmulatorSignUp, authEmulatorStart } from '../firebase/authEmulator.mjs';
import { BUILT_API_MAIN, builtApiStart } from './builtApi.mjs';
import { freePort, waitFor } from './loopback.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webDir = join(root, 'apps/web');
const viteBin = join(root, 'node_modules/vite/bin/vite.js');

/**
 * A child process in its own process group, so `stop()` ends it with everything it started; its
 * stderr is kept (the last 4 KB) for the error when it exits early.
 */
export function groupSpawn(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4096);
  });
  const exited = new Promise((done) => child.once('exit', done));
  return {
    child,
    exited,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
}

/** Resolves once `url` answers; rejects at once if `spawned` exits first (with its stderr), stopping it on failure. */
export async function spawnedReady(spawned, url, what) {
  try {
    await Promise.race([waitFor(url), spawned.exited.then((code) => Promise.reject(new Error(`${what} exited (${code}):\n${spawned.stderr()}`)))]);
  } catch (error) {
    await spawned.stop();
    throw error;
  }
  return spawned;
}

/** Throws with the build command when the built API or web app is missing. */
export function builtAppCheck() {
  for (const [file, build] of [
    [BUILT_API_MAIN, 'npx nx run @grove/api:build'],
    [join(webDir, 'dist/index.html'), 'npx nx run @grove/web:build'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build it first (${build}).`);
  }
}

/**
 * Starts the emulator, the API and the preview server (ports: the given ones, else free ones) and
 * resolves to `{ webBase, apiBase, emulatorHost, signUp(email, password, displayName), stop() }`.
 * `signUp` makes an account in the emulator and returns `{ uid, idToken }`.
 */
export async function builtAppStart({ ports = {}, env = {} } = {}) {
  builtAppCheck();
  const emulatorPort = ports.emulator ?? (await freePort());
  const apiPort = ports.api ?? (await freePort());
  const webPort = ports.web ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'grove-built-app-'));
  const started = [];
  const stop = async () => {
    for (const service of started.reverse()) await service.stop();
    started.length = 0;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const emulator = await authEmulatorStart({ port: emulatorPort });
    started.push(emulator);
    started.push(
      await builtApiStart({
        port: apiPort,
        env: {
          ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
          // `test` only turns request logging off; everything else is as `npm start` runs it.
          NODE_ENV: 'test',
          API_HOST: '127.0.0.1',
          API_PORT: String(apiPort),
          GROVE_DATA_DIR: dataDir,
          FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
          MENTOR_PROVIDER: 'builtin',
          PAYMENTS_PROVIDER: 'dev',
          ...env,
        },
      }),
    );
    const webBase = `http://127.0.0.1:${webPort}`;
    const web = groupSpawn(process.execPath, [viteBin, 'preview', '--port', String(webPort), '--strictPort'], {
      cwd: webDir,
      env: { ...process.env, API_PORT: String(apiPort), WEB_PORT: String(webPort) },
    });
    started.push(web);
    await spawnedReady(web, `${webBase}/`, 'vite preview');
    return {
      webBase,
      apiBase: `http://127.0.0.1:${apiPort}`,
      emulatorHost: emulator.host,
      signUp: (email, password, displayName) => authEmulatorSignUp(emulator.host, { email, password, displayName }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
