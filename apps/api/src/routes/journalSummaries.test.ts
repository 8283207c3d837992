import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Child, JournalEntries, JournalSummaries, JournalSummary } from '@grove/api-contract';
import { chatModelServerStart } from '../test/modelServers.test-helper';
import { TEST_BREAK_GLASS_HEADERS } from '../test/admin.test-helper';
import { testAppCreate, testConsentGive, type TestAccount, type TestApp } from '../test/harness';

// Issue 16, weekly summaries on a real database: made offline by the builtin mind (or by a connected
// model when allowed), read under both path shapes with SPEC §9's default limit of 5, edited, hidden
// and — for a 9–15 child — approved before the parent sees them.

const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let parent: TestAccount;
let stranger: TestAccount;
let six: Child;
let twelve: Child;

interface Caller {
  as?: TestAccount;
  childId?: string;
  headers?: Record<string, string>;
}
const asParent = (): Caller => ({ as: parent });
const asChild = (child: Child): Caller => ({ as: parent, childId: child.id });

function call(caller: Caller, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.call({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    ...(caller.as ? { as: caller.as } : {}),
    ...(caller.childId ? { role: 'child_user', childId: caller.childId } : {}),
    ...(caller.headers ? { headers: caller.headers } : {}),
  });
}

async function childMake(displayName: string, age: number): Promise<Child> {
  await testConsentGive(t, parent);
  const res = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { displayName, age, pin: digest('1234') } });
  expect(res.statusCode).toBe(201);
  return res.json<Child>();
}

async function write(caller: Caller, profileId: string, content: string, mood?: string): Promise<void> {
  const res = await call(caller, 'POST', '/api/journal/entry', { userId: profileId, content, ...(mood ? { mood } : {}) });
  expect(res.statusCode, res.body).toBe(201);
}

async function summarise(caller: Caller, profileId: string, body: Record<string, unknown> = {}): Promise<JournalSummary> {
  const res = await call(caller, 'POST', `/api/journal/${profileId}/summaries`, body);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json<JournalSummary>();
}

const summariesSeen = async (caller: Caller, profileId: string) => (await call(caller, 'GET', `/api/journal/${profileId}/summaries`)).json<JournalSummaries>().summaries;

beforeAll(async () => {
  t = await testAppCreate();
  t.clock.now = new Date('2026-11-26T18:00:00Z'); // a Thursday
  [parent, stranger] = await Promise.all([t.account('parent'), t.account('stranger')]);
  for (const who of [parent, stranger]) expect((await t.call({ method: 'GET', url: `/api/users/${who.uid}`, as: who })).statusCode).toBe(200);
  six = await childMake('Pip', 6);
  twelve = await childMake('Max', 12);
});
afterAll(() => t.close());

