import { JOURNAL_MOODS } from './journalPromptTypes';
import { journalEntriesByDay, journalEntryDay, type JournalEntryShown } from './journalEntryDays';

/** An export file: its name, MIME type and text. */
export interface JournalExportFile {
  filename: string;
  type: string;
  text: string;
}

/** What an export is of: the writer's name for the title, and the day it is made for the file name. */
export interface JournalExportOptions {
  /** Minutes east of UTC: days are the writer's days. */
  offsetMinutes: number;
  /** When the export is made (ms since the epoch), for the file name. */
  now: number;
  /** The title of the Markdown file. */
  title?: string;
}

function moodText(mood: string | null): string | null {
  if (mood === null) return null;
  const info = JOURNAL_MOODS.find((candidate) => candidate.id === mood);
  return info ? `${info.emoji} ${info.label}` : mood;
}

function slug(entries: readonly JournalEntryShown[], options: JournalExportOptions): string {
  const day = new Date(options.now + options.offsetMinutes * 60_000).toISOString().slice(0, 10);
  return entries.length === 1 ? `grove-journal-entry-${journalEntryDay(entries[0].createdAt, options.offsetMinutes)}` : `grove-journal-${day}`;
}

/**
 * The entries as JSON (issue 16, point 6): every field the writer wrote, newest first, in a file a
 * person or another journal app can read back.
 */
export function journalExportJson(entries: readonly JournalEntryShown[], options: JournalExportOptions): JournalExportFile {
  const data = {
    exportedAt: new Date(options.now).toISOString(),
    entries: [...entries]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((entry) => ({ id: entry.id, writtenAt: entry.createdAt, prompt: entry.promptText, mood: entry.mood, tags: [...entry.tags], content: entry.content })),
  };
  return { filename: `${slug(entries, options)}.json`, type: 'application/json', text: `${JSON.stringify(data, null, 2)}\n` };
}

/** The entries as Markdown (issue 16, point 6): a heading per day, then each entry with its prompt, mood and tags. */
export function journalExportMarkdown(entries: readonly JournalEntryShown[], options: JournalExportOptions): JournalExportFile {
  const lines: string[] = [`# ${options.title ?? 'My Grove journal'}`, ''];
  for (const { day, entries: list } of journalEntriesByDay(entries, options.offsetMinutes)) {
    lines.push(`## ${day}`, '');
    for (const entry of list) {
      const time = new Date(Date.parse(entry.createdAt) + options.offsetMinutes * 60_000).toISOString().slice(11, 16);
      lines.push(`### ${time}`, '');
      if (entry.promptText) lines.push(`> ${entry.promptText}`, '');
      lines.push(entry.content.trim(), '');
      const about = [moodText(entry.mood) && `Mood: ${moodText(entry.mood)}`, entry.tags.length > 0 && `Tags: ${entry.tags.join(', ')}`].filter(Boolean);
      if (about.length > 0) lines.push(`*${about.join(' · ')}*`, '');
    }
  }
  return { filename: `${slug(entries, options)}.md`, type: 'text/markdown', text: `${lines.join('\n').trimEnd()}\n` };
}
