import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import { RECENT_USERS_STORAGE_KEY, sessionIdentityRead } from '@grove/session-family/react';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { authSignedIn } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { familyApiFakeCreate, type FamilyApiFake, type FamilyApiFakeSeed } from '../profiles/familyApiFake';
import ChildLoginPageDefault, { ChildLoginPage } from './ChildLoginPage';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

// A real HTTP server on loopback answers with the family fake: the app's fetch, base query, headers
// and PIN digests run for real; only the server behind them is a stand-in.
let server: Server;
let fake: FamilyApiFake;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
      const reply = fake.handle({ method: req.method ?? '', path: (req.url ?? '').split('?')[0] ?? '', headers, body: text ? JSON.parse(text) : undefined });
      if (reply.body === undefined) res.writeHead(reply.status).end();
      else res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(cleanup);

const FAMILY: FamilyApiFakeSeed = {
  uid: 'u1',
  displayName: 'Ada',
  parentPinDigest: sha256('2468'),
  children: [
    { id: 'child-mia', displayName: 'Mia', age: 6, avatar: '🦊', pinDigest: sha256('1111') },
    { id: 'child-leo', displayName: 'Leo', age: 12, avatar: '🐢', pinDigest: sha256('2222') },
  ],
};

function ChildChat() {
  const { userId, childId } = useParams();
  return <h1>{`Chat of ${userId} with child ${childId}`}</h1>;
}

function renderPage(seed: FamilyApiFakeSeed = FAMILY) {
  fake = familyApiFakeCreate(seed);
  const { port } = server.address() as AddressInfo;
  groveApiConfigure({
    baseUrl: `http://127.0.0.1:${port}`,
    identity: async () => ({ idToken: 'token-1', ...sessionIdentityRead() }),
    events: apiEventChannelCreate(),
  });
  const store = makeStore();
  store.dispatch(authSignedIn(fake.user()));
  render(
    <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
      <MemoryRouter initialEntries={['/child-login']}>
        <Routes>
          <Route path="/child-login" element={<ChildLoginPage />} />
          <Route path="/chat/:userId/child/:childId" element={<ChildChat />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

describe('ChildLoginPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(ChildLoginPageDefault).toBe(ChildLoginPage);
  });

  it('lists the children with their content mode, and signs one in with their PIN into their chat', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Child sign-in' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Children' });
    const leo = await within(list).findByRole('button', { name: /^Leo/ });
    expect(within(leo).getByText('PG')).toBeTruthy();
    expect(within(within(list).getByRole('button', { name: /^Mia/ })).getByText('G')).toBeTruthy();

    await user.click(leo);
    const dialog = screen.getByRole('dialog', { name: 'Hi Leo! Enter your PIN' });
    const pin = within(dialog).getByLabelText("Leo's PIN");
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    await user.type(pin, '1111{Enter}');
    expect(await within(dialog).findByText('Wrong PIN. 4 tries left.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Leo's PIN"), '2222');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Chat of u1 with child child-leo' })).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'child_user', childId: 'child-leo' });
    const recent = JSON.parse(window.localStorage.getItem(RECENT_USERS_STORAGE_KEY) ?? '[]') as Array<{ id: string; displayName: string }>;
    expect(recent).toEqual([expect.objectContaining({ id: 'child-leo', displayName: 'Leo' })]);
  });

  it('closes the PIN dialog with Escape and returns focus to the child chosen', async () => {
    const { user } = renderPage();
    const mia = await screen.findByRole('button', { name: /^Mia/ });
    await user.click(mia);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(mia);
  });

  it('says so when there are no child profiles yet', async () => {
    renderPage({ uid: 'u1', displayName: 'Sam', parentPinDigest: sha256('2468') });
    expect(await screen.findByText(/No child profiles yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Child accounts' }).getAttribute('href')).toBe('/child-accounts');
  });

  it('without a parent PIN asks to set up parental controls first', async () => {
    const { user } = renderPage({ ...FAMILY, parentPinDigest: null });
    expect(await screen.findByText('Please set up parental controls first')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Mia/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
