// Open-loop load at a fixed arrival rate: request i is due at start + i / rate, whatever happened to
// the requests before it. A closed-loop tool (autocannon's connections) sends the next request only
// when a connection is free, so a slow server is offered less load and its queueing never shows in
// the figures ("coordinated omission"). Here every latency is measured from the moment the request
// was DUE, so time spent waiting for a free socket or behind earlier requests counts against the
// server, as a person arriving at that moment would feel it.
import http from 'node:http';

/** Nearest-rank percentile of numbers sorted ascending (NaN when there are none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Sends `rate` requests a second for `durationS` seconds to `url` and resolves once every one has
 * answered (or timed out): `{ sent, rps, p50, p95, p99, max, statuses, errors, lagP95, lagMax }` with
 * latencies in ms from each request's due time; `lagP95`/`lagMax` say how late this generator itself
 * sent them (a busy machine delays the sender too: a large lag means the figures are the machine's).
 * At most `maxSockets` requests are on the wire at once; more wait for a socket, their wait counted.
 */
export async function loadFixedRate({ url, method = 'GET', headers = {}, body = null, rate, durationS, maxSockets = 256, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const payload = body === null ? null : Buffer.from(body);
  const requestHeaders = { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) };
  const total = Math.max(1, Math.round(rate * durationS));
  const intervalMs = 1000 / rate;
  const latencies = [];
  const lags = [];
  const statuses = new Map();
  let errors = 0;
  let finished = 0;
  let allDone;
  const done = new Promise((resolve) => (allDone = resolve));

  const finish = (dueAt, status) => {
    latencies.push(performance.now() - dueAt);
    if (status === null) errors += 1;
    else statuses.set(status, (statuses.get(status) ?? 0) + 1);
    finished += 1;
    if (finished === total) allDone();
  };

  const fire = (dueAt) => {
    lags.push(performance.now() - dueAt);
    const request = http.request(
      { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers: requestHeaders, timeout: timeoutMs },
      (response) => {
        // The whole body is read: a reply counts once it has fully arrived.
        response.on('data', () => undefined);
        response.on('end', () => finish(dueAt, response.statusCode));
        response.on('error', () => finish(dueAt, null));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => finish(dueAt, null));
    request.end(payload ?? undefined);
  };

  const startedAt = performance.now() + 20;
  let next = 0;
  // Each wake-up sends every request already due, then sleeps until the next one is: timers are
  // coarse (about 1 ms), so requests are sent in small bursts exactly on schedule on average.
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && startedAt + next * intervalMs <= now) {
        fire(startedAt + next * intervalMs);
        next += 1;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, startedAt + next * intervalMs - performance.now()));
    };
    setTimeout(tick, Math.max(0, startedAt - performance.now()));
  });
  const sentFor = (performance.now() - startedAt) / 1000;
  await done;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  const ok = [...statuses].filter(([status]) => status >= 200 && status < 300).reduce((sum, [, n]) => sum + n, 0);
  return {
    sent: total,
    rps: total / Math.max(sentFor, durationS),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    statuses: Object.fromEntries(statuses),
    non2xx: total - ok - errors,
    errors,
    lagP95: percentile(lags, 95),
    lagMax: lags.at(-1) ?? NaN,
  };
}
