import type { SafetyCategory, SafetySeverity } from '@grove/safety';
import type { MentorThreadFact } from './mind/thread/mentorThreadFacts';

/**
 * The contract between Grove's API and its mentor. The API calls {@link MentorTurn}-shaped functions
 * and knows nothing of how a reply is made; providers (builtin, OpenAI-compatible) implement
 * {@link MentorProvider}.
 */

/** SPEC §1/§4: G (ages 4–8, simple), PG (9–14, lively, never scary), FULL (adults, natural). */
export type MentorContentMode = 'G' | 'PG' | 'FULL';

/** One earlier entry of the conversation. */
export interface MentorHistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

/** Game fields of a chat request (SPEC §7); the games issue gives them meaning. */
export interface MentorGameFields {
  gameMode?: boolean;
  gameType?: string;
  gameInstructions?: string;
  gameData?: Record<string, unknown>;
}

/** One game turn as the builtin mentor's game player gets it. */
export interface MentorGameTurn {
  gameType: string;
  gameData: Record<string, unknown>;
  message: string;
  contentMode: MentorContentMode;
  /** Extra variety for the player's picks. */
  seed: string;
}

/**
 * Plays Grove's games for the builtin mentor: the reply to a game turn, or null for a game it does not
 * know. The API passes `@grove/game-engines`' `gameMentorMove` (mentor, a core, does not import it).
 */
export type MentorGamePlayer = (turn: MentorGameTurn) => string | null;

/**
 * A memory the person's profile saved (issue 15), given to a turn: its words ("Has a beagle called
 * Biscuit") and, when it was captured from a conversation, the fact it holds — so the builtin mind
 * answers "what kind of dog do I have?" from it as from something said in this conversation.
 */
export interface MentorMemoryNote {
  content: string;
  fact?: Omit<MentorThreadFact, 'messageIndex'>;
}

/** What a turn is about: the person's message and everything the mentor may consider. */
export interface MentorTurnInput {
  message: string;
  /** The mode the server decided (a child's mode from the database), never the request's wish. */
  contentMode: MentorContentMode;
  /**
   * Earlier entries, oldest first. A model is sent only the last 2 exchanges (SPEC §9); the builtin
   * mind reads them all, to keep the thread (what the person told it, what it already said).
   */
  history: MentorHistoryEntry[];
  /** The name of the person talking, for a warmer reply (optional). */
  displayName?: string;
  /**
   * The person's locale as a BCP 47 tag ("en-GB"), for the crisis line a care reply names; without one
   * the international fallback is named.
   */
  locale?: string;
  game?: MentorGameFields;
  /**
   * The profile's most relevant saved memories for this turn (at most 5, pinned first), chosen by the
   * API. A model gets them in the system prompt, marked as facts the person shared; the builtin mind
   * reads them as facts told earlier. Absent or empty: memory is off, or a temporary conversation.
   */
  memories?: readonly MentorMemoryNote[];
  /** The profile's animal guide (issue 21): its name and the line of flavour a greeting may carry, for its mode. */
  guide?: MentorGuide;
}

/**
 * A profile's animal guide as a turn sees it (issue 21): chosen on /spirit-animal ("Animal guide"), it
 * adds a line of flavour to the mentor's greetings. Both texts come from `@grove/wonder`'s checked
 * content, never from the person, so they may go into the system prompt.
 */
export interface MentorGuide {
  /** The animal's name ("Owl"). */
  name: string;
  /** The greeting line for the profile's mode ("The owl in you is wide awake today…"). */
  greeting: string;
}

/** What a provider is asked for: the system prompt, the trimmed context and the turn. */
export interface MentorProviderRequest {
  systemPrompt: string;
  /** The context sent: the last 2 exchanges, then the person's message last. */
  messages: MentorHistoryEntry[];
  input: MentorTurnInput;
}

