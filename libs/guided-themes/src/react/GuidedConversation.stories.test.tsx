import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './GuidedConversation.stories';

const { NotStarted, HikingUnderway, FailedReply, Streaming, Playable } = composeStories(stories);

function log(): HTMLElement {
  return screen.getByRole('log', { name: 'Conversation' });
}

function panel(): HTMLElement {
  return screen.getByRole('complementary', { name: 'Your progress' });
}

describe('GuidedConversation previews show what they describe', () => {
  afterEach(cleanup);

  it('NotStarted shows the theme, its line, what to say first and zero progress', () => {
    render(<NotStarted />);
    expect(screen.getByRole('heading', { level: 1, name: 'Story time' })).toBeTruthy();
    expect(screen.getByText('Make up a story together, one idea at a time.')).toBeTruthy();
    expect(within(log()).queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByLabelText('Your message').getAttribute('aria-describedby')).toBe(screen.getByText(/Say who the story is about/).id);
    expect(within(panel()).getByText('Progress: 0')).toBeTruthy();
    expect(within(panel()).queryByRole('list', { name: 'Topics covered' })).toBeNull();
    // Stories ask for no preference, so there are no choices to show.
    expect(within(panel()).queryByRole('heading', { name: 'Your choices' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });

  it('HikingUnderway shows the builtin guide’s reply, the choices in words and the topics', () => {
    render(<HikingUnderway />);
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain('scenic trails');
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain('the Denver area');
    const choices = within(panel()).getByRole('list', { name: 'Your choices' });
    expect(within(choices).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hike: moderate', 'Where: Something scenic, I live in the Denver area']);
    expect(within(panel()).getByText('Progress: 1')).toBeTruthy();
    const topics = within(within(panel()).getByRole('list', { name: 'Topics covered' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(topics).toContain('trail');
    expect(new Set(topics).size).toBe(topics.length);
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
  });

  it('FailedReply keeps the message with the reason and Retry', () => {
    render(<FailedReply />);
    expect(within(log()).getByLabelText('You said').textContent).toBe('I would like to be by the ocean');
    expect(within(log()).getByRole('alert').textContent).toContain('press Retry when you are back online');
    expect(within(log()).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(panel()).getByText('Place: lakeside')).toBeTruthy();
  });

  it('Streaming shows the reply so far, and Stop instead of Send', () => {
    render(<Streaming />);
    expect(within(log()).getByLabelText('Mentor said').textContent).toBe('Let us sit by the calm');
    expect(within(log()).getByLabelText('Mentor said').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('Playable guides a hike with the builtin mentor', async () => {
    const user = userEvent.setup();
    render(<Playable />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hiking' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your message'), 'An easy nature walk please, I live in the city{Enter}');
    await waitFor(() => expect(within(log()).getByLabelText('Mentor said').getAttribute('aria-busy')).toBe('false'));
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain('easy hike');
    expect(within(panel()).getByText('Hike: easy')).toBeTruthy();
    expect(within(panel()).getByText('Progress: 1')).toBeTruthy();
  });
});
