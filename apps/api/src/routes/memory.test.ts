import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Child, MemoryItem, MemoryProfileView, MemoryTimeline, MemoryWrite } from '@grove/api-contract';
import { MEMORY_NOTICE_G, MEMORY_NOTICE_PG } from '@grove/memory';
import { TEST_BREAK_GLASS_HEADERS } from '../test/admin.test-helper';
import { testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let parent: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let six: Child;
let twelve: Child;
let strangerChild: Child;

/** How a caller acts: as an account, or as one of its children. */
type Caller = TestCaller;

const anonymous = (): Caller => ({ label: 'anonymous' });
const account = (label: string, who: TestAccount): Caller => ({ label, as: who });
/** An admin reading another family on purpose gives a reason (issue 20's break-glass gate). */
const anAdmin = (): Caller => ({ label: 'an admin', as: admin, headers: { ...TEST_BREAK_GLASS_HEADERS } });
const asChild = (label: string, child: Child): Caller => ({ label, as: parent, childId: child.id });

const call = (caller: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => t.callAs(caller, method, url, payload);

const childMake = (who: TestAccount, displayName: string, age: number): Promise<Child> => t.childMake(who, displayName, age);

/** Adds a memory by hand as `caller` for `profileId` and returns it. */
async function remember(caller: Caller, profileId: string, content: string, tags: string[] = []): Promise<MemoryItem> {
  const res = await call(caller, 'POST', '/api/memory', { userId: profileId, content, tags });
  expect(res.statusCode, res.body).toBe(201);
  const memory = res.json<MemoryWrite>().memory;
  if (!memory) throw new Error('no memory');
  return memory;
}

async function rowCount(profileId: string): Promise<number> {
  const row = await t.database.db.selectFrom('memories').select((eb) => eb.fn.countAll<string>().as('n')).where('profile_id', '=', profileId).executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await testAppCreate();
  [parent, stranger, admin] = await Promise.all([t.account('parent'), t.account('stranger'), t.account('admin')]);
  for (const who of [parent, stranger, admin]) expect((await t.call({ method: 'GET', url: `/api/users/${who.uid}`, as: who })).statusCode).toBe(200);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  six = await childMake(parent, 'Pip', 6);
  twelve = await childMake(parent, 'Max', 12);
  strangerChild = await childMake(stranger, 'Zed', 9);
});

afterAll(async () => {
  await t.close();
});

describe('the profile routes, for every caller (API.md)', () => {
  // Each route is called for the parent's own profile and for the 12-year-old's.
  const routes = (profileId: string) => [
    { name: 'GET /api/memory/{userId}', method: 'GET' as const, url: `/api/memory/${profileId}`, ok: 200 },
    { name: 'GET saved-memories', method: 'GET' as const, url: `/api/memory/users/${profileId}/saved-memories`, ok: 200 },
    { name: 'GET timeline', method: 'GET' as const, url: `/api/memory/users/${profileId}/timeline?unit=day`, ok: 200 },
    { name: 'POST /api/memory/users', method: 'POST' as const, url: '/api/memory/users', payload: { userId: profileId, autoCapture: true }, ok: 200 },
    { name: 'POST /api/memory', method: 'POST' as const, url: '/api/memory', payload: { userId: profileId, content: `Likes kites ${randomUUID().slice(0, 4)}` }, ok: 201 },
  ];

  it('answers the owner, the parent, the child itself and an admin, and refuses everyone else', async () => {
    const cases: Array<{ caller: Caller; profile: () => string; expected: 'ok' | 401 | 403 }> = [
      { caller: anonymous(), profile: () => parent.uid, expected: 401 },
      { caller: anonymous(), profile: () => twelve.id, expected: 401 },
      { caller: account('another family', stranger), profile: () => parent.uid, expected: 403 },
      { caller: account('another family', stranger), profile: () => twelve.id, expected: 403 },
      { caller: asChild('the child profile', twelve), profile: () => parent.uid, expected: 403 },
      { caller: asChild('the child profile', twelve), profile: () => twelve.id, expected: 'ok' },
      { caller: asChild('a sibling', six), profile: () => twelve.id, expected: 403 },
      { caller: account('the owner', parent), profile: () => parent.uid, expected: 'ok' },
      { caller: account('the parent', parent), profile: () => twelve.id, expected: 'ok' },
      { caller: account('the parent', parent), profile: () => strangerChild.id, expected: 403 },
      { caller: anAdmin(), profile: () => parent.uid, expected: 'ok' },
      { caller: anAdmin(), profile: () => twelve.id, expected: 'ok' },
    ];
    for (const { caller, profile, expected } of cases) {
      const before = await rowCount(profile());
      for (const route of routes(profile())) {
        const res = await call(caller, route.method, route.url, route.payload);
        const want = expected === 'ok' ? route.ok : expected;
        expect(res.statusCode, `${caller.label} → ${route.name} of ${profile() === parent.uid ? 'the parent' : 'the child'}: ${res.body}`).toBe(want);
        if (want >= 400) expect(res.json().error.code).toBe(want === 401 ? 'unauthenticated' : 'forbidden');
      }
      // A refused caller changed nothing; an allowed one added exactly its one memory.
      expect(await rowCount(profile())).toBe(before + (expected === 'ok' ? 1 : 0));
    }
  });

  it('gives an admin a 404 for a profile that does not exist, and everyone else a 403', async () => {
    expect((await call(anAdmin(), 'GET', '/api/memory/nobody-here')).statusCode).toBe(404);
    expect((await call(account('the owner', parent), 'GET', '/api/memory/nobody-here')).statusCode).toBe(403);
  });

  it('answers bad input with a 400 naming the field, and stores nothing', async () => {
    const before = await rowCount(parent.uid);
    const owner = account('the owner', parent);
    const bad: Array<[unknown, string]> = [
      [{ userId: parent.uid, content: '   ' }, 'body.content'],
      [{ userId: parent.uid, content: 'x'.repeat(501) }, 'body.content'],
      [{ userId: parent.uid, content: 'Likes tea', tags: ['ok', ''] }, 'body.tags.1'],
      [{ userId: parent.uid, content: 'Likes tea', extra: 1 }, 'body.extra'],
      [{ content: 'Likes tea' }, 'body.userId'],
    ];
    for (const [payload, field] of bad) {
      const res = await call(owner, 'POST', '/api/memory', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    const settings = await call(owner, 'POST', '/api/memory/users', { userId: parent.uid, memoryEnabled: 'yes' });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().error.field).toBe('body.memoryEnabled');
    const timeline = await call(owner, 'GET', `/api/memory/users/${parent.uid}/timeline?unit=year`);
    expect(timeline.statusCode).toBe(400);
    expect(timeline.json().error.field).toMatch(/^querystring\.unit/);
    const patch = await call(owner, 'PATCH', '/api/memory/not-a-uuid', { pinned: true });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.field).toBe('params.memoryId');
    const empty = await call(owner, 'PATCH', `/api/memory/${randomUUID()}`, {});
    expect(empty.statusCode).toBe(400);
    const feedback = await call(owner, 'POST', '/api/symbolic/memory-feedback', { userId: parent.uid, memoryId: randomUUID(), feedback: 'meh' });
    expect(feedback.statusCode).toBe(400);
    expect(feedback.json().error.field).toBe('body.feedback');
    expect(await rowCount(parent.uid)).toBe(before);
  });
});

describe('the memory routes by id, for every caller', () => {
  it('lets the owner, the parent and an admin change a memory; a child only its own, never pinning or approving', async () => {
    const parentMemory = await remember(account('the owner', parent), parent.uid, 'Is learning Spanish');
    const childMemory = await remember(asChild('the child', six), six.id, 'Likes ladybirds');
    expect(childMemory.approval).toBe('pending');

    const refusals: Array<[Caller, 'PATCH' | 'DELETE' | 'POST', string, unknown, number]> = [
      [anonymous(), 'PATCH', `/api/memory/${parentMemory.id}`, { pinned: true }, 401],
      [anonymous(), 'DELETE', `/api/memory/${parentMemory.id}`, undefined, 401],
      [anonymous(), 'POST', `/api/memory/${childMemory.id}/approve`, undefined, 401],
      [account('another family', stranger), 'PATCH', `/api/memory/${parentMemory.id}`, { content: 'Hacked' }, 403],
      [account('another family', stranger), 'DELETE', `/api/memory/${childMemory.id}`, undefined, 403],
      [account('another family', stranger), 'POST', `/api/memory/${childMemory.id}/approve`, undefined, 403],
      [account('another family', stranger), 'POST', `/api/memory/${childMemory.id}/restore`, undefined, 403],
      [account('another family', stranger), 'POST', '/api/symbolic/memory-feedback', { userId: six.id, memoryId: childMemory.id, feedback: 'wrong' }, 403],
      [asChild('the child profile', twelve), 'DELETE', `/api/memory/${parentMemory.id}`, undefined, 403],
      [asChild('a sibling', twelve), 'DELETE', `/api/memory/${childMemory.id}`, undefined, 403],
      [asChild('the child itself', six), 'POST', `/api/memory/${childMemory.id}/approve`, undefined, 403],
      [asChild('the child itself', six), 'PATCH', `/api/memory/${childMemory.id}`, { pinned: true }, 403],
      // The body's memory must be the body's profile's.
      [account('the owner', parent), 'POST', '/api/symbolic/memory-feedback', { userId: parent.uid, memoryId: childMemory.id, feedback: 'helpful' }, 404],
      [account('the owner', parent), 'DELETE', `/api/memory/${randomUUID()}`, undefined, 404],
    ];
    for (const [caller, method, url, payload, status] of refusals) {
      const res = await call(caller, method, url, payload);
      expect(res.statusCode, `${caller.label} ${method} ${url}: ${res.body}`).toBe(status);
    }
    // Nothing changed.
    const view = (await call(account('the parent', parent), 'GET', `/api/memory/${six.id}`)).json<MemoryProfileView>();
    expect(view.memories.find((memory) => memory.id === childMemory.id)).toMatchObject({ content: 'Likes ladybirds', approval: 'pending', pinned: false, deletedAt: null });

    // The owner edits and pins; the parent approves and pins the child's; an admin may too.
    const edited = await call(account('the owner', parent), 'PATCH', `/api/memory/${parentMemory.id}`, { content: 'Is learning Spanish and Italian', tags: ['Languages'], pinned: true });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<MemoryItem>()).toMatchObject({ content: 'Is learning Spanish and Italian', tags: ['languages'], pinned: true, state: 'active' });
    const approved = await call(account('the parent', parent), 'POST', `/api/memory/${childMemory.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<MemoryItem>()).toMatchObject({ approval: 'approved', state: 'active' });
    expect((await call(anAdmin(), 'PATCH', `/api/memory/${childMemory.id}`, { pinned: true })).json<MemoryItem>().pinned).toBe(true);
    expect((await call(anAdmin(), 'POST', `/api/memory/${childMemory.id}/approve`)).statusCode).toBe(200);

    // Feedback: the child itself, its parent and an admin may give it.
    for (const caller of [asChild('the child itself', six), account('the parent', parent), anAdmin()]) {
      const res = await call(caller, 'POST', '/api/symbolic/memory-feedback', { userId: six.id, memoryId: childMemory.id, feedback: 'helpful' });
      expect(res.statusCode, `${caller.label}: ${res.body}`).toBe(200);
    }
    expect((await call(account('the parent', parent), 'GET', `/api/memory/${six.id}`)).json<MemoryProfileView>().memories.find((memory) => memory.id === childMemory.id)?.helpfulCount).toBe(3);

    // The child may delete its own memory, and undo it.
    const deleted = await call(asChild('the child itself', six), 'DELETE', `/api/memory/${childMemory.id}`);
    expect(deleted.json<MemoryItem>()).toMatchObject({ state: 'deleted' });
    expect(deleted.json<MemoryItem>().purgeAt).not.toBeNull();
    const restored = await call(asChild('the child itself', six), 'POST', `/api/memory/${childMemory.id}/restore`);
    expect(restored.json<MemoryItem>()).toMatchObject({ state: 'active', deletedAt: null });
  });

  it("puts a 4–8 child's edited words back in the parent's hands", async () => {
    const memory = await remember(account('the parent', parent), six.id, 'Has a goldfish called Bubbles');
    // Written by the parent: no approval needed.
    expect(memory.approval).toBe('approved');
    const edited = await call(asChild('the child', six), 'PATCH', `/api/memory/${memory.id}`, { content: 'Has a goldfish called Splash' });
    expect(edited.json<MemoryItem>()).toMatchObject({ content: 'Has a goldfish called Splash', approval: 'pending', state: 'pending' });
  });

  it('takes feedback: wrong deletes softly, outdated expires, helpful counts', async () => {
    const owner = account('the owner', parent);
    const one = await remember(owner, parent.uid, 'Works as a baker');
    const two = await remember(owner, parent.uid, 'Lives in Leeds');
    const three = await remember(owner, parent.uid, 'Likes jazz');
    const feedback = (memoryId: string, value: string) => call(owner, 'POST', '/api/symbolic/memory-feedback', { userId: parent.uid, memoryId, feedback: value });
    expect((await feedback(one.id, 'wrong')).json<MemoryItem>().state).toBe('deleted');
    expect((await feedback(two.id, 'outdated')).json<MemoryItem>().state).toBe('expired');
    await feedback(three.id, 'helpful');
    expect((await feedback(three.id, 'helpful')).json<MemoryItem>()).toMatchObject({ state: 'active', helpfulCount: 2 });
    const stored = await t.database.db.selectFrom('memory_feedback').select('feedback').where('profile_id', '=', parent.uid).execute();
    expect(stored.map((row) => row.feedback).sort()).toEqual(['helpful', 'helpful', 'outdated', 'wrong']);
  });
});

describe("children's rules", () => {
  it("never stores a child's personal details, and says why kindly", async () => {
    const before = await rowCount(twelve.id);
    const details = ['Lives at 12 Oak Street', 'Phone number is 07700 900123', 'Email is max@example.com', 'Goes to Hillside Primary School', 'Password is tiger99'];
    for (const content of details) {
      for (const caller of [asChild('the child', twelve), account('the parent', parent)]) {
        const res = await call(caller, 'POST', '/api/memory', { userId: twelve.id, content });
        expect(res.statusCode, `${caller.label}: ${content}`).toBe(400);
        expect(res.json().error.field).toBe('body.content');
        expect(res.json().error.message.length).toBeGreaterThan(20);
      }
    }
    expect(await rowCount(twelve.id)).toBe(before);
    // An edit cannot sneak one in either.
    const memory = await remember(asChild('the child', twelve), twelve.id, 'Likes skateboarding');
    const edit = await call(asChild('the child', twelve), 'PATCH', `/api/memory/${memory.id}`, { content: 'Lives at 12 Oak Street' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.field).toBe('body.content');
    // An adult may keep their own address; nobody keeps a password.
    expect((await call(account('the owner', parent), 'POST', '/api/memory', { userId: parent.uid, content: 'Lives at 12 Oak Street' })).statusCode).toBe(201);
    expect((await call(account('the owner', parent), 'POST', '/api/memory', { userId: parent.uid, content: 'Password is tiger99' })).statusCode).toBe(400);
  });

  it('tells a 9–15 child their parent can see, and a 4–8 child that it waits for the parent', async () => {
    const pg = await call(asChild('the child', twelve), 'POST', '/api/memory', { userId: twelve.id, content: 'Plays the trumpet' });
    expect(pg.json<MemoryWrite>()).toMatchObject({ outcome: 'added', notice: MEMORY_NOTICE_PG });
    expect(MEMORY_NOTICE_PG).toBe('Grove will remember this — your parent can see your memories');
    const g = await call(asChild('the child', six), 'POST', '/api/memory', { userId: six.id, content: 'Loves painting' });
    expect(g.json<MemoryWrite>()).toMatchObject({ outcome: 'added', notice: MEMORY_NOTICE_G });
    expect(g.json<MemoryWrite>().memory).toMatchObject({ approval: 'pending', state: 'pending' });
    const view = (await call(account('the parent', parent), 'GET', `/api/memory/${six.id}`)).json<MemoryProfileView>();
    expect(view.pendingCount).toBeGreaterThanOrEqual(1);
    expect(view.contentMode).toBe('G');
  });

  it("expires a child's memory after 90 days unless the parent pins it (injected clock)", async () => {
    const start = t.clock.now;
    try {
      const kept = await remember(asChild('the child', twelve), twelve.id, 'Supports the Lions');
      const pinned = await remember(asChild('the child', twelve), twelve.id, 'Collects fossils');
      expect(kept.expiresAt).toBe(new Date(start.getTime() + 90 * DAY_MS).toISOString());
      await call(account('the parent', parent), 'PATCH', `/api/memory/${pinned.id}`, { pinned: true });
      t.clock.now = new Date(start.getTime() + 89 * DAY_MS);
      let saved = (await call(asChild('the child', twelve), 'GET', `/api/memory/users/${twelve.id}/saved-memories`)).json<{ memories: MemoryItem[] }>().memories;
      expect(saved.find((memory) => memory.id === kept.id)?.state).toBe('active');
      t.clock.now = new Date(start.getTime() + 91 * DAY_MS);
      saved = (await call(asChild('the child', twelve), 'GET', `/api/memory/users/${twelve.id}/saved-memories`)).json<{ memories: MemoryItem[] }>().memories;
      expect(saved.find((memory) => memory.id === kept.id)?.state).toBe('expired');
      expect(saved.find((memory) => memory.id === pinned.id)).toMatchObject({ state: 'active', pinned: true, expiresAt: null });
      // An adult's memory does not expire.
      const adult = await remember(account('the owner', parent), parent.uid, 'Runs on Sundays');
      expect(adult.expiresAt).toBeNull();
    } finally {
      t.clock.now = start;
    }
  });

  it('purges a deleted memory 30 days later; until then it can be restored', async () => {
    const start = t.clock.now;
    try {
      const owner = account('the owner', parent);
      const early = await remember(owner, parent.uid, 'Drinks green tea');
      const late = await remember(owner, parent.uid, 'Plays chess on Tuesdays');
      await call(owner, 'DELETE', `/api/memory/${early.id}`);
      await call(owner, 'DELETE', `/api/memory/${late.id}`);
      t.clock.now = new Date(start.getTime() + 29 * DAY_MS);
      expect((await call(owner, 'POST', `/api/memory/${early.id}/restore`)).json<MemoryItem>().state).toBe('active');
      t.clock.now = new Date(start.getTime() + 31 * DAY_MS);
      const gone = await call(owner, 'POST', `/api/memory/${late.id}/restore`);
      expect(gone.statusCode).toBe(410);
      const all = (await call(owner, 'GET', `/api/memory/${parent.uid}`)).json<MemoryProfileView>().memories;
      expect(all.some((memory) => memory.id === late.id)).toBe(false);
      expect(all.some((memory) => memory.id === early.id)).toBe(true);
      expect(await t.database.db.selectFrom('memories').select('id').where('id', '=', late.id).executeTakeFirst()).toBeUndefined();
    } finally {
      t.clock.now = start;
    }
  });

  it('keeps at most 200: the 201st expires the oldest unpinned one, and the person is told', async () => {
    const teen = await childMake(parent, 'Ava', 13);
    const base = t.clock.now.getTime() - 10 * DAY_MS;
    await t.database.db
      .insertInto('memories')
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          id: randomUUID(),
          user_id: parent.uid,
          child_id: teen.id,
          profile_id: teen.id,
          content: `Likes thing number ${String(index)}`,
          tags: '[]',
          source_kind: 'manual' as const,
          created_at: new Date(base + index * 60_000),
          updated_at: new Date(base + index * 60_000),
          pinned: index === 0,
          expires_at: index === 0 ? null : new Date(base + 90 * DAY_MS),
          approval: 'approved' as const,
        })),
      )
      .execute();
    const res = await call(asChild('the child', { ...teen }), 'POST', '/api/memory', { userId: teen.id, content: 'Likes volcanoes' });
    expect(res.statusCode).toBe(201);
    const write = res.json<MemoryWrite>();
    // The oldest unpinned one (number 1: number 0 is pinned) made room.
    expect(write.expired?.content).toBe('Likes thing number 1');
    expect(write.notice).toContain('To make room, Grove has forgotten an older memory: "Likes thing number 1".');
    const saved = (await call(account('the parent', parent), 'GET', `/api/memory/users/${teen.id}/saved-memories`)).json<{ memories: MemoryItem[] }>().memories;
    expect(saved.filter((memory) => memory.state === 'active')).toHaveLength(200);

    // All pinned: nothing more is kept, and the person is told what to do.
    await t.database.db.updateTable('memories').set({ pinned: true, expires_at: null }).where('profile_id', '=', teen.id).execute();
    const full = await call(asChild('the child', { ...teen }), 'POST', '/api/memory', { userId: teen.id, content: 'Likes comets' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toMatch(/unpin or delete one/);
  });
});

describe('the timeline', () => {
  it('groups kept memories by day, week and month in the person’s time zone, newest first, each linked to its source', async () => {
    const person = await t.account('timeline');
    const who = account('the owner', person);
    const start = t.clock.now;
    try {
      t.clock.now = new Date('2026-03-02T23:30:00Z'); // a Monday, 00:30 in Paris (UTC+1)
      await remember(who, person.uid, 'Started pottery classes');
      t.clock.now = new Date('2026-03-16T10:00:00Z');
      await remember(who, person.uid, 'Adopted a cat called Miso');
      const deleted = await remember(who, person.uid, 'Likes olives');
      await call(who, 'DELETE', `/api/memory/${deleted.id}`);
      const month = (await call(who, 'GET', `/api/memory/users/${person.uid}/timeline?unit=month&tzOffset=60`)).json<MemoryTimeline>();
      expect(month.groups.map((group) => group.label)).toEqual(['This month']);
      expect(month.groups[0].memories.map((memory) => memory.content)).toEqual(['Adopted a cat called Miso', 'Started pottery classes']);
      const day = (await call(who, 'GET', `/api/memory/users/${person.uid}/timeline?unit=day&tzOffset=60`)).json<MemoryTimeline>();
      expect(day.groups.map((group) => group.key)).toEqual(['2026-03-16', '2026-03-03']);
      const utc = (await call(who, 'GET', `/api/memory/users/${person.uid}/timeline?unit=day`)).json<MemoryTimeline>();
      expect(utc.groups.map((group) => group.key)).toEqual(['2026-03-16', '2026-03-02']);
      expect(day.groups[0].memories[0].source).toEqual({ kind: 'manual' });
    } finally {
      t.clock.now = start;
    }
  });
});
