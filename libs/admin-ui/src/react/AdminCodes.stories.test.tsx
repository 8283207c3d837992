import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_INVITATION_MESSAGES } from '../index';
import { ADMIN_CODES_FAILED, ADMIN_CODE_STATS_FAILED } from './AdminCodes';
import * as stories from './AdminCodes.stories';
import { AdminDownloadContext } from './AdminCsvButton';
import type { AdminDownload } from './adminDownload';
import { adminStoryBackend } from './adminStoryBackend.fixture';

const codes = composeStories(stories);

function renderWithDownloads(story: ReactElement) {
  const download = vi.fn<AdminDownload>();
  render(<AdminDownloadContext.Provider value={download}>{story}</AdminDownloadContext.Provider>);
  return { user: userEvent.setup(), download };
}

function sent(method: string, path: string) {
  return adminStoryBackend().requests.filter((request) => request.method === method && request.path === path);
}

afterEach(cleanup);

describe('AdminCodes previews', () => {
  it('Busy lists every code with its state, uses of its maximum, landings and conversions', async () => {
    renderWithDownloads(<codes.Busy />);
    const table = await screen.findByRole('table', { name: 'Codes' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    const launch = within(table).getByRole('rowheader', { name: 'FQ8ZN-3HTWY-K2MRD' }).closest('tr') as HTMLElement;
    expect(within(launch).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Founders invitation',
      'Live',
      'Launch evening, Leeds library',
      '23 of 40',
      '61',
      '9',
      '1–40',
      '31 Dec 2026',
      '20 Nov 2026',
      'Revoke',
    ]);
    const maya = within(table).getByRole('rowheader', { name: 'K7M3Q-PX9TB-4HWZR' }).closest('tr') as HTMLElement;
    expect(within(maya).getByText('Referral code')).toBeTruthy();
    expect(within(maya).getByText('Maya')).toBeTruthy();
    // Only live codes can be revoked.
    expect(within(table).getAllByRole('button', { name: /^Revoke / })).toHaveLength(2);
  });

  it('Busy shows the club in figures and the flagged abuse events in words', async () => {
    renderWithDownloads(<codes.Busy />);
    const figures = await screen.findByRole('region', { name: 'The club in figures' });
    const converted = (await within(figures).findByText('Converted')).parentElement as HTMLElement;
    expect(within(converted).getByText('38')).toBeTruthy();
    expect(within(converted).getByText('50.7 % of those who joined')).toBeTruthy();
    const flaggedFigure = within(figures).getByText('Flagged events').parentElement as HTMLElement;
    expect(within(flaggedFigure).getByText('3')).toBeTruthy();
    const flagged = screen.getByRole('table', { name: 'Flagged abuse events' });
    expect(within(flagged).getByText('Same device as the referrer')).toBeTruthy();
    expect(within(flagged).getByText('Made-up or altered conversion proof')).toBeTruthy();
  });

  it('sorts the codes by a column, largest first on the first click, and says so', async () => {
    const { user } = renderWithDownloads(<codes.Busy />);
    const table = await screen.findByRole('table', { name: 'Codes' });
    await user.click(within(table).getByRole('button', { name: /Converted/ }));
    expect(within(table).getByRole('columnheader', { name: /Converted/ }).getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'E7XPD-22RWT-M4QNV',
      'FQ8ZN-3HTWY-K2MRD',
      'U5ZDX-8KTQW-3NPRB',
      'K7M3Q-PX9TB-4HWZR',
      'V9RKT-6WQPX-2ZHMD',
    ]);
    await user.keyboard('{Enter}');
    expect(within(table).getByRole('columnheader', { name: /Converted/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('downloads the codes as CSV in the order shown, without the actions column', async () => {
    const { user, download } = renderWithDownloads(<codes.Busy />);
    await screen.findByRole('table', { name: 'Codes' });
    await user.click(screen.getByRole('button', { name: 'Download CSV: Codes' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, text] = download.mock.calls[0];
    expect(fileName).toBe('grove-codes.csv');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Code,Kind,State,For,Joined,Landings,Converted,Seats,Last day,Made');
    expect(lines[1]).toBe('FQ8ZN-3HTWY-K2MRD,Founders invitation,Live,"Launch evening, Leeds library",23,61,9,1–40,2026-12-31T23:59:59.999Z,2026-11-20T18:30:00.000Z');
    expect(lines).toHaveLength(6);
    expect(screen.getByText('Saved grove-codes.csv')).toBeTruthy();
  });

  it('shows one kind of code, asking the server for that kind', async () => {
    const { user } = renderWithDownloads(<codes.Busy />);
    await screen.findByRole('table', { name: 'Codes' });
    await user.selectOptions(screen.getByLabelText('Show'), 'Referral codes');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Codes' })).getAllByRole('rowheader')).toHaveLength(2));
    expect(sent('GET', '/api/founders-club/admin/invitations').at(-1)?.search).toBe('?kind=referral&limit=50&offset=0');
  });

  it('makes a founders invitation with a note, uses, a last day and a seat block, and shows its code', async () => {
    const { user } = renderWithDownloads(<codes.Busy />);
    await screen.findByRole('table', { name: 'Codes' });
    await user.type(screen.getByLabelText('Note'), 'Book club');
    await user.clear(screen.getByLabelText('How many people can join with it'));
    await user.type(screen.getByLabelText('How many people can join with it'), '12');
    await user.type(screen.getByLabelText('Last day it works'), '2026-12-24');
    await user.type(screen.getByLabelText('First seat'), '101');
    await user.type(screen.getByLabelText('Last seat'), '112');
    await user.click(screen.getByRole('button', { name: 'Make the invitation' }));
    expect(await screen.findByText('R4VXB-9CJ2N-HM7PT', { selector: '.grove-admin-made strong' })).toBeTruthy();
    expect(sent('POST', '/api/founders-club/admin/create-invitation')[0].body).toEqual({
      note: 'Book club',
      maxUses: 12,
      expiresAt: '2026-12-24T23:59:59.999Z',
      seatFrom: 101,
      seatTo: 112,
    });
    expect(screen.getByText('https://grove.example/refer/R4VXB-9CJ2N-HM7PT')).toBeTruthy();
    // The list refetches and the new code leads it; the form is ready for the next one.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Codes' })).getAllByRole('rowheader')[0].textContent).toBe('R4VXB-9CJ2N-HM7PT'));
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('');
  });

  it('says every problem beside its field and sends nothing', async () => {
    const { user } = renderWithDownloads(<codes.Busy />);
    await screen.findByRole('table', { name: 'Codes' });
    await user.clear(screen.getByLabelText('How many people can join with it'));
    await user.type(screen.getByLabelText('First seat'), '50');
    await user.click(screen.getByRole('button', { name: 'Make the invitation' }));
    expect(screen.getByLabelText('How many people can join with it').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(ADMIN_INVITATION_MESSAGES.maxUses)).toBeTruthy();
    expect(screen.getByText(ADMIN_INVITATION_MESSAGES.seatsTogether)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('How many people can join with it'));
    expect(sent('POST', '/api/founders-club/admin/create-invitation')).toHaveLength(0);
  });

  it('keeps what was typed when the network drops, and sends it again on the next try', async () => {
    const { user } = renderWithDownloads(<codes.Busy />);
    await screen.findByRole('table', { name: 'Codes' });
    await user.type(screen.getByLabelText('Note'), 'Garden club');
    adminStoryBackend().failNext('POST', /create-invitation$/, 'network');
    await user.click(screen.getByRole('button', { name: 'Make the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create the invitation. Please try again.');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Garden club');
    await user.click(screen.getByRole('button', { name: 'Make the invitation' }));
    expect(await screen.findByText('R4VXB-9CJ2N-HM7PT', { selector: '.grove-admin-made strong' })).toBeTruthy();
  });

  it('revokes a code only after a confirmation; Escape keeps it and gives focus back', async () => {
    const { user } = renderWithDownloads(<codes.Busy />);
    const table = await screen.findByRole('table', { name: 'Codes' });
    const revoke = within(table).getByRole('button', { name: 'Revoke FQ8ZN-3HTWY-K2MRD' });
    await user.click(revoke);
    const dialog = screen.getByRole('dialog', { name: 'Revoke FQ8ZN-3HTWY-K2MRD?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the code' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(revoke);
    expect(sent('POST', '/api/founders-club/admin/invitations/inv-7/revoke')).toHaveLength(0);

    await user.click(revoke);
    await user.click(screen.getByRole('button', { name: 'Revoke the code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(screen.getByRole('table', { name: 'Codes' })).getByRole('rowheader', { name: 'FQ8ZN-3HTWY-K2MRD' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Revoked')).toBeTruthy());
    expect(sent('POST', '/api/founders-club/admin/invitations/inv-7/revoke')).toHaveLength(1);
  });

  it('Empty says there is nothing yet, in words', async () => {
    renderWithDownloads(<codes.Empty />);
    expect(await screen.findByText('No codes yet. Make the first founders invitation above.')).toBeTruthy();
    expect(screen.getByText('Nothing flagged: no referral has tripped an abuse check.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Download CSV/ })).toBeNull();
  });

  it('Loading says so', () => {
    renderWithDownloads(<codes.Loading />);
    expect(screen.getByText('Loading the codes...')).toBeTruthy();
    expect(screen.getByText('Loading the figures...')).toBeTruthy();
  });

  it('LoadError says what failed with the server’s reason, and Try again reads again', async () => {
    const { user } = renderWithDownloads(<codes.LoadError />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.querySelector('p')?.textContent).sort()).toEqual([ADMIN_CODE_STATS_FAILED, ADMIN_CODES_FAILED].sort());
    expect(alerts[0].textContent).toContain('Grove is busy right now. Please try again in a moment.');
    adminStoryBackend().heal();
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) await user.click(button);
    expect(await screen.findByRole('table', { name: 'Codes' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Flagged abuse events' })).toBeTruthy();
  });
});
