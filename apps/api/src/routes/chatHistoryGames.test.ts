import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatHistorySchema, ChatReplySchema, type ChatHistory, type ChatReply, type Child } from '@grove/api-contract';
import { gameMarkerEncode, gameMoved, gameReplied, gameRequestFields, gameStart, type GameState, type TwentyQuestionsState } from '@grove/game-engines';
import { guidedAiReply, guidedRequestFields, guidedStart, guidedUserMessage, type GuidedState } from '@grove/guided-themes';
import * as conversationKind from '../db/migrations/0004_conversation_kind';
import { testAppCreate, testConsentGive, type TestAccount, type TestApp } from '../test/harness';

// Issue 12, defect 6: games and guided conversations are not chat conversations, and the game marker
// (the twenty-questions secret) is never in anything a page renders. Against the real API and database.

const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');
let t: TestApp;
let parent: TestAccount;
let child: Child;

beforeAll(async () => {
  t = await testAppCreate();
  parent = await t.account('Historian');
  expect((await t.call({ method: 'GET', url: `/api/users/${parent.uid}`, as: parent })).statusCode).toBe(200);
  await testConsentGive(t, parent);
  const res = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { pin: digest('1234'), displayName: 'Pip', age: 7 } });
  expect(res.statusCode).toBe(201);
  child = res.json<Child>();
});

afterAll(async () => {
  await t?.close();
});

const asChild = () => ({ role: 'child_user', childId: child.id });

