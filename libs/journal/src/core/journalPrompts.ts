import type {
  JournalCategory,
  JournalContentMode,
  JournalDifficulty,
  JournalMood,
  JournalPrompt,
  JournalPromptFilter,
} from './journalPromptTypes';
import { JOURNAL_CATEGORIES } from './journalPromptTypes';
import { JOURNAL_PROMPTS_FULL } from './prompts/journalPromptsFull';
import { JOURNAL_PROMPTS_G } from './prompts/journalPromptsG';
import { JOURNAL_PROMPTS_PG } from './prompts/journalPromptsPg';
import { journalSeededShuffle, journalTextHash } from './journalSeededRandom';

/** The whole library: every G, PG and FULL prompt, in that order. */
export const JOURNAL_PROMPTS: readonly JournalPrompt[] = [...JOURNAL_PROMPTS_G, ...JOURNAL_PROMPTS_PG, ...JOURNAL_PROMPTS_FULL];

const BY_MODE: Readonly<Record<JournalContentMode, readonly JournalPrompt[]>> = {
  G: JOURNAL_PROMPTS_G,
  PG: JOURNAL_PROMPTS_PG,
  FULL: JOURNAL_PROMPTS_FULL,
};

const BY_ID: ReadonlyMap<string, JournalPrompt> = new Map(JOURNAL_PROMPTS.map((prompt) => [prompt.id, prompt]));

/** One day in milliseconds. */
const DAY_MS = 86_400_000;

/** How many prompts a guided session has when the caller does not say: short for the youngest. */
export const JOURNAL_SESSION_LENGTH: Readonly<Record<JournalContentMode, number>> = { G: 3, PG: 4, FULL: 5 };

/** The difficulty each step of a guided session aims at, light to deep, by session length (3–5). */
const SESSION_SHAPES: Readonly<Record<3 | 4 | 5, readonly JournalDifficulty[]>> = {
  3: [1, 2, 3],
  4: [1, 2, 2, 3],
  5: [1, 2, 2, 3, 3],
};

/** The prompt with this id, or `undefined` when no prompt has it (ids are stable, see `JournalPrompt.id`). */
export function journalPromptById(id: string): JournalPrompt | undefined {
  return BY_ID.get(id);
}

/**
 * The prompts for one content mode, optionally of one category and suiting one mood, in library order.
 *
 * Modes are strict: G gets only G prompts, PG only PG, FULL only FULL. A child's mode never sees an
 * adult's prompt (the server decides the mode, SPEC §1), and the bands do not borrow from each other
 * either: a G prompt offers pictures and talks to a five-year-old, which a twelve-year-old finds
 * babyish, and a PG prompt is too long to read for a four-year-old. Each band has its own full set.
 */
export function journalPromptsFilter(filter: JournalPromptFilter): JournalPrompt[] {
  const { contentMode, category, mood } = filter;
  return BY_MODE[contentMode].filter(
    (prompt) => (category === undefined || prompt.category === category) && (mood === undefined || prompt.moods.includes(mood)),
  );
}

/** A category as one mode's list shows it: the label for that mode and how many prompts it holds. */
export interface JournalCategoryCount {
  id: JournalCategory;
  label: string;
  emoji: string;
  count: number;
}

/** The categories one content mode has prompts in, with their labels for that mode and their counts. */
export function journalPromptCategories(contentMode: JournalContentMode): JournalCategoryCount[] {
  const prompts = BY_MODE[contentMode];
  return JOURNAL_CATEGORIES.map((category) => ({
    id: category.id,
    label: category.label[contentMode],
    emoji: category.emoji,
    count: prompts.filter((prompt) => prompt.category === category.id).length,
  })).filter((category) => category.count > 0);
}

/**
 * The person's calendar day as a whole number of days since 1 January 1970, in their time zone.
 * `offsetMinutes` is their offset from UTC, east positive (UTC+2 → 120, New York in winter → -300):
 * in a browser that is `-new Date().getTimezoneOffset()`.
 */
export function journalLocalDay(now: number, offsetMinutes: number): number {
  return Math.floor((now + offsetMinutes * 60_000) / DAY_MS);
}

