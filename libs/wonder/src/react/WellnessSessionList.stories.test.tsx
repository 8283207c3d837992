import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WELLNESS_SESSIONS } from '../index';
import { wellnessSessionMinutes } from '../core/wellnessTimeline';
import * as stories from './WellnessSessionList.stories';
import { WELLNESS_LIST_EMPTY_TEXT } from './WellnessSessionList';

const list = composeStories(stories);

afterEach(cleanup);

function cardTitles(): string[] {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

describe('WellnessSessionList previews', () => {
  it('SignedInAdult shows their six sessions as cards — title, kind, minutes, what it is for, Start — and no age tabs', () => {
    render(<list.SignedInAdult />);
    expect(screen.getByRole('heading', { level: 2, name: 'Guided sessions' })).toBeTruthy();
    expect(screen.getByText(/not medical advice/)).toBeTruthy();
    const adult = WELLNESS_SESSIONS.filter((session) => session.band === 'adult');
    expect(cardTitles()).toEqual(adult.map((session) => session.title));
    const first = adult[0];
    if (!first) throw new Error('no adult session');
    const card = screen.getByRole('article', { name: first.title });
    expect(within(card).getByText(`Box breathing · ${wellnessSessionMinutes(first)} min`)).toBeTruthy();
    expect(within(card).getByText(first.summary)).toBeTruthy();
    expect(within(card).getByRole('link', { name: `Start ${first.title}` }).getAttribute('href')).toBe(`/wellness?session=${first.id}`);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('opens a session in place on a plain click, and leaves a new-tab click to the browser', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<list.SignedInAdult onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: 'Start 5-4-3-2-1 grounding' });
    await user.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'grounding-54321-adult' }));
    fireEvent.click(link, { ctrlKey: true });
    expect(onOpen).toHaveBeenCalledTimes(1);
    link.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('WithSuggestion puts the week’s suggestion first, with why and Start', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<list.WithSuggestion onOpen={onOpen} />);
    const card = screen.getByRole('region', { name: 'For your week' });
    expect(within(card).getByText('Sleep was low this week: try the wind-down.')).toBeTruthy();
    await user.click(within(card).getByRole('link', { name: /^Start the suggested session/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'wind-down-adult' }));
  });

  it('YoungChild speaks simply, with a gentle suggestion', () => {
    render(<list.YoungChild />);
    expect(screen.getByRole('heading', { level: 2, name: 'Calm breaks' })).toBeTruthy();
    const suggestion = screen.getByRole('region', { name: 'Just for you' });
    const because = within(suggestion).getByText(/this week/).textContent ?? '';
    expect(because).toBe('Your feelings felt big and muddled this week. Let’s try a five senses treasure hunt!');
    expect(because).not.toMatch(/low|\d/);
    expect(cardTitles()).toEqual(WELLNESS_SESSIONS.filter((session) => session.band === '4-8').map((session) => session.title));
  });

  it('Visitor picks an age group with tabs, Adults first; clicks and the arrow keys change the cards', async () => {
    const onBandChange = vi.fn();
    const user = userEvent.setup();
    render(<list.Visitor onBandChange={onBandChange} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Age group' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Ages 4–8', 'Ages 9–15', 'Adults']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Adults');
    expect(screen.getByRole('tabpanel', { name: 'Adults' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Ages 4–8' }));
    expect(onBandChange).toHaveBeenLastCalledWith('4-8');
    expect(cardTitles()).toEqual(WELLNESS_SESSIONS.filter((session) => session.band === '4-8').map((session) => session.title));
    // One tab stop; the arrows move and choose.
    expect(screen.getByRole('tab', { name: 'Ages 4–8' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Adults' }).tabIndex).toBe(-1);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Ages 9–15' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Ages 9–15');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Adults');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Ages 4–8');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Adults');
  });

  it('gives focus back to the Start link of the session just left', () => {
    render(<list.SignedInAdult focusSessionId="wind-down-adult" />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Start Evening wind-down' }));
  });

  it('Empty says so in words', () => {
    render(<list.Empty />);
    expect(screen.getByText(WELLNESS_LIST_EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
