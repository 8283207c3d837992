import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActiveProfile } from '@grove/session-family';
import { AppProviders } from '../../app/providers';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed } from '../../testing/familyApiServer.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import { ProfilesPage } from './ProfilesPage';

// The real API on loopback: the child's week is scored and stripped of its words by the server.
const api = familyApiServerUse();

const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [{ displayName: 'Leo', age: 12, avatar: '🐢', pin: '2222' }],
};


function Shown() {
  const location = useLocation();
  return <h1>{`Page ${location.pathname}${location.search}`}</h1>;
}

async function renderProfiles(profile: ActiveProfile, flags = featureFlagsFromEnv(undefined)) {
  const family = await api.signedIn(FAMILY);
  const leo = family.childId('Leo');
  for (const message of ['I could not sleep, the maths test was on my mind.', 'Slept really badly again.', 'Hardly slept at all last night.']) {
    await family.apiCall('POST', '/api/symbolic/extract-emotional-metrics', { user_id: leo, user_message: message }, { asChild: leo });
  }
  render(
    <AppProviders store={family.store} flags={flags}>
      <WithProfile profile={profile}>
        <MemoryRouter initialEntries={['/profiles']}>
          <Routes>
            <Route path="/profiles" element={<ProfilesPage />} />
            <Route path="*" element={<Shown />} />
          </Routes>
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
  return { user: userEvent.setup(), leo };
}

describe("ProfilesPage: the children's weeks (issue 17)", () => {
  it('shows the parent a 12-year-old’s week at a glance, without the words, and links to the full radar', async () => {
    const { user, leo } = await renderProfiles({ type: 'parent' });
    const section = await screen.findByRole('region', { name: "Your children's weeks" });
    await user.click(within(section).getByRole('button', { name: 'This week for Leo' }));
    const week = await within(section).findByRole('region', { name: "Leo's week" });
    const sleep = await within(week).findByText('Sleep');
    expect(sleep.closest('li')?.textContent).toMatch(/Hard this week \(\d+\)/);
    expect(section.textContent).not.toMatch(/maths test/);
    await user.click(within(section).getByRole('link', { name: "Open Leo's weekly radar" }));
    expect(await screen.findByRole('heading', { name: `Page /wellness?profile=${leo}` })).toBeTruthy();
  });

  it('is not offered while metrics collection is off', async () => {
    await renderProfiles({ type: 'parent' }, featureFlagsFromEnv('metricsCollection=off'));
    // The children are loaded (their memories section is there), and their weeks are not offered.
    expect(await screen.findByRole('region', { name: "Your children's memories" })).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Your children's weeks" })).toBeNull();
  });
});
