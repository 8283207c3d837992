import { SAFETY_OFFLINE_LAYER, SAFETY_TRY_AGAIN, safetyModerationCheck, type SafetyModerationLayer, type SafetyModerationOutcome } from '@grove/safety';
import { mentorContext } from './mentorContext';
import { mentorIntentOf } from './mentorIntent';
import { MentorProviderError } from './mentorProviderError';
import { mentorReplyUnitTake } from './moderation/mentorReplyUnits';
import { mentorSafetyCheck, mentorSafetyRedirectOf, type MentorSafetyVerdict } from './safety/mentorSafetyCheck';
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
  MentorTurnTimings,
} from './types';

/** Options of one turn. */
export interface MentorTurnOptions {
  /** Aborting ends the turn early: no error, a `done` event with what was produced and `stopped: true`. */
  signal: AbortSignal;
  /** True when the reply is streamed to a person (the builtin mentor then paces its words). */
  paced: boolean;
  /**
   * Remote moderation layers beside the offline classifier (default none): each checks the message in
   * every mode, and every release unit of the reply in G and PG. A layer that throws fails the turn
   * closed in G and PG and open in FULL (see {@link mentorTurn}).
   */
  moderation?: readonly SafetyModerationLayer[];
  /** A monotonic clock in ms (e.g. `performance.now`); when given, `result.timings` says where safety time went. */
  clock?: () => number;
}

/**
 * System prompts counted lately, with their token counts. A person's prompt is the same turn after turn
 * (the mode's rules, their name, their guide: ~480 tokens, ~20 times the work of counting a message),
 * so it is counted once, not on every turn (issue 22). Bounded: the oldest goes first.
 */
const systemPromptCounts = new Map<string, number>();
const SYSTEM_PROMPT_COUNTS_MAX = 500;

function systemPromptTokens(systemPrompt: string): number {
  const known = systemPromptCounts.get(systemPrompt);
  if (known !== undefined) return known;
  const count = mentorTokenCount(systemPrompt);
  if (systemPromptCounts.size >= SYSTEM_PROMPT_COUNTS_MAX) systemPromptCounts.delete(systemPromptCounts.keys().next().value as string);
  systemPromptCounts.set(systemPrompt, count);
  return count;
}

/** Counts a request the way the provider would have been charged when it reports no usage itself. */
function promptTokensCount(systemPrompt: string, messages: MentorHistoryEntry[]): number {
  return messages.reduce((sum, entry) => sum + mentorTokenCount(entry.content), systemPromptTokens(systemPrompt));
}

/** Links a turn's own abort controller to the caller's signal, so the turn can also stop the provider. */
function abortLinked(signal: AbortSignal): { controller: AbortController; unlink: () => void } {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(signal.reason);
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', onAbort, { once: true });
  return { controller, unlink: () => signal.removeEventListener('abort', onAbort) };
}

/** A one-line description of what a layer threw, for a warning. */
function errorLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** What replaces the rest of a turn once a layer caught a text or could not check it. */
interface MentorTurnStop {
  /** The redirect, care reply or "let's try that again" shown instead. */
  text: string;
  flag: MentorSafetyFlag;
}

