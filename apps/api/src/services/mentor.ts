import { setTimeout as sleepFor } from 'node:timers/promises';
import type { MentorStatus } from '@grove/api-contract';
import { gameMentorMove } from '@grove/game-engines';
import { guidedMentorMove } from '@grove/guided-themes';
import {
  MENTOR_BUILTIN_MODEL,
  mentorBuiltinProviderCreate,
  mentorFallbackProviderCreate,
  mentorOpenAiProviderCreate,
  type MentorBuiltinComposeInput,
  type MentorProvider,
} from '@grove/mentor';
import type { MentorConfig } from '../config';
import { wordnetLookupCreate } from './wordnet';

/** The builtin mentor's pause between words; rejects at once when the reply is stopped. */
function mentorSleep(ms: number, signal: AbortSignal): Promise<void> {
  return sleepFor(ms, undefined, { signal });
}

/** The mentor chats go to, and what `/system/status` says about it. */
export interface MentorService {
  provider: MentorProvider;
  /** Which mind answers now (for `auto`, reading it may start a new probe in the background). */
  status(): MentorStatus;
  /** Resolves when the probe under way (if any) has finished: start-up and tests wait on it. */
  settled(): Promise<void>;
  /**
   * Grove's own mind on this server, for turns that must not leave it (issue 18: a child's turn without
   * the parent's external_model consent). The same instance `provider` falls back to, when it has one.
   */
  builtin?: MentorProvider;
}

/** What {@link mentorFromConfig} may be given besides the configuration. */
export interface MentorServiceOptions {
  /** `fetch` for the probes (tests inject one); the global one by default. */
  fetch?: typeof fetch;
  /** The clock for the probe interval, in ms (`Date.now` by default). */
  now?: () => number;
  /** Where `auto` says that it found a model, or lost one (a warn line; nothing by default). */
  log?: (message: string) => void;
  /** Composes the builtin mind's chat replies elsewhere (`main.ts` passes its mind threads); here when not given. */
  compose?: (input: MentorBuiltinComposeInput) => Promise<string>;
}

/** A model found on an OpenAI-compatible server. */
interface MentorModelFound {
  baseUrl: string;
  model: string;
}

/** `scheme://host:port` of an API root: what the status names, never a path or a key. */
function serverOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return baseUrl;
  }
}

/**
 * Asks one OpenAI-compatible server for its models (`GET {baseUrl}/models`). Resolves to the model to
 * use — `wanted` when one is named, else the first listed — or null when the server does not answer
 * in time, answers with an error, or lists nothing usable.
 */
export async function mentorProbe(baseUrl: string, wanted: string | null, options: { timeoutMs: number; fetch: typeof fetch }): Promise<MentorModelFound | null> {
  try {
    const res = await options.fetch(`${baseUrl}/models`, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    if (!Array.isArray(data)) return null;
    const ids = data.map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined)).filter((id): id is string => typeof id === 'string' && id.length > 0);
    if (wanted === null) return ids.length > 0 ? { baseUrl, model: ids[0] } : null;
    // A server that lists its models but not the one asked for would fail every turn; Ollama lists tags.
    if (ids.length > 0 && !ids.some((id) => id === wanted || id === `${wanted}:latest`)) return null;
    return { baseUrl, model: wanted };
  } catch {
    // Refused, timed out, not JSON: not a model server, or not now.
    return null;
  }
}

/**
 * Grove's own mind: offline, deterministic; it plays the games and guides the themes too. `compose`
 * moves its replies' composition off this thread (see services/mindThreads.ts).
 */
export function mentorBuiltinFromConfig(config: MentorConfig, compose?: (input: MentorBuiltinComposeInput) => Promise<string>): MentorProvider {
  return mentorBuiltinProviderCreate({
    wordDelayMs: config.streamDelayMs,
    sleep: mentorSleep,
    // One player for both: a game's move, else a guided conversation's step (gameType `guided-<theme>`).
    games: (turn) => gameMentorMove(turn) ?? guidedMentorMove(turn),
    words: wordnetLookupCreate(),
    ...(compose ? { compose } : {}),
  });
}

