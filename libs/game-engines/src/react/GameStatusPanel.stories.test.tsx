import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './GameStatusPanel.stories';

const { AlphabetChain, TwentyQuestionsWon, TwentyQuestionsLost, StoryEnd } = composeStories(stories);

function items(): string[] {
  const panel = screen.getByRole('region', { name: 'Game status' });
  return within(panel)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
}

describe('GameStatusPanel previews show what they describe', () => {
  afterEach(cleanup);

  it('AlphabetChain shows the letter and whose turn it is, and no end yet', () => {
    render(<AlphabetChain />);
    expect(items()).toEqual(['Letter: D', 'Turn: Yours', 'Words played: 3']);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('TwentyQuestionsWon announces the win', () => {
    render(<TwentyQuestionsWon />);
    expect(items()).toEqual(['Questions left: 12', 'Status: You won!']);
    expect(screen.getByRole('status').textContent).toBe('You guessed it: it was giraffe! Well done!');
  });

  it('TwentyQuestionsLost reveals the answer', () => {
    render(<TwentyQuestionsLost />);
    expect(screen.getByRole('status').textContent).toBe('Game over: the answer was kettle. Press New game to play again.');
  });

  it('StoryEnd shows chapter 5 of 5 and the end', () => {
    render(<StoryEnd />);
    expect(items()).toEqual(['Chapter: 5 of 5']);
    expect(screen.getByRole('status').textContent).toBe('The end! Press New game for a new story.');
  });
});
