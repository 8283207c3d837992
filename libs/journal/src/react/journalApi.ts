import {
  type JournalEntries,
  type JournalEntry,
  type JournalEntryCreate,
  type JournalEntryPatch,
  type JournalPrivacy,
  type JournalPrivacyUpdate,
  type JournalPromptItem,
  type JournalSummaries,
  type JournalSummary,
} from '@grove/api-contract';
import { API_NETWORK_FAILED, apiErrorMessage, apiErrorRead, type ApiErrorRead } from '@grove/api-client';
import { groveApi } from '@grove/api-client/react';

/** A content mode as the prompt routes take it (`content_mode`). */
export type JournalApiContentMode = JournalPromptItem['contentMode'];

/** `journalEntries`' argument: whose entries, how many, before when, and words to search for. */
export interface JournalEntriesArgs {
  profileId: string;
  limit?: number;
  /** ISO time: entries written before it (the next page). */
  before?: string;
  /** Words the entries must contain. */
  q?: string;
}

/** `journalSummaries`' argument. */
export interface JournalSummariesArgs {
  profileId: string;
  limit?: number;
}

/** `journalSummaryMake`'s argument: whose week, the week (default this one) and the writer's time zone. */
export interface JournalSummaryMakeArgs {
  profileId: string;
  weekOf?: string;
  /** Minutes east of UTC, so the week starts on the writer's Monday. */
  tzOffset?: number;
}

/** `journalSummaryPatch`'s argument: the writer's words, or hide / show / approve. */
export interface JournalSummaryPatchArgs {
  summaryId: string;
  profileId: string;
  patch: { text?: string; status?: JournalSummary['status'] };
}

/** `journalEntryPatch`'s argument. */
export interface JournalEntryPatchArgs {
  entryId: string;
  profileId: string;
  patch: JournalEntryPatch;
}

/** `journalEntryDelete`'s argument. */
export interface JournalEntryDeleteArgs {
  entryId: string;
  profileId: string;
}

/** `journalPrivacyUpdate`'s argument. */
export interface JournalPrivacyUpdateArgs {
  profileId: string;
  change: JournalPrivacyUpdate;
}

/** The prompt routes' filters (SPEC §7: `content_mode`, `category`, `mood`). */
export interface JournalPromptsArgs {
  contentMode: JournalApiContentMode;
  category?: JournalPromptItem['category'];
  mood?: JournalPromptItem['moods'][number];
  /** For random and guided-session: the same seed gives the same pick. */
  seed?: number;
  /** For guided-session: 3 to 5 prompts. */
  length?: number;
}

/** The prompt list with the prompt of the day. */
export interface JournalPromptList {
  prompts: JournalPromptItem[];
  promptOfTheDay: JournalPromptItem;
}

/** One prompt category as the API lists it. */
export interface JournalPromptCategory {
  id: JournalPromptItem['category'];
  label: string;
  emoji: string;
  count: number;
}

/** A failed journal call as a screen reads it (the shared reader of @grove/api-client). */
export type JournalApiError = ApiErrorRead;

function profileTag(profileId: string) {
  return { type: 'Journal' as const, id: profileId };
}

function summaryTag(profileId: string) {
  return { type: 'JournalSummaries' as const, id: profileId };
}

