import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RECENT_USERS_STORAGE_KEY, sessionIdentityRead } from '@grove/session-family/react';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { AppProviders } from '../../app/providers';
import type { FamilyApiFakeSeed } from '../profiles/familyApiFake';
import { familyTestServerUse, sha256Hex } from '../profiles/familyTestServer.test-helper';
import ChildLoginPageDefault, { ChildLoginPage } from './ChildLoginPage';

const family = familyTestServerUse();
const sha256 = sha256Hex;

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
  const { store } = family.signedIn(seed);
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
