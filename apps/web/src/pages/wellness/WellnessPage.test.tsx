import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RadarChartSchema } from '@grove/api-contract';
import { RADAR_CHECKED_IN_TEXT, RADAR_PARENT_TREND_TEXT } from '@grove/radar/react';
import type { ActiveProfile } from '@grove/session-family';
import { authSignedOut } from '../../app/authSlice';
import { AppProviders } from '../../app/providers';
import { screensOffered } from '../../app/screens';
import { WELLNESS_SESSIONS } from '@grove/wonder';
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


/** Shows the address the page is at, so a test sees where Back and the tabs lead. */
function Address() {
  const location = useLocation();
  return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
}

function address(): string {
  return screen.getByTestId('address').textContent ?? '';
}

function titlesOf(band: string): string[] {
  return WELLNESS_SESSIONS.filter((session) => session.band === band).map((session) => session.title);
}

function cardTitles(): string[] {
  return screen.getAllByRole('article', { name: (name) => titlesOf('4-8').concat(titlesOf('9-15'), titlesOf('adult')).includes(name) }).map((card) => within(card).getByRole('heading').textContent ?? '');
}

function renderWellness(family: SignedInFamily, profile: ActiveProfile | null, path = '/wellness', flags = featureFlagsFromEnv(undefined)) {
  render(
    <AppProviders store={family.store} flags={flags}>
      <WithProfile profile={profile}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/wellness" element={<WellnessPage />} />
          </Routes>
          <Address />
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

/** Shows a second screen in the same test. */
function cleanupAndRender(again: () => void): void {
  cleanup();
  again();
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

  it('offers a visitor the sessions of every age group with tabs, Adults first, kept in the address', async () => {
    const family = await api.signedIn(SOLO);
    family.store.dispatch(authSignedOut());
    const user = renderWellness(family, null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Guided sessions' })).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Adults');
    expect(cardTitles()).toEqual(titlesOf('adult'));
    await user.click(screen.getByRole('tab', { name: 'Ages 9–15' }));
    expect(cardTitles()).toEqual(titlesOf('9-15'));
    expect(address()).toBe('/wellness?band=9-15');
    // The radar's explanation stays for the visitor.
    expect(screen.getByRole('heading', { level: 2, name: 'Your weekly radar' })).toBeTruthy();
    expect(family.requests).toEqual([]);
  });

  it('lets a visitor do a session: open, start, stop, and land back on its card with the same tab', async () => {
    const family = await api.signedIn(SOLO);
    family.store.dispatch(authSignedOut());
    const user = renderWellness(family, null, '/wellness?band=4-8');
    const session = WELLNESS_SESSIONS.find((candidate) => candidate.id === 'box-breathing-4-8');
    if (!session) throw new Error('no session');
    await user.click(await screen.findByRole('link', { name: `Start ${session.title}` }));
    expect(address()).toBe('/wellness?session=box-breathing-4-8');
    const title = screen.getByRole('heading', { level: 1, name: session.title });
    expect(document.activeElement).toBe(title);
    expect(document.title).toBe(`Grove — ${session.title}`);
    expect(screen.getByText(session.intro)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // The first step, on screen and said once to a screen reader.
    expect(within(screen.getByRole('region', { name: session.title })).getAllByText(session.steps[0]?.text ?? '')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(session.steps[0]?.text);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(address()).toBe('/wellness?band=4-8'));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Ages 4–8');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: `Start ${session.title}` }));
  });

  it('opens a session from a link, and Back to sessions shows the list of its age group', async () => {
    const family = await api.signedIn(SOLO);
    family.store.dispatch(authSignedOut());
    const user = renderWellness(family, null, '/wellness?session=wind-down-9-15');
    expect(await screen.findByRole('heading', { level: 1, name: 'Switching off for the night' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to sessions' }));
    expect(address()).toBe('/wellness?band=9-15');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Ages 9–15');
  });

  it('says so when a session does not exist', async () => {
    const family = await api.signedIn(SOLO);
    family.store.dispatch(authSignedOut());
    renderWellness(family, null, '/wellness?session=no-such-thing');
    expect(await screen.findByText('That session is not here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sessions' }).getAttribute('href')).toBe('/wellness');
  });

  it('suggests the wind-down to an adult whose sleep was low this week, and starts it', async () => {
    const family = await api.signedIn(SOLO);
    for (const message of ["I couldn't sleep last night.", 'Barely slept again, awake until 3am.', 'Another night of terrible sleep.']) {
      await family.apiCall('POST', '/api/symbolic/extract-emotional-metrics', { user_id: family.uid, user_message: message });
    }
    const user = renderWellness(family, { type: 'solo' });
    const card = await screen.findByRole('region', { name: 'For your week' });
    expect(within(card).getByText('Sleep was low this week: try the wind-down.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(cardTitles()).toEqual(titlesOf('adult'));
    await user.click(within(card).getByRole('link', { name: /^Start the suggested session/ }));
    expect(address()).toBe('/wellness?session=wind-down-adult');
    expect(screen.getByRole('heading', { level: 1, name: 'Evening wind-down' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to sessions' }));
    await waitFor(() => expect(address()).toBe('/wellness'));
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeTruthy();
  });

  it('suggests nothing in a week without readings', async () => {
    const family = await api.signedIn(SOLO);
    renderWellness(family, { type: 'solo' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your weekly radar' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Guided sessions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'For your week' })).toBeNull();
  });

  it('shows a child only their own band, in simple words, and no other age group’s session', async () => {
    const family = await api.signedIn(FAMILY);
    const pip = family.childId('Pip');
    renderWellness(family, { type: 'child', childId: pip });
    expect(await screen.findByRole('heading', { level: 2, name: 'Calm breaks' })).toBeTruthy();
    expect(cardTitles()).toEqual(titlesOf('4-8'));
    expect(screen.queryByRole('tablist')).toBeNull();
    cleanupAndRender(() => renderWellness(family, { type: 'child', childId: pip }, '/wellness?session=4-7-8-adult'));
    expect(await screen.findByText('This session is for another age group.')).toBeTruthy();
  });

  it('shows a 12-year-old the 9–15 sessions', async () => {
    const family = await api.signedIn(FAMILY);
    renderWellness(family, { type: 'child', childId: family.childId('Leo') });
    await screen.findByRole('heading', { level: 2, name: 'Guided sessions' });
    expect(cardTitles()).toEqual(titlesOf('9-15'));
  });
});
