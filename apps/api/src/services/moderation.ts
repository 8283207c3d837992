import OpenAI, { APIConnectionError, APIError } from 'openai';
import {
  safetyModerationGuardMessages,
  safetyModerationGuardVerdict,
  safetyModerationOpenAiVerdict,
  type SafetyModerationContext,
  type SafetyModerationLayer,
  type SafetyModerationVerdict,
} from '@grove/safety';
import type { ModerationConfig } from '../config';

/** How to reach a moderation server. */
export interface ModerationServerOptions {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:8000/v1`. */
  baseURL: string;
  /** Sent as the bearer token; null for a local server that needs none. */
  apiKey: string | null;
  /** The model sent with each request. */
  model: string;
  /** How long one check may take before it counts as an outage. */
  timeoutMs: number;
}

/** A moderation check that did not give a verdict (the turn then fails closed for a child). */
export class ModerationError extends Error {
  override readonly name = 'ModerationError';
}

function clientOf(options: ModerationServerOptions): OpenAI {
  // Local servers accept any key; the client library insists on one. Never retried: a check that fails
  // is an outage the turn handles at once, not after a back-off.
  return new OpenAI({ baseURL: options.baseURL, apiKey: options.apiKey ?? 'not-needed', timeout: options.timeoutMs, maxRetries: 0 });
}

/**
 * Runs one call with the turn's signal and the timeout together, and turns whatever went wrong into a
 * {@link ModerationError} whose message says what happened (for the log line of a FULL fail-open).
 */
async function moderationCall<T>(layer: string, signal: AbortSignal, timeoutMs: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  // The client's own timeout covers the connection; this one covers the whole answer, body included.
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await call(AbortSignal.any([signal, timeout]));
  } catch (error) {
    if (timeout.aborted && !signal.aborted) throw new ModerationError(`the ${layer} moderation check timed out after ${String(timeoutMs)} ms`, { cause: error });
    if (signal.aborted) throw new ModerationError(`the ${layer} moderation check was stopped`, { cause: error });
    if (error instanceof APIConnectionError) throw new ModerationError(`the ${layer} moderation server could not be reached: ${error.message}`, { cause: error });
    if (error instanceof APIError) throw new ModerationError(`the ${layer} moderation server answered HTTP ${String(error.status ?? '?')}: ${error.message}`, { cause: error });
    const message = error instanceof Error ? error.message : String(error);
    throw new ModerationError(`the ${layer} moderation answer could not be read: ${message}`, { cause: error });
  }
}

/**
 * The `openai` layer: OpenAI's moderation endpoint (`POST /moderations`, model `omni-moderation-latest`
 * by default) through the `openai` client. Flagged exactly when the endpoint flags the text; its
 * categories are mapped to Grove's by `safetyModerationOpenAiVerdict`.
 */
export function moderationOpenAiLayerCreate(options: ModerationServerOptions): SafetyModerationLayer {
  const client = clientOf(options);
  return {
    name: 'openai',
    check: (text, context) =>
      moderationCall('openai', context.signal, options.timeoutMs, async (signal): Promise<SafetyModerationVerdict> => {
        const answer = await client.moderations.create({ model: options.model, input: text }, { signal });
        const result = answer.results[0];
        if (!result) throw new Error('the answer has no result');
        return safetyModerationOpenAiVerdict({ flagged: result.flagged, categories: { ...result.categories }, category_scores: { ...result.category_scores } });
      }),
  };
}

/**
 * The `guard` layer: a guard model (Llama Guard 3) on an OpenAI-compatible chat-completions server
 * (vLLM, Ollama, llama.cpp server). A message is judged as the user turn, a reply as the assistant
 * turn after the person's message; the answer (`safe`, or `unsafe` and hazard codes) is read by
 * `safetyModerationGuardVerdict`, and anything else is a failure.
 */
export function moderationGuardLayerCreate(options: ModerationServerOptions): SafetyModerationLayer {
  const client = clientOf(options);
  return {
    name: 'guard',
    check: (text: string, context: SafetyModerationContext) =>
      moderationCall('guard', context.signal, options.timeoutMs, async (signal): Promise<SafetyModerationVerdict> => {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: safetyModerationGuardMessages(text, context),
            temperature: 0,
            // A verdict is a word and a few codes.
            max_tokens: 32,
            stream: false,
          },
          { signal },
        );
        const answer = completion.choices[0]?.message?.content;
        if (typeof answer !== 'string') throw new Error('the answer has no text');
        return safetyModerationGuardVerdict(answer);
      }),
  };
}

/** The remote moderation layers the configuration names: none, or one layer of `MODERATION_PROVIDER`. */
export function moderationFromConfig(config: ModerationConfig): SafetyModerationLayer[] {
  if (config.provider === 'none') return [];
  if (!config.baseUrl || !config.model) throw new Error(`the ${config.provider} moderation layer needs MODERATION_BASE_URL and MODERATION_MODEL`);
  const options: ModerationServerOptions = { baseURL: config.baseUrl, apiKey: config.apiKey, model: config.model, timeoutMs: config.timeoutMs };
  return [config.provider === 'openai' ? moderationOpenAiLayerCreate(options) : moderationGuardLayerCreate(options)];
}
