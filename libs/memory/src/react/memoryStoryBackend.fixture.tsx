import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  errorBody,
  type ContentModeValue,
  type ErrorCode,
  type MemoryItem,
  type MemorySettings,
  type MemoryTimeline,
  type MemoryWrite,
} from '@grove/api-contract';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApi, groveApiConfigure } from '@grove/api-client/react';
import { SAMPLE_NOW } from './memorySamples.fixture';

/** An error answer of the pretend API: `{ error: { code, message, field } }` with a status. */
export interface MemoryStoryFailure {
  status: number;
  code: ErrorCode;
  message: string;
  field?: string;
}

/** One profile the pretend API knows. */
export interface MemoryStoryProfile {
  contentMode: ContentModeValue;
  settings: MemorySettings;
  memories: MemoryItem[];
}

/** What the pretend API of a preview (or a binding test) answers from. */
export interface MemoryStoryBackendState {
  profiles: Record<string, MemoryStoryProfile>;
  /** Reads never answer (the loading state). */
  loading?: boolean;
  /** Every read fails with this (the error state); cleared by {@link MemoryStoryBackendHandle.heal}. */
  readFailure?: MemoryStoryFailure;
  /** `POST /api/memory` with content matching `pattern` is refused as the API refuses a child's personal detail. */
  refuse?: { pattern: RegExp; message: string };
}

/** One request the pretend API answered. */
export interface MemoryStoryRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** A test's view of the pretend API: what it was asked, its state, and planned failures. */
export interface MemoryStoryBackendHandle {
  requests: MemoryStoryRequest[];
  state: MemoryStoryBackendState;
  /** Answers the next request of `method` whose path matches `path` with `failure` ('network': the fetch fails). */
  failNext(method: string, path: RegExp, failure: MemoryStoryFailure | 'network'): void;
  /** Reads answer again after a `readFailure`. */
  heal(): void;
}

// Requests of previews go to this origin, which the pretend API answers inside the page: previews
// need no server. Every other request goes to the real fetch.
const STORY_ORIGIN = 'https://memory-api.preview.invalid';

let handle: MemoryStoryBackendHandle = { requests: [], state: { profiles: {} }, failNext: () => undefined, heal: () => undefined };
let planned: Array<{ method: string; path: RegExp; failure: MemoryStoryFailure | 'network' }> = [];
let installed = false;
let clock = SAMPLE_NOW;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function failed(failure: MemoryStoryFailure): Response {
  return json(failure.status, errorBody(failure.code, failure.message, failure.field));
}

function never(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
}

function nextIso(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

function findMemory(memoryId: string): { profile: MemoryStoryProfile; index: number } | null {
  for (const profile of Object.values(handle.state.profiles)) {
    const index = profile.memories.findIndex((memory) => memory.id === memoryId);
    if (index !== -1) return { profile, index };
  }
  return null;
}

function replace(found: { profile: MemoryStoryProfile; index: number }, change: Partial<MemoryItem>): MemoryItem {
  const next = { ...found.profile.memories[found.index], ...change, updatedAt: nextIso() } as MemoryItem;
  found.profile.memories = found.profile.memories.map((memory, index) => (index === found.index ? next : memory));
  return next;
}

function stateOf(memory: MemoryItem): MemoryItem['state'] {
  if (memory.deletedAt !== null) return 'deleted';
  if (memory.expiresAt !== null && Date.parse(memory.expiresAt) <= clock) return 'expired';
  return memory.approval === 'pending' ? 'pending' : 'active';
}

// Timeline groups by UTC day, Monday-first week or month: enough for previews; the API's own rules
// (the person's time zone, "Today" and "Last week" labels) are tested against the API itself.
function groupKey(iso: string, unit: MemoryTimeline['unit']): { key: string; startsAt: Date } {
  const day = new Date(iso);
  const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), unit === 'month' ? 1 : day.getUTCDate()));
  if (unit === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return { key: start.toISOString().slice(0, unit === 'month' ? 7 : 10), startsAt: start };
}

