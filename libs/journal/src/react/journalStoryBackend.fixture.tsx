import type { ReactNode } from 'react';
import type { JournalEntry, JournalPrivacy, JournalPromptItem, JournalSummary } from '@grove/api-contract';
import { previewBackendCreate, previewFailed, previewJson, previewNever, type PreviewBackendHandle, type PreviewFailure, type PreviewRequest } from '@grove/api-client/preview';
import {
  journalGuidedSession,
  journalPromptCategories,
  journalPromptOfDay,
  journalPromptRandom,
  journalPromptsFilter,
  journalSummaryOf,
  type JournalCategory,
  type JournalContentMode,
  type JournalMood,
  type JournalPrompt,
} from '../index';
import { SAMPLE_NOW } from './journalSamples.fixture';

/** An error answer of the pretend API. */
export type JournalStoryFailure = PreviewFailure;

/** One profile the pretend API knows. */
export interface JournalStoryProfile {
  contentMode: JournalContentMode;
  privacy: JournalPrivacy;
  entries: JournalEntry[];
  summaries: JournalSummary[];
  /** The caller is this child's parent and the journal is private: entries answer with the count only. */
  restricted?: boolean;
}

/** What the pretend API of a preview (or a binding test) answers from. */
export interface JournalStoryBackendState {
  profiles: Record<string, JournalStoryProfile>;
  /** Reads never answer (the loading state). */
  loading?: boolean;
  /** Every read of a profile fails with this (the error state); cleared by {@link JournalStoryBackendHandle.heal}. */
  readFailure?: JournalStoryFailure;
}

/** One request the pretend API answered. */
export type JournalStoryRequest = PreviewRequest;

/** A test's view of the pretend API. */
export type JournalStoryBackendHandle = PreviewBackendHandle<JournalStoryBackendState>;

let clock = SAMPLE_NOW;
let ids = 0;
const json = previewJson;
const failed = previewFailed;
const never = previewNever;

function nextIso(): string {
  clock += 1000;
  return new Date(clock).toISOString();
}

function newId(): string {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
}

function promptOut(prompt: JournalPrompt): JournalPromptItem {
  return JSON.parse(JSON.stringify(prompt)) as JournalPromptItem;
}

function parentSees(profile: JournalStoryProfile, status: JournalSummary['status']): boolean {
  if (profile.privacy.parentCanRead === null || status === 'hidden') return false;
  return profile.privacy.parentCanRead || status === 'approved';
}

function prompts(path: string, url: URL): Response | null {
  const match = /^\/api\/(?:journal\/prompts|journal-prompts)(\/categories|\/random|\/guided-session)?$/.exec(path);
  if (!match) return null;
  const contentMode = (url.searchParams.get('content_mode') ?? 'PG') as JournalContentMode;
  const category = (url.searchParams.get('category') ?? undefined) as JournalCategory | undefined;
  const mood = (url.searchParams.get('mood') ?? undefined) as JournalMood | undefined;
  const seed = Number(url.searchParams.get('seed') ?? '7');
  const filter = { contentMode, ...(category ? { category } : {}), ...(mood ? { mood } : {}) };
  if (match[1] === '/categories') return json(200, { categories: journalPromptCategories(contentMode) });
  if (match[1] === '/random') {
    const prompt = journalPromptRandom(filter, seed);
    return prompt ? json(200, promptOut(prompt)) : failed({ status: 404, code: 'not_found', message: 'No prompt matches that category and mood.' });
  }
  if (match[1] === '/guided-session') {
    const length = url.searchParams.get('length');
    return json(200, { prompts: journalGuidedSession(contentMode, seed, { ...(category ? { category } : {}), ...(length ? { length: Number(length) } : {}) }).map(promptOut) });
  }
  return json(200, { prompts: journalPromptsFilter(filter).map(promptOut), promptOfTheDay: promptOut(journalPromptOfDay(contentMode, SAMPLE_NOW)) });
}

function findEntry(state: JournalStoryBackendState, entryId: string): { profile: JournalStoryProfile; entry: JournalEntry } | null {
  for (const profile of Object.values(state.profiles)) {
    const entry = profile.entries.find((candidate) => candidate.id === entryId);
    if (entry) return { profile, entry };
  }
  return null;
}

