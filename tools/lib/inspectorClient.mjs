// A small Chrome DevTools Protocol client for a Node process started with `--inspect=HOST:PORT`, for
// the load tools that must read a process's memory after a full garbage collection: RSS alone rises
// and falls with V8's collection schedule (a sawtooth of 300 MB on the 500-stream test), so only the
// heap after a forced collection says whether something is kept that should not be.
import WebSocket from 'ws';

/**
 * Connects to the inspector on `port` (127.0.0.1). Resolves to `{ heapAfterGc(), close() }`:
 * `heapAfterGc()` runs a full collection in the process and resolves to its `process.memoryUsage()`
 * in MB (`rssMb`, `heapUsedMb`, `externalMb`, `arrayBuffersMb`).
 */
export async function inspectorConnect(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let nextId = 1;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(`${message.error.message} (${waiter.method})`));
    else waiter.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      socket.send(JSON.stringify({ id, method, params }));
    });
  const mb = (bytes) => bytes / (1024 * 1024);
  return {
    async heapAfterGc() {
      await send('HeapProfiler.collectGarbage');
      const { result } = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
      const usage = JSON.parse(result.value);
      return { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external), arrayBuffersMb: mb(usage.arrayBuffers) };
    },
    close() {
      socket.close();
    },
  };
}
