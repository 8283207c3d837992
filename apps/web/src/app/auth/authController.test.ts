import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import type { User } from '@grove/api-contract';
import { accountApi } from '@grove/session-family/react';
import { selectAuthSnapshot, userUpdated } from '../authSlice';
import { makeStore } from '../store';
import { authClientMemoryCreate, type AuthClientMemory } from './authClientMemory';
import { authControllerCreate, REAUTHENTICATE_WRONG_PASSWORD_MESSAGE, type AuthController } from './authController';
import { AUTH_HINT_STORAGE_KEY } from './authHint';
import { userSample } from './userSample';

// The API is a real HTTP server on loopback, so the user document travels through the real base
// query (headers, identity, errors). Only the sign-in provider is the in-memory one.
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let seen: Seen[] = [];
let users = new Map<string, User>();
let failing: { path: RegExp; status: number } | null = null;
// Runs when a request arrives, before it is answered.
let onRequest: (() => void) | null = null;

function send(res: import('node:http').ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const method = req.method ?? '';
      const url = req.url ?? '';
      const body: unknown = text ? JSON.parse(text) : undefined;
      seen.push({ method, url, headers: req.headers, body });
      onRequest?.();
      if (failing && failing.path.test(url)) return send(res, failing.status, { error: { code: 'forbidden', message: 'Refused for the test.' } });
      const match = url.match(/^\/api\/users\/([^/]+)$/);
      if (url === '/api/email/send-welcome-email') return send(res, 202, { sent: true });
      if (!match) return send(res, 404, { error: { code: 'not_found', message: 'No such route.' } });
      const uid = decodeURIComponent(match[1]);
      // Like the real API: the first authenticated call creates the document with the defaults.
      const user = users.get(uid) ?? userSample({ id: uid, email: `${uid}@example.com`, displayName: '' });
      users.set(uid, user);
      if (method === 'GET') return send(res, 200, user);
      if (method === 'PATCH') {
        const patched = { ...user, ...(body as Partial<User>) };
        users.set(uid, patched);
        return send(res, 200, patched);
      }
      if (method === 'DELETE') {
        users.delete(uid);
        return send(res, 204);
      }
      return send(res, 405, { error: { code: 'bad_request', message: 'No.' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A clock and timer the test moves by hand. */
function manualTime() {
  let now = 0;
  let timers: Array<{ at: number; callback: () => void }> = [];
  return {
    now: () => now,
    schedule(callback: () => void, ms: number) {
      const timer = { at: now + ms, callback };
      timers.push(timer);
      return () => {
        timers = timers.filter((candidate) => candidate !== timer);
      };
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.callback();
    },
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

interface SetupOptions {
  hint?: boolean;
  session?: { activeRole: string; childId: string | null } | null;
  client?: AuthClientMemory;
  loadClient?: () => Promise<AuthClientMemory>;
}

function setup(options: SetupOptions = {}) {
  const store = makeStore();
  const time = manualTime();
  const hintStorage = memoryStorage(options.hint ? { [AUTH_HINT_STORAGE_KEY]: '1' } : {});
  const client =
    options.client ??
    authClientMemoryCreate({ accounts: [{ uid: 'ada', email: 'ada@example.com', password: 'correct horse', displayName: 'Ada' }] });
  let session = options.session ?? null;
  const loadClient = vi.fn(options.loadClient ?? (async () => client));
  const sessionClear = vi.fn(() => {
    session = null;
  });
  const controller: AuthController = authControllerCreate({
    store,
    loadClient,
    hintStorage,
    sessionIdentity: () => session ?? { activeRole: null, childId: null },
    sessionClear,
    now: time.now,
    schedule: time.schedule,
  });
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({ baseUrl: `http://127.0.0.1:${port}`, identity: () => controller.identity(), events: apiEventChannelCreate() });
  return { store, time, hintStorage, client, controller, loadClient, sessionClear };
}

beforeEach(() => {
  seen = [];
  users = new Map([['ada', userSample({ id: 'ada', email: 'ada@example.com', displayName: 'Ada', onboardingStatus: true })]]);
  failing = null;
  onRequest = null;
});

describe('authController start', () => {
  it('without the hint knows at once that nobody is signed in and never loads the provider', () => {
    const { store, controller, loadClient } = setup();
    expect(controller.start()).toBe(false);
    expect(store.getState().auth.status).toBe('signedOut');
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('with the hint is loading until the provider restores the user, then loads their document', async () => {
    const client = authClientMemoryCreate({
      accounts: [{ uid: 'ada', email: 'ada@example.com', password: 'pw123456', displayName: 'Ada' }],
      signedInUid: 'ada',
    });
    const { store, controller } = setup({ hint: true, client });
    expect(controller.start()).toBe(true);
    expect(store.getState().auth.status).toBe('loading');
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('signedIn'));
    expect(store.getState().auth.user).toMatchObject({ id: 'ada', onboardingStatus: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/users/ada' });
    expect(seen[0].headers.authorization).toBe('Bearer token-ada');
  });

  it('with a stale hint signs out and forgets the hint when the provider has nobody', async () => {
    const { store, controller, hintStorage } = setup({ hint: true });
    controller.start();
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(hintStorage.items.has(AUTH_HINT_STORAGE_KEY)).toBe(false);
  });

  it('shows SPEC §8 "Failed to load user data" when the document cannot be loaded, and clears it after 5 s', async () => {
    failing = { path: /^\/api\/users\//, status: 403 };
    const client = authClientMemoryCreate({
      accounts: [{ uid: 'ada', email: 'ada@example.com', password: 'pw123456', displayName: 'Ada' }],
      signedInUid: 'ada',
    });
    const { store, controller, time } = setup({ hint: true, client });
    controller.start();
    await vi.waitFor(() => expect(store.getState().auth.error).toBe('Failed to load user data'));
    expect(store.getState().auth.status).toBe('signedOut');
    time.advance(4999);
    expect(store.getState().auth.error).toBe('Failed to load user data');
    time.advance(1);
    expect(store.getState().auth.error).toBeNull();
  });

  it('stops loading with the same message when the provider cannot be started, keeping the hint for next time', async () => {
    const { store, controller, hintStorage } = setup({ hint: true, loadClient: () => Promise.reject(new Error('offline')) });
    controller.start();
    await vi.waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(store.getState().auth.error).toBe('Failed to load user data');
    expect(hintStorage.items.get(AUTH_HINT_STORAGE_KEY)).toBe('1');
  });
});

describe('authController identity (SPEC §7, §8)', () => {
  it('sends no token for a signed-out visitor without a session', async () => {
    const { controller } = setup();
    controller.start();
    await expect(controller.identity()).resolves.toEqual({ idToken: null, activeRole: null, childId: null });
  });

  it('sends a fresh token and the session role and child', async () => {
    const { controller } = setup({ session: { activeRole: 'child_user', childId: 'kid-1' } });
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    await expect(controller.identity()).resolves.toEqual({ idToken: 'token-ada', activeRole: 'child_user', childId: 'kid-1' });
  });

  it('forces a new token when asked (the retry after a 401 or 403), and keeps using the new one', async () => {
    const { controller } = setup({ session: { activeRole: 'standard_user', childId: null } });
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    await expect(controller.identity()).resolves.toMatchObject({ idToken: 'token-ada' });
    await expect(controller.identity({ forceRefresh: true })).resolves.toMatchObject({ idToken: 'token-ada.1' });
    await expect(controller.identity()).resolves.toMatchObject({ idToken: 'token-ada.1' });
  });

  it('with a stored session but no user asks the user to log in again once auth is known', async () => {
    const { store, controller } = setup({ session: { activeRole: 'family_member', childId: null } });
    controller.start();
    const result = await store.dispatch(accountApi.endpoints.getUser.initiate('ada'));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'Authentication required - please log in again' });
    expect(seen).toHaveLength(0);
  });

  it('with a stored session waits 3000 ms for auth, then fails with the timeout message', async () => {
    const { store, controller, time } = setup({
      hint: true,
      session: { activeRole: 'family_member', childId: null },
      loadClient: () => new Promise<AuthClientMemory>(() => undefined),
    });
    controller.start();
    const request = store.dispatch(accountApi.endpoints.getUser.initiate('ada'));
    await Promise.resolve();
    time.advance(2999);
    await Promise.resolve();
    expect(seen).toHaveLength(0);
    time.advance(1);
    const result = await request;
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'Authentication timeout - please refresh the page' });
    expect(seen).toHaveLength(0);
  });

  it('with a stored session uses the user the provider restores within the wait', async () => {
    const client = authClientMemoryCreate({
      accounts: [{ uid: 'ada', email: 'ada@example.com', password: 'pw123456', displayName: 'Ada' }],
      signedInUid: 'ada',
    });
    const { controller } = setup({ hint: true, client, session: { activeRole: 'standard_user', childId: null } });
    controller.start();
    await expect(controller.identity()).resolves.toEqual({ idToken: 'token-ada', activeRole: 'standard_user', childId: null });
  });

  it('fails with "Your session has expired" when the token cannot be refreshed', async () => {
    const { store, controller, client } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    client.setTokenFails(true);
    const result = await store.dispatch(accountApi.endpoints.getUser.initiate('ada', { forceRefetch: true }));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'Your session has expired. Please refresh the page to continue.' });
  });
});

describe('authController actions', () => {
  it('signs in, loads the document once and leaves the hint', async () => {
    const { store, controller, hintStorage } = setup();
    controller.start();
    const user = await controller.signIn(' ada@example.com ', 'correct horse');
    expect(user).toMatchObject({ id: 'ada', displayName: 'Ada' });
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { id: 'ada' } });
    // Ada is a solo adult who finished onboarding: the next start may show her screens' frames.
    expect(hintStorage.items.get(AUTH_HINT_STORAGE_KEY)).toBe('adult');
    // The provider's own report of the same sign-in does not load the document a second time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it("leaves the plain hint for a family's sign-in (its screens depend on the profile chosen), and a restore keeps what the hint says", async () => {
    users.set('ada', { ...(users.get('ada') as User), children: ['kid-1'] });
    const { controller, hintStorage } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    expect(hintStorage.items.get(AUTH_HINT_STORAGE_KEY)).toBe('1');
    users.set('ada', { ...(users.get('ada') as User), children: [] });
    const client = authClientMemoryCreate({
      accounts: [{ uid: 'ada', email: 'ada@example.com', password: 'pw123456', displayName: 'Ada' }],
      signedInUid: 'ada',
    });
    const restored = setup({ hint: true, client });
    restored.controller.start();
    await vi.waitFor(() => expect(restored.store.getState().auth.status).toBe('signedIn'));
    expect(restored.hintStorage.items.get(AUTH_HINT_STORAGE_KEY)).toBe('adult');
  });

  it('keeps the hint in step with the account: onboarding finished makes it an adult\u2019s, a child added a family\u2019s', async () => {
    users.set('ada', { ...(users.get('ada') as User), onboardingStatus: false });
    const { store, controller, hintStorage } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    expect(hintStorage.items.get(AUTH_HINT_STORAGE_KEY)).toBe('1');
    store.dispatch(userUpdated({ ...(users.get('ada') as User), onboardingStatus: true }));
    expect(hintStorage.items.get(AUTH_HINT_STORAGE_KEY)).toBe('adult');
    store.dispatch(userUpdated({ ...(users.get('ada') as User), onboardingStatus: true, children: ['kid-1'] }));
    expect(hintStorage.items.get(AUTH_HINT_STORAGE_KEY)).toBe('1');
  });

  it('follows the user document: a child added elsewhere makes the account a family', async () => {
    const { store, controller } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    expect(selectAuthSnapshot(store.getState())).toMatchObject({ accountType: 'solo' });
    users.set('ada', { ...(users.get('ada') as User), children: ['kid-1'] });
    // What familyApi's createChild does on success.
    store.dispatch(accountApi.util.invalidateTags([{ type: 'User', id: 'ada' }]));
    await vi.waitFor(() => expect(selectAuthSnapshot(store.getState())).toMatchObject({ accountType: 'family' }));
  });

  it('stops following the document on sign-out, so nothing is read for a signed-out user', async () => {
    const { store, controller } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    await controller.signOut();
    store.dispatch(accountApi.util.invalidateTags([{ type: 'User', id: 'ada' }]));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('stays signed in when the provider reports the same sign-in while the document is loading', async () => {
    const inner = authClientMemoryCreate({ accounts: [{ uid: 'ada', email: 'ada@example.com', password: 'correct horse', displayName: 'Ada' }] });
    const held: Array<() => void> = [];
    const client: AuthClientMemory = {
      ...inner,
      // The first report (nobody) arrives at once; the report of the sign-in arrives mid-load.
      onAuthStateChanged: (listener) => inner.onAuthStateChanged((user) => (user ? held.push(() => listener(user)) : listener(user))),
    };
    onRequest = () => held.splice(0).forEach((report) => report());
    const { store, controller } = setup({ client });
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { id: 'ada' } });
  });

  it('rejects wrong credentials with friendly words and stays signed out', async () => {
    const { store, controller } = setup();
    controller.start();
    await expect(controller.signIn('ada@example.com', 'nope')).rejects.toThrow('Email or password is wrong.');
    expect(store.getState().auth.status).toBe('signedOut');
    expect(seen).toHaveLength(0);
  });

  it('signs in with Google', async () => {
    const client = authClientMemoryCreate({ googleAccount: { uid: 'gg', email: 'gg@example.com', password: '', displayName: 'Gee' } });
    const { store, controller } = setup({ client });
    controller.start();
    await controller.signInWithGoogle();
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { id: 'gg' } });
  });

  it('signs up: names the account on the server, then sends the welcome email', async () => {
    const { store, controller, client } = setup();
    controller.start();
    const user = await controller.signUp({ displayName: '  Grace  ', email: 'grace@example.com', password: 'long enough' });
    expect(client.accounts.map((account) => account.email)).toContain('grace@example.com');
    expect(user).toMatchObject({ id: 'memory-1', displayName: 'Grace', onboardingStatus: false });
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { displayName: 'Grace' } });
    await vi.waitFor(() => expect(seen.map((request) => `${request.method} ${request.url}`)).toContain('POST /api/email/send-welcome-email'));
    expect(seen[0]).toMatchObject({ method: 'PATCH', url: '/api/users/memory-1', body: { displayName: 'Grace' } });
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({ user_email: 'memory-1@example.com', user_name: 'Grace' });
    expect(seen.filter((request) => request.method === 'GET')).toEqual([]);
  });

  it('signs up even when the welcome email fails (SPEC §7: its failure is ignored)', async () => {
    failing = { path: /send-welcome-email/, status: 503 };
    const { store, controller } = setup();
    controller.start();
    await expect(controller.signUp({ displayName: 'Grace', email: 'grace@example.com', password: 'long enough' })).resolves.toMatchObject({
      displayName: 'Grace',
    });
    await vi.waitFor(() => expect(seen.some((request) => request.method === 'POST')).toBe(true));
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('reports a taken email with friendly words', async () => {
    const { controller } = setup();
    controller.start();
    await expect(controller.signUp({ displayName: 'Ada', email: 'ada@example.com', password: 'long enough' })).rejects.toThrow(
      'An account with this email already exists. Sign in instead, or reset your password.',
    );
  });

  it('sends a reset link, or SPEC §8\'s fallback when the provider says nothing useful', async () => {
    const { controller, client } = setup();
    controller.start();
    await controller.sendPasswordReset('ada@example.com');
    expect(client.resetEmails).toEqual(['ada@example.com']);
    client.failNext('sendPasswordReset', { code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' });
    await expect(controller.sendPasswordReset('ada@example.com')).rejects.toThrow('Failed to send reset password email');
  });

  it('signs out: forgets the hint, the session and every cached answer', async () => {
    const { store, controller, hintStorage, sessionClear } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    await store.dispatch(accountApi.endpoints.getUser.initiate('ada'));
    await controller.signOut();
    expect(store.getState().auth).toEqual({ status: 'signedOut', user: null, error: null });
    expect(hintStorage.items.has(AUTH_HINT_STORAGE_KEY)).toBe(false);
    expect(sessionClear).toHaveBeenCalled();
    expect(store.getState().groveApi.queries).toEqual({});
  });

  it('reports a failed sign-out with SPEC §8\'s fallback and stays signed in', async () => {
    const { store, controller, client } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    client.failNext('signOut', {});
    await expect(controller.signOut()).rejects.toThrow('Failed to sign out');
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('deletes the account on the server and at the provider, then signs out', async () => {
    const { store, controller, client } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    await controller.deleteAccount();
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/users/ada' });
    expect(users.has('ada')).toBe(false);
    expect(client.accounts).toHaveLength(0);
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('re-authenticates with the password, then forces a new token so the next call carries the fresh sign-in (issue 18)', async () => {
    const { controller, client } = setup({ session: { activeRole: 'family_member', childId: null } });
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    expect(controller.reauthMethod()).toBe('password');
    await expect(controller.reauthenticate('wrong horse')).rejects.toThrow(REAUTHENTICATE_WRONG_PASSWORD_MESSAGE);
    expect(client.reauthentications).toBe(0);
    await expect(controller.identity()).resolves.toMatchObject({ idToken: 'token-ada' });
    await controller.reauthenticate('correct horse');
    expect(client.reauthentications).toBe(1);
    await expect(controller.identity()).resolves.toMatchObject({ idToken: 'token-ada.1' });
  });

  it('re-authenticates a Google-only account in Google’s window, and says why when it cannot', async () => {
    const google = { uid: 'gg', email: 'gg@example.com', password: '', displayName: 'Gee' };
    const client = authClientMemoryCreate({ googleAccount: google });
    const { controller } = setup({ client });
    controller.start();
    await controller.signInWithGoogle();
    expect(controller.reauthMethod()).toBe('google');
    await controller.reauthenticate('');
    expect(client.reauthentications).toBe(1);
    client.failNext('reauthenticateWithGoogle', { code: 'auth/popup-closed-by-user' });
    await expect(controller.reauthenticate('')).rejects.toThrow('The Google window was closed before you signed in.');
  });

  it('keeps the account and says why when the server refuses to delete it', async () => {
    const { store, controller, client } = setup();
    controller.start();
    await controller.signIn('ada@example.com', 'correct horse');
    failing = { path: /^\/api\/users\/ada$/, status: 403 };
    await expect(controller.deleteAccount()).rejects.toThrow('Refused for the test.');
    expect(client.accounts).toHaveLength(1);
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
