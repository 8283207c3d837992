import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_PRIVACY, withJournalStoryBackend } from './journalStoryBackend.fixture';
import { JournalGuidedSession } from './JournalGuidedSession';

const meta = {
  title: 'journal/JournalGuidedSession',
  component: JournalGuidedSession,
  args: { profileId: 'adult-1', ownerKey: 'acc-1:adult-1', contentMode: 'FULL', length: 3, seed: 7, dbName: 'story-session-adult' },
  decorators: [withJournalStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', privacy: STORY_PRIVACY.adult, entries: [], summaries: [] } } })],
} satisfies Meta<typeof JournalGuidedSession>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three prompts for an adult, light to deep, with the mentor's follow-up after each answer. */
export const Adult: Story = {};

/** A 6-year-old's session: picture answers to tap. */
export const YoungChild: Story = {
  args: { profileId: 'child-mia', ownerKey: 'acc-1:child-mia', contentMode: 'G', dbName: 'story-session-mia' },
  decorators: [withJournalStoryBackend({ profiles: { 'child-mia': { contentMode: 'G', privacy: STORY_PRIVACY.young, entries: [], summaries: [] } } })],
};
