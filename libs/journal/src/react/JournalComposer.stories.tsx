import type { Meta, StoryObj } from '@storybook/react-vite';
import { adultEntriesSample } from './journalSamples.fixture';
import { STORY_PRIVACY, withJournalStoryBackend } from './journalStoryBackend.fixture';
import { JournalComposer } from './JournalComposer';

const meta = {
  title: 'journal/JournalComposer',
  component: JournalComposer,
  args: { profileId: 'adult-1', ownerKey: 'acc-1:adult-1', contentMode: 'FULL', dbName: 'story-composer-adult' },
  decorators: [withJournalStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', privacy: STORY_PRIVACY.adult, entries: adultEntriesSample(), summaries: [] } } })],
} satisfies Meta<typeof JournalComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult writes freely or answers the prompt of the day; "Only you can see this". */
export const Adult: Story = {};

/** "Write about this" from a reflection card (`/journal?write=`): the card's words start the draft, the caret after them. */
export const BroughtFromACard: Story = {
  args: { dbName: 'story-composer-brought', prefill: 'Courage, a little at a time\nWhat small act of courage have you been putting off?' },
};

/** A 6-year-old: simple prompts with picture answers to tap alongside the words; the parent reads this journal, and the child is told. */
export const YoungChildWithPictures: Story = {
  args: { profileId: 'child-mia', ownerKey: 'acc-1:child-mia', contentMode: 'G', dbName: 'story-composer-mia' },
  decorators: [withJournalStoryBackend({ profiles: { 'child-mia': { contentMode: 'G', privacy: STORY_PRIVACY.young, entries: [], summaries: [] } } })],
};

/** A 12-year-old's private journal: only they see it, with the one exception told kindly. */
export const TeenPrivate: Story = {
  args: { profileId: 'child-leo', ownerKey: 'acc-1:child-leo', contentMode: 'PG', dbName: 'story-composer-leo' },
  decorators: [withJournalStoryBackend({ profiles: { 'child-leo': { contentMode: 'PG', privacy: STORY_PRIVACY.teen, entries: [], summaries: [] } } })],
};

/** A signed-out visitor: the prompts and a draft kept only in this browser, never sent. */
export const Visitor: Story = {
  args: { profileId: null, ownerKey: 'visitor', contentMode: 'PG', dbName: 'story-composer-visitor' },
  decorators: [withJournalStoryBackend({ profiles: {} })],
};
