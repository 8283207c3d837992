import type { Meta, StoryObj } from '@storybook/react-vite';
import { adultEntriesSample, childEntriesSample, childSummarySample } from './journalSamples.fixture';
import { STORY_PRIVACY, withJournalStoryBackend } from './journalStoryBackend.fixture';
import { JournalSummaries } from './JournalSummaries';

const meta = {
  title: 'journal/JournalSummaries',
  component: JournalSummaries,
  args: { profileId: 'adult-1', contentMode: 'FULL', isChild: false, tzOffset: 0 },
} satisfies Meta<typeof JournalSummaries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult with a week of entries and no summary yet: make this week's, then read, edit or hide it. */
export const AdultWeek: Story = {
  decorators: [withJournalStoryBackend({ profiles: { 'adult-1': { contentMode: 'FULL', privacy: STORY_PRIVACY.adult, entries: adultEntriesSample(), summaries: [] } } })],
};

/** A 12-year-old's summary waiting: "Share with my parent" approves it. */
export const TeenApproves: Story = {
  args: { profileId: 'child-leo', contentMode: 'PG', isChild: true },
  decorators: [
    withJournalStoryBackend({ profiles: { 'child-leo': { contentMode: 'PG', privacy: STORY_PRIVACY.teen, entries: childEntriesSample(), summaries: [childSummarySample()] } } }),
  ],
};

/** The parent of that 12-year-old: only approved summaries, read-only. */
export const ParentSeesShared: Story = {
  args: { profileId: 'child-leo', contentMode: 'PG', isChild: true, viewer: 'parent' },
  decorators: [
    withJournalStoryBackend({
      profiles: {
        'child-leo': {
          contentMode: 'PG',
          privacy: STORY_PRIVACY.teen,
          entries: childEntriesSample(),
          summaries: [{ ...childSummarySample(), status: 'approved', parentSees: true }],
          restricted: true,
        },
      },
    }),
  ],
};

/** The summaries could not be read: the error with Try again. */
export const LoadError: Story = {
  decorators: [
    withJournalStoryBackend({
      profiles: { 'adult-1': { contentMode: 'FULL', privacy: STORY_PRIVACY.adult, entries: adultEntriesSample(), summaries: [] } },
      readFailure: { status: 500, code: 'internal', message: 'Something went wrong on our side.' },
    }),
  ],
};
