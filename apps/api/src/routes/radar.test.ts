import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatReplySchema, type Child, type EmotionalMetricsResult, type RadarChart } from '@grove/api-contract';
import { testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 17, the weekly emotional radar on a real database: every call for every caller (API.md), the
// week from Monday 00:00 UTC on an injected clock, the synthetic record, a scripted week that moves
// sleep down and energy up, and a correction kept beside the computed value.


let t: TestApp;
let parent: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let six: Child;
let twelve: Child;

type Caller = TestCaller;
const anonymous: Caller = { label: 'anonymous' };
const account = (label: string, who: TestAccount): Caller => ({ label, as: who });
const asChild = (label: string, child: Child): Caller => ({ label, as: parent, childId: child.id });

const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown) => t.callAs(caller, method, url, payload);

const childMake = (who: TestAccount, displayName: string, age: number): Promise<Child> => t.childMake(who, displayName, age);

const checkIn = (caller: Caller, profileId: string, message: string) => call(caller, 'POST', '/api/symbolic/extract-emotional-metrics', { user_id: profileId, user_message: message });
const chart = async (caller: Caller, query = '') => {
  const res = await call(caller, 'GET', `/api/metrics/radar-chart${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RadarChart>();
};

beforeAll(async () => {
  t = await testAppCreate();
  t.clock.now = new Date('2026-11-25T12:00:00Z'); // a Wednesday
  [parent, stranger, admin] = await Promise.all([t.account('parent'), t.account('stranger'), t.account('admin')]);
  for (const who of [parent, stranger, admin]) expect((await t.call({ method: 'GET', url: `/api/users/${who.uid}`, as: who })).statusCode).toBe(200);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  six = await childMake(parent, 'Pip', 6);
  twelve = await childMake(parent, 'Max', 12);
});
afterAll(() => t.close());

describe('the radar calls, for every caller (API.md)', () => {
  it('answers the person, their parent and an admin; adds and corrects only as the person; refuses everyone else', async () => {
    const routes = (profileId: string) => [
      { name: 'extract-emotional-metrics', method: 'POST' as const, url: '/api/symbolic/extract-emotional-metrics', payload: { user_id: profileId, user_message: 'I slept really well and feel full of energy.' }, self: true },
      { name: 'extract-tags', method: 'POST' as const, url: '/api/symbolic/extract-tags', payload: { user_id: profileId, text: 'Football with my friends after school.' }, self: false },
      { name: 'extract-patterns', method: 'POST' as const, url: '/api/symbolic/extract-patterns', payload: { user_id: profileId }, self: false },
      { name: 'metrics/{id}', method: 'GET' as const, url: `/api/symbolic/metrics/${profileId}`, self: false },
      { name: 'symbolic-tags/{id}', method: 'GET' as const, url: `/api/symbolic-tags/${profileId}`, self: false },
      { name: 'symbolic-override', method: 'POST' as const, url: '/api/symbolic-override', payload: { user_id: profileId, axis: 'sleep', value: 0.7 }, self: true },
      { name: 'radar-chart', method: 'GET' as const, url: `/api/metrics/radar-chart?user_id=${profileId}`, self: false },
      { name: 'symbolic-scoring', method: 'POST' as const, url: '/api/metrics/symbolic-scoring', payload: { user_id: profileId }, self: false },
      { name: 'insight-feedback', method: 'POST' as const, url: '/api/insight-feedback', payload: { user_id: profileId, insight: 'axis:sleep', helpful: true }, self: false },
    ];
    type Want = 'self' | 'read' | 401 | 403;
    const cases: Array<[Caller, () => string, Want]> = [
      [anonymous, () => parent.uid, 401],
      [account('another family', stranger), () => parent.uid, 403],
      [account('another family', stranger), () => twelve.id, 403],
      [asChild('a child, on the parent', twelve), () => parent.uid, 403],
      [asChild('a sibling', six), () => twelve.id, 403],
      [asChild('the child itself', twelve), () => twelve.id, 'self'],
      [account('the owner', parent), () => parent.uid, 'self'],
      [account('the parent', parent), () => twelve.id, 'read'],
      [account('an admin', admin), () => twelve.id, 'read'],
    ];
    for (const [caller, profile, want] of cases) {
      const before = await t.database.db.selectFrom('radar_message_scores').select('id').where('profile_id', '=', profile()).execute();
      for (const route of routes(profile())) {
        const res = await call(caller, route.method, route.url, route.payload);
        const expected = typeof want === 'number' ? want : want === 'read' && route.self ? 403 : route.name === 'insight-feedback' ? 204 : 200;
        expect(res.statusCode, `${caller.label} → ${route.name}: ${res.body}`).toBe(expected);
      }
      const after = await t.database.db.selectFrom('radar_message_scores').select('id').where('profile_id', '=', profile()).execute();
      expect(after.length - before.length, caller.label).toBe(want === 'self' ? 1 : 0);
    }
    // The parent of a 9–15 child sees the trend, not the messages behind it.
    const parentView = await chart(account('the parent', parent), `?user_id=${twelve.id}`);
    const childView = await chart(asChild('the child', twelve));
    expect(childView.details.sleep.evidence[0].text).toMatch(/slept really well/);
    // Not even the phrases: the counts only.
    expect(parentView.details.sleep.evidence).toEqual([]);
    expect(parentView.details.sleep.evidenceCount).toBe(childView.details.sleep.evidenceCount);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const owner = account('the owner', parent);
    const bad: Array<[string, unknown, string]> = [
      ['/api/symbolic/extract-emotional-metrics', { user_id: parent.uid, user_message: ' ' }, 'body.user_message'],
      ['/api/symbolic/extract-emotional-metrics', { user_id: parent.uid, user_message: 'ok', source: 'journal' }, 'body.source'],
      ['/api/symbolic/extract-patterns', { user_id: parent.uid, period_days: 0 }, 'body.period_days'],
      ['/api/insight-feedback', { user_id: parent.uid, insight: 'axis:sleep' }, 'body.helpful'],
    ];
    for (const [url, payload, field] of bad) {
      const res = await call(owner, 'POST', url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    const override = await call(owner, 'POST', '/api/symbolic-override', { user_id: parent.uid, axis: 'luck', value: 1 });
    expect(override.statusCode).toBe(400);
    expect((await call(owner, 'GET', '/api/metrics/radar-chart?week_start=2026-13-45x')).json().error.field).toBe('querystring.week_start');
  });

  it('refuses a week_start that is no real date with a 400 naming it (issue 22: 2026-13-45 left a rejection no one awaited, which ends an API process)', async () => {
    const owner = account('the owner', parent);
    for (const day of ['2026-13-45', '2026-02-30', '2025-02-29', '2026-00-10']) {
      const read = await call(owner, 'GET', `/api/metrics/radar-chart?week_start=${day}`);
      expect(read.statusCode, day).toBe(400);
      expect(read.json().error.field, day).toBe('querystring.week_start');
      const override = await call(owner, 'POST', '/api/symbolic-override', { user_id: parent.uid, week_start: day, axis: 'sleep', value: 0.5 });
      expect(override.statusCode, day).toBe(400);
      expect(override.json().error.code, day).toBe('bad_request');
    }
    // A real leap day is a real date.
    expect((await call(owner, 'GET', '/api/metrics/radar-chart?week_start=2024-02-29')).statusCode).toBe(200);
  });

  it('keeps a correction too small for the database as 0, and any correction to four decimals (issue 22: 8e-323 was a 500)', async () => {
    const owner = account('the owner', parent);
    const tiny = await call(owner, 'POST', '/api/symbolic-override', { user_id: parent.uid, axis: 'wisdom', value: 8e-323 });
    expect(tiny.statusCode, tiny.body).toBe(200);
    expect(tiny.json<RadarChart>().details.wisdom.override).toBe(0);
    const fine = await call(owner, 'POST', '/api/symbolic-override', { user_id: parent.uid, axis: 'wisdom', value: 0.123456 });
    expect(fine.json<RadarChart>().details.wisdom.override).toBeCloseTo(0.1235, 6);
    await call(owner, 'POST', '/api/symbolic-override', { user_id: parent.uid, axis: 'wisdom', value: null });
  });
});

describe('the week', () => {
  it('is synthetic with nothing scored: every axis 0.5, and not enough evidence anywhere', async () => {
    const person = await t.account('empty');
    const empty = await chart(account('the owner', person));
    expect(empty.is_synthetic).toBe(true);
    expect(Object.values(empty.axes)).toEqual(Array(9).fill(0.5));
    expect(Object.values(empty.details).every((detail) => !detail.enough && detail.evidenceCount === 0)).toBe(true);
    expect(empty.week_start).toBe('2026-11-23');
  });

  it('starts on Monday 00:00 UTC: a message at Sunday 23:59 belongs to the week before', async () => {
    const person = await t.account('boundary');
    const who = account('the owner', person);
    const start = t.clock.now;
    try {
      t.clock.now = new Date('2026-11-29T23:59:00Z'); // Sunday
      expect((await checkIn(who, person.uid, 'I could not sleep at all last night.')).statusCode).toBe(200);
      t.clock.now = new Date('2026-11-30T00:00:00Z'); // Monday
      expect((await checkIn(who, person.uid, 'Slept like a log, I feel great.')).statusCode).toBe(200);
      const thisWeek = await chart(who);
      expect(thisWeek.week_start).toBe('2026-11-30');
      expect(thisWeek.details.sleep.evidence.map((item) => item.direction)).toEqual([1]);
      expect(thisWeek.last_week.week_start).toBe('2026-11-23');
      // One piece of evidence last week: a value, but not enough to be a reading.
      expect(thisWeek.last_week).toMatchObject({ is_synthetic: false, enough: { sleep: false } });
      const before = await chart(who, '?week_start=2026-11-23');
      expect(before.details.sleep.evidence.map((item) => item.direction)).toEqual([-1]);
    } finally {
      t.clock.now = start;
    }
  });

  it('moves sleep down and energy up over a scripted week, with the evidence behind each, and stores the week', async () => {
    const person = await t.account('week');
    const who = account('the owner', person);
    const start = t.clock.now;
    const script = [
      ['2026-11-23T08:00:00Z', "I couldn't sleep last night, I kept waking up."],
      ['2026-11-23T19:00:00Z', 'Went for a run after work and felt full of energy.'],
      ['2026-11-24T08:00:00Z', 'Barely slept again. Lying awake until 3am.'],
      ['2026-11-24T18:00:00Z', 'Felt energetic all afternoon, got loads done.'],
      ['2026-11-25T07:00:00Z', 'Another night of terrible sleep.'],
      ['2026-11-25T11:00:00Z', 'Full of beans today, really energised after my walk.'],
    ];
    try {
      for (const [at, message] of script) {
        t.clock.now = new Date(at);
        expect((await checkIn(who, person.uid, message)).statusCode).toBe(200);
      }
      const week = await chart(who);
      expect(week.is_synthetic).toBe(false);
      expect(week.axes.sleep).toBeLessThan(0.5);
      expect(week.axes.energy).toBeGreaterThan(0.5);
      expect(week.details.sleep.enough).toBe(true);
      expect(week.details.sleep.evidence.every((item) => item.direction === -1)).toBe(true);
      expect(week.details.energy.evidence.every((item) => item.direction === 1)).toBe(true);
      expect(week.details.wisdom.enough).toBe(false);
      const stored = await t.database.db.selectFrom('weekly_radar_scores').selectAll().where('profile_id', '=', person.uid).executeTakeFirstOrThrow();
      expect(String(stored.week_start).slice(0, 10) === '2026-11-23' || new Date(stored.week_start).toISOString().startsWith('2026-11-23')).toBe(true);
      expect((stored.axes as unknown as Record<string, number>).sleep).toBeLessThan(0.5);

      // A correction is kept beside the computed value, never over it; null takes it back.
      const corrected = (await call(who, 'POST', '/api/symbolic-override', { user_id: person.uid, axis: 'sleep', value: 0.6 })).json<RadarChart>();
      expect(corrected.axes.sleep).toBe(week.axes.sleep);
      expect(corrected.details.sleep.override).toBe(0.6);
      expect((await chart(who)).details.sleep.override).toBe(0.6);
      const back = (await call(who, 'POST', '/api/symbolic-override', { user_id: person.uid, axis: 'sleep', value: null })).json<RadarChart>();
      expect(back.details.sleep.override).toBeNull();
      const tag = week.source_tags[0];
      const untagged = (await call(who, 'POST', '/api/symbolic-override', { user_id: person.uid, tag, removed: true })).json<RadarChart>();
      expect(untagged.source_tags).not.toContain(tag);
      expect(untagged.removed_tags).toEqual([tag]);

      const metrics = (await call(who, 'GET', `/api/symbolic/metrics/${person.uid}`)).json<EmotionalMetricsResult>();
      expect(metrics).toMatchObject({ content_mode: 'FULL', user_id: person.uid });
      const rescored = (await call(who, 'POST', '/api/metrics/symbolic-scoring', { user_id: person.uid })).json<{ period_days: number; weeks: string[]; messages: number }>();
      expect(rescored).toEqual({ period_days: 30, weeks: ['2026-11-23'], messages: 6 });
    } finally {
      t.clock.now = start;
    }
  });

  it('scores chat turns and journal entries as they are stored, once each', async () => {
    const person = await t.account('chatter');
    const reply = await t.call({ method: 'POST', url: '/api/chat', as: person, payload: { userId: person.uid, message: "I haven't slept properly all week and I'm exhausted.", clientMessageId: 'radar-chat-0001' } });
    expect(reply.statusCode, reply.body).toBe(200);
    ChatReplySchema.parse(reply.json());
    // A resend of the same message is not scored again.
    await t.call({ method: 'POST', url: '/api/chat', as: person, payload: { userId: person.uid, message: "I haven't slept properly all week and I'm exhausted.", clientMessageId: 'radar-chat-0001' } });
    expect((await t.call({ method: 'POST', url: '/api/journal/entry', as: person, payload: { userId: person.uid, content: 'Went swimming this morning and felt full of energy.' } })).statusCode).toBe(201);
    await t.background.idle();
    const rows = await t.database.db.selectFrom('radar_message_scores').select(['source']).where('profile_id', '=', person.uid).execute();
    expect(rows.map((row) => row.source).sort()).toEqual(['chat', 'journal']);
    const week = await chart(account('the owner', person));
    expect(week.details.sleep.evidence.map((item) => item.source)).toEqual(['chat']);
    expect(week.details.activity.evidence.map((item) => item.source)).toContain('journal');
  });
});

describe('the flags (SPEC §3, FEATURE_FLAGS)', () => {
  it('with metrics collection off, scores nothing and the chart says so; with tag extraction off, keeps no tags', async () => {
    const off = await testAppCreate({ env: { FEATURE_FLAGS: 'metricsCollection=off' } });
    const untagged = await testAppCreate({ env: { FEATURE_FLAGS: 'tagExtraction=off' } });
    try {
      for (const app of [off, untagged]) app.clock.now = new Date('2026-11-25T12:00:00Z');
      const quiet = await off.account('quiet');
      const said = await off.call({ method: 'POST', url: '/api/symbolic/extract-emotional-metrics', as: quiet, payload: { user_id: quiet.uid, user_message: "I couldn't sleep at all last night." } });
      expect(said.statusCode, said.body).toBe(200);
      const reply = await off.call({ method: 'POST', url: '/api/chat', as: quiet, payload: { userId: quiet.uid, message: 'I slept badly again.', clientMessageId: 'radar-flag-0001' } });
      expect(reply.statusCode, reply.body).toBe(200);
      await off.background.idle();
      expect(await off.database.db.selectFrom('radar_message_scores').select('id').where('profile_id', '=', quiet.uid).execute()).toEqual([]);
      const quietWeek = (await off.call({ method: 'GET', url: '/api/metrics/radar-chart', as: quiet })).json<RadarChart>();
      expect(quietWeek).toMatchObject({ is_synthetic: true, collection: { metrics: false, tags: true } });

      const plain = await untagged.account('plain');
      const scored = await untagged.call({ method: 'POST', url: '/api/symbolic/extract-emotional-metrics', as: plain, payload: { user_id: plain.uid, user_message: 'Played football with my friends and slept great.' } });
      expect(scored.json<EmotionalMetricsResult>().tags).toEqual([]);
      const tagsRead = await untagged.call({ method: 'POST', url: '/api/symbolic/extract-tags', as: plain, payload: { user_id: plain.uid, text: 'Football with my friends.' } });
      expect(tagsRead.json()).toEqual({ tags: [] });
      const plainWeek = (await untagged.call({ method: 'GET', url: '/api/metrics/radar-chart', as: plain })).json<RadarChart>();
      // Scoring goes on (the sleep axis has its evidence), without tags.
      expect(plainWeek).toMatchObject({ is_synthetic: false, source_tags: [], collection: { metrics: true, tags: false } });
      expect(plainWeek.details.sleep.evidenceCount).toBe(1);
    } finally {
      await Promise.all([off.close(), untagged.close()]);
    }
    // Two more apps start and stop here: on a loaded 2-core machine that alone can take 20 s.
  }, 60_000);
});
