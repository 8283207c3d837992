import type { TrialStatus } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';
import { trialDeviceHeaders, type TrialDecision, type TrialDeviceFacts } from '../index';

/** The trial status route of issue 5. */
export const TRIAL_STATUS_PATH = '/api/trial/status';

/**
 * The trial endpoint on Grove's one base API (ARCHITECTURE.md rule 4): `GET /api/trial/status` with the
 * device headers and no Authorization, cached under the `TrialStatus` tag.
 */
export const trialApi = groveApi.enhanceEndpoints({ addTagTypes: ['TrialStatus'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/trial/status`: eligibility, reason, tokens used and left, limit, reset time, expired. */
    trialStatus: build.query<TrialStatus, TrialDeviceFacts>({
      // A trial visitor is signed out: the base query would add a bearer token if one existed; an
      // undefined header overrides it and fetchBaseQuery drops it.
      query: (facts) => ({ url: TRIAL_STATUS_PATH, headers: { ...trialDeviceHeaders(facts), Authorization: undefined } }),
      providesTags: ['TrialStatus'],
    }),
  }),
});

/** Hooks of {@link trialApi}. */
export const { useTrialStatusQuery } = trialApi;

/** The action that makes every mounted trial status refetch, e.g. after a trial chat reply was charged. */
export function trialStatusRefresh() {
  return trialApi.util.invalidateTags(['TrialStatus']);
}

/** The server's status as a {@link TrialDecision} (`resetAt` from ISO text to a Date). */
export function trialStatusDecision(status: TrialStatus): TrialDecision {
  return { ...status, resetAt: status.resetAt === null ? null : new Date(status.resetAt) };
}
