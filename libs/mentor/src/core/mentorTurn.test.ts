import type { SafetyModerationContext, SafetyModerationLayer, SafetyModerationVerdict } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import { mentorBuiltinReply } from './builtin/mentorBuiltinReply';
import { MENTOR_BUILTIN_MODEL, mentorBuiltinProviderCreate } from './mentorBuiltinProvider';
import { mentorContext } from './mentorContext';
import { MentorProviderError } from './mentorProviderError';
import { mentorSystemPrompt } from './mentorSystemPrompt';
import { mentorTokenCount } from './mentorTokenCount';
import { mentorSafetyCheck } from './safety/mentorSafetyCheck';
import { mentorTurn } from './mentorTurn';
import { SAFETY_TRY_AGAIN } from '@grove/safety';
import { mentorSafetyRedirectOf } from './safety/mentorSafetyCheck';
import type {
  MentorContentMode,
  MentorProvider,
  MentorProviderChunk,
  MentorTurnEvent,
  MentorTurnInput,
  MentorTurnResult,
} from './types';

/** Collects a turn's events. */
async function eventsOf(iterable: AsyncIterable<MentorTurnEvent>): Promise<MentorTurnEvent[]> {
  const events: MentorTurnEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

/** The result of the single `done` event, checking there is exactly one and that it comes last. */
function resultOf(events: MentorTurnEvent[]): MentorTurnResult {
  const done = events.filter((event) => event.type === 'done');
  expect(done).toHaveLength(1);
  expect(events.at(-1)?.type).toBe('done');
  const last = done[0];
  if (last.type !== 'done') throw new Error('unreachable');
  return last.result;
}

/** The text a person saw: every `text` event joined. */
function shownOf(events: MentorTurnEvent[]): string {
  return events.map((event) => (event.type === 'text' ? event.text : '')).join('');
}

const signal = (): AbortSignal => new AbortController().signal;

/** A provider yielding fixed chunks, then optionally throwing. */
function providerOf(chunks: MentorProviderChunk[], failWith?: unknown): MentorProvider {
  return {
    name: 'fake',
    model: 'fake-model',
    async *stream() {
      for (const chunk of chunks) yield chunk;
      if (failWith !== undefined) throw failWith;
    },
  };
}

describe('mentorBuiltinProviderCreate', () => {
  const input: MentorTurnInput = { message: 'tell me a story about a bee', contentMode: 'G', history: [] };
  const request = { systemPrompt: mentorSystemPrompt('G'), messages: [{ role: 'user' as const, content: input.message }], input };

  it('streams its reply in word-sized chunks that join back to the whole reply', async () => {
    const provider = mentorBuiltinProviderCreate();
    expect(provider).toMatchObject({ name: 'builtin', model: 'grove-builtin-1' });
    const texts: string[] = [];
    for await (const chunk of provider.stream(request, { signal: signal(), paced: false })) if (chunk.type === 'text') texts.push(chunk.text);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.every((text) => text.trim().split(/\s+/).length === 1)).toBe(true);
    expect(texts.join('')).toBe(mentorBuiltinReply({ message: input.message, contentMode: 'G', context: [] }));
  });

  it('sleeps between chunks only when paced, with a delay and a sleep', async () => {
    const sleeps: number[] = [];
    const sleep = async (ms: number): Promise<void> => {
      sleeps.push(ms);
    };
    const provider = mentorBuiltinProviderCreate({ wordDelayMs: 30, sleep });
    let count = 0;
    for await (const chunk of provider.stream(request, { signal: signal(), paced: true })) if (chunk.type === 'text') count += 1;
    expect(sleeps).toHaveLength(count - 1);
    expect(new Set(sleeps)).toEqual(new Set([30]));

    sleeps.length = 0;
    for await (const chunk of provider.stream(request, { signal: signal(), paced: false })) void chunk;
    for await (const chunk of mentorBuiltinProviderCreate({ wordDelayMs: 0, sleep }).stream(request, { signal: signal(), paced: true })) void chunk;
    expect(sleeps).toEqual([]);
  });

  it('stops promptly when aborted during a sleep', async () => {
    const controller = new AbortController();
    let sleepsStarted = 0;
    const sleep = (_ms: number, sleepSignal: AbortSignal): Promise<void> =>
      new Promise((resolve, reject) => {
        sleepsStarted += 1;
        // The third pause is where the person presses Stop: it only ends by the abort.
        if (sleepsStarted < 3) {
          resolve();
          return;
        }
        sleepSignal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
        controller.abort();
      });
    const provider = mentorBuiltinProviderCreate({ wordDelayMs: 10, sleep });
    const texts: string[] = [];
    for await (const chunk of provider.stream(request, { signal: controller.signal, paced: true })) if (chunk.type === 'text') texts.push(chunk.text);
    expect(texts).toHaveLength(3);
  });
});

