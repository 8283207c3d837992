import type { ReactNode } from 'react';
import type { ContentModeValue, MemoryItem, MemorySettings, MemoryTimeline, MemoryWrite } from '@grove/api-contract';
import { previewBackendCreate, previewFailed, previewJson, previewNever, type PreviewBackendHandle, type PreviewFailure, type PreviewRequest } from '@grove/api-client/preview';
import { SAMPLE_NOW } from './memorySamples.fixture';

/** An error answer of the pretend API: `{ error: { code, message, field } }` with a status. */
export type MemoryStoryFailure = PreviewFailure;

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
export type MemoryStoryRequest = PreviewRequest;

/** A test's view of the pretend API: what it was asked, its state, and planned failures. */
export type MemoryStoryBackendHandle = PreviewBackendHandle<MemoryStoryBackendState>;

let clock = SAMPLE_NOW;
const json = previewJson;
const failed = previewFailed;
const never = previewNever;

function nextIso(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

function findMemory(state: MemoryStoryBackendState, memoryId: string): { profile: MemoryStoryProfile; index: number } | null {
  for (const profile of Object.values(state.profiles)) {
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

async function answer(
  { method, path, url, body, signal }: PreviewRequest & { url: URL; signal: AbortSignal | null },
  state: MemoryStoryBackendState,
): Promise<Response | null> {

  if (method === 'GET') {
    if (state.loading) return never(signal);
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
  const found = findMemory(state, memoryId);
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

// The memory API's routes; @grove/api-client/preview does the rest (fetch hook, request log, failures, store).
const backend = previewBackendCreate<MemoryStoryBackendState>({
  origin: 'https://memory-api.preview.invalid',
  // Each backend works on its own copy, so a preview or test never changes another's samples.
  copy: (state) => ({
    ...state,
    profiles: Object.fromEntries(Object.entries(state.profiles).map(([id, profile]) => [id, { ...profile, memories: [...profile.memories] }])),
  }),
  heal(state) {
    state.readFailure = undefined;
  },
  reset() {
    clock = SAMPLE_NOW;
  },
  route: answer,
});

/** Starts a fresh pretend memory API answering from `state` and returns a store built as the app builds it. */
export const memoryStoryStoreCreate = backend.storeCreate;

/** The pretend API the latest {@link memoryStoryStoreCreate} started. */
export const memoryStoryBackend = backend.handle;

/** Props of {@link MemoryStoryBackend}. */
export interface MemoryStoryBackendProps {
  state: MemoryStoryBackendState;
  children: ReactNode;
}

/** Gives a preview its own store whose base API talks to a pretend memory API answering from `state`. */
export function MemoryStoryBackend({ state, children }: MemoryStoryBackendProps) {
  return <backend.Provider state={state}>{children}</backend.Provider>;
}

/** A Storybook decorator that wraps the story in a {@link MemoryStoryBackend} answering from `state`. */
export const withMemoryStoryBackend = backend.decorator;
