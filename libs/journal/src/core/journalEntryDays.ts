/** The fields of an entry that listing and export read. */
export interface JournalEntryShown {
  id: string;
  content: string;
  promptText: string | null;
  mood: string | null;
  tags: readonly string[];
  createdAt: string;
}

/** One day of the journal list: the person's calendar day (`YYYY-MM-DD`) and its entries, newest first. */
export interface JournalEntryDay<T extends JournalEntryShown> {
  day: string;
  entries: T[];
}

/**
 * The person's calendar day of an ISO time, `YYYY-MM-DD`, for `offsetMinutes` east of UTC (the
 * browser's `-getTimezoneOffset()`), so an entry written at 23:30 belongs to that evening.
 */
export function journalEntryDay(iso: string, offsetMinutes: number): string {
  return new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Entries grouped by the person's day, newest day first, each day's entries newest first. */
export function journalEntriesByDay<T extends JournalEntryShown>(entries: readonly T[], offsetMinutes: number): JournalEntryDay<T>[] {
  const days = new Map<string, T[]>();
  const sorted = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const entry of sorted) {
    const day = journalEntryDay(entry.createdAt, offsetMinutes);
    const list = days.get(day) ?? [];
    list.push(entry);
    days.set(day, list);
  }
  return [...days.entries()].map(([day, list]) => ({ day, entries: list }));
}
