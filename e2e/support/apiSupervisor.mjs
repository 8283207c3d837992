// Runs the built API (`node dist/main.js`, in the current directory, with this process's environment)
// as a child, and lets e2e specs stop and start it through a loopback control port, so a spec can take
// the API away and bring it back on the same data folder (GROVE_DATA_DIR survives: only the process
// restarts).
//   POST /stop   → the API process ends (SIGTERM, then SIGKILL after 5 s); answers once it has exited
//   POST /start  → the API process starts; answers once GET /system/status answers 200
//   GET  /state  → {"running": true|false}
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const controlPort = Number(process.env.E2E_API_CONTROL_PORT ?? 3190);
const apiPort = Number(process.env.API_PORT ?? 3100);
let child = null;

function apiStart() {
  if (child) return;
  child = spawn(process.execPath, ['dist/main.js'], { stdio: 'inherit', env: process.env });
  child.on('exit', () => {
    child = null;
  });
}

async function apiReady(timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`http://127.0.0.1:${apiPort}/system/status`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function apiStop() {
  const running = child;
  if (!running) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => running.kill('SIGKILL'), 5000);
    running.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    running.kill('SIGTERM');
  });
}

const control = createServer(async (req, res) => {
  const reply = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  try {
    if (req.method === 'POST' && req.url === '/stop') {
      await apiStop();
      return reply(200, { running: false });
    }
    if (req.method === 'POST' && req.url === '/start') {
      apiStart();
      const ready = await apiReady();
      return reply(ready ? 200 : 504, { running: child !== null, ready });
    }
    if (req.method === 'GET' && req.url === '/state') return reply(200, { running: child !== null });
    reply(404, { error: 'unknown' });
  } catch (error) {
    reply(500, { error: String(error) });
  }
});
control.listen(controlPort, '127.0.0.1');

async function shutdown() {
  control.close();
  await apiStop();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

apiStart();
