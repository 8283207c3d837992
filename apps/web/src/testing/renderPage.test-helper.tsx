import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ActiveProfile } from '@grove/session-family';
import { AppProviders } from '../app/providers';
import { featureFlagsFromEnv } from '../config/featureFlags';
import type { SignedInFamily } from './familyApiServer.test-helper';
import { WithProfile } from './WithProfile.test-helper';

/** What {@link renderPage} shows: the address, the routes there, and the active profile if any. */
export interface RenderPageOptions {
  /** The address the router starts at. */
  path: string;
  /** The routes the test needs, path → page (add `'*'` to see where a page sends the user). */
  routes: Record<string, ReactElement>;
  /**
   * The profile started before the first render (see WithProfile); `null` signed in with no profile
   * chosen; left out, no session wrapper at all (the admin screens do not use one).
   */
  profile?: ActiveProfile | null;
}

/**
 * Renders pages as the app does for `family`, signed in on the real API of the page tests: the app's
 * providers with the family's store, a memory router at `path`, and the family's identity on the API
 * (`actAs`, so a test may show two accounts' pages in turn). Returns a user-event session.
 */
export function renderPage(family: SignedInFamily, { path, routes, profile }: RenderPageOptions) {
  family.actAs();
  const router = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([routePath, element]) => (
          <Route key={routePath} path={routePath} element={element} />
        ))}
      </Routes>
    </MemoryRouter>
  );
  render(
    <AppProviders store={family.store} flags={featureFlagsFromEnv(undefined)}>
      {profile === undefined ? router : <WithProfile profile={profile}>{router}</WithProfile>}
    </AppProviders>,
  );
  return userEvent.setup();
}
