import type { MentorHistoryEntry } from './types';

/** SPEC §9 "Last 2 conversation entries sent as context", read as the last 2 exchanges. */
export const MENTOR_CONTEXT_EXCHANGES = 2;

/** An exchange is one user entry and the assistant's reply, so 2 exchanges are at most 4 entries. */
export const MENTOR_CONTEXT_MAX_ENTRIES = MENTOR_CONTEXT_EXCHANGES * 2;

/**
 * Trims a conversation to the context the mentor sends (SPEC §9): the last 2 user/assistant exchanges,
 * oldest first, at most 4 entries.
 *
 * SPEC says "the last 2 conversation entries"; a single user line and a single reply would lose the
 * question the mentor just answered, so Grove reads "entry" as an exchange (a user entry with the
 * assistant's reply), which is also how SPEC §4 words the guided themes ("the last 2 exchanges").
 * The window starts at the second-to-last user entry; empty entries are dropped, and a leftover
 * assistant entry before that (a greeting) is kept only while the 4-entry cap allows it.
 */
export function mentorContext(history: MentorHistoryEntry[]): MentorHistoryEntry[] {
  const entries = history.filter((entry) => entry.content.trim().length > 0);
  let start = 0;
  let usersSeen = 0;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    if (entries[index].role === 'user') {
      usersSeen += 1;
      if (usersSeen === MENTOR_CONTEXT_EXCHANGES) {
        start = index;
        break;
      }
    }
  }
  const recent = entries.slice(start);
  return recent.slice(-MENTOR_CONTEXT_MAX_ENTRIES).map((entry) => ({ role: entry.role, content: entry.content }));
}
