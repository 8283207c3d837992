import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthProvider';
import { authLoading, authSignedIn, authSignedOut } from '../authSlice';
import { AppProviders } from '../providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { AppShell } from './AppShell';

// The real API on loopback (the footer asks it for the service status).
const api = familyApiServerUse();

function renderShell(family: SignedInFamily) {
  const router = createMemoryRouter([{ element: <AppShell />, children: [{ path: '*', element: <p>A page</p> }] }], { initialEntries: ['/'] });
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      <AuthProvider controller={family.authController('a long password')}>
        <RouterProvider router={router} />
      </AuthProvider>
    </AppProviders>,
  );
}

// Issue 22: what arrives late fills a place held for it from the first paint, so nothing on screen moves
// (layout shifts cost the phones' Lighthouse score and made clicks land beside their target).
describe('AppShell: places held for late content', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('holds the account button’s place, unseen and unannounced, while sign-in settles; Sign out then takes it', async () => {
    const sam = await api.signedIn({ displayName: 'Sam', parentPin: null });
    const user = sam.store.getState().auth.user;
    if (user === null) throw new Error('the test family has no user');
    sam.store.dispatch(authLoading());
    renderShell(sam);
    const header = screen.getByRole('banner');
    const held = within(header).getByTestId('account-pending');
    expect(held.getAttribute('aria-hidden')).toBe('true');
    expect(held.classList.contains('grove-button')).toBe(true);
    expect(within(header).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Sign in' })).toBeNull();

    act(() => {
      sam.store.dispatch(authSignedIn(user));
    });
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(header).queryByTestId('account-pending')).toBeNull();
  });

  it('gives a visitor Sign in with no held place', async () => {
    const sam = await api.signedIn({ displayName: 'Sam', parentPin: null });
    sam.store.dispatch(authSignedOut());
    renderShell(sam);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(header).queryByTestId('account-pending')).toBeNull();
  });

  it('opens a page at the top, not where an earlier page load in this tab was left', async () => {
    // React Router keys every page load's first entry 'default'; a position saved under it by another
    // page must not move this one after its first paint.
    window.sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ default: 640 }));
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const sam = await api.signedIn({ displayName: 'Sam', parentPin: null });
    renderShell(sam);
    await screen.findByText('A page');
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    expect(scrolled).not.toHaveBeenCalledWith(0, 640);
  });

  it('has the footer’s mind line from the first paint, filled once the API answers', async () => {
    const sam = await api.signedIn({ displayName: 'Sam', parentPin: null });
    renderShell(sam);
    const footer = screen.getByRole('contentinfo');
    const status = within(footer).getByRole('status');
    // Before the answer: both lines are there, the mind's empty.
    expect(status.textContent).toBe('Checking service…');
    const lines = footer.querySelectorAll('p');
    const mindLine = footer.querySelector('.service-mind');
    expect(mindLine).not.toBeNull();
    expect(mindLine?.textContent).toBe('\u00a0');
    await within(footer).findByText("Mind: Grove's own");
    expect(within(footer).getByRole('status').textContent).toMatch(/^Service online · v/);
    // The answer filled the lines in place: none was added.
    expect(footer.querySelectorAll('p')).toHaveLength(lines.length);
  });
});
