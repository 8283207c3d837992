import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_USAGE_FAILED } from './AdminTokenUsage';
import * as stories from './AdminTokenUsage.stories';
import { adminStoryBackend } from './adminStoryBackend.fixture';

const usage = composeStories(stories);

afterEach(cleanup);

describe('AdminTokenUsage previews', () => {
  it('Busy groups the tokens by day, then by model or kind on request', async () => {
    const user = userEvent.setup();
    render(<usage.Busy />);
    expect(await screen.findByRole('table', { name: 'Tokens by day' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'By kind' }));
    const byKind = await screen.findByRole('table', { name: 'Tokens by kind' });
    expect(within(byKind).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Chat', 'Games', 'Guided themes', 'Trial']);
    expect(within(byKind).getByRole('rowheader', { name: 'Chat' }).closest('tr')?.textContent).toBe('Chat70,100,00072.7 %49,000,00021,100,00033,900');
    expect(new URLSearchParams(adminStoryBackend().requests.at(-1)?.search).get('groupBy')).toBe('kind');
    expect(screen.getByRole('button', { name: 'By kind' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens one account’s usage day by day from its row, and gives focus back on Close', async () => {
    const user = userEvent.setup();
    render(<usage.Busy />);
    const top = await screen.findByRole('table', { name: 'Top accounts' });
    const opener = within(top).getByRole('button', { name: 'Day by day: Maya Lind' });
    await user.click(opener);
    const heading = await screen.findByRole('heading', { name: 'Maya Lind: day by day' });
    expect(document.activeElement).toBe(heading);
    const profiles = await screen.findByRole('table', { name: 'Usage by profile' });
    expect(within(profiles).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Maya', 'Leo', 'Pip']);
    expect(within(profiles).getByText('Child, ages 9–15')).toBeTruthy();
    expect(adminStoryBackend().requests.some((request) => request.path === '/api/admin/token-usage/accounts/u-maya')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Day by day: Maya Lind' })));
    expect(screen.queryByRole('heading', { name: 'Maya Lind: day by day' })).toBeNull();
  });

  it('Empty says no tokens were used', async () => {
    render(<usage.Empty />);
    expect((await screen.findAllByText('No tokens used in these dates.')).length).toBeGreaterThan(0);
    expect(screen.getByText('No account used tokens in these dates.')).toBeTruthy();
  });

  it('Loading and LoadError say so in words', async () => {
    render(<usage.Loading />);
    expect(screen.getByText('Loading the token usage...')).toBeTruthy();
    cleanup();
    render(<usage.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_TOKEN_USAGE_FAILED);
  });
});
