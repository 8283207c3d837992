import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_ANALYTICS_FAILED } from './AdminAnalytics';
import * as stories from './AdminAnalytics.stories';

const analytics = composeStories(stories);

afterEach(cleanup);

describe('AdminAnalytics previews', () => {
  it('Busy shows the funnel with each step’s share of the step before, and who may still come back', async () => {
    render(<analytics.Busy />);
    const funnel = await screen.findByRole('list', { name: 'Funnel' });
    expect(within(funnel).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Tried Grove (trial devices)2,140',
      'Signed up388 · 18.1 % of the step before',
      'Finished onboarding301 · 77.6 % of the step before',
      'Came back in the first week164 · 54.5 % of the step before',
    ]);
    expect(screen.getByText('52 who signed up are still in their first week and may yet come back.')).toBeTruthy();
  });

  it('Busy shows retention by signup week, leaving the weeks not yet lived empty', async () => {
    render(<analytics.Busy />);
    const table = await screen.findByRole('table', { name: 'Retention by signup week' });
    const first = within(table).getByRole('rowheader', { name: '26 Oct 2026' }).closest('tr') as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['96', '100 %', '63.5 %', '50 %', '42.7 %', '38.5 %']);
    const last = within(table).getByRole('rowheader', { name: '23 Nov 2026' }).closest('tr') as HTMLElement;
    expect(within(last).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['29', '100 %', '—', '—', '—', '—']);
  });

  it('Busy shows every game and theme, the most played first, and a chart’s figures as a table on request', async () => {
    const user = userEvent.setup();
    render(<analytics.Busy />);
    const games = await screen.findByRole('table', { name: 'Games and guided themes' });
    expect(within(games).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Twenty questions', 'Riddles', 'Grounding meditation', 'Opposites', 'Gardening']);
    await user.click(within(screen.getByRole('group', { name: 'Show Active profiles per day as' })).getByRole('button', { name: 'Table' }));
    const daily = screen.getByRole('table', { name: 'Active profiles per day' });
    expect(within(daily).getAllByRole('rowheader')).toHaveLength(30);
    expect(within(daily).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[↕▲▼]/g, ''))).toEqual(['Day', 'Adults', 'Ages 4–8', 'Ages 9–15']);
  });

  it('Empty says there is nothing in these dates', async () => {
    render(<analytics.Empty />);
    expect(await screen.findAllByText('No profile was active in these dates.')).toHaveLength(2);
    expect(screen.getByText('No one signed up in these dates.')).toBeTruthy();
    expect(screen.getAllByText('No game or guided theme was played in these dates.').length).toBeGreaterThan(0);
  });

  it('Loading and LoadError say so in words', async () => {
    render(<analytics.Loading />);
    expect(screen.getByText('Loading the analytics...')).toBeTruthy();
    cleanup();
    render(<analytics.LoadError />);
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_ANALYTICS_FAILED);
  });
});
