import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@grove/api-contract';
import * as panelStories from './RadarPanels.stories';
import * as viewStories from './RadarView.stories';
import { RADAR_CHECKED_IN_TEXT } from './RadarCheckIn';
import { RADAR_PARENT_TREND_TEXT, RADAR_SYNTHETIC_TEXT } from './RadarView';
import { radarStoryBackend } from './radarStoryBackend.fixture';

const view = composeStories(viewStories);
const panels = composeStories(panelStories);

function sent(method: string, path: string) {
  return radarStoryBackend().requests.filter((request) => request.method === method && request.path === path);
}

function rowOf(table: HTMLElement, area: string): string[] {
  const row = within(table).getByRole('rowheader', { name: area }).closest('tr');
  if (!row) throw new Error(`no row ${area}`);
  return within(row as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent ?? '');
}

describe('RadarView previews', () => {
  afterEach(cleanup);

  it('AdultWeek shows the week as a table with the same numbers: a reading, last week, the trend, and "Not enough yet" below three mentions', async () => {
    const user = userEvent.setup();
    render(<view.AdultWeek />);
    expect(await screen.findByText('Week of 23 November 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chart' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'The week in numbers (out of 100)' });
    // SPEC's fixed axis order.
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Doing what feels right',
      'Being yourself',
      'Learning and perspective',
      'Moving',
      'Sleep',
      'Focus',
      'Energy',
      'How you see yourself',
      'Understanding your feelings',
    ]);
    expect(rowOf(table, 'Sleep')).toEqual(['20', '55', 'Hard this week · Down on last week']);
    expect(rowOf(table, 'Energy')).toEqual(['80', '60', 'Going well · Up on last week']);
    // One mention of moving: its 0.63 is not shown as a reading.
    expect(rowOf(table, 'Moving')).toEqual(['Not enough yet', 'Not enough yet', '—']);
  });

  it('AdultWeek shows the evidence behind sleep and keeps the person’s own answer beside the reading', async () => {
    const user = userEvent.setup();
    render(<view.AdultWeek />);
    const sleep = (await screen.findByText('3 messages about sleep this week')).closest('details') as HTMLElement;
    await user.click(within(sleep).getByText('Sleep'));
    const evidence = within(sleep).getByRole('list', { name: 'Evidence for Sleep' });
    expect(within(evidence).getAllByRole('listitem')).toHaveLength(3);
    expect(within(evidence).getAllByText('Lowers it')).toHaveLength(3);
    // The scorer's phrase is normalised ("could not sleep"); the person's own words are marked.
    expect([...evidence.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(["couldn't sleep", 'Barely slept', 'terrible sleep']);

    await user.click(within(sleep).getByRole('button', { name: "This doesn't feel right" }));
    await user.click(within(sleep).getByRole('button', { name: 'Better than this' }));
    expect(await within(sleep).findByText(/You said: Better than this\./)).toBeTruthy();
    expect(sent('POST', '/api/symbolic-override').map((request) => request.body)).toEqual([{ user_id: 'adult-1', week_start: '2026-11-23', axis: 'sleep', value: 0.75 }]);
    await user.click(within(sleep).getByRole('button', { name: 'Take my answer back' }));
    await waitFor(() => expect(within(sleep).queryByText(/You said:/)).toBeNull());
    expect(sent('POST', '/api/symbolic-override')[1].body).toMatchObject({ axis: 'sleep', value: null });

    await user.click(within(sleep).getByRole('button', { name: 'No' }));
    expect(await within(sleep).findByText('Thanks — noted.')).toBeTruthy();
    expect(sent('POST', '/api/insight-feedback')[0].body).toEqual({ user_id: 'adult-1', insight: 'axis:sleep', helpful: false });
  });

  it('AdultWeek keeps the answer on screen when the correction cannot be saved', async () => {
    const user = userEvent.setup();
    render(<view.AdultWeek />);
    const energy = (await screen.findByText('3 messages about energy this week')).closest('details') as HTMLElement;
    await user.click(within(energy).getByText('Energy'));
    await user.click(within(energy).getByRole('button', { name: "This doesn't feel right" }));
    radarStoryBackend().failNext('POST', /symbolic-override$/, 'network');
    await user.click(within(energy).getByRole('button', { name: 'Harder than this' }));
    expect((await within(energy).findByRole('alert')).textContent).toMatch(/could not be reached|could not be saved/);
    // The choices stay open to try again.
    expect(within(energy).getByRole('button', { name: 'Harder than this' })).toBeTruthy();
  });

  it('AdultWeek takes a topic off the week and puts it back', async () => {
    const user = userEvent.setup();
    render(<view.AdultWeek />);
    await user.click(await screen.findByRole('button', { name: 'Take “work” off this week' }));
    await user.click(await screen.findByRole('button', { name: 'Put back “work”' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take “work” off this week' })).toBeTruthy());
    expect(sent('POST', '/api/symbolic-override').map((request) => request.body)).toEqual([
      { user_id: 'adult-1', week_start: '2026-11-23', tag: 'work', removed: true },
      { user_id: 'adult-1', week_start: '2026-11-23', tag: 'work', removed: false },
    ]);
  });

  it('AdultWeek goes back a week and returns to this one', async () => {
    const user = userEvent.setup();
    render(<view.AdultWeek />);
    expect(await screen.findByText('Week of 23 November 2026')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next week' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Week of 16 November 2026')).toBeTruthy();
    expect(await screen.findByText(RADAR_SYNTHETIC_TEXT)).toBeTruthy();
    expect(sent('GET', '/api/metrics/radar-chart').at(-1)?.search).toBe('?user_id=adult-1&week_start=2026-11-16');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Week of 23 November 2026')).toBeTruthy();
  });

  it('EmptyWeek says there is nothing to read yet and shows no reading', async () => {
    render(<view.EmptyWeek />);
    expect(await screen.findByText(RADAR_SYNTHETIC_TEXT)).toBeTruthy();
  });

  it('TableOnly (chart display off) shows the table and no chart switch', async () => {
    render(<view.TableOnly />);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chart' })).toBeNull();
  });

  it('YoungChild speaks simply', async () => {
    const user = userEvent.setup();
    render(<view.YoungChild />);
    expect(await screen.findByText('You talked about sleep 3 times this week')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(rowOf(screen.getByRole('table'), 'Feeling good about me')).toEqual(['Not enough yet', 'Not enough yet', '—']);
    expect(rowOf(screen.getByRole('table'), 'Sleep')[2]).toBe('Hard · Harder than last week');
  });

  it('ParentOfTeen shows the trend and counts, no evidence and no correcting', async () => {
    render(<view.ParentOfTeen />);
    expect(await screen.findByText(RADAR_PARENT_TREND_TEXT)).toBeTruthy();
    expect(screen.getByText('3 messages about sleep this week')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Evidence for Sleep' })).toBeNull();
    expect(screen.queryByRole('button', { name: "This doesn't feel right" })).toBeNull();
    expect(screen.queryByText('What came up this week')).toBeNull();
  });

  it('LoadError shows SPEC §8’s message, and Try again loads the week', async () => {
    const user = userEvent.setup();
    render(<view.LoadError />);
    expect(within(await screen.findByRole('alert')).getByText(MESSAGES.radarChartFailed)).toBeTruthy();
    radarStoryBackend().heal();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 messages about sleep this week')).toBeTruthy();
  });
});

describe('Radar panels previews', () => {
  afterEach(cleanup);

  it('CheckIn asks for a mood first, then sends the mood and the words, and keeps the words on a failure', async () => {
    const user = userEvent.setup();
    render(<panels.CheckIn />);
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pick how you feel first.');
    await user.click(screen.getByRole('radio', { name: /Low/ }));
    await user.type(screen.getByLabelText(/Anything about today/), 'Slept badly again.');
    radarStoryBackend().failNext('POST', /extract-emotional-metrics$/, 'network');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be reached|still here/);
    expect((screen.getByLabelText(/Anything about today/) as HTMLTextAreaElement).value).toBe('Slept badly again.');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(RADAR_CHECKED_IN_TEXT)).toBeTruthy();
    expect(sent('POST', '/api/symbolic/extract-emotional-metrics').at(-1)?.body).toEqual({ user_id: 'adult-1', user_message: 'Today I feel low. Slept badly again.', source: 'checkin' });
    expect((screen.getByLabelText(/Anything about today/) as HTMLTextAreaElement).value).toBe('');
  });

  it('Metrics shows the five metrics; MetricsError says SPEC §8’s "Could not load symbolic metrics"', async () => {
    render(<panels.Metrics />);
    expect(await screen.findByText('Growing and learning')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Growing and learning' }).getAttribute('value')).toBe('70');
    cleanup();
    render(<panels.MetricsError />);
    expect(within(await screen.findByRole('alert')).getByText(MESSAGES.symbolicMetricsFailed)).toBeTruthy();
  });

  it('ParentTrend lists the areas talked about with the way each went', async () => {
    render(<panels.ParentTrend />);
    const sleep = (await screen.findByText('Sleep')).closest('li') as HTMLElement;
    expect(sleep.textContent).toContain('Hard this week (20)');
    expect(sleep.textContent).toContain('down on last week');
    const moving = screen.getByText('Moving and sport').closest('li') as HTMLElement;
    expect(moving.textContent).toContain('Not enough yet');
  });
});

describe('RadarView: the chart is drawn as its place comes near the screen', () => {
  afterEach(() => {
    cleanup();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('keeps the chart’s place until the place is near, then draws the chart', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; margin: string | undefined; observed: Element[] }> = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private readonly record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, margin: options?.rootMargin, observed: [] };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.observed = [];
      }
    };
    render(<view.AdultWeek />);
    expect(await screen.findByText('Week of 23 November 2026')).toBeTruthy();
    expect(screen.getByText('Loading the chart…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
    const watching = observers.find((observer) => observer.observed.length > 0);
    expect(watching?.margin).toBe('400px');
    act(() => watching?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    // The chart's own legend (jsdom has no layout for nivo's drawing itself).
    expect(await screen.findByRole('list', { name: 'Legend' })).toBeTruthy();
    expect(screen.queryByText('Loading the chart…')).toBeNull();
  });
});
