import type { ChildLimitsStatus, ChildLimitsUpdate, ConsentCreate, Consents } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';
import { pinDigest } from '../index';
import { browserSha256 } from './browserSha256';

/** `recordConsent`'s argument: whose consent, and the decision (kind, given or withdrawn, the version shown). */
export interface ConsentRecordArgs {
  userId: string;
  body: ConsentCreate;
}

/** `putChildLimits`'s argument: the child and both limits (each null for none). */
export interface ChildLimitsPutArgs {
  childId: string;
  body: ChildLimitsUpdate;
}

/** `resetParentPin`'s argument: the parent and the new PIN as typed (sent only as its SHA-256). */
export interface ParentPinResetArgs {
  userId: string;
  pin: string;
}

function userPath(userId: string, rest: string): string {
  return `/api/users/${encodeURIComponent(userId)}${rest}`;
}

function limitsPath(childId: string): string {
  return `/api/children/${encodeURIComponent(childId)}/limits`;
}

/**
 * The parent's controls of issue 18 on the one base API (ARCHITECTURE.md rule 4): the family's consents
 * (the child privacy notice, before a child is added; the external model, for children's chats), each
 * child's daily chat time and quiet hours (the parent sets them; the child reads their own with
 * X-Child-Id), and the reset of a forgotten parent PIN after the account password was entered again.
 */
export const familyControlsApi = groveApi.enhanceEndpoints({ addTagTypes: ['Consents', 'ChildLimits', 'User'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/users/{id}/consents`: the latest decision of each kind, what is in force, and the mentor it concerns. */
    getConsents: build.query<Consents, string>({
      query: (userId) => userPath(userId, '/consents'),
      providesTags: (_result, _error, userId) => [{ type: 'Consents', id: userId }],
    }),
    /** `POST /api/users/{id}/consents`: gives or withdraws one consent; answers the consents as they now stand. */
    recordConsent: build.mutation<Consents, ConsentRecordArgs>({
      query: ({ userId, body }) => ({ url: userPath(userId, '/consents'), method: 'POST', body }),
      // The answer is the new state: it replaces the cached one without another request.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(familyControlsApi.util.upsertQueryData('getConsents', userId, data));
        } catch {
          // A refusal changed nothing; the form shows it.
        }
      },
    }),
    /** `GET /api/children/{childId}/limits`: the child's limits, minutes used and left today, quiet time. */
    getChildLimits: build.query<ChildLimitsStatus, string>({
      query: (childId) => limitsPath(childId),
      providesTags: (_result, _error, childId) => [{ type: 'ChildLimits', id: childId }],
    }),
    /** `PUT /api/children/{childId}/limits`: sets both limits (null for none); answers the new status. */
    putChildLimits: build.mutation<ChildLimitsStatus, ChildLimitsPutArgs>({
      query: ({ childId, body }) => ({ url: limitsPath(childId), method: 'PUT', body }),
      async onQueryStarted({ childId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(familyControlsApi.util.upsertQueryData('getChildLimits', childId, data));
        } catch {
          // A refusal changed nothing; the form shows it.
        }
      },
    }),
    /**
     * `POST /api/users/{id}/parent-pin/reset` `{ newPin }`: a new parent PIN without the old one, its
     * wrong tries and lock cleared. The PIN goes as its SHA-256, exactly as `setParentPin` sends one.
     * The server takes it only with an ID token from a sign-in in the last 5 minutes (401
     * `reauthentication_required` otherwise), so re-authenticate and refresh the token first.
     */
    resetParentPin: build.mutation<null, ParentPinResetArgs>({
      async queryFn({ userId, pin }, _api, _extra, baseQuery) {
        let newPin: string;
        try {
          // A PIN the core rejects never leaves the browser (SPEC §5, ARCHITECTURE.md "PINs").
          newPin = await pinDigest(pin, browserSha256);
        } catch (error) {
          return { error: { status: 'CUSTOM_ERROR', error: error instanceof Error ? error.message : String(error) } };
        }
        const result = await baseQuery({ url: userPath(userId, '/parent-pin/reset'), method: 'POST', body: { newPin } });
        return result.error ? { error: result.error } : { data: null };
      },
      // The user document's parentPinSet may change (a PIN set where none was).
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'User', id: userId }],
    }),
  }),
});

/** Hooks of {@link familyControlsApi}'s endpoints. */
export const { useGetConsentsQuery, useRecordConsentMutation, useGetChildLimitsQuery, usePutChildLimitsMutation, useResetParentPinMutation } =
  familyControlsApi;
