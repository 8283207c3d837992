import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_RECONCILED_TEXT, ADMIN_TOKEN_MONITOR_FAILED } from './AdminTokenMonitor';
import * as stories from './AdminTokenMonitor.stories';
import { adminStoryBackend } from './adminStoryBackend.fixture';

const monitor = composeStories(stories);

afterEach(cleanup);

describe('AdminTokenMonitor previews', () => {
  it('Busy lists the account whose balance does not match its ledger, with both figures and the difference', async () => {
    render(<monitor.Busy />);
    const table = await screen.findByRole('table', { name: 'Accounts out of balance' });
    const ava = within(table).getByRole('rowheader', { name: /Ava Patel/ }).closest('tr') as HTMLElement;
    expect(within(ava).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent)).toEqual(['38,750', '-11,250', '+50,000', '311']);
    const figures = screen.getByRole('region', { name: 'Balances' });
    const out = within(figures).getByText('Out of balance').parentElement as HTMLElement;
    expect(within(out).getByText('1')).toBeTruthy();
    expect(within(out).getByText('of 1,284 accounts checked')).toBeTruthy();
  });

  it('Busy lists the accounts near their daily limit and the low ones', async () => {
    render(<monitor.Busy />);
    const near = await screen.findByRole('table', { name: 'Near their daily limit' });
    expect(within(near).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Rowan Halerowan@example.com', 'Maya Lindmaya@example.com']);
    expect(within(near).getByText('97.7 %')).toBeTruthy();
    const low = screen.getByRole('table', { name: 'Low balance' });
    expect(within(low).getByText('1,200')).toBeTruthy();
  });

  it('Busy shows purchases and credits by kind', async () => {
    render(<monitor.Busy />);
    const byKind = await screen.findByRole('table', { name: 'Ledger by kind' });
    expect(within(byKind).getByRole('rowheader', { name: 'Referral rewards' }).closest('tr')?.textContent).toBe('Referral rewards24+2,400,000');
    const purchases = screen.getByRole('table', { name: 'Purchases' });
    expect(within(purchases).getByText('£144.71')).toBeTruthy();
  });

  it('checks the reconciliation again on request', async () => {
    const user = userEvent.setup();
    render(<monitor.Busy />);
    await screen.findByRole('table', { name: 'Accounts out of balance' });
    const before = adminStoryBackend().requests.filter((request) => request.path === '/api/admin/token-monitor').length;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(adminStoryBackend().requests.filter((request) => request.path === '/api/admin/token-monitor').length).toBe(before + 1));
  });

  it('Empty says every balance matches and nobody is near a limit', async () => {
    render(<monitor.Empty />);
    expect((await screen.findByText(new RegExp(ADMIN_RECONCILED_TEXT))).textContent).toBe(`${ADMIN_RECONCILED_TEXT} (3 accounts checked.)`);
    expect(screen.getByText('No account is near its daily limit today.')).toBeTruthy();
    expect(screen.getByText('No account is low.')).toBeTruthy();
    expect(screen.getAllByText('Nothing moved through the ledger in these dates.')).toHaveLength(2);
  });

  it('Loading and LoadError say so in words', async () => {
    render(<monitor.Loading />);
    expect(screen.getByText('Loading the token monitor...')).toBeTruthy();
    cleanup();
    render(<monitor.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_TOKEN_MONITOR_FAILED);
  });
});
