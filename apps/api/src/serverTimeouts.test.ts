import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, errorBodyParse } from '@grove/api-contract';
import { configFromEnv } from './config';
import { serverTimeoutsFor } from './serverTimeouts';
import { sseEvents, testAppCreate, type TestAccount, type TestApp } from './test/harness';

// Issue 22, point 6: slow clients are timed out — on a real listening server, through a raw socket,
// with the deadlines injected small. Nothing here sleeps: each test waits for the server to close the
// socket (or for the stream to end); the client only keeps trickling bytes until then.

const TIMEOUTS = { headersMs: 200, requestMs: 300, idleMs: 10_000, keepAliveMs: 10_000, checkIntervalMs: 25 };
// The builtin mentor pauses this long before each word of a streamed reply (a timer never fires early).
const WORD_DELAY_MS = 25;

let t: TestApp;
let port: number;
let account: TestAccount;

beforeAll(async () => {
  t = await testAppCreate({ serverTimeouts: TIMEOUTS, env: { MENTOR_STREAM_DELAY_MS: String(WORD_DELAY_MS) } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  account = await t.account('slow');
  expect((await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account })).statusCode).toBe(200);
});
afterAll(() => t.close());

/**
 * Opens a socket, writes `first`, then writes `next()` every few milliseconds — a client that never
 * finishes its request — until the server closes the socket. Resolves to what the server sent and how
 * many pieces the client had written by then.
 */
function trickle(first: string, next: () => string): Promise<{ received: string; pieces: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let pieces = 0;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    // Writes after the server has hung up fail with EPIPE or ECONNRESET: expected, the close follows.
    socket.on('error', () => undefined);
    const timer = setInterval(() => {
      if (!socket.writable) return;
      socket.write(next());
      pieces += 1;
    }, 10);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, pieces });
    });
    socket.write(first);
  });
}

function errorOf(received: string) {
  const [head = '', body = ''] = received.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], body: errorBodyParse(JSON.parse(body)) };
}

describe('slow clients (issue 22, point 6)', () => {
  it('a client whose headers trickle in and never end gets 408 with the error body, and its socket is closed', async () => {
    let header = 0;
    const { received, pieces } = await trickle('GET /system/status HTTP/1.1\r\nHost: localhost\r\n', () => `X-Slow-${String((header += 1))}: still sending\r\n`);
    // It was still sending when the server gave up on it.
    expect(pieces).toBeGreaterThan(1);
    const { statusLine, body } = errorOf(received);
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(body?.error.code).toBe('request_timeout');
  });

  it('a client whose body trickles in and never ends gets 408 with the error body', async () => {
    const { received, pieces } = await trickle(
      `POST /api/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nAuthorization: Bearer ${account.idToken}\r\n\r\n{"message":"`,
      () => 'a',
    );
    expect(pieces).toBeGreaterThan(1);
    const { statusLine, body } = errorOf(received);
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(body?.error.code).toBe('request_timeout');
  });

  it('a streamed chat that lasts far beyond the request deadline is not cut: the deadlines end when the request has arrived', async () => {
    const res = await fetch(`http://127.0.0.1:${String(port)}/api/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ userId: account.uid, message: 'Can you tell me a long story about a brave little fox and her friends in the forest?' }),
    });
    expect(res.status).toBe(200);
    const events = sseEvents(await res.text());
    const words = events.filter((event) => event.event === 'token').length;
    // The reply took at least words × the word delay: longer than the request and header deadlines
    // plus a check of each, so the server had every chance to cut it had the deadlines applied.
    expect(words * WORD_DELAY_MS).toBeGreaterThan(TIMEOUTS.requestMs + 2 * TIMEOUTS.checkIntervalMs);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(ChatReplySchema.parse(done?.data).stopped).toBe(false);
  });
});

describe('the timeouts the server runs with', () => {
  it('leave a streamed chat alone: the idle timeout outlasts the wait for a model and its moderation check', () => {
    const config = configFromEnv({ NODE_ENV: 'test', MENTOR_TIMEOUT_MS: '300000', MODERATION_TIMEOUT_MS: '20000' });
    const timeouts = serverTimeoutsFor(config);
    expect(timeouts.idleMs).toBeGreaterThan(300_000 + 20_000);
    expect(serverTimeoutsFor(configFromEnv({ NODE_ENV: 'test' })).idleMs).toBe(120_000);
    // Node refuses a header deadline longer than the request deadline.
    expect(timeouts.headersMs).toBeLessThanOrEqual(timeouts.requestMs);
  });
});
