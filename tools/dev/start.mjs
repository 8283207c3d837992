// `npm start`: builds Grove and runs it with its embedded defaults — the API on 127.0.0.1:API_PORT
// (3000) and the web app on 127.0.0.1:WEB_PORT (4200), which forwards /api and /system to the API.
// Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '4200';
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', API_PORT: apiPort, WEB_PORT: webPort };

console.log('Building Grove (the first build takes a minute; later ones come from the Nx cache)…');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', '@grove/api', '@grove/web', '--outputStyle=static'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

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
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Announce the URL once the web server answers.
const url = `http://127.0.0.1:${webPort}/`;
for (let i = 0; i < 100 && !stopping; i++) {
  try {
    if ((await fetch(url)).ok) {
      console.log(`\nGrove is running: ${url}  (API http://127.0.0.1:${apiPort}) — Ctrl-C to stop`);
      break;
    }
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
