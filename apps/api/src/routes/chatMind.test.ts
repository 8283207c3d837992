import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, type Child } from '@grove/api-contract';
import { testAppCreate, testConsentGive, type TestAccount, type TestApp } from '../test/harness';

// Issue 14: Grove's own mind, through POST /api/chat on a real database — an adult, a G child (6) and
// a PG child (12) ask what families ask, and the builtin mind answers, counts, explains words, takes
// the requested subject, keeps the thread of the stored conversation and is honest about its limits.

const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');

let t: TestApp;
let parent: TestAccount;
let gChild: Child;
let pgChild: Child;

type Who = 'adult' | 'G' | 'PG';

async function ask(who: Who, message: string, conversationId: string | null = null): Promise<{ response: string; conversationId: string }> {
  const child = who === 'G' ? gChild : who === 'PG' ? pgChild : null;
  const res = await t.call({
    method: 'POST',
    url: '/api/chat',
    as: parent,
    payload: { userId: parent.uid, message, ...(conversationId ? { conversationId } : {}) },
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const reply = ChatReplySchema.parse(res.json());
  return { response: reply.response, conversationId: reply.conversationId ?? '' };
}

/** Sends messages in one conversation; the replies in order. */
async function thread(who: Who, messages: readonly string[]): Promise<string[]> {
  let conversationId: string | null = null;
  const replies: string[] = [];
  for (const message of messages) {
    const reply = await ask(who, message, conversationId);
    conversationId = reply.conversationId;
    replies.push(reply.response);
  }
  return replies;
}

beforeAll(async () => {
  t = await testAppCreate();
  parent = await t.account('Robin');
  expect((await t.call({ method: 'GET', url: `/api/users/${parent.uid}`, as: parent })).statusCode).toBe(200);
  await testConsentGive(t, parent);
  const make = async (displayName: string, age: number) => {
    const res = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { pin: digest('1234'), displayName, age } });
    expect(res.statusCode).toBe(201);
    return res.json<Child>();
  };
  gChild = await make('Kit', 6);
  pgChild = await make('Sam', 12);
});
afterAll(() => t.close());

describe('Grove’s own mind through the chat (issue 14)', () => {
  it('answers everyday questions from its knowledge bank, for every age, naming the topic', async () => {
    for (const who of ['adult', 'G', 'PG'] as const) {
      expect((await ask(who, 'What is a volcano?')).response).toMatch(/volcano.*(lava|magma)|(lava|magma).*volcano/is);
      const heart = (await ask(who, 'how does the heart work')).response;
      expect(heart).toMatch(/heart/i);
      expect(heart).toMatch(/blood/i);
      expect((await ask(who, 'What is the capital of France?')).response).toMatch(/Paris/);
    }
  });

  it('works sums out exactly, at the profile’s level', async () => {
    expect((await ask('G', 'what is 3 plus 4')).response).toMatch(/\*\*7\*\*/);
    expect((await ask('PG', 'help me with my fractions homework: what is 1/2 + 1/3?')).response).toMatch(/3\/6 \+ 2\/6 = \*\*5\/6\*\*/);
    expect((await ask('adult', 'what is 15% of 80?')).response).toMatch(/\*\*12\*\*/);
    expect((await ask('PG', '3 bags with 4 apples each, how many apples?')).response).toMatch(/\*\*12 apples\*\*/);
  });

  it('explains words from WordNet, filtered for children', async () => {
    expect((await ask('G', 'what does enormous mean?')).response).toMatch(/enormous/i);
    expect((await ask('G', 'what does enormous mean?')).response).toMatch(/big|large|great/i);
    expect((await ask('PG', 'what is the opposite of hot?')).response).toMatch(/cold/i);
    expect((await ask('adult', 'another word for happy')).response).toMatch(/glad/i);
  });

  it('takes the subject of a request from the message', async () => {
    for (const who of ['adult', 'G', 'PG'] as const) {
      const story = (await ask(who, 'Tell me a story about a lighthouse')).response;
      expect(story.match(/lighthouse/gi)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(story).not.toMatch(/dragon/i);
    }
    expect((await ask('PG', 'write a poem about the sea')).response).toMatch(/the sea/);
  });

  it('keeps the thread of the stored conversation and follows up on the last topic', async () => {
    const [, breed] = await thread('adult', ['My dog is called Biscuit and he is a beagle', 'What kind of dog do I have?']);
    expect(breed).toMatch(/beagle/);
    const [, , plan] = await thread('PG', ['I have a piano recital on Friday', 'I am a bit nervous', 'can you help me prepare for it?']);
    expect(plan).toMatch(/piano recital/);
    const [first, another] = await thread('G', ['tell me about bees', 'tell me another one']);
    expect(another).not.toBe(first);
    expect(another).toMatch(/bee/i);
  });

  it('never repeats a reply within a conversation, and says plainly what it does not know', async () => {
    const replies = await thread('PG', ['What is a volcano?', 'What is a volcano?', 'What is a volcano?']);
    expect(new Set(replies).size).toBe(3);
    const unknown = (await ask('adult', 'What is a flibbertigibbet made of?')).response;
    expect(unknown).toMatch(/don't know|do not know/);
    expect(unknown).not.toMatch(/offline/i);
    expect((await ask('adult', 'What can you do?')).response).toMatch(/arithmetic|maths/i);
  });
});
