import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminAnalyticsSchema, type AdminAnalytics } from '@grove/api-contract';
import { familyApiServerUse, type FamilySeed, type SignedInFamily } from '../../testing/familyApiServer.test-helper';
import { renderPage } from '../../testing/renderPage.test-helper';
import { AdminAnalyticsPage } from './AdminAnalyticsPage';
import { AdminTokenMonitorPage } from './AdminTokenMonitorPage';
import { AdminTokenUsagePage } from './AdminTokenUsagePage';
import { AdminTrialUsagePage } from './AdminTrialUsagePage';

// The real API on loopback: the token monitor, analytics, token usage and trial usage are part B's.
const api = familyApiServerUse();

// The file's tests share one API: each family has a name of its own.
let families = 0;
function familySeed(): FamilySeed {
  families += 1;
  return { displayName: `Maya Lind ${families}`, parentPin: '2468', children: [{ displayName: 'Pip', age: 6, pin: '3333' }] };
}
const INES: FamilySeed = { displayName: 'Inés Ortega', parentPin: null, admin: true };

function renderAt(admin: SignedInFamily, path: string) {
  return renderPage(admin, {
    path,
    routes: {
      '/admin/token-monitor': <AdminTokenMonitorPage />,
      '/admin/analytics': <AdminAnalyticsPage />,
      '/admin/token-usage-tracker': <AdminTokenUsagePage />,
      '/admin/trial-usage': <AdminTrialUsagePage />,
    },
  });
}

/** A family that chatted today: Maya twice, Pip once. */
async function chattyFamily(): Promise<SignedInFamily> {
  const family = await api.signedIn(familySeed());
  await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'What could I cook tonight with leeks and potatoes?' });
  await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'And something sweet for after, please?' });
  await family.apiCall('POST', '/api/chat', { userId: family.uid, message: 'Why is the sky blue?' }, { asChild: family.childId('Pip') });
  return family;
}

describe('the insight screens on the real API', () => {
  it('/admin/token-monitor: the accounts and the reconciliation, every balance matching its ledger', async () => {
    await chattyFamily();
    const ines = await api.signedIn(INES);
    renderAt(ines, '/admin/token-monitor');
    expect(await screen.findByText(/^Every balance matches its ledger\./)).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'Balances' });
    expect(within(within(figures).getByText('Out of balance').parentElement as HTMLElement).getByText('0')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ledger by kind' })).toBeTruthy();
  });

  it('/admin/analytics: today’s messages by band, counts only', async () => {
    const ines = await api.signedIn(INES);
    // Today's messages per band (adults, 4–8, 9–15, trial) as the API counts them.
    const todayOf = (analytics: AdminAnalytics) =>
      (['adult', '4-8', '9-15', 'trial'] as const).map((band) => analytics.messagesPerDay.filter((row) => row.day === analytics.range.to && row.band === band).reduce((sum, row) => sum + row.messages, 0));
    const before = todayOf(AdminAnalyticsSchema.parse(await ines.apiCall('GET', '/api/admin/analytics')));
    await chattyFamily();
    const after = todayOf(AdminAnalyticsSchema.parse(await ines.apiCall('GET', '/api/admin/analytics')));
    // Maya's two messages and Pip's one.
    expect(after.map((count, index) => count - before[index])).toEqual([2, 1, 0, 0]);

    const user = renderAt(ines, '/admin/analytics');
    const messages = await screen.findByRole('region', { name: 'Messages' });
    await user.click(within(messages).getByRole('button', { name: 'Table' }));
    const table = within(messages).getByRole('table', { name: 'Messages per day' });
    const today = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(today).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(after.map(String));
    expect(document.body.textContent).not.toContain('leeks');
  });

  it('/admin/token-usage-tracker: the family among the top accounts, and its day by day', async () => {
    await chattyFamily();
    const name = `Maya Lind ${families}`;
    const ines = await api.signedIn(INES);
    const user = renderAt(ines, '/admin/token-usage-tracker');
    const top = await screen.findByRole('table', { name: 'Top accounts' });
    await user.click(within(top).getByRole('button', { name: `Day by day: ${name}` }));
    expect(await screen.findByRole('heading', { name: `${name}: day by day` })).toBeTruthy();
    const profiles = await screen.findByRole('table', { name: 'Usage by profile' });
    expect(within(profiles).getAllByRole('rowheader').map((cell) => cell.textContent).sort()).toEqual([name, 'Pip'].sort());
  });

  it('/admin/trial-usage: a trial turn shows as one record, its device hashed and its IP a prefix', async () => {
    const ines = await api.signedIn(INES);
    // An anonymous visitor's trial turn, as the trial chat sends it (no sign-in, a device id).
    const trial = await fetch(`${ines.apiBaseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-id': 'trial-device-web-test-1' },
      body: JSON.stringify({ userId: 'trial_user', message: 'Can you tell me a riddle?' }),
    });
    expect(trial.status).toBe(200);
    renderAt(ines, '/admin/trial-usage');
    const records = await screen.findByRole('table', { name: 'Trial records' });
    const [row] = within(records).getAllByRole('rowheader');
    expect(row.textContent).toMatch(/^[0-9a-f]{12}$/);
    expect(within(row.closest('tr') as HTMLElement).getByText('127.0.0.0/24')).toBeTruthy();
    expect(document.body.textContent).not.toContain('trial-device-web-test-1');
  });
});
