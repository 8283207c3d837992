import { mentorContext } from './mentorContext';
import { mentorIntentOf } from './mentorIntent';
import { MentorProviderError } from './mentorProviderError';
import { mentorSafetyCheck } from './safety/mentorSafetyCheck';
import { mentorSystemPrompt, mentorToneOf } from './mentorSystemPrompt';
import { mentorTagsOf } from './mentorTags';
import { mentorTokenCount } from './mentorTokenCount';
import type {
  MentorHistoryEntry,
  MentorProvider,
  MentorReplyMeta,
  MentorSafetyFlag,
  MentorTurnEvent,
  MentorTurnInput,
  MentorTurnResult,
} from './types';

/** Options of one turn. */
export interface MentorTurnOptions {
  /** Aborting ends the turn early: no error, a `done` event with what was produced and `stopped: true`. */
  signal: AbortSignal;
  /** True when the reply is streamed to a person (the builtin mentor then paces its words). */
  paced: boolean;
}

/** The end of a sentence: terminal punctuation (and closing quotes) followed by space, or a line break. */
const SENTENCE_END = /[.!?…]+["'”’)]*\s+|\n+/g;

/** Splits the complete sentences off the front of a buffer; the unfinished rest stays for later. */
function sentencesTake(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  for (const match of buffer.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    sentences.push(buffer.slice(start, end));
    start = end;
  }
  return { sentences, rest: buffer.slice(start) };
}

/** Counts a request the way the provider would have been charged when it reports no usage itself. */
function promptTokensCount(systemPrompt: string, messages: MentorHistoryEntry[]): number {
  return messages.reduce((sum, entry) => sum + mentorTokenCount(entry.content), mentorTokenCount(systemPrompt));
}

/** Links a turn's own abort controller to the caller's signal, so the turn can also stop the provider. */
function abortLinked(signal: AbortSignal): { controller: AbortController; unlink: () => void } {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(signal.reason);
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', onAbort, { once: true });
  return { controller, unlink: () => signal.removeEventListener('abort', onAbort) };
}

/**
 * Runs one mentor turn: checks the person's message with the family safety filter, asks the provider
 * for a reply, checks the reply, and yields the reply's text as it comes, then exactly one `done` event
 * with the whole result (SPEC §3 chat reply: response, modelUsed, meta; plus flags and token counts).
 *
 * - The message is checked in every mode, by {@link mentorSafetyCheck}'s rules for that mode (all seven
 *   categories in G and PG; self-harm only in FULL). When it is caught the provider is never called:
 *   the kind redirect is the reply, with a `{ direction: 'message' }` flag, reason `safety_redirect`,
 *   ethics `redirected` and `modelUsed` still the provider's model (the one the person chose).
 * - In G and PG the reply is buffered by sentence and each sentence is checked before it is yielded,
 *   so an unsafe sentence never reaches the child. When one is caught the provider is stopped, and the
 *   redirect follows the sentences already shown, with a `{ direction: 'reply' }` flag. FULL replies
 *   stream straight through. The concatenated `text` events always equal `result.response`.
 * - Tokens: the provider's usage when it sent one; otherwise gpt-tokenizer counts the system prompt,
 *   context and message (prompt) and the response (completion). A message caught before any provider
 *   call is charged for the message and the redirect only: no model was asked.
 * - Abort: no error; the provider is stopped and `done` carries what was yielded, `stopped: true`.
 * - A provider failure throws a {@link MentorProviderError} (502/503) whether or not text was already
 *   yielded: a half reply is not a reply, and the API reports the error (an SSE error event once
 *   streaming has begun). Any other error from a provider is wrapped as a 502.
 */
export async function* mentorTurn(
  provider: MentorProvider,
  input: MentorTurnInput,
  options: MentorTurnOptions,
): AsyncGenerator<MentorTurnEvent> {
  const { contentMode } = input;
  const systemPrompt = mentorSystemPrompt(contentMode, { displayName: input.displayName });
  const context = mentorContext(input.history);
  const messages: MentorHistoryEntry[] = [...context, { role: 'user', content: input.message }];
  const tags = mentorTagsOf(input.message);
  const tone = mentorToneOf(contentMode);
  const flags: MentorSafetyFlag[] = [];

  const meta = (reason: string): MentorReplyMeta => ({
    tone,
    reason: flags.length > 0 ? 'safety_redirect' : reason,
    ethics: flags.length > 0 ? 'redirected' : 'safe',
    historical_symbolic_tags: flags.length > 0 && !tags.includes('safety') ? ['safety', ...tags].slice(0, 5) : tags,
  });

  const verdict = mentorSafetyCheck(input.message, contentMode);
  if (!verdict.safe) {
    flags.push({ category: verdict.category, direction: 'message' });
    if (!options.signal.aborted) yield { type: 'text', text: verdict.redirect };
    const stopped = options.signal.aborted;
    const response = stopped ? '' : verdict.redirect;
    const result: MentorTurnResult = {
      response,
      modelUsed: provider.model,
      meta: meta('safety_redirect'),
      flags,
      promptTokens: mentorTokenCount(input.message),
      completionTokens: mentorTokenCount(response),
      stopped,
    };
    yield { type: 'done', result };
    return;
  }

  const reason = mentorIntentOf(input.message, context).intent;
  const checksReply = contentMode !== 'FULL';
  const { controller, unlink } = abortLinked(options.signal);
  let response = '';
  let buffer = '';
  let usage: { promptTokens: number; completionTokens: number } | null = null;

  /** Checks complete sentences (or everything, at the end) and returns the text that may be shown. */
  const release = (final: boolean): string | null => {
    const { sentences, rest } = final ? { sentences: [buffer], rest: '' } : sentencesTake(buffer);
    buffer = rest;
    let safeText = '';
    for (const sentence of sentences) {
      if (sentence.trim().length === 0) {
        safeText += sentence;
        continue;
      }
      const sentenceVerdict = mentorSafetyCheck(sentence, contentMode);
      if (!sentenceVerdict.safe) {
        flags.push({ category: sentenceVerdict.category, direction: 'reply' });
        const redirect = (response + safeText).length > 0 && !/\s$/.test(response + safeText)
          ? ` ${sentenceVerdict.redirect}`
          : sentenceVerdict.redirect;
        return safeText + redirect;
      }
      safeText += sentence;
    }
    return safeText;
  };

  try {
    try {
      for await (const chunk of provider.stream(
        { systemPrompt, messages, input },
        { signal: controller.signal, paced: options.paced },
      )) {
        if (controller.signal.aborted) break;
        if (chunk.type === 'usage') {
          usage = { promptTokens: chunk.promptTokens, completionTokens: chunk.completionTokens };
          continue;
        }
        if (!checksReply) {
          response += chunk.text;
          yield { type: 'text', text: chunk.text };
          continue;
        }
        buffer += chunk.text;
        const text = release(false);
        if (text) {
          response += text;
          yield { type: 'text', text };
        }
        if (flags.length > 0) {
          controller.abort();
          break;
        }
      }
    } catch (error) {
      if (!options.signal.aborted) {
        if (error instanceof MentorProviderError) throw error;
        throw new MentorProviderError(502, `The ${provider.name} provider failed: ${String(error)}`, { cause: error });
      }
    }
    const stopped = options.signal.aborted && flags.length === 0;
    if (checksReply && !stopped && flags.length === 0 && buffer.length > 0) {
      const text = release(true);
      if (text) {
        response += text;
        yield { type: 'text', text };
      }
    }
    const result: MentorTurnResult = {
      response,
      modelUsed: provider.model,
      meta: meta(reason),
      flags,
      promptTokens: usage?.promptTokens ?? promptTokensCount(systemPrompt, messages),
      completionTokens: usage?.completionTokens ?? mentorTokenCount(response),
      stopped,
    };
    yield { type: 'done', result };
  } finally {
    // Stops the provider when the reply was caught, or when the consumer stopped reading early.
    controller.abort();
    unlink();
  }
}
