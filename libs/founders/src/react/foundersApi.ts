import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  AdminInvitation,
  AdminInvitationList,
  FounderSeats,
  FoundersJoinResult,
  FoundersMe,
  FoundersStats,
  InvitationCreate,
  InvitationKind,
  InvitationTrackUsageResult,
  InvitationValidation,
  MarkConversionResult,
  MyReferralCode,
} from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';
import { trialDeviceFactsCollect, trialDeviceHeaders } from '@grove/trial-guard/react';

/** Where every founders-club call lives (issue 19). */
export const FOUNDERS_API_PATH = '/api/founders-club';

/** `foundersAdminInvitations`' argument: one page of codes, optionally of one kind. */
export interface FoundersAdminInvitationsArgs {
  kind?: InvitationKind;
  /** 1..200, 50 by default (the server's). */
  limit?: number;
  offset?: number;
}

/**
 * The device facts that go with join and /me: the server hashes X-Device-Id to notice a referrer
 * inviting themselves from the same browser. They are the trial's device identity (trial-guard), so a
 * device is one device whether it tried Grove anonymously or not. Without storage to keep an id (a
 * locked-down browser) the call goes without them: the server then has no device to compare, which
 * never blocks anyone.
 */
async function foundersDeviceHeaders(): Promise<Record<string, string>> {
  try {
    return trialDeviceHeaders(await trialDeviceFactsCollect());
  } catch {
    return {};
  }
}

type Sent<T> = { data: T } | { error: FetchBaseQueryError };

/** Sends `request` through the base API with the device headers added, keeping the base API's auth and events. */
async function withDevice<T>(request: FetchArgs, baseQuery: (args: FetchArgs) => unknown): Promise<Sent<T>> {
  const headers = await foundersDeviceHeaders();
  const result = (await baseQuery({ ...request, headers: { ...headers, ...(request.headers as Record<string, string> | undefined) } })) as {
    data?: unknown;
    error?: FetchBaseQueryError;
  };
  return result.error ? { error: result.error } : { data: result.data as T };
}

const ME = { type: 'FoundersMe' as const, id: 'me' };
const SEATS = { type: 'FounderSeats' as const, id: 'all' };
const ADMIN = { type: 'FoundersAdmin' as const, id: 'all' };
const INVITATIONS = { type: 'FoundersInvitation' as const, id: 'all' };

/**
 * The founders club's endpoints on the app's one base API (issue 19; SPEC §7 "founders-club calls").
 * Public: validate a code, count a landing, ask for a conversion check, the seats. An adult's own:
 * join with a code, my page (/me), make or revoke my code. Admin: create, list and revoke founders
 * invitations, the figures. Joining or changing my code refetches /me (and the seats, which a join
 * takes); join, /me and making a code carry the device headers.
 */
