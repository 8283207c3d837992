import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOUNDERS_ALREADY_JOINED_MESSAGE,
  FOUNDERS_CHILD_PROFILE_MESSAGE,
  INVITATION_STATUS_MESSAGES,
  REFERRAL_REWARD_TOKENS,
  type AdminInvitation,
  type ReferralFlagReason,
} from '@grove/api-contract';
import { foundersRewardRun } from '../services/founders';
import { DAY, FC, adminMake, adultMake, balanceOf, chatDays, clockAt, codeOf, joinCall, joinOk, meOf, onboard, referralLedgerOf, referralOf } from '../test/founders.test-helper';
import { testAppCreate, type TestAccount, type TestApp } from '../test/harness';

// Issue 19, "abuse, measured": a script of abuse cases, each carried as far as it can go (joined,
// onboarded, three days of real use, past the hold, the reward job run and both pages opened), and
// each paying 0 tokens to either side — checked in the ledger and in the balances — while a genuine
// referral from the same household IP pays exactly once to both sides, also under five concurrent
// conversion attempts and five concurrent settlements.

const BASE = new Date('2031-05-03T09:00:00.000Z');
let t: TestApp;
let admin: TestAccount;
/** Every account an abuse case made: none may ever hold a referral reward. */
const abusers: TestAccount[] = [];

beforeAll(async () => {
  t = await testAppCreate({ env: { FOUNDERS_PUBLIC_RATE_LIMIT: '100000' } });
  clockAt(t, BASE);
  admin = await adminMake(t);
});

afterAll(async () => {
  await t?.close();
});

function unique(): string {
  return randomUUID().replaceAll('-', '').slice(0, 8);
}

async function people(referrerName: string, refereeName: string, emails: { referrer?: string; referee?: string } = {}): Promise<[TestAccount, TestAccount]> {
  clockAt(t, BASE);
  const referrer = await adultMake(t, referrerName, emails.referrer);
  const referee = await adultMake(t, refereeName, emails.referee);
  abusers.push(referrer, referee);
  return [referrer, referee];
}

/**
 * After a join that was let through: the newcomer onboards and really uses Grove on three days, the
 * hold passes, the reward job runs and both open their page — everything a payment would need.
 */
async function throughTheHold(referrer: TestAccount, referee: TestAccount): Promise<void> {
  await onboard(t, referee);
  await chatDays(t, referee, BASE, 3);
  clockAt(t, BASE, 2 + 7 + 2);
  expect((await foundersRewardRun(t.database.db, t.clock.now)).ran).toBe(true);
  await meOf(t, referrer);
  await meOf(t, referee);
}

/** Nothing paid: no `referral` ledger row for anyone named, and every balance what its ledger says (the referrer's untouched). */
async function paidNothing(referrer: TestAccount, ...others: TestAccount[]): Promise<void> {
  for (const who of [referrer, ...others]) {
    expect(await referralLedgerOf(t, who.uid), who.email).toEqual([]);
    const { balance, fromLedger } = await balanceOf(t, who.uid);
    expect(balance, who.email).toBe(fromLedger);
  }
  // The referrer never chats in these cases: their balance is what sign-up gave, to the token.
  expect((await balanceOf(t, referrer.uid)).balance).toBe(1_000_000);
}

/** A joined-and-used referral that must end withheld, for `reasons`. */
async function withheldFor(referee: TestAccount, reasons: ReferralFlagReason[]): Promise<void> {
  const referral = await referralOf(t, referee.uid);
  expect(referral?.status).toBe('withheld');
  expect([...(referral?.flag_reasons ?? [])].sort()).toEqual([...reasons].sort());
  expect(referral).toMatchObject({ referee_reward: 0, referrer_reward: 0, rewarded_at: null });
}

async function eventsOf(refereeId: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom('referral_events').select('reason').where('referee_id', '=', refereeId).execute();
  return rows.map((row) => row.reason).sort();
}

