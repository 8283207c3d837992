import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type Child,
  type JournalEntries,
  type JournalEntry,
  type JournalPrivacy,
  type JournalPromptItem,
} from '@grove/api-contract';
import { TEST_BREAK_GLASS_HEADERS } from '../test/admin.test-helper';
import { testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 16, the journal's entries, privacy and prompts on a real database: every call for every
// caller (API.md), SPEC §9's default limit, the privacy a child can see, and the public prompts.


let t: TestApp;
let parent: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let six: Child;
let twelve: Child;
let noJournal: Child;

type Caller = TestCaller;
const anonymous: Caller = { label: 'anonymous' };
const trial: Caller = { label: 'a trial visitor', headers: { 'x-device-id': 'device-1234567890' } };
const account = (label: string, who: TestAccount): Caller => ({ label, as: who });
/** An admin reading another family on purpose gives a reason (issue 20's break-glass gate). */
const anAdmin = (): Caller => ({ label: 'an admin', as: admin, headers: { ...TEST_BREAK_GLASS_HEADERS } });
const asChild = (label: string, child: Child): Caller => ({ label, as: parent, childId: child.id });

const call = (caller: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) => t.callAs(caller, method, url, payload);

const childMake = (who: TestAccount, displayName: string, age: number, canJournal = true): Promise<Child> => t.childMake(who, displayName, age, { canChat: true, canJournal });

async function write(caller: Caller, profileId: string, content: string, extra: Record<string, unknown> = {}): Promise<JournalEntry> {
  const res = await call(caller, 'POST', '/api/journal/entry', { userId: profileId, content, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<JournalEntry>();
}

async function entryCount(profileId: string): Promise<number> {
  const row = await t.database.db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<string>().as('n')).where('profile_id', '=', profileId).executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await testAppCreate();
  [parent, stranger, admin] = await Promise.all([t.account('parent'), t.account('stranger'), t.account('admin')]);
  for (const who of [parent, stranger, admin]) expect((await t.call({ method: 'GET', url: `/api/users/${who.uid}`, as: who })).statusCode).toBe(200);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  six = await childMake(parent, 'Pip', 6);
  twelve = await childMake(parent, 'Max', 12);
  noJournal = await childMake(parent, 'Lou', 10, false);
});
afterAll(() => t.close());

describe('the journal routes, for every caller (API.md)', () => {
  it('lets the writer write and read; the parent read by the child’s privacy; an admin read; everyone else is refused', async () => {
    const parentEntry = await write(account('the owner', parent), parent.uid, 'A quiet morning with coffee.');
    const sixEntry = await write(asChild('the child', six), six.id, 'I saw a rainbow!');
    const twelveEntry = await write(asChild('the child', twelve), twelve.id, 'Maths test went better than I thought.');

    type Want = number | 'restricted';
    const cases: Array<[Caller, string, { read: Want; write: number; privacy: number }]> = [
      [anonymous, parent.uid, { read: 401, write: 401, privacy: 401 }],
      [trial, six.id, { read: 401, write: 401, privacy: 401 }],
      [account('another family', stranger), parent.uid, { read: 403, write: 403, privacy: 403 }],
      [account('another family', stranger), twelve.id, { read: 403, write: 403, privacy: 403 }],
      [asChild('a child, on the parent', twelve), parent.uid, { read: 403, write: 403, privacy: 403 }],
      [asChild('a sibling', six), twelve.id, { read: 403, write: 403, privacy: 403 }],
      [asChild('a child without canJournal', noJournal), noJournal.id, { read: 403, write: 403, privacy: 403 }],
      [asChild('the child (4–8)', six), six.id, { read: 200, write: 201, privacy: 200 }],
      [asChild('the child (9–15)', twelve), twelve.id, { read: 200, write: 201, privacy: 200 }],
      [account('the owner', parent), parent.uid, { read: 200, write: 201, privacy: 200 }],
      [account('the parent of a 4–8 child', parent), six.id, { read: 200, write: 403, privacy: 200 }],
      [account('the parent of a 9–15 child', parent), twelve.id, { read: 'restricted', write: 403, privacy: 200 }],
      [account('the parent of a child without canJournal (10, private)', parent), noJournal.id, { read: 'restricted', write: 403, privacy: 200 }],
      [anAdmin(), twelve.id, { read: 200, write: 403, privacy: 200 }],
      [anAdmin(), parent.uid, { read: 200, write: 403, privacy: 200 }],
    ];
    for (const [caller, profileId, want] of cases) {
      const label = `${caller.label} on ${profileId === parent.uid ? 'the parent' : 'a child'}`;
      const before = await entryCount(profileId);
      const read = await call(caller, 'GET', `/api/journal/${profileId}/entries`);
      if (want.read === 'restricted') {
        expect(read.statusCode, label).toBe(200);
        expect(read.json<JournalEntries>()).toEqual({ entries: [], count: before, restricted: true });
      } else {
        expect(read.statusCode, `${label} reads: ${read.body}`).toBe(want.read);
        if (want.read === 200) expect(read.json<JournalEntries>().restricted).toBe(false);
      }
      const written = await call(caller, 'POST', '/api/journal/entry', { userId: profileId, content: `Written by ${caller.label}` });
      expect(written.statusCode, `${label} writes: ${written.body}`).toBe(want.write);
      expect(await entryCount(profileId)).toBe(before + (want.write === 201 ? 1 : 0));
      const privacy = await call(caller, 'GET', `/api/journal/${profileId}/privacy`);
      expect(privacy.statusCode, `${label} privacy`).toBe(want.privacy);
    }
    expect((await call(asChild('a child without canJournal', noJournal), 'GET', `/api/journal/${noJournal.id}/entries`)).json().error.message).toBe(MESSAGES.journalNotAllowed);

    // By id: the writer edits; nobody else does; deleting follows who may read.
    const byId: Array<[Caller, 'PATCH' | 'DELETE', string, number]> = [
      [anonymous, 'PATCH', parentEntry.id, 401],
      [account('another family', stranger), 'PATCH', parentEntry.id, 403],
      [account('another family', stranger), 'DELETE', sixEntry.id, 403],
      [asChild('a sibling', six), 'DELETE', twelveEntry.id, 403],
      [asChild('a child, on the parent', twelve), 'PATCH', parentEntry.id, 403],
      [account('the parent', parent), 'PATCH', sixEntry.id, 403],
      [account('the parent of a private journal', parent), 'DELETE', twelveEntry.id, 403],
      [anAdmin(), 'PATCH', twelveEntry.id, 403],
    ];
    for (const [caller, method, id, status] of byId) {
      const res = await call(caller, method, `/api/journal/entry/${id}`, method === 'PATCH' ? { content: 'changed' } : undefined);
      expect(res.statusCode, `${caller.label} ${method} ${res.body}`).toBe(status);
    }
    const unchanged = (await call(asChild('the child', twelve), 'GET', `/api/journal/${twelve.id}/entries`)).json<JournalEntries>().entries;
    expect(unchanged.find((entry) => entry.id === twelveEntry.id)?.content).toBe('Maths test went better than I thought.');
    expect((await call(asChild('the child', twelve), 'PATCH', `/api/journal/entry/${twelveEntry.id}`, { mood: 'proud', tags: ['School'] })).json<JournalEntry>()).toMatchObject({ mood: 'proud', tags: ['school'] });
    expect((await call(account('the parent', parent), 'DELETE', `/api/journal/entry/${sixEntry.id}`)).statusCode).toBe(204);
    expect((await call(account('the owner', parent), 'DELETE', `/api/journal/entry/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('answers bad input with a 400 naming the field, and stores nothing', async () => {
    const owner = account('the owner', parent);
    const before = await entryCount(parent.uid);
    const bad: Array<[unknown, string]> = [
      [{ userId: parent.uid, content: '  ' }, 'body.content'],
      [{ userId: parent.uid, content: 'x'.repeat(10_001) }, 'body.content'],
      [{ userId: parent.uid, content: 'ok', mood: 'grumpy' }, 'body.mood'],
      [{ userId: parent.uid, content: 'ok', promptId: 'g-gratitude-01' }, 'body.promptId'],
      [{ userId: parent.uid, content: 'ok', promptId: 'no-such-prompt' }, 'body.promptId'],
      [{ userId: parent.uid, content: 'ok', clientEntryId: 'short' }, 'body.clientEntryId'],
      [{ userId: parent.uid, content: 'ok', writtenAt: '2999-01-01T00:00:00.000Z' }, 'body.writtenAt'],
      [{ content: 'ok' }, 'body.userId'],
    ];
    for (const [payload, field] of bad) {
      const res = await call(owner, 'POST', '/api/journal/entry', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    expect((await call(owner, 'GET', `/api/journal/${parent.uid}/entries?limit=0`)).json().error.field).toBe('querystring.limit');
    expect((await call(owner, 'PUT', `/api/journal/${parent.uid}/privacy`, { parentCanRead: true })).json().error.field).toBe('body.parentCanRead');
    expect((await call(owner, 'PATCH', `/api/journal/entry/not-a-uuid`, { content: 'x' })).json().error.field).toBe('params.entryId');
    expect(await entryCount(parent.uid)).toBe(before);
  });
});

describe('entries', () => {
  it('lists 10 by default (SPEC §9), newest first, pages with before, searches, and counts them all', async () => {
    const person = await t.account('writer');
    const who = account('the owner', person);
    const start = t.clock.now;
    try {
      for (let day = 0; day < 14; day += 1) {
        t.clock.now = new Date(Date.UTC(2026, 9, 1 + day, 20));
        await write(who, person.uid, day === 3 ? 'Walked by the river with Sam.' : `Day ${String(day)}: ordinary things.`);
      }
    } finally {
      t.clock.now = start;
    }
    const first = (await call(who, 'GET', `/api/journal/${person.uid}/entries`)).json<JournalEntries>();
    expect(first.entries).toHaveLength(10);
    expect(first.count).toBe(14);
    expect(first.entries[0].content).toBe('Day 13: ordinary things.');
    const next = (await call(who, 'GET', `/api/journal/${person.uid}/entries?before=${encodeURIComponent(first.entries[9].createdAt)}`)).json<JournalEntries>();
    expect(next.entries.map((entry) => entry.content)).toEqual(['Day 3: ordinary things.', 'Day 2: ordinary things.', 'Day 1: ordinary things.', 'Day 0: ordinary things.'].map((text) => (text.startsWith('Day 3') ? 'Walked by the river with Sam.' : text)));
    expect((await call(who, 'GET', `/api/journal/${person.uid}/entries?limit=3`)).json<JournalEntries>().entries).toHaveLength(3);
    const found = (await call(who, 'GET', `/api/journal/${person.uid}/entries?q=RIVER%20sam`)).json<JournalEntries>();
    expect(found.entries.map((entry) => entry.content)).toEqual(['Walked by the river with Sam.']);
    expect((await call(who, 'GET', `/api/journal/${person.uid}/entries?q=100%25`)).json<JournalEntries>().entries).toEqual([]);
  });

  it('stores an entry written offline exactly once, with its time and prompt', async () => {
    const person = await t.account('offline');
    const who = account('the owner', person);
    const prompt = (await call(anonymous, 'GET', '/api/journal/prompts?content_mode=FULL&category=gratitude')).json<{ prompts: JournalPromptItem[] }>().prompts[0];
    const body = { userId: person.uid, content: 'Grateful for the neighbours.', clientEntryId: 'entry-offline-0001', writtenAt: '2026-11-20T07:30:00.000Z', promptId: prompt.id };
    const first = await call(who, 'POST', '/api/journal/entry', body);
    const again = await call(who, 'POST', '/api/journal/entry', body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<JournalEntry>().id).toBe(first.json<JournalEntry>().id);
    expect(first.json<JournalEntry>()).toMatchObject({ createdAt: '2026-11-20T07:30:00.000Z', promptId: prompt.id, promptText: prompt.text, seenBy: 'only_you' });
    expect(await entryCount(person.uid)).toBe(1);
  });

  it("flags an urgent child entry for the parent without its text, and keeps the entry private", async () => {
    const teen = await childMake(parent, 'Ash', 13);
    const entry = await write(asChild('the child', teen), teen.id, 'I want to hurt myself and nobody would notice.');
    expect(entry.seenBy).toBe('only_you');
    const flags = await t.database.db.selectFrom('chat_flags').selectAll().where('child_id', '=', teen.id).execute();
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ severity: 'urgent', layer: 'journal', conversation_id: null });
    expect(JSON.stringify(flags[0])).not.toContain('hurt myself');
    expect((await call(account('the parent', parent), 'GET', `/api/journal/${teen.id}/entries`)).json<JournalEntries>()).toEqual({ entries: [], count: 1, restricted: true });
    // An everyday entry raises nothing.
    await write(asChild('the child', teen), teen.id, 'Football practice was fun.');
    expect(await t.database.db.selectFrom('chat_flags').select('id').where('child_id', '=', teen.id).execute()).toHaveLength(1);
  });
});

describe('privacy a child can see', () => {
  it('defaults by age band and shows it on every entry', async () => {
    const g = (await call(account('the parent', parent), 'GET', `/api/journal/${six.id}/privacy`)).json<JournalPrivacy>();
    const pg = (await call(account('the parent', parent), 'GET', `/api/journal/${twelve.id}/privacy`)).json<JournalPrivacy>();
    const adult = (await call(account('the owner', parent), 'GET', `/api/journal/${parent.uid}/privacy`)).json<JournalPrivacy>();
    expect(g).toEqual({ parentCanRead: true, modelSummaries: false, feedMemories: false });
    expect(pg).toEqual({ parentCanRead: false, modelSummaries: false, feedMemories: false });
    expect(adult).toEqual({ parentCanRead: null, modelSummaries: false, feedMemories: false });
    expect((await write(asChild('the child', six), six.id, 'I like my new shoes.')).seenBy).toBe('you_and_parent');
    expect((await write(asChild('the child', twelve), twelve.id, 'Private thoughts.')).seenBy).toBe('only_you');
  });

  it('lets a 9–15 child share with the parent (and the parent not force it), and a parent decide for a 4–8 child', async () => {
    const kid = await childMake(parent, 'Bea', 11);
    const young = await childMake(parent, 'Dot', 5);
    expect((await call(account('the parent', parent), 'PUT', `/api/journal/${kid.id}/privacy`, { parentCanRead: true })).statusCode).toBe(403);
    await write(asChild('the child', kid), kid.id, 'Shared on purpose.');
    const shared = await call(asChild('the child', kid), 'PUT', `/api/journal/${kid.id}/privacy`, { parentCanRead: true });
    expect(shared.json<JournalPrivacy>().parentCanRead).toBe(true);
    const read = (await call(account('the parent', parent), 'GET', `/api/journal/${kid.id}/entries`)).json<JournalEntries>();
    expect(read.entries.map((entry) => entry.content)).toEqual(['Shared on purpose.']);
    expect(read.entries[0].seenBy).toBe('you_and_parent');
    // The parent may switch sharing off again (more private is always allowed).
    expect((await call(account('the parent', parent), 'PUT', `/api/journal/${kid.id}/privacy`, { parentCanRead: false })).json<JournalPrivacy>().parentCanRead).toBe(false);
    expect((await call(account('the parent', parent), 'GET', `/api/journal/${kid.id}/entries`)).json<JournalEntries>().restricted).toBe(true);

    expect((await call(asChild('the child', young), 'PUT', `/api/journal/${young.id}/privacy`, { parentCanRead: false })).statusCode).toBe(403);
    expect((await call(account('the parent', parent), 'PUT', `/api/journal/${young.id}/privacy`, { parentCanRead: false })).json<JournalPrivacy>().parentCanRead).toBe(false);
    // Model summaries and memories are the parent's to allow for a child.
    expect((await call(asChild('the child', kid), 'PUT', `/api/journal/${kid.id}/privacy`, { modelSummaries: true })).statusCode).toBe(403);
    expect((await call(account('the parent', parent), 'PUT', `/api/journal/${kid.id}/privacy`, { modelSummaries: true, feedMemories: true })).json<JournalPrivacy>()).toEqual({
      parentCanRead: false,
      modelSummaries: true,
      feedMemories: true,
    });
  });
});

describe('prompts, public under both paths', () => {
  it('filters by content mode, category and mood; a missing mode is PG', async () => {
    for (const base of ['/api/journal/prompts', '/api/journal-prompts']) {
      const g = (await call(anonymous, 'GET', `${base}?content_mode=G`)).json<{ prompts: JournalPromptItem[]; promptOfTheDay: JournalPromptItem }>();
      expect(g.prompts.length).toBeGreaterThanOrEqual(50);
      expect(g.prompts.every((prompt) => prompt.contentMode === 'G')).toBe(true);
      expect(g.promptOfTheDay.contentMode).toBe('G');
      const nature = (await call(trial, 'GET', `${base}?content_mode=FULL&category=nature&mood=calm`)).json<{ prompts: JournalPromptItem[] }>().prompts;
      expect(nature.length).toBeGreaterThan(0);
      expect(nature.every((prompt) => prompt.contentMode === 'FULL' && prompt.category === 'nature' && prompt.moods.includes('calm'))).toBe(true);
      expect((await call(anonymous, 'GET', base)).json<{ prompts: JournalPromptItem[] }>().prompts.every((prompt) => prompt.contentMode === 'PG')).toBe(true);
      const categories = (await call(anonymous, 'GET', `${base}/categories?content_mode=G`)).json<{ categories: Array<{ id: string; count: number }> }>().categories;
      expect(categories.length).toBeGreaterThanOrEqual(8);
      expect(categories.every((category) => category.count > 0)).toBe(true);
      const random = await call(anonymous, 'GET', `${base}/random?content_mode=PG&category=friends&seed=7`);
      expect(random.json<JournalPromptItem>()).toMatchObject({ contentMode: 'PG', category: 'friends' });
      expect((await call(anonymous, 'GET', `${base}/random?content_mode=PG&category=friends&seed=7`)).json<JournalPromptItem>().id).toBe(random.json<JournalPromptItem>().id);
      const session = (await call(anonymous, 'GET', `${base}/guided-session?content_mode=FULL&seed=3`)).json<{ prompts: JournalPromptItem[] }>().prompts;
      expect(session.length).toBeGreaterThanOrEqual(3);
      expect(session.length).toBeLessThanOrEqual(5);
      expect((await call(anonymous, 'GET', `${base}?content_mode=X`)).json().error.field).toBe('querystring.content_mode');
      expect((await call(anonymous, 'GET', `${base}?content_mode=G&mood=grumpy`)).statusCode).toBe(400);
    }
  });
});

describe('the journal feeds memories when the writer allows it (issue 16, point 7)', () => {
  it('saves a lasting fact of an entry as a memory from the journal, under the child rules, and nothing when not allowed', async () => {
    const person = await t.account('feeds');
    const who = account('the owner', person);
    await write(who, person.uid, 'My dog is called Pepper and she is a poodle.');
    const memoriesOf = async (profileId: string, caller: Caller) =>
      (await call(caller, 'GET', `/api/memory/${profileId}`)).json<{ memories: Array<{ content: string; state: string; source: unknown }> }>().memories;
    expect(await memoriesOf(person.uid, who)).toEqual([]);

    expect((await call(who, 'PUT', `/api/journal/${person.uid}/privacy`, { feedMemories: true })).statusCode).toBe(200);
    const entry = await write(who, person.uid, 'My sister is called Grace. We went to the lake.');
    expect(await memoriesOf(person.uid, who)).toEqual([expect.objectContaining({ content: 'Has a sister called Grace', state: 'active', source: { kind: 'journal', entryId: entry.id } })]);
    // Deleting the entry keeps the memory, without its link.
    expect((await call(who, 'DELETE', `/api/journal/entry/${entry.id}`)).statusCode).toBe(204);
    expect((await memoriesOf(person.uid, who))[0].source).toEqual({ kind: 'journal', entryId: null });

    // A 4–8 child's memory from the journal waits for the parent; a caught entry feeds nothing.
    const young = await childMake(parent, 'Kit', 7);
    expect((await call(account('the parent', parent), 'PUT', `/api/journal/${young.id}/privacy`, { feedMemories: true })).statusCode).toBe(200);
    await write(asChild('the child', young), young.id, 'My cat is called Tiger.');
    await write(asChild('the child', young), young.id, 'I live at 12 Oak Street.');
    await write(asChild('the child', young), young.id, 'I want to hurt myself. My rabbit is called Snow.');
    const childMemories = await memoriesOf(young.id, account('the parent', parent));
    expect(childMemories.map((memory) => [memory.content, memory.state])).toEqual([['Has a cat called Tiger', 'pending']]);
  });
});