describe('weekly summaries', () => {
  it("makes this week's summary offline from the writer's entries, in the builtin mind's words", async () => {
    await write(asParent(), parent.uid, 'Long day at work finishing the budget report. Tired but it is done.', 'tired');
    await write(asParent(), parent.uid, 'Went for a run by the river before work and felt clear-headed.', 'calm');
    await write(asParent(), parent.uid, 'Cooked dinner with my partner and we laughed a lot. A good evening.', 'happy');
    const made = await call(asParent(), 'POST', `/api/journal/${parent.uid}/summaries`, {});
    expect(made.statusCode).toBe(201);
    const summary = made.json<JournalSummary>();
    expect(summary).toMatchObject({ entryCount: 3, status: 'draft', madeBy: 'grove-builtin', edited: false, parentSees: false, weekStart: '2026-11-23T00:00:00.000Z', weekEnd: '2026-11-30T00:00:00.000Z' });
    expect(summary.themes.length).toBeGreaterThan(0);
    expect(summary.text.length).toBeGreaterThan(40);
    expect(summary.observation.length).toBeGreaterThan(10);
    // Made again: the same week's summary, not a second one.
    const again = await call(asParent(), 'POST', `/api/journal/${parent.uid}/summaries`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json<JournalSummary>().id).toBe(summary.id);
    // A week with nothing written has nothing to summarise; a week to come is refused.
    expect((await call(asParent(), 'POST', `/api/journal/${parent.uid}/summaries`, { weekOf: '2026-10-01T12:00:00.000Z' })).statusCode).toBe(409);
    expect((await call(asParent(), 'POST', `/api/journal/${parent.uid}/summaries`, { weekOf: '2027-01-01T12:00:00.000Z' })).json().error.field).toBe('body.weekOf');
  });

  it('lists 5 by default (SPEC §9) under both path shapes, newest week first', async () => {
    const person = await t.account('weekly');
    const who: Caller = { as: person };
    const start = t.clock.now;
    try {
      for (let week = 7; week >= 1; week -= 1) {
        t.clock.now = new Date(start.getTime() - week * 7 * DAY_MS);
        await write(who, person.uid, `Week ${String(week)}: I planted tulips in the garden and watched the birds.`, 'calm');
        await summarise(who, person.uid);
      }
    } finally {
      t.clock.now = start;
    }
    for (const path of [`/api/journal/${person.uid}/summaries`, `/api/journal/summaries/${person.uid}`]) {
      const listed = (await call(who, 'GET', path)).json<JournalSummaries>().summaries;
      expect(listed, path).toHaveLength(5);
      expect(listed.map((summary) => summary.weekStart)).toEqual([...listed.map((summary) => summary.weekStart)].sort().reverse());
      expect((await call(who, 'GET', `${path}?limit=7`)).json<JournalSummaries>().summaries).toHaveLength(7);
      expect((await call(who, 'GET', `${path}?limit=0`)).json().error.field).toBe('querystring.limit');
    }
  });

  it("reaches a 9–15 child's parent only once the child approves it — and never the entries", async () => {
    await write(asChild(twelve), twelve.id, 'My friend and I built a robot for the science fair. It actually worked!', 'proud');
    await write(asChild(twelve), twelve.id, 'Practised the guitar for an hour. My fingers hurt but I can play a whole song now.', 'happy');
    const summary = await summarise(asChild(twelve), twelve.id);
    expect(summary.parentSees).toBe(false);
    expect(await summariesSeen(asParent(), twelve.id)).toEqual([]);
    expect((await call(asParent(), 'PATCH', `/api/journal/summaries/${summary.id}`, { status: 'approved' })).statusCode).toBe(403);

    const approved = await call(asChild(twelve), 'PATCH', `/api/journal/summaries/${summary.id}`, { status: 'approved' });
    expect(approved.json<JournalSummary>()).toMatchObject({ status: 'approved', parentSees: true });
    const seen = await summariesSeen(asParent(), twelve.id);
    expect(seen.map((item) => item.id)).toEqual([summary.id]);
    expect((await call(asParent(), 'GET', `/api/journal/${twelve.id}/entries`)).json<JournalEntries>()).toMatchObject({ entries: [], count: 2, restricted: true });

    // Made again, the new words need approving again.
    await write(asChild(twelve), twelve.id, 'Went swimming with my cousin on Sunday.', 'excited');
    const remade = await summarise(asChild(twelve), twelve.id);
    expect(remade).toMatchObject({ id: summary.id, status: 'draft', entryCount: 3, parentSees: false });
    expect(await summariesSeen(asParent(), twelve.id)).toEqual([]);
  });

  it("lets the writer edit and hide; a 4–8 child's parent sees the summary unless it is hidden", async () => {
    await write(asChild(six), six.id, 'I played in the park with my dog.', 'happy');
    const summary = await summarise(asChild(six), six.id);
    expect(summary.parentSees).toBe(true);
    expect((await summariesSeen(asParent(), six.id)).map((item) => item.id)).toEqual([summary.id]);
    const edited = await call(asChild(six), 'PATCH', `/api/journal/summaries/${summary.id}`, { text: 'I had fun in the park with my dog.' });
    expect(edited.json<JournalSummary>()).toMatchObject({ text: 'I had fun in the park with my dog.', edited: true });
    await call(asChild(six), 'PATCH', `/api/journal/summaries/${summary.id}`, { status: 'hidden' });
    expect(await summariesSeen(asParent(), six.id)).toEqual([]);
    expect((await summariesSeen(asChild(six), six.id))[0]).toMatchObject({ status: 'hidden', text: 'I had fun in the park with my dog.' });
  });

  it('refuses everyone but the writer to make or change one, and hides them from other families', async () => {
    const summary = (await summariesSeen(asParent(), parent.uid))[0];
    expect((await t.call({ method: 'POST', url: `/api/journal/${parent.uid}/summaries`, payload: {} })).statusCode).toBe(401);
    expect((await call({ as: stranger }, 'POST', `/api/journal/${parent.uid}/summaries`, {})).statusCode).toBe(403);
    expect((await call({ as: stranger }, 'GET', `/api/journal/summaries/${parent.uid}`)).statusCode).toBe(403);
    expect((await call({ as: stranger }, 'PATCH', `/api/journal/summaries/${summary.id}`, { status: 'hidden' })).statusCode).toBe(403);
    expect((await call(asChild(six), 'GET', `/api/journal/${twelve.id}/summaries`)).statusCode).toBe(403);
    expect((await call(asParent(), 'POST', `/api/journal/${twelve.id}/summaries`, {})).statusCode).toBe(403);
    expect((await call(asParent(), 'PATCH', `/api/journal/summaries/${summary.id}`, {})).statusCode).toBe(400);
  });

  it('answers an admin and the child itself, and refuses a child whose journal is switched off', async () => {
    const admin = await t.account('admin');
    expect((await t.call({ method: 'GET', url: `/api/users/${admin.uid}`, as: admin })).statusCode).toBe(200);
    await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
    // Issue 20: an admin reading another family's journal gives a reason.
    expect((await call({ as: admin }, 'GET', `/api/journal/summaries/${twelve.id}`)).statusCode).toBe(400);
    const adminSees = await call({ as: admin, headers: { ...TEST_BREAK_GLASS_HEADERS } }, 'GET', `/api/journal/summaries/${twelve.id}`);
    expect(adminSees.statusCode).toBe(200);
    // An admin reads; making or changing one is the writer's.
    expect((await call({ as: admin }, 'POST', `/api/journal/${twelve.id}/summaries`, {})).statusCode).toBe(403);
    const [first] = adminSees.json<JournalSummaries>().summaries;
    expect((await call({ as: admin }, 'PATCH', `/api/journal/summaries/${first.id}`, { status: 'hidden' })).statusCode).toBe(403);
    expect((await call(asChild(twelve), 'GET', `/api/journal/summaries/${twelve.id}`)).statusCode).toBe(200);

    const off = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { displayName: 'Lou', age: 10, pin: digest('1234'), permissions: { canChat: true, canJournal: false } } });
    const lou = off.json<Child>();
    for (const [method, url] of [
      ['GET', `/api/journal/${lou.id}/summaries`],
      ['GET', `/api/journal/summaries/${lou.id}`],
      ['POST', `/api/journal/${lou.id}/summaries`],
    ] as const) {
      expect((await call(asChild(lou), method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403);
    }
    // Their parent still reads what there is.
    expect((await call(asParent(), 'GET', `/api/journal/summaries/${lou.id}`)).statusCode).toBe(200);
  });
});

