/**
 * The vocabulary of Grove's memories: a memory of one profile (an adult account or a child), where it
 * came from, who it is for, and the fact it was captured from.
 */

/** SPEC §1: G (ages 4–8), PG (ages 9–15), FULL (adults). A profile's content mode decides the child rules. */
export type MemoryContentMode = 'G' | 'PG' | 'FULL';

/** The profile a memory belongs to: an adult account (`FULL`) or a child (`G`, `PG`). */
export interface MemoryProfile {
  /** The user id of an adult account or the id of a child account. */
  profileId: string;
  contentMode: MemoryContentMode;
}

/**
 * Where a memory came from: a message of a conversation, a journal entry (when the writer lets the
 * journal feed memories), or added by hand on the memories screen.
 */
export type MemorySource =
  | { kind: 'conversation'; conversationId: string; messageIndex: number }
  | { kind: 'journal'; entryId: string }
  | { kind: 'manual' };

/** Whether a memory may be used: a G child's new memory waits for the parent's approval. */
export type MemoryApproval = 'pending' | 'approved';

/**
 * The kinds of fact a conversation yields. The same union as `MentorThreadFactKind` of @grove/mentor
 * (a server-only lib this shared lib may not import), so a `MentorThreadFact` is a `MemoryFact`.
 */
export type MemoryFactKind =
  | 'name'
  | 'age'
  | 'pet'
  | 'family'
  | 'friend'
  | 'job'
  | 'workplace'
  | 'school'
  | 'school_year'
  | 'teacher'
  | 'like'
  | 'dislike'
  | 'favourite'
  | 'plan'
  | 'feeling'
  | 'birthday'
  | 'home';

/**
 * One thing a person said about themselves, as the mentor's thread reads it (`MentorThreadFact`):
 * its kind, what it is about (`dog`, `sister`, `colour`, `piano recital`, `you`), a proper name, the
 * rest (a breed, a job, a favourite's value, a place), when (for plans and birthdays) and the index of
 * the message it came from.
 */
export interface MemoryFact {
  kind: MemoryFactKind;
  subject: string;
  name?: string;
  value?: string;
  when?: string;
  messageIndex: number;
}

/** The part of a fact a memory keeps, so a later fact about the same thing updates it. */
export type MemoryFactSnapshot = Omit<MemoryFact, 'messageIndex'>;

/** One saved memory of one profile. Times are epoch milliseconds. */
export interface Memory {
  id: string;
  profileId: string;
  /** The memory in the second/third person: "Has a beagle called Biscuit". */
  content: string;
  /** Lowercase words for search and grouping: `pet`, `dog`. */
  tags: readonly string[];
  source: MemorySource;
  /** The fact it was captured from; absent for a memory added by hand. */
  fact?: MemoryFactSnapshot;
  createdAt: number;
  updatedAt: number;
  /** A pinned memory never expires and comes first in a turn. */
  pinned: boolean;
  /** When it stops being used (a child's after 90 days, a plan's after its date); null: never. */
  expiresAt: number | null;
  approval: MemoryApproval;
  /** When it was deleted (soft); it is purged 30 days later. Null while it is kept. */
  deletedAt: number | null;
}

/** What a new memory is made of before the rules apply: captured from a fact or typed by hand. */
export interface MemoryDraft {
  content: string;
  tags: readonly string[];
  source: MemorySource;
  fact?: MemoryFactSnapshot;
  /** A date after which the memory no longer holds (a plan's day); the child rules may shorten it. */
  expiresAt?: number | null;
}

/** Personal details a child's memory may never hold (issue 15). */
export type MemoryPersonalDetail = 'address' | 'phone' | 'email' | 'school' | 'password' | 'full_name' | 'photo';
