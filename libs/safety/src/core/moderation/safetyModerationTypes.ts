import type { SafetyCategory, SafetyContentMode, SafetySeverity } from '../types';

/*
 * The interface every remote moderation layer speaks (issue 13): a moderation endpoint or a guard model
 * beside the offline classifier. The protocol mapping (OpenAI moderation results, a guard model's
 * `safe` / `unsafe\nS1,S10`) is pure and lives beside it; the API owns the network calls.
 */

/** What a remote moderation layer is told about the text it judges. */
export interface SafetyModerationContext {
  /** `message`: what the person wrote; `reply`: what the provider wrote back. */
  direction: 'message' | 'reply';
  contentMode: SafetyContentMode;
  /** Aborted when the turn ends early (Stop, the client went away, another layer caught the text). */
  signal: AbortSignal;
  /** For a `reply`: the person's message it answers (a guard model judges a reply in its context). */
  message?: string;
}

/** A remote moderation layer's answer on one text. */
export type SafetyModerationVerdict =
  | { flagged: false }
  | { flagged: true; category: SafetyCategory; severity: SafetySeverity };

/**
 * A moderation layer beside the offline classifier: a moderation endpoint or a guard model, reached
 * over the network by the API (the cores do no I/O). A layer that fails or times out
 * throws (any error); the turn then fails closed in G and PG and open in FULL.
 */
export interface SafetyModerationLayer {
  /** The layer's name, recorded on its flags: `openai` or `guard`. */
  readonly name: string;
  check(text: string, context: SafetyModerationContext): Promise<SafetyModerationVerdict>;
}
