import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RECENT_USERS_STORAGE_KEY, sessionIdentityRead } from '@grove/session-family/react';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { AppProviders } from '../../app/providers';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import ChildLoginPageDefault, { ChildLoginPage } from './ChildLoginPage';

// The real API on loopback: the children, content modes and PIN checks below are the server's own.
const api = familyApiServerUse();

const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Mia', age: 6, avatar: '🦊', pin: '1111' },
    { displayName: 'Leo', age: 12, avatar: '🐢', pin: '2222' },
  ],
};

function ChildChat() {
  const { userId, childId } = useParams();
  return <h1>{`Chat of ${userId} with child ${childId}`}</h1>;
}

async function renderPage(seed: FamilySeed = FAMILY): Promise<{ user: ReturnType<typeof userEvent.setup>; family: SignedInFamily }> {
  const family = await api.signedIn(seed);
  const { store } = family;
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
  return { user: userEvent.setup(), family };
}

describe('ChildLoginPage', () => {
  it('is both the default and a named export, so the router can lazy-load it', () => {
    expect(ChildLoginPageDefault).toBe(ChildLoginPage);
  });

  it('lists the children with their content mode, and signs one in with their PIN into their chat', async () => {
    const { user, family } = await renderPage();
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

    const leoId = family.childId('Leo');
    expect(await screen.findByRole('heading', { name: `Chat of ${family.uid} with child ${leoId}` })).toBeTruthy();
    expect(sessionIdentityRead()).toEqual({ activeRole: 'child_user', childId: leoId });
    const recent = JSON.parse(window.localStorage.getItem(RECENT_USERS_STORAGE_KEY) ?? '[]') as Array<{ id: string; displayName: string }>;
    expect(recent).toEqual([expect.objectContaining({ id: leoId, displayName: 'Leo' })]);
  });

  it('closes the PIN dialog with Escape and returns focus to the child chosen', async () => {
    const { user } = await renderPage();
    const mia = await screen.findByRole('button', { name: /^Mia/ });
    await user.click(mia);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(mia);
  });

  it('says so when there are no child profiles yet', async () => {
    await renderPage({ displayName: 'Sam', parentPin: '2468' });
    expect(await screen.findByText(/No child profiles yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Child accounts' }).getAttribute('href')).toBe('/child-accounts');
  });

  it('without a parent PIN asks to set up parental controls first', async () => {
    const { user } = await renderPage({ ...FAMILY, parentPin: null });
    expect(await screen.findByText('Please set up parental controls first')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Mia/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
