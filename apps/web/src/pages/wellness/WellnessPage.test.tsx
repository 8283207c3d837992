import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RadarChartSchema } from '@grove/api-contract';
import { RADAR_CHECKED_IN_TEXT, RADAR_PARENT_TREND_TEXT } from '@grove/radar/react';
import type { ActiveProfile } from '@grove/session-family';
import { authSignedOut } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import { screensOffered } from '../../app/screens';
import { featureFlagsFromEnv } from '../../config/featureFlags';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { WithProfile } from '../../testing/WithProfile.test-helper';
import WellnessPageDefault, { WellnessPage } from './WellnessPage';

// The real API on loopback: the radar's scoring, permissions and privacy are the server's own.
const api = familyApiServerUse();

const SOLO: FamilySeed = { displayName: 'Sam', parentPin: null };
const FAMILY: FamilySeed = {
  displayName: 'Ada',
  parentPin: '2468',
  children: [
    { displayName: 'Leo', age: 12, pin: '2222' },
    { displayName: 'Pip', age: 6, pin: '3333' },
  ],
};


function renderWellness(family: SignedInFamily, profile: ActiveProfile | null, path = '/wellness', flags = featureFlagsFromEnv(undefined)) {
  render(
    <AppProviders store={family.store} flags={flags}>
      <WithProfile profile={profile}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/wellness" element={<WellnessPage />} />
          </Routes>
        </MemoryRouter>
      </WithProfile>
    </AppProviders>,
  );
  return userEvent.setup();
}

function sleepRow(): string[] {
  const row = within(screen.getByRole('table')).getByRole('rowheader', { name: 'Sleep' }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
}

describe('WellnessPage', () => {
  it('is both the default and a named export, and the router offers it', () => {
    expect(WellnessPageDefault).toBe(WellnessPage);
    expect(screensOffered({ symbolicMemory: false }).wellness).toBeTruthy();
  });

  it('lets an adult check in; the third mention of poor sleep makes sleep a reading, with its evidence', async () => {
    const family = await api.signedIn(SOLO);
    for (const message of ["I couldn't sleep last night.", 'Barely slept again, awake until 3am.']) {
      await family.apiCall('POST', '/api/symbolic/extract-emotional-metrics', { user_id: family.uid, user_message: message });
    }
    const user = renderWellness(family, { type: 'solo' }, '/wellness', featureFlagsFromEnv('radarChartDisplay=off'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellness' })).toBeTruthy();
    expect(await screen.findByText('2 messages about sleep this week')).toBeTruthy();
    expect(sleepRow()[0]).toBe('Not enough yet');

    await user.click(screen.getByRole('radio', { name: /Low/ }));
    await user.type(screen.getByLabelText(/Anything about today/), 'Another night of terrible sleep.');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(RADAR_CHECKED_IN_TEXT)).toBeTruthy();
    expect(await screen.findByText('3 messages about sleep this week')).toBeTruthy();
    const week = RadarChartSchema.parse(await family.apiCall('GET', '/api/metrics/radar-chart'));
    expect(week.details.sleep.enough).toBe(true);
    await waitFor(() => expect(sleepRow()[0]).toBe(String(Math.round(week.axes.sleep * 100))));
    expect(week.axes.sleep).toBeLessThan(0.5);
    const sleep = screen.getByText('3 messages about sleep this week').closest('details') as HTMLElement;
    await user.click(within(sleep).getByText('Sleep'));
    expect(within(within(sleep).getByRole('list', { name: 'Evidence for Sleep' })).getAllByText('Lowers it')).toHaveLength(3);
  });

  it('shows a parent a 12-year-old’s week as a trend and counts, without the child’s words', async () => {
    const family = await api.signedIn(FAMILY);
    const leo = family.childId('Leo');
    await family.apiCall('POST', '/api/symbolic/extract-emotional-metrics', { user_id: leo, user_message: 'I could not sleep because of the test tomorrow.' }, { asChild: leo });
    renderWellness(family, { type: 'parent' }, `/wellness?profile=${leo}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Leo's week" })).toBeTruthy();
    expect(await screen.findByText(RADAR_PARENT_TREND_TEXT)).toBeTruthy();
    expect(await screen.findByText('1 message about sleep this week')).toBeTruthy();
    expect(screen.queryByText(/because of the test tomorrow/)).toBeNull();
    expect(screen.queryByRole('button', { name: "This doesn't feel right" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('speaks simply to a six-year-old on their own radar', async () => {
    const family = await api.signedIn(FAMILY);
    const pip = family.childId('Pip');
    renderWellness(family, { type: 'child', childId: pip });
    expect(await screen.findByRole('heading', { level: 2, name: 'How do you feel today?' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your week' })).toBeTruthy();
    expect(await screen.findByText('Feeling good about me')).toBeTruthy();
  });

  it('tells a signed-out visitor what the radar is, and reads nothing of it', async () => {
    const family = await api.signedIn(SOLO);
    family.store.dispatch(authSignedOut());
    renderWellness(family, null);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(family.requests.some((request) => request.path.includes('radar') || request.path.includes('symbolic'))).toBe(false);
  });
});
