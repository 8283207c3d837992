import type { MentorProvider, MentorProviderCallOptions, MentorProviderChunk, MentorProviderRequest } from './types';

/** What {@link mentorFallbackProviderCreate} needs. */
export interface MentorFallbackProviderOptions {
  /**
   * The model to ask first, read at the start of every turn: null while none is reachable (the API's
   * `auto` mind probes for one and stops offering it after a failure).
   */
  primary: () => MentorProvider | null;
  /** The mind that answers when there is no model or the model fails: Grove's builtin mentor. */
  fallback: MentorProvider;
  /** Told when the primary failed a turn, so the caller can stop offering it until it answers a probe again. */
  onPrimaryFailure: (provider: MentorProvider, error: unknown) => void;
}

/** The name a fallback provider reports (`MentorProvider.name`). */
export const MENTOR_FALLBACK_PROVIDER_NAME = 'auto';

/**
 * A provider that asks a model when there is one and hands the turn to the builtin mind when the model
 * fails — refuses the connection, errors, times out or ends without a word — so the person gets an
 * answer and never an error for a model that went away. When the model fails after part of its reply,
 * the builtin mind's whole answer follows on a new paragraph (the person sees a complete answer, not a
 * cut-off one). Either way the turn's `modelUsed` is the builtin model (a `model` chunk says so).
 * A turn the person stops is never handed over. Every safety layer of `mentorTurn` applies to both,
 * since both stream through it.
 */
export function mentorFallbackProviderCreate(options: MentorFallbackProviderOptions): MentorProvider {
  const { fallback } = options;
  return {
    name: MENTOR_FALLBACK_PROVIDER_NAME,
    get model(): string {
      return options.primary()?.model ?? fallback.model;
    },
    async *stream(request: MentorProviderRequest, call: MentorProviderCallOptions): AsyncIterable<MentorProviderChunk> {
      const primary = options.primary();
      let spoken = false;
      if (primary) {
        let failure: unknown = null;
        // The getter is read again when the turn ends, by which time a probe may have changed the answer.
        yield { type: 'model', model: primary.model };
        try {
          for await (const chunk of primary.stream(request, call)) {
            if (chunk.type === 'text' && chunk.text.length > 0) spoken = true;
            yield chunk;
          }
        } catch (error) {
          failure = error;
        }
        if (call.signal.aborted) {
          if (failure !== null) throw failure;
          return;
        }
        if (failure === null && spoken) return;
        options.onPrimaryFailure(primary, failure ?? new Error(`the ${primary.name} provider ended without a reply`));
      }
      yield { type: 'model', model: fallback.model };
      if (spoken) yield { type: 'text', text: '\n\n' };
      yield* fallback.stream(request, call);
    },
  };
}
