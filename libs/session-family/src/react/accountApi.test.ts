import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import type { User } from '@grove/api-contract';
import { accountApi } from './accountApi';

// A real HTTP server on loopback stands in for the API, so the base query's fetch, headers, methods
// and bodies run for real.
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let seen: Seen[] = [];
let replies: Array<{ status: number; body?: unknown }> = [];

const user: User = {
  id: 'u 1',
  email: 'ada@example.com',
  displayName: 'Ada',
  role: 'standard_user',
  roles: ['standard_user'],
  availableRoles: ['standard_user'],
  contentMode: 'FULL',
  theme: 'light',
  createdAt: '2026-11-22T03:00:00.000Z',
  lastLoginAt: '2026-11-22T03:00:00.000Z',
  isActive: true,
  settings: {},
  onboardingStatus: false,
  onboarding_completed: false,
  onboarding_completed_at: null,
  tokens_balance: 1_000_000,
  tokens_used_today: 0,
  tokens_used_this_month: 0,
  daily_token_limit: 500_000,
  free_access: false,
  last_purchase_date: null,
  founders_invitation_code: null,
  referral_conversion_status: null,
  referral_conversion_date: null,
  children: [],
  parentPinSet: false,
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined });
      const reply = replies.shift() ?? { status: 500, body: { error: { code: 'internal', message: 'no reply queued' } } };
      if (reply.body === undefined) {
        res.writeHead(reply.status).end();
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function storeCreate() {
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({
    baseUrl: `http://127.0.0.1:${port}`,
    identity: async () => ({ idToken: 'token-a', activeRole: 'standard_user', childId: null }),
    events: apiEventChannelCreate(),
  });
  return configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
}

beforeEach(() => {
  seen = [];
  replies = [];
});

describe('accountApi', () => {
  it('reads the user document with the bearer token, encoding the id in the path', async () => {
    replies.push({ status: 200, body: user });
    const store = storeCreate();
    const result = await store.dispatch(accountApi.endpoints.getUser.initiate('u 1'));
    expect(result.data).toEqual(user);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/users/u%201' });
    expect(seen[0].headers).toMatchObject({ authorization: 'Bearer token-a', 'x-active-role': 'standard_user' });
  });

  it('patches the user and puts the answer into the cached user', async () => {
    const patched = { ...user, displayName: 'Ada L.', onboardingStatus: true, onboarding_completed: true };
    replies.push({ status: 200, body: user }, { status: 200, body: patched });
    const store = storeCreate();
    const subscription = store.dispatch(accountApi.endpoints.getUser.initiate('u 1'));
    await subscription;
    const result = await store
      .dispatch(
        accountApi.endpoints.patchUser.initiate({
          uid: 'u 1',
          patch: { displayName: 'Ada L.', onboardingStatus: true, onboarding_completed: true },
        }),
      )
      .unwrap();
    expect(result).toEqual(patched);
    expect(seen[1]).toMatchObject({
      method: 'PATCH',
      url: '/api/users/u%201',
      body: { displayName: 'Ada L.', onboardingStatus: true, onboarding_completed: true },
    });
    await vi.waitFor(() => expect(accountApi.endpoints.getUser.select('u 1')(store.getState()).data).toEqual(patched));
    // The cache was updated from the answer: no second GET went out.
    expect(seen.map((request) => request.method)).toEqual(['GET', 'PATCH']);
    subscription.unsubscribe();
  });

  it('returns the server error of a failed patch and leaves the cached user alone', async () => {
    replies.push(
      { status: 200, body: user },
      { status: 400, body: { error: { code: 'bad_request', message: 'body.displayName: Too small' } } },
    );
    const store = storeCreate();
    const subscription = store.dispatch(accountApi.endpoints.getUser.initiate('u 1'));
    await subscription;
    const result = await store.dispatch(accountApi.endpoints.patchUser.initiate({ uid: 'u 1', patch: { displayName: 'x' } }));
    expect(result.error).toMatchObject({ status: 400, data: { error: { message: 'body.displayName: Too small' } } });
    expect(accountApi.endpoints.getUser.select('u 1')(store.getState()).data).toEqual(user);
    // A failed write is not retried (SPEC §9 retries reads only).
    expect(seen).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('deletes the user with DELETE and does not read it again', async () => {
    replies.push({ status: 204 });
    const store = storeCreate();
    const result = await store.dispatch(accountApi.endpoints.deleteUser.initiate('u 1'));
    expect(result.error).toBeUndefined();
    expect(seen).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/users/u%201' })]);
  });

  it('reads, replaces and merges the settings, caching each answer', async () => {
    replies.push(
      { status: 200, body: { a: 1 } },
      { status: 200, body: { b: 2 } },
      { status: 200, body: { b: 2, c: 3 } },
    );
    const store = storeCreate();
    const subscription = store.dispatch(accountApi.endpoints.getSettings.initiate('u 1'));
    expect((await subscription).data).toEqual({ a: 1 });
    await store.dispatch(accountApi.endpoints.putSettings.initiate({ uid: 'u 1', settings: { b: 2 } })).unwrap();
    await vi.waitFor(() => expect(accountApi.endpoints.getSettings.select('u 1')(store.getState()).data).toEqual({ b: 2 }));
    await store.dispatch(accountApi.endpoints.patchSettings.initiate({ uid: 'u 1', settings: { c: 3 } })).unwrap();
    await vi.waitFor(() => expect(accountApi.endpoints.getSettings.select('u 1')(store.getState()).data).toEqual({ b: 2, c: 3 }));
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/api/users/u%201/settings', body: undefined },
      { method: 'PUT', url: '/api/users/u%201/settings', body: { b: 2 } },
      { method: 'PATCH', url: '/api/users/u%201/settings', body: { c: 3 } },
    ]);
    subscription.unsubscribe();
  });

  it('posts the welcome email with SPEC §7 field names', async () => {
    replies.push({ status: 202, body: { sent: true } });
    const store = storeCreate();
    const result = await store
      .dispatch(accountApi.endpoints.sendWelcomeEmail.initiate({ user_email: 'ada@example.com', user_name: 'Ada' }))
      .unwrap();
    expect(result).toEqual({ sent: true });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/email/send-welcome-email',
      body: { user_email: 'ada@example.com', user_name: 'Ada' },
    });
  });
});