async function founderCode(body: Record<string, unknown>): Promise<AdminInvitation> {
  const res = await t.call({ method: 'POST', url: `${FC}/admin/create-invitation`, as: admin, payload: { maxUses: 10, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminInvitation>();
}

/** Rewarded referrals of `referrerId` in the past, at `dates` (seeded: other newcomers the referrer brought). */
async function rewardedHistory(referrerId: string, dates: readonly Date[]): Promise<void> {
  for (const at of dates) {
    const id = `seeded-${unique()}`;
    await t.database.db.insertInto('users').values({ id, email: `${id}@example.org`, display_name: 'Seeded', role: 'standard_user', settings: '{}', created_at: at }).execute();
    await t.database.db
      .insertInto('referrals')
      .values({ id: randomUUID(), code_id: null, kind: 'referral', referrer_id: referrerId, referee_id: id, status: 'rewarded', joined_at: at, converted_at: at, reward_due_at: at, rewarded_at: at, referee_reward: REFERRAL_REWARD_TOKENS, referrer_reward: REFERRAL_REWARD_TOKENS })
      .execute();
  }
}

describe('abuse script: every case pays 0 tokens', () => {
  it('1. self-referral, the exact same address (an account with a second sign-in method under one e-mail): flagged, withheld', async () => {
    const [referrer, referee] = await people('Sally', 'Sally Again');
    // Firebase refuses a second sign-up with the same address; a project that allows one account per
    // sign-in method can still have two, which is what this stands for.
    await t.database.db.updateTable('users').set({ email: referrer.email }).where('id', '=', referee.uid).execute();
    await joinOk(t, referee, await codeOf(t, referrer));
    await throughTheHold(referrer, referee);
    await withheldFor(referee, ['self_referral_email']);
    expect(await eventsOf(referee.uid)).toEqual(['self_referral_email']);
    await paidNothing(referrer, referee);
  });

  it('2. self-referral with Gmail dots (robin.hood@ and robinhood@gmail.com)', async () => {
    const local = `robin.hood.${unique()}`;
    const [referrer, referee] = await people('Robin', 'Rob', { referrer: `${local}@gmail.com`, referee: `${local.replaceAll('.', '')}@gmail.com` });
    await joinOk(t, referee, await codeOf(t, referrer));
    await throughTheHold(referrer, referee);
    await withheldFor(referee, ['self_referral_email']);
    await paidNothing(referrer, referee);
  });

  it('3. self-referral with a +tag (robinhood+grove@googlemail.com)', async () => {
    const local = `robinhood${unique()}`;
    const [referrer, referee] = await people('Robin', 'Robbie', { referrer: `${local}@gmail.com`, referee: `${local}+grove@googlemail.com` });
    await joinOk(t, referee, await codeOf(t, referrer));
    await throughTheHold(referrer, referee);
    await withheldFor(referee, ['self_referral_email']);
    await paidNothing(referrer, referee);
  });

  it('4. self-referral by case (Robin@Family.org and robin@family.org)', async () => {
    const [referrer, referee] = await people('Robin', 'ROBIN');
    const address = `robin.${unique()}@family.org`;
    // The sign-in service lowercases the addresses it issues; other sign-in providers may not.
    await t.database.db.updateTable('users').set({ email: address }).where('id', '=', referrer.uid).execute();
    await t.database.db.updateTable('users').set({ email: address.replace('robin', 'Robin').replace('family', 'Family') }).where('id', '=', referee.uid).execute();
    await joinOk(t, referee, await codeOf(t, referrer));
    await throughTheHold(referrer, referee);
    await withheldFor(referee, ['self_referral_email']);
    await paidNothing(referrer, referee);
  });

  it('5. a disposable e-mail domain (mailinator.com, by mailchecker’s list)', async () => {
    const [referrer, referee] = await people('Dana', 'Throwaway', { referee: `throwaway.${unique()}@mailinator.com` });
    await joinOk(t, referee, await codeOf(t, referrer));
    await throughTheHold(referrer, referee);
    await withheldFor(referee, ['disposable_email']);
    await paidNothing(referrer, referee);
  });

  it('6. the same device as the referrer (X-Device-Id seen on the referrer’s account)', async () => {
    const [referrer, referee] = await people('Devi', 'Second Account');
    const code = await codeOf(t, referrer);
    await meOf(t, referrer, 'family-tablet-1');
    await joinOk(t, referee, code, 'family-tablet-1');
    await throughTheHold(referrer, referee);
    await withheldFor(referee, ['same_device']);
    expect(await eventsOf(referee.uid)).toEqual(['same_device']);
    await paidNothing(referrer, referee);
  });

  it('7. a child profile tries to refer: 403, no code is made', async () => {
    const [parent] = await people('Parent', 'Unused');
    const kid = await t.childMake(parent, 'Kid', 11);
    for (const [method, url] of [
      ['POST', `${FC}/me/code`],
      ['GET', `${FC}/me`],
    ] as const) {
      const res = await t.call({ method, url, as: parent, role: 'child_user', childId: kid.id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: FOUNDERS_CHILD_PROFILE_MESSAGE } });
    }
    expect(await t.database.db.selectFrom('invitation_codes').select('id').where('owner_id', '=', parent.uid).execute()).toEqual([]);
    await paidNothing(parent);
  });

  it('8. a child profile tries to join: 403, nothing recorded, the code not used', async () => {
    const [referrer, parent] = await people('Rita', 'New Parent');
    const code = await codeOf(t, referrer);
    const kid = await t.childMake(parent, 'Kiddo', 8);
    const res = await joinCall(t, parent, code, undefined, { role: 'child_user', childId: kid.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'forbidden', message: FOUNDERS_CHILD_PROFILE_MESSAGE } });
    expect(await referralOf(t, parent.uid)).toBeUndefined();
    expect((await meOf(t, referrer)).code?.uses).toBe(0);
    await paidNothing(referrer, parent);
  });

  it('9. a revoked code: 410 with its message, nothing recorded', async () => {
    const [referrer, referee] = await people('Rev', 'Too Late');
    const code = await codeOf(t, referrer);
    expect((await t.call({ method: 'DELETE', url: `${FC}/me/code`, as: referrer })).statusCode).toBe(204);
    const res = await joinCall(t, referee, code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: { code: 'invitation_unusable', message: INVITATION_STATUS_MESSAGES.revoked } });
    expect(await referralOf(t, referee.uid)).toBeUndefined();
    await paidNothing(referrer, referee);
  });

  it('10. an expired code: 410 with its message', async () => {
    const [referrer, referee] = await people('Unused', 'Expired Guest');
    const invitation = await founderCode({ expiresAt: new Date(BASE.getTime() + DAY).toISOString() });
    clockAt(t, BASE, 2);
    const res = await joinCall(t, referee, invitation.code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: { code: 'invitation_unusable', message: INVITATION_STATUS_MESSAGES.expired } });
    expect(await referralOf(t, referee.uid)).toBeUndefined();
    await paidNothing(referrer, referee);
  });

  it('11. a used-up code: 410 for the second newcomer; the first (a founders invitation) is seated but paid nothing', async () => {
    const [first, second] = await people('First Guest', 'Second Guest');
    const invitation = await founderCode({ maxUses: 1 });
    const joined = await joinOk(t, first, invitation.code);
    expect(joined).toMatchObject({ inviterFirstName: 'the Grove team' });
    expect(joined.seat).toBeGreaterThan(0);
    const res = await joinCall(t, second, invitation.code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: { code: 'invitation_unusable', message: INVITATION_STATUS_MESSAGES.used_up } });
    // A founders invitation has no one to thank: it converts like any other and is withheld.
    await throughTheHold(admin, first);
    expect(await referralOf(t, first.uid)).toMatchObject({ status: 'withheld', kind: 'founders', referee_reward: 0 });
    expect(await referralLedgerOf(t, first.uid)).toEqual([]);
    expect(await referralLedgerOf(t, admin.uid)).toEqual([]);
    await paidNothing(second, first);
  });

  it('12. a forged or altered proof: 403, recorded as invalid_proof, converts nothing', async () => {
    const [referrer, referee] = await people('Proofer', 'Forger');
    const { conversionProof } = await joinOk(t, referee, await codeOf(t, referrer));
    const [idPart = ''] = conversionProof.split('.');
    const before = await t.database.db.selectFrom('referral_events').select('id').where('reason', '=', 'invalid_proof').execute();
    for (const forged of [`${idPart}.${'A'.repeat(43)}`, `${Buffer.from(randomUUID()).toString('base64url')}.${conversionProof.split('.')[1] ?? ''}`, 'abc.def', `${conversionProof}x`, `${conversionProof}.extra`]) {
      const res = await t.call({ method: 'POST', url: `${FC}/mark-conversion`, payload: { proof: forged } });
      expect(res.statusCode, forged).toBe(403);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('forbidden');
    }
    const after = await t.database.db.selectFrom('referral_events').select('id').where('reason', '=', 'invalid_proof').execute();
    expect(after.length).toBe(before.length + 5);
    expect((await referralOf(t, referee.uid))?.status).toBe('pending');
    await paidNothing(referrer, referee);
  });

  it('13. an account older than a week joining: 409 already_joined', async () => {
    const [referrer, referee] = await people('Inviter', 'Old Timer');
    const code = await codeOf(t, referrer);
    clockAt(t, BASE, 7, 1000);
    const res = await joinCall(t, referee, code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'already_joined', message: FOUNDERS_ALREADY_JOINED_MESSAGE } });
    await paidNothing(referrer, referee);
  });

  it('14. joining twice (the same code or another): 409, one referral, one use, one seat', async () => {
    const [referrer, referee] = await people('Twice', 'Double Dip');
    const code = await codeOf(t, referrer);
    const other = await founderCode({});
    await joinOk(t, referee, code);
    const results = await Promise.all([joinCall(t, referee, code), joinCall(t, referee, other.code)]);
    for (const res of results) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: { code: 'already_joined', message: FOUNDERS_ALREADY_JOINED_MESSAGE } });
    }
    expect((await meOf(t, referrer)).code?.uses).toBe(1);
    expect(await t.database.db.selectFrom('founder_seats').select('seat').where('user_id', '=', referee.uid).execute()).toHaveLength(1);
    await paidNothing(referrer, referee);
  });

  it('15. the owner using their own code: 409', async () => {
    const [owner] = await people('Self Starter', 'Unused Two');
    const res = await joinCall(t, owner, await codeOf(t, owner));
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('already_joined');
    expect(await referralOf(t, owner.uid)).toBeUndefined();
    await paidNothing(owner);
  });

  it('16. the month cap: the 6th referral rewarded in one month pays its referrer nothing (nor the newcomer: withheld)', async () => {
    const [referrer, referee] = await people('Busy Bee', 'Sixth Friend');
    await rewardedHistory(referrer.uid, [1, 2, 3, 4, 5].map((day) => new Date(Date.UTC(2031, 4, day, 12))));
    await joinOk(t, referee, await codeOf(t, referrer));
    await throughTheHold(referrer, referee);
    await withheldFor(referee, ['referrer_cap_month']);
    expect(await eventsOf(referee.uid)).toEqual(['referrer_cap_month']);
    const page = await meOf(t, referrer);
    expect(page.caps).toEqual({ thisMonth: 5, perMonth: 5, total: 5, inAll: 20 });
    expect(page.invitations.find((invitation) => invitation.firstName === 'Sixth')).toMatchObject({ status: 'withheld', note: expect.stringMatching(/this month's limit of 5/) });
    await paidNothing(referrer, referee);
  });

  it('17. the total cap: the 21st pays nothing, though this month is empty', async () => {
    const [referrer, referee] = await people('Old Hand', 'Twenty First');
    const dates = Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(2030, 8 + Math.floor(i / 4), 1 + (i % 4), 12)));
    await rewardedHistory(referrer.uid, dates);
    await joinOk(t, referee, await codeOf(t, referrer));
    await throughTheHold(referrer, referee);
    await withheldFor(referee, ['referrer_cap_total']);
    expect((await meOf(t, referrer)).caps).toMatchObject({ thisMonth: 0, total: 20 });
    await paidNothing(referrer, referee);
  });
});