async function answer(
  { method, path, url, body, signal }: PreviewRequest & { url: URL; signal: AbortSignal | null },
  state: JournalStoryBackendState,
): Promise<Response | null> {
  if (method === 'GET') {
    const prompted = prompts(path, url);
    if (prompted) return prompted;
    if (state.loading) return never(signal);
    if (state.readFailure) return failed(state.readFailure);
  }

  const profileRoute = /^\/api\/journal\/(?:summaries\/)?([^/]+)(?:\/(entries|privacy|summaries))?$/.exec(path);
  if (method === 'GET' && profileRoute) {
    const id = decodeURIComponent(profileRoute[1]);
    const profile = state.profiles[id];
    if (!profile) return failed({ status: 404, code: 'not_found', message: 'No such profile.' });
    const kind = path.startsWith('/api/journal/summaries/') ? 'summaries' : profileRoute[2];
    if (kind === 'privacy') return json(200, profile.privacy);
    if (kind === 'summaries') {
      const seen = profile.restricted ? profile.summaries.filter((summary) => parentSees(profile, summary.status)) : profile.summaries;
      return json(200, { summaries: seen.map((summary) => ({ ...summary, parentSees: parentSees(profile, summary.status) })) });
    }
    if (profile.restricted) return json(200, { entries: [], count: profile.entries.length, restricted: true });
    const q = url.searchParams.get('q')?.toLowerCase() ?? '';
    const before = url.searchParams.get('before');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const matching = profile.entries
      .filter((entry) => (q === '' || entry.content.toLowerCase().includes(q)) && (!before || entry.createdAt < before))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return json(200, { entries: matching.slice(0, limit), count: profile.entries.length, restricted: false });
  }
  if (method === 'PUT' && profileRoute?.[2] === 'privacy') {
    const profile = state.profiles[decodeURIComponent(profileRoute[1])];
    if (!profile) return failed({ status: 403, code: 'forbidden', message: 'That profile is not yours.' });
    profile.privacy = { ...profile.privacy, ...(body as Partial<JournalPrivacy>) };
    const seenBy = profile.privacy.parentCanRead ? 'you_and_parent' : 'only_you';
    profile.entries = profile.entries.map((entry) => ({ ...entry, seenBy }));
    return json(200, profile.privacy);
  }
  if (method === 'POST' && profileRoute?.[2] === 'summaries') {
    const id = decodeURIComponent(profileRoute[1]);
    const profile = state.profiles[id];
    if (!profile) return failed({ status: 403, code: 'forbidden', message: 'That profile is not yours.' });
    const made = journalSummaryOf(
      profile.entries.map((entry) => ({ id: entry.id, content: entry.content, mood: entry.mood, createdAt: Date.parse(entry.createdAt) })),
      { contentMode: profile.contentMode, now: clock, offsetMinutes: 0 },
    );
    if (!made) return failed({ status: 409, code: 'conflict', message: 'There are no entries that week to summarise yet.' });
    const at = nextIso();
    const summary: JournalSummary = {
      id: newId(),
      profileId: id,
      weekStart: new Date(made.weekStart).toISOString(),
      weekEnd: new Date(made.weekEnd).toISOString(),
      themes: made.themes,
      moodTrend: made.moodTrend,
      observation: made.observation,
      text: made.text,
      edited: false,
      entryCount: made.entryCount,
      status: 'draft',
      madeBy: 'grove-builtin',
      parentSees: false,
      createdAt: at,
      updatedAt: at,
    };
    profile.summaries = [summary, ...profile.summaries.filter((old) => old.weekStart !== summary.weekStart)];
    return json(201, { ...summary, parentSees: parentSees(profile, 'draft') });
  }
  const summaryPatch = /^\/api\/journal\/summaries\/([^/]+)$/.exec(path);
  if (method === 'PATCH' && summaryPatch) {
    for (const profile of Object.values(state.profiles)) {
      const found = profile.summaries.find((summary) => summary.id === summaryPatch[1]);
      if (!found) continue;
      const change = body as { text?: string; status?: JournalSummary['status'] };
      const next: JournalSummary = { ...found, ...(change.text ? { text: change.text, edited: true } : {}), ...(change.status ? { status: change.status } : {}), updatedAt: nextIso() };
      next.parentSees = parentSees(profile, next.status);
      profile.summaries = profile.summaries.map((summary) => (summary.id === next.id ? next : summary));
      return json(200, next);
    }
    return failed({ status: 404, code: 'not_found', message: 'No such summary.' });
  }
  if (method === 'POST' && path === '/api/journal/entry') {
    const create = body as { userId: string; content: string; promptId?: string | null; mood?: JournalEntry['mood']; tags?: string[]; clientEntryId?: string; writtenAt?: string };
    const profile = state.profiles[create.userId];
    if (!profile) return failed({ status: 403, code: 'forbidden', message: 'That profile is not yours.' });
    if (create.content.trim() === '') return failed({ status: 400, code: 'bad_request', message: 'body.content: content must not be empty', field: 'body.content' });
    const known = profile.entries.find((entry) => create.clientEntryId !== undefined && entry.clientEntryId === create.clientEntryId);
    if (known) return json(200, known);
    const at = create.writtenAt ?? nextIso();
    const prompt = create.promptId ? journalPromptsFilter({ contentMode: profile.contentMode }).find((candidate) => candidate.id === create.promptId) : undefined;
    const entry: JournalEntry = {
      id: newId(),
      profileId: create.userId,
      content: create.content.trim(),
      promptId: create.promptId ?? null,
      promptText: prompt?.text ?? null,
      mood: create.mood ?? null,
      tags: create.tags ?? [],
      clientEntryId: create.clientEntryId ?? null,
      createdAt: at,
      updatedAt: at,
      seenBy: profile.privacy.parentCanRead ? 'you_and_parent' : 'only_you',
    };
    profile.entries = [entry, ...profile.entries];
    return json(201, entry);
  }
  const entryRoute = /^\/api\/journal\/entry\/([^/]+)$/.exec(path);
  if (entryRoute) {
    const found = findEntry(state, decodeURIComponent(entryRoute[1]));
    if (!found) return failed({ status: 404, code: 'not_found', message: 'No such journal entry.' });
    if (method === 'DELETE') {
      found.profile.entries = found.profile.entries.filter((entry) => entry.id !== found.entry.id);
      return json(200, { deleted: true });
    }
    if (method === 'PATCH') {
      const next = { ...found.entry, ...(body as Partial<JournalEntry>), updatedAt: nextIso() };
      found.profile.entries = found.profile.entries.map((entry) => (entry.id === next.id ? next : entry));
      return json(200, next);
    }
  }
  return failed({ status: 404, code: 'not_found', message: `No route ${method} ${path}` });
}

