import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import type { User } from '@grove/api-contract';
import { authClientMemoryCreate, type AuthClientMemory } from '../../app/auth/authClientMemory';
import { authControllerCreate } from '../../app/auth/authController';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { userSample } from '../../app/auth/userSample';
import { makeStore } from '../../app/store';
import SignupPageDefault, { SignupPage } from './SignupPage';

// A real HTTP server on loopback plays the API (user documents and the welcome email).
let server: Server;
let users = new Map<string, User>();
let requests: Array<{ method: string; url: string; body: unknown }> = [];
let welcomeStatus = 202;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body: unknown = text ? JSON.parse(text) : undefined;
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      if (req.url === '/api/email/send-welcome-email') {
        res.writeHead(welcomeStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ sent: welcomeStatus === 202 }));
        return;
      }
      const uid = decodeURIComponent(req.url?.match(/^\/api\/users\/([^/]+)$/)?.[1] ?? '');
      const user = { ...(users.get(uid) ?? userSample({ id: uid, displayName: '' })), ...(req.method === 'PATCH' ? (body as Partial<User>) : {}) };
      users.set(uid, user);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(user));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function WhereAmI() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderSignup(client: AuthClientMemory = authClientMemoryCreate()) {
  const store = makeStore();
  const controller = authControllerCreate({
    store,
    loadClient: async () => client,
    hintStorage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    sessionIdentity: () => ({ activeRole: null, childId: null }),
    sessionClear: () => undefined,
    now: () => 0,
    schedule: () => () => undefined,
  });
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({ baseUrl: `http://127.0.0.1:${port}`, identity: () => controller.identity(), events: apiEventChannelCreate() });
  controller.start();
  render(
    <Provider store={store}>
      <AuthProvider controller={controller}>
        <MemoryRouter initialEntries={['/signup']}>
          <Routes>
            <Route path="/signup" element={<SignupPage />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </Provider>,
  );
  return { store, client, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; password?: string; confirm?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

beforeEach(() => {
  users = new Map();
  requests = [];
  welcomeStatus = 202;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SignupPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(SignupPageDefault).toBe(SignupPage);
  });

  it('has a heading, four labelled fields, the password rule and a way to sign in instead', () => {
    renderSignup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    for (const label of ['Your name', 'Email', 'Password', 'Confirm password']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText(/referral/i)).toBeNull();
  });

  it('explains every missing field inline and focuses the first', async () => {
    const { user, client } = renderSignup();
    const signUp = vi.spyOn(client, 'signUpWithEmail');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const text of ['Enter your name.', 'Enter your email address.', 'Choose a password.', 'Type your password again.']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    expect(signUp).not.toHaveBeenCalled();
  });

  it('wants 8 characters and the same password twice', async () => {
    const { user } = renderSignup();
    await fill(user, { name: 'Grace', email: 'grace@example.com', password: 'short', confirm: 'shorter' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('creates the account, names it on the server, sends the welcome email and goes to onboarding', async () => {
    const { user, client, store } = renderSignup();
    await fill(user, { name: 'Grace', email: 'grace@example.com', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Now at /onboarding')).toBeTruthy();
    expect(client.accounts).toEqual([expect.objectContaining({ email: 'grace@example.com', displayName: 'Grace' })]);
    expect(store.getState().auth.user).toMatchObject({ displayName: 'Grace' });
    await waitFor(() => expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('POST /api/email/send-welcome-email'));
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { displayName: 'Grace' } });
  });

  it('carries on to onboarding when the welcome email fails', async () => {
    welcomeStatus = 503;
    const { user } = renderSignup();
    await fill(user, { name: 'Grace', email: 'grace@example.com', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Now at /onboarding')).toBeTruthy();
  });

  it('says when the email already has an account', async () => {
    const client = authClientMemoryCreate({ accounts: [{ uid: 'g', email: 'grace@example.com', password: 'whatever1', displayName: 'G' }] });
    const { user } = renderSignup(client);
    await fill(user, { name: 'Grace', email: 'grace@example.com', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists. Sign in instead, or reset your password.');
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveProperty('disabled', false);
  });

  it('falls back to "Failed to create account" when the provider gives no reason', async () => {
    const { user, client } = renderSignup();
    client.failNext('signUpWithEmail', {});
    await fill(user, { name: 'Grace', email: 'grace@example.com', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create account');
  });

  it('disables the button while the account is being created', async () => {
    const { user, client } = renderSignup();
    vi.spyOn(client, 'signUpWithEmail').mockImplementation(() => new Promise(() => undefined));
    await fill(user, { name: 'Grace', email: 'grace@example.com', password: 'long enough', confirm: 'long enough' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('button', { name: 'Creating your account…' })).toHaveProperty('disabled', true);
  });
});