async function post(payload: Record<string, unknown>, childActing: boolean): Promise<ChatReply> {
  const res = await t.call({ method: 'POST', url: '/api/chat', as: parent, payload: { userId: parent.uid, ...payload }, ...(childActing ? asChild() : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

/** Plays twenty questions as the game page does: one conversation, the state after each move. */
async function playTwentyQuestions(childActing: boolean): Promise<{ secret: string; conversationId: string; openingClientId: string }> {
  const openingClientId = `open-${randomUUID().slice(0, 12)}`;
  let state: GameState = gameStart('twenty-questions', randomUUID());
  const opening = await post({ message: "Let's play Twenty questions!", clientMessageId: openingClientId, ...gameRequestFields(state) }, childActing);
  state = gameReplied(state, opening.response);
  const secret = (state as TwentyQuestionsState).secret ?? '';
  expect(secret).toMatch(/^[a-z ]{3,}$/);
  const conversationId = opening.conversationId ?? '';
  for (const question of ['Is it alive?', 'Does it live in water?']) {
    state = gameMoved(state, question);
    const reply = await post({ message: question, conversationId, ...gameRequestFields(state) }, childActing);
    state = gameReplied(state, reply.response);
    expect(reply.conversationId).toBe(conversationId);
  }
  return { secret, conversationId, openingClientId };
}

async function playGuided(childActing: boolean): Promise<string> {
  let state: GuidedState = guidedStart('meditation', Date.now());
  let conversationId: string | null = null;
  for (const message of ['I would like to hear the ocean', 'I am breathing slowly']) {
    state = guidedUserMessage(state, message, Date.now());
    const reply = await post({ message, conversationId, ...guidedRequestFields(state) }, childActing);
    state = guidedAiReply(state, reply.response, Date.now());
    conversationId = reply.conversationId;
  }
  return conversationId ?? '';
}

async function history(profileId: string, conversationId?: string): Promise<{ status: number; body: string }> {
  const query = conversationId ? `?conversation_id=${conversationId}` : '';
  const res = await t.call({ method: 'GET', url: `/api/chat-history/${profileId}${query}`, as: parent });
  return { status: res.statusCode, body: res.body };
}

/** Nothing that could reveal a marker: the marker itself, its encoded secret, or the decoded JSON. */
function expectNoMarker(body: string, secret: string): void {
  expect(body).not.toContain('grove-game');
  expect(body).not.toContain('{"secret"');
  expect(body).not.toContain(gameMarkerEncode({ secret }).slice('[[grove-game:'.length, -2));
}

describe('GET /api/chat-history lists chats only, and no marker anywhere (issue 12, defect 6)', () => {
  it("after a chat, twenty questions and a guided theme, the parent's list and each chat hold only the chat", async () => {
    const chat = await post({ message: 'Tell me about clouds' }, false);
    const game = await playTwentyQuestions(false);
    const guided = await playGuided(false);

    const list = await history(parent.uid);
    expect(list.status).toBe(200);
    const listed: ChatHistory = ChatHistorySchema.parse(JSON.parse(list.body));
    expect(listed.conversations.map((c) => c.id)).toEqual([chat.conversationId]);
    expect(listed.conversations.map((c) => c.title)).toEqual(['Tell me about clouds']);
    expectNoMarker(list.body, game.secret);

    const opened = await history(parent.uid, chat.conversationId ?? '');
    expect(opened.status).toBe(200);
    expect(ChatHistorySchema.parse(JSON.parse(opened.body)).messages).toHaveLength(2);

    // A game or guided conversation is not a chat conversation: it cannot be opened as one.
    for (const id of [game.conversationId, guided]) {
      const notChat = await history(parent.uid, id);
      expect(notChat.status).toBe(404);
      expect(JSON.parse(notChat.body)).toEqual({ error: { code: 'not_found', message: 'No such conversation.' } });
    }
  });

  it("a child's games and guided sessions are not in the parent's view of the child's history", async () => {
    const chat = await post({ message: 'What do bees eat?' }, true);
    const game = await playTwentyQuestions(true);
    await playGuided(true);

    for (const asWho of [{}, asChild()]) {
      const res = await t.call({ method: 'GET', url: `/api/chat-history/${child.id}`, as: parent, ...asWho });
      expect(res.statusCode).toBe(200);
      expect(ChatHistorySchema.parse(res.json()).conversations.map((c) => c.id)).toEqual([chat.conversationId]);
      expectNoMarker(res.body, game.secret);
    }
  });

  it('no stored message text carries a marker, yet a replayed opening still brings the secret to the game', async () => {
    const game = await playTwentyQuestions(false);
    const stored = await t.database.db.selectFrom('chat_messages').select(['content', 'game_marker']).where('conversation_id', '=', game.conversationId).execute();
    expect(stored.length).toBe(6);
    for (const row of stored) expectNoMarker(row.content, game.secret);
    expect(stored.filter((row) => row.game_marker !== null)).toHaveLength(1);

    // The outbox's resend of the opening (same clientMessageId) answers what the first send did.
    const replayed = await post({ message: "Let's play Twenty questions!", clientMessageId: game.openingClientId, ...gameRequestFields(gameStart('twenty-questions', 'x')) }, false);
    expect((gameReplied(gameStart('twenty-questions', 'x'), replayed.response) as TwentyQuestionsState).secret).toBe(game.secret);
  });

  it('a chat cannot continue a game conversation, nor a game a chat: 400 naming conversationId', async () => {
    const game = await playTwentyQuestions(false);
    const res = await t.call({ method: 'POST', url: '/api/chat', as: parent, payload: { userId: parent.uid, message: 'Hello', conversationId: game.conversationId } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad_request', field: 'conversationId' } });
    const chat = await post({ message: 'Hi there' }, false);
    const state = gameReplied(gameStart('opposites', 'o'), 'Ready!');
    const mixed = await t.call({ method: 'POST', url: '/api/chat', as: parent, payload: { userId: parent.uid, message: 'hot', conversationId: chat.conversationId, ...gameRequestFields(gameMoved(state, 'hot')) } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ error: { field: 'conversationId' } });
  });
});

describe('migration 0004: games stored before it leave the chat list and lose their marker text', () => {
  // Runs last: it takes this file's database back to before 0004 and up again.
  it('a stored game (by its marker or its opening title) becomes a game, its marker moves out of the text; a chat stays', async () => {
    const raw = t.database.db as unknown as Kysely<unknown>;
    const owner = await t.account('Migrator');
    expect((await t.call({ method: 'GET', url: `/api/users/${owner.uid}`, as: owner })).statusCode).toBe(200);
    await conversationKind.down(raw);
    try {
      const untyped = raw as Kysely<{
        conversations: { id: string; user_id: string; child_id: string | null; title: string };
        chat_messages: { id: string; conversation_id: string; user_id: string; role: string; content: string };
      }>;
      const marker = gameMarkerEncode({ secret: 'table' });
      const rows = [
        { id: randomUUID(), title: "Let's play Twenty questions!", reply: `Let's play! I'm thinking of something. ${marker}` },
        { id: randomUUID(), title: "Let's play Opposites!", reply: 'Say a word!' },
        { id: randomUUID(), title: 'Tell me a joke', reply: 'Why did the cow cross the road?' },
      ];
      for (const row of rows) {
        await untyped.insertInto('conversations').values({ id: row.id, user_id: owner.uid, child_id: null, title: row.title }).execute();
        await untyped
          .insertInto('chat_messages')
          .values([
            { id: randomUUID(), conversation_id: row.id, user_id: owner.uid, role: 'user', content: row.title },
            { id: randomUUID(), conversation_id: row.id, user_id: owner.uid, role: 'assistant', content: row.reply },
          ])
          .execute();
      }
    } finally {
      await conversationKind.up(raw);
    }
    const res = await t.call({ method: 'GET', url: `/api/chat-history/${owner.uid}`, as: owner });
    expect(ChatHistorySchema.parse(res.json()).conversations.map((c) => c.title)).toEqual(['Tell me a joke']);
    const moved = await t.database.db.selectFrom('chat_messages').select(['content', 'game_marker']).where('user_id', '=', owner.uid).where('role', '=', 'assistant').execute();
    for (const row of moved) expectNoMarker(row.content, 'table');
    expect(moved.map((row) => row.game_marker).filter((m) => m !== null)).toEqual([{ secret: 'table' }]);
  });
});
