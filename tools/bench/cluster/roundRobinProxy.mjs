// A small round-robin HTTP proxy on loopback, in front of several API processes (what a load balancer
// does in production), for the cluster test. Each REQUEST goes to the next backend in turn — not each
// connection — so one keep-alive client still spreads its calls over every process.
//
// - Responses stream through as they come (server-sent events are never buffered), and a client that
//   goes away cuts the backend's request too, so the API sees the stop exactly as without the proxy.
// - Request bodies are read whole first (the API takes at most 256 KB): a backend that refuses the
//   connection (killed) is skipped and the request goes to the next one, which is safe because nothing
//   reached the dead one. A backend that dies mid-request cuts the client's response (never a 200
//   with half a body); the client decides whether to resend.
// - X-Forwarded-For is SET to the client's address (any value the client sent is dropped), as a proxy
//   the API trusts (TRUST_PROXY) must do, so the API keys trial records and rate limits by the client.
import http from 'node:http';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** A backend that refused a connection is left out for this long before it is tried again. */
const DOWN_FOR_MS = 1000;

function withoutHopHeaders(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/**
 * Starts the proxy on 127.0.0.1:`port` in front of `backends` (ports on 127.0.0.1). Resolves to
 * `{ url, served, inflight, stop() }`: `served[i]` counts the responses backend i began, `inflight[i]`
 * the requests it holds now (the cluster test kills a process while it holds some).
 */
export async function roundRobinProxyStart({ port, backends }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const downUntil = backends.map(() => 0);
  const served = backends.map(() => 0);
  const inflight = backends.map(() => 0);
  let next = 0;

  /** The next backend in turn that is not marked down, or null when all are. */
  const pick = (tried) => {
    for (let i = 0; i < backends.length; i += 1) {
      const index = (next + i) % backends.length;
      if (!tried.has(index) && downUntil[index] <= Date.now()) {
        next = index + 1;
        return index;
      }
    }
    return null;
  };

  const forward = (req, res, body, tried) => {
    const index = pick(tried);
    if (index === null) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'unavailable', message: 'No API process answers.' } }));
      return;
    }
    tried.add(index);
    inflight[index] += 1;
    let held = true;
    const release = () => {
      if (held) inflight[index] -= 1;
      held = false;
    };
    const headers = { ...withoutHopHeaders(req.headers), 'x-forwarded-for': req.socket.remoteAddress, 'content-length': String(body.length) };
    const upstream = http.request({ host: '127.0.0.1', port: backends[index], method: req.method, path: req.url, headers, agent });
    // The client left (a stopped stream): the backend's request goes too, so the API sees the close.
    const onClientClose = () => {
      release();
      if (!res.writableFinished) upstream.destroy();
    };
    res.on('close', onClientClose);
    upstream.on('response', (answer) => {
      served[index] += 1;
      res.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers));
      // Server-sent events: every write of the API reaches the client at once.
      res.flushHeaders();
      answer.pipe(res);
      // The backend died mid-response: cut the client's connection rather than end it as if complete.
      answer.on('aborted', () => res.destroy());
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      release();
      res.off('close', onClientClose);
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      if (error.code === 'ECONNREFUSED') {
        // Nothing reached that backend: mark it down and give the request to the next one.
        downUntil[index] = Date.now() + DOWN_FOR_MS;
        forward(req, res, body, tried);
        return;
      }
      // It may have received the request (reset mid-request): only the client may decide to resend.
      res.destroy();
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
    req.on('error', () => res.destroy());
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    inflight,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
