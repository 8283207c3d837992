/**
 * @grove/journal — Grove's journal (issue 16). This first part is the prompt library: over 200 prompts
 * written for three age bands (G 4–8, PG 9–15, FULL adults) in eleven categories, with mood tags,
 * difficulty 1–3 and picture answers for the youngest; the prompt of the day, a random prompt, a guided
 * session and the mentor's follow-up after an answer (with care from `@grove/safety` when an answer
 * needs it). Pure TypeScript: clocks and seeds are passed in, no I/O.
 */
export type {
  JournalCategory,
  JournalCategoryInfo,
  JournalContentMode,
  JournalDifficulty,
  JournalMood,
  JournalMoodInfo,
  JournalPictureChoice,
  JournalPrompt,
  JournalPromptFilter,
} from './core/journalPromptTypes';
export { JOURNAL_CATEGORIES, JOURNAL_CONTENT_MODES, JOURNAL_MOODS } from './core/journalPromptTypes';
export {
  JOURNAL_PROMPTS,
  JOURNAL_SESSION_LENGTH,
  journalGuidedSession,
  journalLocalDay,
  journalPromptById,
  journalPromptCategories,
  journalPromptOfDay,
  journalPromptRandom,
  journalPromptsFilter,
  type JournalCategoryCount,
  type JournalGuidedSessionOptions,
} from './core/journalPrompts';
export {
  JOURNAL_ENCOURAGE_EMPTY,
  JOURNAL_ENCOURAGE_PICTURES,
  JOURNAL_ENCOURAGE_SHORT,
  JOURNAL_GENTLE,
  JOURNAL_TELL_A_GROWN_UP,
  journalFollowUp,
  type JournalFollowUp,
  type JournalFollowUpKind,
  type JournalFollowUpOptions,
} from './core/journalFollowUp';
