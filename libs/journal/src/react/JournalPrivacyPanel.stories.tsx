import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_PRIVACY, withJournalStoryBackend } from './journalStoryBackend.fixture';
import { JournalPrivacyPanel } from './JournalPrivacyPanel';

const meta = {
  title: 'journal/JournalPrivacyPanel',
  component: JournalPrivacyPanel,
  args: { profileId: 'adult-1', contentMode: 'FULL' },
} satisfies Meta<typeof JournalPrivacyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult: private; the model and memories switches are theirs. */
export const Adult: Story = {
  decorators: [withJournalStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', privacy: STORY_PRIVACY.adult, entries: [], summaries: [] } } })],
};

/** A 6-year-old looking: the parent reads, and the parent decides every switch. */
export const YoungChild: Story = {
  args: { profileId: 'child-mia', contentMode: 'G' },
  decorators: [withJournalStoryBackend({ profiles: { 'child-mia': { contentMode: 'G', privacy: STORY_PRIVACY.young, entries: [], summaries: [] } } })],
};

/** A 12-year-old looking: private by default; sharing is theirs to choose. */
export const Teen: Story = {
  args: { profileId: 'child-leo', contentMode: 'PG' },
  decorators: [withJournalStoryBackend({ profiles: { 'child-leo': { contentMode: 'PG', privacy: STORY_PRIVACY.teen, entries: [], summaries: [] } } })],
};

/** The parent of that 12-year-old: cannot open the journal, may allow the model and memories. */
export const ParentOfTeen: Story = {
  args: { profileId: 'child-leo', contentMode: 'PG', viewer: 'parent' },
  decorators: [withJournalStoryBackend({ profiles: { 'child-leo': { contentMode: 'PG', privacy: STORY_PRIVACY.teen, entries: [], summaries: [] } } })],
};
