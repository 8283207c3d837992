import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import type { Child } from '@grove/api-contract';
import { browserSha256 } from './browserSha256';
import { familyApi, familyApiErrorRead } from './familyApi';

// A real HTTP server on loopback stands in for the API, so the base query's fetch, methods, paths and
// bodies run for real.
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let seen: Seen[] = [];
let replies: Array<{ status: number; body?: unknown }> = [];

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const mia: Child = {
  id: 'kid 1',
  parentId: 'u1',
  displayName: 'Mia',
  age: 6,
  avatar: '🦊',
  contentMode: 'G',
  permissions: { canChat: true, canJournal: true },
  isActive: true,
  pinSet: true,
  createdAt: '2026-11-22T03:00:00.000Z',
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

function storeCreate(replyQueue: Array<{ status: number; body?: unknown }>) {
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({
    baseUrl: `http://127.0.0.1:${port}`,
    identity: async () => ({ idToken: 'token-a', activeRole: 'family_member', childId: null }),
    events: apiEventChannelCreate(),
  });
  seen = [];
  replies = replyQueue;
  return configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
}

async function settled(store: ReturnType<typeof storeCreate>): Promise<void> {
  await Promise.all(store.dispatch(groveApi.util.getRunningQueriesThunk()));
}

describe('browserSha256', () => {
  it('is the lowercase hex SHA-256 of the text, as node:crypto computes it', async () => {
    expect(await browserSha256('4821')).toBe(sha256('4821'));
    expect(await browserSha256('')).toBe(sha256(''));
  });
});

describe('familyApi', () => {
  it('lists a parent’s children from GET /api/users/{id}/children with the bearer token and role', async () => {
    const store = storeCreate([{ status: 200, body: [mia] }]);
    const result = await store.dispatch(familyApi.endpoints.listChildren.initiate('u 1'));
    expect(result.data).toEqual([mia]);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/users/u%201/children' });
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer token-a', 'x-active-role': 'family_member' });
  });

  it('creates a child sending only the SHA-256 of the PIN, then refetches the list', async () => {
    const store = storeCreate([
      { status: 200, body: [] },
      { status: 201, body: mia },
      { status: 200, body: [mia] },
    ]);
    const list = store.dispatch(familyApi.endpoints.listChildren.initiate('u1'));
    await list;
    const created = await store
      .dispatch(familyApi.endpoints.createChild.initiate({ userId: 'u1', body: { displayName: 'Mia', age: 6, avatar: '🦊', pin: '1234' } }))
      .unwrap();
    expect(created).toEqual(mia);
    expect(seen[1]).toMatchObject({
      method: 'POST',
      url: '/api/users/u1/children',
      body: { displayName: 'Mia', age: 6, avatar: '🦊', pin: sha256('1234') },
    });
    expect(JSON.stringify(seen[1]?.body)).not.toContain('"1234"');
    await settled(store);
    expect(seen[2]).toMatchObject({ method: 'GET', url: '/api/users/u1/children' });
    expect(familyApi.endpoints.listChildren.select('u1')(store.getState()).data).toEqual([mia]);
    list.unsubscribe();
  });

  it('patches a child, digesting a new PIN and leaving other fields as given', async () => {
    const store = storeCreate([
      { status: 200, body: { ...mia, age: 12, contentMode: 'PG' } },
      { status: 200, body: mia },
    ]);
    const patched = await store
      .dispatch(familyApi.endpoints.patchChild.initiate({ childId: 'kid 1', body: { age: 12, pin: '98765', permissions: { canJournal: false } } }))
      .unwrap();
    expect(patched.contentMode).toBe('PG');
    expect(seen[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/children/kid%201',
      body: { age: 12, pin: sha256('98765'), permissions: { canJournal: false } },
    });
    await store.dispatch(familyApi.endpoints.patchChild.initiate({ childId: 'kid 1', body: { displayName: 'Mimi' } })).unwrap();
    expect(seen[1]?.body).toEqual({ displayName: 'Mimi' });
  });

  it('deletes a child with DELETE /api/children/{childId} (204)', async () => {
    const store = storeCreate([{ status: 204 }]);
    const result = await store.dispatch(familyApi.endpoints.deleteChild.initiate('kid 1'));
    expect(result).toEqual({ data: null });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/children/kid%201' });
  });

  it('sets and changes the parent PIN with PUT, sending digests of both PINs', async () => {
    const store = storeCreate([{ status: 204 }, { status: 204 }]);
    await store.dispatch(familyApi.endpoints.setParentPin.initiate({ userId: 'u1', body: { pin: '2468' } })).unwrap();
    await store.dispatch(familyApi.endpoints.setParentPin.initiate({ userId: 'u1', body: { pin: '1357', currentPin: '2468' } })).unwrap();
    expect(seen.map((request) => [request.method, request.url, request.body])).toEqual([
      ['PUT', '/api/users/u1/parent-pin', { pin: sha256('2468') }],
      ['PUT', '/api/users/u1/parent-pin', { pin: sha256('1357'), currentPin: sha256('2468') }],
    ]);
  });

  it('verifies the parent and a child PIN and returns the server’s answer', async () => {
    const store = storeCreate([
      { status: 200, body: { verified: false, attemptsLeft: 3 } },
      { status: 200, body: { verified: true, attemptsLeft: 5 } },
    ]);
    const parent = await store.dispatch(familyApi.endpoints.verifyParentPin.initiate({ userId: 'u1', pin: '0000' })).unwrap();
    const child = await store.dispatch(familyApi.endpoints.verifyChildPin.initiate({ childId: 'kid 1', pin: '1234' })).unwrap();
    expect(parent).toEqual({ verified: false, attemptsLeft: 3 });
    expect(child).toEqual({ verified: true, attemptsLeft: 5 });
    expect(seen.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/users/u1/parent-pin/verify', { pin: sha256('0000') }],
      ['POST', '/api/children/kid%201/pin/verify', { pin: sha256('1234') }],
    ]);
  });

  it('reads a 423 as locked and a 409 as “Please set up parental controls first”, with the server’s messages', async () => {
    const store = storeCreate([
      { status: 423, body: { error: { code: 'locked', message: 'Too many wrong PINs. This PIN is locked for 15 minutes.' } } },
      { status: 409, body: { error: { code: 'conflict', message: 'Please set up parental controls first' } } },
      { status: 400, body: { error: { code: 'bad_request', message: 'body.age: Too big: expected number to be <=17', field: 'body.age' } } },
    ]);
    const locked = await store.dispatch(familyApi.endpoints.verifyChildPin.initiate({ childId: 'kid 1', pin: '1111' }));
    expect(familyApiErrorRead(locked.error)).toEqual({
      status: 423,
      code: 'locked',
      message: 'Too many wrong PINs. This PIN is locked for 15 minutes.',
      field: null,
    });
    const noPin = await store.dispatch(familyApi.endpoints.verifyParentPin.initiate({ userId: 'u1', pin: '1111' }));
    expect(familyApiErrorRead(noPin.error)).toMatchObject({ status: 409, message: 'Please set up parental controls first' });
    const tooOld = await store.dispatch(familyApi.endpoints.patchChild.initiate({ childId: 'kid 1', body: { age: 18 } }));
    expect(familyApiErrorRead(tooOld.error)).toMatchObject({ status: 400, field: 'body.age' });
  });

  it('never sends a PIN that is not 4 to 6 digits', async () => {
    const store = storeCreate([]);
    const result = await store.dispatch(familyApi.endpoints.verifyParentPin.initiate({ userId: 'u1', pin: '12a4' }));
    expect(familyApiErrorRead(result.error)).toEqual({ status: 'CUSTOM_ERROR', code: null, message: 'PIN must be 4 to 6 digits.', field: null });
    const created = await store.dispatch(
      familyApi.endpoints.createChild.initiate({ userId: 'u1', body: { displayName: 'Mia', age: 6, pin: '123' } }),
    );
    expect(created.error).toBeDefined();
    expect(seen).toHaveLength(0);
  });

  it('reads a network failure as a status without a message', () => {
    expect(familyApiErrorRead({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toEqual({
      status: 'FETCH_ERROR',
      code: null,
      message: null,
      field: null,
    });
    expect(familyApiErrorRead(undefined)).toEqual({ status: null, code: null, message: null, field: null });
  });
});
