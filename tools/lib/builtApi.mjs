// Running the BUILT API (apps/api/dist/main.js) as its own process, as `npm start` does, for the tools
// that measure or evaluate the real thing (benchmarks, evaluations, the Lighthouse step). One copy of
// the start-up, so every tool waits for readiness and reports an early exit the same way.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './loopback.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The built API's entry point, and the folder it runs from (apps/api, as `npm start` runs it). */
export const BUILT_API_MAIN = join(root, 'apps/api/dist/main.js');
export const BUILT_API_CWD = join(root, 'apps/api');

/**
 * Starts the built API (`apiMain`) with `env` and resolves once `GET /system/status` answers on
 * `port` (the caller sets API_PORT in `env` to the same port). Its stderr is kept (the last 4 KB)
 * for the error when it exits before answering. Resolves to `{ pid, stop(), kill(signal), stderr() }`;
 * `stop()` sends SIGTERM and resolves once the process has exited; `kill('SIGKILL')` does the same
 * with another signal (the cluster test kills a copy mid-load), and `pid` lets a tool read the
 * process's /proc figures (the stream test samples its memory).
 */
export async function builtApiStart({ env, port, apiMain = BUILT_API_MAIN, cwd = BUILT_API_CWD, readyTries = 600, nodeArgs = [] }) {
  // nodeArgs: flags for node itself (bench:chat passes --cpu-prof to profile the API).
  const child = spawn(process.execPath, [...nodeArgs, apiMain], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4096);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}/system/status`, readyTries),
      exited.then((code) => Promise.reject(new Error(`the API exited (${code}) before answering:\n${stderr}`))),
    ]);
  } catch (error) {
    // An API that never answered is stopped, not left behind on the port.
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
  const kill = async (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    pid: child.pid,
    stderr: () => stderr,
    stop: () => kill('SIGTERM'),
    kill,
  };
}