describe('the builtin mentor and games (SPEC §7 gameMode)', () => {
  const game = { gameMode: true, gameType: 'opposites', gameData: { started: true } };

  it('answers a game turn with the injected game player, which gets the turn\'s facts', async () => {
    const turns: unknown[] = [];
    const provider = mentorBuiltinProviderCreate({ games: (turn) => (turns.push(turn), 'The opposite of hot is cold!') });
    const result = resultOf(await eventsOf(mentorTurn(provider, { message: 'hot', contentMode: 'G', history: [], game }, { signal: signal(), paced: false })));
    expect(result.response).toBe('The opposite of hot is cold!');
    expect(turns).toEqual([{ gameType: 'opposites', gameData: { started: true }, message: 'hot', contentMode: 'G', seed: '1' }]);
  });

  it('gives an ordinary reply when the player does not know the game, or without gameMode', async () => {
    const provider = mentorBuiltinProviderCreate({ games: () => null });
    const input: MentorTurnInput = { message: 'hot', contentMode: 'G', history: [], game };
    const plain = mentorBuiltinReply({ message: 'hot', contentMode: 'G', context: [] });
    expect(resultOf(await eventsOf(mentorTurn(provider, input, { signal: signal(), paced: false }))).response).toBe(plain);
    const never = mentorBuiltinProviderCreate({ games: () => 'game!' });
    const notGame: MentorTurnInput = { ...input, game: { ...game, gameMode: false } };
    expect(resultOf(await eventsOf(mentorTurn(never, notGame, { signal: signal(), paced: false }))).response).toBe(plain);
  });
});

