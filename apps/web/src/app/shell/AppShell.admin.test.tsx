import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActiveProfile } from '@grove/session-family';
import { AuthProvider } from '../auth/AuthProvider';
import { AppProviders } from '../providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import { AppShell } from './AppShell';

// The real API on loopback (the shell asks it for the service status).
const api = familyApiServerUse();

function renderShell(family: SignedInFamily, profile: ActiveProfile) {
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

const ADMIN_FAMILY: FamilySeed = { displayName: 'Inés', parentPin: '2468', admin: true, children: [{ displayName: 'Pip', age: 6, pin: '3333' }] };

describe('AppShell (issue 20): the way to the admin area', () => {
  it('gives an admin "Admin" in the menu', async () => {
    const ines = await api.signedIn(ADMIN_FAMILY);
    renderShell(ines, { type: 'parent' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('offers it to nobody else, nor to an admin’s child profile', async () => {
    const sam = await api.signedIn({ displayName: 'Sam', parentPin: null });
    renderShell(sam, { type: 'solo' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('keeps it from an admin’s child profile', async () => {
    const ines = await api.signedIn(ADMIN_FAMILY);
    renderShell(ines, { type: 'child', childId: ines.childId('Pip') });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
  });
});
