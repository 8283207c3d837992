import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, quietTimeMessage } from '@grove/api-contract';
import type { ChatEntry } from '../index';
import { ChatBreakReminder } from './ChatBreakReminder';
import { ChatView } from './ChatView';

function entry(id: string, role: ChatEntry['role'], content: string, extra: Partial<ChatEntry> = {}): ChatEntry {
  return { id: role === 'user' ? id : `${id}:reply`, role, content, status: 'done', clientMessageId: id, createdAt: 0, ...extra };
}

const meta = {
  title: 'Chat/ChatView',
  component: ChatView,
  args: {
    title: 'Chat with Grove',
    entries: [],
    busy: false,
    onSend: () => true,
    onStop: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ChatView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new conversation: the invitation to start, Send off until something is typed. */
export const Empty: Story = {};

/** A reply arriving: what came so far, and Stop. */
export const Streaming: Story = {
  args: {
    busy: true,
    entries: [
      entry('m1', 'user', 'Can you tell me about **oak trees**?'),
      entry('m1', 'assistant', 'Oak trees can live for hundreds of years. Their acorns', { status: 'streaming' }),
    ],
  },
};

/** Just sent: the thinking indicator before the first word. */
export const Thinking: Story = {
  args: { busy: true, entries: [entry('m1', 'user', 'Hello!', { status: 'sending' }), entry('m1', 'assistant', '', { status: 'sending' })] },
};

/** The mentor was unavailable: the message keeps its text, with the reason and Retry. */
export const ErrorWithRetry: Story = {
  args: { entries: [entry('m1', 'user', 'What should I cook tonight?', { status: 'error', error: MESSAGES.mentorUnavailable })] },
};

/** The API was unreachable: the message waits in the outbox, the mentor answers in offline mode (0 tokens). */
export const OfflineQueued: Story = {
  args: {
    entries: [
      entry('m1', 'user', 'Are you there?', { status: 'queued' }),
      entry('m1', 'assistant', MESSAGES.offlineMode, { tokensUsed: 0, offline: true }),
    ],
  },
};

/** A G child's chat: larger text and the gentle, short wording of the G mode. */
export const GChild: Story = {
  args: {
    title: "Mia's chat",
    contentMode: 'G',
    entries: [
      entry('m1', 'user', 'I saw a big dog today!'),
      entry('m1', 'assistant', 'Wow, a big dog! That sounds fun. What color was it?', { tone: 'gentle', tokensUsed: 18 }),
    ],
  },
};

/**
 * Issue 21: a child who chose the fox as their animal guide: the fox beside each reply, and a composer
 * that starts with the words an oracle card or a story handed over ("talk about this").
 */
export const WithAnimalGuide: Story = {
  args: {
    title: "Mia's chat",
    contentMode: 'G',
    mentorAvatar: { emoji: '🦊', name: 'Fox' },
    initialDraft: 'What would you do if you were the fox in the story?',
    entries: [
      entry('m1', 'user', 'Hello!'),
      entry('m1', 'assistant', 'Hello, Mia! Your fox guide is curious about your day. What made you smile?', { tone: 'gentle', tokensUsed: 21 }),
    ],
  },
};

/** A stopped reply keeps what arrived, marked Stopped. */
export const Stopped: Story = {
  args: {
    entries: [entry('m1', 'user', 'Tell me a long story'), entry('m1', 'assistant', 'Once upon a time, in a quiet forest', { status: 'stopped', tokensUsed: 9 })],
  },
};

/** A child wrote in quiet hours (issue 18): the parent's rule, said kindly, and the message kept to send again later. */
export const QuietTime: Story = {
  args: {
    title: "Leo's chat",
    contentMode: 'PG',
    entries: [entry('m1', 'user', 'Can you help me with my volcano project?', { status: 'error', error: quietTimeMessage('07:00'), errorReason: 'time_limit' })],
  },
};

/** An hour of chat without a real break (issue 18): the kind break reminder above the messages. */
export const BreakReminder: Story = {
  args: {
    aside: <ChatBreakReminder onDismiss={() => undefined} />,
    entries: [
      entry('m1', 'user', 'One more riddle, please!'),
      entry('m1', 'assistant', 'What has keys but cannot open locks? A piano!', { tone: 'lively', tokensUsed: 21 }),
    ],
  },
};
