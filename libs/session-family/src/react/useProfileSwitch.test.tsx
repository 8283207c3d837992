import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import { SessionProvider } from './SessionProvider';
import { useProfileSwitch } from './useProfileSwitch';
import { useRecentUsers } from './useRecentUsers';
import { useSession } from './useSession';

// A real HTTP server on loopback answers the PIN checks the way the API does.
let server: Server;
let urls: string[] = [];
let replies: Array<{ status: number; body: unknown }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      urls.push(req.url ?? '');
      const reply = replies.shift() ?? { status: 500, body: { error: { code: 'internal', message: 'no reply queued' } } };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  urls = [];
  replies = [];
});
afterEach(cleanup);

function wrapperFor(accountType: 'family' | 'solo') {
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({
    baseUrl: `http://127.0.0.1:${port}`,
    identity: async () => ({ idToken: 'token-a', activeRole: null, childId: null }),
    events: apiEventChannelCreate(),
  });
  const store = configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <SessionProvider accountType={accountType} alert={() => undefined} reload={() => undefined}>
          {children}
        </SessionProvider>
      </Provider>
    );
  };
}

function renderSwitch(accountType: 'family' | 'solo' = 'family') {
  return renderHook(
    () => ({ switcher: useProfileSwitch('u1'), session: useSession().session, recent: useRecentUsers().recentUsers }),
    { wrapper: wrapperFor(accountType) },
  );
}

const parent = { profile: { type: 'parent' as const }, displayName: 'Ada', avatar: null };
const mia = { profile: { type: 'child' as const, childId: 'kid-1' }, displayName: 'Mia', avatar: '🦊' };

describe('useProfileSwitch', () => {
  it('starts the parent session after the server verifies the parent PIN, and records a recent user', async () => {
    replies = [{ status: 200, body: { verified: true, attemptsLeft: 5 } }];
    const { result } = renderSwitch();
    let outcome;
    await act(async () => {
      outcome = await result.current.switcher.switchTo(parent, '2468');
    });
    expect(outcome).toEqual({ status: 'switched' });
    expect(urls).toEqual(['/api/users/u1/parent-pin/verify']);
    expect(result.current.session?.activeProfileId).toBe('parent');
    expect(result.current.recent).toEqual([expect.objectContaining({ id: 'parent', type: 'parent', displayName: 'Ada' })]);
  });

  it('checks a child’s own PIN and refuses a wrong one with the tries left, switching nothing', async () => {
    replies = [{ status: 200, body: { verified: false, attemptsLeft: 4 } }];
    const { result } = renderSwitch();
    let outcome;
    await act(async () => {
      outcome = await result.current.switcher.switchTo(mia, '1111');
    });
    expect(outcome).toEqual({ status: 'refused', reason: 'wrongPin', message: 'Wrong PIN. 4 tries left.' });
    expect(urls).toEqual(['/api/children/kid-1/pin/verify']);
    expect(result.current.session).toBeNull();
    expect(result.current.recent).toEqual([]);
  });

  it.each([
    ['a 423', { status: 423, body: { error: { code: 'locked', message: 'Too many wrong PINs. This PIN is locked for 15 minutes.' } } }],
    ['the last wrong try', { status: 200, body: { verified: false, attemptsLeft: 0 } }],
  ])('reports a locked PIN after %s', async (_name, reply) => {
    replies = [reply];
    const { result } = renderSwitch();
    let outcome;
    await act(async () => {
      outcome = await result.current.switcher.switchTo(mia, '1111');
    });
    expect(outcome).toEqual({ status: 'refused', reason: 'locked', message: 'Too many wrong PINs. This PIN is locked for 15 minutes.' });
  });

  it('reports missing parental controls when the server has no parent PIN (409)', async () => {
    replies = [{ status: 409, body: { error: { code: 'conflict', message: 'Please set up parental controls first' } } }];
    const { result } = renderSwitch();
    let outcome;
    await act(async () => {
      outcome = await result.current.switcher.switchTo(parent, '2468');
    });
    expect(outcome).toEqual({ status: 'refused', reason: 'noParentalControls', message: 'Please set up parental controls first' });
  });

  it('refuses a malformed PIN before asking the server', async () => {
    const { result } = renderSwitch();
    let outcome;
    await act(async () => {
      outcome = await result.current.switcher.switchTo(parent, '12');
    });
    expect(outcome).toEqual({ status: 'refused', reason: 'invalidPin', message: 'PIN must be 4 to 6 digits.' });
    expect(urls).toEqual([]);
  });

  it('lets a solo user switch without a PIN', async () => {
    const { result } = renderSwitch('solo');
    await act(async () => {
      await result.current.switcher.switchTo({ profile: { type: 'solo' }, displayName: 'Sam', avatar: null }, '');
    });
    expect(result.current.session?.activeProfileId).toBe('solo');
    expect(urls).toEqual([]);
  });
});
