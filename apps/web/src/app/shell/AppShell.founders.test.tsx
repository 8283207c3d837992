import { render, screen, within } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActiveProfile } from '@grove/session-family';
import { useSession } from '@grove/session-family/react';
import { AuthProvider } from '../auth/AuthProvider';
import { authSignedOut } from '../authSlice';
import { AppProviders } from '../providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { AppShell } from './AppShell';

// The real API on loopback (the shell asks it for the service status).
const api = familyApiServerUse();

const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Pip', age: 6, pin: '3333' }] };

function WithProfile({ profile, children }: { profile: ActiveProfile | null; children: ReactNode }) {
  const { session, start } = useSession();
  useLayoutEffect(() => {
    if (profile) start(profile);
  }, [profile, start]);
  return profile === null || session !== null ? children : null;
}

function renderShell(family: SignedInFamily, profile: ActiveProfile | null) {
  const router = createMemoryRouter([{ element: <AppShell />, children: [{ path: '*', element: <p>A page</p> }] }], { initialEntries: ['/'] });
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <AuthProvider controller={family.authController('a long password')}>
        <WithProfile profile={profile}>
          <RouterProvider router={router} />
        </WithProfile>
      </AuthProvider>
    </AppProviders>,
  );
}

describe('AppShell (issue 19): the way to referrals and to the founders club', () => {
  it('gives a parent "Refer a friend" in the menu and the founders club in the footer', async () => {
    const family = await api.signedIn(FAMILY);
    renderShell(family, { type: 'parent' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Refer a friend' }).getAttribute('href')).toBe('/refer');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Founders club' }).getAttribute('href')).toBe('/founders');
  });

  it('offers a child profile no "Refer a friend"', async () => {
    const family = await api.signedIn(FAMILY);
    renderShell(family, { type: 'child', childId: family.childId('Pip') });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Refer a friend' })).toBeNull();
  });

  it('offers a visitor without a trial neither (SPEC §2: /founders is a trial route)', async () => {
    const family = await api.signedIn(FAMILY);
    family.store.dispatch(authSignedOut());
    renderShell(family, null);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Refer a friend' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Founders club' })).toBeNull();
  });
});
