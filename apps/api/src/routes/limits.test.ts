import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_TIME_USED_UP_MESSAGE,
  ChatReplySchema,
  ChildLimitsStatusSchema,
  MESSAGES,
  quietTimeMessage,
  type ChatReply,
  type Child,
  type ChildLimitsStatus,
} from '@grove/api-contract';
import { sseEvents, testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 18, part B: a child's daily chat-time limit and quiet hours, set by the parent, shown to the
// child, enforced by the server on an injected clock; and the break reminder's continuous minutes.

const AUTH_FAILED = { error: { code: 'unauthenticated', message: MESSAGES.authenticationFailed } };
const MINUTE = 60_000;

let t: TestApp;
let parent: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let kid: Child;
let sibling: Child;
let strangerChild: Child;

async function signIn(account: TestAccount): Promise<void> {
  expect((await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account })).statusCode).toBe(200);
}

const limitsUrl = (child: Child) => `/api/children/${child.id}/limits`;

async function limitsPut(child: Child, body: Record<string, unknown>): Promise<ChildLimitsStatus> {
  const res = await t.call({ method: 'PUT', url: limitsUrl(child), as: parent, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return ChildLimitsStatusSchema.parse(res.json());
}

/** The limits as the child itself reads them (X-Child-Id). */
async function limitsSeenByChild(child: Child): Promise<ChildLimitsStatus> {
  const res = await t.call({ method: 'GET', url: limitsUrl(child), as: parent, role: 'child_user', childId: child.id });
  expect(res.statusCode, res.body).toBe(200);
  return ChildLimitsStatusSchema.parse(res.json());
}

/** `POST /api/chat` as the child (or, with null, as the parent's own account). */
function chat(child: Child | null, message: string, extra: { headers?: Record<string, string>; body?: Record<string, unknown> } = {}) {
  return t.call({
    method: 'POST',
    url: '/api/chat',
    as: parent,
    payload: { userId: parent.uid, message, ...extra.body },
    headers: extra.headers,
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
}

async function chatOk(child: Child | null, message: string, body: Record<string, unknown> = {}): Promise<ChatReply> {
  const res = await chat(child, message, { body });
  expect(res.statusCode, res.body).toBe(200);
  return ChatReplySchema.parse(res.json());
}

/** Everything a chat turn stores or charges for the family, to prove a refused one did neither. */
async function familyState() {
  const { db } = t.database;
  const n = async (table: 'conversations' | 'chat_messages' | 'token_ledger' | 'chat_flags') =>
    Number((await db.selectFrom(table).select(sql<string>`count(*)`.as('n')).where('user_id', '=', parent.uid).executeTakeFirstOrThrow()).n);
  const user = await db.selectFrom('users').select(['tokens_balance', 'tokens_used_today', 'last_chat_at']).where('id', '=', parent.uid).executeTakeFirstOrThrow();
  return {
    conversations: await n('conversations'),
    messages: await n('chat_messages'),
    ledger: await n('token_ledger'),
    flags: await n('chat_flags'),
    user,
    usage: await db.selectFrom('profile_usage').selectAll().where('user_id', '=', parent.uid).orderBy('profile_id').orderBy('day').execute(),
  };
}

/** The seconds a profile has on a day. */
async function usageSeconds(profileId: string, day: string): Promise<number | undefined> {
  return (await t.database.db.selectFrom('profile_usage').select('seconds').where('profile_id', '=', profileId).where('day', '=', day).executeTakeFirst())?.seconds;
}

beforeAll(async () => {
  t = await testAppCreate();
  [parent, stranger, admin] = await Promise.all([t.account('limits-parent'), t.account('stranger'), t.account('admin')]);
  await Promise.all([signIn(parent), signIn(stranger), signIn(admin)]);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  kid = await t.childMake(parent, 'Kit', 8);
  sibling = await t.childMake(parent, 'Sam', 12);
  strangerChild = await t.childMake(stranger, 'Sky', 10);
});
afterAll(() => t.close());

describe('permission matrix (API.md, issue 18)', () => {
  const body = { dailyMinutes: 60, quietHours: null };

  it('anonymous and a bad token: 401 on GET and PUT; nothing changes', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.callAs({ label: 'anonymous' }, method, limitsUrl(kid), method === 'PUT' ? body : undefined);
      expect(res.statusCode, method).toBe(401);
      expect(res.json(), method).toEqual(AUTH_FAILED);
      expect((await t.callAs({ label: 'forged', headers: { authorization: 'Bearer nope' } }, method, limitsUrl(kid), method === 'PUT' ? body : undefined)).statusCode).toBe(401);
    }
    expect(await t.database.db.selectFrom('child_limits').selectAll().execute()).toEqual([]);
  });

  it('reads: the parent, the child itself and an admin; not another family, not a sibling profile', async () => {
    const allowed: TestCaller[] = [
      { label: 'parent', as: parent },
      { label: 'the child (X-Child-Id)', as: parent, childId: kid.id },
      { label: 'admin', as: admin },
    ];
    for (const caller of allowed) {
      const res = await t.callAs(caller, 'GET', limitsUrl(kid));
      expect(res.statusCode, caller.label).toBe(200);
      expect(ChildLimitsStatusSchema.parse(res.json()).childId, caller.label).toBe(kid.id);
    }
    const refused: TestCaller[] = [
      { label: 'another family', as: stranger },
      { label: 'a sibling (X-Child-Id)', as: parent, childId: sibling.id },
      { label: 'another family’s child profile', as: stranger, childId: strangerChild.id },
    ];
    for (const caller of refused) {
      const res = await t.callAs(caller, 'GET', limitsUrl(kid));
      expect(res.statusCode, caller.label).toBe(403);
      expect(res.json().error.code, caller.label).toBe('forbidden');
    }
    // The parent reaching another family's child with their own token: 403; a child id that does not exist: 404.
    expect((await t.callAs({ label: 'parent', as: parent }, 'GET', limitsUrl(strangerChild))).statusCode).toBe(403);
    expect((await t.callAs({ label: 'parent', as: parent }, 'GET', '/api/children/no-such-child/limits')).statusCode).toBe(404);
  });

  it('sets: the parent only — not the child, another family or an admin — and a refused PUT changes nothing', async () => {
    const refused: TestCaller[] = [
      { label: 'the child (X-Child-Id)', as: parent, childId: kid.id },
      { label: 'another family', as: stranger },
      { label: 'admin', as: admin },
    ];
    for (const caller of refused) {
      const res = await t.callAs(caller, 'PUT', limitsUrl(kid), body);
      expect(res.statusCode, caller.label).toBe(403);
      expect(res.json().error.code, caller.label).toBe('forbidden');
    }
    expect((await t.callAs({ label: 'parent', as: parent }, 'PUT', limitsUrl(strangerChild), body)).statusCode).toBe(403);
    expect((await t.callAs({ label: 'parent', as: parent }, 'PUT', '/api/children/no-such-child/limits', body)).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('child_limits').selectAll().execute()).toEqual([]);

    const set = await limitsPut(kid, body);
    expect(set.limits).toMatchObject({ dailyMinutes: 60, quietHours: null, timeZone: null });
    const cleared = await limitsPut(kid, { dailyMinutes: null, quietHours: null });
    expect(cleared.limits).toMatchObject({ dailyMinutes: null, quietHours: null });
    expect(cleared.remainingMinutes).toBeNull();
  });

  it('refuses bad limits with a 400 naming the field, changing nothing', async () => {
    const quiet = { start: '21:00', end: '07:00', timeZone: 'Europe/London' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dailyMinutes: 4, quietHours: null }, 'body.dailyMinutes'],
      [{ dailyMinutes: 721, quietHours: null }, 'body.dailyMinutes'],
      [{ dailyMinutes: 30.5, quietHours: null }, 'body.dailyMinutes'],
      [{ dailyMinutes: '60', quietHours: null }, 'body.dailyMinutes'],
      [{ quietHours: null }, 'body.dailyMinutes'],
      [{ dailyMinutes: 60 }, 'body.quietHours'],
      [{ dailyMinutes: null, quietHours: { ...quiet, start: '24:00' } }, 'body.quietHours.start'],
      [{ dailyMinutes: null, quietHours: { ...quiet, end: '7:00' } }, 'body.quietHours.end'],
      [{ dailyMinutes: null, quietHours: { ...quiet, end: '21:00' } }, 'body.quietHours.end'],
      [{ dailyMinutes: null, quietHours: { ...quiet, timeZone: 'Mars/Olympus_Mons' } }, 'body.quietHours.timeZone'],
      [{ dailyMinutes: null, quietHours: { start: '21:00', end: '07:00' } }, 'body.quietHours.timeZone'],
      [{ dailyMinutes: null, quietHours: quiet, timeZone: 'Asia/Tokyo' }, 'body.timeZone'],
      [{ dailyMinutes: null, quietHours: null, timeZone: 'Nowhere/Land' }, 'body.timeZone'],
      [{ dailyMinutes: null, quietHours: null, childId: kid.id }, 'body.childId'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.call({ method: 'PUT', url: limitsUrl(sibling), as: parent, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toMatchObject({ code: 'bad_request', field });
    }
    expect(await t.database.db.selectFrom('child_limits').selectAll().where('child_id', '=', sibling.id).execute()).toEqual([]);
  });
});

describe('the daily limit (injected clock, the family’s time zone)', () => {
  it('counts each turn (1 minute to start a run, then the gap up to 5), refuses the turn past the limit with nothing stored or charged, and opens again at local midnight', async () => {
    // New York is on daylight time (UTC-4) on 10 March 2026: local midnight is 04:00 UTC.
    const start = new Date('2026-03-10T12:00:00.000Z');
    t.clock.now = start;
    const set = await limitsPut(kid, { dailyMinutes: 5, quietHours: null, timeZone: 'America/New_York' });
    expect(set).toMatchObject({ day: '2026-03-10', usedTodayMinutes: 0, remainingMinutes: 5, quietNow: false, quietEndsAt: null });
    expect(set.limits).toMatchObject({ dailyMinutes: 5, timeZone: 'America/New_York' });

    const at = (minutes: number) => (t.clock.now = new Date(start.getTime() + minutes * MINUTE));
    await chatOk(kid, 'Hello Grove!');
    expect(await usageSeconds(kid.id, '2026-03-10')).toBe(60);
    at(2);
    await chatOk(kid, 'What is 2 plus 2?');
    at(4);
    await chatOk(kid, 'And 3 plus 3?');
    expect(await usageSeconds(kid.id, '2026-03-10')).toBe(300);

    // The child sees what remains.
    expect(await limitsSeenByChild(kid)).toMatchObject({ usedTodayMinutes: 5, remainingMinutes: 0 });

    at(5);
    const before = await familyState();
    const refused = await chat(kid, 'One more please');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'daily_limit_reached', message: CHAT_TIME_USED_UP_MESSAGE } });
    expect(CHAT_TIME_USED_UP_MESSAGE).toBe("That's all the chat time for today. Grove will be here again tomorrow.");
    const streamed = await chat(kid, 'One more please', { headers: { accept: 'text/event-stream' } });
    expect(streamed.statusCode).toBe(403);
    expect(streamed.json().error.code).toBe('daily_limit_reached');
    expect(await familyState()).toEqual(before);

    // The parent's own chat and a sibling's are not limited by it.
    expect((await chat(null, 'The parent chats on')).statusCode).toBe(200);
    expect((await chat(sibling, 'The sibling chats on')).statusCode).toBe(200);

    // 23:59 in New York (03:59 UTC the next day): still today there.
    t.clock.now = new Date('2026-03-11T03:59:00.000Z');
    expect((await chat(kid, 'Still there?')).statusCode).toBe(403);
    // 00:01 in New York: a new day, a fresh allowance.
    t.clock.now = new Date('2026-03-11T04:01:00.000Z');
    const fresh = await limitsSeenByChild(kid);
    expect(fresh).toMatchObject({ day: '2026-03-11', usedTodayMinutes: 0, remainingMinutes: 5 });
    await chatOk(kid, 'Good morning!');
    expect(await usageSeconds(kid.id, '2026-03-11')).toBe(60);
    expect(await limitsSeenByChild(kid)).toMatchObject({ usedTodayMinutes: 1, remainingMinutes: 4 });

    await limitsPut(kid, { dailyMinutes: null, quietHours: null });
  });

  it('caps a long gap at 5 minutes and starts a new run after 10 minutes; remaining minutes round up', async () => {
    const start = new Date('2026-04-02T09:00:00.000Z');
    t.clock.now = start;
    await limitsPut(sibling, { dailyMinutes: 30, quietHours: null });
    const at = (seconds: number) => (t.clock.now = new Date(start.getTime() + seconds * 1000));
    await chatOk(sibling, 'First');
    at(7 * 60);
    await chatOk(sibling, 'After seven minutes');
    at(7 * 60 + 30);
    await chatOk(sibling, 'Thirty seconds later');
    at(7 * 60 + 30 + 15 * 60);
    await chatOk(sibling, 'After a quarter of an hour away');
    // 60 (first) + 300 (7 min capped at 5) + 30 + 60 (a new run) seconds, on the UTC day (no time zone set).
    expect(await usageSeconds(sibling.id, '2026-04-02')).toBe(450);
    expect(await limitsSeenByChild(sibling)).toMatchObject({ day: '2026-04-02', usedTodayMinutes: 7, remainingMinutes: 23 });
    await limitsPut(sibling, { dailyMinutes: null, quietHours: null });
  });
});

