import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import { MentorProviderError } from './mentorProviderError';
import type { MentorProvider, MentorProviderChunk } from './types';

/** How to reach an OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp server). */
export interface MentorOpenAiProviderOptions {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1` for Ollama. */
  baseURL: string;
  /** Sent as the bearer token; local servers accept any non-empty value. */
  apiKey: string;
  /** The model name sent with each request and reported as `modelUsed`. */
  model: string;
  /** How long to wait for the server to answer before giving up with a 503. */
  timeoutMs: number;
  /** An upper bound on the reply's length, sent as `max_tokens` (understood by every compatible server). */
  maxTokens?: number;
}

/** Turns what the `openai` client threw into the status the API answers with. */
function providerErrorFrom(error: unknown): MentorProviderError {
  if (error instanceof MentorProviderError) return error;
  // APIConnectionTimeoutError extends APIConnectionError: refused, unreachable and too slow are all 503.
  if (error instanceof APIConnectionError) {
    return new MentorProviderError(503, `The model server could not be reached: ${error.message}`, { cause: error });
  }
  if (error instanceof APIError) {
    const status = error.status === undefined ? '' : ` (HTTP ${String(error.status)})`;
    return new MentorProviderError(502, `The model server answered with an error${status}: ${error.message}`, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new MentorProviderError(502, `The model server sent a response that could not be read: ${message}`, { cause: error });
}

/** Whether a thrown value only reports that the call was aborted on purpose. */
function errorIsAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || error instanceof APIUserAbortError;
}

/**
 * Creates a provider that talks to an OpenAI-compatible chat-completions server through the `openai`
 * package: one streamed request per turn (`stream: true`, usage included), the system prompt first,
 * then the context and the person's message. Text arrives as it streams; the server's usage is passed
 * on. Connection failures and timeouts throw a {@link MentorProviderError} with status 503; an HTTP
 * error, a broken stream or an empty reply throws one with 502. Aborting the signal closes the request
 * and ends the stream quietly. The client never retries: the API decides what a failure means.
 */
export function mentorOpenAiProviderCreate(options: MentorOpenAiProviderOptions): MentorProvider {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  const model = options.model;
  return {
    name: 'openai',
    model,
    async *stream(request, callOptions): AsyncGenerator<MentorProviderChunk> {
      const { signal } = callOptions;
      if (signal.aborted) return;
      let completion;
      try {
        completion = await client.chat.completions.create(
          {
            model,
            stream: true,
            stream_options: { include_usage: true },
            ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
            messages: [
              { role: 'system', content: request.systemPrompt },
              ...request.messages.map((entry) => ({ role: entry.role, content: entry.content })),
            ],
          },
          { signal },
        );
      } catch (error) {
        if (errorIsAbort(error, signal)) return;
        throw providerErrorFrom(error);
      }
      let sentText = false;
      try {
        for await (const chunk of completion) {
          const text = chunk.choices[0]?.delta?.content;
          if (typeof text === 'string' && text.length > 0) {
            sentText = true;
            yield { type: 'text', text };
          }
          if (chunk.usage) {
            yield {
              type: 'usage',
              promptTokens: chunk.usage.prompt_tokens,
              completionTokens: chunk.usage.completion_tokens,
            };
          }
        }
      } catch (error) {
        if (errorIsAbort(error, signal)) return;
        throw providerErrorFrom(error);
      }
      if (signal.aborted) return;
      if (!sentText) throw new MentorProviderError(502, 'The model server sent an empty reply.');
    },
  };
}
