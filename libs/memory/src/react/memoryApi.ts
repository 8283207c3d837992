import {
  type MemoryCreate,
  type MemoryFeedback,
  type MemoryItem,
  type MemoryPatch,
  type MemoryProfileView,
  type MemorySettings,
  type MemorySettingsUpdate,
  type MemoryTimeline,
  type MemoryWrite,
  type SavedMemories,
} from '@grove/api-contract';
import { API_NETWORK_FAILED, apiErrorMessage, apiErrorRead, type ApiErrorRead } from '@grove/api-client';
import { groveApi } from '@grove/api-client/react';

/** The timeline's grouping: by day, by week (Monday first) or by month. */
export type MemoryTimelineUnit = MemoryTimeline['unit'];

/** `memoryTimeline`'s argument: whose timeline, grouped how, and the person's time zone. */
export interface MemoryTimelineArgs {
  profileId: string;
  unit: MemoryTimelineUnit;
  /** Minutes east of UTC (`-new Date().getTimezoneOffset()`), so days break at the person's midnight. */
  tzOffset: number;
}

/** `memoryPatch`'s argument: the memory and what changes. */
export interface MemoryPatchArgs {
  memoryId: string;
  patch: MemoryPatch;
}

/** A failed memory call as a screen reads it (the shared reader of @grove/api-client). */
export type MemoryApiError = ApiErrorRead;

function memoryPath(memoryId: string, rest = ''): string {
  return `/api/memory/${encodeURIComponent(memoryId)}${rest}`;
}

function profileTag(profileId: string) {
  return { type: 'Memories' as const, id: profileId };
}

// A change to one memory changes its profile's list, timeline and pending count; the answer names the
// profile. A failed change may have happened anyway (a timeout), so every memory list refetches then.
function changedProfile(result: MemoryItem | undefined) {
  return result ? [profileTag(result.profileId)] : ['Memories' as const];
}

/**
 * The memory endpoints of the one base API (ARCHITECTURE.md rule 4; SPEC §7 `/api/memory…`, issue 15).
 * Every read is cached under the `Memories` tag of its profile (the account's uid or a child's id); every
 * write refreshes that profile's reads. SPEC §7: a 404 on saved memories counts as none.
 */
export const memoryApi = groveApi.enhanceEndpoints({ addTagTypes: ['Memories'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/memory/{profileId}`: the switches, the content mode, every memory (newest first) and the pending count. */
    memoryProfile: build.query<MemoryProfileView, string>({
      query: (profileId) => `/api/memory/${encodeURIComponent(profileId)}`,
      providesTags: (_result, _error, profileId) => [profileTag(profileId)],
    }),
    /** `GET /api/memory/users/{profileId}/saved-memories`: the kept memories; a 404 is an empty list (SPEC §7). */
    savedMemories: build.query<MemoryItem[], string>({
      async queryFn(profileId, _api, _extra, baseQuery) {
        const result = await baseQuery(`/api/memory/users/${encodeURIComponent(profileId)}/saved-memories`);
        if (result.error) return result.error.status === 404 ? { data: [] } : { error: result.error };
        return { data: (result.data as SavedMemories).memories };
      },
      providesTags: (_result, _error, profileId) => [profileTag(profileId)],
    }),
    /** `GET /api/memory/users/{profileId}/timeline?unit=&tzOffset=`: kept memories grouped by day, week or month. */
    memoryTimeline: build.query<MemoryTimeline, MemoryTimelineArgs>({
      query: ({ profileId, unit, tzOffset }) => ({
        url: `/api/memory/users/${encodeURIComponent(profileId)}/timeline`,
        params: { unit, tzOffset },
      }),
      providesTags: (_result, _error, { profileId }) => [profileTag(profileId)],
    }),
    /** `POST /api/memory/users`: turns the profile's memory or automatic capture on or off. */
    memorySettingsUpdate: build.mutation<MemorySettings, MemorySettingsUpdate>({
      query: (body) => ({ url: '/api/memory/users', method: 'POST', body }),
      invalidatesTags: (_result, _error, { userId }) => [profileTag(userId)],
    }),
    /** `POST /api/memory`: a memory added by hand; says whether it was added, updated, already known, refused or full. */
    memoryCreate: build.mutation<MemoryWrite, MemoryCreate>({
      query: (body) => ({ url: '/api/memory', method: 'POST', body }),
      invalidatesTags: (_result, _error, { userId }) => [profileTag(userId)],
    }),
    /** `PATCH /api/memory/{memoryId}`: new words, tags or pin (only a parent pins a child's memory). */
    memoryPatch: build.mutation<MemoryItem, MemoryPatchArgs>({
      query: ({ memoryId, patch }) => ({ url: memoryPath(memoryId), method: 'PATCH', body: patch }),
      invalidatesTags: changedProfile,
    }),
    /** `DELETE /api/memory/{memoryId}`: soft deletion; the answer is the memory in state `deleted`, restorable. */
    memoryDelete: build.mutation<MemoryItem, string>({
      query: (memoryId) => ({ url: memoryPath(memoryId), method: 'DELETE' }),
      invalidatesTags: changedProfile,
    }),
    /** `POST /api/memory/{memoryId}/restore`: undoes a deletion (within 30 days). */
    memoryRestore: build.mutation<MemoryItem, string>({
      query: (memoryId) => ({ url: memoryPath(memoryId, '/restore'), method: 'POST' }),
      invalidatesTags: changedProfile,
    }),
    /** `POST /api/memory/{memoryId}/approve`: the parent lets the mentor use a 4–8 child's memory. */
    memoryApprove: build.mutation<MemoryItem, string>({
      query: (memoryId) => ({ url: memoryPath(memoryId, '/approve'), method: 'POST' }),
      invalidatesTags: changedProfile,
    }),
    /** `POST /api/symbolic/memory-feedback`: wrong (deleted softly), outdated (expired) or helpful (counted). */
    memoryFeedback: build.mutation<MemoryItem, MemoryFeedback>({
      query: (body) => ({ url: '/api/symbolic/memory-feedback', method: 'POST', body }),
      invalidatesTags: (result, _error, { userId }) => [profileTag(result?.profileId ?? userId)],
    }),
  }),
});

/** Hooks of {@link memoryApi}'s endpoints. */
export const {
  useMemoryProfileQuery,
  useSavedMemoriesQuery,
  useMemoryTimelineQuery,
  useMemorySettingsUpdateMutation,
  useMemoryCreateMutation,
  useMemoryPatchMutation,
  useMemoryDeleteMutation,
  useMemoryRestoreMutation,
  useMemoryApproveMutation,
  useMemoryFeedbackMutation,
} = memoryApi;

/**
 * The action that makes every mounted memory list, timeline and switch of `profileId` read again, e.g.
 * after a chat reply saved or forgot a memory: `dispatch(memoryProfileRefresh(profileId))`.
 */
export function memoryProfileRefresh(profileId: string) {
  return memoryApi.util.invalidateTags([profileTag(profileId)]);
}

/** Reads an RTK Query error of a memory call (see `apiErrorRead`). */
export const memoryApiErrorRead: (error: unknown) => MemoryApiError = apiErrorRead;

/** Memory's wording of a failure the server did not explain (network down, no answer). */
export const MEMORY_NETWORK_FAILED = API_NETWORK_FAILED;

/** What to tell a person about a failed memory call: the server's message, else `fallback`. */
export const memoryApiErrorMessage: (error: unknown, fallback?: string) => string = apiErrorMessage;
