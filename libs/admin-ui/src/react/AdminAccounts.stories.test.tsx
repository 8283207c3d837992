import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_OWN_MESSAGE } from '@grove/api-contract';
import { ADMIN_ACCOUNTS_FAILED, ADMIN_ROLE_OWN_TEXT } from './AdminAccounts';
import * as stories from './AdminAccounts.stories';
import { adminStoryBackend } from './adminStoryBackend.fixture';

const accounts = composeStories(stories);

function rowOf(name: string): HTMLElement {
  return within(screen.getByRole('table', { name: 'Accounts' })).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

function patches() {
  return adminStoryBackend().requests.filter((request) => request.method === 'PATCH');
}

afterEach(cleanup);

describe('AdminAccounts previews', () => {
  it('Busy lists every account with whether it is an admin; one’s own role cannot be changed here', async () => {
    render(<accounts.Busy />);
    await screen.findByRole('table', { name: 'Accounts' });
    expect(within(rowOf('Maya Lind')).getByText('No')).toBeTruthy();
    expect(within(rowOf('Theo Brandt')).getByText('Admin')).toBeTruthy();
    expect(within(rowOf('Inés Ortega')).getByText(ADMIN_ROLE_OWN_TEXT)).toBeTruthy();
    expect(within(rowOf('Inés Ortega')).queryByRole('button')).toBeNull();
  });

  it('makes an account an admin after a confirmation, and shows it', async () => {
    const user = userEvent.setup();
    render(<accounts.Busy />);
    await screen.findByRole('table', { name: 'Accounts' });
    await user.click(within(rowOf('Maya Lind')).getByRole('button', { name: 'Make admin: Maya Lind' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Maya Lind an admin?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches().map((request) => [request.path, request.body])).toEqual([['/api/users/u-maya', { role: 'admin' }]]);
    await waitFor(() => expect(within(rowOf('Maya Lind')).getByText('Admin')).toBeTruthy());
  });

  it('removes the admin role by sending the account’s own role back', async () => {
    const user = userEvent.setup();
    render(<accounts.Busy />);
    await screen.findByRole('table', { name: 'Accounts' });
    await user.click(within(rowOf('Theo Brandt')).getByRole('button', { name: 'Remove admin from Theo Brandt' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove admin from Theo Brandt?' })).getByRole('button', { name: 'Remove admin' }));
    await waitFor(() => expect(within(rowOf('Theo Brandt')).getByText('No')).toBeTruthy());
    expect(patches()[0].body).toEqual({ role: 'family_member' });
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const user = userEvent.setup();
    render(<accounts.Busy />);
    await screen.findByRole('table', { name: 'Accounts' });
    // A 403 is sent once more after a token refresh (SPEC §8): the refusal stands both times.
    adminStoryBackend().failNext('PATCH', /\/api\/users\//, { status: 403, code: 'forbidden', message: ROLE_OWN_MESSAGE });
    adminStoryBackend().failNext('PATCH', /\/api\/users\//, { status: 403, code: 'forbidden', message: ROLE_OWN_MESSAGE });
    await user.click(within(rowOf('Rowan Hale')).getByRole('button', { name: 'Make admin: Rowan Hale' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(ROLE_OWN_MESSAGE);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(rowOf('Rowan Hale')).getByText('No')).toBeTruthy();
  });

  it('Empty, Loading and LoadError say so in words', async () => {
    render(<accounts.Empty />);
    expect(await screen.findByText('No accounts yet.')).toBeTruthy();
    cleanup();
    render(<accounts.Loading />);
    expect(screen.getByText('Loading the accounts...')).toBeTruthy();
    cleanup();
    render(<accounts.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_ACCOUNTS_FAILED);
  });
});
