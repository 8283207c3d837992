import type { ReactNode } from 'react';
import type { EmotionalMetricsResult, RadarChart } from '@grove/api-contract';
import { previewBackendCreate, previewFailed, previewJson, type PreviewBackendHandle, type PreviewFailure, type PreviewRequest } from '@grove/api-client/preview';
import { syntheticWeekSample } from './radarSamples.fixture';

/** An error answer of the pretend API. */
export type RadarStoryFailure = PreviewFailure;

/** One profile the pretend API knows: its weeks by Monday (the first is this week) and its 7-day metrics. */
export interface RadarStoryProfile {
  weeks: RadarChart[];
  metrics: EmotionalMetricsResult;
}

/** What the pretend radar API of a preview (or a binding test) answers from. */
export interface RadarStoryBackendState {
  profiles: Record<string, RadarStoryProfile>;
  /** Every radar-chart read fails with this; cleared by {@link RadarStoryBackendHandle.heal}. */
  chartFailure?: RadarStoryFailure;
  /** Every metrics read fails with this. */
  metricsFailure?: RadarStoryFailure;
}

/** One request the pretend API answered. */
export type RadarStoryRequest = PreviewRequest;

/** A test's view of the pretend API. */
export type RadarStoryBackendHandle = PreviewBackendHandle<RadarStoryBackendState>;

const json = previewJson;
const failed = previewFailed;

function weekOf(profile: RadarStoryProfile, weekStart: string | null, profileId: string): RadarChart {
  if (weekStart === null) return profile.weeks[0];
  return profile.weeks.find((week) => week.week_start === weekStart) ?? syntheticWeekSample(profileId, weekStart);
}

// The radar's routes; @grove/api-client/preview does the rest (fetch hook, request log, failures, store).
const backend = previewBackendCreate<RadarStoryBackendState>({
  origin: 'https://radar-api.preview.invalid',
  copy: (state) => ({
    ...state,
    profiles: Object.fromEntries(Object.entries(state.profiles).map(([id, profile]) => [id, { ...profile, weeks: [...profile.weeks] }])),
  }),
  heal(state) {
    state.chartFailure = undefined;
    state.metricsFailure = undefined;
  },
  route({ method, path, url, body }, state) {
    const forbidden = failed({ status: 403, code: 'forbidden', message: 'That profile is not yours.' });
    if (method === 'GET' && path === '/api/metrics/radar-chart') {
      if (state.chartFailure) return failed(state.chartFailure);
      const id = url.searchParams.get('user_id') ?? '';
      const profile = state.profiles[id];
      return profile ? json(200, weekOf(profile, url.searchParams.get('week_start'), id)) : forbidden;
    }
    const metrics = /^\/api\/symbolic\/metrics\/([^/]+)$/.exec(path);
    if (method === 'GET' && metrics) {
      if (state.metricsFailure) return failed(state.metricsFailure);
      const profile = state.profiles[decodeURIComponent(metrics[1])];
      return profile ? json(200, profile.metrics) : forbidden;
    }
    if (method === 'POST' && path === '/api/symbolic-override') {
      const change = body as { user_id: string; week_start: string; axis?: string; value?: number | null; tag?: string; removed?: boolean };
      const profile = state.profiles[change.user_id];
      if (!profile) return forbidden;
      const week = weekOf(profile, change.week_start, change.user_id);
      let next: RadarChart;
      if (change.axis) {
        const axis = change.axis as keyof RadarChart['details'];
        next = { ...week, details: { ...week.details, [axis]: { ...week.details[axis], override: change.value ?? null } } };
      } else {
        const tag = change.tag ?? '';
        const removed = change.removed ? [...new Set([...week.removed_tags, tag])] : week.removed_tags.filter((item) => item !== tag);
        const all = [...new Set([...week.source_tags, ...week.removed_tags])];
        next = { ...week, removed_tags: removed, source_tags: all.filter((item) => !removed.includes(item)) };
      }
      profile.weeks = profile.weeks.some((item) => item.week_start === next.week_start) ? profile.weeks.map((item) => (item.week_start === next.week_start ? next : item)) : [...profile.weeks, next];
      return json(200, next);
    }
    if (method === 'POST' && path === '/api/symbolic/extract-emotional-metrics') {
      const checkIn = body as { user_id: string; user_message: string };
      const profile = state.profiles[checkIn.user_id];
      return profile ? json(200, { ...profile.metrics, analysis_timestamp: '2026-11-25T12:00:00.000Z' }) : forbidden;
    }
    if (method === 'POST' && path === '/api/insight-feedback') {
      const feedback = body as { user_id: string };
      return state.profiles[feedback.user_id] ? json(204, null) : forbidden;
    }
    return null;
  },
});

/** Starts a fresh pretend radar API answering from `state` and returns a store built as the app builds it. */
export const radarStoryStoreCreate = backend.storeCreate;

/** The pretend API the latest {@link radarStoryStoreCreate} started. */
export const radarStoryBackend = backend.handle;

/** Gives a preview its own store whose base API talks to a pretend radar API answering from `state`. */
export function RadarStoryBackend({ state, children }: { state: RadarStoryBackendState; children: ReactNode }) {
  return <backend.Provider state={state}>{children}</backend.Provider>;
}

/** A Storybook decorator that wraps the story in a {@link RadarStoryBackend} answering from `state`. */
export const withRadarStoryBackend = backend.decorator;
