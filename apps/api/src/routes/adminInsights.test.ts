import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAccountUsageSchema,
  AdminAnalyticsSchema,
  AdminReconciliationSchema,
  AdminTokenAccountsSchema,
  AdminTokenMonitorSchema,
  AdminTokenUsageSchema,
  AdminTrialUsageSchema,
  ChatReplySchema,
  type AdminAnalytics,
  type AdminUsageBand,
  type AdminUsageKind,
  type Child,
} from '@grove/api-contract';
import { gameRequestFields, gameStart } from '@grove/game-engines';
import { guidedRequestFields, guidedStart, guidedUserMessage } from '@grove/guided-themes';
import { tokenCharge } from '../services/tokenLedger';
import { summariesEqualRecounts } from '../test/adminSummaries.test-helper';
import { adminMake, adultMake, onboard } from '../test/founders.test-helper';
import { testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 20, part B on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): the admin
// insight calls refuse everyone but an admin; the token monitor's reconciliation finds a balance changed
// behind the ledger's back; the figures of a small dataset built through the API on the injected clock
// are exactly what the dataset says; no response carries a word anyone wrote, an IP or a device id; and
// after a mixed workload (concurrent turns, a stream, games, the trial, purchases, deletions) every
// summary table equals a recount from its facts.

/** A word planted in every message, journal entry and memory: no admin response may carry it. */
const MARKER = 'QUOKKAMARK';
const RANGE = 'from=2026-03-02&to=2026-03-15';

let t: TestApp;
let admin: TestAccount;
let outsider: TestAccount;
let parent: TestAccount;
let quinn: TestAccount;
let rosa: TestAccount;
let sam: TestAccount;
let tara: TestAccount;
let pip: Child;
let max: Child;

/** Every admin response body the tests read: the privacy check greps them all. */
const bodies: string[] = [];

/** A turn of the dataset, as its reply told it. */
interface Turn {
  day: string;
  band: AdminUsageBand;
  kind: AdminUsageKind;
  tokens: number;
  model: string;
  /** The account charged (null for the trial). */
  userId: string | null;
  profileId: string | null;
}
const turns: Turn[] = [];

/** Trial devices and IPs of the dataset (never to appear in an admin response). */
const trialSecrets: string[] = [];

function at(iso: string): void {
  t.clock.now = new Date(`${iso}Z`);
}

async function adminGet(url: string, as: TestAccount = admin): Promise<unknown> {
  const res = await t.call({ method: 'GET', url, as });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  bodies.push(res.body);
  return res.json();
}

interface Say {
  child?: Child;
  game?: 'riddles';
  guided?: 'hiking';
  conversationId?: string;
  temporary?: boolean;
}