describe('mentorTurn', () => {
  it('streams the builtin reply and ends with one done event in the chat reply shape', async () => {
    const history = [
      { role: 'user' as const, content: 'old 1' },
      { role: 'assistant' as const, content: 'old reply 1' },
      { role: 'user' as const, content: 'hi' },
      { role: 'assistant' as const, content: 'Hi! How do you feel today?' },
      { role: 'user' as const, content: 'ok' },
      { role: 'assistant' as const, content: 'Good. What did you do today?' },
    ];
    const input: MentorTurnInput = { message: "I'm worried about my science test", contentMode: 'G', history, displayName: 'Mia' };
    const events = await eventsOf(mentorTurn(mentorBuiltinProviderCreate(), input, { signal: signal(), paced: false }));
    const result = resultOf(events);
    const context = mentorContext(history);
    const systemPrompt = mentorSystemPrompt('G', { displayName: 'Mia' });
    expect(shownOf(events)).toBe(result.response);
    expect(result).toEqual({
      response: mentorBuiltinReply({ message: input.message, contentMode: 'G', context, displayName: 'Mia' }),
      modelUsed: MENTOR_BUILTIN_MODEL,
      meta: { tone: 'gentle', reason: 'feeling', ethics: 'safe', historical_symbolic_tags: ['feelings', 'school', 'learning'] },
      flags: [],
      promptTokens: mentorTokenCount(systemPrompt) + [...context.map((entry) => entry.content), input.message].reduce((sum, text) => sum + mentorTokenCount(text), 0),
      completionTokens: mentorTokenCount(result.response),
      stopped: false,
      moderationWarnings: [],
    });
  });

  it('counts the system prompt the same on every turn, and each person’s own prompt (a name changes it)', async () => {
    const countOf = async (displayName: string): Promise<number> => {
      const input: MentorTurnInput = { message: 'hi there', contentMode: 'PG', history: [], displayName };
      return resultOf(await eventsOf(mentorTurn(mentorBuiltinProviderCreate(), input, { signal: signal(), paced: false }))).promptTokens;
    };
    const expected = (displayName: string): number => mentorTokenCount(mentorSystemPrompt('PG', { displayName })) + mentorTokenCount('hi there');
    const first = await countOf('Mia');
    expect(first).toBe(expected('Mia'));
    expect(await countOf('Mia')).toBe(first);
    expect(await countOf('Maximiliana Wolfeschlegelsteinhausen')).toBe(expected('Maximiliana Wolfeschlegelsteinhausen'));
    expect(expected('Maximiliana Wolfeschlegelsteinhausen')).toBeGreaterThan(first);
    expect(await countOf('Mia')).toBe(first);
  });

  it('reports tone and reason by mode and intent', async () => {
    const cases: Array<[MentorTurnInput['contentMode'], string, string, string]> = [
      ['G', 'hello!', 'gentle', 'greeting'],
      ['PG', 'tell me a joke', 'lively', 'joke'],
      ['FULL', 'why is the sky blue?', 'natural', 'question'],
      ['PG', 'tell me a story', 'lively', 'story'],
      ['FULL', 'any advice on sleeping better?', 'natural', 'advice'],
      ['G', 'I built a tower', 'gentle', 'chat'],
    ];
    for (const [contentMode, message, tone, reason] of cases) {
      const result = resultOf(await eventsOf(mentorTurn(mentorBuiltinProviderCreate(), { message, contentMode, history: [] }, { signal: signal(), paced: false })));
      expect(result.meta, message).toMatchObject({ tone, reason, ethics: 'safe' });
    }
  });

  it('gives G simpler wording than FULL for the same message through a whole turn', async () => {
    const run = async (contentMode: 'G' | 'FULL'): Promise<string> =>
      resultOf(await eventsOf(mentorTurn(mentorBuiltinProviderCreate(), { message: 'I had a fun day at the park', contentMode, history: [] }, { signal: signal(), paced: false }))).response;
    const g = await run('G');
    const full = await run('FULL');
    expect(g).not.toBe(full);
    expect(g.length).toBeLessThan(full.length);
  });

  it('sends the provider the system prompt, the trimmed context and the message last', async () => {
    let seen: unknown = null;
    const provider: MentorProvider = {
      name: 'spy',
      model: 'spy-1',
      async *stream(request) {
        seen = request;
        yield { type: 'text', text: 'Okay.' };
      },
    };
    const history = Array.from({ length: 10 }, (_, index) => ({ role: index % 2 === 0 ? ('user' as const) : ('assistant' as const), content: `m${String(index)}` }));
    const input: MentorTurnInput = { message: 'now', contentMode: 'PG', history };
    await eventsOf(mentorTurn(provider, input, { signal: signal(), paced: true }));
    expect(seen).toEqual({
      systemPrompt: mentorSystemPrompt('PG'),
      messages: [...history.slice(-4), { role: 'user', content: 'now' }],
      input,
    });
  });

  it('uses the provider usage when it sends one', async () => {
    const provider = providerOf([{ type: 'text', text: 'Hello there. ' }, { type: 'text', text: 'How are you?' }, { type: 'usage', promptTokens: 500, completionTokens: 12 }]);
    const result = resultOf(await eventsOf(mentorTurn(provider, { message: 'hi', contentMode: 'PG', history: [] }, { signal: signal(), paced: false })));
    expect(result).toMatchObject({ response: 'Hello there. How are you?', modelUsed: 'fake-model', promptTokens: 500, completionTokens: 12 });
  });

  it('answers an unsafe message with the redirect without calling the provider, in every mode that guards it', async () => {
    let called = false;
    const provider: MentorProvider = {
      name: 'spy',
      model: 'spy-1',
      async *stream() {
        called = true;
        yield { type: 'text', text: 'no' };
      },
    };
    const result = resultOf(await eventsOf(mentorTurn(provider, { message: 'I want to kill myself', contentMode: 'FULL', history: [] }, { signal: signal(), paced: false })));
    expect(called).toBe(false);
    expect(result.flags).toEqual([{ category: 'self_harm', severity: 'urgent', direction: 'message', layer: 'offline', text: 'I want to kill myself' }]);
    const verdict = mentorSafetyCheck('I want to kill myself', 'FULL');
    expect(result.response).toBe(verdict.safe ? '' : verdict.redirect);
    expect(result).toMatchObject({ modelUsed: 'spy-1', promptTokens: mentorTokenCount('I want to kill myself'), completionTokens: mentorTokenCount(result.response) });
    expect(result.meta).toMatchObject({ tone: 'natural', reason: 'safety_redirect', ethics: 'redirected' });
  });

  it('on abort ends without an error, with what was shown and stopped: true', async () => {
    const controller = new AbortController();
    const events: MentorTurnEvent[] = [];
    const sleep = (_ms: number, sleepSignal: AbortSignal): Promise<void> =>
      new Promise((resolve) => {
        if (sleepSignal.aborted) resolve();
        else sleepSignal.addEventListener('abort', () => resolve(), { once: true });
        queueMicrotask(resolve);
      });
    const provider = mentorBuiltinProviderCreate({ wordDelayMs: 5, sleep });
    for await (const event of mentorTurn(provider, { message: 'tell me a story', contentMode: 'FULL', history: [] }, { signal: controller.signal, paced: true })) {
      events.push(event);
      if (events.length === 5) controller.abort();
    }
    const result = resultOf(events);
    expect(result.stopped).toBe(true);
    expect(result.response).toBe(shownOf(events));
    expect(events.filter((event) => event.type === 'text')).toHaveLength(5);
    expect(result.completionTokens).toBe(mentorTokenCount(result.response));
  });

  it('in G, an abort drops the unfinished sentence that was never checked or shown', async () => {
    const controller = new AbortController();
    const provider: MentorProvider = {
      name: 'fake',
      model: 'fake-model',
      async *stream() {
        yield { type: 'text', text: 'One sentence. Half a ' };
        controller.abort();
        yield { type: 'text', text: 'sentence.' };
      },
    };
    const events = await eventsOf(mentorTurn(provider, { message: 'hi', contentMode: 'G', history: [] }, { signal: controller.signal, paced: false }));
    expect(resultOf(events)).toMatchObject({ response: 'One sentence. ', stopped: true });
    expect(shownOf(events)).toBe('One sentence. ');
  });

  it('throws a provider error before anything was shown, and also after (documented)', async () => {
    const before = mentorTurn(providerOf([], new MentorProviderError(503, 'down')), { message: 'hi', contentMode: 'PG', history: [] }, { signal: signal(), paced: false });
    await expect(eventsOf(before)).rejects.toMatchObject({ status: 503 });

    const shown: MentorTurnEvent[] = [];
    const after = mentorTurn(providerOf([{ type: 'text', text: 'Hello. ' }], new MentorProviderError(502, 'broke')), { message: 'hi', contentMode: 'FULL', history: [] }, { signal: signal(), paced: false });
    await expect(
      (async () => {
        for await (const event of after) shown.push(event);
      })(),
    ).rejects.toMatchObject({ status: 502 });
    expect(shown).toEqual([{ type: 'text', text: 'Hello. ' }]);
  });

  it('wraps any other provider failure as a 502', async () => {
    const turn = mentorTurn(providerOf([], new TypeError('boom')), { message: 'hi', contentMode: 'G', history: [] }, { signal: signal(), paced: false });
    const error = await eventsOf(turn).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MentorProviderError);
    expect(error).toMatchObject({ status: 502 });
  });

  it('stops the provider when the consumer stops reading', async () => {
    let finished = false;
    let stopped = false;
    const provider: MentorProvider = {
      name: 'fake',
      model: 'fake-model',
      async *stream() {
        try {
          for (let index = 0; index < 100; index += 1) yield { type: 'text', text: `w${String(index)} ` };
          finished = true;
        } finally {
          stopped = !finished;
        }
      },
    };
    for await (const event of mentorTurn(provider, { message: 'hi', contentMode: 'FULL', history: [] }, { signal: signal(), paced: false })) {
      if (event.type === 'text') break;
    }
    expect(stopped).toBe(true);
  });
});

