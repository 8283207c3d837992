import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import type { User } from '@grove/api-contract';
import type { AuthClient, AuthUser } from '../../app/auth/authClient';
import { authClientMemoryCreate, type AuthClientMemory } from '../../app/auth/authClientMemory';
import { authControllerCreate } from '../../app/auth/authController';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { userSample } from '../../app/auth/userSample';
import { makeStore } from '../../app/store';
import LoginPageDefault, { LoginPage } from './LoginPage';

// The API is a real HTTP server on loopback that serves user documents; the sign-in provider is the
// in-memory one, the module boundary the screens are built against.
let server: Server;
let users = new Map<string, User>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const uid = decodeURIComponent(req.url?.match(/^\/api\/users\/([^/]+)$/)?.[1] ?? '');
    const user = users.get(uid) ?? userSample({ id: uid });
    users.set(uid, user);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(user));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

function renderLogin(client: AuthClient = memoryClient(), path = '/login') {
  const store = makeStore();
  const loadClient = vi.fn(async () => client);
  const controller = authControllerCreate({
    store,
    loadClient,
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
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </Provider>,
  );
  return { store, loadClient, user: userEvent.setup() };
}

function memoryClient(): AuthClientMemory {
  return authClientMemoryCreate({
    accounts: [
      { uid: 'ada', email: 'ada@example.com', password: 'correct horse', displayName: 'Ada' },
      { uid: 'new', email: 'new@example.com', password: 'correct horse', displayName: 'New' },
      { uid: 'fam', email: 'fam@example.com', password: 'correct horse', displayName: 'Fam' },
    ],
  });
}

beforeEach(() => {
  users = new Map([
    ['ada', userSample({ id: 'ada', onboardingStatus: true })],
    ['new', userSample({ id: 'new' })],
    ['fam', userSample({ id: 'fam', onboarding_completed: true, children: ['c1'] })],
  ]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LoginPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(LoginPageDefault).toBe(LoginPage);
  });

  it('shows a labelled sign-in form, Google, the reset link and the way to sign up, and loads the provider', async () => {
    const { loadClient } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('type', 'submit');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    await waitFor(() => expect(loadClient).toHaveBeenCalledTimes(1));
    expect(document.title).toBe('Grove — Sign in');
  });

  it('explains empty fields inline, focuses the first one and asks the provider nothing', async () => {
    const client = memoryClient();
    const signIn = vi.spyOn(client, 'signInWithEmail');
    const { user } = renderLogin(client);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada');
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows "Email or password is wrong." for bad credentials and lets the user try again', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is wrong.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('disables the buttons while signing in', async () => {
    const client = memoryClient();
    let finish: (user: AuthUser) => void = () => undefined;
    vi.spyOn(client, 'signInWithEmail').mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderLogin(client);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(screen.getByRole('button', { name: 'Signing in…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveProperty('disabled', true);
    await act(async () => finish({ uid: 'ada', email: 'ada@example.com', displayName: 'Ada', getIdToken: async () => 't' }));
    expect(await screen.findByText('Now at /chat/ada')).toBeTruthy();
  });

  it.each([
    ['a solo user with onboarding done', 'ada@example.com', '/chat/ada'],
    ['a user who has not finished onboarding', 'new@example.com', '/onboarding'],
    ['a family', 'fam@example.com', '/profiles'],
  ])('sends %s where SPEC §4 says', async (_who, email, landing) => {
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(`Now at ${landing}`)).toBeTruthy();
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it.each([
    ['a solo user', 'ada@example.com', '/settings'],
    ['a family, through /profiles first (SPEC §4)', 'fam@example.com', '/profiles?next=%2Fsettings'],
    ['a user who has not finished onboarding, who finishes it first', 'new@example.com', '/onboarding'],
  ])('after signing in from a page that needs an account, returns %s to it', async (_who, email, landing) => {
    const { user } = renderLogin(memoryClient(), '/login?next=%2Fsettings');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByText(`Now at ${landing}`)).toBeTruthy();
  });

  it('returns to the page asked for after Google sign-in too', async () => {
    const google = authClientMemoryCreate({ googleAccount: { uid: 'ada', email: 'ada@example.com', password: '', displayName: 'Ada' } });
    const { user } = renderLogin(google, '/login?next=%2Fgames');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Now at /games')).toBeTruthy();
  });

  it.each(['https%3A%2F%2Fevil.example%2Fsettings', '%2F%2Fevil.example', '%2F%5Cevil.example', 'javascript%3Aalert(1)', '%2Flogin'])(
    'never follows a next that is not a page of Grove (next=%s): the usual landing instead',
    async (next) => {
      const { user } = renderLogin(memoryClient(), `/login?next=${next}`);
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
      expect(await screen.findByText('Now at /chat/ada')).toBeTruthy();
    },
  );

  it('signs in with Google, or says the window was closed', async () => {
    const closed = renderLogin();
    await closed.user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The Google window was closed before you signed in.');
    cleanup();

    const google = authClientMemoryCreate({ googleAccount: { uid: 'ada', email: 'ada@example.com', password: '', displayName: 'Ada' } });
    const { user } = renderLogin(google);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Now at /chat/ada')).toBeTruthy();
  });

  it('opens the reset form in place, with the email carried over, and confirms the link was sent', async () => {
    const client = memoryClient();
    const { user } = renderLogin(client);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const heading = screen.getByRole('heading', { name: 'Reset your password' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Check your email for a link to reset your password.');
    expect(client.resetEmails).toEqual(['ada@example.com']);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Forgot password?' }));
  });

  it('checks the reset email and shows SPEC §8’s fallback when sending fails', async () => {
    const client = memoryClient();
    const { user } = renderLogin(client);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    client.failNext('sendPasswordReset', {});
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send reset password email');
  });
});
