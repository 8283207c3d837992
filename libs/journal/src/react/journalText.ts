import type { JournalEntry, JournalPromptItem } from '@grove/api-contract';

/** A content mode of the journal screens: G (4–8), PG (9–15), FULL (adults). */
export type JournalMode = JournalPromptItem['contentMode'];

/** Who is looking at a journal: its writer, or the parent of the child who writes it. */
export type JournalViewer = 'self' | 'parent';

/** Issue 16, point 4: the line every entry (and the composer) shows about who can see it. */
export const JOURNAL_SEEN_BY_TEXT: Readonly<Record<JournalEntry['seenBy'], string>> = {
  only_you: 'Only you can see this',
  you_and_parent: 'You and your parent can see this',
};

/**
 * Issue 16, point 4: the one exception, told to a child where they write. An entry the safety filter
 * rates urgent raises a flag for the parent without its words. Worded for each child band.
 */
export const JOURNAL_CHILD_EXCEPTION_TEXT: Readonly<Record<'G' | 'PG', string>> = {
  G: 'If you write that you are hurt or in danger, Grove will tell your grown-up that you may need help. It will not show them your words.',
  PG: 'One exception, to keep you safe: if what you write sounds like you are in danger, Grove lets your parent know you may need help, without sharing your words.',
};

/** What a parent sees of a child's journal that is private (API.md "counts only"). */
export function journalRestrictedText(count: number): string {
  return `This journal is private. It has ${count} ${count === 1 ? 'entry' : 'entries'}; you can see the summaries your child shares.`;
}

/** The line under a composer for a signed-out visitor (issue 16, point 5). */
export const JOURNAL_VISITOR_NOTE = 'This draft is kept only in this browser. It is not saved to an account: sign up to keep a journal.';

/** The notice after an entry went to the outbox instead of the API. */
export const JOURNAL_QUEUED_TEXT = 'Saved on this device. Grove will send it when you are back online.';

/** The notice after an entry was stored by the API. */
export const JOURNAL_SAVED_TEXT = 'Saved to your journal.';

/** The notice after a draft was brought back from this browser. */
export const JOURNAL_DRAFT_RESTORED_TEXT = 'Your draft was brought back.';

/** A short excerpt of an entry, for button names ("Delete Walked by the river…"). */
export function journalExcerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Tags typed as "a, b, c": trimmed, lower-case, unique, at most 10 (the API's limit) of 32 characters. */
export function journalTagsParse(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().toLowerCase().slice(0, 32))
    .filter((tag) => tag !== '');
  return [...new Set(tags)].slice(0, 10);
}

/** The browser's time zone as the API takes it: minutes east of UTC. */
export function journalBrowserOffset(at: Date = new Date()): number {
  return -at.getTimezoneOffset();
}