/**
 * The order prompts of the day follow, one shuffle per mode fixed for good: walking it one step a day
 * shows every prompt once before any comes back, and any prompt returns only after the whole list.
 */
const DAY_ORDER: Readonly<Record<JournalContentMode, readonly JournalPrompt[]>> = {
  G: journalSeededShuffle(JOURNAL_PROMPTS_G, journalTextHash('G:day')),
  PG: journalSeededShuffle(JOURNAL_PROMPTS_PG, journalTextHash('PG:day')),
  FULL: journalSeededShuffle(JOURNAL_PROMPTS_FULL, journalTextHash('FULL:day')),
};

/**
 * The prompt of the day for a content mode: the same prompt all day long in the person's time zone
 * (`offsetMinutes`, east positive), a different one the next day, and no prompt again until every
 * prompt of the mode has had its day (as many days as the mode has prompts). `now` is epoch ms.
 */
export function journalPromptOfDay(contentMode: JournalContentMode, now: number, offsetMinutes = 0): JournalPrompt {
  const order = DAY_ORDER[contentMode];
  const day = journalLocalDay(now, offsetMinutes);
  if (!Number.isFinite(day)) throw new RangeError(`journalPromptOfDay: now (${now}) and offsetMinutes (${offsetMinutes}) must be finite numbers`);
  // The remainder of a negative day (before 1970) is negative: fold it back into the list.
  return order[((day % order.length) + order.length) % order.length];
}

/** One prompt of the filter chosen by `seed` (the same seed, the same prompt), or `null` when none match. */
export function journalPromptRandom(filter: JournalPromptFilter, seed: number): JournalPrompt | null {
  const prompts = journalPromptsFilter(filter);
  if (prompts.length === 0) return null;
  return journalSeededShuffle(prompts, seed)[0];
}

/** What a guided session is about and how long it is. */
export interface JournalGuidedSessionOptions {
  /** Keep every prompt in this category; without one, each prompt comes from a different category. */
  category?: JournalCategory;
  /** Prefer prompts that suit this mood (others fill in when too few do). */
  mood?: JournalMood;
  /** 3 to 5 prompts; by default 3 for G, 4 for PG and 5 for FULL (`JOURNAL_SESSION_LENGTH`). */
  length?: number;
}

/**
 * A guided session: 3–5 prompts of one content mode, in an order that starts light and goes deeper
 * (difficulty never goes down), each from a different category unless a category is asked for, and
 * suiting the mood when one is given. The same seed gives the same session.
 */
export function journalGuidedSession(
  contentMode: JournalContentMode,
  seed: number,
  options: JournalGuidedSessionOptions = {},
): JournalPrompt[] {
  const { category, mood } = options;
  const pool = journalPromptsFilter({ contentMode, category });
  const asked = options.length !== undefined && Number.isFinite(options.length) ? options.length : JOURNAL_SESSION_LENGTH[contentMode];
  const wanted = Math.min(5, Math.max(3, Math.round(asked)));
  const shape = SESSION_SHAPES[wanted as 3 | 4 | 5].slice(0, pool.length);
  // The mode goes into the seed so that a parent's and a child's sessions on the same seed are not parallel.
  const ranked = journalSeededShuffle(pool, (Math.trunc(seed) ^ journalTextHash(contentMode)) >>> 0);
  const picked: JournalPrompt[] = [];
  for (const difficulty of shape) {
    const usedCategories = new Set(picked.map((prompt) => prompt.category));
    let best: JournalPrompt | undefined;
    let bestScore = Infinity;
    for (const prompt of ranked) {
      if (picked.includes(prompt)) continue;
      // A mood that does not fit outweighs everything else (10 > 3 + 2 × 2), then a repeated
      // category, then each step away from the difficulty this place in the session aims at.
      const score =
        (mood !== undefined && !prompt.moods.includes(mood) ? 10 : 0) +
        (category === undefined && usedCategories.has(prompt.category) ? 3 : 0) +
        2 * Math.abs(prompt.difficulty - difficulty);
      if (score < bestScore) {
        best = prompt;
        bestScore = score;
      }
    }
    if (best) picked.push(best);
  }
  // Array.prototype.sort is stable, so prompts of equal difficulty keep the order they were chosen in.
  return picked.sort((a, b) => a.difficulty - b.difficulty);
}