/** A piece of a provider's output. */
export type MentorProviderChunk =
  | { type: 'text'; text: string }
  /** Usage as the provider reports it; when none comes, the mentor counts with gpt-tokenizer. */
  | { type: 'usage'; promptTokens: number; completionTokens: number }
  /**
   * The model that answers this turn when it is not the provider's own (`mentorFallbackProviderCreate`
   * says so when the builtin mind stands in for a model that stopped answering): reported as `modelUsed`.
   */
  | { type: 'model'; model: string };

/** Options of one provider call. */
export interface MentorProviderCallOptions {
  /** Aborting stops the provider (the client went away or pressed Stop). */
  signal: AbortSignal;
  /** True when the reply is streamed to a person: the builtin mentor then paces its words. */
  paced: boolean;
}

/** A model provider: builtin, or an OpenAI-compatible server. */
export interface MentorProvider {
  /** `builtin` or `openai`. */
  readonly name: string;
  /** The model name reported as `modelUsed`. */
  readonly model: string;
  stream(request: MentorProviderRequest, options: MentorProviderCallOptions): AsyncIterable<MentorProviderChunk>;
}

/** The kinds of harm the family safety filter recognises (`@grove/safety`'s categories). */
export type MentorSafetyCategory = SafetyCategory;

/** How much a caught text matters (`@grove/safety`'s severities): `info`, `concern` or `urgent`. */
export type MentorSafetySeverity = SafetySeverity;

/**
 * What a flag records: a category of harm, or `moderation_unavailable` — a remote moderation layer
 * failed or timed out in G or PG, so the child got "let's try that again" instead of an unchecked text.
 */
export type MentorSafetyFlagCategory = MentorSafetyCategory | 'moderation_unavailable';

/** A safety flag the API records (table chat_flags). */
export interface MentorSafetyFlag {
  category: MentorSafetyFlagCategory;
  /** How much it matters; `concern` for `moderation_unavailable`. */
  severity: MentorSafetySeverity;
  /** Whether the person's message or the provider's reply was caught. */
  direction: 'message' | 'reply';
  /**
   * Which layer caught it (or failed): `offline` (`SAFETY_OFFLINE_LAYER`) for `@grove/safety`'s
   * classifier, else a `SafetyModerationLayer`'s name (`@grove/safety`) (`openai`, `guard`).
   */
  layer: string;
  /**
   * The text that was judged: the person's whole message, or the reply's sentence so far (never shown
   * to the person). The API keeps the caught sentences of a child's flag as the excerpt of the
   * parent's alert (issue 18); it is never sent to the person.
   */
  text: string;
}

/** SPEC §3 chat reply meta. */
export interface MentorReplyMeta {
  tone: string;
  reason: string;
  ethics: string;
  historical_symbolic_tags: string[];
}

/** The outcome of a whole turn. */
export interface MentorTurnResult {
  response: string;
  modelUsed: string;
  meta: MentorReplyMeta;
  flags: MentorSafetyFlag[];
  promptTokens: number;
  completionTokens: number;
  /** True when the turn was aborted: `response` holds only what was produced. */
  stopped: boolean;
  /**
   * What went wrong with a remote moderation layer in FULL, where a turn fails open (the text is shown
   * unchecked by that layer): one line each, for the API's log. Empty when nothing failed.
   */
  moderationWarnings: string[];
  /** Time spent judging texts, in ms (only when the turn was given a clock). */
  timings?: MentorTurnTimings;
}

/** Where a turn's safety time went, for the API's `Server-Timing` header. */
export interface MentorTurnTimings {
  /** The offline classifier, over the message and every reply unit. */
  offlineMs: number;
  /** Remote moderation layers, waited for (layers run side by side, so this is wall time). */
  moderationMs: number;
}

/** What a turn yields: reply text as it comes, then the result once. */
export type MentorTurnEvent = { type: 'text'; text: string } | { type: 'done'; result: MentorTurnResult };
