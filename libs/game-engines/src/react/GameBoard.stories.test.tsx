import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './GameBoard.stories';

const { NotStarted, AlphabetChain, RepeatedWord, FailedReply, Streaming, PromptDetective, Playable } = composeStories(stories);

function log(): HTMLElement {
  return screen.getByRole('log', { name: 'Game messages' });
}

describe('GameBoard previews show what they describe', () => {
  afterEach(cleanup);

  it('NotStarted offers Start and keeps the composer waiting', () => {
    render(<NotStarted />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alphabet chain' })).toBeTruthy();
    expect(within(log()).getByRole('button', { name: 'Start' })).toBeTruthy();
    expect((screen.getByLabelText('Your move') as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByText('Press Start to begin the game.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();
  });

  it('AlphabetChain shows the mentor’s word in bold and asks for a word on B', () => {
    render(<AlphabetChain />);
    expect(within(log()).getByText('apple').tagName).toBe('STRONG');
    expect(screen.getByText('A word that starts with B')).toBeTruthy();
    expect(screen.getByLabelText('Your move').getAttribute('aria-describedby')).toBe(screen.getByText('A word that starts with B').id);
    expect(screen.getByRole('button', { name: 'New game' })).toBeTruthy();
  });

  it('RepeatedWord shows SPEC §5’s message as an alert', () => {
    render(<RepeatedWord />);
    expect(screen.getByRole('alert').textContent).toBe('You already used "hot". Try a different word!');
  });

  it('FailedReply keeps the move with the reason and Retry', () => {
    render(<FailedReply />);
    expect(within(log()).getAllByLabelText('You said').at(-1)?.textContent).toBe('hot');
    expect(within(log()).getByRole('alert').textContent).toContain('press Retry when you are back online');
    expect(within(log()).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('Streaming shows the reply so far without the marker, and Stop', () => {
    render(<Streaming />);
    expect(within(log()).getByLabelText('Mentor said').textContent).toBe('The opposite of hot is cold!');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('PromptDetective offers A, B, C and D', () => {
    render(<PromptDetective />);
    const options = screen.getByRole('group', { name: 'Choose an option' });
    expect(within(options).getAllByRole('button').map((button) => button.textContent)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('Playable plays twenty questions with the builtin mentor', async () => {
    const user = userEvent.setup();
    render(<Playable />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').getAttribute('aria-busy')).toBe('false'));
    await user.type(screen.getByLabelText('Your move'), 'Is it alive?{Enter}');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Game status' })).getByText('19')).toBeTruthy());
    expect(log().textContent).not.toContain('grove-game');
  });
});
