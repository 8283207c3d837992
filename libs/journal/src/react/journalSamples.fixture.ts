import type { JournalEntry, JournalSummary } from '@grove/api-contract';

/** The previews' "now": Wednesday 4 March 2026, 10:00 UTC. */
export const SAMPLE_NOW = Date.parse('2026-03-04T10:00:00.000Z');

/** An entry of the samples. */
export function sampleEntry(id: string, profileId: string, content: string, createdAt: string, change: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id,
    profileId,
    content,
    promptId: null,
    promptText: null,
    mood: null,
    tags: [],
    clientEntryId: null,
    createdAt,
    updatedAt: createdAt,
    seenBy: 'only_you',
    ...change,
  };
}

/** An adult's week: three entries over two days. */
export function adultEntriesSample(): JournalEntry[] {
  return [
    sampleEntry('e-adult-3', 'adult-1', 'Finished the quarterly report and went for a long walk by the river afterwards.', '2026-03-04T08:30:00.000Z', {
      mood: 'proud',
      tags: ['work', 'walk'],
    }),
    sampleEntry('e-adult-2', 'adult-1', 'Grateful for soup with my sister tonight.', '2026-03-03T19:10:00.000Z', {
      promptId: 'full-gratitude-01',
      promptText: 'What is one small thing from today you are grateful for?',
      mood: 'calm',
      tags: ['family'],
    }),
    sampleEntry('e-adult-1', 'adult-1', 'Slept badly; the deadline is on my mind.', '2026-03-03T07:00:00.000Z', { mood: 'tired' }),
  ];
}

/** A 12-year-old's private entries. */
export function childEntriesSample(): JournalEntry[] {
  return [
    sampleEntry('e-leo-1', 'child-leo', 'Scored a goal at football practice today!', '2026-03-03T16:00:00.000Z', { mood: 'excited', tags: ['football'] }),
  ];
}

/** A 12-year-old's summary waiting for approval. */
export function childSummarySample(): JournalSummary {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    profileId: 'child-leo',
    weekStart: '2026-03-02T00:00:00.000Z',
    weekEnd: '2026-03-09T00:00:00.000Z',
    themes: ['football'],
    moodTrend: 'brighter',
    observation: 'You kept going at football practice.',
    text: 'This week was about football. Your week grew brighter. You kept going at football practice.',
    edited: false,
    entryCount: 1,
    status: 'draft',
    madeBy: 'grove-builtin',
    parentSees: false,
    createdAt: '2026-03-04T09:00:00.000Z',
    updatedAt: '2026-03-04T09:00:00.000Z',
  };
}
