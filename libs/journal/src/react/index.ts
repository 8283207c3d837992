/**
 * @grove/journal/react — the React binding of Grove's journal (issue 16): the journal endpoints on the
 * one base API; the composer (prompts, pictures, mood, tags, autosaved drafts, who can see it), the
 * entry list by day (search, edit, delete with Undo, export), the weekly summaries, the privacy panel,
 * the guided session with the mentor's follow-ups, the device PIN lock, and the offline outbox that
 * sends an entry exactly once. Their styles (`@grove/journal/styles.css`) are imported by the
 * components and build on ui-glass's stylesheet, which the app loads once.
 */
export {
  JOURNAL_NETWORK_FAILED,
  journalApi,
  journalApiErrorMessage,
  journalApiErrorRead,
  journalApiErrorRetryable,
  useJournalEntriesQuery,
  useJournalEntryCreateMutation,
  useJournalEntryDeleteMutation,
  useJournalEntryPatchMutation,
  useJournalGuidedSessionQuery,
  useJournalPrivacyQuery,
  useJournalPrivacyUpdateMutation,
  useJournalPromptCategoriesQuery,
  useJournalPromptsQuery,
  useJournalSummariesQuery,
  useJournalSummaryMakeMutation,
  useJournalSummaryPatchMutation,
  useLazyJournalPromptRandomQuery,
  type JournalApiContentMode,
  type JournalApiError,
  type JournalEntriesArgs,
  type JournalEntryDeleteArgs,
  type JournalEntryPatchArgs,
  type JournalPrivacyUpdateArgs,
  type JournalPromptCategory,
  type JournalPromptList,
  type JournalPromptsArgs,
  type JournalSummariesArgs,
  type JournalSummaryMakeArgs,
  type JournalSummaryPatchArgs,
} from './journalApi';
export {
  JOURNAL_CHILD_EXCEPTION_TEXT,
  JOURNAL_DRAFT_RESTORED_TEXT,
  JOURNAL_QUEUED_TEXT,
  JOURNAL_SAVED_TEXT,
  JOURNAL_SEEN_BY_TEXT,
  JOURNAL_VISITOR_NOTE,
  journalBrowserOffset,
  journalExcerpt,
  journalRestrictedText,
  journalTagsParse,
  type JournalMode,
  type JournalViewer,
} from './journalText';
export { JOURNAL_DB_NAME, journalDraftsClearAccount, journalDraftStoreIdb, journalOutboxStorageIdb, type JournalDraft, type JournalDraftStore } from './journalBrowserStore';
export { JOURNAL_OUTBOX_RETRY_MS, useJournalSave, type JournalSaveApi, type JournalSaveInput, type JournalSaveResult, type UseJournalSaveOptions } from './useJournalSave';
export { journalDownloadBrowser, type JournalDownload } from './journalDownload';
export { JOURNAL_EMPTY_ENTRY_TEXT, JOURNAL_WRITE_ADDED_TEXT, JOURNAL_WRITE_STARTED_TEXT, JournalComposer, type JournalComposerProps } from './JournalComposer';
export {
  JOURNAL_DELETED_TEXT,
  JOURNAL_LIST_EMPTY,
  JOURNAL_SEARCH_EMPTY,
  JOURNAL_UNDO_MS,
  JournalEntryList,
  type JournalEntryListProps,
  type JournalSchedule,
} from './JournalEntryList';
export {
  JOURNAL_MOOD_TREND_TEXT,
  JOURNAL_SUMMARIES_EMPTY,
  JOURNAL_SUMMARIES_PARENT_EMPTY,
  JournalSummaries,
  type JournalSummariesProps,
} from './JournalSummaries';
export { JOURNAL_PRIVACY_DEFAULTS_TEXT, JOURNAL_PRIVACY_WHY, JournalPrivacyPanel, type JournalPrivacyPanelProps } from './JournalPrivacyPanel';
export { JOURNAL_SESSION_DONE_TEXT, JournalGuidedSession, type JournalGuidedSessionProps } from './JournalGuidedSession';
export {
  JOURNAL_LOCK_WRONG_PIN,
  JournalLock,
  JournalLockBarPending,
  journalLockAny,
  journalLockStorageKey,
  type JournalLockProps,
  type JournalLockStorage,
} from './JournalLock';
