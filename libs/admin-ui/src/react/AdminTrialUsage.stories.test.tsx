import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TRIAL_USAGE_FAILED } from './AdminTrialUsage';
import * as stories from './AdminTrialUsage.stories';

const trial = composeStories(stories);

afterEach(cleanup);

describe('AdminTrialUsage previews', () => {
  it('Busy shows the exhausted rate and the suspicious cluster', async () => {
    render(<trial.Busy />);
    const figures = await screen.findByRole('region', { name: 'The trial in figures' });
    expect(within(within(figures).getByText('Exhausted').parentElement as HTMLElement).getByText('9 %')).toBeTruthy();
    const clusters = screen.getByRole('table', { name: 'Suspicious clusters' });
    const row = within(clusters).getByRole('rowheader', { name: '203.0.113.0/24' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['25 Nov 2026, 09:00 UTC', '8', '8', '412,000', '3']);
  });

  it('Busy lists records by short device hash and IP prefix, with related devices one click away', async () => {
    const user = userEvent.setup();
    render(<trial.Busy />);
    const records = await screen.findByRole('table', { name: 'Trial records' });
    const first = within(records).getByRole('rowheader', { name: '3f9a1c07be42' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('Yes')).toBeTruthy();
    await user.click(within(first).getByText('7 related devices'));
    expect(within(first).getByText(/same network, same browser fingerprint/)).toBeTruthy();
    expect(within(first).getByText('and 5 more')).toBeTruthy();
  });

  it('Empty says no one used the trial', async () => {
    render(<trial.Empty />);
    expect(await screen.findByText('No one used the trial in these dates.')).toBeTruthy();
    expect(screen.getByText('No clusters in these dates.')).toBeTruthy();
  });

  it('Loading and LoadError say so in words', async () => {
    render(<trial.Loading />);
    expect(screen.getByText('Loading the trial usage...')).toBeTruthy();
    cleanup();
    render(<trial.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_TRIAL_USAGE_FAILED);
  });
});
