import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORACLE_CARDS, ORACLE_THEME_LABELS, ORACLE_THEMES, type OracleCard } from '../index';
import * as stories from './OracleDeck.stories';
import { ORACLE_EMPTY_TEXT, ORACLE_REFLECTION_NOTE } from './OracleDeck';

const deck = composeStories(stories);

/** A random source that always answers the same number: with the recent cards skipped, draws still differ. */
function always(value: number): () => number {
  return () => value;
}

function shownCard(): HTMLElement {
  return screen.getByRole('article');
}

function shownTitle(): string {
  return within(shownCard()).getByRole('heading', { level: 2 }).textContent ?? '';
}

function cardTitled(title: string): OracleCard {
  const found = ORACLE_CARDS.find((card) => card.title === title);
  if (!found) throw new Error(`No card titled ${title}`);
  return found;
}

afterEach(cleanup);

describe('OracleDeck previews', () => {
  it('Adult says plainly that the cards are prompts for reflection, never predictions or fortune-telling', () => {
    render(<deck.Adult />);
    expect(screen.getByText(ORACLE_REFLECTION_NOTE.FULL)).toBeTruthy();
    expect(ORACLE_REFLECTION_NOTE.FULL).toMatch(/prompts for reflection, not predictions/);
    expect(ORACLE_REFLECTION_NOTE.FULL).toMatch(/Nothing here is fortune-telling/);
    expect(ORACLE_REFLECTION_NOTE.PG).toMatch(/never predict anything, and they are not fortune-telling/);
    expect(ORACLE_REFLECTION_NOTE.G).toMatch(/do not tell the future/);
    expect(screen.getByText(ORACLE_EMPTY_TEXT.FULL)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('Adult draws a card of its own mode: theme, title, thought and question, announced politely', async () => {
    const user = userEvent.setup();
    render(<deck.Adult random={always(0)} />);
    await user.click(screen.getByRole('button', { name: 'Draw a card' }));
    const card = cardTitled(shownTitle());
    expect(card.mode).toBe('FULL');
    const article = shownCard();
    expect(within(article).getByText(card.thought)).toBeTruthy();
    expect(within(article).getByText(card.question)).toBeTruthy();
    expect(within(article).getByText(ORACLE_THEME_LABELS[card.theme])).toBeTruthy();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`Card drawn: ${card.title}. ${card.thought} ${card.question}`);
    // The same button draws again, so the keyboard stays where it was.
    expect(screen.getByRole('button', { name: 'Draw another' })).toBe(document.activeElement);
  });

  it('offers the themes as a real radio group (arrows move the choice) and draws only the chosen theme', async () => {
    const user = userEvent.setup();
    render(<deck.Adult random={always(0.5)} />);
    const themes = screen.getByRole('group', { name: 'Choose a theme' });
    const radios = within(themes).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['any', ...ORACLE_THEMES]);
    expect((within(themes).getByRole('radio', { name: 'Any theme' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(themes).getByRole('radio', { name: 'Courage' }));
    await user.keyboard('{ArrowRight}');
    const friendship = within(themes).getByRole('radio', { name: 'Friendship' }) as HTMLInputElement;
    expect(friendship.checked).toBe(true);
    expect(document.activeElement).toBe(friendship);
    for (let draw = 0; draw < 6; draw += 1) {
      await user.click(screen.getByRole('button', { name: /^Draw (a card|another)$/ }));
      expect(cardTitled(shownTitle())).toMatchObject({ mode: 'FULL', theme: 'friendship' });
    }
  });

  it('Draw another never brings the card on the table straight back, and skips recent cards while others are left', async () => {
    const user = userEvent.setup();
    render(<deck.Adult random={always(0)} />);
    await user.click(within(screen.getByRole('group', { name: 'Choose a theme' })).getByRole('radio', { name: 'Patience' }));
    await user.click(screen.getByRole('button', { name: 'Draw a card' }));
    const titles = [shownTitle()];
    for (let draw = 0; draw < 15; draw += 1) {
      await user.click(screen.getByRole('button', { name: 'Draw another' }));
      titles.push(shownTitle());
    }
    // A theme has 8 cards in a mode: all 8 come round before any comes back…
    const theme = ORACLE_CARDS.filter((card) => card.mode === 'FULL' && card.theme === 'patience');
    expect(new Set(titles.slice(0, theme.length)).size).toBe(theme.length);
    // …and after that any 5 draws in a row are 5 different cards (the latest 4 are skipped).
    for (let from = 0; from + 5 <= titles.length; from += 1) expect(new Set(titles.slice(from, from + 5)).size).toBe(5);
  });

  it('AdultCardDrawn hands the card to Write about this and Talk about this', async () => {
    const user = userEvent.setup();
    const onWrite = vi.fn();
    const onTalk = vi.fn();
    render(<deck.AdultCardDrawn onWrite={onWrite} onTalk={onTalk} />);
    const card = ORACLE_CARDS.find((candidate) => candidate.id === 'full-courage-1');
    expect(shownTitle()).toBe(card?.title);
    await user.click(within(shownCard()).getByRole('button', { name: 'Write about this' }));
    expect(onWrite).toHaveBeenCalledWith(card);
    await user.click(within(shownCard()).getByRole('button', { name: 'Talk about this' }));
    expect(onTalk).toHaveBeenCalledWith(card);
  });

  it('CardsOnly has no journal or chat buttons when the page offers neither', () => {
    render(<deck.CardsOnly />);
    expect(within(shownCard()).queryByRole('button')).toBeNull();
  });

  it('YoungChild speaks simply and draws the G cards', async () => {
    const user = userEvent.setup();
    render(<deck.YoungChild random={always(0.9)} />);
    expect(screen.getByText(ORACLE_REFLECTION_NOTE.G)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pick a theme' })).toBeTruthy();
    expect(within(shownCard()).getByText('A question for you')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Draw another' }));
    expect(cardTitled(shownTitle()).mode).toBe('G');
    expect(screen.getByRole('status').textContent).toMatch(/^Your card: /);
  });

  it('Teen draws the PG cards, and offers no age choice to a signed-in profile', async () => {
    const user = userEvent.setup();
    render(<deck.Teen random={always(0.3)} />);
    expect(screen.queryByRole('group', { name: 'Cards for' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Draw another' }));
    expect(cardTitled(shownTitle()).mode).toBe('PG');
  });

  it('Visitor chooses whose cards to draw, Adults first; another age group puts the card away', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    render(<deck.Visitor random={always(0.2)} onModeChange={onModeChange} />);
    const ages = screen.getByRole('group', { name: 'Cards for' });
    expect(within(ages).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Ages 4–8', 'Ages 9–15', 'Adults']);
    expect((within(ages).getByRole('radio', { name: 'Adults' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Draw a card' }));
    expect(cardTitled(shownTitle()).mode).toBe('FULL');
    await user.click(within(ages).getByRole('radio', { name: 'Ages 4–8' }));
    expect(onModeChange).toHaveBeenCalledWith('G');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText(ORACLE_REFLECTION_NOTE.G)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Draw a card' }));
    expect(cardTitled(shownTitle()).mode).toBe('G');
  });
});
