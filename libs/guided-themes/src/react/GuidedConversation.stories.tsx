import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { guidedAiReply, guidedMentorMove, guidedRequestFields, guidedStart, guidedUserMessage, type GuidedState, type GuidedTheme } from '../index';
import { GuidedConversation, type GuidedConversationModel } from './GuidedConversation';
import type { GuidedLogEntry } from './guidedController';
import { guidedMentorTransportCreate } from './guidedMentorTransport.fixture';
import { useGuided } from './useGuided';

const OFFLINE = 'The mentor cannot be reached right now. Your message is kept: press Retry when you are back online.';

function model(state: GuidedState, entries: GuidedLogEntry[] = [], extra: Partial<GuidedConversationModel> = {}): GuidedConversationModel {
  return {
    state,
    entries,
    busy: false,
    error: null,
    send: () => false,
    stop: () => undefined,
    retry: () => undefined,
    restart: () => undefined,
    ...extra,
  };
}

function said(id: string, role: GuidedLogEntry['role'], text: string, extra: Partial<GuidedLogEntry> = {}): GuidedLogEntry {
  return { id, role, text, status: 'done', ...extra };
}

/** The builtin guide's reply to the person's last message, as the API gives it. */
function guideReply(state: GuidedState, message: string): string {
  const { gameType, gameData } = guidedRequestFields(state);
  return guidedMentorMove({ gameType, gameData, message }) ?? '';
}

const HIKE_MESSAGE = 'Something scenic, I live in the Denver area';
const hikeAsked = guidedUserMessage(guidedStart('hiking', 0), HIKE_MESSAGE, 0);
const HIKE_REPLY = guideReply(hikeAsked, HIKE_MESSAGE);
const hiking = guidedAiReply(hikeAsked, HIKE_REPLY, 0);
const meditation = guidedUserMessage(guidedStart('meditation', 0), 'I would like to be by the ocean', 0);

const meta = {
  title: 'Guided/GuidedConversation',
  component: GuidedConversation,
  args: { guided: model(guidedStart('stories', 0)) },
} satisfies Meta<typeof GuidedConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first message: the theme's title, its line, and what to say first. */
export const NotStarted: Story = {};

/** A hike under way: the choices in words (moderate, and where the person lives) and the topics covered. */
export const HikingUnderway: Story = {
  args: { guided: model(hiking, [said('m1', 'user', HIKE_MESSAGE), said('r1', 'mentor', HIKE_REPLY)]) },
};

/** The guide could not be reached: the message is kept, with the reason and Retry. */
export const FailedReply: Story = {
  args: {
    guided: model(meditation, [said('m1', 'user', 'I would like to be by the ocean'), said('r1', 'mentor', '', { status: 'error', error: OFFLINE })]),
  },
};

/** The guide is answering: what came so far, and Stop. */
export const Streaming: Story = {
  args: {
    guided: model(meditation, [said('m1', 'user', 'I would like to be by the ocean'), said('r1', 'mentor', 'Let us sit by the calm', { status: 'streaming' })], { busy: true }),
  },
};

function PlayableGuide({ theme }: { theme: GuidedTheme }) {
  // The builtin guide answers in the page; nothing leaves the preview.
  const transport = useMemo(() => guidedMentorTransportCreate(), []);
  const guided = useGuided({ theme, userId: 'preview', transport });
  return <GuidedConversation guided={guided} />;
}

/** A real hiking conversation with the builtin guide, as the app has it. */
export const Playable: Story = {
  render: () => <PlayableGuide theme="hiking" />,
};
