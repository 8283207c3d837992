import type { MentorContentMode } from '../../types';

/** The shelves of the knowledge bank: what a family asks about. */
export type MentorKnowledgeCategory =
  | 'animals'
  | 'plants'
  | 'space'
  | 'earth'
  | 'geography'
  | 'body'
  | 'science'
  | 'inventions'
  | 'history'
  | 'music'
  | 'sport'
  | 'money'
  | 'how-things-work';

/**
 * One topic of the builtin mind's knowledge bank, written for Grove in its own words.
 *
 * - `answer` is 2–4 sentences per content mode: G for ages 4–8 (short words, short sentences, warm),
 *   PG for 9–15 (lively, a real fact or number), FULL for adults (precise, natural).
 * - `more` holds at least two further facts for "tell me another one", each one sentence or two,
 *   worded so they suit every age (they are checked as G by `@grove/safety`).
 * - `keywords` are the words and phrases people use for it (names, synonyms, plurals, common
 *   misspellings are not needed: the index stems), searched with the title.
 */
export interface MentorKnowledgeTopic {
  /** Unique kebab-case id: `honey-bees`. */
  id: string;
  /** What the answer names, lower case unless a proper noun: `honey bees`, `the Moon`, `Ancient Egypt`. */
  title: string;
  category: MentorKnowledgeCategory;
  keywords: readonly string[];
  answer: Readonly<Record<MentorContentMode, string>>;
  more: readonly string[];
  /** Ids of related topics in the bank. */
  related: readonly string[];
  /** The source the facts were checked against: `NASA Solar System Exploration; Britannica "Sun"`. */
  source: string;
}