function openAiCreate(config: MentorConfig, found: MentorModelFound): MentorProvider {
  return mentorOpenAiProviderCreate({
    baseURL: found.baseUrl,
    // Local servers (Ollama, llama.cpp) accept any key; the client library insists on one.
    apiKey: config.openAiApiKey ?? 'not-needed',
    model: found.model,
    timeoutMs: config.timeoutMs,
  });
}

/**
 * `MENTOR_PROVIDER=auto`: probes `config.probeUrls` in order and uses the first server that lists a
 * model, with Grove's builtin mind answering until then and for any turn the model fails. While no
 * model answers — at start, or after one failed a turn — it looks again at most once per
 * `probeIntervalMs`, when a turn or a status read comes (no timers: an idle server probes nothing).
 */
function mentorAutoCreate(config: MentorConfig, builtin: MentorProvider, options: MentorServiceOptions): MentorService {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  let current: { found: MentorModelFound; provider: MentorProvider } | null = null;
  let probedAt: number | null = null;
  let probing: Promise<void> | null = null;

  const probeAll = async (): Promise<void> => {
    for (const baseUrl of config.probeUrls) {
      const found = await mentorProbe(baseUrl, config.model, { timeoutMs: config.probeTimeoutMs, fetch: fetchImpl });
      if (found) {
        current = { found, provider: openAiCreate(config, found) };
        log(`mentor: using the model ${found.model} at ${serverOf(found.baseUrl)}`);
        return;
      }
    }
  };
  const probeIfDue = (): void => {
    if (current !== null || probing !== null) return;
    if (probedAt !== null && now() - probedAt < config.probeIntervalMs) return;
    probedAt = now();
    probing = probeAll().finally(() => {
      probing = null;
    });
  };

  const provider = mentorFallbackProviderCreate({
    primary: () => {
      probeIfDue();
      return current?.provider ?? null;
    },
    fallback: builtin,
    onPrimaryFailure: (failed, error) => {
      const active = current;
      // A turn that began before an earlier failure reports late: the model was already let go.
      if (active === null || active.provider !== failed) return;
      log(`mentor: the model ${active.found.model} at ${serverOf(active.found.baseUrl)} failed (${String(error)}); Grove's own mind answers until it is found again`);
      current = null;
      probedAt = now();
    },
  });
  probeIfDue();
  return {
    provider,
    builtin,
    status: () => {
      probeIfDue();
      return current
        ? { provider: 'auto', mind: 'model', model: current.found.model, server: serverOf(current.found.baseUrl) }
        : { provider: 'auto', mind: 'builtin', model: MENTOR_BUILTIN_MODEL, server: null };
    },
    settled: async () => {
      await probing;
    },
  };
}

/**
 * The mentor the configuration names: Grove's builtin mind (offline, deterministic; its words are
 * paced by `MENTOR_STREAM_DELAY_MS` when a reply is streamed to a person; it reads word meanings from
 * WordNet and plays Grove's games and guided themes), an OpenAI-compatible server, or `auto` — a local
 * model when one answers a probe, the builtin mind otherwise and whenever the model fails a turn.
 */
export function mentorFromConfig(config: MentorConfig, options: MentorServiceOptions = {}): MentorService {
  const builtin = mentorBuiltinFromConfig(config, options.compose);
  if (config.provider === 'builtin') {
    return { provider: builtin, builtin, status: () => ({ provider: 'builtin', mind: 'builtin', model: builtin.model, server: null }), settled: async () => undefined };
  }
  if (config.provider === 'auto') return mentorAutoCreate(config, builtin, options);
  if (!config.openAiBaseUrl || !config.model) throw new Error('the openai mentor needs OPENAI_BASE_URL and MENTOR_MODEL');
  const found = { baseUrl: config.openAiBaseUrl, model: config.model };
  const provider = openAiCreate(config, found);
  return { provider, builtin, status: () => ({ provider: 'openai', mind: 'model', model: found.model, server: serverOf(found.baseUrl) }), settled: async () => undefined };
}

/** What `/system/status` says about a provider a test (or a tool) passed in directly. */
export function mentorStatusOf(provider: MentorProvider): MentorStatus {
  return provider.name === 'builtin'
    ? { provider: 'builtin', mind: 'builtin', model: provider.model, server: null }
    : { provider: 'openai', mind: 'model', model: provider.model, server: null };
}