// The journal API's routes; @grove/api-client/preview does the rest (fetch hook, request log, failures, store).
const backend = previewBackendCreate<JournalStoryBackendState>({
  origin: 'https://journal-api.preview.invalid',
  copy: (state) => ({
    ...state,
    profiles: Object.fromEntries(
      Object.entries(state.profiles).map(([id, profile]) => [id, { ...profile, entries: [...profile.entries], summaries: [...profile.summaries] }]),
    ),
  }),
  heal(state) {
    state.readFailure = undefined;
  },
  reset() {
    clock = SAMPLE_NOW;
    ids = 100;
  },
  route: answer,
});

/** Starts a fresh pretend journal API answering from `state` and returns a store built as the app builds it. */
export const journalStoryStoreCreate = backend.storeCreate;

/** The pretend API the latest {@link journalStoryStoreCreate} started. */
export const journalStoryBackend = backend.handle;

/** Gives a preview its own store whose base API talks to a pretend journal API answering from `state`. */
export function JournalStoryBackend({ state, children }: { state: JournalStoryBackendState; children: ReactNode }) {
  return <backend.Provider state={state}>{children}</backend.Provider>;
}

/** A Storybook decorator that wraps the story in a {@link JournalStoryBackend} answering from `state`. */
export const withJournalStoryBackend = backend.decorator;

/** The privacy of each kind of writer by default (issue 16, point 4). */
export const STORY_PRIVACY: Readonly<Record<'adult' | 'young' | 'teen', JournalPrivacy>> = {
  adult: { parentCanRead: null, modelSummaries: false, feedMemories: false },
  young: { parentCanRead: true, modelSummaries: false, feedMemories: false },
  teen: { parentCanRead: false, modelSummaries: false, feedMemories: false },
};