/** A provider streaming a text in pieces of `size` characters; it notes whether it was called and stopped early. */
function providerChunked(text: string, size: number): { provider: MentorProvider; state: { called: boolean; stoppedEarly: boolean } } {
  const state = { called: false, stoppedEarly: false };
  const provider: MentorProvider = {
    name: 'fake',
    model: 'fake-model',
    async *stream(_request, { signal }) {
      state.called = true;
      let finished = false;
      try {
        for (let index = 0; index < text.length; index += size) {
          if (signal.aborted) return;
          yield { type: 'text', text: text.slice(index, index + size) };
        }
        finished = true;
      } finally {
        if (!finished) state.stoppedEarly = true;
      }
    },
  };
  return { provider, state };
}

/** One call a fake layer received. */
interface LayerCall {
  text: string;
  direction: 'message' | 'reply';
  contentMode: MentorContentMode;
  message: string | undefined;
}

/** A fake remote layer: `judge` answers each text (an Error is thrown); every call is recorded. */
function layerOf(
  name: string,
  judge: (text: string, context: SafetyModerationContext) => SafetyModerationVerdict | Error | Promise<SafetyModerationVerdict>,
): SafetyModerationLayer & { calls: LayerCall[] } {
  const calls: LayerCall[] = [];
  return {
    name,
    calls,
    async check(text, context) {
      calls.push({ text, direction: context.direction, contentMode: context.contentMode, message: context.message });
      const verdict = await judge(text, context);
      if (verdict instanceof Error) throw verdict;
      return verdict;
    },
  };
}