function promptParams({ contentMode, category, mood, seed, length }: JournalPromptsArgs) {
  return {
    content_mode: contentMode,
    ...(category ? { category } : {}),
    ...(mood ? { mood } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(length !== undefined ? { length } : {}),
  };
}

/**
 * The journal endpoints of the one base API (ARCHITECTURE.md rule 4; SPEC §7 journal calls, issue 16).
 * Entries and privacy are cached under the `Journal` tag of their profile (the account's uid or a
 * child's id), summaries under `JournalSummaries`; a write refreshes its profile's reads. A changed
 * entry or a new one also refreshes the summaries, which are made from the entries. Prompts are public
 * (a signed-out visitor reads them too).
 */
export const journalApi = groveApi.enhanceEndpoints({ addTagTypes: ['Journal', 'JournalSummaries'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/journal/{userId}/entries?limit=&before=&q=`: newest first; a parent of a private 9–15 journal gets the count only. */
    journalEntries: build.query<JournalEntries, JournalEntriesArgs>({
      query: ({ profileId, limit, before, q }) => ({
        url: `/api/journal/${encodeURIComponent(profileId)}/entries`,
        params: { ...(limit !== undefined ? { limit } : {}), ...(before ? { before } : {}), ...(q ? { q } : {}) },
      }),
      providesTags: (_result, _error, { profileId }) => [profileTag(profileId)],
    }),
    /** `POST /api/journal/entry`: stored once per `clientEntryId`. */
    journalEntryCreate: build.mutation<JournalEntry, JournalEntryCreate>({
      query: (body) => ({ url: '/api/journal/entry', method: 'POST', body }),
      invalidatesTags: (_result, _error, { userId }) => [profileTag(userId)],
    }),
    /** `PATCH /api/journal/entry/{entryId}`: new words, mood or tags. */
    journalEntryPatch: build.mutation<JournalEntry, JournalEntryPatchArgs>({
      query: ({ entryId, patch }) => ({ url: `/api/journal/entry/${encodeURIComponent(entryId)}`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { profileId }) => [profileTag(profileId)],
    }),
    /** `DELETE /api/journal/entry/{entryId}`. */
    journalEntryDelete: build.mutation<unknown, JournalEntryDeleteArgs>({
      query: ({ entryId }) => ({ url: `/api/journal/entry/${encodeURIComponent(entryId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { profileId }) => [profileTag(profileId)],
    }),
    /** `GET /api/journal/{userId}/privacy`: who reads the entries, and what the model may do. */
    journalPrivacy: build.query<JournalPrivacy, string>({
      query: (profileId) => `/api/journal/${encodeURIComponent(profileId)}/privacy`,
      providesTags: (_result, _error, profileId) => [profileTag(profileId)],
    }),
    /** `PUT /api/journal/{userId}/privacy`: the settings to change; the server decides who may change which. */
    journalPrivacyUpdate: build.mutation<JournalPrivacy, JournalPrivacyUpdateArgs>({
      query: ({ profileId, change }) => ({ url: `/api/journal/${encodeURIComponent(profileId)}/privacy`, method: 'PUT', body: change }),
      // Who can see entries and summaries follows the privacy: both are read again.
      invalidatesTags: (_result, _error, { profileId }) => [profileTag(profileId), summaryTag(profileId)],
    }),
    /** `GET /api/journal/{userId}/summaries?limit=` (default 5): newest week first. */
    journalSummaries: build.query<JournalSummaries, JournalSummariesArgs>({
      query: ({ profileId, limit }) => ({ url: `/api/journal/${encodeURIComponent(profileId)}/summaries`, params: limit !== undefined ? { limit } : {} }),
      providesTags: (_result, _error, { profileId }) => [summaryTag(profileId)],
    }),
    /** `POST /api/journal/{userId}/summaries`: makes (or makes again) the week's summary; 409 when the week has no entries. */
    journalSummaryMake: build.mutation<JournalSummary, JournalSummaryMakeArgs>({
      query: ({ profileId, weekOf, tzOffset }) => ({
        url: `/api/journal/${encodeURIComponent(profileId)}/summaries`,
        method: 'POST',
        body: { ...(weekOf ? { weekOf } : {}), ...(tzOffset !== undefined ? { tzOffset } : {}) },
      }),
      invalidatesTags: (_result, _error, { profileId }) => [summaryTag(profileId)],
    }),
    /** `PATCH /api/journal/summaries/{summaryId}`: the writer's words, or hide / show / approve. */
    journalSummaryPatch: build.mutation<JournalSummary, JournalSummaryPatchArgs>({
      query: ({ summaryId, patch }) => ({ url: `/api/journal/summaries/${encodeURIComponent(summaryId)}`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { profileId }) => [summaryTag(profileId)],
    }),
    /** `GET /api/journal/prompts`: the mode's prompts and the prompt of the day. */
    journalPrompts: build.query<JournalPromptList, JournalPromptsArgs>({
      query: (args) => ({ url: '/api/journal/prompts', params: promptParams(args) }),
    }),
    /** `GET /api/journal/prompts/categories`: the mode's categories with their labels and counts. */
    journalPromptCategories: build.query<JournalPromptCategory[], JournalApiContentMode>({
      query: (contentMode) => ({ url: '/api/journal/prompts/categories', params: { content_mode: contentMode } }),
      transformResponse: (response: { categories: JournalPromptCategory[] }) => response.categories,
    }),
    /** `GET /api/journal/prompts/random`: one prompt; 404 when none matches the category and mood. */
    journalPromptRandom: build.query<JournalPromptItem, JournalPromptsArgs>({
      query: (args) => ({ url: '/api/journal/prompts/random', params: promptParams(args) }),
    }),
    /** `GET /api/journal/prompts/guided-session`: 3–5 prompts, light to deep. */
    journalGuidedSession: build.query<JournalPromptItem[], JournalPromptsArgs>({
      query: (args) => ({ url: '/api/journal/prompts/guided-session', params: promptParams(args) }),
      transformResponse: (response: { prompts: JournalPromptItem[] }) => response.prompts,
    }),
  }),
});

/** Hooks of {@link journalApi}'s endpoints. */
export const {
  useJournalEntriesQuery,
  useJournalEntryCreateMutation,
  useJournalEntryPatchMutation,
  useJournalEntryDeleteMutation,
  useJournalPrivacyQuery,
  useJournalPrivacyUpdateMutation,
  useJournalSummariesQuery,
  useJournalSummaryMakeMutation,
  useJournalSummaryPatchMutation,
  useJournalPromptsQuery,
  useJournalPromptCategoriesQuery,
  useLazyJournalPromptRandomQuery,
  useJournalGuidedSessionQuery,
} = journalApi;

/** Reads an RTK Query error of a journal call (see `apiErrorRead`). */
export const journalApiErrorRead: (error: unknown) => JournalApiError = apiErrorRead;

/** The journal's wording of a failure the server did not explain (network down, no answer). */
export const JOURNAL_NETWORK_FAILED = API_NETWORK_FAILED;

/** What to tell a person about a failed journal call: the server's message, else `fallback`. */
export const journalApiErrorMessage: (error: unknown, fallback?: string) => string = apiErrorMessage;

/** Whether a failed call should wait and be tried again (offline, a 5xx, 429, an expired sign-in) rather than be refused for good. */
export function journalApiErrorRetryable(error: unknown): boolean {
  const { status } = journalApiErrorRead(error);
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 429 || status === 401 || status === 408;
}