/** One turn through `POST /api/chat`, recorded in {@link turns}; returns the reply's conversation. */
async function say(as: TestAccount, text: string, options: Say = {}): Promise<string | null> {
  const fields = options.game
    ? gameRequestFields(gameStart(options.game, `g-${randomUUID()}`))
    : options.guided
      ? guidedRequestFields(guidedUserMessage(guidedStart(options.guided, t.clock.now.getTime()), text, t.clock.now.getTime()))
      : {};
  const res = await t.call({
    method: 'POST',
    url: '/api/chat',
    as,
    payload: {
      userId: as.uid,
      message: `${MARKER} ${text}`,
      ...fields,
      ...(options.conversationId ? { conversationId: options.conversationId } : {}),
      ...(options.temporary ? { temporary: true } : {}),
    },
    ...(options.child ? { role: 'child_user', childId: options.child.id } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.background.idle();
  const reply = ChatReplySchema.parse(res.json());
  const band: AdminUsageBand = options.child ? (options.child.age <= 8 ? '4-8' : '9-15') : 'adult';
  turns.push({
    day: t.clock.now.toISOString().slice(0, 10),
    band,
    kind: options.game ? 'game' : options.guided ? 'guided' : 'chat',
    tokens: reply.tokensUsed,
    model: reply.modelUsed,
    userId: as.uid,
    profileId: options.child?.id ?? as.uid,
  });
  return reply.conversationId;
}

interface TrialDevice {
  id: string;
  fingerprint: string;
  ip: string;
}

function trialDeviceMake(ip: string, fingerprint = `fp-${randomUUID().slice(0, 12)}`): TrialDevice {
  const device = { id: `dev_${randomUUID().replaceAll('-', '').slice(0, 16)}`, fingerprint, ip };
  trialSecrets.push(device.id, device.fingerprint, ip);
  return device;
}

/** One anonymous trial turn from `device`. */
async function trialSay(device: TrialDevice, text: string, extra: Record<string, unknown> = {}): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    remoteAddress: device.ip,
    headers: { 'x-device-id': device.id, 'x-device-fingerprint': device.fingerprint },
    payload: { message: `${MARKER} ${text}`, userId: 'trial_user', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  const reply = ChatReplySchema.parse(res.json());
  turns.push({ day: t.clock.now.toISOString().slice(0, 10), band: 'trial', kind: 'trial', tokens: reply.tokensUsed, model: reply.modelUsed, userId: null, profileId: null });
}

async function journal(as: TestAccount, child: Child | null, text: string): Promise<void> {
  const res = await t.call({
    method: 'POST',
    url: '/api/journal/entry',
    as,
    payload: { userId: child?.id ?? as.uid, content: `${MARKER} ${text}`, mood: 'happy' },
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function remember(as: TestAccount, profileId: string, text: string): Promise<void> {
  const res = await t.call({ method: 'POST', url: '/api/memory', as, payload: { userId: profileId, content: `${MARKER} ${text}`, tags: ['kites'] } });
  expect(res.statusCode, res.body).toBe(201);
}

/** Sums of `turns` by a key, for the turns that match. */
function sumBy(key: (turn: Turn) => string, match: (turn: Turn) => boolean = () => true): Record<string, number> {
  const out: Record<string, number> = {};
  for (const turn of turns.filter(match)) out[key(turn)] = (out[key(turn)] ?? 0) + turn.tokens;
  return out;
}

const inRange = (turn: Turn) => turn.day >= '2026-03-02' && turn.day <= '2026-03-15';

beforeAll(async () => {
  t = await testAppCreate();
  at('2026-02-01T09:00:00');
  admin = await adminMake(t, 'Ada');
  at('2026-02-15T09:00:00');
  outsider = await adultMake(t, 'Otto');

  // Week 1 (Monday 2 March).
  at('2026-03-02T10:00:00');
  parent = await adultMake(t, 'Robin');
  await onboard(t, parent);
  pip = await t.childMake(parent, 'Pip', 6);
  max = await t.childMake(parent, 'Max', 12);
  const first = await say(parent, 'What is the tallest mountain in the world?');
  await say(parent, 'And the second tallest one?', { conversationId: first ?? undefined });
  const riddle = await say(parent, "Let's play Riddles!", { child: pip, game: 'riddles' });
  await say(parent, 'Is it a shadow?', { child: pip, game: 'riddles', conversationId: riddle ?? undefined });
  await journal(parent, pip, 'We flew a kite in the park.');

  at('2026-03-03T09:00:00');
  quinn = await adultMake(t, 'Quinn');
  await onboard(t, quinn);
  await say(quinn, 'How far away is the moon?');
  await say(quinn, 'How hot is the sun?', { temporary: true });
  await say(outsider, 'What do owls eat?');
  await say(parent, 'I would like an easy hike near the lake', { child: max, guided: 'hiking' });
  await remember(parent, max.id, 'Max has a swimming lesson on Fridays');
  const deviceA = trialDeviceMake('203.0.113.7');
  const deviceB = trialDeviceMake('203.0.113.9');
  await trialSay(deviceA, 'What can you do?');
  await trialSay(deviceA, 'Tell me about bees', { localHistory: [{ role: 'user', content: 'What can you do?' }, { role: 'assistant', content: 'Many things.' }] });
  await trialSay(deviceB, "Let's play Opposites!", { ...gameRequestFields(gameStart('opposites', 'trial-game')) });

  at('2026-03-04T18:00:00');
  await say(parent, 'How many planets are there?');
  await journal(parent, null, 'A long day at work, then a quiet evening.');
  await remember(parent, parent.uid, 'Robin likes kites');
  const bought = await t.call({ method: 'POST', url: '/api/token-packages/checkout', as: parent, payload: { package_id: 'seedling', user_id: parent.uid } });
  expect(bought.statusCode, bought.body).toBe(200);

  at('2026-03-05T12:00:00');
  rosa = await adultMake(t, 'Rosa');
  // Free access: used, counted, never charged.
  await t.database.db.updateTable('users').set({ free_access: true }).where('id', '=', rosa.uid).execute();
  await say(rosa, 'What is a prime number?');
  at('2026-03-06T12:00:00');
  await say(rosa, 'Is 91 a prime number?');

  // Week 2 (Monday 9 March).
  at('2026-03-10T08:00:00');
  sam = await adultMake(t, 'Sam');
  await onboard(t, sam);
  await say(sam, 'How do volcanoes form?');
  await say(parent, "Let's play Riddles!", { child: pip, game: 'riddles' });
  at('2026-03-11T08:00:00');
  await say(sam, 'Why is the sea salty?');

  // Five devices start a trial on one /24 within an hour: a cluster. Another shares a fingerprint with the first.
  for (let index = 0; index < 5; index += 1) {
    at(`2026-03-12T14:${String(5 + index * 10).padStart(2, '0')}:00`);
    await trialSay(trialDeviceMake(`198.51.100.${String(10 + index)}`, index === 0 ? 'fp-shared-cluster' : undefined), 'Hello there');
  }
  at('2026-03-12T20:00:00');
  await trialSay(trialDeviceMake('192.0.2.200', 'fp-shared-cluster'), 'Hello again');

  at('2026-03-14T09:00:00');
  tara = await adultMake(t, 'Tara');
  await onboard(t, tara);
  // A large adjustment through the ledger: a low balance the ledger explains.
  await t.database.db.updateTable('users').set({ daily_token_limit: 1_000_000 }).where('id', '=', tara.uid).execute();
  const adjusted = await tokenCharge(t.database.db, { userId: tara.uid, amount: 960_000, reason: 'adjustment', reference: null, now: t.clock.now });
  expect(adjusted.ok).toBe(true);

  // Week 3, outside the range: the cohorts follow the accounts after it.
  at('2026-03-17T10:00:00');
  await say(parent, 'What is the biggest ocean?');
  // "Today": Sam reaches their daily limit; rate-limit counters are open.
  at('2026-03-20T11:59:30');
  await say(sam, 'What is the capital of Peru?');
  await t.database.db
    .updateTable('users')
    .set((eb) => ({ daily_token_limit: eb.ref('tokens_used_today') }))
    .where('id', '=', sam.uid)
    .execute();
  await say(outsider, 'What do foxes eat?');
  await trialSay(trialDeviceMake('100.64.0.55'), 'One more question');
  at('2026-03-20T12:00:00');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ROUTES = [
  `/api/admin/token-monitor?${RANGE}`,
  '/api/admin/token-monitor/accounts?list=low_balance',
  '/api/admin/token-monitor/reconciliation',
  `/api/admin/analytics?${RANGE}`,
  `/api/admin/token-usage?${RANGE}&groupBy=kind`,
  `/api/admin/token-usage/accounts/{id}?${RANGE}`,
  `/api/admin/trial-usage?${RANGE}`,
];

describe('who may call the insight calls (API.md: /api/admin/* is for admins)', () => {
  it('anonymous 401, a signed-in adult 403, a child profile 403 (also an admin acting as a child), an admin 200', async () => {
    const adminChild = await t.childMake(admin, 'Ida', 7);
    const callers: Array<{ caller: TestCaller; status: number }> = [
      { caller: { label: 'anonymous' }, status: 401 },
      { caller: { label: 'bad token', headers: { authorization: 'Bearer not-a-token' } }, status: 401 },
      { caller: { label: 'adult', as: parent }, status: 403 },
      { caller: { label: 'child profile', as: parent, childId: pip.id }, status: 403 },
      { caller: { label: 'admin as a child', as: admin, childId: adminChild.id }, status: 403 },
      { caller: { label: 'admin', as: admin }, status: 200 },
    ];
    for (const route of ROUTES) {
      const url = route.replace('{id}', parent.uid);
      for (const { caller, status } of callers) {
        const res = await t.callAs(caller, 'GET', url);
        expect(res.statusCode, `${caller.label} ${url}: ${res.body}`).toBe(status);
        if (status !== 200) expect(res.json().error.code).toBe(status === 401 ? 'unauthenticated' : 'forbidden');
        else bodies.push(res.body);
      }
    }
    // The admin's child leaves no trace in the figures below: it never took a turn.
    expect((await t.call({ method: 'DELETE', url: `/api/children/${adminChild.id}`, as: admin })).statusCode).toBe(204);
  });

  it('a drill-down of an account that does not exist is a 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/token-usage/accounts/nobody-at-all', as: admin });
    expect(res.statusCode).toBe(404);
  });
});

describe('bad input is a 400 naming the field (never a 500)', () => {
  it.each([
    ['/api/admin/analytics?from=2026-03-15&to=2026-03-02', 'querystring.from'],
    // Part A's rule for every admin range: too long names `from` (the end the caller gave).
    ['/api/admin/analytics?from=2025-01-01&to=2026-03-15', 'querystring.from'],
    ['/api/admin/token-usage?from=2025-02-09', 'querystring.from'],
    ['/api/admin/analytics?from=2026-02-30', 'querystring.from'],
    ['/api/admin/analytics?to=yesterday', 'querystring.to'],
    ['/api/admin/trial-usage?limit=0', 'querystring.limit'],
    ['/api/admin/trial-usage?limit=201', 'querystring.limit'],
    ['/api/admin/token-monitor?offset=-1', 'querystring.offset'],
    ['/api/admin/token-usage?groupBy=week', 'querystring.groupBy'],
    ['/api/admin/token-monitor/accounts?list=everyone', 'querystring.list'],
    ['/api/admin/token-monitor/accounts', 'querystring.list'],
    ['/api/admin/analytics?country=fr', 'querystring.country'],
  ])('%s → %s', async (url, field) => {
    const res = await t.call({ method: 'GET', url, as: admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', field });
  });

  it('400 days is the longest range; without a range the last 30 days up to today', async () => {
    const longest = AdminAnalyticsSchema.parse(await adminGet('/api/admin/analytics?from=2025-02-13&to=2026-03-19'));
    expect(longest.range).toEqual({ from: '2025-02-13', to: '2026-03-19', days: 400 });
    const usage = AdminTokenUsageSchema.parse(await adminGet('/api/admin/token-usage'));
    expect(usage.range).toEqual({ from: '2026-02-19', to: '2026-03-20', days: 30 });
  });
});

describe('the figures of a known dataset (injected clock)', () => {
  let analytics: AdminAnalytics;
  beforeAll(async () => {
    analytics = AdminAnalyticsSchema.parse(await adminGet(`/api/admin/analytics?${RANGE}`));
  });

  it('active profiles by band, per day and per week', () => {
    expect(analytics.range).toEqual({ from: '2026-03-02', to: '2026-03-15', days: 14 });
    expect(analytics.activeProfiles.daily).toEqual([
      { day: '2026-03-02', band: '4-8', profiles: 1 },
      { day: '2026-03-02', band: 'adult', profiles: 1 },
      { day: '2026-03-03', band: '9-15', profiles: 1 },
      { day: '2026-03-03', band: 'adult', profiles: 2 },
      { day: '2026-03-04', band: 'adult', profiles: 1 },
      { day: '2026-03-05', band: 'adult', profiles: 1 },
      { day: '2026-03-06', band: 'adult', profiles: 1 },
      { day: '2026-03-10', band: '4-8', profiles: 1 },
      { day: '2026-03-10', band: 'adult', profiles: 1 },
      { day: '2026-03-11', band: 'adult', profiles: 1 },
    ]);
    expect(analytics.activeProfiles.weekly).toEqual([
      { weekStart: '2026-03-02', band: '4-8', profiles: 1 },
      { weekStart: '2026-03-02', band: '9-15', profiles: 1 },
      { weekStart: '2026-03-02', band: 'adult', profiles: 4 },
      { weekStart: '2026-03-09', band: '4-8', profiles: 1 },
      { weekStart: '2026-03-09', band: 'adult', profiles: 1 },
    ]);
  });

  it('messages per day by band (the temporary and the trial turns too), games and themes played', () => {
    expect(analytics.messagesPerDay).toEqual([
      { day: '2026-03-02', band: '4-8', messages: 2 },
      { day: '2026-03-02', band: 'adult', messages: 2 },
      { day: '2026-03-03', band: '9-15', messages: 1 },
      { day: '2026-03-03', band: 'adult', messages: 3 },
      { day: '2026-03-03', band: 'trial', messages: 3 },
      { day: '2026-03-04', band: 'adult', messages: 1 },
      { day: '2026-03-05', band: 'adult', messages: 1 },
      { day: '2026-03-06', band: 'adult', messages: 1 },
      { day: '2026-03-10', band: '4-8', messages: 1 },
      { day: '2026-03-10', band: 'adult', messages: 1 },
      { day: '2026-03-11', band: 'adult', messages: 1 },
      { day: '2026-03-12', band: 'trial', messages: 6 },
    ]);
    expect(analytics.games).toEqual([
      { kind: 'game', name: 'riddles', sessions: 2, turns: 3, trialTurns: 0 },
      { kind: 'guided', name: 'hiking', sessions: 1, turns: 1, trialTurns: 0 },
      { kind: 'game', name: 'opposites', sessions: 0, turns: 0, trialTurns: 1 },
    ]);
  });

  it('journal entries and memories per day by band', () => {
    expect(analytics.journalPerDay).toEqual([
      { day: '2026-03-02', band: '4-8', entries: 1 },
      { day: '2026-03-04', band: 'adult', entries: 1 },
    ]);
    expect(analytics.memoriesPerDay).toEqual([
      { day: '2026-03-03', band: '9-15', memories: 1 },
      { day: '2026-03-04', band: 'adult', memories: 1 },
    ]);
  });

  it('the funnel: trial devices, sign-ups, onboarded, active on 2 of their first 7 days (and who may still be)', () => {
    // Robin (2 and 4 March) and Sam (10 and 11 March) made it; Quinn chatted on one day; Rosa never
    // onboarded; Tara's first week runs until 20 March, today.
    expect(analytics.funnel).toEqual({ trialDevices: 8, signups: 5, onboarded: 4, firstWeek: 2, firstWeekPending: 1 });
  });

  it('4-week retention cohorts by signup week (null for weeks still to come)', () => {
    expect(analytics.cohorts).toEqual([
      // Robin, Quinn, Rosa; then Robin's family on 10 and 17 March.
      { weekStart: '2026-03-02', size: 3, active: [3, 1, 1, null, null] },
      // Sam and Tara; then Sam again on 20 March (their week 1: 16–22 March).
      { weekStart: '2026-03-09', size: 2, active: [1, 1, null, null, null] },
    ]);
  });

  it('token usage by day, model and kind equals the replies; top accounts count children to their parent', async () => {
    const byDay = AdminTokenUsageSchema.parse(await adminGet(`/api/admin/token-usage?${RANGE}&groupBy=day`));
    expect(Object.fromEntries(byDay.groups.map((group) => [group.key, group.tokens]))).toEqual(sumBy((turn) => turn.day, inRange));
    const total = Object.values(sumBy(() => 'all', inRange))[0];
    expect(byDay.totals.tokens).toBe(total);
    expect(byDay.totals.turns).toBe(turns.filter(inRange).length);
    expect(byDay.totals.promptTokens + byDay.totals.completionTokens).toBe(total);

    const byKind = AdminTokenUsageSchema.parse(await adminGet(`/api/admin/token-usage?${RANGE}&groupBy=kind`));
    expect(Object.fromEntries(byKind.groups.map((group) => [group.key, group.tokens]))).toEqual(sumBy((turn) => turn.kind, inRange));
    const byModel = AdminTokenUsageSchema.parse(await adminGet(`/api/admin/token-usage?${RANGE}&groupBy=model`));
    expect(Object.fromEntries(byModel.groups.map((group) => [group.key, group.tokens]))).toEqual(sumBy((turn) => turn.model, inRange));

    const perAccount = sumBy((turn) => turn.userId ?? '', (turn) => inRange(turn) && turn.userId !== null);
    expect(byDay.topAccounts.total).toBe(5);
    expect(new Set(byDay.topAccounts.rows.map((row) => row.userId))).toEqual(new Set(Object.keys(perAccount)));
    const tokensInOrder = byDay.topAccounts.rows.map((row) => row.tokens);
    expect(tokensInOrder).toEqual([...tokensInOrder].sort((a, b) => b - a));
    for (const row of byDay.topAccounts.rows) expect(row.tokens, row.userId).toBe(perAccount[row.userId]);
    const robin = byDay.topAccounts.rows.find((row) => row.userId === parent.uid);
    expect(robin).toMatchObject({ email: parent.email, displayName: 'Robin', tokens: perAccount[parent.uid], turns: 7, activeDays: 4 });
    const paged = AdminTokenUsageSchema.parse(await adminGet(`/api/admin/token-usage?${RANGE}&limit=2&offset=4`));
    expect(paged.topAccounts).toMatchObject({ total: 5 });
    expect(paged.topAccounts.rows.map((row) => row.userId)).toEqual(byDay.topAccounts.rows.slice(4).map((row) => row.userId));
  });

  it("one account's drill-down: days with tokens by kind, each profile, the models, and its ledger", async () => {
    const usage = AdminAccountUsageSchema.parse(await adminGet(`/api/admin/token-usage/accounts/${parent.uid}?${RANGE}`));
    const mine = (turn: Turn) => inRange(turn) && turn.userId === parent.uid;
    expect(usage.account).toMatchObject({ userId: parent.uid, displayName: 'Robin', freeAccess: false, createdAt: '2026-03-02T10:00:00.000Z' });
    expect(usage.days.map((day) => day.day)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-10']);
    expect(Object.fromEntries(usage.days.map((day) => [day.day, day.tokens]))).toEqual(sumBy((turn) => turn.day, mine));
    const march2 = usage.days[0];
    expect(march2?.byKind).toEqual({ chat: sumBy(() => 'x', (turn) => mine(turn) && turn.day === '2026-03-02' && turn.kind === 'chat')['x'], game: sumBy(() => 'x', (turn) => mine(turn) && turn.day === '2026-03-02' && turn.kind === 'game')['x'], guided: 0 });
    expect(usage.profiles.map((profile) => [profile.displayName, profile.kind, profile.band, profile.turns])).toEqual([
      ['Robin', 'account', 'adult', 3],
      ['Max', 'child', '9-15', 1],
      ['Pip', 'child', '4-8', 3],
    ]);
    expect(usage.totals.tokens).toBe(sumBy(() => 'x', mine)['x']);
    // Charges are the turns' tokens (not free access, not streamed); the purchase is the credit.
    expect(usage.ledger).toEqual({ charged: -(sumBy(() => 'x', mine)['x'] ?? 0), credited: 250_000, entries: 8 });
  });

  it('trial usage: hashed devices, IP prefixes, related records, the exhausted rate, open rate-limit counters and the cluster', async () => {
    // One allowance used up (set as the trial would leave it).
    await t.database.db.updateTable('trial_usage').set({ tokens_used: 100_000 }).where('ip_address', '=', '203.0.113.9').execute();
    const trial = AdminTrialUsageSchema.parse(await adminGet(`/api/admin/trial-usage?${RANGE}`));
    expect(trial.limit).toBe(100_000);
    expect(trial.totals).toMatchObject({ records: 8, devices: 8, exhausted: 1, turns: 9 });
    expect(trial.totals.exhaustedRate).toBeCloseTo(1 / 8, 10);
    expect(trial.records.total).toBe(8);
    expect(trial.records.rows.map((row) => row.ipPrefix)).toEqual([
      '192.0.2.0/24',
      '198.51.100.0/24',
      '198.51.100.0/24',
      '198.51.100.0/24',
      '198.51.100.0/24',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '203.0.113.0/24',
    ]);
    for (const row of trial.records.rows) expect(row.device).toMatch(/^[0-9a-f]{12}$/);
    // The 20:00 device shares the first cluster device's fingerprint, nothing else.
    const late = trial.records.rows[0];
    expect(late).toMatchObject({ relatedCount: 1 });
    expect(late?.related).toEqual([{ device: expect.stringMatching(/^[0-9a-f]{12}$/), ipPrefix: '198.51.100.0/24', lastUsed: '2026-03-12T14:05:00.000Z', via: ['fingerprint'] }]);
    const firstOfCluster = trial.records.rows.find((row) => row.lastUsed === '2026-03-12T14:05:00.000Z');
    expect(firstOfCluster?.relatedCount).toBe(5);
    expect(firstOfCluster?.related.map((other) => other.via)).toContainEqual(['fingerprint']);
    expect(trial.records.rows.find((row) => row.exhausted)?.ipPrefix).toBe('203.0.113.0/24');
    expect(trial.clusters).toEqual([
      { ipPrefix: '198.51.100.0/24', windowStart: '2026-03-12T14:00:00.000Z', devices: 5, records: 5, tokensUsed: expect.any(Number), exhausted: 0 },
    ]);
    // Counters of the 11:59:30 trial turn are open at 12:00 (a minute's window), shown by prefix.
    expect(trial.rateLimits.groups).toEqual(expect.arrayContaining([{ name: 'trial-chat', keys: 1, hits: 1, maxHits: 1 }]));
    expect(trial.rateLimits.top).toContainEqual({ name: 'trial-chat', ipPrefix: '100.64.0.0/24', hits: 1, windowEndsAt: '2026-03-20T12:00:30.000Z' });
    const paged = AdminTrialUsageSchema.parse(await adminGet(`/api/admin/trial-usage?${RANGE}&limit=3&offset=6`));
    expect(paged.records.rows.map((row) => row.device)).toEqual(trial.records.rows.slice(6).map((row) => row.device));
  });

  it('the token monitor: totals, today\'s near-limit and low accounts, movements and purchases in the range', async () => {
    const monitor = AdminTokenMonitorSchema.parse(await adminGet(`/api/admin/token-monitor?${RANGE}`));
    const users = await t.database.db.selectFrom('users').select(['tokens_balance', 'free_access']).execute();
    expect(monitor.totals).toEqual({
      accounts: users.length,
      balanceSum: users.reduce((sum, user) => sum + user.tokens_balance, 0),
      freeAccess: 1,
      nearDailyLimit: 1,
      lowBalance: 1,
    });
    expect(monitor.rules).toEqual({ openingBalance: 1_000_000, lowBalanceBelow: 50_000, nearDailyLimitPercent: 80 });
    expect(monitor.nearDailyLimit).toEqual([expect.objectContaining({ userId: sam.uid, dailyUsagePercentage: 100, lastUsageAt: '2026-03-20T11:59:30.000Z' })]);
    expect(monitor.lowBalance).toEqual([expect.objectContaining({ userId: tara.uid, balance: 40_000 })]);
    const charged = turns.filter((turn) => inRange(turn) && turn.userId !== null && turn.userId !== rosa.uid);
    expect(monitor.movements.byReason).toEqual([
      { reason: 'adjustment', entries: 1, tokens: -960_000 },
      { reason: 'chat', entries: charged.length, tokens: -charged.reduce((sum, turn) => sum + turn.tokens, 0) },
      { reason: 'purchase', entries: 1, tokens: 250_000 },
    ]);
    expect(monitor.movements.byDay.filter((day) => day.reason === 'purchase')).toEqual([{ day: '2026-03-04', reason: 'purchase', entries: 1, tokens: 250_000 }]);
    expect(monitor.movements.purchases).toEqual([{ currency: 'usd', count: 1, amountCents: 499, tokens: 250_000 }]);
    expect(monitor.reconciliation).toEqual({ checked: users.length, mismatched: 0, rows: [] });
    const low = AdminTokenAccountsSchema.parse(await adminGet('/api/admin/token-monitor/accounts?list=low_balance'));
    expect(low).toMatchObject({ list: 'low_balance', total: 1 });
  });
});

describe('reconciliation: every balance against its ledger', () => {
  it('finds a balance changed behind the ledger, even after a later ledger row hides it from balance_after', async () => {
    await t.database.db.updateTable('users').set((eb) => ({ tokens_balance: eb('tokens_balance', '-', 1_234) })).where('id', '=', quinn.uid).execute();
    await t.database.db.updateTable('users').set({ tokens_balance: 5 }).where('id', '=', admin.uid).execute();
    const before = AdminReconciliationSchema.parse(await adminGet('/api/admin/token-monitor/reconciliation'));
    const ledger = await t.database.db.selectFrom('token_ledger').select(['delta', 'balance_after', 'created_at']).where('user_id', '=', quinn.uid).orderBy('created_at').execute();
    const ledgerSum = ledger.reduce((sum, row) => sum + row.delta, 0);
    expect(before.mismatched).toBe(2);
    expect(before.rows).toEqual([
      // The largest difference first: the admin's account has no ledger rows at all.
      expect.objectContaining({ userId: admin.uid, balance: 5, ledgerSum: 0, ledgerEntries: 0, expectedBalance: 1_000_000, difference: -999_995, lastBalanceAfter: null, lastLedgerAt: null }),
      expect.objectContaining({
        userId: quinn.uid,
        balance: 1_000_000 + ledgerSum - 1_234,
        ledgerSum,
        ledgerEntries: 2,
        expectedBalance: 1_000_000 + ledgerSum,
        difference: -1_234,
        lastBalanceAfter: 1_000_000 + ledgerSum,
      }),
    ]);

    // Quinn chats again: the new ledger row's balance_after is the tampered balance, yet the mismatch stays.
    at('2026-03-20T12:01:00');
    await say(quinn, 'How many moons does Mars have?');
    const after = AdminReconciliationSchema.parse(await adminGet('/api/admin/token-monitor/reconciliation?limit=1&offset=1'));
    expect(after.mismatched).toBe(2);
    expect(after.rows).toHaveLength(1);
    const row = after.rows[0];
    expect(row).toMatchObject({ userId: quinn.uid, difference: -1_234, ledgerEntries: 3 });
    expect(row?.lastBalanceAfter).toBe(row?.balance);
    const monitor = AdminTokenMonitorSchema.parse(await adminGet('/api/admin/token-monitor?limit=1'));
    expect(monitor.reconciliation.mismatched).toBe(2);
    expect(monitor.reconciliation.rows.map((mismatch) => mismatch.userId)).toEqual([admin.uid]);

    // Put right through the ledger (an adjustment equal to the drift), the account reconciles.
    await t.database.db.updateTable('users').set({ tokens_balance: 1_000_000 }).where('id', '=', admin.uid).execute();
    await t.database.db.insertInto('token_ledger').values({ id: randomUUID(), user_id: quinn.uid, delta: -1_234, reason: 'adjustment', reference: 'reconciliation', balance_after: row?.balance ?? 0, created_at: t.clock.now }).execute();
    const settled = AdminReconciliationSchema.parse(await adminGet('/api/admin/token-monitor/reconciliation'));
    expect(settled).toMatchObject({ mismatched: 0, rows: [] });
  });
});

describe('private by default', () => {
  it('no insight response carries a word anyone wrote, a raw IP, a device id or a fingerprint', () => {
    expect(bodies.length).toBeGreaterThan(20);
    const all = bodies.join('\n');
    expect(all).not.toContain(MARKER);
    for (const secret of trialSecrets) expect(all, secret).not.toContain(secret);
    // What the admin does see of a device: a hash prefix, never the id.
    const device = trialSecrets[0] ?? '';
    expect(all).toContain(createHash('sha256').update(device).digest('hex').slice(0, 12));
  });
});

describe('every summary table equals a recount from its facts after a mixed workload', () => {
  it('after the dataset, concurrent turns, a stream, deletions and a ledger row written by hand', async () => {
    await summariesEqualRecounts(t.database.db);
    // The stored turns' usage is their messages' tokens (the temporary turn is usage without messages).
    const usage = await t.database.db.selectFrom('usage_turns').select((eb) => eb.fn.sum<string>(sql`prompt_tokens + completion_tokens`).as('n')).where('user_id', '=', sam.uid).executeTakeFirstOrThrow();
    const messages = await t.database.db.selectFrom('chat_messages').select((eb) => eb.fn.sum<string>('tokens_used').as('n')).where('user_id', '=', sam.uid).executeTakeFirstOrThrow();
    expect(Number(usage.n)).toBe(Number(messages.n));

    at('2026-03-21T09:00:00');
    await t.database.db.updateTable('users').set({ daily_token_limit: 500_000 }).where('id', '=', sam.uid).execute();
    // Concurrent turns: two on one account, others on other accounts and a child — on PostgreSQL they
    // really overlap and meet on the day's shared summary rows at commit.
    await Promise.all([
      say(parent, 'What is the longest river?'),
      say(parent, 'What is the deepest lake?'),
      say(parent, 'Can we play a riddle?', { child: pip, game: 'riddles' }),
      say(sam, 'Why do cats purr?'),
      say(outsider, 'Why do leaves change colour?'),
      say(rosa, 'What is a fraction?'),
      say(tara, 'What is a comet?'),
      say(quinn, 'What is a glacier?', { temporary: true }),
    ]);
    // An account that chatted today is deleted while others chat: both take the day's shared rows at
    // commit, in the same order, so neither waits on the other in a cycle.
    const leaver = await adultMake(t, 'Lee');
    await say(leaver, 'What is a rainbow?');
    const [deleted] = await Promise.all([
      t.call({ method: 'DELETE', url: `/api/users/${leaver.uid}`, as: leaver }),
      say(parent, 'What is a meteor?'),
      say(sam, 'What is a moon?'),
      say(outsider, 'What is a planet?'),
    ]);
    expect(deleted.statusCode, deleted.body).toBe(204);
    // A streamed turn opens its conversation before the reply: still one session.
    const streamed = await t.call({ method: 'POST', url: '/api/chat', as: parent, headers: { accept: 'text/event-stream' }, payload: { userId: parent.uid, message: `${MARKER} Tell me about comets`, ...gameRequestFields(gameStart('riddles', 'stream-game')) } });
    expect(streamed.statusCode).toBe(200);
    expect((await t.database.db.selectFrom('usage_turns').select(['opened', 'kind', 'game']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow())).toEqual({ opened: true, kind: 'game', game: 'riddles' });
    const buy = await t.call({ method: 'POST', url: '/api/token-packages/checkout', as: sam, payload: { package_id: 'grove', user_id: sam.uid } });
    expect(buy.statusCode).toBe(200);
    await trialSay(trialDeviceMake('203.0.113.77'), 'What is rain?');
    await summariesEqualRecounts(t.database.db);

    // Deleting a conversation keeps its usage (usage is not content); deleting a child or an account
    // removes theirs, and the day's shared rows go down with it.
    const conversation = await t.database.db.selectFrom('conversations').select('id').where('user_id', '=', sam.uid).limit(1).executeTakeFirstOrThrow();
    expect((await t.call({ method: 'DELETE', url: `/api/chat/${sam.uid}/conversation/${conversation.id}`, as: sam })).statusCode).toBe(204);
    const dailyBefore = await t.database.db.selectFrom('usage_daily').select((eb) => eb.fn.sum<string>('turns').as('n')).executeTakeFirstOrThrow();
    expect((await t.call({ method: 'DELETE', url: `/api/children/${max.id}`, as: parent })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/users/${rosa.uid}`, as: rosa })).statusCode).toBe(204);
    const dailyAfter = await t.database.db.selectFrom('usage_daily').select((eb) => eb.fn.sum<string>('turns').as('n')).executeTakeFirstOrThrow();
    // Max's hike and Rosa's three questions are gone from the totals.
    expect(Number(dailyBefore.n) - Number(dailyAfter.n)).toBe(4);
    await summariesEqualRecounts(t.database.db);

    // A row written by hand (another writer, the same trigger) and a row removed by hand.
    const id = randomUUID();
    await t.database.db.insertInto('token_ledger').values({ id, user_id: tara.uid, delta: 5_000, reason: 'adjustment', reference: 'by hand', balance_after: 45_000, created_at: t.clock.now }).execute();
    await summariesEqualRecounts(t.database.db);
    await t.database.db.deleteFrom('token_ledger').where('id', '=', id).execute();
    await summariesEqualRecounts(t.database.db);
    // A row inserted and deleted in one transaction nets out.
    await t.database.db.transaction().execute(async (trx) => {
      await trx.insertInto('usage_turns').values({ at: t.clock.now, user_id: sam.uid, child_id: null, band: 'adult', kind: 'chat', game: '', model: 'x', prompt_tokens: 1, completion_tokens: 2, charged: 3, opened: true, trial_device: null }).execute();
      await trx.deleteFrom('usage_turns').where('model', '=', 'x').execute();
    });
    await summariesEqualRecounts(t.database.db);
    expect(await t.database.db.selectFrom('usage_daily').select('model').where('model', '=', 'x').execute()).toEqual([]);
  }, 60_000);
});
