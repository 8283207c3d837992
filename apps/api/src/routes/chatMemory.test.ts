import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, type ChatReply, type Child, type MemoryProfileView } from '@grove/api-contract';
import { MEMORY_NOTICE_G, MEMORY_NOTICE_PG } from '@grove/memory';
import { chatModelServerStart, type ChatModelServer } from '../test/modelServers.test-helper';
import { sseEvents, testAppCreate, testConsentGive, type TestAccount, type TestApp } from '../test/harness';

// Issue 15 through POST /api/chat on a real database: what a person tells the mentor is remembered
// (with the child rules), recalled in a new conversation, listed on request and forgotten on request;
// a temporary conversation saves nothing; the profile's memory switch is honoured.

const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');

let t: TestApp;
let parent: TestAccount;
let six: Child;
let twelve: Child;

type Who = 'adult' | Child;

async function say(who: Who, message: string, extra: Record<string, unknown> = {}, account: TestAccount = parent): Promise<ChatReply> {
  const child = who === 'adult' ? null : who;
  const res = await t.call({
    method: 'POST',
    url: '/api/chat',
    as: account,
    payload: { userId: account.uid, message, ...extra },
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

async function memoriesOf(profileId: string, account: TestAccount = parent): Promise<MemoryProfileView> {
  const res = await t.call({ method: 'GET', url: `/api/memory/${profileId}`, as: account });
  expect(res.statusCode).toBe(200);
  return res.json<MemoryProfileView>();
}

async function childMake(displayName: string, age: number): Promise<Child> {
  await testConsentGive(t, parent);
  const res = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { pin: digest('1234'), displayName, age } });
  expect(res.statusCode).toBe(201);
  return res.json<Child>();
}

beforeAll(async () => {
  t = await testAppCreate();
  parent = await t.account('Robin');
  expect((await t.call({ method: 'GET', url: `/api/users/${parent.uid}`, as: parent })).statusCode).toBe(200);
  six = await childMake('Pip', 6);
  twelve = await childMake('Max', 12);
});
afterAll(() => t.close());

describe('an adult’s memories through the chat', () => {
  it('remembers a lasting fact, recalls it in a new conversation, lists it, forgets it on request, and no longer knows it', async () => {
    const told = await say('adult', 'My dog is called Biscuit and he is a beagle.');
    expect(told.memory).toMatchObject({ outcome: 'added', notice: null });
    expect(told.memory?.memory).toMatchObject({ content: 'Has a beagle called Biscuit', state: 'active', source: { kind: 'conversation', conversationId: told.conversationId } });

    // A new conversation: the mentor knows it from memory.
    const asked = await say('adult', 'What kind of dog do I have?');
    expect(asked.conversationId).not.toBe(told.conversationId);
    expect(asked.response).toMatch(/beagle/i);

    const listed = await say('adult', 'What do you remember about me?');
    expect(listed.response).toContain('- Has a beagle called Biscuit');
    expect(listed.modelUsed).toBe('grove-memory');

    const forgot = await say('adult', 'Please forget about my dog');
    expect(forgot.response).toContain('I\'ve forgotten "Has a beagle called Biscuit"');
    expect(forgot.memory).toMatchObject({ outcome: 'forgotten' });
    expect(forgot.memory?.memory?.state).toBe('deleted');

    expect((await say('adult', 'What kind of dog do I have?')).response).not.toMatch(/beagle/i);
    expect((await say('adult', 'What do you remember about me?')).response).not.toContain('Biscuit');

    // Undo: the memory comes back, and so does what the mentor knows.
    const restored = await t.call({ method: 'POST', url: `/api/memory/${forgot.memory?.memory?.id ?? ''}/restore`, as: parent });
    expect(restored.statusCode).toBe(200);
    expect((await say('adult', 'What kind of dog do I have?')).response).toMatch(/beagle/i);
  });

  it('updates a memory when a later fact is about the same thing, and "forget that" forgets what this conversation saved', async () => {
    const first = await say('adult', 'My favourite colour is green.');
    expect(first.memory?.memory?.content).toBe('Favourite colour is green');
    const second = await say('adult', 'Actually my favourite colour is purple now.');
    expect(second.memory).toMatchObject({ outcome: 'updated', previousContent: 'Favourite colour is green' });
    expect(second.memory?.memory?.id).toBe(first.memory?.memory?.id);

    const told = await say('adult', "I'm training for a 10 km run on 14 May.");
    expect(told.memory?.outcome).toBe('added');
    const forgot = await say('adult', 'Forget that', { conversationId: told.conversationId });
    expect(forgot.memory?.memory?.id).toBe(told.memory?.memory?.id);
    // "Forget it" alone is "never mind": nothing is deleted.
    const never = await say('adult', 'forget it');
    expect(never.memory).toBeUndefined();
    expect((await memoriesOf(parent.uid)).memories.find((memory) => memory.id === first.memory?.memory?.id)?.state).toBe('active');
  });

  it('saves nothing in a temporary conversation: no memory used or made, no history kept, still charged', async () => {
    const person = await t.account('temp');
    const balance = async () => (await t.database.db.selectFrom('users').select('tokens_balance').where('id', '=', person.uid).executeTakeFirstOrThrow()).tokens_balance;
    await say('adult', 'My cat is called Miso.', {}, person);
    const before = await balance();
    const temporary = await say('adult', 'My hamster is called Nibbles.', { temporary: true }, person);
    expect(temporary.conversationId).toBeNull();
    expect(temporary.memory).toBeUndefined();
    expect(await balance()).toBeLessThan(before);
    const asked = await say('adult', 'What is my cat called?', { temporary: true }, person);
    expect(asked.response).not.toMatch(/Miso/);
    const history = await t.call({ method: 'GET', url: `/api/chat-history/${person.uid}`, as: person });
    expect(JSON.stringify(history.json())).not.toContain('Nibbles');
    expect((await memoriesOf(person.uid, person)).memories.map((memory) => memory.content)).toEqual(['Has a cat called Miso']);

    // A child's conversations are kept for the parent.
    const child = await t.call({ method: 'POST', url: '/api/chat', as: parent, role: 'child_user', childId: twelve.id, payload: { userId: parent.uid, message: 'hi', temporary: true } });
    expect(child.statusCode).toBe(403);
  });

  it('honours the memory switch and the automatic capture switch', async () => {
    const person = await t.account('switch');
    await say('adult', 'My dog is called Pepper and she is a poodle.', {}, person);
    const off = await t.call({ method: 'POST', url: '/api/memory/users', as: person, payload: { userId: person.uid, memoryEnabled: false } });
    expect(off.json()).toEqual({ memoryEnabled: false, autoCapture: true });
    expect((await say('adult', 'What kind of dog do I have?', {}, person)).response).not.toMatch(/poodle/i);
    expect((await say('adult', 'My rabbit is called Clover.', {}, person)).memory).toBeUndefined();
    expect((await say('adult', 'What do you remember about me?', {}, person)).response).toMatch(/Memory is switched off/);

    await t.call({ method: 'POST', url: '/api/memory/users', as: person, payload: { userId: person.uid, memoryEnabled: true, autoCapture: false } });
    expect((await say('adult', 'What kind of dog do I have?', {}, person)).response).toMatch(/poodle/i);
    expect((await say('adult', 'My parrot is called Kiwi.', {}, person)).memory).toBeUndefined();
    expect((await memoriesOf(person.uid, person)).memories.map((memory) => memory.content)).toEqual(['Has a poodle called Pepper']);
  });

  it('gives a model the memories in its system prompt, marked as facts the person shared', async () => {
    const model: ChatModelServer = await chatModelServerStart();
    const withModel = await testAppCreate({ env: { MENTOR_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'sk-test', MENTOR_MODEL: 'grove-test-model' } });
    try {
      const person = await withModel.account('model');
      expect((await withModel.call({ method: 'GET', url: `/api/users/${person.uid}`, as: person })).statusCode).toBe(200);
      const add = await withModel.call({ method: 'POST', url: '/api/memory', as: person, payload: { userId: person.uid, content: 'Is training for a 10 km run in May', tags: ['running'] } });
      expect(add.statusCode).toBe(201);
      const res = await withModel.call({ method: 'POST', url: '/api/chat', as: person, payload: { userId: person.uid, message: 'Any tips for my run training?' } });
      expect(res.statusCode, res.body).toBe(200);
      const sent = model.requests.find((request) => request.path.endsWith('/chat/completions'));
      const system = (sent?.body['messages'] as Array<{ role: string; content: string }>)[0];
      expect(system.role).toBe('system');
      expect(system.content).toContain('Facts the person shared with you in earlier conversations');
      expect(system.content).toContain('- "Is training for a 10 km run in May"');
    } finally {
      await withModel.close();
      await model.close();
    }
  });

  it('sends the memory event in the stream’s done event', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/chat',
      as: parent,
      headers: { accept: 'text/event-stream' },
      payload: { userId: parent.uid, message: 'My sister is called Grace.' },
    });
    const done = sseEvents(res.body).find((event) => event.event === 'done')?.data as ChatReply;
    expect(done.memory).toMatchObject({ outcome: 'added', memory: { content: 'Has a sister called Grace' } });
  });
});

