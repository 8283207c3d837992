import type { Meta, StoryObj } from '@storybook/react-vite';
import { adultEntriesSample, childEntriesSample } from './journalSamples.fixture';
import { STORY_PRIVACY, withJournalStoryBackend } from './journalStoryBackend.fixture';
import { JournalEntryList } from './JournalEntryList';

const adult = { contentMode: 'FULL' as const, privacy: STORY_PRIVACY.adult, summaries: [] };

const meta = {
  title: 'journal/JournalEntryList',
  component: JournalEntryList,
  args: { profileId: 'adult-1', offsetMinutes: 0 },
} satisfies Meta<typeof JournalEntryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An adult's entries by day: search, who can see each, edit, delete with Undo, export one or all. */
export const WithEntries: Story = { decorators: [withJournalStoryBackend({ profiles: { 'adult-1': { ...adult, entries: adultEntriesSample() } } })] };

/** Nothing written yet. */
export const Empty: Story = { decorators: [withJournalStoryBackend({ profiles: { 'adult-1': { ...adult, entries: [] } } })] };

/** The entries are on their way. */
export const Loading: Story = { decorators: [withJournalStoryBackend({ profiles: { 'adult-1': { ...adult, entries: [] } }, loading: true })] };

/** The API could not be reached: the error with Try again. */
export const LoadError: Story = {
  decorators: [
    withJournalStoryBackend({
      profiles: { 'adult-1': { ...adult, entries: adultEntriesSample() } },
      readFailure: { status: 503, code: 'unavailable', message: 'Grove is resting for a moment. Try again soon.' },
    }),
  ],
};

/** A parent looking at a 12-year-old's private journal: the count only. */
export const ParentOfPrivateJournal: Story = {
  args: { profileId: 'child-leo', viewer: 'parent', title: "Leo's journal" },
  decorators: [withJournalStoryBackend({ profiles: { 'child-leo': { contentMode: 'PG', privacy: STORY_PRIVACY.teen, entries: childEntriesSample(), summaries: [], restricted: true } } })],
};
