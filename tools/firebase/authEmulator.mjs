// Starts the Firebase Auth emulator (firebase-tools, offline) on a chosen loopback port and waits until
// it answers. Used by the API tests (vitest globalSetup), the e2e run and `npm start`.
// CLI: node tools/firebase/authEmulator.mjs [--port 9099] [--project demo-grove] [--data DIR]  (runs until killed)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/loopback.mjs';

const firebaseBin = fileURLToPath(new URL('../../node_modules/.bin/firebase', import.meta.url));

/** Whether something answers as the Auth emulator at host:port. */
export async function authEmulatorAnswers(host) {
  try {
    const res = await fetch(`http://${host}/emulator/v1/projects/demo-grove/config`);
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Signs up an email account through the emulator's REST API (as the web app's Firebase client would):
 * resolves to `{ uid, idToken }`. The API key is any string: the emulator does not check it.
 */
export async function authEmulatorSignUp(host, { email, password, displayName }) {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`emulator signUp failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { uid: body.localId, idToken: body.idToken };
}

/**
 * Starts the emulator and resolves once it answers: `{ host, stop() }` (`stop()` resolves once it has exited). The emulator's config lives
 * in a temporary folder, so several can run side by side on different ports.
 */
export async function authEmulatorStart({ port = 9099, projectId = 'demo-grove', quiet = true, dataDir = null, detached = true } = {}) {
  const host = `127.0.0.1:${port}`;
  // The emulator exports into a temporary folder inside its working folder, so with a data folder the
  // config lives beside it and stays; without one it is a throwaway folder.
  const dir = dataDir ? dirname(resolve(dataDir)) : mkdtempSync(join(tmpdir(), 'grove-auth-emu-'));
  mkdirSync(dir, { recursive: true });
  // The suite also opens a hub (4400) and a logging port (4500) of its own; with another emulator on
  // this machine holding 4500 the new one reports ready and then dies ("An unexpected error has
  // occurred"), so both get free ports too.
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId];
  if (dataDir) {
    // Keep accounts across restarts (npm start): the database keeps users, so sign-ins must survive too.
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const child = spawn(firebaseBin, args, {
    cwd: dir,
    stdio: quiet ? 'ignore' : 'inherit',
    // Detached, it can be stopped with everything it starts (Java) as one group. The CLI stays in its
    // caller's group instead, so a runner that stops that group (Playwright) stops the emulator too.
    detached,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Resolves once the CLI has exited (callers that start another emulator on the same port await it:
  // one still shutting down would answer the new one's readiness check and then vanish).
  const stop = () => {
    try {
      // SIGINT lets the emulator export its accounts before it exits.
      const signal = dataDir ? 'SIGINT' : 'SIGTERM';
      if (detached) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
    return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : exited;
  };
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited with code ${child.exitCode}`);
    if (await authEmulatorAnswers(host)) return { host, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The Auth emulator did not answer on ${host} within 90 s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const { host, stop } = await authEmulatorStart({
    port: Number(arg('port', 9099)),
    projectId: arg('project', 'demo-grove'),
    dataDir: arg('data', null),
    detached: false,
  });
  console.log(`Firebase Auth emulator ready on http://${host}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(0)));
  setInterval(() => undefined, 1 << 30);
}
