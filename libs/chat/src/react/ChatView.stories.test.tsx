import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@grove/api-contract';
import { CHAT_BREAK_REMINDER_TEXT } from '../index';
import * as chatStories from './ChatView.stories';
import * as listStories from './ConversationList.stories';
import { CHAT_QUEUED_TEXT, CHAT_STOPPED_TEXT, CHAT_THINKING_TEXT, CHAT_TRY_AGAIN_TEXT } from './ChatView';
import { chatMarkdownLoad } from './ChatMarkdown';

const { Empty, Streaming, Thinking, ErrorWithRetry, OfflineQueued, GChild, WithAnimalGuide, Stopped, QuietTime, BreakReminder } = composeStories(chatStories);
const lists = composeStories(listStories);

function log() {
  return screen.getByRole('log', { name: 'Messages' });
}

describe('ChatView previews show what they describe', () => {
  // The previews are read as a reader sees them once the markdown renderer (a chunk of its own) is in;
  // ChatMarkdown.test.tsx covers the moment before.
  beforeAll(async () => {
    expect(await chatMarkdownLoad()).toBe(true);
  });
  afterEach(cleanup);

  it('Empty invites a first message and keeps Send off until something is typed', async () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { name: 'Chat with Grove' })).toBeTruthy();
    expect(within(log()).getByText(/Say hello to your mentor/)).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Message'), 'hi');
    expect(send.disabled).toBe(false);
  });

  it('Streaming shows the partial reply and Stop', () => {
    render(<Streaming />);
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain('Their acorns');
    expect(within(log()).getByText('oak trees').tagName).toBe('STRONG');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
  });

  it('Thinking shows the thinking indicator', () => {
    render(<Thinking />);
    expect(within(log()).getByRole('status').textContent).toContain(CHAT_THINKING_TEXT);
  });

  it('ErrorWithRetry keeps the message with the reason and Retry', () => {
    render(<ErrorWithRetry />);
    expect(within(log()).getByLabelText('You said').textContent).toContain('What should I cook tonight?');
    expect(within(log()).getByRole('alert').textContent).toBe(MESSAGES.mentorUnavailable);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('OfflineQueued shows the queued mark and SPEC §8 offline reply at 0 tokens', () => {
    render(<OfflineQueued />);
    expect(within(log()).getByLabelText('You said').textContent).toContain(CHAT_QUEUED_TEXT);
    expect(within(log()).getByLabelText('Mentor said').textContent).toBe(`${MESSAGES.offlineMode}\n0 tokens`);
  });

  it("GChild shows the child's chat with a gentle reply", () => {
    render(<GChild />);
    expect(screen.getByRole('heading', { name: "Mia's chat" })).toBeTruthy();
    const reply = within(log()).getByLabelText('Mentor said');
    expect(reply.getAttribute('data-tone')).toBe('gentle');
    expect(reply.textContent).toContain('What color was it?');
  });

  it("WithAnimalGuide shows the guide beside the mentor's reply only, and starts the composer with the handed-over words unsent", () => {
    const { container } = render(<WithAnimalGuide />);
    const reply = screen.getByRole('article', { name: 'Mentor said' });
    expect(reply.querySelector('.chat-message__avatar')?.textContent).toBe('🦊');
    expect(screen.getByRole('article', { name: 'You said' }).querySelector('.chat-message__avatar')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('What would you do if you were the fox in the story?');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
    expect(container.querySelectorAll('.chat-message')).toHaveLength(2);
  });

  it('Stopped marks the reply stopped', () => {
    render(<Stopped />);
    expect(within(log()).getByLabelText('Mentor said').textContent).toContain(CHAT_STOPPED_TEXT);
  });

  it('QuietTime keeps the message and says the quiet-time words as a status, not an alarm', () => {
    render(<QuietTime />);
    const mine = within(log()).getByLabelText('You said');
    expect(mine.textContent).toContain('Can you help me with my volcano project?');
    expect(within(mine).getByRole('status').textContent).toBe("It's quiet time now. Grove will be back at 07:00.");
    expect(within(mine).queryByRole('alert')).toBeNull();
    expect(within(mine).getByRole('button', { name: CHAT_TRY_AGAIN_TEXT })).toBeTruthy();
  });

  it('BreakReminder shows the kind reminder with a way to put it away', () => {
    render(<BreakReminder />);
    const reminder = screen.getByText(CHAT_BREAK_REMINDER_TEXT).closest('[role="status"]');
    expect(reminder).not.toBeNull();
    expect(within(reminder as HTMLElement).getByRole('button', { name: 'Got it' })).toBeTruthy();
  });
});

describe('ConversationList previews show what they describe', () => {
  afterEach(cleanup);

  it('WithConversations lists them, marks the open one, and names the one to delete', async () => {
    render(<lists.WithConversations />);
    expect(screen.getByRole('button', { name: 'Oak trees' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'New conversation' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Dinner ideas' }));
    expect(screen.getByRole('dialog', { name: 'Delete “Dinner ideas”?' })).toBeTruthy();
  });

  it('Empty and Loading say so', () => {
    render(<lists.Empty />);
    expect(screen.getByText(/No conversations yet/)).toBeTruthy();
    cleanup();
    render(<lists.Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading conversations…');
  });
});
