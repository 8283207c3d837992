/**
 * @grove/journal — Grove's journal (issue 16). The prompt library: over 200 prompts
 * written for three age bands (G 4–8, PG 9–15, FULL adults) in eleven categories, with mood tags,
 * difficulty 1–3 and picture answers for the youngest; the prompt of the day, a random prompt, a guided
 * session and the mentor's follow-up after an answer (with care from `@grove/safety` when an answer
 * needs it); and the offline weekly summary (themes, mood trend, one observation). Pure TypeScript:
 * clocks and seeds are passed in, no I/O.
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
export {
  JOURNAL_SUMMARY_MAX_ENTRIES,
  JOURNAL_SUMMARY_MAX_THEMES,
  journalSummaryOf,
  journalSummaryWeek,
  type JournalSummaryEntry,
  type JournalSummaryOptions,
  type JournalWeekSummary,
} from './core/journalSummary';
export {
  JOURNAL_MOOD_VALENCE,
  journalSummaryMoodTrend,
  journalSummarySentiment,
  journalSummaryTrend,
  type JournalMoodTrend,
} from './core/journalSummaryMood';
export { JOURNAL_SUMMARY_SAMPLE_CHARS, journalSummaryThemes, type JournalSummaryTheme, type JournalSummaryThemeKind } from './core/journalSummaryThemes';
export { JOURNAL_SUMMARY_FALLBACK, JOURNAL_SUMMARY_TEMPLATES, type JournalSummaryTemplatePart, type JournalSummaryVariants } from './core/journalSummaryTemplates';
export type { JournalSummaryRelationKind } from './core/journalSummaryWords';
export { journalDraftAppend } from './core/journalDraftAppend';
export { journalEntriesByDay, journalEntryDay, type JournalEntryDay, type JournalEntryShown } from './core/journalEntryDays';
export { journalExportJson, journalExportMarkdown, type JournalExportFile, type JournalExportOptions } from './core/journalExport';
export { JOURNAL_LOCK_IDLE_MS, journalLockDigestInput, journalLockDue, journalLockPinProblem, type JournalLockRecord } from './core/journalLock';
export {
  journalOutboxCreate,
  journalOutboxStorageMemory,
  type JournalOutbox,
  type JournalOutboxBody,
  type JournalOutboxEntry,
  type JournalOutboxSendResult,
  type JournalOutboxSettled,
  type JournalOutboxStorage,
} from './core/journalOutbox';
