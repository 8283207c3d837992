import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, ParentOverviewSchema, type Alert, type AlertList, type ChatReply, type Child, type JournalEntry, type JournalSummary, type ParentOverview } from '@grove/api-contract';
import { TEST_BREAK_GLASS_HEADERS } from '../test/admin.test-helper';
import { testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 18, point 1: what a parent sees of each child, by age band, and who may ask (API.md). The
// alerts' own behaviour (e-mails, digests) is in alerts.test.ts.

/** The keys every overview has. */
const COMMON_KEYS = ['childId', 'displayName', 'contentMode', 'band', 'generatedAt', 'timePerDay', 'memories', 'radar'];
/** A 4–8 child's overview: the common keys, the conversations and the journal entries. */
const YOUNG_KEYS = [...COMMON_KEYS, 'conversations', 'journalEntries'];
/** A 9–15 child's overview: the common keys, topics, approved summaries and flagged excerpts — no conversation, no entry. */
const TEEN_KEYS = [...COMMON_KEYS, 'topics', 'journalSummaries', 'flaggedExcerpts'];

let t: TestApp;
let parent: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let six: Child;
let twelve: Child;
let strangerChild: Child;

const anonymous: TestCaller = { label: 'anonymous' };
const account = (label: string, who: TestAccount): TestCaller => ({ label, as: who });
/** An admin reading another family's child on purpose gives a reason (issue 20's break-glass gate). */
const anAdmin = (): TestCaller => ({ label: 'an admin', as: admin, headers: { ...TEST_BREAK_GLASS_HEADERS } });
const asChild = (label: string, child: Child): TestCaller => ({ label, as: parent, childId: child.id });

/** One chat turn of `child` (a child of `parent`) at the test clock's time. */
async function childSays(child: Child, message: string): Promise<ChatReply> {
  const res = await t.callAs(asChild('the child', child), 'POST', '/api/chat', { userId: parent.uid, message });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

/** A journal entry written by the child itself. */
async function childWrites(child: Child, content: string): Promise<JournalEntry> {
  const res = await t.callAs(asChild('the child', child), 'POST', '/api/journal/entry', { userId: child.id, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<JournalEntry>();
}

/** The overview as `caller` reads it; fails unless 200 and valid against the contract. */
async function overviewOf(caller: TestCaller, child: Child): Promise<ParentOverview> {
  const res = await t.callAs(caller, 'GET', `/api/children/${child.id}/overview`);
  expect(res.statusCode, res.body).toBe(200);
  // The raw body, not a parsed copy: a key the contract does not name must fail the key-set checks below.
  const body = res.json<ParentOverview>();
  ParentOverviewSchema.parse(body);
  return body;
}

const minutesLater = (minutes: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  t = await testAppCreate();
  t.clock.now = new Date('2026-11-25T10:00:00.000Z');
  [parent, stranger, admin] = await Promise.all([t.account('parent'), t.account('stranger'), t.account('admin')]);
  for (const who of [parent, stranger, admin]) expect((await t.call({ method: 'GET', url: `/api/users/${who.uid}`, as: who })).statusCode).toBe(200);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  six = await t.childMake(parent, 'Pip', 6);
  twelve = await t.childMake(parent, 'Sam', 12);
  strangerChild = await t.childMake(stranger, 'Zed', 10);
});

afterAll(async () => {
  await t.close();
});

describe('who may call the parent routes (API.md)', () => {
  let parentsAlert: Alert;

  beforeAll(async () => {
    // An alert of the parent's family (a concern: the 12-year-old sits alone at lunch).
    await childSays(twelve, 'i sit alone at lunch every day');
    const alerts = (await t.callAs(account('the parent', parent), 'GET', `/api/users/${parent.uid}/alerts`)).json<AlertList>().alerts;
    const found = alerts.find((alert) => alert.childId === twelve.id);
    if (!found) throw new Error('no alert for the permission matrix');
    parentsAlert = found;
  });

  it('GET /api/children/{childId}/overview: the parent and an admin; not the child itself, a sibling or another family', async () => {
    const cases: Array<{ caller: TestCaller; child: () => string; expected: number }> = [
      { caller: anonymous, child: () => twelve.id, expected: 401 },
      { caller: account('another family', stranger), child: () => twelve.id, expected: 403 },
      { caller: account('another family', stranger), child: () => six.id, expected: 403 },
      { caller: account('the parent, with someone else’s child id', parent), child: () => strangerChild.id, expected: 403 },
      { caller: account('the parent, with an unknown id', parent), child: () => `child-${randomUUID()}`, expected: 403 },
      { caller: asChild('the child itself', twelve), child: () => twelve.id, expected: 403 },
      { caller: asChild('the child itself', six), child: () => six.id, expected: 403 },
      { caller: asChild('a sibling', six), child: () => twelve.id, expected: 403 },
      { caller: account('the parent', parent), child: () => twelve.id, expected: 200 },
      { caller: account('the parent', parent), child: () => six.id, expected: 200 },
      { caller: anAdmin(), child: () => twelve.id, expected: 200 },
      { caller: anAdmin(), child: () => strangerChild.id, expected: 200 },
      { caller: account('an admin, with an unknown id', admin), child: () => `child-${randomUUID()}`, expected: 404 },
    ];
    for (const { caller, child, expected } of cases) {
      const res = await t.callAs(caller, 'GET', `/api/children/${child()}/overview`);
      expect(res.statusCode, `${caller.label}: ${res.body}`).toBe(expected);
      if (expected !== 200) expect(res.json<{ error: { code: string } }>().error.code).toBe(expected === 401 ? 'unauthenticated' : expected === 403 ? 'forbidden' : 'not_found');
    }
  });

  it('GET /api/users/{id}/alerts: the parent and an admin; never as a child, never another family’s', async () => {
    const cases: Array<{ caller: TestCaller; user: () => string; expected: number }> = [
      { caller: anonymous, user: () => parent.uid, expected: 401 },
      { caller: account('another family', stranger), user: () => parent.uid, expected: 403 },
      { caller: account('the parent, with someone else’s id', parent), user: () => stranger.uid, expected: 403 },
      { caller: asChild('the child', twelve), user: () => parent.uid, expected: 403 },
      { caller: asChild('the child, with its own id', twelve), user: () => twelve.id, expected: 403 },
      { caller: account('the parent', parent), user: () => parent.uid, expected: 200 },
      { caller: account('an admin', admin), user: () => parent.uid, expected: 200 },
      { caller: account('an admin, with an unknown id', admin), user: () => `user-${randomUUID()}`, expected: 404 },
    ];
    for (const { caller, user, expected } of cases) {
      const res = await t.callAs(caller, 'GET', `/api/users/${user()}/alerts`);
      expect(res.statusCode, `${caller.label}: ${res.body}`).toBe(expected);
    }
    const asAdmin = (await t.callAs(account('an admin', admin), 'GET', `/api/users/${parent.uid}/alerts`)).json<AlertList>();
    expect(asAdmin.alerts.map((alert) => alert.id)).toContain(parentsAlert.id);
  });

  it('PATCH /api/alerts/{alertId}: the parent only — not the child, another family or even an admin', async () => {
    const cases: Array<{ caller: TestCaller; expected: number }> = [
      { caller: anonymous, expected: 401 },
      { caller: account('another family', stranger), expected: 403 },
      { caller: asChild('the child', twelve), expected: 403 },
      { caller: account('an admin', admin), expected: 403 },
    ];
    for (const { caller, expected } of cases) {
      const res = await t.callAs(caller, 'PATCH', `/api/alerts/${parentsAlert.id}`, { status: 'resolved' });
      expect(res.statusCode, `${caller.label}: ${res.body}`).toBe(expected);
    }
    // Nothing changed.
    const row = await t.database.db.selectFrom('alerts').select(['status', 'seen_at', 'resolved_at']).where('id', '=', parentsAlert.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'new', seen_at: null, resolved_at: null });
    const ok = await t.callAs(account('the parent', parent), 'PATCH', `/api/alerts/${parentsAlert.id}`, { status: 'seen' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Alert>()).toMatchObject({ id: parentsAlert.id, status: 'seen' });
    const missing = await t.callAs(account('the parent', parent), 'PATCH', `/api/alerts/${randomUUID()}`, { status: 'seen' });
    expect(missing.statusCode).toBe(404);
  });

  it('POST /api/admin/jobs/alert-digests: admins only', async () => {
    const cases: Array<{ caller: TestCaller; expected: number }> = [
      { caller: anonymous, expected: 401 },
      { caller: account('a parent', parent), expected: 403 },
      { caller: asChild('a child', twelve), expected: 403 },
      { caller: account('an admin', admin), expected: 200 },
    ];
    for (const { caller, expected } of cases) {
      const res = await t.callAs(caller, 'POST', '/api/admin/jobs/alert-digests');
      expect(res.statusCode, `${caller.label}: ${res.body}`).toBe(expected);
    }
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: Array<{ method: 'GET' | 'PATCH'; url: () => string; payload?: unknown; field: string }> = [
      { method: 'GET', url: () => `/api/users/${parent.uid}/alerts?status=open`, field: 'querystring.status' },
      { method: 'GET', url: () => `/api/users/${parent.uid}/alerts?sort=new`, field: 'querystring.sort' },
      { method: 'PATCH', url: () => `/api/alerts/${parentsAlert.id}`, payload: { status: 'new' }, field: 'body.status' },
      { method: 'PATCH', url: () => `/api/alerts/${parentsAlert.id}`, payload: {}, field: 'body.status' },
      { method: 'PATCH', url: () => `/api/alerts/${parentsAlert.id}`, payload: { status: 'seen', excerpt: 'x' }, field: 'body.excerpt' },
      { method: 'PATCH', url: () => '/api/alerts/not-a-uuid', payload: { status: 'seen' }, field: 'params.alertId' },
    ];
    for (const { method, url, payload, field } of cases) {
      const res = await t.callAs(account('the parent', parent), method, url(), payload);
      expect(res.statusCode, `${method} ${url()}: ${res.body}`).toBe(400);
      expect(res.json<{ error: { code: string; field?: string } }>().error).toMatchObject({ code: 'bad_request', field });
    }
  });
});

describe('the overview by age band', () => {
  it('a 6-year-old: exactly the young fields — the conversations, journal entries, memories, radar and time per day', async () => {
    t.clock.now = new Date('2026-11-26T08:00:00.000Z');
    const first = await childSays(six, 'We built a tall tower out of blue blocks today.');
    minutesLater(2);
    await childSays(six, 'Then the tower fell down and we laughed.');
    const entry = await childWrites(six, 'I drew a red kite with my grandma.');
    await t.background.idle();

    const overview = await overviewOf(account('the parent', parent), six);
    expect(new Set(Object.keys(overview))).toEqual(new Set(YOUNG_KEYS));
    expect(overview).toMatchObject({ childId: six.id, displayName: 'Pip', contentMode: 'G', band: 'young', generatedAt: '2026-11-26T08:02:00.000Z' });
    if (overview.band !== 'young') throw new Error('not young');
    const said = overview.conversations.flatMap((conversation) => conversation.messages.filter((message) => message.role === 'user').map((message) => message.content));
    expect(said).toEqual(expect.arrayContaining(['We built a tall tower out of blue blocks today.', 'Then the tower fell down and we laughed.']));
    const replies = overview.conversations.flatMap((conversation) => conversation.messages.filter((message) => message.role === 'assistant').map((message) => message.content));
    expect(replies).toContain(first.response);
    expect(overview.journalEntries.map((item) => item.id)).toEqual([entry.id]);
    expect(overview.journalEntries[0]?.content).toBe('I drew a red kite with my grandma.');
    // The last 7 days, today last: 1 minute for the first turn and 2 for the next (no time on other days).
    expect(overview.timePerDay.map((day) => day.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(overview.timePerDay.at(-1)).toEqual({ day: '2026-11-26', minutes: 3 });
    expect(overview.timePerDay.slice(0, -1).every((day) => day.minutes === 0)).toBe(true);
    expect(overview.radar.user_id).toBe(six.id);
  });

  it('a 12-year-old: exactly the teen fields, and not a word of a conversation or an entry — only the flagged excerpt', async () => {
    t.clock.now = new Date('2026-11-26T16:00:00.000Z');
    const everyday = 'We built a tall tower out of blue blocks today.';
    const ordinary = await childSays(twelve, everyday);
    minutesLater(3);
    const flagged = await childSays(twelve, 'I had a rough day at school. I want to die.');
    const entry = 'Dear diary, I secretly like someone in my science class.';
    await childWrites(twelve, entry);
    await t.background.idle();
    // A summary the child has not approved is not the parent's to see; an approved one is.
    const made = await t.callAs(asChild('the child', twelve), 'POST', `/api/journal/${twelve.id}/summaries`, {});
    expect(made.statusCode, made.body).toBe(201);
    const summary = made.json<JournalSummary>();
    const unapproved = await overviewOf(account('the parent', parent), twelve);
    expect(unapproved.band === 'teen' ? unapproved.journalSummaries : null).toEqual([]);
    expect((await t.callAs(asChild('the child', twelve), 'PATCH', `/api/journal/summaries/${summary.id}`, { status: 'approved' })).statusCode).toBe(200);

    const overview = await overviewOf(account('the parent', parent), twelve);
    expect(new Set(Object.keys(overview))).toEqual(new Set(TEEN_KEYS));
    expect(overview).toMatchObject({ childId: twelve.id, displayName: 'Sam', contentMode: 'PG', band: 'teen' });
    if (overview.band !== 'teen') throw new Error('not teen');
    expect(overview.journalSummaries.map((item) => item.id)).toEqual([summary.id]);
    expect(overview.flaggedExcerpts[0]).toEqual({ at: '2026-11-26T16:03:00.000Z', category: 'self_harm', severity: 'urgent', excerpt: 'I want to die.' });
    expect(overview.timePerDay.at(-1)).toEqual({ day: '2026-11-26', minutes: 1 + 3 });
    for (const topic of overview.topics) expect(topic.count).toBeGreaterThan(0);
    // The radar's trend and counts, never the child's words behind them.
    for (const detail of Object.values(overview.radar.details)) expect(detail.evidence).toEqual([]);

    // Nothing the child said or was told, and no entry, anywhere — except the caught sentence in its excerpt.
    const { flaggedExcerpts, ...rest } = overview;
    const serialised = JSON.stringify(rest);
    for (const text of [everyday, 'tall tower', 'blue blocks', 'rough day at school', 'want to die', entry, 'secretly like someone', ordinary.response, flagged.response]) {
      expect(serialised, text).not.toContain(text);
    }
    expect(JSON.stringify(flaggedExcerpts)).not.toContain('rough day at school');
  });

  it('an admin sees what the parent sees, and the parent reads the same view twice', async () => {
    const asParent = await overviewOf(account('the parent', parent), twelve);
    const asAdmin = await overviewOf(anAdmin(), twelve);
    expect(new Set(Object.keys(asAdmin))).toEqual(new Set(TEEN_KEYS));
    expect({ ...asAdmin, generatedAt: '', radar: null }).toEqual({ ...asParent, generatedAt: '', radar: null });
    expect(new Set(Object.keys(await overviewOf(anAdmin(), six)))).toEqual(new Set(YOUNG_KEYS));
  });

  it("a young child's journal the parent chose not to read stays out of the overview", async () => {
    const res = await t.callAs(account('the parent', parent), 'PUT', `/api/journal/${six.id}/privacy`, { parentCanRead: false });
    expect(res.statusCode, res.body).toBe(200);
    const overview = await overviewOf(account('the parent', parent), six);
    expect(overview.band === 'young' ? overview.journalEntries : null).toEqual([]);
    expect((await t.callAs(account('the parent', parent), 'PUT', `/api/journal/${six.id}/privacy`, { parentCanRead: true })).statusCode).toBe(200);
  });
});