describe('quiet hours (crossing midnight, in a time zone)', () => {
  it('refuses a child’s turn from 21:00 to 07:00 local time with the end in the message, nothing stored; the child sees when it ends', async () => {
    // Los Angeles in January is UTC-8: 21:00 local is 05:00 UTC, 07:00 local is 15:00 UTC.
    t.clock.now = new Date('2027-01-16T04:59:00.000Z');
    const set = await limitsPut(kid, { dailyMinutes: null, quietHours: { start: '21:00', end: '07:00', timeZone: 'America/Los_Angeles' } });
    expect(set).toMatchObject({ quietNow: false, quietEndsAt: null, day: '2027-01-15' });
    expect(set.limits).toMatchObject({ quietHours: { start: '21:00', end: '07:00', timeZone: 'America/Los_Angeles' }, timeZone: 'America/Los_Angeles' });
    await chatOk(kid, 'Just before quiet time');

    const locked = { error: { code: 'locked', message: quietTimeMessage('07:00') } };
    expect(quietTimeMessage('07:00')).toBe("It's quiet time now. Grove will be back at 07:00.");
    for (const iso of ['2027-01-16T05:00:00.000Z', '2027-01-16T08:30:00.000Z', '2027-01-16T14:59:00.000Z']) {
      t.clock.now = new Date(iso);
      const before = await familyState();
      const res = await chat(kid, 'Are you there?');
      expect(res.statusCode, iso).toBe(403);
      expect(res.json(), iso).toEqual(locked);
      expect(await familyState(), iso).toEqual(before);
      expect(await limitsSeenByChild(kid), iso).toMatchObject({ quietNow: true, quietEndsAt: '2027-01-16T15:00:00.000Z' });
    }
    // The parent is not in quiet hours.
    expect((await chat(null, 'The parent is still up')).statusCode).toBe(200);

    t.clock.now = new Date('2027-01-16T15:00:00.000Z');
    expect(await limitsSeenByChild(kid)).toMatchObject({ quietNow: false, quietEndsAt: null });
    await chatOk(kid, 'Good morning!');
  });

  it('quiet hours within one day, and an end across a clock change lands on the local end time', async () => {
    t.clock.now = new Date('2027-03-27T22:00:00.000Z');
    // London: clocks go forward at 01:00 UTC on 28 March 2027, so 07:00 local that morning is 06:00 UTC.
    const night = await limitsPut(kid, { dailyMinutes: null, quietHours: { start: '21:00', end: '07:00', timeZone: 'Europe/London' } });
    expect(night).toMatchObject({ quietNow: true, quietEndsAt: '2027-03-28T06:00:00.000Z' });

    await limitsPut(kid, { dailyMinutes: null, quietHours: { start: '13:00', end: '14:30', timeZone: 'Asia/Tokyo' } });
    // 13:30 in Tokyo (UTC+9) is 04:30 UTC.
    t.clock.now = new Date('2027-06-01T04:30:00.000Z');
    expect((await chat(kid, 'Lunch chat')).json()).toEqual({ error: { code: 'locked', message: quietTimeMessage('14:30') } });
    expect(await limitsSeenByChild(kid)).toMatchObject({ quietNow: true, quietEndsAt: '2027-06-01T05:30:00.000Z' });
    t.clock.now = new Date('2027-06-01T05:30:00.000Z');
    await chatOk(kid, 'After lunch');
    await limitsPut(kid, { dailyMinutes: null, quietHours: null });
  });
});

