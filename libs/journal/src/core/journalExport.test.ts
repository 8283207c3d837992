import { describe, expect, it } from 'vitest';
import { journalEntriesByDay } from './journalEntryDays';
import { journalExportJson, journalExportMarkdown } from './journalExport';

const ENTRIES = [
  { id: 'e1', content: 'Walked by the river.', promptText: null, mood: 'calm', tags: ['walk'], createdAt: '2026-03-02T08:15:00.000Z' },
  { id: 'e2', content: 'Grateful for soup.', promptText: 'What are you thankful for today?', mood: null, tags: [], createdAt: '2026-03-02T23:30:00.000Z' },
  { id: 'e3', content: 'Long day at work.', promptText: null, mood: 'tired', tags: ['work', 'late'], createdAt: '2026-03-01T18:00:00.000Z' },
];
const NOW = Date.parse('2026-03-03T10:00:00.000Z');

describe('journalEntriesByDay', () => {
  it('groups by the writer’s own day, newest first', () => {
    expect(journalEntriesByDay(ENTRIES, 0).map((day) => [day.day, day.entries.map((entry) => entry.id)])).toEqual([
      ['2026-03-02', ['e2', 'e1']],
      ['2026-03-01', ['e3']],
    ]);
    // In New York (UTC−5) the 23:30 UTC entry was written on the evening of the 2nd, the 08:15 one at night on the 2nd too.
    expect(journalEntriesByDay(ENTRIES, -300).map((day) => day.day)).toEqual(['2026-03-02', '2026-03-01']);
    expect(journalEntriesByDay(ENTRIES, 120).map((day) => day.day)).toEqual(['2026-03-03', '2026-03-02', '2026-03-01']);
  });
});

describe('journal export', () => {
  it('writes every entry to JSON with its prompt, mood and tags', () => {
    const file = journalExportJson(ENTRIES, { offsetMinutes: 0, now: NOW });
    expect(file.filename).toBe('grove-journal-2026-03-03.json');
    expect(file.type).toBe('application/json');
    const data = JSON.parse(file.text) as { exportedAt: string; entries: Array<{ id: string; prompt: string | null; tags: string[] }> };
    expect(data.exportedAt).toBe('2026-03-03T10:00:00.000Z');
    expect(data.entries.map((entry) => entry.id)).toEqual(['e2', 'e1', 'e3']);
    expect(data.entries[0]).toMatchObject({ prompt: 'What are you thankful for today?', content: 'Grateful for soup.', mood: null });
  });

  it('writes Markdown with a heading per day and names one entry’s file by its day', () => {
    const file = journalExportMarkdown(ENTRIES, { offsetMinutes: 0, now: NOW, title: 'Sam’s journal' });
    expect(file.type).toBe('text/markdown');
    expect(file.text).toBe(
      [
        '# Sam’s journal',
        '',
        '## 2026-03-02',
        '',
        '### 23:30',
        '',
        '> What are you thankful for today?',
        '',
        'Grateful for soup.',
        '',
        '### 08:15',
        '',
        'Walked by the river.',
        '',
        '*Mood: 😌 Calm · Tags: walk*',
        '',
        '## 2026-03-01',
        '',
        '### 18:00',
        '',
        'Long day at work.',
        '',
        '*Mood: 😴 Tired · Tags: work, late*',
        '',
      ].join('\n'),
    );
    expect(journalExportMarkdown([ENTRIES[2]], { offsetMinutes: 0, now: NOW }).filename).toBe('grove-journal-entry-2026-03-01.md');
  });
});
