// An HTTP/1.1 client on node:http for the load tools (tools/bench/cluster, tools/bench/streams): JSON
// calls and streamed chats (server-sent events) against the API, from a chosen loopback source address.
// Why not fetch: a load test needs to pick the address it connects FROM (the API keys trial records
// and rate limits by the client's IP, and 127.0.0.0/8 gives each simulated visitor its own), to hold
// hundreds of sockets open without a pool deciding for it, and to cut a stream at an exact point.
import http from 'node:http';

const agents = new Map();

/**
 * A keep-alive agent per source address, so calls from one simulated visitor reuse their connections
 * and different visitors never share one.
 */
function agentFor(localAddress) {
  const key = localAddress ?? '';
  let agent = agents.get(key);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 256, ...(localAddress ? { localAddress } : {}) });
    agents.set(key, agent);
  }
  return agent;
}

/** Closes every pooled connection (call before the tool exits, so no socket keeps it alive). */
export function apiClientClose() {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * One call: resolves `{ status, headers, body }` with the body parsed as JSON when it is JSON, or
 * rejects on a network failure (refused, reset, cut mid-body) — the caller decides whether to resend.
 * `base` is `http://host:port`; `from` the loopback address to connect from.
 */
export function apiCall(base, { method = 'GET', path, headers = {}, body, from, timeoutMs = 60_000 }) {
  const url = new URL(path, base);
  const payload = body === undefined ? null : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: agentFor(from),
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('aborted', () => reject(new Error('the response was cut')));
        res.on('error', reject);
        res.on('end', () => {
          if (!res.complete) return reject(new Error('the response was cut'));
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = (res.headers['content-type'] ?? '').includes('application/json');
          let parsed = text;
          if (isJson && text) {
            try {
              parsed = JSON.parse(text);
            } catch {
              return reject(new Error(`a JSON response that is not JSON: ${text.slice(0, 200)}`));
            }
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/**
 * A streamed chat: `POST path` with `Accept: text/event-stream`, reading the events as they come.
 * `abortWhen(progress)` is asked after each `token` event; true cuts the connection there, as a
 * browser's Stop does. `onOpen()` is called when the stream's first byte arrives. Resolves
 * `{ status, events, tokens, text, done, error, conversationId, aborted, firstByteMs, ms }`: `text` is
 * what the client saw of the reply, `done` the final event's data (the whole reply shape),
 * `error` an `error` event's data. A non-200 answer resolves with its JSON body as `body`. Rejects
 * only on a network failure before the stream ends normally (and not by our own abort).
 */
export function apiChatStream(base, { path = '/api/chat', headers = {}, body, from, abortWhen = null, onOpen = null, timeoutMs = 300_000 }) {
  const url = new URL(path, base);
  const payload = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const out = { status: 0, events: 0, tokens: 0, text: '', done: null, error: null, conversationId: null, aborted: false, firstByteMs: null, ms: 0, body: null };
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      out.ms = performance.now() - started;
      if (error && !out.aborted) reject(error);
      else resolve(out);
    };
    const req = http.request(
      url,
      {
        method: 'POST',
        // A stream holds its socket for seconds: its own connection, closed with the stream.
        agent: false,
        ...(from ? { localAddress: from } : {}),
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', 'content-length': payload.length, ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        out.status = res.statusCode;
        res.setEncoding('utf8');
        if (!(res.headers['content-type'] ?? '').includes('text/event-stream')) {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            try {
              out.body = JSON.parse(text);
            } catch {
              out.body = text;
            }
            finish(null);
          });
          res.on('error', finish);
          return;
        }
        let buffer = '';
        res.on('data', (chunk) => {
          if (out.firstByteMs === null) {
            out.firstByteMs = performance.now() - started;
            onOpen?.();
          }
          buffer += chunk;
          // Events end with a blank line; each carries one `event:` and one `data:` line (SPEC's stream).
          for (let end = buffer.indexOf('\n\n'); end >= 0 && !out.aborted; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: ?(.*)$/m.exec(frame)?.[1] ?? 'message';
            const data = JSON.parse(/^data: ?(.*)$/m.exec(frame)?.[1] ?? 'null');
            out.events += 1;
            if (name === 'conversation') out.conversationId = data.conversationId;
            else if (name === 'token') {
              out.tokens += 1;
              out.text += data.text;
              if (abortWhen?.(out)) {
                out.aborted = true;
                req.destroy();
                finish(null);
              }
            } else if (name === 'done') out.done = data;
            else if (name === 'error') out.error = data;
          }
        });
        res.on('end', () => finish(res.complete ? null : new Error('the stream was cut')));
        res.on('aborted', () => finish(new Error('the stream was cut')));
        res.on('error', finish);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`the stream did not end within ${timeoutMs} ms`)));
    req.on('error', finish);
    req.end(payload);
  });
}
