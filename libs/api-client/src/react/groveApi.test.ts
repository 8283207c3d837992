import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { apiEventChannelCreate, type ApiEvent } from '../index';
import { groveApi, groveApiConfigure } from './groveApi';

// A real HTTP server on loopback stands in for the API: the base query's fetch, headers and status
// handling run for real.
let server: Server;
let seen: IncomingHttpHeaders[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
const status = {
  status: 'ok',
  version: '9.9.9',
  uptimeSeconds: 4,
  startedAt: '2026-11-22T03:00:00.000Z',
  database: { kind: 'pglite', healthy: true },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function setup(identity = { idToken: 'id-token-1', activeRole: 'child_user', childId: 'kid-7' }) {
  const events: ApiEvent[] = [];
  const channel = apiEventChannelCreate();
  channel.subscribe((event) => events.push(event));
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({ baseUrl: `http://127.0.0.1:${port}`, identity: async () => identity, events: channel });
  const store = configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
  seen = [];
  return { store, events };
}

describe('groveApi base query', () => {
  it('sends the bearer token, active role and child id, and returns the status', async () => {
    reply = { status: 200, body: status };
    const { store } = setup();
    const result = await store.dispatch(groveApi.endpoints.getSystemStatus.initiate());
    expect(result.data).toEqual(status);
    expect(seen[0]).toMatchObject({ authorization: 'Bearer id-token-1', 'x-active-role': 'child_user', 'x-child-id': 'kid-7' });
  });

  it('raises the trial-exhausted event with the server detail on 402, and does not retry a 4xx', async () => {
    reply = { status: 402, body: { error: { code: 'payment_required', message: 'Trial used up.' } } };
    const { store, events } = setup();
    await store.dispatch(groveApi.endpoints.getSystemStatus.initiate());
    expect(events).toEqual([{ type: 'trialExhausted', message: 'Trial used up.', redirectTo: '/signup' }]);
    expect(seen).toHaveLength(1);
  });

  it('retries a read once when the server fails with a 5xx', async () => {
    reply = { status: 503, body: { error: { code: 'unavailable', message: 'down' } } };
    const { store } = setup();
    const result = await store.dispatch(groveApi.endpoints.getSystemStatus.initiate());
    expect(result.isError).toBe(true);
    expect(seen).toHaveLength(2);
  });
});