/**
 * Runs one mentor turn: checks the person's message with the family safety filter and any remote
 * moderation layers, asks the provider for a reply, checks the reply, and yields the reply's text as
 * it comes, then exactly one `done` event with the whole result (SPEC §3 chat reply: response,
 * modelUsed, meta; plus flags, token counts and moderation warnings).
 *
 * - The message is checked first by the offline classifier ({@link mentorSafetyCheck}, every category
 *   in G and PG; in FULL only where an adult needs help too), then — in every mode — by each remote
 *   layer of `options.moderation`, side by side. When it is caught the provider is never called: the
 *   kind redirect for the category is the reply, with a `{ direction: 'message' }` flag naming the
 *   category, its severity and the layer (`offline`, or the layer's name), reason `safety_redirect`,
 *   ethics `redirected` and `modelUsed` still the provider's model (the one the person chose).
 * - In G and PG the reply is held back and released in units — a complete sentence, or a piece of at
 *   most 200 characters (cut at a space) of a sentence that runs longer — each only after it passed the
 *   offline classifier (as a `reply`) and every remote layer. Both always judge the whole sentence so
 *   far, so a harmful sentence cut into pieces is still recognised; only the new piece is released.
 *   When a unit is caught, the provider is stopped, nothing of that unit is shown, and the redirect
 *   follows the text already shown, with a `{ direction: 'reply' }` flag. FULL replies stream straight
 *   through. The concatenated `text` events always equal `result.response`.
 * - A remote layer that throws or times out fails closed in G and PG: the provider is not called (or
 *   is stopped), `SAFETY_TRY_AGAIN[mode]` follows what was already shown, and a
 *   `moderation_unavailable` flag (severity `concern`) names the layer. In FULL it fails open: the turn
 *   goes on and `result.moderationWarnings` says what failed, for the API's log.
 * - Tokens: the provider's usage when it sent one; otherwise gpt-tokenizer counts the system prompt,
 *   context and message (prompt) and the response (completion). A message caught before any provider
 *   call is charged for the message and the redirect only: no model was asked.
 * - Abort: no error; the provider and any running check are stopped, and `done` carries what was
 *   yielded, `stopped: true` (a held-back unit is dropped, never shown unchecked).
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
  const layers = options.moderation ?? [];
  const guarded = contentMode !== 'FULL';
  const systemPrompt = mentorSystemPrompt(contentMode, { displayName: input.displayName, memories: input.memories, guide: input.guide });
  const context = mentorContext(input.history);
  const messages: MentorHistoryEntry[] = [...context, { role: 'user', content: input.message }];
  const tags = mentorTagsOf(input.message);
  const tone = mentorToneOf(contentMode);
  const flags: MentorSafetyFlag[] = [];
  const moderationWarnings: string[] = [];
  const { clock } = options;
  const timings: MentorTurnTimings = { offlineMs: 0, moderationMs: 0 };
  /** The model that answered when the provider handed the turn to another (a fallback). */
  let answeredBy: string | null = null;
  const { controller, unlink } = abortLinked(options.signal);

  const meta = (reason: string): MentorReplyMeta => ({
    tone,
    reason: flags.length > 0 ? 'safety_redirect' : reason,
    ethics: flags.length > 0 ? 'redirected' : 'safe',
    historical_symbolic_tags: flags.length > 0 && !tags.includes('safety') ? ['safety', ...tags].slice(0, 5) : tags,
  });
  const resultOf = (fields: Omit<MentorTurnResult, 'modelUsed' | 'meta' | 'flags' | 'moderationWarnings' | 'timings'>, reason: string): MentorTurnResult => ({
    ...fields,
    modelUsed: answeredBy ?? provider.model,
    meta: meta(reason),
    flags,
    moderationWarnings,
    ...(clock ? { timings } : {}),
  });

  const offline = (text: string, direction: 'message' | 'reply'): MentorSafetyVerdict => {
    const started = clock?.();
    try {
      return mentorSafetyCheck(text, contentMode, direction, input.locale);
    } finally {
      if (clock && started !== undefined) timings.offlineMs += clock() - started;
    }
  };
  const remote = async (text: string, direction: 'message' | 'reply'): Promise<SafetyModerationOutcome> => {
    const started = clock?.();
    try {
      return await safetyModerationCheck(layers, text, {
        direction,
        contentMode,
        signal: controller.signal,
        ...(direction === 'reply' ? { message: input.message } : {}),
      });
    } finally {
      if (clock && started !== undefined) timings.moderationMs += clock() - started;
    }
  };
  /** What a remote outcome means for the turn: go on (null) or stop with a text and a flag. */
  const remoteStop = (outcome: SafetyModerationOutcome, direction: 'message' | 'reply', judged: string): MentorTurnStop | null => {
    if (outcome.kind === 'passed') return null;
    if (outcome.kind === 'flagged') {
      const { category, severity, layer } = outcome;
      return { text: mentorSafetyRedirectOf(category, contentMode, input.locale), flag: { category, severity, direction, layer, text: judged } };
    }
    if (!guarded) {
      moderationWarnings.push(`The ${outcome.layer} moderation layer could not check the ${direction} (${errorLine(outcome.error)}); FULL fails open, so it went on unchecked by that layer.`);
      return null;
    }
    return { text: SAFETY_TRY_AGAIN[contentMode], flag: { category: 'moderation_unavailable', severity: 'concern', direction, layer: outcome.layer, text: judged } };
  };

  const reason = mentorIntentOf(input.message, context).intent;

  try {
    // The message: the offline classifier first (no network), then the remote layers.
    const verdict = offline(input.message, 'message');
    let messageStop: MentorTurnStop | null = verdict.safe
      ? null
      : { text: verdict.redirect, flag: { category: verdict.category, severity: verdict.severity, direction: 'message', layer: SAFETY_OFFLINE_LAYER, text: input.message } };
    if (messageStop === null && layers.length > 0) {
      const outcome = await remote(input.message, 'message');
      // Stopped while a layer was asked: its answer (or its abort error) no longer matters.
      if (options.signal.aborted) {
        yield { type: 'done', result: resultOf({ response: '', promptTokens: mentorTokenCount(input.message), completionTokens: 0, stopped: true }, reason) };
        return;
      }
      messageStop = remoteStop(outcome, 'message', input.message);
    }
    if (messageStop !== null) {
      flags.push(messageStop.flag);
      if (!options.signal.aborted) yield { type: 'text', text: messageStop.text };
      const stopped = options.signal.aborted;
      const response = stopped ? '' : messageStop.text;
      yield {
        type: 'done',
        result: resultOf({ response, promptTokens: mentorTokenCount(input.message), completionTokens: mentorTokenCount(response), stopped }, 'safety_redirect'),
      };
      return;
    }

    let response = '';
    let pending = '';
    // The part of the current sentence already released: every check sees the whole sentence so far.
    let sentence = '';
    // Set by `release` (a closure, so kept in an object the compiler does not narrow away).
    const caught: { stop: MentorTurnStop | null } = { stop: null };
    let usage: { promptTokens: number; completionTokens: number } | null = null;

    /** Releases the held-back units that pass every layer; sets `caught.stop` at the first that does not. */
    async function* release(final: boolean): AsyncGenerator<string> {
      for (let taken = mentorReplyUnitTake(pending, final); taken !== null; taken = mentorReplyUnitTake(pending, final)) {
        pending = taken.rest;
        if (taken.unit.trim().length === 0) {
          if (taken.sentenceEnds) sentence = '';
          yield taken.unit;
          continue;
        }
        const judged = sentence + taken.unit;
        const unitVerdict = offline(judged, 'reply');
        if (!unitVerdict.safe) {
          caught.stop = {
            text: unitVerdict.redirect,
            flag: { category: unitVerdict.category, severity: unitVerdict.severity, direction: 'reply', layer: SAFETY_OFFLINE_LAYER, text: judged },
          };
          return;
        }
        if (layers.length > 0) {
          const outcome = await remote(judged, 'reply');
          // Stopped during the check: the unit was never passed, so it is dropped.
          if (options.signal.aborted) return;
          caught.stop = remoteStop(outcome, 'reply', judged);
          if (caught.stop !== null) return;
        }
        sentence = taken.sentenceEnds ? '' : judged;
        yield taken.unit;
      }
    }

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
        if (chunk.type === 'model') {
          answeredBy = chunk.model;
          // What a failed model reported no longer describes the reply: count the one given.
          usage = null;
          continue;
        }
        if (!guarded) {
          response += chunk.text;
          yield { type: 'text', text: chunk.text };
          continue;
        }
        pending += chunk.text;
        for await (const text of release(false)) {
          response += text;
          yield { type: 'text', text };
        }
        if (caught.stop !== null || options.signal.aborted) break;
      }
    } catch (error) {
      if (!options.signal.aborted) {
        if (error instanceof MentorProviderError) throw error;
        throw new MentorProviderError(502, `The ${provider.name} provider failed: ${String(error)}`, { cause: error });
      }
    }
    if (guarded && caught.stop === null && !options.signal.aborted && pending.length > 0) {
      for await (const text of release(true)) {
        response += text;
        yield { type: 'text', text };
      }
    }
    // A caught reply ends the turn on purpose (the provider was stopped by the turn, not by the person).
    const stop = caught.stop;
    if (stop !== null) {
      controller.abort();
      flags.push(stop.flag);
      const text = response.length > 0 && !/\s$/.test(response) ? ` ${stop.text}` : stop.text;
      response += text;
      yield { type: 'text', text };
    }
    const stopped = options.signal.aborted && stop === null;
    yield {
      type: 'done',
      result: resultOf(
        {
          response,
          promptTokens: usage?.promptTokens ?? promptTokensCount(systemPrompt, messages),
          completionTokens: usage?.completionTokens ?? mentorTokenCount(response),
          stopped,
        },
        reason,
      ),
    };
  } finally {
    // Stops the provider and any check when the reply was caught, or when the consumer stopped reading early.
    controller.abort();
    unlink();
  }
}
