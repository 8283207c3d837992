import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminInvitationListSchema,
  AdminInvitationSchema,
  DataExportSchema,
  FOUNDERS_CHILD_PROFILE_MESSAGE,
  FounderSeatsSchema,
  FoundersJoinResultSchema,
  FoundersMeSchema,
  FoundersStatsSchema,
  INVITATION_STATUS_MESSAGES,
  InvitationValidationSchema,
  MESSAGES,
  REFERRAL_REWARD_TOKENS,
  type AdminInvitation,
  type Child,
  type DataExport,
  type FoundersStats,
  type InvitationValidation,
} from '@grove/api-contract';
import { ConfigError, configFromEnv } from '../config';
import { foundersRewardRun, referralConversionRun, referralSettle } from '../services/founders';
import { DAY, FC, adminMake, adultMake, balanceOf, chatDays, clockAt, codeOf, joinCall, joinOk, meOf, onboard, referralLedgerOf, referralOf, say } from '../test/founders.test-helper';
import { testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 19 on a real database (PGlite, or PostgreSQL with DATABASE_URL): who may call each founders
// route, validating codes without sign-in, the per-IP limit, the conversion rule on the injected
// clock, a genuine referral paid exactly once to both sides (also under concurrent attempts), the admin
// calls, and deletion and export of everything a referral leaves.

const AUTH_FAILED = { error: { code: 'unauthenticated', message: MESSAGES.authenticationFailed } };
const CHILD_REFUSED = { error: { code: 'forbidden', message: FOUNDERS_CHILD_PROFILE_MESSAGE } };
// A fixed base in the middle of a month, so "this month" is the same month for every step of a test.
const BASE = new Date('2031-05-10T10:00:00.000Z');

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await testAppCreate({ env: { FOUNDERS_PUBLIC_RATE_LIMIT: '100000' } });
  clockAt(t, BASE);
  admin = await adminMake(t);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  clockAt(t, BASE);
});

