import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_RANGE_BACKWARDS } from '../index';
import { ADMIN_AUDIT_DELETED_TARGET, ADMIN_AUDIT_FAILED } from './AdminAuditLog';
import * as stories from './AdminAuditLog.stories';
import { AdminDownloadContext } from './AdminCsvButton';
import type { AdminDownload } from './adminDownload';
import { adminStoryBackend } from './adminStoryBackend.fixture';

const log = composeStories(stories);

function reads() {
  return adminStoryBackend().requests.filter((request) => request.path === '/api/admin/audit-log');
}

afterEach(cleanup);

describe('AdminAuditLog previews', () => {
  it('Busy lists each action with the admin, the reason and its facts, the last 30 days asked for', async () => {
    render(<log.Busy />);
    const table = await screen.findByRole('table', { name: 'Admin actions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(within(rows[0]).getByText('Break-glass read')).toBeTruthy();
    expect(within(rows[0]).getByText('High safety flag on a 9–15 chat: checking whether the family needs to be contacted.')).toBeTruthy();
    expect(within(rows[3]).getByText('isAdmin: false → true')).toBeTruthy();
    expect(within(rows[5]).getByText('A deleted account')).toBeTruthy();
    // A deleted family's ids are gone from the log; the row stays.
    expect(within(rows[6]).getByText(ADMIN_AUDIT_DELETED_TARGET)).toBeTruthy();
    expect(new URLSearchParams(reads()[0].search).get('from')).toBe('2026-10-27');
    expect(new URLSearchParams(reads()[0].search).get('to')).toBe('2026-11-25');
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by action, asking the server, and says when there is none', async () => {
    const user = userEvent.setup();
    render(<log.Busy />);
    await screen.findByRole('table', { name: 'Admin actions' });
    await user.selectOptions(screen.getByLabelText('Action'), 'Changed a daily limit');
    expect(await screen.findByText('No “Changed a daily limit” in these dates.')).toBeTruthy();
    expect(new URLSearchParams(reads().at(-1)?.search).get('action')).toBe('daily_limit_change');
    // The filter stays where it was, for the next choice.
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('daily_limit_change');
  });

  it('asks for another range: a preset at once, days of one’s own after Apply, a backwards range never', async () => {
    const user = userEvent.setup();
    render(<log.Busy />);
    await screen.findByRole('table', { name: 'Admin actions' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(new URLSearchParams(reads().at(-1)?.search).get('from')).toBe('2026-11-19'));
    expect(screen.getByText('19 Nov 2026 – 25 Nov 2026 · 7 days · last 7 days')).toBeTruthy();

    const sent = reads().length;
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(ADMIN_RANGE_BACKWARDS);
    expect(reads()).toHaveLength(sent);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(new URLSearchParams(reads().at(-1)?.search).get('from')).toBe('2026-11-01'));
    expect(new URLSearchParams(reads().at(-1)?.search).get('to')).toBe('2026-11-25');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the log as CSV named after its dates', async () => {
    const user = userEvent.setup();
    const download = vi.fn<AdminDownload>();
    render(
      <AdminDownloadContext.Provider value={download}>
        <log.Busy />
      </AdminDownloadContext.Provider>,
    );
    await screen.findByRole('table', { name: 'Admin actions' });
    await user.click(screen.getByRole('button', { name: 'Download CSV: Admin actions' }));
    const [fileName, text] = download.mock.calls[0];
    expect(fileName).toBe('grove-audit-log-2026-10-27-to-2026-11-25.csv');
    expect(text.split('\r\n')[0]).toBe('When,Admin,Action,Reason or note,Details,On,Family (account id)');
    expect(text.split('\r\n')[1]).toBe(
      '2026-11-25T10:42:00.000Z,Inés Ortega,Break-glass read,High safety flag on a 9–15 chat: checking whether the family needs to be contacted.,conversationId: conv-leo-19 · messages: 14,Conversation conv-leo-19,u-maya',
    );
  });

  it('Empty, Loading and LoadError say so in words', async () => {
    render(<log.Empty />);
    expect(await screen.findByText('No admin actions in these dates.')).toBeTruthy();
    cleanup();
    render(<log.Loading />);
    expect(screen.getByText('Loading the audit log...')).toBeTruthy();
    cleanup();
    render(<log.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_AUDIT_FAILED);
  });
});
