// Small helpers the tools share for running Grove's processes on this machine's loopback: a free
// port to start one on, and waiting until it answers.
import { createServer } from 'node:net';

/** A free loopback port (the OS picks one; it is released before it is handed over). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; polls every 100 ms, `tries` times, then throws. */
export async function waitFor(url, tries = 300) {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
