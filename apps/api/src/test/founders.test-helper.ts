import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { FoundersJoinResult, FoundersMe, MyReferralCode } from '@grove/api-contract';
import type { ReferralRow } from '../db/schema';
import type { TestAccount, TestApp } from './harness';

// Issue 19's API tests share these steps: people, codes, joining, onboarding, chatting on given days
// of the injected clock, and reading what the ledger paid.

/** A day in milliseconds. */
export const DAY = 86_400_000;

/** The founders-club routes' root. */
export const FC = '/api/founders-club';

/** Real messages (two words and eight letters or more, all different) a newcomer writes, one a turn. */
export const REAL_MESSAGES = [
  'We want to plan a picnic by the river this weekend',
  'How do I help my son with his reading homework',
  'Could you suggest a calm bedtime routine for us',
  'My daughter asked why the sky turns orange at sunset',
  'Give me three ideas for a rainy afternoon indoors',
  'What should we pack for a short camping trip',
  'Help me write a thank you note to our neighbour',
] as const;

/** Sets the test clock to `base` plus `days` days (and `ms` more). */
export function clockAt(t: TestApp, base: Date, days = 0, ms = 0): Date {
  t.clock.now = new Date(base.getTime() + days * DAY + ms);
  return t.clock.now;
}

/** Signs up an adult and makes their user row (on the injected clock). */
export async function adultMake(t: TestApp, name: string, email?: string): Promise<TestAccount> {
  // The display name is the person's; the address is made of it without spaces (a well-formed address).
  const address = email ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${randomUUID().slice(0, 8)}@example.org`;
  const account = await t.account(name, address);
  const res = await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account });
  expect(res.statusCode, res.body).toBe(200);
  return account;
}

/** Signs up an admin. */
export async function adminMake(t: TestApp, name = 'Ada'): Promise<TestAccount> {
  const admin = await adultMake(t, name);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  return admin;
}

/** The adult's referral code (made when they have none), display form. */
export async function codeOf(t: TestApp, as: TestAccount, deviceId?: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: `${FC}/me/code`, as, ...(deviceId ? { headers: { 'x-device-id': deviceId } } : {}) });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json<MyReferralCode>().code;
}

/** `POST /join` as `as` with `code` (and an X-Device-Id when given). */
export function joinCall(t: TestApp, as: TestAccount, code: string, deviceId?: string, extra: { role?: string; childId?: string } = {}): Promise<LightMyRequestResponse> {
  return t.call({ method: 'POST', url: `${FC}/join`, as, payload: { code }, ...extra, ...(deviceId ? { headers: { 'x-device-id': deviceId } } : {}) });
}

/** Joins and expects it to work; returns the answer. */
export async function joinOk(t: TestApp, as: TestAccount, code: string, deviceId?: string): Promise<FoundersJoinResult> {
  const res = await joinCall(t, as, code, deviceId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FoundersJoinResult>();
}

/** Finishes onboarding the way the web app does (PATCH the user's flags). */
export async function onboard(t: TestApp, as: TestAccount): Promise<void> {
  const res = await t.call({ method: 'PATCH', url: `/api/users/${as.uid}`, as, payload: { onboardingStatus: true, onboarding_completed: true } });
  expect(res.statusCode, res.body).toBe(200);
  await t.background.idle();
}

/** One chat turn of `as` (or of its child); waits for the turn's background work. */
export async function say(t: TestApp, as: TestAccount, message: string, childId?: string): Promise<void> {
  const res = await t.call({ method: 'POST', url: '/api/chat', as, payload: { userId: as.uid, message }, ...(childId ? { role: 'child_user', childId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  await t.background.idle();
}

/** One real message a day on `days` separate days from `base` + `from` days. */
export async function chatDays(t: TestApp, as: TestAccount, base: Date, days: number, from = 0): Promise<void> {
  for (let day = 0; day < days; day += 1) {
    clockAt(t, base, from + day, 60_000);
    await say(t, as, REAL_MESSAGES[(from + day) % REAL_MESSAGES.length] ?? 'We want to plan a picnic');
  }
}

/** The referral of a newcomer, or undefined. */
export async function referralOf(t: TestApp, refereeId: string): Promise<ReferralRow | undefined> {
  return t.database.db.selectFrom('referrals').selectAll().where('referee_id', '=', refereeId).executeTakeFirst();
}

/** A user's `referral` ledger rows. */
export async function referralLedgerOf(t: TestApp, userId: string) {
  return t.database.db.selectFrom('token_ledger').selectAll().where('user_id', '=', userId).where('reason', '=', 'referral').orderBy('created_at').execute();
}

/** A user's balance, and the balance their ledger explains (1,000,000 at sign-up plus every delta). */
export async function balanceOf(t: TestApp, userId: string): Promise<{ balance: number; fromLedger: number }> {
  const row = await t.database.db.selectFrom('users').select('tokens_balance').where('id', '=', userId).executeTakeFirstOrThrow();
  const ledger = await t.database.db.selectFrom('token_ledger').select('delta').where('user_id', '=', userId).execute();
  return { balance: row.tokens_balance, fromLedger: 1_000_000 + ledger.reduce((sum, entry) => sum + entry.delta, 0) };
}

/** `GET /me` as `as`; expects 200. */
export async function meOf(t: TestApp, as: TestAccount, deviceId?: string): Promise<FoundersMe> {
  const res = await t.call({ method: 'GET', url: `${FC}/me`, as, ...(deviceId ? { headers: { 'x-device-id': deviceId } } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FoundersMe>();
}
