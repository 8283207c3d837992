// `npm start`: builds Grove and runs it with its embedded defaults — the Firebase Auth emulator on
// 127.0.0.1:AUTH_EMULATOR_PORT (9099), the API on 127.0.0.1:API_PORT (3000) with PGlite in .data/, and
// the web app on 127.0.0.1:WEB_PORT (4200), which forwards /api and /system to the API. Ctrl-C stops all.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { authEmulatorStart } from '../firebase/authEmulator.mjs';

const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '4200';
const emulatorPort = process.env.AUTH_EMULATOR_PORT ?? '9099';
const dataDir = resolve(process.env.GROVE_DATA_DIR ?? '.data');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  API_PORT: apiPort,
  WEB_PORT: webPort,
  GROVE_DATA_DIR: dataDir,
};

console.log('Building Grove (the first build takes a minute; later ones come from the Nx cache)…');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', '@grove/api', '@grove/web', '--outputStyle=static'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

// A real Firebase project is used when FIREBASE_PROJECT_ID names one and no emulator is wanted.
let emulator = null;
if (!process.env.FIREBASE_PROJECT_ID || process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.log('Starting the Firebase Auth emulator…');
  emulator = await authEmulatorStart({ port: Number(emulatorPort), dataDir: resolve(dataDir, 'auth') });
  env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}

// Each server runs in its own process group so that stopping it stops everything it started (npx
// does not pass signals on to the program it runs).
const children = [
  spawn('node', ['dist/main.js'], { cwd: 'apps/api', stdio: 'inherit', env, detached: true }),
  spawn('npx', ['vite', 'preview', '--port', webPort, '--strictPort'], {
    cwd: 'apps/web',
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
    detached: true,
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  // The emulator saves its accounts to .data/auth as it stops; wait for it.
  void Promise.resolve(emulator?.stop()).then(() => process.exit(code));
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Announce the URL once the web app and the API both answer (the first start creates the database).
const url = `http://127.0.0.1:${webPort}/`;
for (let i = 0; i < 300 && !stopping; i++) {
  try {
    const [web, api] = await Promise.all([fetch(url), fetch(`http://127.0.0.1:${apiPort}/system/status`)]);
    if (web.ok && api.ok) {
      console.log(`\nGrove is running: ${url}  (API http://127.0.0.1:${apiPort}, data in ${dataDir}) — Ctrl-C to stop`);
      break;
    }
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
