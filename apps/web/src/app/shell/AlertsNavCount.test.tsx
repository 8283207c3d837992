import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed } from '../../testing/familyApiServer.test-helper';
import type { AppStore } from '../store';
import AlertsNavCount from './AlertsNavCount';

// The real API on loopback: the count is of the alerts the server made from a child's flagged turn.
const api = familyApiServerUse();

const FAMILY: FamilySeed = { displayName: 'Ada', parentPin: '2468', children: [{ displayName: 'Leo', age: 12, pin: '2222' }] };

describe('AlertsNavCount (issue 18): the parent’s new alerts beside "Profiles"', () => {
  function renderCount(store: AppStore, uid: string) {
    return render(
      <AppProviders store={store} flags={featureFlagsFromEnv(undefined)}>
        <a href="/profiles">
          Profiles
          <AlertsNavCount uid={uid} />
        </a>
      </AppProviders>,
    );
  }

  it('counts the new alerts and says an urgent one in words', async () => {
    const family = await api.signedIn(FAMILY);
    await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'I want to die.' }, { asChild: family.childId('Leo') });
    renderCount(family.store, family.uid);
    expect(await screen.findByRole('link', { name: /^Profiles\s*\(1 new alert, urgent\)$/ })).toBeTruthy();
    const count = document.querySelector('.app-nav__count');
    expect(count?.textContent).toBe('1');
    expect(count?.hasAttribute('data-urgent')).toBe(true);
  });

  it('shows nothing when there is nothing new', async () => {
    const family = await api.signedIn(FAMILY);
    renderCount(family.store, family.uid);
    await screen.findByRole('link');
    // The read has been answered (an empty list): still just "Profiles".
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(family.requests.some((request) => request.path === `/api/users/${family.uid}/alerts`)).toBe(true);
    expect(screen.getByRole('link').textContent).toBe('Profiles');
  });
});
