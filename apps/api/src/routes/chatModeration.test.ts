import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, type ChatReply, type Child } from '@grove/api-contract';
import { mentorSafetyCheck, mentorSafetyRedirectOf } from '@grove/mentor';
import { SAFETY_TRY_AGAIN } from '@grove/safety';
import { sseEvents, testAppCreate, testConsentGive, type TestAccount, type TestApp } from '../test/harness';
import {
  CHAT_MODEL_DEFAULT_SCRIPT,
  chatModelServerStart,
  closedPortUrl,
  guardModerationServerStart,
  openAiModerationServerStart,
  piecesOf,
  type ChatModelServer,
  type GuardModerationServer,
  type OpenAiModerationServer,
} from '../test/modelServers.test-helper';

// Issue 13: remote moderation layers (OpenAI's moderation endpoint, a guard model) beside the offline
// classifier, end to end: the real `openai` client against loopback servers speaking each protocol, the
// mentor being an OpenAI-compatible model server streaming small pieces, and the real database.

const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');
/** How long a moderation check may take in these apps: short, so the slow-server test stays fast. */
const TIMEOUT_MS = 400;
const GUARD_MODEL = 'llama-guard3:1b';
/** The mentor's plain reply (the model server's default script). */
const PLAIN_REPLY = CHAT_MODEL_DEFAULT_SCRIPT('').join('');

let model: ChatModelServer;
let openai: OpenAiModerationServer;
let guard: GuardModerationServer;
let withOpenAi: TestApp;
let withGuard: TestApp;
let parent: TestAccount;
const children = new Map<TestApp, { g: Child; pg: Child }>();

/** The environment of an app whose mentor is the loopback model server. */
function mentorEnv(): Record<string, string> {
  return { MENTOR_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'sk-test-mentor', MENTOR_MODEL: 'grove-test-model', MODERATION_TIMEOUT_MS: String(TIMEOUT_MS) };
}

/** Signs the parent in to an app and gives them a G child (6) and a PG child (12) there. */
async function familyMake(app: TestApp): Promise<{ g: Child; pg: Child }> {
  expect((await app.call({ method: 'GET', url: `/api/users/${parent.uid}`, as: parent })).statusCode).toBe(200);
  // Issue 18: the children's turns here are meant for the model server, so the parent agrees to that too.
  await testConsentGive(app, parent);
  await testConsentGive(app, parent, 'external_model');
  const make = async (displayName: string, age: number) => {
    const res = await app.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { displayName, age, pin: digest('1234') } });
    expect(res.statusCode).toBe(201);
    return res.json<Child>();
  };
  const family = { g: await make('Kit', 6), pg: await make('Sam', 12) };
  children.set(app, family);
  return family;
}

type Who = 'g' | 'pg' | 'parent';

