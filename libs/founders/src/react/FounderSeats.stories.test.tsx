import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './FounderSeats.stories';
import { FOUNDERS_SEATS_FAILED } from './foundersDisplay';
import { foundersStoryBackend } from './foundersStoryBackend.fixture';
import { FOUNDER_SEATS_EMPTY } from './FounderSeatsWall';

const seats = composeStories(stories);

function seatNumbers(): string[] {
  return within(screen.getByRole('list', { name: 'Founder seats' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.grove-founders-wall__number')?.textContent ?? '');
}

afterEach(cleanup);

describe('FounderSeats previews', () => {
  it('Wall numbers the seats in the order of joining, with their day and no names, and marks the viewer’s', async () => {
    render(<seats.Wall />);
    expect(await screen.findByText('14 seats taken.')).toBeTruthy();
    expect(seatNumbers()).toEqual(Array.from({ length: 14 }, (_, index) => `No. ${index + 1}`));
    const mine = screen.getByText('Your seat').closest('li') as HTMLElement;
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByText('No. 12')).toBeTruthy();
    expect(within(mine).getByText('6 Mar 2026')).toBeTruthy();
  });

  it('WallForVisitor marks no seat', async () => {
    render(<seats.WallForVisitor />);
    await screen.findByText('14 seats taken.');
    expect(screen.queryByText('Your seat')).toBeNull();
  });

  it('WallOfMany says how many in all when the server lists only the latest', async () => {
    render(<seats.WallOfMany />);
    expect(await screen.findByText('240 seats taken. The latest 100 are shown.')).toBeTruthy();
    expect(seatNumbers()[0]).toBe('No. 141');
    expect(seatNumbers().at(-1)).toBe('No. 240');
  });

  it('WallEmpty invites the first founder', async () => {
    render(<seats.WallEmpty />);
    expect(await screen.findByText(FOUNDER_SEATS_EMPTY)).toBeTruthy();
  });

  it('WallLoading says the seats are loading', () => {
    render(<seats.WallLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading the seats…');
  });

  it('WallError shows what failed and the server’s reason; Try again loads them', async () => {
    const user = userEvent.setup();
    render(<seats.WallError />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(FOUNDERS_SEATS_FAILED)).toBeTruthy();
    expect(within(alert).getByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();
    foundersStoryBackend().heal();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('14 seats taken.')).toBeTruthy();
  });

  it('Badge says the seat and since when; the mark is decoration', () => {
    render(<seats.Badge />);
    expect(screen.getByText('Founder · Seat No. 12')).toBeTruthy();
    expect(screen.getByText('Since 6 Mar 2026')).toBeTruthy();
    expect(screen.getByText('❦').getAttribute('aria-hidden')).toBe('true');
  });

  it('BadgeLarge writes a four-digit seat with a separator', () => {
    render(<seats.BadgeLarge />);
    expect(screen.getByText('Founder · Seat No. 1,234')).toBeTruthy();
  });
});
