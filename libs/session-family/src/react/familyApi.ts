import { errorBodyParse, type Child, type ChildCreate, type ChildPatch, type ErrorCode, type PinVerifyResult } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';
import { pinDigest } from '../index';
import { browserSha256 } from './browserSha256';

/** `createChild`'s body: SPEC §3's new child, with the PIN as the parent typed it (sent only as its SHA-256). */
export interface ChildCreateInput extends Omit<ChildCreate, 'pin'> {
  /** The child's PIN, 4 to 6 digits. */
  pin: string;
}

/** `patchChild`'s body: the changes, with a new PIN as typed (sent only as its SHA-256). */
export interface ChildPatchInput extends Omit<ChildPatch, 'pin'> {
  pin?: string;
}

/** `setParentPin`'s body: the new parent PIN and, when one is already set, the current one, as typed. */
export interface ParentPinSetInput {
  pin: string;
  currentPin?: string;
}

/** A failed family call, read for display. */
export interface FamilyApiError {
  /** The HTTP status, RTK Query's string status ('FETCH_ERROR', 'CUSTOM_ERROR', …), or `null` when unknown. */
  status: number | string | null;
  /** The server's error code (`locked` for a locked PIN, `conflict` when no parent PIN is set, …). */
  code: ErrorCode | null;
  /** The server's message (or the PIN rule that failed before sending), when there is one. */
  message: string | null;
  /** The request field the server named for a 400 (e.g. `body.age`). */
  field: string | null;
}

type Digested<T> = { ok: true; value: T } | { ok: false; error: { status: 'CUSTOM_ERROR'; error: string } };

// Every PIN is turned into its SHA-256 here, in one place, so no screen can send a PIN as typed
// (SPEC §5, ARCHITECTURE.md "PINs"). A PIN the core rejects never leaves the browser at all.
async function digested<T>(make: () => Promise<T>): Promise<Digested<T>> {
  try {
    return { ok: true, value: await make() };
  } catch (error) {
    return { ok: false, error: { status: 'CUSTOM_ERROR', error: error instanceof Error ? error.message : String(error) } };
  }
}

function digestOf(pin: string): Promise<string> {
  return pinDigest(pin, browserSha256);
}

function userPath(userId: string, rest: string): string {
  return `/api/users/${encodeURIComponent(userId)}${rest}`;
}

function childPath(childId: string, rest = ''): string {
  return `/api/children/${encodeURIComponent(childId)}${rest}`;
}

/**
 * The family endpoints of the one base API (ARCHITECTURE.md rule 4): child profiles and the parent
 * and child PINs (API.md). Writes to children invalidate the `Children` list, and every write the
 * parent's `User` document (its `children` and `parentPinSet` change, and the server makes a parent a
 * family member with their first child); PIN checks change no cached data.
 */