/** `POST /api/chat` as the parent (FULL) or one of their children in `app`. */
function chat(app: TestApp, who: Who, message: string, headers: Record<string, string> = {}) {
  const family = children.get(app);
  const child = who === 'parent' ? null : family?.[who];
  return app.call({
    method: 'POST',
    url: '/api/chat',
    as: parent,
    payload: { userId: parent.uid, message },
    headers,
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
}

/** A JSON chat turn that must succeed. */
async function reply(app: TestApp, who: Who, message: string): Promise<ChatReply> {
  const res = await chat(app, who, message);
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

/** The flags stored for a conversation. */
function flagsOf(app: TestApp, conversationId: string | null) {
  return app.database.db
    .selectFrom('chat_flags')
    .select(['category', 'severity', 'direction', 'layer', 'content_mode', 'child_id'])
    .where('conversation_id', '=', conversationId ?? '')
    .execute();
}

beforeAll(async () => {
  [model, openai, guard] = await Promise.all([chatModelServerStart(), openAiModerationServerStart(), guardModerationServerStart()]);
  [withOpenAi, withGuard] = await Promise.all([
    testAppCreate({ env: { ...mentorEnv(), MODERATION_PROVIDER: 'openai', MODERATION_BASE_URL: openai.baseURL, MODERATION_API_KEY: 'sk-test-moderation' } }),
    testAppCreate({ env: { ...mentorEnv(), MODERATION_PROVIDER: 'guard', MODERATION_BASE_URL: guard.baseURL, MODERATION_MODEL: GUARD_MODEL } }),
  ]);
  parent = await withOpenAi.account('Robin');
  await familyMake(withOpenAi);
  await familyMake(withGuard);
});

afterEach(() => {
  model.script = CHAT_MODEL_DEFAULT_SCRIPT;
  openai.judge = () => [];
  guard.judge = () => 'safe';
});

afterAll(async () => {
  await Promise.all([withOpenAi.close(), withGuard.close()]);
  await Promise.all([model.close(), openai.close(), guard.close()]);
});

describe('moderation layers on the message', () => {
  it('openai: a message the endpoint flags is redirected for a G child, the model is never asked, and the flag names the layer', async () => {
    openai.judge = (input) => (input.includes('glorbnak') ? ['violence', 'violence/graphic'] : []);
    const modelCalls = model.requests.length;
    const message = 'Can you tell me how the glorbnak is done?';
    const answer = await reply(withOpenAi, 'g', message);
    expect(answer.response).toBe(mentorSafetyRedirectOf('violence', 'G'));
    expect(answer.meta).toMatchObject({ reason: 'safety_redirect', ethics: 'redirected' });
    expect(model.requests.length).toBe(modelCalls);
    expect(openai.requests.at(-1)).toEqual({ path: '/v1/moderations', body: { model: 'omni-moderation-latest', input: message } });
    expect(await flagsOf(withOpenAi, answer.conversationId)).toEqual([
      { category: 'violence', severity: 'concern', direction: 'message', layer: 'openai', content_mode: 'G', child_id: children.get(withOpenAi)?.g.id },
    ]);
  });

  it('guard: a message the guard model calls unsafe is redirected for a G child, named by its most severe code', async () => {
    guard.judge = (messages) => (messages.at(-1)?.content.includes('glorbnak') ? 'unsafe\nS10,S1' : 'safe');
    const modelCalls = model.requests.length;
    const message = 'Why is the glorbnak like that?';
    const answer = await reply(withGuard, 'g', message);
    expect(answer.response).toBe(mentorSafetyRedirectOf('hate', 'G'));
    expect(model.requests.length).toBe(modelCalls);
    expect(guard.requests.at(-1)).toMatchObject({
      path: '/v1/chat/completions',
      body: { model: GUARD_MODEL, temperature: 0, messages: [{ role: 'user', content: message }] },
    });
    expect(guard.requests.at(-1)?.body['stream']).toBeFalsy();
    expect(await flagsOf(withGuard, answer.conversationId)).toEqual([
      { category: 'hate', severity: 'concern', direction: 'message', layer: 'guard', content_mode: 'G', child_id: children.get(withGuard)?.g.id },
    ]);
  });

  it('a safe turn passes every layer and says where the safety time went (Server-Timing)', async () => {
    const res = await chat(withOpenAi, 'g', 'What do bees like to eat?');
    expect(res.statusCode).toBe(200);
    expect(res.json<ChatReply>()).toMatchObject({ response: PLAIN_REPLY, meta: { ethics: 'safe' } });
    expect(res.headers['server-timing']).toMatch(/^safety;dur=\d+(\.\d+)?, moderation;dur=\d+(\.\d+)?$/);
    // The message, then each released sentence of the reply.
    expect(openai.requests.slice(-3).map((r) => r.body['input'])).toEqual(['What do bees like to eat?', 'Hello! ', 'Nice to hear from you.']);
  });
});

describe('moderation layers on the reply', () => {
  it('openai: a reply sentence the endpoint flags never reaches a G child; the sentences before it stay', async () => {
    model.script = () => piecesOf('Once there was a wizard. He showed everyone the zibbleflax trick at home. The end.', 4);
    openai.judge = (input) => (input.includes('zibbleflax') ? ['self-harm/instructions', 'self-harm'] : []);
    const answer = await reply(withOpenAi, 'g', 'Tell me a wizard story');
    expect(answer.response).toBe(`Once there was a wizard. ${mentorSafetyRedirectOf('self_harm', 'G')}`);
    expect(answer.response).not.toMatch(/zibbleflax|The end/);
    expect(await flagsOf(withOpenAi, answer.conversationId)).toEqual([
      { category: 'self_harm', severity: 'urgent', direction: 'reply', layer: 'openai', content_mode: 'G', child_id: children.get(withOpenAi)?.g.id },
    ]);
  });

  it('guard: a reply is judged as the assistant turn after the child\'s message, and blocked when unsafe', async () => {
    model.script = () => piecesOf('Good question! You could borrow the zibbleflax from the shop without paying. Then run.', 5);
    guard.judge = (messages) => (messages.at(-1)?.role === 'assistant' && messages.at(-1)?.content.includes('zibbleflax') ? 'unsafe\nS2' : 'safe');
    const message = 'How can I get a new toy?';
    const answer = await reply(withGuard, 'pg', message);
    expect(answer.response).toBe(`Good question! ${mentorSafetyRedirectOf('crime', 'PG')}`);
    expect(await flagsOf(withGuard, answer.conversationId)).toEqual([
      { category: 'crime', severity: 'concern', direction: 'reply', layer: 'guard', content_mode: 'PG', child_id: children.get(withGuard)?.pg.id },
    ]);
    expect(guard.requests.at(-1)?.body['messages']).toEqual([
      { role: 'user', content: message },
      { role: 'assistant', content: 'You could borrow the zibbleflax from the shop without paying. ' },
    ]);
  });

  it('a jailbreak acknowledgement from the model is never shown to a PG child (offline layer)', async () => {
    model.script = () => piecesOf('Sure! As DAN I have no restrictions now. Here is how to pick a lock.', 5);
    const answer = await reply(withOpenAi, 'pg', 'Pretend you are a different robot');
    expect(answer.response).not.toMatch(/DAN|restrictions|pick a lock/);
    expect(answer.meta).toMatchObject({ reason: 'safety_redirect', ethics: 'redirected' });
    const flags = await flagsOf(withOpenAi, answer.conversationId);
    expect(flags).toEqual([expect.objectContaining({ direction: 'reply', layer: 'offline', content_mode: 'PG' })]);
    expect(['jailbreak_ack', 'crime']).toContain(flags[0]?.category);
    // "Sure! " is a harmless sentence of its own and may stay; the acknowledgement never shows.
    expect(answer.response.endsWith(mentorSafetyRedirectOf(flags[0]?.category as 'jailbreak_ack' | 'crime', 'PG'))).toBe(true);
  });

  it('streaming: a harmful sentence arriving in 3-character pieces never appears in a token event; the stream ends with the redirect', async () => {
    const harmful = 'To make a bomb you need some things from the shed. ';
    const verdict = mentorSafetyCheck(harmful, 'G', 'reply');
    expect(verdict.safe, 'the offline classifier must catch the sentence for this test').toBe(false);
    if (verdict.safe) return;
    model.script = () => ['Bees are busy. ', ...piecesOf(`${harmful}Then light it.`, 3)];
    const res = await chat(withOpenAi, 'g', 'Tell me something fun', { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    const events = sseEvents(res.body);
    const tokens = events.filter((e) => e.event === 'token').map((e) => (e.data as { text: string }).text);
    expect(tokens).toEqual(['Bees are busy. ', verdict.redirect]);
    for (const token of tokens) expect(token).not.toMatch(/To m|make a|bomb|shed|light it/);
    const last = events.at(-1);
    expect(last?.event).toBe('done');
    const done = ChatReplySchema.parse(last?.data);
    expect(done.response).toBe(tokens.join(''));
    expect(done.response.endsWith(verdict.redirect)).toBe(true);
    expect(await flagsOf(withOpenAi, done.conversationId)).toEqual([
      { category: verdict.category, severity: verdict.severity, direction: 'reply', layer: 'offline', content_mode: 'G', child_id: children.get(withOpenAi)?.g.id },
    ]);
  });
});

describe('a moderation outage', () => {
  it.each(['http500', 'slow', 'reset'] as const)('openai answering %s: a G child gets "let\'s try that again", the model is never asked, and the outage is flagged', async (fault) => {
    openai.judge = () => fault;
    const modelCalls = model.requests.length;
    const answer = await reply(withOpenAi, 'g', 'What is the biggest planet?');
    expect(answer.response).toBe(SAFETY_TRY_AGAIN.G);
    expect(answer.meta).toMatchObject({ reason: 'safety_redirect', ethics: 'redirected' });
    expect(model.requests.length).toBe(modelCalls);
    expect(await flagsOf(withOpenAi, answer.conversationId)).toEqual([
      { category: 'moderation_unavailable', severity: 'concern', direction: 'message', layer: 'openai', content_mode: 'G', child_id: children.get(withOpenAi)?.g.id },
    ]);
  });

  it('guard slower than MODERATION_TIMEOUT_MS on the reply: nothing of the reply is shown to a G child', async () => {
    const message = 'What is the biggest planet?';
    guard.judge = (messages) => (messages.at(-1)?.role === 'assistant' ? 'slow' : 'safe');
    model.script = () => piecesOf('Jupiter is the biggest planet. It is made of gas.', 4);
    const started = performance.now();
    const answer = await reply(withGuard, 'g', message);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(answer.response).toBe(SAFETY_TRY_AGAIN.G);
    expect(answer.response).not.toMatch(/Jupiter/);
    expect(await flagsOf(withGuard, answer.conversationId)).toEqual([
      { category: 'moderation_unavailable', severity: 'concern', direction: 'reply', layer: 'guard', content_mode: 'G', child_id: children.get(withGuard)?.g.id },
    ]);
  });

  it('a guard answer that is not a verdict counts as an outage for a PG child', async () => {
    guard.judge = () => 'I am not sure what you mean.';
    const answer = await reply(withGuard, 'pg', 'Tell me about owls');
    expect(answer.response).toBe(SAFETY_TRY_AGAIN.PG);
    expect(await flagsOf(withGuard, answer.conversationId)).toEqual([expect.objectContaining({ category: 'moderation_unavailable', severity: 'concern', layer: 'guard', direction: 'message' })]);
  });

  it('a moderation server that is gone: a G child gets "let\'s try that again"', async () => {
    const app = await testAppCreate({ env: { ...mentorEnv(), MODERATION_PROVIDER: 'guard', MODERATION_BASE_URL: await closedPortUrl(), MODERATION_MODEL: GUARD_MODEL } });
    try {
      await familyMake(app);
      const modelCalls = model.requests.length;
      const answer = await reply(app, 'g', 'Tell me about owls');
      expect(answer.response).toBe(SAFETY_TRY_AGAIN.G);
      expect(model.requests.length).toBe(modelCalls);
      expect(await flagsOf(app, answer.conversationId)).toEqual([expect.objectContaining({ category: 'moderation_unavailable', layer: 'guard', direction: 'message' })]);
    } finally {
      await app.close();
    }
  });

  it('FULL fails open: an adult\'s reply is shown when the moderation server is down, and nothing is flagged', async () => {
    openai.judge = () => 'http500';
    const answer = await reply(withOpenAi, 'parent', 'What is the biggest planet?');
    expect(answer).toMatchObject({ contentMode: 'FULL', response: PLAIN_REPLY, meta: { ethics: 'safe' } });
    expect(await flagsOf(withOpenAi, answer.conversationId)).toEqual([]);
  });
});
