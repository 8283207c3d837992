import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { MESSAGES } from '@grove/api-contract';
import { apiEventChannelCreate, type ApiEvent, type ApiIdentitySource } from '../index';
import { groveApi, groveApiConfigure, groveApiLastSuccessAt } from './groveApi';

// A real HTTP server on loopback stands in for the API: the base query's fetch, headers and status
// handling run for real.
let server: Server;
let seen: IncomingHttpHeaders[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
// Answers for the next requests, in order, before `reply` (e.g. a 401 once, then `reply`).
let firstReplies: Array<{ status: number; body: unknown }> = [];
const status = {
  status: 'ok',
  version: '9.9.9',
  uptimeSeconds: 4,
  startedAt: '2026-11-22T03:00:00.000Z',
  database: { kind: 'pglite', healthy: true },
  mentor: { provider: 'auto', mind: 'builtin', model: 'grove-builtin', server: null },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    const answer = firstReplies.shift() ?? reply;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Identity = { idToken: string | null; activeRole: string | null; childId: string | null };

/**
 * Configures the base API against the loopback server. The identity source behaves like the auth
 * controller's: a forced refresh hands out a new token (`…-refreshed`), or fails when `refreshFails`.
 */
function setup(identity: Identity = { idToken: 'id-token-1', activeRole: 'child_user', childId: 'kid-7' }, options: { refreshFails?: boolean } = {}) {
  const events: ApiEvent[] = [];
  const refreshes: number[] = [];
  const channel = apiEventChannelCreate();
  channel.subscribe((event) => events.push(event));
  const { port } = server.address() as AddressInfo;
  let current = identity;
  const source: ApiIdentitySource = async (opts) => {
    if (opts?.forceRefresh) {
      refreshes.push(seen.length);
      if (options.refreshFails) throw new Error(MESSAGES.sessionExpired);
      if (current.idToken) current = { ...current, idToken: `${identity.idToken}-refreshed` };
    }
    return current;
  };
  groveApiConfigure({ baseUrl: `http://127.0.0.1:${port}`, identity: source, events: channel });
  const store = configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
  seen = [];
  firstReplies = [];
  return { store, events, refreshes };
}

describe('groveApi base query', () => {
  it('sends the bearer token, active role and child id, and returns the status', async () => {
    reply = { status: 200, body: status };
    const { store } = setup();
    const result = await store.dispatch(groveApi.endpoints.getSystemStatus.initiate());
    expect(result.data).toEqual(status);
    expect(seen[0]).toMatchObject({ authorization: 'Bearer id-token-1', 'x-active-role': 'child_user', 'x-child-id': 'kid-7' });
  });

  it("raises the trial-exhausted event only for the anonymous trial's 402, and does not retry a 4xx", async () => {
    reply = { status: 402, body: { error: { code: 'trial_exhausted', message: 'Trial used up.' } } };
    const { store, events } = setup({ idToken: null, activeRole: null, childId: null });
    await store.dispatch(groveApi.endpoints.getSystemStatus.initiate());
    expect(events).toEqual([{ type: 'trialExhausted', message: 'Trial used up.', redirectTo: '/signup' }]);
    expect(seen).toHaveLength(1);
  });

  it("an account's 402 (balance or daily limit) raises tokensExhausted with the server's message, never /signup", async () => {
    for (const [code, message] of [
      ['insufficient_tokens', MESSAGES.insufficientTokens],
      ['daily_limit_reached', MESSAGES.dailyLimitReached],
    ] as const) {
      reply = { status: 402, body: { error: { code, message } } };
      const { store, events } = setup({ idToken: 'id-token-1', activeRole: 'standard_user', childId: null });
      await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
      expect(events).toEqual([{ type: 'tokensExhausted', message, reason: code, profile: 'account' }]);
      expect(seen).toHaveLength(1);
    }
  });

  it("a child's 402 raises tokensExhausted with the kind ask-your-grown-up text", async () => {
    reply = { status: 402, body: { error: { code: 'daily_limit_reached', message: MESSAGES.dailyLimitReached } } };
    const { store, events } = setup();
    await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
    expect(events).toEqual([{ type: 'tokensExhausted', message: MESSAGES.childTokensExhausted, reason: 'daily_limit_reached', profile: 'child' }]);
  });

  it('401 once: refreshes the token (forced), sends again with the new one, and fires no session timeout', async () => {
    reply = { status: 200, body: status };
    const { store, events, refreshes } = setup();
    firstReplies = [{ status: 401, body: { error: { code: 'unauthenticated', message: 'expired' } } }];
    const result = await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
    expect(result.data).toEqual(status);
    expect(refreshes).toEqual([1]);
    expect(seen.map((headers) => headers.authorization)).toEqual(['Bearer id-token-1', 'Bearer id-token-1-refreshed']);
    expect(seen[1]).toMatchObject({ 'x-active-role': 'child_user', 'x-child-id': 'kid-7' });
    expect(events).toEqual([]);
  });

  it('403 once: the same single retry after a forced refresh', async () => {
    reply = { status: 200, body: status };
    const { store, events, refreshes } = setup();
    firstReplies = [{ status: 403, body: { error: { code: 'forbidden', message: 'no' } } }];
    const result = await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
    expect(result.data).toEqual(status);
    expect(refreshes).toHaveLength(1);
    expect(seen).toHaveLength(2);
    expect(events).toEqual([]);
  });

  it('401 again after the refresh: retried only once, then the session-timeout event', async () => {
    reply = { status: 401, body: { error: { code: 'unauthenticated', message: 'expired' } } };
    const { store, events, refreshes } = setup();
    const result = await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
    expect(result.isError).toBe(true);
    expect(refreshes).toHaveLength(1);
    expect(seen).toHaveLength(2);
    expect(events).toEqual([{ type: 'sessionTimeout', message: MESSAGES.authenticationFailed }]);
  });

  it('a refresh that fails leaves the 401 as it was: no second request, the session-timeout event', async () => {
    reply = { status: 401, body: { error: { code: 'unauthenticated', message: 'expired' } } };
    const { store, events } = setup(undefined, { refreshFails: true });
    await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
    expect(seen).toHaveLength(1);
    expect(events).toEqual([{ type: 'sessionTimeout', message: MESSAGES.authenticationFailed }]);
  });

  it('a signed-out call is not retried on 401 (a refresh has no token to give)', async () => {
    reply = { status: 401, body: { error: { code: 'unauthenticated', message: 'sign in' } } };
    const { store, events, refreshes } = setup({ idToken: null, activeRole: null, childId: null });
    await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
    expect(seen).toHaveLength(1);
    expect(refreshes).toEqual([]);
    expect(events).toEqual([{ type: 'sessionTimeout', message: MESSAGES.authenticationFailed }]);
  });

  it('retries a read once when the server fails with a 5xx', async () => {
    reply = { status: 503, body: { error: { code: 'unavailable', message: 'down' } } };
    const { store } = setup();
    const result = await store.dispatch(groveApi.endpoints.getSystemStatus.initiate());
    expect(result.isError).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('remembers when the API last answered without an error (the support page’s "last sync")', async () => {
    const { store } = setup();
    reply = { status: 200, body: status };
    const before = Date.now();
    await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
    const answered = groveApiLastSuccessAt();
    expect(answered).not.toBeNull();
    expect(answered ?? 0).toBeGreaterThanOrEqual(before);
    reply = { status: 404, body: { error: { code: 'not_found', message: 'Nope.' } } };
    await store.dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true }));
    expect(groveApiLastSuccessAt()).toBe(answered);
  });
});
