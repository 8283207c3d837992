import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ACCESS_EMPTY, ADMIN_ACCESS_FAILED } from './AdminAccessList';
import * as stories from './AdminAccessList.stories';
import { adminStoryBackend } from './adminStoryBackend.fixture';

const access = composeStories(stories);

afterEach(cleanup);

describe('AdminAccessList previews (the family’s side)', () => {
  it('Busy tells the family who read what, when and why — a conversation by its title only', async () => {
    render(<access.Busy />);
    const list = await screen.findByRole('list', { name: 'Admin access to your account' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Inés Ortega read the conversation “A hard week at school” of Leo')).toBeTruthy();
    expect(within(first).getByText('25 Nov 2026, 10:42 UTC')).toBeTruthy();
    expect(within(first).getByText('High safety flag on a 9–15 chat: checking whether the family needs to be contacted.')).toBeTruthy();
    expect(within(second).getByText('A Grove admin read the saved memories of Maya’s own profile')).toBeTruthy();
    expect(adminStoryBackend().requests[0].path).toBe('/api/users/u-maya/admin-access');
  });

  it('Empty says no one has read anything', async () => {
    render(<access.Empty />);
    expect(await screen.findByText(ADMIN_ACCESS_EMPTY)).toBeTruthy();
  });

  it('LoadError says so, and Try again reads it', async () => {
    const user = userEvent.setup();
    render(<access.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_ACCESS_FAILED);
    adminStoryBackend().heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Admin access to your account' })).toBeTruthy();
  });
});