describe('the break reminder: continuousMinutes on every reply', () => {
  it('counts the minutes of the current run for any profile, in JSON and in the stream’s done event; a gap of 10 minutes starts again', async () => {
    const start = new Date('2027-07-05T16:00:00.000Z');
    const at = (minutes: number) => (t.clock.now = new Date(start.getTime() + minutes * MINUTE));
    at(0);
    expect((await chatOk(null, 'Hi')).continuousMinutes).toBe(0);
    at(4);
    expect((await chatOk(null, 'Still here')).continuousMinutes).toBe(4);
    // The child's run is its own: the account's turns do not count towards it.
    expect((await chatOk(kid, 'Hello from the child')).continuousMinutes).toBe(0);
    at(9);
    const streamed = await chat(null, 'Tell me a story', { headers: { accept: 'text/event-stream' } });
    const done = sseEvents(streamed.body).find((event) => event.event === 'done')?.data as ChatReply;
    expect(done.continuousMinutes).toBe(9);
    for (let minute = 18; minute <= 63; minute += 9) {
      at(minute);
      const reply = await chatOk(null, `Minute ${minute}`, { clientMessageId: `break-minute-${minute}` });
      expect(reply.continuousMinutes).toBe(minute);
    }
    // A resend answered from storage counts no time: the same run, read.
    at(64);
    const resent = await chatOk(null, 'Minute 63', { clientMessageId: 'break-minute-63' });
    expect(resent.continuousMinutes).toBe(64);
    // 1 minute to start, 4, then 5 (the cap) for each of the seven turns 5 and 9 minutes apart.
    expect(await usageSeconds(parent.uid, '2027-07-05')).toBe(60 + 4 * 60 + 7 * 5 * 60);
    // Ten minutes away: a new run.
    at(64 + 10);
    expect((await chatOk(null, 'Back again')).continuousMinutes).toBe(0);
  });
});