export const foundersApi = groveApi.enhanceEndpoints({ addTagTypes: ['FoundersMe', 'FounderSeats', 'FoundersAdmin', 'FoundersInvitation'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/founders-club/validate/{code}`: the code's state and, while valid, who invited. */
    foundersValidate: build.query<InvitationValidation, string>({
      query: (code) => `${FOUNDERS_API_PATH}/validate/${encodeURIComponent(code)}`,
      providesTags: [INVITATIONS],
    }),
    /** `POST /api/founders-club/track-usage`: a landing page with this code was opened. */
    foundersTrackUsage: build.mutation<InvitationTrackUsageResult, string>({
      query: (code) => ({ url: `${FOUNDERS_API_PATH}/track-usage`, method: 'POST', body: { code, event: 'landing_opened' } }),
    }),
    /** `POST /api/founders-club/mark-conversion` with the proof join returned: the server checks the referral again. */
    foundersMarkConversion: build.mutation<MarkConversionResult, string>({
      query: (proof) => ({ url: `${FOUNDERS_API_PATH}/mark-conversion`, method: 'POST', body: { proof } }),
      invalidatesTags: (_result, error) => (error ? [] : [ME]),
    }),
    /** `GET /api/founders-club/seats`: the seats taken, newest first, without names. */
    foundersSeats: build.query<FounderSeats, void>({
      query: () => `${FOUNDERS_API_PATH}/seats`,
      providesTags: [SEATS],
    }),
    /** `POST /api/founders-club/join`: a new account joins with a code (with the device headers). */
    foundersJoin: build.mutation<FoundersJoinResult, string>({
      queryFn: (code, _api, _extra, baseQuery) => withDevice<FoundersJoinResult>({ url: `${FOUNDERS_API_PATH}/join`, method: 'POST', body: { code } }, baseQuery),
      invalidatesTags: (_result, error) => (error ? [] : [ME, SEATS]),
    }),
    /** `GET /api/founders-club/me`: my code, invitations, rewards, caps, seat and progress (with the device headers). */
    foundersMe: build.query<FoundersMe, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => withDevice<FoundersMe>({ url: `${FOUNDERS_API_PATH}/me` }, baseQuery),
      providesTags: [ME],
    }),
    /**
     * `POST /api/founders-club/me/code`: my live referral code, made if I have none (with the device
     * headers: the device a code is made on is its referrer's).
     */
    foundersCodeCreate: build.mutation<MyReferralCode, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => withDevice<MyReferralCode>({ url: `${FOUNDERS_API_PATH}/me/code`, method: 'POST' }, baseQuery),
      invalidatesTags: (_result, error) => (error ? [] : [ME]),
    }),
    /** `DELETE /api/founders-club/me/code`: my code stops working (a new one can be made after). */
    foundersCodeRevoke: build.mutation<void, void>({
      query: () => ({ url: `${FOUNDERS_API_PATH}/me/code`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [ME, INVITATIONS]),
    }),
    /** `POST /api/founders-club/admin/create-invitation`: an admin's founders invitation. */
    foundersAdminInvitationCreate: build.mutation<AdminInvitation, Partial<InvitationCreate> & Pick<InvitationCreate, 'maxUses'>>({
      query: (body) => ({ url: `${FOUNDERS_API_PATH}/admin/create-invitation`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN]),
    }),
    /** `GET /api/founders-club/admin/invitations`: codes for admins, newest first. */
    foundersAdminInvitations: build.query<AdminInvitationList, FoundersAdminInvitationsArgs>({
      query: ({ kind, limit, offset }) => ({
        url: `${FOUNDERS_API_PATH}/admin/invitations`,
        params: { ...(kind ? { kind } : {}), ...(limit !== undefined ? { limit } : {}), ...(offset !== undefined ? { offset } : {}) },
      }),
      providesTags: [ADMIN],
    }),
    /** `POST /api/founders-club/admin/invitations/{id}/revoke`. */
    foundersAdminInvitationRevoke: build.mutation<AdminInvitation, string>({
      query: (id) => ({ url: `${FOUNDERS_API_PATH}/admin/invitations/${encodeURIComponent(id)}/revoke`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [ADMIN, INVITATIONS]),
    }),
    /** `GET /api/founders-club/admin/stats`: codes, uses, conversions, rewards and flagged events. */
    foundersAdminStats: build.query<FoundersStats, void>({
      query: () => `${FOUNDERS_API_PATH}/admin/stats`,
      providesTags: [ADMIN],
    }),
  }),
});

/** The founders club's hooks. */
export const {
  useFoundersValidateQuery,
  useFoundersTrackUsageMutation,
  useFoundersMarkConversionMutation,
  useFoundersSeatsQuery,
  useFoundersJoinMutation,
  useFoundersMeQuery,
  useFoundersCodeCreateMutation,
  useFoundersCodeRevokeMutation,
  useFoundersAdminInvitationCreateMutation,
  useFoundersAdminInvitationsQuery,
  useFoundersAdminInvitationRevokeMutation,
  useFoundersAdminStatsQuery,
} = foundersApi;
