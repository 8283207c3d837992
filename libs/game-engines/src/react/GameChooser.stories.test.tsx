import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameCatalogFor } from '../index';
import * as stories from './GameChooser.stories';

const { ForEveryone, AgesNineUp, Adults } = composeStories(stories);

/** What a screen reader reads after a button's name: the texts its aria-describedby points to. */
function description(button: HTMLElement): string {
  return (button.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The card titles, each of which must name exactly one button. */
function cards(mode: 'G' | 'PG' | 'FULL'): string[] {
  return gameCatalogFor(mode).map((game) => screen.getByRole('button', { name: game.title }).textContent ?? '');
}

describe('GameChooser previews show what they describe', () => {
  afterEach(cleanup);

  it('ForEveryone groups the G games and leaves prompt detective out', () => {
    render(<ForEveryone />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Word games', 'Stories', 'Learn and explore']);
    const words = screen.getByRole('region', { name: 'Word games' });
    expect(within(words).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Opposites' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prompt detective' })).toBeNull();
    expect(cards('G')).toHaveLength(screen.getAllByRole('button').length);
    expect(screen.getByRole('button', { name: 'Riddles' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(description(screen.getByRole('button', { name: 'Riddles' }))).toContain('Rated G: for everyone');
  });

  it('AgesNineUp adds prompt detective with its PG badge', () => {
    render(<AgesNineUp />);
    const detective = screen.getByRole('button', { name: 'Prompt detective' });
    expect(description(detective)).toContain('Rated PG: ages 9 and up');
    expect(screen.queryByRole('button', { name: 'Prompt detective: at work' })).toBeNull();
  });

  it('Adults offers every game, and choosing one hands it over', async () => {
    const onChoose = vi.fn();
    render(<Adults onChoose={onChoose} />);
    expect(cards('FULL')).toHaveLength(screen.getAllByRole('button').length);
    await userEvent.click(screen.getByRole('button', { name: 'Prompt detective: at work' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ type: 'prompt-detective', variant: 'professional', rating: 'FULL' }));
  });
});
