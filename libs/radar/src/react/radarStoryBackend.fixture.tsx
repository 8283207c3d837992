import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { errorBody, type EmotionalMetricsResult, type ErrorCode, type RadarChart } from '@grove/api-contract';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import { syntheticWeekSample } from './radarSamples.fixture';

/** An error answer of the pretend API. */
export interface RadarStoryFailure {
  status: number;
  code: ErrorCode;
  message: string;
}

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
export interface RadarStoryRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** A test's view of the pretend API. */
export interface RadarStoryBackendHandle {
  requests: RadarStoryRequest[];
  state: RadarStoryBackendState;
  /** Answers the next request of `method` whose path matches with `failure` ('network': the fetch fails). */
  failNext(method: string, path: RegExp, failure: RadarStoryFailure | 'network'): void;
  /** Reads answer again after a failure. */
  heal(): void;
}

const STORY_ORIGIN = 'https://radar-api.preview.invalid';

let handle: RadarStoryBackendHandle = { requests: [], state: { profiles: {} }, failNext: () => undefined, heal: () => undefined };
let planned: Array<{ method: string; path: RegExp; failure: RadarStoryFailure | 'network' }> = [];
let installed = false;

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function failed(failure: RadarStoryFailure): Response {
  return json(failure.status, errorBody(failure.code, failure.message));
}

function weekOf(profile: RadarStoryProfile, weekStart: string | null, profileId: string): RadarChart {
  if (weekStart === null) return profile.weeks[0];
  return profile.weeks.find((week) => week.week_start === weekStart) ?? syntheticWeekSample(profileId, weekStart);
}

async function answer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  const method = request.method;
  const text = method === 'GET' ? '' : await request.text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  handle.requests.push({ method, path, search: url.search, body });
  const plan = planned.findIndex((entry) => entry.method === method && entry.path.test(path));
  if (plan !== -1) {
    const { failure } = planned.splice(plan, 1)[0];
    if (failure === 'network') throw new TypeError('Failed to fetch');
    return failed(failure);
  }
  const { state } = handle;
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
  return failed({ status: 404, code: 'not_found', message: `No pretend route for ${method} ${path}` });
}

function fetchInstall(): void {
  if (installed) return;
  installed = true;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(STORY_ORIGIN) ? answer(request) : original(input, init);
  };
}

/** Starts a fresh pretend radar API answering from `state` and returns a store built as the app builds it. */
export function radarStoryStoreCreate(state: RadarStoryBackendState) {
  fetchInstall();
  planned = [];
  const own: RadarStoryBackendState = {
    ...state,
    profiles: Object.fromEntries(Object.entries(state.profiles).map(([id, profile]) => [id, { ...profile, weeks: [...profile.weeks] }])),
  };
  handle = {
    requests: [],
    state: own,
    failNext(method, path, failure) {
      planned.push({ method, path, failure });
    },
    heal() {
      own.chartFailure = undefined;
      own.metricsFailure = undefined;
    },
  };
  groveApiConfigure({
    baseUrl: STORY_ORIGIN,
    identity: async () => ({ idToken: 'preview-token', activeRole: 'family_member', childId: null }),
    events: apiEventChannelCreate(),
  });
  return configureStore({
    reducer: combineSlices(groveApi),
    middleware: (getDefault) => getDefault().concat(groveApi.middleware),
  });
}

/** The pretend API the latest {@link radarStoryStoreCreate} started. */
export function radarStoryBackend(): RadarStoryBackendHandle {
  return handle;
}

/** Gives a preview its own store whose base API talks to a pretend radar API answering from `state`. */
export function RadarStoryBackend({ state, children }: { state: RadarStoryBackendState; children: ReactNode }) {
  const [store] = useState(() => radarStoryStoreCreate(state));
  return <Provider store={store}>{children}</Provider>;
}

/** A Storybook decorator that wraps the story in a {@link RadarStoryBackend} answering from `state`. */
export function withRadarStoryBackend(state: RadarStoryBackendState) {
  return function RadarStoryBackendDecorator(Story: () => ReactNode) {
    return (
      <RadarStoryBackend state={state}>
        <Story />
      </RadarStoryBackend>
    );
  };
}