describe('the genuine referral beside them, from the same household IP', () => {
  it('pays exactly once to both sides (REFERRAL_REWARD_TOKENS each, reason referral), under 5 concurrent conversions and 5 concurrent settlements; replays pay nothing', async () => {
    const [referrer, referee] = await people('Grace Genuine', 'Hal Household');
    abusers.splice(abusers.indexOf(referrer), 2);
    const code = await codeOf(t, referrer, 'grace-phone');
    const { conversionProof } = await joinOk(t, referee, code, 'hal-laptop');
    const referral = await referralOf(t, referee.uid);
    expect(referral?.flag_reasons).toEqual([]);
    // The same IP as every abuse case above (all came from 127.0.0.1): stored hashed, never a flag.
    const sameIp = await t.database.db.selectFrom('referrals').select('ip_hash').distinct().where('referee_id', 'in', abusers.map((a) => a.uid)).execute();
    expect(sameIp.map((row) => row.ip_hash)).toEqual([referral?.ip_hash]);

    await chatDays(t, referee, BASE, 3);
    await t.database.db.updateTable('users').set({ onboarding_completed: true, onboarding_completed_at: t.clock.now }).where('id', '=', referee.uid).execute();
    const conversions = await Promise.all(Array.from({ length: 5 }, () => t.call({ method: 'POST', url: `${FC}/mark-conversion`, payload: { proof: conversionProof } })));
    expect(conversions.map((res) => res.json<{ status: string }>().status)).toEqual(Array(5).fill('converted'));
    const converted = await referralOf(t, referee.uid);
    expect(converted?.status).toBe('converted');

    clockAt(t, BASE, 2 + 7 + 1);
    const before = { referrer: await balanceOf(t, referrer.uid), referee: await balanceOf(t, referee.uid) };
    const settlements = await Promise.all([
      t.call({ method: 'GET', url: `${FC}/me`, as: referrer }),
      t.call({ method: 'GET', url: `${FC}/me`, as: referee }),
      t.call({ method: 'GET', url: `${FC}/me`, as: referrer }),
      t.call({ method: 'GET', url: `${FC}/me`, as: referee }),
      foundersRewardRun(t.database.db, t.clock.now),
    ]);
    expect(settlements.slice(0, 4).map((res) => (res as { statusCode: number }).statusCode)).toEqual([200, 200, 200, 200]);
    for (const replay of [1, 2, 3]) {
      const res = await t.call({ method: 'POST', url: `${FC}/mark-conversion`, payload: { proof: conversionProof } });
      expect(res.json(), String(replay)).toEqual({ status: 'rewarded' });
    }
    clockAt(t, BASE, 40);
    await foundersRewardRun(t.database.db, t.clock.now);
    await meOf(t, referrer);
    await meOf(t, referee);

    for (const [who, was] of [
      [referrer, before.referrer],
      [referee, before.referee],
    ] as const) {
      const rows = await referralLedgerOf(t, who.uid);
      expect(rows.map((row) => ({ delta: row.delta, reason: row.reason, reference: row.reference }))).toEqual([{ delta: REFERRAL_REWARD_TOKENS, reason: 'referral', reference: converted?.id }]);
      const now = await balanceOf(t, who.uid);
      expect(now.balance).toBe(was.balance + REFERRAL_REWARD_TOKENS);
      expect(now.balance).toBe(now.fromLedger);
    }
    expect((await referralOf(t, referee.uid))?.status).toBe('rewarded');
    const replays = await t.database.db.selectFrom('referral_events').select('reason').where('referral_id', '=', converted?.id ?? '').execute();
    expect(replays.length).toBeGreaterThanOrEqual(3);
    expect(new Set(replays.map((row) => row.reason))).toEqual(new Set(['replayed_conversion']));
  });

  it('over the whole script, no account of an abuse case holds a single referral token', async () => {
    expect(abusers.length).toBeGreaterThanOrEqual(24);
    const rows = await t.database.db.selectFrom('token_ledger').select(['user_id', 'delta']).where('reason', '=', 'referral').where('user_id', 'in', abusers.map((a) => a.uid)).execute();
    expect(rows).toEqual([]);
    const stats = await t.call({ method: 'GET', url: `${FC}/admin/stats`, as: admin });
    const reasons = new Set(stats.json<{ flagged: Array<{ reason: string }> }>().flagged.map((event) => event.reason));
    for (const reason of ['self_referral_email', 'disposable_email', 'same_device', 'referrer_cap_month', 'referrer_cap_total', 'replayed_conversion', 'invalid_proof']) expect(reasons, reason).toContain(reason);
  });
});