export const familyApi = groveApi.enhanceEndpoints({ addTagTypes: ['Children', 'User'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/users/{id}/children`: the parent's children, oldest first. */
    listChildren: build.query<Child[], string>({
      query: (userId) => userPath(userId, '/children'),
      providesTags: ['Children'],
    }),
    /** `POST /api/users/{id}/children`: a new child profile; the server derives the content mode from the age. */
    createChild: build.mutation<Child, { userId: string; body: ChildCreateInput }>({
      async queryFn({ userId, body }, _api, _extra, baseQuery) {
        const pin = await digested(() => digestOf(body.pin));
        if (!pin.ok) return { error: pin.error };
        const result = await baseQuery({ url: userPath(userId, '/children'), method: 'POST', body: { ...body, pin: pin.value } });
        return result.error ? { error: result.error } : { data: result.data as Child };
      },
      invalidatesTags: (_result, _error, { userId }) => ['Children', { type: 'User', id: userId }],
    }),
    /** `PATCH /api/children/{childId}`: name, age (the server recalculates the content mode), avatar, PIN, permissions. */
    patchChild: build.mutation<Child, { childId: string; body: ChildPatchInput }>({
      async queryFn({ childId, body }, _api, _extra, baseQuery) {
        const { pin: typed, ...rest } = body;
        const pin = await digested(() => (typed === undefined ? Promise.resolve(undefined) : digestOf(typed)));
        if (!pin.ok) return { error: pin.error };
        const wire: ChildPatch = pin.value === undefined ? rest : { ...rest, pin: pin.value };
        const result = await baseQuery({ url: childPath(childId), method: 'PATCH', body: wire });
        return result.error ? { error: result.error } : { data: result.data as Child };
      },
      // The answer names the parent; a failed call changed no user, but the list may be stale (a 404).
      invalidatesTags: (result) => (result ? ['Children', { type: 'User', id: result.parentId }] : ['Children']),
    }),
    /** `DELETE /api/children/{childId}`. */
    deleteChild: build.mutation<null, string>({
      query: (childId) => ({ url: childPath(childId), method: 'DELETE' }),
      transformResponse: () => null,
      // The parent's id is not part of the call, so every cached user document is refreshed.
      invalidatesTags: ['Children', 'User'],
    }),
    /** `PUT /api/users/{id}/parent-pin`: sets the parent PIN, or changes it (then the current PIN is required). */
    setParentPin: build.mutation<null, { userId: string; body: ParentPinSetInput }>({
      async queryFn({ userId, body }, _api, _extra, baseQuery) {
        const pins = await digested(async () => ({
          pin: await digestOf(body.pin),
          ...(body.currentPin === undefined ? {} : { currentPin: await digestOf(body.currentPin) }),
        }));
        if (!pins.ok) return { error: pins.error };
        const result = await baseQuery({ url: userPath(userId, '/parent-pin'), method: 'PUT', body: pins.value });
        return result.error ? { error: result.error } : { data: null };
      },
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'User', id: userId }],
    }),
    /** `POST /api/users/{id}/parent-pin/verify`: 200 `{ verified, attemptsLeft }`, 423 when locked, 409 when no parent PIN is set. */
    verifyParentPin: build.mutation<PinVerifyResult, { userId: string; pin: string }>({
      async queryFn({ userId, pin }, _api, _extra, baseQuery) {
        const digest = await digested(() => digestOf(pin));
        if (!digest.ok) return { error: digest.error };
        const result = await baseQuery({ url: userPath(userId, '/parent-pin/verify'), method: 'POST', body: { pin: digest.value } });
        return result.error ? { error: result.error } : { data: result.data as PinVerifyResult };
      },
    }),
    /** `POST /api/children/{childId}/pin/verify`: 200 `{ verified, attemptsLeft }`, 423 when locked. */
    verifyChildPin: build.mutation<PinVerifyResult, { childId: string; pin: string }>({
      async queryFn({ childId, pin }, _api, _extra, baseQuery) {
        const digest = await digested(() => digestOf(pin));
        if (!digest.ok) return { error: digest.error };
        const result = await baseQuery({ url: childPath(childId, '/pin/verify'), method: 'POST', body: { pin: digest.value } });
        return result.error ? { error: result.error } : { data: result.data as PinVerifyResult };
      },
    }),
  }),
});

/** Hooks of {@link familyApi}'s endpoints. */
export const {
  useListChildrenQuery,
  useCreateChildMutation,
  usePatchChildMutation,
  useDeleteChildMutation,
  useSetParentPinMutation,
  useVerifyParentPinMutation,
  useVerifyChildPinMutation,
} = familyApi;

/**
 * Reads an RTK Query error of a family call: the status, and the `{ error: { code, message, field } }`
 * body the API sends (ARCHITECTURE.md "Errors"), or the PIN rule that stopped the call before it left.
 */
export function familyApiErrorRead(error: unknown): FamilyApiError {
  const none: FamilyApiError = { status: null, code: null, message: null, field: null };
  if (typeof error !== 'object' || error === null) return none;
  const { status, data, error: text } = error as { status?: unknown; data?: unknown; error?: unknown };
  if (typeof status === 'number') {
    const body = errorBodyParse(data);
    return { status, code: body?.error.code ?? null, message: body?.error.message ?? null, field: body?.error.field ?? null };
  }
  if (typeof status === 'string') return { ...none, status, message: status === 'CUSTOM_ERROR' && typeof text === 'string' ? text : null };
  // A serialized exception (code that threw): its message is not meant for people.
  return none;
}