describe('a child’s memories through the chat', () => {
  it('keeps a 4–8 child’s memory waiting for the parent, and uses it only once approved', async () => {
    const told = await say(six, 'My dog is called Biscuit and he is a beagle.');
    expect(told.memory).toMatchObject({ outcome: 'added', notice: MEMORY_NOTICE_G, memory: { approval: 'pending', state: 'pending' } });
    expect((await say(six, 'What kind of dog do I have?')).response).not.toMatch(/beagle/i);
    const listed = await say(six, 'What do you remember about me?');
    expect(listed.response).toMatch(/One more thing is waiting for your grown-up/);

    const approve = await t.call({ method: 'POST', url: `/api/memory/${told.memory?.memory?.id ?? ''}/approve`, as: parent });
    expect(approve.statusCode).toBe(200);
    expect((await say(six, 'What kind of dog do I have?')).response).toMatch(/beagle/i);
  });

  it('tells a 9–15 child their parent can see it', async () => {
    const told = await say(twelve, 'I have a hamster called Nugget.');
    expect(told.memory).toMatchObject({ outcome: 'added', notice: MEMORY_NOTICE_PG, memory: { approval: 'approved' } });
  });

  it("does not store a child's address and says why", async () => {
    const before = (await memoriesOf(twelve.id)).memories.length;
    const told = await say(twelve, 'I live at 12 Oak Street.');
    expect(told.memory?.outcome).toBe('refused');
    expect(told.memory?.notice).toMatch(/address/i);
    const young = await say(six, 'My address is 4 Elm Road.');
    expect(young.memory?.outcome).toBe('refused');
    expect((await memoriesOf(twelve.id)).memories.length).toBe(before);
    const stored = await t.database.db.selectFrom('memories').select('content').where('user_id', '=', parent.uid).execute();
    expect(stored.some((row) => /Oak Street|Elm Road/.test(row.content))).toBe(false);
  });

  it('uses an expired memory no longer (injected clock)', async () => {
    const start = t.clock.now;
    try {
      const told = await say(twelve, 'My cat is called Pebble and she is a tabby.');
      expect(told.memory?.memory?.content).toMatch(/Pebble/);
      t.clock.now = new Date(start.getTime() + 91 * 24 * 60 * 60 * 1000);
      expect((await say(twelve, 'What is my cat called?')).response).not.toMatch(/Pebble/);
    } finally {
      t.clock.now = start;
    }
  });
});
