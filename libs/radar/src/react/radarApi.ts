import type { EmotionalMetricsResult, RadarChart } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';
import type { RadarAxis } from '../index';

/** `radarChart`'s argument: whose radar and which week (default: this one). */
export interface RadarChartArgs {
  /** A profile id: the account's own, or a child's (the caller acting as the child, or its parent). */
  profileId: string;
  /** Monday of the week, `YYYY-MM-DD`. */
  weekStart?: string;
}

/** `radarCheckIn`'s argument: the day's check-in (its mood sentence and the person's own words). */
export interface RadarCheckInArgs {
  profileId: string;
  message: string;
}

/** `radarAxisCorrect`'s argument: the person's own reading of an axis for a week, or `null` to take it back. */
export interface RadarAxisCorrectArgs {
  profileId: string;
  weekStart: string;
  axis: RadarAxis;
  value: number | null;
}

/** `radarTagRemove`'s argument: take a tag off the week (`removed: false` puts it back). */
export interface RadarTagRemoveArgs {
  profileId: string;
  weekStart: string;
  tag: string;
  removed: boolean;
}

/** `radarInsightFeedback`'s argument: was the reading of an axis helpful? */
export interface RadarInsightFeedbackArgs {
  profileId: string;
  /** `axis:sleep`, `pattern:football`. */
  insight: string;
  helpful: boolean;
}

const profileTag = (profileId: string) => ({ type: 'Radar' as const, id: profileId });

/**
 * The radar's endpoints on the app's one base API (SPEC §7): the week's chart, the period's emotional
 * metrics, the daily check-in, corrections and feedback. A check-in refetches the profile's radar; a
 * correction answers with the week's chart, which replaces the cached one at once.
 */
export const radarApi = groveApi.enhanceEndpoints({ addTagTypes: ['Radar'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/metrics/radar-chart?user_id=&week_start=`. */
    radarChart: build.query<RadarChart, RadarChartArgs>({
      query: ({ profileId, weekStart }) => ({
        url: '/api/metrics/radar-chart',
        params: { user_id: profileId, ...(weekStart ? { week_start: weekStart } : {}) },
      }),
      providesTags: (_result, _error, { profileId }) => [profileTag(profileId)],
    }),
    /** `GET /api/symbolic/metrics/{id}`: SPEC §3's five metrics over the last 7 days (SPEC §9). */
    radarMetrics: build.query<EmotionalMetricsResult, string>({
      query: (profileId) => `/api/symbolic/metrics/${encodeURIComponent(profileId)}`,
      providesTags: (_result, _error, profileId) => [profileTag(profileId)],
    }),
    /** `POST /api/symbolic/extract-emotional-metrics` with a check-in. */
    radarCheckIn: build.mutation<EmotionalMetricsResult, RadarCheckInArgs>({
      query: ({ profileId, message }) => ({
        url: '/api/symbolic/extract-emotional-metrics',
        method: 'POST',
        body: { user_id: profileId, user_message: message, source: 'checkin' },
      }),
      invalidatesTags: (_result, error, { profileId }) => (error ? [] : [profileTag(profileId)]),
    }),
    /** `POST /api/symbolic-override` for an axis. */
    radarAxisCorrect: build.mutation<RadarChart, RadarAxisCorrectArgs>({
      query: ({ profileId, weekStart, axis, value }) => ({ url: '/api/symbolic-override', method: 'POST', body: { user_id: profileId, week_start: weekStart, axis, value } }),
      invalidatesTags: (_result, error, { profileId }) => (error ? [] : [profileTag(profileId)]),
    }),
    /** `POST /api/symbolic-override` for a tag. */
    radarTagRemove: build.mutation<RadarChart, RadarTagRemoveArgs>({
      query: ({ profileId, weekStart, tag, removed }) => ({ url: '/api/symbolic-override', method: 'POST', body: { user_id: profileId, week_start: weekStart, tag, removed } }),
      invalidatesTags: (_result, error, { profileId }) => (error ? [] : [profileTag(profileId)]),
    }),
    /** `POST /api/insight-feedback`. */
    radarInsightFeedback: build.mutation<void, RadarInsightFeedbackArgs>({
      query: ({ profileId, insight, helpful }) => ({ url: '/api/insight-feedback', method: 'POST', body: { user_id: profileId, insight, helpful } }),
    }),
  }),
});

/** The radar's hooks. */
export const {
  useRadarChartQuery,
  useRadarMetricsQuery,
  useRadarCheckInMutation,
  useRadarAxisCorrectMutation,
  useRadarTagRemoveMutation,
  useRadarInsightFeedbackMutation,
} = radarApi;
