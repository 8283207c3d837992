import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import type { User } from '@grove/api-contract';
import { userSample } from '../../app/auth/userSample';
import { authSignedIn, selectAuthSnapshot } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import ProfilesPage from '../profiles/ProfilesPage';
import OnboardingPageDefault, { OnboardingPage } from './OnboardingPage';

// A real HTTP server on loopback plays the API's PATCH /api/users/{id}; `hold` keeps an answer back.
let server: Server;
let patches: unknown[] = [];
let patchStatus = 200;
let held: Array<() => void> = [];
let hold = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text || '{}') as Partial<User>;
      patches.push(body);
      const answer = (response: ServerResponse) => {
        if (patchStatus !== 200) {
          response.writeHead(patchStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'internal', message: 'Down.' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(userSample({ ...body, onboarding_completed_at: '2026-11-22T04:00:00.000Z' })));
      };
      if (hold) held.push(() => answer(res));
      else answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function WhereAmI() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderOnboarding(user: User = userSample()) {
  const store = makeStore();
  store.dispatch(authSignedIn(user));
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({
    baseUrl: `http://127.0.0.1:${port}`,
    identity: async () => ({ idToken: 'token', activeRole: null, childId: null }),
    events: apiEventChannelCreate(),
  });
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <MemoryRouter initialEntries={['/onboarding']}>
        <Routes>
          <Route path="/onboarding" element={<OnboardingPage />} />
          <Route path="/profiles" element={<ProfilesPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, user: userEvent.setup() };
}

beforeEach(() => {
  patches = [];
  patchStatus = 200;
  held = [];
  hold = false;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OnboardingPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(OnboardingPageDefault).toBe(OnboardingPage);
  });

  it('welcomes the user with their name filled in and the two choices', () => {
    renderOnboarding();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Grove' })).toBeTruthy();
    expect(screen.getByLabelText('What should your mentor call you?')).toHaveProperty('value', 'Ada');
    expect(screen.getByRole('group', { name: 'Who will use Grove?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Just me/ })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: /^My family/ })).toHaveProperty('checked', false);
  });

  it('asks for a choice and a name before saving anything', async () => {
    const { user } = renderOnboarding();
    await user.clear(screen.getByLabelText('What should your mentor call you?'));
    await user.click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText('Choose who will use Grove.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('What should your mentor call you?'));
    await user.type(screen.getByLabelText('What should your mentor call you?'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Just me/ }));
    expect(patches).toEqual([]);
  });

  it('"Just me" sets both onboarding flags and opens the chat', async () => {
    const { user, store } = renderOnboarding();
    await user.click(screen.getByRole('radio', { name: /^Just me/ }));
    await user.click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(await screen.findByText('Now at /chat/u1')).toBeTruthy();
    expect(patches).toEqual([{ onboardingStatus: true, onboarding_completed: true }]);
    expect(selectAuthSnapshot(store.getState())).toMatchObject({ onboardingComplete: true });
    expect(store.getState().auth.user?.onboarding_completed_at).toBe('2026-11-22T04:00:00.000Z');
  });

  it('"My family" saves a new name too and goes to /profiles (SPEC §4), which offers adding the first child', async () => {
    const { user, store } = renderOnboarding();
    await user.click(screen.getByRole('radio', { name: /^My family/ }));
    const name = screen.getByLabelText('What should your mentor call you?');
    await user.clear(name);
    await user.type(name, 'Mum');
    await user.click(screen.getByRole('button', { name: 'Continue to add children' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who is using Grove?' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Add a child profile' }));
    expect(await screen.findByText('Now at /child-accounts')).toBeTruthy();
    expect(patches).toEqual([{ onboardingStatus: true, onboarding_completed: true, displayName: 'Mum' }]);
    expect(store.getState().auth.user?.displayName).toBe('Mum');
  });

  it('flips the local flag at once and disables the button while saving', async () => {
    hold = true;
    const { user, store } = renderOnboarding();
    await user.click(screen.getByRole('radio', { name: /^Just me/ }));
    await user.click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect(selectAuthSnapshot(store.getState())).toMatchObject({ onboardingComplete: true });
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]();
    expect(await screen.findByText('Now at /chat/u1')).toBeTruthy();
  });

  it('on failure reverts the flag, alerts SPEC §4’s message and goes to /', async () => {
    patchStatus = 500;
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, store } = renderOnboarding();
    await user.click(screen.getByRole('radio', { name: /^Just me/ }));
    await user.click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(await screen.findByText('Now at /')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('There was an issue completing onboarding. Please try refreshing the page.');
    expect(selectAuthSnapshot(store.getState())).toMatchObject({ onboardingComplete: false });
  });

  it('preselects "My family" for an account that already has children', () => {
    renderOnboarding(userSample({ children: ['c1'] }));
    expect(screen.getByRole('radio', { name: /^My family/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Continue to add children' })).toBeTruthy();
  });
});