describe('a summary in the connected model’s words', () => {
  it('is asked of the model only when allowed, and its words pass the safety filter', async () => {
    const model = await chatModelServerStart();
    model.script = () => ['You had a busy week ', 'and still made time for a run. ', 'Well done for looking after yourself.'];
    const withModel = await testAppCreate({ env: { MENTOR_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'sk-test', MENTOR_MODEL: 'grove-test-model' } });
    try {
      const person = await withModel.account('model');
      const hit = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
        withModel.call({ method, url, as: person, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
      expect((await hit('GET', `/api/users/${person.uid}`)).statusCode).toBe(200);
      expect((await hit('POST', '/api/journal/entry', { userId: person.uid, content: 'Busy week at work, but I ran twice.', mood: 'tired' })).statusCode).toBe(201);
      const builtin = (await hit('POST', `/api/journal/${person.uid}/summaries`, {})).json<JournalSummary>();
      expect(builtin.madeBy).toBe('grove-builtin');
      expect(model.requests.filter((request) => request.path.endsWith('/chat/completions'))).toHaveLength(0);

      expect((await hit('PUT', `/api/journal/${person.uid}/privacy`, { modelSummaries: true })).statusCode).toBe(200);
      const byModel = (await hit('POST', `/api/journal/${person.uid}/summaries`, {})).json<JournalSummary>();
      expect(byModel).toMatchObject({ madeBy: 'grove-test-model', text: 'You had a busy week and still made time for a run. Well done for looking after yourself.' });
    } finally {
      await withModel.close();
      await model.close();
    }
  });
});