async function founderCode(body: Record<string, unknown> = {}): Promise<AdminInvitation> {
  const res = await t.call({ method: 'POST', url: `${FC}/admin/create-invitation`, as: admin, payload: { note: 'launch', maxUses: 10, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return AdminInvitationSchema.parse(res.json());
}

async function validate(code: string): Promise<InvitationValidation> {
  const res = await t.call({ method: 'GET', url: `${FC}/validate/${encodeURIComponent(code)}` });
  expect(res.statusCode, res.body).toBe(200);
  return InvitationValidationSchema.parse(res.json());
}

// ——— who may call what ———

describe('permission matrix (API.md: founders-club)', () => {
  let parent: TestAccount;
  let other: TestAccount;
  let child: Child;
  let parentCode: string;
  let parentCodeId: string;
  let proof: string;

  beforeAll(async () => {
    clockAt(t, BASE);
    parent = await adultMake(t, 'Robin Parent');
    other = await adultMake(t, 'Olive Other');
    child = await t.childMake(parent, 'Pip', 9);
    parentCode = await codeOf(t, parent);
    parentCodeId = (await t.database.db.selectFrom('invitation_codes').select('id').where('owner_id', '=', parent.uid).executeTakeFirstOrThrow()).id;
    const newcomer = await adultMake(t, 'Nina New');
    proof = (await joinOk(t, newcomer, parentCode)).conversionProof;
  });

  const callers = (): Record<'anonymous' | 'adult' | 'child' | 'other' | 'admin', TestCaller> => ({
    anonymous: { label: 'signed out' },
    adult: { label: 'the adult', as: parent },
    child: { label: 'the adult’s child profile', as: parent, childId: child.id },
    other: { label: 'another adult', as: other },
    admin: { label: 'an admin', as: admin },
  });

  it('the public calls answer everyone, signed in or not, a child profile too (they read no account)', async () => {
    for (const caller of Object.values(callers())) {
      const validated = await t.callAs(caller, 'GET', `${FC}/validate/${parentCode}`);
      expect(validated.statusCode, caller.label).toBe(200);
      expect(validated.json<InvitationValidation>().status).toBe('valid');
      const tracked = await t.callAs(caller, 'POST', `${FC}/track-usage`, { code: parentCode, event: 'landing_opened' });
      expect(tracked.json(), caller.label).toEqual({ tracked: true });
      const marked = await t.callAs(caller, 'POST', `${FC}/mark-conversion`, { proof });
      expect(marked.statusCode, caller.label).toBe(200);
      expect(marked.json()).toEqual({ status: 'pending' });
      const seats = await t.callAs(caller, 'GET', `${FC}/seats`);
      expect(seats.statusCode, caller.label).toBe(200);
      expect(FounderSeatsSchema.parse(seats.json()).taken).toBeGreaterThan(0);
    }
  });

  it('signed out: every account and admin call is 401 with SPEC’s message', async () => {
    const anonymous = callers().anonymous;
    const calls: Array<['GET' | 'POST' | 'DELETE', string, unknown?]> = [
      ['POST', `${FC}/join`, { code: parentCode }],
      ['GET', `${FC}/me`],
      ['POST', `${FC}/me/code`],
      ['DELETE', `${FC}/me/code`],
      ['POST', `${FC}/admin/create-invitation`, { maxUses: 1 }],
      ['GET', `${FC}/admin/invitations`],
      ['POST', `${FC}/admin/invitations/${parentCodeId}/revoke`],
      ['GET', `${FC}/admin/stats`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.callAs(anonymous, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(AUTH_FAILED);
    }
  });

  it('a child profile can neither refer nor be referred nor reach the admin calls (403), and nothing changes', async () => {
    const child = callers().child;
    const before = await t.database.db.selectFrom('invitation_codes').select(['id', 'revoked_at']).execute();
    for (const [method, url, body] of [
      ['POST', `${FC}/join`, { code: parentCode }],
      ['GET', `${FC}/me`, undefined],
      ['POST', `${FC}/me/code`, undefined],
      ['DELETE', `${FC}/me/code`, undefined],
    ] as const) {
      const res = await t.callAs(child, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(CHILD_REFUSED);
    }
    for (const [method, url] of [
      ['GET', `${FC}/admin/invitations`],
      ['GET', `${FC}/admin/stats`],
      ['POST', `${FC}/admin/invitations/${parentCodeId}/revoke`],
    ] as const) {
      expect((await t.callAs(child, method, url)).statusCode, url).toBe(403);
      // An admin acting as one of their children is not acting as an admin either.
    }
    expect(await t.database.db.selectFrom('invitation_codes').select(['id', 'revoked_at']).execute()).toEqual(before);
    expect(await referralOf(t, parent.uid)).toBeUndefined();
  });

  it('an admin acting as a child profile is refused the admin calls', async () => {
    const adminChild = await t.childMake(admin, 'Ada Jr', 10);
    const res = await t.call({ method: 'GET', url: `${FC}/admin/stats`, as: admin, role: 'child_user', childId: adminChild.id });
    expect(res.statusCode).toBe(403);
  });

  it('another adult cannot revoke, list or read someone else’s code: 403 on the admin calls, and their own page shows only their own', async () => {
    const o = callers().other;
    for (const [method, url, body] of [
      ['POST', `${FC}/admin/invitations/${parentCodeId}/revoke`, undefined],
      ['GET', `${FC}/admin/invitations`, undefined],
      ['GET', `${FC}/admin/stats`, undefined],
      ['POST', `${FC}/admin/create-invitation`, { maxUses: 1 }],
    ] as const) {
      const res = await t.callAs(o, method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    }
    expect((await validate(parentCode)).status).toBe('valid');
    const page = await meOf(t, other);
    expect(page.code).toBeNull();
    expect(page.invitations).toEqual([]);
    // DELETE /me/code revokes the caller's own code only.
    const del = await t.callAs(o, 'DELETE', `${FC}/me/code`);
    expect(del.statusCode).toBe(204);
    expect((await validate(parentCode)).status).toBe('valid');
  });

  it('the adult: their code (201 made, 200 when it exists), their page, revoke (204) and a new code after', async () => {
    const a = callers().adult;
    expect((await t.callAs(a, 'POST', `${FC}/me/code`)).statusCode).toBe(200);
    const page = FoundersMeSchema.parse((await t.callAs(a, 'GET', `${FC}/me`)).json());
    expect(page.code?.code).toBe(parentCode);
    expect(page.invitations).toEqual([expect.objectContaining({ firstName: 'Nina', status: 'pending', rewardDueAt: null, note: null })]);
    expect(page.code?.uses).toBe(1);
    expect(page.code?.landings).toBeGreaterThanOrEqual(5);
    expect((await t.callAs(a, 'DELETE', `${FC}/me/code`)).statusCode).toBe(204);
    expect((await validate(parentCode)).status).toBe('revoked');
    const again = await t.callAs(a, 'POST', `${FC}/me/code`);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ code: string }>().code).not.toBe(parentCode);
    parentCode = again.json<{ code: string }>().code;
  });

  it('the admin: every admin call, and their own page like any adult', async () => {
    const ad = callers().admin;
    expect((await t.callAs(ad, 'POST', `${FC}/admin/create-invitation`, { maxUses: 2 })).statusCode).toBe(201);
    expect((await t.callAs(ad, 'GET', `${FC}/admin/invitations`)).statusCode).toBe(200);
    expect((await t.callAs(ad, 'GET', `${FC}/admin/stats`)).statusCode).toBe(200);
    expect((await t.callAs(ad, 'GET', `${FC}/me`)).statusCode).toBe(200);
    const revoked = await t.callAs(ad, 'POST', `${FC}/admin/invitations/${parentCodeId}/revoke`);
    expect(revoked.statusCode).toBe(200);
  });
});

// ——— validate, track-usage, seats ———

describe('validate without sign-in', () => {
  it('each state: valid (first name only, reward, seat), expired, used up, revoked, unknown — and no maker leaks', async () => {
    const robin = await adultMake(t, 'Robin Hood-Smith');
    const code = await codeOf(t, robin);
    const valid = await validate(code.toLowerCase().replaceAll('-', ' '));
    expect(valid).toEqual({ code, status: 'valid', kind: 'referral', inviterFirstName: 'Robin', rewardTokens: REFERRAL_REWARD_TOKENS, foundersSeat: true });
    expect(JSON.stringify(valid)).not.toContain(robin.email);
    expect(JSON.stringify(valid)).not.toContain(robin.uid);

    const founders = await founderCode({ maxUses: 1, expiresAt: new Date(BASE.getTime() + DAY).toISOString() });
    expect(await validate(founders.code)).toMatchObject({ status: 'valid', kind: 'founders', inviterFirstName: 'the Grove team', rewardTokens: 0, foundersSeat: true });
    clockAt(t, BASE, 2);
    expect(await validate(founders.code)).toEqual({ code: founders.code, status: 'expired', kind: null, inviterFirstName: null, rewardTokens: 0, foundersSeat: false });

    clockAt(t, BASE);
    const once = await founderCode({ maxUses: 1 });
    await joinOk(t, await adultMake(t, 'Una'), once.code);
    expect((await validate(once.code)).status).toBe('used_up');

    await t.call({ method: 'DELETE', url: `${FC}/me/code`, as: robin });
    expect(await validate(code)).toMatchObject({ status: 'revoked', inviterFirstName: null, kind: null });

    expect(await validate('ZZZZZ-ZZZZZ-ZZZZZ')).toEqual({ code: 'ZZZZZ-ZZZZZ-ZZZZZ', status: 'unknown', kind: null, inviterFirstName: null, rewardTokens: 0, foundersSeat: false });
  });

  it('a malformed code is a 400 naming params.code (a wrong length, a confusable letter, nothing)', async () => {
    for (const bad of ['ABC', 'K7M3Q-PX9TB-4HWZ0', 'K7M3Q-PX9TB-4HWZRR', 'OOOOO-IIIII-LLLLL']) {
      const res = await t.call({ method: 'GET', url: `${FC}/validate/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ error: { field: string; message: string } }>().error).toMatchObject({ field: 'params.code' });
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(/^params\.code: must be an invitation code/);
    }
  });

  it('track-usage counts a landing on a usable code only; a bad body is a 400 naming the field', async () => {
    const robin = await adultMake(t, 'Robin');
    const code = await codeOf(t, robin);
    expect((await t.call({ method: 'POST', url: `${FC}/track-usage`, payload: { code, event: 'landing_opened' } })).json()).toEqual({ tracked: true });
    expect((await t.call({ method: 'POST', url: `${FC}/track-usage`, payload: { code: 'ZZZZZ-ZZZZZ-ZZZZZ', event: 'landing_opened' } })).json()).toEqual({ tracked: false });
    const page = await meOf(t, robin);
    expect(page.code?.landings).toBe(1);
    const bad = await t.call({ method: 'POST', url: `${FC}/track-usage`, payload: { code, event: 'clicked' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { field: string } }>().error.field).toBe('body.event');
    const badCode = await t.call({ method: 'POST', url: `${FC}/track-usage`, payload: { code: '123', event: 'landing_opened' } });
    expect(badCode.json<{ error: { field: string } }>().error.field).toBe('body.code');
  });

  it('seats: numbered in order of joining, newest first, no names; an invitation’s block gives its own seats', async () => {
    const before = FounderSeatsSchema.parse((await t.call({ method: 'GET', url: `${FC}/seats` })).json());
    const open = await founderCode({ maxUses: 5 });
    const first = await joinOk(t, await adultMake(t, 'First'), open.code);
    const second = await joinOk(t, await adultMake(t, 'Second'), open.code);
    expect(second.seat).toBe((first.seat ?? 0) + 1);
    const block = await founderCode({ maxUses: 5, seatFrom: 900, seatTo: 901 });
    const inBlock = await joinOk(t, await adultMake(t, 'Blocky'), block.code);
    expect(inBlock.seat).toBe(900);
    expect((await joinOk(t, await adultMake(t, 'Blocky Two'), block.code)).seat).toBe(901);
    // The block is full: joining still works, without a seat (and the landing says so first).
    expect((await validate(block.code)).foundersSeat).toBe(false);
    expect((await joinOk(t, await adultMake(t, 'Blocky Three'), block.code)).seat).toBeNull();
    const after = FounderSeatsSchema.parse((await t.call({ method: 'GET', url: `${FC}/seats` })).json());
    expect(after.taken).toBe(before.taken + 4);
    expect(after.seats.slice(0, 1)[0]?.seat).toBe(901);
    expect(JSON.stringify(after)).not.toMatch(/Blocky|First|@/);
    // A later seat in joining order steps over the reserved block.
    await founderCode({ maxUses: 1, seatFrom: (second.seat ?? 0) + 1, seatTo: (second.seat ?? 0) + 3 });
    expect((await joinOk(t, await adultMake(t, 'Third'), open.code)).seat).toBe((second.seat ?? 0) + 4);
  });

  it('bad input on the account and admin calls: 400 naming the field, never a 500, and nothing changes', async () => {
    const nina = await adultMake(t, 'Nina');
    const cases: Array<[string, 'GET' | 'POST', string, unknown, Record<string, string>?]> = [
      ['body.code', 'POST', `${FC}/join`, { code: 'nope' }],
      ['body.code', 'POST', `${FC}/join`, {}],
      ['headers.x-device-id', 'POST', `${FC}/join`, { code: 'ZZZZZ-ZZZZZ-ZZZZZ' }, { 'x-device-id': 'bad id with spaces' }],
      ['body.proof', 'POST', `${FC}/mark-conversion`, { proof: '' }],
      ['body.maxUses', 'POST', `${FC}/admin/create-invitation`, { maxUses: 0 }],
      ['body.expiresAt', 'POST', `${FC}/admin/create-invitation`, { maxUses: 1, expiresAt: new Date(BASE.getTime() - 1000).toISOString() }],
      ['body.expiresAt', 'POST', `${FC}/admin/create-invitation`, { maxUses: 1, expiresAt: 'tomorrow' }],
      ['body.seatTo', 'POST', `${FC}/admin/create-invitation`, { maxUses: 1, seatFrom: 10, seatTo: 5 }],
      ['body.seatTo', 'POST', `${FC}/admin/create-invitation`, { maxUses: 1, seatFrom: 10 }],
      ['body.surprise', 'POST', `${FC}/admin/create-invitation`, { maxUses: 1, surprise: true }],
      ['querystring.limit', 'GET', `${FC}/admin/invitations?limit=0`, undefined],
      ['querystring.kind', 'GET', `${FC}/admin/invitations?kind=gift`, undefined],
    ];
    const codes = await t.database.db.selectFrom('invitation_codes').select('id').execute();
    for (const [field, method, url, body, headers] of cases) {
      const as = url.includes('/admin/') ? admin : nina;
      const res = await t.call({ method, url, as, ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}), ...(headers ? { headers } : {}) });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json<{ error: { field: string } }>().error.field, url).toBe(field);
    }
    expect((await t.database.db.selectFrom('invitation_codes').select('id').execute()).length).toBe(codes.length);
    expect(await referralOf(t, nina.uid)).toBeUndefined();
  });
});

describe('the per-IP limit of the public calls (FOUNDERS_PUBLIC_RATE_LIMIT, in Postgres)', () => {
  it('the 4th public call in a minute from one IP is a 429 with SPEC’s message and retry-after; the next minute is open again', async () => {
    const limited = await testAppCreate({ env: { FOUNDERS_PUBLIC_RATE_LIMIT: '3' } });
    try {
      const code = 'ZZZZZ-ZZZZZ-ZZZZZ';
      // One limit for the four public calls: a caller cannot spread guesses over them.
      expect((await limited.call({ method: 'GET', url: `${FC}/validate/${code}` })).statusCode).toBe(200);
      expect((await limited.call({ method: 'POST', url: `${FC}/track-usage`, payload: { code, event: 'landing_opened' } })).statusCode).toBe(200);
      expect((await limited.call({ method: 'GET', url: `${FC}/seats` })).statusCode).toBe(200);
      for (const [method, url, payload] of [
        ['GET', `${FC}/validate/${code}`, undefined],
        ['POST', `${FC}/mark-conversion`, { proof: 'x.y' }],
      ] as const) {
        const res = await limited.call({ method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ error: { code: 'rate_limited', message: MESSAGES.rateLimited } });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another IP has its own count.
      expect((await limited.call({ method: 'GET', url: `${FC}/validate/${code}`, remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
      limited.clock.now = new Date(limited.clock.now.getTime() + 61_000);
      expect((await limited.call({ method: 'GET', url: `${FC}/validate/${code}` })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

// ——— the conversion rule on the injected clock ———

describe('conversion: onboarding done and real use, on the server’s clock', () => {
  async function newcomer(name: string): Promise<{ referrer: TestAccount; referee: TestAccount; proof: string }> {
    const referrer = await adultMake(t, `${name} Referrer`);
    const referee = await adultMake(t, name);
    const proof = (await joinOk(t, referee, await codeOf(t, referrer))).conversionProof;
    return { referrer, referee, proof };
  }

  it('three real messages on three separate days after onboarding convert it (after the third day’s turn, not before)', async () => {
    const { referee } = await newcomer('Tess');
    await onboard(t, referee);
    await chatDays(t, referee, BASE, 2);
    expect((await referralOf(t, referee.uid))?.status).toBe('pending');
    await chatDays(t, referee, BASE, 1, 2);
    const referral = await referralOf(t, referee.uid);
    expect(referral?.status).toBe('converted');
    const convertedAt = new Date(BASE.getTime() + 2 * DAY + 60_000);
    expect(new Date(referral?.converted_at ?? 0).toISOString()).toBe(convertedAt.toISOString());
    expect(new Date(referral?.reward_due_at ?? 0).toISOString()).toBe(new Date(convertedAt.getTime() + 7 * DAY).toISOString());
    const user = await t.database.db.selectFrom('users').select(['referral_conversion_status', 'referral_conversion_date']).where('id', '=', referee.uid).executeTakeFirstOrThrow();
    expect(user.referral_conversion_status).toBe('converted');
    expect(new Date(user.referral_conversion_date ?? 0).toISOString()).toBe(convertedAt.toISOString());
    const me = await meOf(t, referee);
    expect(me.referredBy).toMatchObject({ status: 'converted', days: 3, messages: 3, onboardingCompleted: true, inviterFirstName: 'Tess' });
  });

  it('not before onboarding: three days of messages wait, and finishing onboarding converts it', async () => {
    const { referee } = await newcomer('Owen');
    await chatDays(t, referee, BASE, 3);
    expect((await referralOf(t, referee.uid))?.status).toBe('pending');
    expect((await meOf(t, referee)).referredBy).toMatchObject({ status: 'pending', days: 3, messages: 3, onboardingCompleted: false });
    await onboard(t, referee);
    expect((await referralOf(t, referee.uid))?.status).toBe('converted');
  });

  it('one week with five: five real messages on one day convert once a week has passed since joining, not a day before', async () => {
    const { referee } = await newcomer('Wendy');
    await onboard(t, referee);
    for (const message of ['We want to plan a picnic by the river', 'How do I help my son with reading', 'Suggest a calm bedtime routine please', 'Why does the sky turn orange at sunset', 'Three ideas for a rainy afternoon please']) {
      await say(t, referee, message);
    }
    expect((await meOf(t, referee)).referredBy).toMatchObject({ status: 'pending', days: 1, messages: 5 });
    clockAt(t, BASE, 6, 23 * 3_600_000);
    expect((await meOf(t, referee)).referredBy?.status).toBe('pending');
    clockAt(t, BASE, 7);
    // The reward job converts it with no new message (someone who never opens their page is still converted).
    const run = await foundersRewardRun(t.database.db, t.clock.now);
    expect(run).toMatchObject({ ran: true });
    expect(run.converted).toBeGreaterThanOrEqual(1);
    expect((await referralOf(t, referee.uid))?.status).toBe('converted');
  });

  it('four messages in a week are not enough; the same text on three days counts once; “hi” is not real use', async () => {
    const { referee } = await newcomer('Sam');
    await onboard(t, referee);
    for (let day = 0; day < 3; day += 1) {
      clockAt(t, BASE, day, 60_000);
      await say(t, referee, 'We want to plan a picnic by the river this weekend');
      await say(t, referee, 'hi');
      await say(t, referee, 'ok ok');
    }
    clockAt(t, BASE, 8);
    expect((await meOf(t, referee)).referredBy).toMatchObject({ status: 'pending', days: 1, messages: 1 });
    expect(await referralConversionRun(t.database.db, referee.uid, t.clock.now)).toEqual({ status: 'pending', convertedNow: false });
  });

  it('a child profile’s messages, trial chats, another adult’s messages and a message the safety filter caught are not counted', async () => {
    const { referrer, referee } = await newcomer('Chloe');
    await onboard(t, referee);
    const kid = await t.childMake(referee, 'Kit', 10);
    for (let day = 0; day < 3; day += 1) {
      clockAt(t, BASE, day, 60_000);
      await say(t, referee, `My child profile writes a real message number ${String(day)} today`, kid.id);
      const trial = await t.call({ method: 'POST', url: '/api/chat', headers: { 'x-device-id': `trial-device-${referee.uid}` }, payload: { userId: 'trial_user', message: `A trial visitor writes real words on day ${String(day)}` } });
      expect(trial.statusCode, trial.body).toBe(200);
      await say(t, referrer, `The referrer writes their own real message on day ${String(day)}`);
    }
    await t.background.idle();
    expect((await meOf(t, referee)).referredBy).toMatchObject({ status: 'pending', days: 0, messages: 0 });
    // Two real days of the newcomer's own, and a third day's message the filter caught: still two days.
    await chatDays(t, referee, BASE, 2, 3);
    clockAt(t, BASE, 5, 60_000);
    await say(t, referee, 'I want to end my life tonight');
    const flagged = await t.database.db.selectFrom('chat_flags').select('id').where('user_id', '=', referee.uid).where('direction', '=', 'message').execute();
    expect(flagged.length).toBeGreaterThan(0);
    expect((await meOf(t, referee)).referredBy).toMatchObject({ status: 'pending', days: 2, messages: 2 });
  });

  it('5 concurrent conversion attempts (turn, page, proof, job) convert once', async () => {
    const { referee, proof } = await newcomer('Cora');
    await chatDays(t, referee, BASE, 3);
    // Onboarding recorded without its own check, so the five below race for the conversion.
    await t.database.db.updateTable('users').set({ onboarding_completed: true, onboarding_completed_at: t.clock.now }).where('id', '=', referee.uid).execute();
    clockAt(t, BASE, 3);
    const attempts = await Promise.all([
      referralConversionRun(t.database.db, referee.uid, new Date(t.clock.now.getTime() + 1)),
      referralConversionRun(t.database.db, referee.uid, new Date(t.clock.now.getTime() + 2)),
      referralConversionRun(t.database.db, referee.uid, new Date(t.clock.now.getTime() + 3)),
      t.call({ method: 'POST', url: `${FC}/mark-conversion`, payload: { proof } }),
      t.call({ method: 'GET', url: `${FC}/me`, as: referee }),
    ]);
    const direct = attempts.slice(0, 3) as Array<Awaited<ReturnType<typeof referralConversionRun>>>;
    const referral = await referralOf(t, referee.uid);
    expect(referral?.status).toBe('converted');
    const user = await t.database.db.selectFrom('users').select('referral_conversion_date').where('id', '=', referee.uid).executeTakeFirstOrThrow();
    expect(new Date(user.referral_conversion_date ?? 0).getTime()).toBe(new Date(referral?.converted_at ?? 1).getTime());
    // At most one of the direct calls moved it (the route calls may have won instead); none moved it twice.
    expect(direct.filter((result) => result?.convertedNow === true).length).toBeLessThanOrEqual(1);
    const again = await Promise.all([1, 2, 3, 4, 5].map((i) => referralConversionRun(t.database.db, referee.uid, new Date(t.clock.now.getTime() + 10 + i))));
    expect(again.every((result) => result?.convertedNow === false && result.status === 'converted')).toBe(true);
  });
});

// ——— the genuine referral, paid exactly once ———

describe('a genuine referral pays both sides exactly once, after the hold', () => {
  it('joins, onboards, chats on three days; nothing during the hold; then REFERRAL_REWARD_TOKENS each through the ledger, once — also with 5 concurrent settlements', async () => {
    const robin = await adultMake(t, 'Robin Genuine');
    const code = await codeOf(t, robin, 'robin-phone');
    await meOf(t, robin, 'robin-phone');
    const nova = await adultMake(t, 'Nova Newcomer');
    // Both on the same household IP (every injected request comes from 127.0.0.1): not abuse.
    const joined = FoundersJoinResultSchema.parse((await joinCall(t, nova, code, 'nova-laptop')).json());
    expect(joined).toMatchObject({ referralStatus: 'pending', inviterFirstName: 'Robin' });
    expect(joined.seat).toBeGreaterThan(0);
    const user = await t.database.db.selectFrom('users').select(['founders_invitation_code', 'referral_conversion_status']).where('id', '=', nova.uid).executeTakeFirstOrThrow();
    expect(user).toEqual({ founders_invitation_code: code.replaceAll('-', ''), referral_conversion_status: 'pending' });
    const referral = await referralOf(t, nova.uid);
    expect(referral).toMatchObject({ referrer_id: robin.uid, status: 'pending', flag_reasons: [] });
    expect(referral?.ip_hash).toMatch(/^[0-9a-f]{64}$/);

    await onboard(t, nova);
    await chatDays(t, nova, BASE, 3);
    expect((await referralOf(t, nova.uid))?.status).toBe('converted');
    const robinBefore = await balanceOf(t, robin.uid);
    const novaBefore = await balanceOf(t, nova.uid);

    // During the hold nothing is paid, whoever looks.
    clockAt(t, BASE, 2 + 7, 59_000);
    await meOf(t, robin);
    await meOf(t, nova);
    expect(await foundersRewardRun(t.database.db, t.clock.now)).toMatchObject({ ran: true, rewarded: 0 });
    expect(await referralLedgerOf(t, robin.uid)).toEqual([]);
    expect((await meOf(t, robin)).invitations[0]).toMatchObject({ firstName: 'Nova', status: 'converted', rewardDueAt: new Date(BASE.getTime() + 9 * DAY + 60_000).toISOString() });

    // The hold has ended: five settlements at once, and both pages, pay once.
    clockAt(t, BASE, 9, 61_000);
    const id = referral?.id ?? '';
    const outcomes = await Promise.all([
      referralSettle(t.database.db, id, t.clock.now),
      referralSettle(t.database.db, id, t.clock.now),
      referralSettle(t.database.db, id, t.clock.now),
      referralSettle(t.database.db, id, t.clock.now),
      referralSettle(t.database.db, id, t.clock.now),
      t.call({ method: 'GET', url: `${FC}/me`, as: robin }),
      t.call({ method: 'GET', url: `${FC}/me`, as: nova }),
      foundersRewardRun(t.database.db, t.clock.now),
    ]);
    const settled = outcomes.slice(0, 5) as Array<'rewarded' | 'withheld' | null>;
    expect(settled.filter((outcome) => outcome === 'withheld')).toEqual([]);
    expect(settled.filter((outcome) => outcome === 'rewarded').length).toBeLessThanOrEqual(1);

    for (const [who, before] of [
      [robin, robinBefore],
      [nova, novaBefore],
    ] as const) {
      const rows = await referralLedgerOf(t, who.uid);
      expect(rows.map((row) => [row.delta, row.reference])).toEqual([[REFERRAL_REWARD_TOKENS, id]]);
      const after = await balanceOf(t, who.uid);
      expect(after.balance).toBe(before.balance + REFERRAL_REWARD_TOKENS);
      expect(after.balance).toBe(after.fromLedger);
    }
    expect(await referralOf(t, nova.uid)).toMatchObject({ status: 'rewarded', referee_reward: REFERRAL_REWARD_TOKENS, referrer_reward: REFERRAL_REWARD_TOKENS });

    const robinPage = await meOf(t, robin);
    expect(robinPage.rewards).toEqual([{ tokens: REFERRAL_REWARD_TOKENS, at: t.clock.now.toISOString(), side: 'referrer', otherFirstName: 'Nova' }]);
    expect(robinPage.rewardTokensTotal).toBe(REFERRAL_REWARD_TOKENS);
    expect(robinPage.caps).toEqual({ thisMonth: 1, perMonth: 5, total: 1, inAll: 20 });
    expect(robinPage.invitations[0]).toMatchObject({ status: 'rewarded', rewardDueAt: null, note: null });
    const novaPage = await meOf(t, nova);
    expect(novaPage.rewards).toEqual([{ tokens: REFERRAL_REWARD_TOKENS, at: t.clock.now.toISOString(), side: 'referee', otherFirstName: 'Robin' }]);
    expect(novaPage.seat?.seat).toBe(joined.seat);

    // A replayed proof afterwards: nothing more, recorded for admins.
    const replay = await t.call({ method: 'POST', url: `${FC}/mark-conversion`, payload: { proof: joined.conversionProof } });
    expect(replay.json()).toEqual({ status: 'rewarded' });
    clockAt(t, BASE, 30);
    await foundersRewardRun(t.database.db, t.clock.now);
    await meOf(t, robin);
    expect((await referralLedgerOf(t, robin.uid)).length).toBe(1);
    expect((await referralLedgerOf(t, nova.uid)).length).toBe(1);
  });
});

// ——— admin ———

describe('admin: create, list, revoke, stats', () => {
  it('creates a founders invitation (201), lists it newest first by kind, revokes it once, and counts it all', async () => {
    // Later than every code the other tests made, so it is the newest.
    const at = clockAt(t, BASE, 40);
    const made = await founderCode({ note: 'podcast listeners', maxUses: 3, expiresAt: new Date(BASE.getTime() + 70 * DAY).toISOString() });
    expect(made).toMatchObject({ kind: 'founders', status: 'valid', note: 'podcast listeners', createdBy: admin.uid, ownerId: null, ownerFirstName: null, maxUses: 3, uses: 0, landings: 0, conversions: 0, revokedAt: null });
    expect(made.code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);

    const list = AdminInvitationListSchema.parse((await t.call({ method: 'GET', url: `${FC}/admin/invitations?kind=founders&limit=1`, as: admin })).json());
    expect(list.invitations.map((invitation) => invitation.id)).toEqual([made.id]);
    expect(list.total).toBeGreaterThanOrEqual(1);
    const referrals = AdminInvitationListSchema.parse((await t.call({ method: 'GET', url: `${FC}/admin/invitations?kind=referral&limit=200`, as: admin })).json());
    expect(referrals.invitations.every((invitation) => invitation.kind === 'referral' && invitation.ownerId !== null && invitation.ownerFirstName !== null)).toBe(true);

    const first = await t.call({ method: 'POST', url: `${FC}/admin/invitations/${made.id}/revoke`, as: admin });
    expect(first.json<AdminInvitation>()).toMatchObject({ status: 'revoked', revokedAt: at.toISOString() });
    clockAt(t, BASE, 41);
    const second = await t.call({ method: 'POST', url: `${FC}/admin/invitations/${made.id}/revoke`, as: admin });
    expect(second.json<AdminInvitation>().revokedAt).toBe(at.toISOString());
    expect((await t.call({ method: 'POST', url: `${FC}/admin/invitations/nope/revoke`, as: admin })).statusCode).toBe(404);
    const refused = await joinCall(t, await adultMake(t, 'Late'), made.code);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ error: { code: 'invitation_unusable', message: INVITATION_STATUS_MESSAGES.revoked } });
  });

  it('stats: codes, landings, uses, conversions, rewards, seats and the flagged events with their reasons', async () => {
    // Later than every event the other tests caused, so these are the latest.
    clockAt(t, BASE, 50);
    const before = FoundersStatsSchema.parse((await t.call({ method: 'GET', url: `${FC}/admin/stats`, as: admin })).json());
    const riley = await adultMake(t, 'Riley', `riley.stats.${Date.now()}@gmail.com`);
    const code = await codeOf(t, riley, 'riley-tablet');
    await t.call({ method: 'POST', url: `${FC}/track-usage`, payload: { code, event: 'landing_opened' } });
    const sneaky = await adultMake(t, 'Sneaky', `${riley.email.split('@')[0]?.replaceAll('.', '')}+again@gmail.com`);
    await joinOk(t, sneaky, code, 'riley-tablet');
    await t.call({ method: 'POST', url: `${FC}/mark-conversion`, payload: { proof: 'bm9wZQ.AAAA' } });
    const stats: FoundersStats = FoundersStatsSchema.parse((await t.call({ method: 'GET', url: `${FC}/admin/stats`, as: admin })).json());
    expect(stats.codes.referral).toBe(before.codes.referral + 1);
    expect(stats.landings).toBe(before.landings + 1);
    expect(stats.uses).toBe(before.uses + 1);
    expect(stats.seatsTaken).toBe(before.seatsTaken + 1);
    expect(stats.flaggedEvents).toBe(before.flaggedEvents + 3);
    const latest = stats.flagged.slice(0, 3);
    expect(new Set(latest.map((event) => event.reason))).toEqual(new Set(['self_referral_email', 'same_device', 'invalid_proof']));
    for (const event of latest.filter((e) => e.reason !== 'invalid_proof')) expect(event).toMatchObject({ code, referrerId: riley.uid, refereeId: sneaky.uid });
    expect(latest.find((event) => event.reason === 'invalid_proof')).toMatchObject({ code: null, referrerId: null, refereeId: null });
    expect(stats.rewards.paid).toBeGreaterThanOrEqual(1);
    expect(stats.rewards.tokens).toBe(stats.rewards.paid * 2 * REFERRAL_REWARD_TOKENS);
  });
});

// ——— deletion and export ———

describe('deletion and export cover the referral tables', () => {
  it('the export holds the account’s code, referrals (as either side), seat, devices and reward ledger rows; never a hash', async () => {
    const ref = await adultMake(t, 'Exporta');
    const code = await codeOf(t, ref, 'exporta-phone');
    const joiner = await adultMake(t, 'Joiner');
    await joinOk(t, joiner, code, 'joiner-phone');
    for (const [who, side] of [
      [ref, 'referrer'],
      [joiner, 'referee'],
    ] as const) {
      const res = await t.call({ method: 'GET', url: `/api/users/${who.uid}/export`, as: who });
      expect(res.statusCode, res.body).toBe(200);
      const data: DataExport = DataExportSchema.parse(res.json());
      const referrals = data.otherTables['referrals'] ?? [];
      expect(referrals.length, side).toBe(1);
      expect(referrals[0]).toMatchObject({ status: 'pending', side });
      expect(JSON.stringify(data)).not.toMatch(/deviceHash|ipHash|device_hash|ip_hash/);
      expect(data.sources['referrals']).toBe(1);
      if (side === 'referrer') {
        expect(data.otherTables['invitation_codes']?.[0]).toMatchObject({ code: code.replaceAll('-', ''), kind: 'referral' });
        expect(referrals[0]).not.toHaveProperty('refereeId');
      } else {
        expect(data.otherTables['founder_seats']?.length).toBe(1);
        expect(referrals[0]).not.toHaveProperty('referrerId');
      }
      expect(data.otherTables['account_devices']?.length).toBe(1);
    }
  });

  /** Every `table.column` of the live schema (as dataRights.test.ts walks it) in which one of `ids` appears. */
  async function idHolders(ids: readonly string[]): Promise<string[]> {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely\\_%'`.execute(t.database.db);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      for (const id of ids) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where strpos(${sql.ref(column)}::text, ${id}) > 0`.execute(t.database.db);
        if (Number(rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}: ${id}`);
      }
    }
    return found;
  }

  it('deleting a referee and a referrer leaves no orphan and no id behind; the other side keeps their own record', async () => {
    const referrer = await adultMake(t, 'Deleta', `deleta.${Date.now()}@gmail.com`);
    const code = await codeOf(t, referrer, 'deleta-phone');
    await meOf(t, referrer, 'deleta-phone');
    const referee = await adultMake(t, 'Goner', `${referrer.email.split('@')[0]?.replaceAll('.', '')}@gmail.com`);
    await joinOk(t, referee, code, 'deleta-phone');
    const stays = await adultMake(t, 'Stays');
    await joinOk(t, stays, code);
    const referral = await referralOf(t, referee.uid);
    expect(referral?.flag_reasons).toEqual(expect.arrayContaining(['self_referral_email', 'same_device']));

    expect((await t.call({ method: 'DELETE', url: `/api/users/${referee.uid}`, as: referee })).statusCode).toBe(204);
    expect(await idHolders([referee.uid])).toEqual([]);
    expect(await referralOf(t, stays.uid)).toMatchObject({ referrer_id: referrer.uid });
    const events = await t.database.db.selectFrom('referral_events').selectAll().where('referral_id', 'is', null).where('referrer_id', '=', referrer.uid).execute();
    expect(events.length).toBeGreaterThanOrEqual(2);

    expect((await t.call({ method: 'DELETE', url: `/api/users/${referrer.uid}`, as: referrer })).statusCode).toBe(204);
    expect(await idHolders([referrer.uid, referee.uid])).toEqual([]);
    // The newcomer who stays keeps their referral (no referrer, no code any more) and their seat.
    const kept = await referralOf(t, stays.uid);
    expect(kept).toMatchObject({ referrer_id: null, code_id: null, status: 'pending' });
    const page = await meOf(t, stays);
    expect(page.referredBy).toMatchObject({ inviterFirstName: 'A friend', status: 'pending' });
    expect(page.seat).not.toBeNull();
    // Every referral row still points at something that exists (no orphan).
    const orphans = await t.database.db
      .selectFrom('referrals as r')
      .leftJoin('users as u', 'u.id', 'r.referee_id')
      .leftJoin('invitation_codes as i', 'i.id', 'r.code_id')
      .select('r.id')
      .where((eb) => eb.or([eb('u.id', 'is', null), eb.and([eb('r.code_id', 'is not', null), eb('i.id', 'is', null)])]))
      .execute();
    expect(orphans).toEqual([]);
  });

  it('a referee whose referrer was deleted before the reward is paid alone', async () => {
    const referrer = await adultMake(t, 'Vanish');
    const referee = await adultMake(t, 'Remain');
    await joinOk(t, referee, await codeOf(t, referrer));
    await onboard(t, referee);
    await chatDays(t, referee, BASE, 3);
    expect((await t.call({ method: 'DELETE', url: `/api/users/${referrer.uid}`, as: referrer })).statusCode).toBe(204);
    clockAt(t, BASE, 10);
    const page = await meOf(t, referee);
    expect(page.rewards).toEqual([{ tokens: REFERRAL_REWARD_TOKENS, at: t.clock.now.toISOString(), side: 'referee', otherFirstName: 'A friend' }]);
    expect(await referralOf(t, referee.uid)).toMatchObject({ status: 'rewarded', referee_reward: REFERRAL_REWARD_TOKENS, referrer_reward: 0 });
  });
});

// ——— configuration ———

describe('configuration', () => {
  it('FOUNDERS_PUBLIC_RATE_LIMIT, FOUNDERS_PROOF_SECRET and GROVE_TEST_CLOCK_OFFSET_MS: defaults, and a bad value stops the API naming it', () => {
    const base = { NODE_ENV: 'test', MENTOR_PROVIDER: 'builtin' };
    expect(configFromEnv(base)).toMatchObject({ founders: { publicPerMinute: 30, proofSecret: null }, testClockOffsetMs: 0 });
    expect(configFromEnv({ ...base, FOUNDERS_PUBLIC_RATE_LIMIT: '5', FOUNDERS_PROOF_SECRET: 'x'.repeat(32), GROVE_TEST_CLOCK_OFFSET_MS: '-86400000' })).toMatchObject({
      founders: { publicPerMinute: 5, proofSecret: 'x'.repeat(32) },
      testClockOffsetMs: -86_400_000,
    });
    expect(() => configFromEnv({ ...base, FOUNDERS_PUBLIC_RATE_LIMIT: '0' })).toThrow(/FOUNDERS_PUBLIC_RATE_LIMIT/);
    expect(() => configFromEnv({ ...base, FOUNDERS_PROOF_SECRET: 'short' })).toThrow(/FOUNDERS_PROOF_SECRET: must be at least 32 characters/);
    expect(() => configFromEnv({ ...base, GROVE_TEST_CLOCK_OFFSET_MS: '1.5' })).toThrow(/GROVE_TEST_CLOCK_OFFSET_MS: must be a whole number/);
    expect(() => configFromEnv({ NODE_ENV: 'production', GROVE_TEST_CLOCK_OFFSET_MS: '86400000' })).toThrow(ConfigError);
    expect(() => configFromEnv({ NODE_ENV: 'production', GROVE_TEST_CLOCK_OFFSET_MS: '86400000' })).toThrow(/GROVE_TEST_CLOCK_OFFSET_MS must not be set when NODE_ENV=production/);
    expect(configFromEnv({ NODE_ENV: 'production', GROVE_TEST_CLOCK_OFFSET_MS: '0' }).testClockOffsetMs).toBe(0);
  });

  it('a configured FOUNDERS_PROOF_SECRET signs the proofs: another API with another secret refuses them', async () => {
    const one = await testAppCreate({ env: { FOUNDERS_PROOF_SECRET: 'a'.repeat(40) } });
    try {
      const referrer = await one.account('Key');
      const referee = await one.account('Keyed');
      const made = await one.call({ method: 'POST', url: `${FC}/me/code`, as: referrer });
      const proof = (await one.call({ method: 'POST', url: `${FC}/join`, as: referee, payload: { code: made.json<{ code: string }>().code } })).json<{ conversionProof: string }>().conversionProof;
      expect((await one.call({ method: 'POST', url: `${FC}/mark-conversion`, payload: { proof } })).statusCode).toBe(200);
      expect(await one.database.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
      // The same proof checked with the database's own key (no secret configured) is not valid.
      expect((await t.call({ method: 'POST', url: `${FC}/mark-conversion`, payload: { proof } })).statusCode).toBe(403);
    } finally {
      await one.close();
    }
  });
});