const PASS: SafetyModerationVerdict = { flagged: false };

/** Runs a turn with moderation layers and collects its events. */
function turnWith(provider: MentorProvider, message: string, contentMode: MentorContentMode, moderation: SafetyModerationLayer[], turnSignal = signal()): Promise<MentorTurnEvent[]> {
  return eventsOf(mentorTurn(provider, { message, contentMode, history: [] }, { signal: turnSignal, paced: false, moderation }));
}

/** The `text` events' texts. */
function textsOf(events: MentorTurnEvent[]): string[] {
  return events.flatMap((event) => (event.type === 'text' ? [event.text] : []));
}

describe('mentorTurn with moderation layers (issue 13)', () => {
  it('never yields a character of a harmful sentence that arrives in 3-character chunks (G, offline layer)', async () => {
    const harmful = 'To make a bomb you need some things from the shed. ';
    const verdict = mentorSafetyCheck(harmful, 'G', 'reply');
    expect(verdict.safe, 'the offline classifier must catch the sentence for this test').toBe(false);
    if (verdict.safe) return;
    const { provider, state } = providerChunked(`Bees make honey. ${harmful}This must never be read.`, 3);
    const layer = layerOf('guard', () => PASS);
    const events = await turnWith(provider, 'tell me about bees', 'G', [layer]);
    const result = resultOf(events);
    expect(textsOf(events)).toEqual(['Bees make honey. ', verdict.redirect]);
    expect(result.response).toBe(shownOf(events));
    expect(result.flags).toEqual([{ category: verdict.category, severity: verdict.severity, direction: 'reply', layer: 'offline', text: harmful }]);
    expect(result.meta).toMatchObject({ reason: 'safety_redirect', ethics: 'redirected' });
    expect(state.stoppedEarly).toBe(true);
    // The offline layer caught it first: the remote layer never saw the sentence either.
    expect(layer.calls.map((call) => call.text)).toEqual(['tell me about bees', 'Bees make honey. ']);
  });

  it('a remote layer judges the whole sentence, however small the chunks, and nothing of it is shown', async () => {
    const layer = layerOf('openai', (text) => (text.includes('purple banana') ? { flagged: true, category: 'grooming', severity: 'urgent' } : PASS));
    const { provider, state } = providerChunked('Hello there. We could hide the purple banana in the garden. Bye.', 3);
    const events = await turnWith(provider, 'hi', 'PG', [layer]);
    const result = resultOf(events);
    expect(textsOf(events)).toEqual(['Hello there. ', mentorSafetyRedirectOf('grooming', 'PG')]);
    expect(result.flags).toEqual([{ category: 'grooming', severity: 'urgent', direction: 'reply', layer: 'openai', text: 'We could hide the purple banana in the garden. ' }]);
    expect(state.stoppedEarly).toBe(true);
    expect(layer.calls.filter((call) => call.direction === 'reply').map((call) => call.text)).toEqual([
      'Hello there. ',
      'We could hide the purple banana in the garden. ',
    ]);
    // A reply is judged in its context: the layer is told the message it answers.
    expect(layer.calls.map((call) => [call.direction, call.contentMode, call.message])).toEqual([
      ['message', 'PG', undefined],
      ['reply', 'PG', 'hi'],
      ['reply', 'PG', 'hi'],
    ]);
  });

  it('releases a 600-character sentence without punctuation in pieces of at most 200 characters, each checked first', async () => {
    const words = Array.from({ length: 120 }, (_, index) => `word${String(index)}`).join(' ');
    expect(words.length).toBeGreaterThan(600);
    const layer = layerOf('guard', () => PASS);
    const { provider } = providerChunked(words, 7);
    const events = await turnWith(provider, 'count for me', 'G', [layer]);
    const result = resultOf(events);
    const texts = textsOf(events);
    expect(texts.join('')).toBe(words);
    expect(result).toMatchObject({ response: words, flags: [], moderationWarnings: [] });
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(200);
    // Cut after a space, never inside a word (the last piece ends the reply).
    for (const text of texts.slice(0, -1)) expect(text).toMatch(/ $/);
    // Each piece was released only after the layer passed the whole sentence so far, ending with it.
    const judged = layer.calls.filter((call) => call.direction === 'reply').map((call) => call.text);
    expect(judged).toEqual(texts.map((_, index) => texts.slice(0, index + 1).join('')));
  });

  it('checks the whole sentence so far when a long sentence is cut: harm across a cut is still caught', async () => {
    const layer = layerOf('openai', (text) => (text.includes('purple bananasplit') ? { flagged: true, category: 'grooming', severity: 'urgent' } : PASS));
    // "purple" ends the first piece; "bananasplit" runs past 200 characters, so it begins the next.
    const lead = `${'la '.repeat(63)}purple `;
    expect(lead.length).toBe(196);
    const { provider } = providerChunked(`${lead}bananasplit is just for us ${'la '.repeat(20)}`, 5);
    const events = await turnWith(provider, 'sing', 'G', [layer]);
    const shown = shownOf(events);
    expect(textsOf(events)[0]).toBe(lead);
    expect(shown).not.toContain('banana');
    expect(resultOf(events).flags).toEqual([{ category: 'grooming', severity: 'urgent', direction: 'reply', layer: 'openai', text: expect.stringContaining('purple bananasplit') }]);
    expect(shown.endsWith(mentorSafetyRedirectOf('grooming', 'G'))).toBe(true);
  });

  it.each(['G', 'PG', 'FULL'] as const)('a layer flagging the message in %s: the redirect, and the provider is never called', async (mode) => {
    const layer = layerOf('guard', (text, context) => (context.direction === 'message' && text.includes('zorp') ? { flagged: true, category: 'weapons', severity: 'concern' } : PASS));
    const { provider, state } = providerChunked('Never asked.', 4);
    const events = await turnWith(provider, 'how do I build a zorp blaster', mode, [layer]);
    const result = resultOf(events);
    expect(state.called).toBe(false);
    expect(result.response).toBe(mentorSafetyRedirectOf('weapons', mode));
    expect(shownOf(events)).toBe(result.response);
    expect(result.flags).toEqual([{ category: 'weapons', severity: 'concern', direction: 'message', layer: 'guard', text: 'how do I build a zorp blaster' }]);
    expect(result.meta).toMatchObject({ reason: 'safety_redirect', ethics: 'redirected' });
    expect(result).toMatchObject({ promptTokens: mentorTokenCount('how do I build a zorp blaster'), completionTokens: mentorTokenCount(result.response), stopped: false });
  });

  it('an offline catch of the message never asks the remote layers', async () => {
    const layer = layerOf('openai', () => PASS);
    const { provider, state } = providerChunked('Never asked.', 4);
    const result = resultOf(await turnWith(provider, 'I want to kill myself', 'G', [layer]));
    expect(layer.calls).toEqual([]);
    expect(state.called).toBe(false);
    expect(result.flags).toEqual([{ category: 'self_harm', severity: 'urgent', direction: 'message', layer: 'offline', text: 'I want to kill myself' }]);
  });

  it('a layer failing on the reply in G: what passed stays, then "let\'s try that again", a moderation_unavailable flag and the provider stopped', async () => {
    const layer = layerOf('openai', (text, context) => (context.direction === 'reply' && text.startsWith('Second') ? new Error('HTTP 500') : PASS));
    const { provider, state } = providerChunked('First sentence. Second sentence. Third sentence.', 4);
    const events = await turnWith(provider, 'hi', 'G', [layer]);
    const result = resultOf(events);
    expect(textsOf(events)).toEqual(['First sentence. ', SAFETY_TRY_AGAIN.G]);
    expect(result.response).toBe(`First sentence. ${SAFETY_TRY_AGAIN.G}`);
    expect(result.flags).toEqual([{ category: 'moderation_unavailable', severity: 'concern', direction: 'reply', layer: 'openai', text: 'Second sentence. ' }]);
    expect(result.meta).toMatchObject({ reason: 'safety_redirect', ethics: 'redirected' });
    expect(result.moderationWarnings).toEqual([]);
    expect(state.stoppedEarly).toBe(true);
  });

  it('a layer failing on the message in PG: "let\'s try that again" without calling the provider', async () => {
    const layer = layerOf('guard', () => new Error('timed out'));
    const { provider, state } = providerChunked('Never asked.', 4);
    const events = await turnWith(provider, 'hi', 'PG', [layer]);
    const result = resultOf(events);
    expect(state.called).toBe(false);
    expect(result.response).toBe(SAFETY_TRY_AGAIN.PG);
    expect(result.flags).toEqual([{ category: 'moderation_unavailable', severity: 'concern', direction: 'message', layer: 'guard', text: 'hi' }]);
  });

  it('a layer failing in FULL fails open: the reply is shown and a warning is returned for the log', async () => {
    const layer = layerOf('openai', () => new Error('connect ECONNREFUSED'));
    const { provider } = providerChunked('Here is a full answer. It goes on.', 5);
    const events = await turnWith(provider, 'explain tides', 'FULL', [layer]);
    const result = resultOf(events);
    expect(result).toMatchObject({ response: 'Here is a full answer. It goes on.', flags: [], stopped: false });
    expect(result.meta.ethics).toBe('safe');
    expect(result.moderationWarnings).toHaveLength(1);
    expect(result.moderationWarnings[0]).toMatch(/openai.*message.*ECONNREFUSED/);
    // FULL replies stream straight through: the layers judge only the message.
    expect(layer.calls.map((call) => call.direction)).toEqual(['message']);
  });

  it('a flag from one layer wins over another layer failing, and the layers run side by side', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = layerOf('guard', async (_text, context) => {
      // Waits for the other layer to have been asked: both are asked at once, not one after the other.
      await gate;
      return context.signal.aborted ? Promise.reject(new Error('aborted')) : PASS;
    });
    const flagging = layerOf('openai', () => {
      release();
      return { flagged: true, category: 'hate', severity: 'concern' };
    });
    const { provider } = providerChunked('Never asked.', 4);
    const result = resultOf(await turnWith(provider, 'some message', 'G', [slow, flagging]));
    expect(result.flags).toEqual([{ category: 'hate', severity: 'concern', direction: 'message', layer: 'openai', text: 'some message' }]);
  });

  it('a stop during a reply check drops the unit being checked: stopped, nothing unchecked shown, no flag', async () => {
    const controller = new AbortController();
    const layer = layerOf('guard', (text, context) =>
      context.direction === 'reply' && text.startsWith('Second')
        ? new Promise<SafetyModerationVerdict>((_resolve, reject) => {
            context.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
            controller.abort();
          })
        : PASS,
    );
    const { provider } = providerChunked('First one. Second one. Third one.', 6);
    const events = await turnWith(provider, 'hi', 'PG', [layer], controller.signal);
    const result = resultOf(events);
    expect(result).toMatchObject({ response: 'First one. ', stopped: true, flags: [], moderationWarnings: [] });
    expect(shownOf(events)).toBe('First one. ');
  });

  it('reports where the safety time went when given a clock', async () => {
    let now = 0;
    const clock = (): number => (now += 1);
    const layer = layerOf('guard', () => PASS);
    const { provider } = providerChunked('One. Two.', 3);
    const result = resultOf(await eventsOf(mentorTurn(provider, { message: 'hi', contentMode: 'G', history: [] }, { signal: signal(), paced: false, moderation: [layer], clock })));
    expect(result.timings?.offlineMs).toBeGreaterThan(0);
    expect(result.timings?.moderationMs).toBeGreaterThan(0);
    const without = resultOf(await turnWith(providerChunked('One.', 3).provider, 'hi', 'G', [layer]));
    expect(without.timings).toBeUndefined();
  });
});