function timeline(memories: MemoryItem[], unit: MemoryTimeline['unit']): MemoryTimeline {
  const groups: MemoryTimeline['groups'] = [];
  for (const memory of memories.filter((item) => item.deletedAt === null)) {
    const { key, startsAt } = groupKey(memory.createdAt, unit);
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) {
      const label =
        unit === 'month'
          ? startsAt.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })
          : `${unit === 'week' ? 'Week of ' : ''}${startsAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`;
      group = { key, label, startsAt: startsAt.toISOString(), memories: [] };
      groups.push(group);
    }
    group.memories.push(memory);
  }
  return { unit, groups: groups.sort((a, b) => b.startsAt.localeCompare(a.startsAt)) };
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

  if (method === 'GET') {
    if (state.loading) return never(request.signal);
    if (state.readFailure) return failed(state.readFailure);
    const saved = /^\/api\/memory\/users\/([^/]+)\/saved-memories$/.exec(path);
    const line = /^\/api\/memory\/users\/([^/]+)\/timeline$/.exec(path);
    const whole = /^\/api\/memory\/([^/]+)$/.exec(path);
    const id = decodeURIComponent((saved ?? line ?? whole)?.[1] ?? '');
    const profile = state.profiles[id];
    if (!profile) return failed({ status: 404, code: 'not_found', message: 'No such profile.' });
    const memories = profile.memories.map((memory) => ({ ...memory, state: stateOf(memory) }));
    if (saved) return json(200, { memories: memories.filter((memory) => memory.deletedAt === null) });
    if (line) return json(200, timeline(memories, (url.searchParams.get('unit') ?? 'week') as MemoryTimeline['unit']));
    return json(200, {
      profileId: id,
      contentMode: profile.contentMode,
      settings: profile.settings,
      memories,
      pendingCount: memories.filter((memory) => memory.state === 'pending').length,
    });
  }

  if (method === 'POST' && path === '/api/memory/users') {
    const { userId, ...change } = body as { userId: string } & Partial<MemorySettings>;
    const profile = state.profiles[userId];
    if (!profile) return failed({ status: 403, code: 'forbidden', message: 'That profile is not yours.' });
    profile.settings = { ...profile.settings, ...change };
    return json(200, profile.settings);
  }
  if (method === 'POST' && path === '/api/memory') {
    const { userId, content, tags = [] } = body as { userId: string; content: string; tags?: string[] };
    const profile = state.profiles[userId];
    if (!profile) return failed({ status: 403, code: 'forbidden', message: 'That profile is not yours.' });
    if (state.refuse?.pattern.test(content)) return failed({ status: 400, code: 'bad_request', message: state.refuse.message, field: 'content' });
    const known = profile.memories.find((memory) => memory.deletedAt === null && memory.content.toLowerCase() === content.trim().toLowerCase());
    if (known) return json(200, { outcome: 'unchanged', memory: known, notice: null, expired: null } satisfies MemoryWrite);
    const at = nextIso();
    const pending = profile.contentMode === 'G';
    const memory: MemoryItem = {
      id: crypto.randomUUID(),
      profileId: userId,
      content: content.trim(),
      tags,
      source: { kind: 'manual' },
      createdAt: at,
      updatedAt: at,
      pinned: false,
      expiresAt: null,
      approval: pending ? 'pending' : 'approved',
      deletedAt: null,
      purgeAt: null,
      state: pending ? 'pending' : 'active',
      helpfulCount: 0,
    };
    profile.memories = [memory, ...profile.memories];
    return json(201, { outcome: 'added', memory, notice: null, expired: null } satisfies MemoryWrite);
  }

  const one = /^\/api\/memory\/([^/]+)(\/restore|\/approve)?$/.exec(path);
  const feedback = path === '/api/symbolic/memory-feedback' ? (body as { memoryId: string; feedback: string }) : null;
  const memoryId = feedback?.memoryId ?? (one ? decodeURIComponent(one[1]) : '');
  const found = findMemory(memoryId);
  if (!found) return failed({ status: 404, code: 'not_found', message: 'No such memory.' });
  const current = found.profile.memories[found.index];
  let next: MemoryItem | null = null;
  if (feedback?.feedback === 'wrong' || (method === 'DELETE' && one && !one[2])) {
    next = replace(found, { deletedAt: nextIso(), purgeAt: new Date(clock + 30 * 24 * 3600 * 1000).toISOString() });
  } else if (feedback?.feedback === 'outdated') next = replace(found, { expiresAt: nextIso(), pinned: false });
  else if (feedback?.feedback === 'helpful') next = replace(found, { helpfulCount: current.helpfulCount + 1 });
  else if (method === 'PATCH' && one && !one[2]) next = replace(found, body as Partial<MemoryItem>);
  else if (method === 'POST' && one?.[2] === '/restore') next = replace(found, { deletedAt: null, purgeAt: null });
  else if (method === 'POST' && one?.[2] === '/approve') next = replace(found, { approval: 'approved' });
  if (next === null) return failed({ status: 404, code: 'not_found', message: `No route ${method} ${path}` });
  const shown = { ...next, state: stateOf(next) };
  found.profile.memories = found.profile.memories.map((memory) => (memory.id === shown.id ? shown : memory));
  return json(200, shown);
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

/** Starts a fresh pretend memory API answering from `state` and returns a store built as the app builds it. */
export function memoryStoryStoreCreate(state: MemoryStoryBackendState) {
  fetchInstall();
  clock = SAMPLE_NOW;
  planned = [];
  // Each backend works on its own copy, so a preview or test never changes another's samples.
  const own: MemoryStoryBackendState = {
    ...state,
    profiles: Object.fromEntries(Object.entries(state.profiles).map(([id, profile]) => [id, { ...profile, memories: [...profile.memories] }])),
  };
  handle = {
    requests: [],
    state: own,
    failNext(method, path, failure) {
      planned.push({ method, path, failure });
    },
    heal() {
      own.readFailure = undefined;
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

/** The pretend API the latest {@link memoryStoryStoreCreate} started. */
export function memoryStoryBackend(): MemoryStoryBackendHandle {
  return handle;
}

/** Props of {@link MemoryStoryBackend}. */
export interface MemoryStoryBackendProps {
  state: MemoryStoryBackendState;
  children: ReactNode;
}

/** Gives a preview its own store whose base API talks to a pretend memory API answering from `state`. */
export function MemoryStoryBackend({ state, children }: MemoryStoryBackendProps) {
  const [store] = useState(() => memoryStoryStoreCreate(state));
  return <Provider store={store}>{children}</Provider>;
}

/** A Storybook decorator that wraps the story in a {@link MemoryStoryBackend} answering from `state`. */
export function withMemoryStoryBackend(state: MemoryStoryBackendState) {
  return function MemoryStoryBackendDecorator(Story: () => ReactNode) {
    return (
      <MemoryStoryBackend state={state}>
        <Story />
      </MemoryStoryBackend>
    );
  };
}
