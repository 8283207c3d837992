import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, type ChatReply, type Child } from '@grove/api-contract';
import { gameMarkerRead, gameMarkerStrip, gameMoved, gameReplied, gameRequestFields, gameStart, type GameState, type TwentyQuestionsState } from '@grove/game-engines';
import { guidedAiReply, guidedRequestFields, guidedStart, guidedUserMessage, type GuidedState } from '@grove/guided-themes';
import { testAppCreate, testConsentGive, type TestAccount, type TestApp } from '../test/harness';

// SPEC §7: game requests to POST /api/chat carry gameMode, gameType, gameInstructions and gameData;
// the builtin mentor plays every game (issue 6). Played here against the real API and database.

const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');
let t: TestApp;
let parent: TestAccount;
let gChild: Child;

beforeAll(async () => {
  t = await testAppCreate();
  parent = await t.account('Gamer');
  expect((await t.call({ method: 'GET', url: `/api/users/${parent.uid}`, as: parent })).statusCode).toBe(200);
  await testConsentGive(t, parent);
  const res = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { pin: digest('1234'), displayName: 'Kit', age: 6 } });
  expect(res.statusCode).toBe(201);
  gChild = res.json<Child>();
});

afterAll(async () => {
  await t?.close();
});

/** One game turn as the browser sends it: the state after the move, through POST /api/chat. */
async function turn(state: GameState, message: string, childId?: string): Promise<{ reply: ChatReply; state: GameState }> {
  const res = await t.call({
    method: 'POST',
    url: '/api/chat',
    as: parent,
    payload: { userId: parent.uid, message, ...gameRequestFields(state) },
    ...(childId ? { role: 'child_user', childId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const reply = ChatReplySchema.parse(res.json());
  return { reply, state: gameReplied(state, reply.response) };
}

describe('games through POST /api/chat with the builtin mentor', () => {
  it('a child plays twenty questions: the secret comes in the marker, answers are true, naming it wins', async () => {
    let state: GameState = gameStart('twenty-questions', 'api-game-1');
    const opening = await turn(state, "Let's play Twenty questions!", gChild.id);
    state = opening.state;
    const secret = (state as TwentyQuestionsState).secret;
    expect(secret).toMatch(/^[a-z ]{3,}$/);
    expect(gameMarkerStrip(opening.reply.response)).not.toContain(secret ?? '?');
    expect(opening.reply.contentMode).toBe('G');

    state = gameMoved(state, 'Is it alive?');
    const asked = await turn(state, 'Is it alive?', gChild.id);
    expect(gameMarkerStrip(asked.reply.response)).toMatch(/^(Yes|No)/);
    expect(asked.reply.response).toContain('19 questions left');
    state = asked.state;

    state = gameMoved(state, `Is it a ${secret}?`);
    const won = await turn(state, `Is it a ${secret}?`, gChild.id);
    expect(gameMarkerRead(won.reply.response)).toEqual({ result: 'won' });
    expect(won.state).toMatchObject({ finished: true, outcome: 'won' });
  });

  it('opposites answers with the opposite and charges the parent like any chat', async () => {
    let state: GameState = gameStart('opposites', 'api-game-2');
    state = (await turn(state, "Let's play Opposites!")).state;
    state = gameMoved(state, 'hot');
    const { reply } = await turn(state, 'hot');
    expect(gameMarkerStrip(reply.response)).toBe("The opposite of **hot** is **cold**! What's your next word?");
    expect(reply.tokensUsed).toBeGreaterThan(0);
  });

  it('refuses an unknown game with a 400 naming gameType, and a game above the profile\'s rating with a 403', async () => {
    const unknown = await t.call({ method: 'POST', url: '/api/chat', as: parent, payload: { userId: parent.uid, message: 'Hi', gameMode: true, gameType: 'poker', gameData: {} } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { code: 'bad_request', message: "gameType must be one of Grove's games.", field: 'gameType' } });

    const tooOld = await t.call({
      method: 'POST',
      url: '/api/chat',
      as: parent,
      payload: { userId: parent.uid, message: "Let's play!", ...gameRequestFields(gameStart('prompt-detective', 'api-game-3', 'educational')) },
      role: 'child_user',
      childId: gChild.id,
    });
    expect(tooOld.statusCode).toBe(403);
    expect(tooOld.json()).toEqual({ error: { code: 'forbidden', message: 'This game is not available for this profile.' } });
  });

  it('an adult plays prompt detective at work: the best option is revealed and a new case follows', async () => {
    let state: GameState = gameStart('prompt-detective', 'api-game-4', 'professional');
    state = (await turn(state, "Let's play!")).state;
    expect(state).toMatchObject({ scenarioId: expect.stringMatching(/^pp\d+$/) });
    state = gameMoved(state, 'A');
    const answered = await turn(state, 'A');
    expect(gameMarkerStrip(answered.reply.response)).toMatch(/the best prompt is \*\*[A-D]\*\*|\*\*A\*\* is the best prompt/);
    expect(answered.state).toMatchObject({ totalQuestions: 1, round: 2, usedSelections: ['A'] });
  });

  it('a child\'s guided hike honours the preference and place, and the guide moves on (SPEC §4 themes, rated G)', async () => {
    const send = async (state: GuidedState, message: string): Promise<{ state: GuidedState; reply: string }> => {
      const after = guidedUserMessage(state, message, Date.now());
      const res = await t.call({
        method: 'POST',
        url: '/api/chat',
        as: parent,
        payload: { userId: parent.uid, message, ...guidedRequestFields(after) },
        role: 'child_user',
        childId: gChild.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      const reply = ChatReplySchema.parse(res.json()).response;
      return { state: guidedAiReply(after, reply, Date.now()), reply };
    };
    let state = guidedStart('hiking', Date.now());
    const first = await send(state, 'something scenic, I live in the Denver area');
    expect(first.reply).toContain('moderate');
    expect(first.reply).toContain('scenic trails');
    expect(first.reply).toContain('the Denver area');
    state = first.state;
    const second = await send(state, 'What should I bring?');
    expect(second.reply).not.toBe(first.reply);
    expect(second.state.coveredTopics.length).toBeGreaterThan(first.state.coveredTopics.length);
  });
});
