// Runs the built API (`node dist/main.js`, in the current directory, with this process's environment)
// as a child, and lets e2e specs stop and start it through a loopback control port, so a spec can take
// the API away and bring it back on the same data folder (GROVE_DATA_DIR survives: only the process
// restarts).
//   POST /stop                → the API process ends (SIGTERM, then SIGKILL after 5 s); answers once it has exited
//   POST /start               → the API runs with the builtin mentor (this process's environment, as
//                               started); answers once GET /system/status answers 200. A running API
//                               that has the builtin mentor is left as it is; one that has the model is
//                               restarted.
//   POST /start?mentor=model  → the API runs with the scripted model server below as its mentor:
//                               MENTOR_PROVIDER=openai, OPENAI_BASE_URL=http://127.0.0.1:<model port>/v1,
//                               MENTOR_MODEL=grove-e2e-model (restarted if it had the builtin mentor)
//   POST /clock?offsetMs=N    → the API restarts with GROVE_TEST_CLOCK_OFFSET_MS=N (its clock runs N ms
//                               ahead; 0 puts it back) and the mentor it had; answers once it is ready.
//                               Later starts keep the offset until the next /clock.
//   GET  /state               → {"running": true|false, "mentor": "builtin"|"model"|null, "offsetMs": N}
// The scripted model server (./modelServer.mjs) starts with the first request that needs it, on
// 127.0.0.1:E2E_MODEL_PORT (default 3191; when the default is taken, a free port):
//   POST /model/script        → body {"answers": {"<child message>": "<completion>"}} replaces the script
//                               (messages match trimmed, lowercase, single spaces); others get a harmless answer
//   POST /model/reset         → forgets the script and the recorded requests
//   GET  /model/requests      → {"messages": [...]}: the last user message of each completion request received
// Control requests run one at a time, so a stop and a start never interleave (PGlite allows one process
// on a data folder: the old API has exited before the next one starts).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { E2E_MODEL, modelServerStart } from './modelServer.mjs';

const controlPort = Number(process.env.E2E_API_CONTROL_PORT ?? 3190);
const apiPort = Number(process.env.API_PORT ?? 3100);
const modelPortConfigured = process.env.E2E_MODEL_PORT !== undefined;
const modelPort = Number(process.env.E2E_MODEL_PORT ?? 3191);
/** The running API process, and which mentor it was started with ('builtin' | 'model'). */
let child = null;
let childMentor = null;
/** The server clock's offset every API start gets (GROVE_TEST_CLOCK_OFFSET_MS), set by POST /clock. */
let clockOffsetMs = 0;
/** The scripted model server, once started (a promise of what modelServerStart resolves to). */
let modelServer = null;

function modelEnsure() {
  if (modelServer) return modelServer;
  const starting = modelServerStart({ port: modelPort }).catch((error) => {
    // The default port is only a default: another run's model server may hold it.
    if (error?.code === 'EADDRINUSE' && !modelPortConfigured) return modelServerStart({ port: 0 });
    throw error;
  });
  modelServer = starting;
  // A server that could not start is tried again by the next request that needs it.
  starting.catch(() => {
    if (modelServer === starting) modelServer = null;
  });
  return starting;
}

async function apiEnv(mentor) {
  const clock = { GROVE_TEST_CLOCK_OFFSET_MS: String(clockOffsetMs) };
  if (mentor !== 'model') return { ...process.env, ...clock };
  const model = await modelEnsure();
  return { ...process.env, ...clock, MENTOR_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseUrl, MENTOR_MODEL: E2E_MODEL };
}

async function apiStart(mentor) {
  if (child) return;
  const env = await apiEnv(mentor);
  const spawned = spawn(process.execPath, ['dist/main.js'], { stdio: 'inherit', env });
  child = spawned;
  childMentor = mentor;
  spawned.on('exit', () => {
    if (child !== spawned) return;
    child = null;
    childMentor = null;
  });
}

async function apiReady(timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    // An API that exits while starting (a configuration error) will not answer: say so at once.
    if (!child) return false;
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

async function bodyOf(request) {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  return raw ? JSON.parse(raw) : {};
}

/** One control request at a time. */
let queue = Promise.resolve();
function serial(task) {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const control = createServer((req, res) => {
  const reply = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  serial(async () => {
    if (req.method === 'POST' && url.pathname === '/stop') {
      await apiStop();
      return reply(200, { running: false });
    }
    if (req.method === 'POST' && url.pathname === '/start') {
      const mentor = url.searchParams.get('mentor') ?? 'builtin';
      if (mentor !== 'builtin' && mentor !== 'model') return reply(400, { error: `unknown mentor ${mentor}` });
      if (child && childMentor !== mentor) await apiStop();
      await apiStart(mentor);
      const ready = await apiReady();
      return reply(ready ? 200 : 504, { running: child !== null, ready, mentor: childMentor });
    }
    if (req.method === 'POST' && url.pathname === '/clock') {
      const raw = url.searchParams.get('offsetMs') ?? '';
      if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) return reply(400, { error: 'offsetMs must be a whole number of milliseconds' });
      // The API reads the offset once at start: a restart on the same data folder, with the mentor it had.
      const mentor = childMentor ?? 'builtin';
      clockOffsetMs = Number(raw);
      await apiStop();
      await apiStart(mentor);
      const ready = await apiReady();
      return reply(ready ? 200 : 504, { running: child !== null, ready, mentor: childMentor, offsetMs: clockOffsetMs });
    }
    if (req.method === 'GET' && url.pathname === '/state') return reply(200, { running: child !== null, mentor: childMentor, offsetMs: clockOffsetMs });
    if (req.method === 'POST' && url.pathname === '/model/script') {
      const body = await bodyOf(req);
      if (typeof body.answers !== 'object' || body.answers === null) return reply(400, { error: 'body must be {"answers": {...}}' });
      (await modelEnsure()).script(body.answers);
      return reply(200, { scripted: Object.keys(body.answers).length });
    }
    if (req.method === 'POST' && url.pathname === '/model/reset') {
      (await modelEnsure()).reset();
      return reply(200, { reset: true });
    }
    if (req.method === 'GET' && url.pathname === '/model/requests') return reply(200, { messages: (await modelEnsure()).messages() });
    reply(404, { error: 'unknown' });
  }).catch((error) => {
    if (!res.headersSent) reply(500, { error: String(error) });
  });
});
control.listen(controlPort, '127.0.0.1');

async function shutdown() {
  control.close();
  await apiStop();
  if (modelServer) await (await modelServer.catch(() => null))?.stop();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

void apiStart('builtin');
