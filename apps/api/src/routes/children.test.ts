import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MESSAGES, type Child } from '@grove/api-contract';
import { buildApp } from '../app';
import { configFromEnv } from '../config';
import { databaseOpen } from '../db/database';
import { tokenVerifierFirebase } from '../services/tokenVerifier';
import { TEST_PROJECT_ID, testAccountCreate, testAppCreate, testConsentGive, type TestAccount, type TestApp } from '../test/harness';

const AUTH_FAILED = { error: { code: 'unauthenticated', message: 'Authentication failed. Please refresh the page to continue.' } };
const LOCKED = { error: { code: 'locked', message: 'Too many wrong PINs. This PIN is locked for 15 minutes.' } };
const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let ownerChild: Child;
let strangerChild: Child;

async function signIn(account: TestAccount): Promise<void> {
  const res = await t.call({ method: 'GET', url: `/api/users/${account.uid}/children`, as: account });
  expect(res.statusCode).toBe(200);
}

async function childMake(parent: TestAccount, body: Record<string, unknown> = {}): Promise<Child> {
  await testConsentGive(t, parent);
  const res = await t.call({
    method: 'POST',
    url: `/api/users/${parent.uid}/children`,
    as: parent,
    payload: { displayName: 'Kit', age: 6, pin: digest('1234'), ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Child>();
}

async function parentPinSet(parent: TestAccount, pin: string): Promise<void> {
  const res = await t.call({ method: 'PUT', url: `/api/users/${parent.uid}/parent-pin`, as: parent, payload: { pin: digest(pin) } });
  expect(res.statusCode).toBe(204);
}

async function userRole(uid: string): Promise<string | undefined> {
  return (await t.database.db.selectFrom('users').select('role').where('id', '=', uid).executeTakeFirst())?.role;
}

/** Everything a family owns in the database, to prove a refused call changed nothing. */
async function familySnapshot(uid: string) {
  const { db } = t.database;
  const user = await db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
  return {
    // Reading may refresh last_login_at; that is not a change a refused call made.
    user: { ...user, last_login_at: null },
    children: await db.selectFrom('child_accounts').selectAll().where('parent_id', '=', uid).orderBy('id').execute(),
    attempts: await db.selectFrom('pin_attempts').selectAll().where('owner_id', '=', uid).orderBy('pin_key').execute(),
  };
}

beforeAll(async () => {
  t = await testAppCreate();
  [owner, stranger, admin] = await Promise.all([t.account('owner'), t.account('stranger'), t.account('admin')]);
  await Promise.all([signIn(owner), signIn(stranger), signIn(admin)]);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  ownerChild = await childMake(owner, { displayName: 'Robin', age: 7 });
  strangerChild = await childMake(stranger, { displayName: 'Sky', age: 10 });
  await parentPinSet(owner, '4321');
});
afterAll(() => t.close());

/** Every route of this module, aimed at the owner's family; a wrong PIN where a PIN is checked. */
function ownerRoutes(): Request[] {
  return [
    { method: 'GET', url: `/api/users/${owner.uid}/children` },
    { method: 'POST', url: `/api/users/${owner.uid}/children`, payload: { displayName: 'Zed', age: 9, pin: digest('1111') } },
    { method: 'GET', url: `/api/children/${ownerChild.id}` },
    { method: 'PATCH', url: `/api/children/${ownerChild.id}`, payload: { displayName: 'Changed', age: 15 } },
    { method: 'DELETE', url: `/api/children/${ownerChild.id}` },
    { method: 'PUT', url: `/api/users/${owner.uid}/parent-pin`, payload: { pin: digest('9999'), currentPin: digest('4321') } },
    { method: 'POST', url: `/api/users/${owner.uid}/parent-pin/verify`, payload: { pin: digest('0000') } },
    { method: 'POST', url: `/api/children/${ownerChild.id}/pin/verify`, payload: { pin: digest('0000') } },
  ];
}

const label = (r: Request) => `${r.method} ${String(r.url).replace(/[A-Za-z0-9-]{20,}/g, '{id}')}`;

describe('permission matrix (API.md)', () => {
  it('anonymous: every route answers 401 with SPEC §8’s message and changes nothing', async () => {
    const before = await familySnapshot(owner.uid);
    for (const request of ownerRoutes()) {
      const res = await t.call(request);
      expect(res.statusCode, label(request)).toBe(401);
      expect(res.json(), label(request)).toEqual(AUTH_FAILED);
    }
    expect(await familySnapshot(owner.uid)).toEqual(before);
  });

  it('a bad token: every route answers 401 and changes nothing', async () => {
    const before = await familySnapshot(owner.uid);
    for (const request of ownerRoutes()) {
      const res = await t.call({ ...request, headers: { authorization: 'Bearer not-a-real-token' } });
      expect(res.statusCode, label(request)).toBe(401);
      expect(res.json(), label(request)).toEqual(AUTH_FAILED);
    }
    expect(await familySnapshot(owner.uid)).toEqual(before);
  });

  it('another family’s parent: every route answers 403 and changes nothing', async () => {
    const before = await familySnapshot(owner.uid);
    for (const request of ownerRoutes()) {
      const res = await t.call({ ...request, as: stranger });
      expect(res.statusCode, label(request)).toBe(403);
      expect(res.json().error.code, label(request)).toBe('forbidden');
    }
    expect(await familySnapshot(owner.uid)).toEqual(before);
    // Re-read through the API too: the child is still there, unchanged.
    const child = await t.call({ method: 'GET', url: `/api/children/${ownerChild.id}`, as: owner });
    expect(child.json()).toEqual(ownerChild);
  });

  it('the owner acting as their child profile: account routes answer 403 and change nothing', async () => {
    const before = await familySnapshot(owner.uid);
    const refused = ownerRoutes().filter((request) => !String(request.url).endsWith('/verify'));
    expect(refused).toHaveLength(6);
    for (const request of refused) {
      const res = await t.call({ ...request, as: owner, role: 'child_user', childId: ownerChild.id });
      expect(res.statusCode, label(request)).toBe(403);
      expect(res.json().error.code, label(request)).toBe('forbidden');
    }
    expect(await familySnapshot(owner.uid)).toEqual(before);
  });

  it('the owner acting as their child profile: may check the parent PIN (to switch back) and the child’s PIN', async () => {
    const asChild = { as: owner, role: 'child_user', childId: ownerChild.id };
    const parent = await t.call({ method: 'POST', url: `/api/users/${owner.uid}/parent-pin/verify`, payload: { pin: digest('4321') }, ...asChild });
    expect(parent.statusCode).toBe(200);
    expect(parent.json()).toEqual({ verified: true, attemptsLeft: 5 });
    const child = await t.call({ method: 'POST', url: `/api/children/${ownerChild.id}/pin/verify`, payload: { pin: digest('1234') }, ...asChild });
    expect(child.statusCode).toBe(200);
    expect(child.json()).toEqual({ verified: true, attemptsLeft: 5 });
  });

  it('a child profile cannot reach another family’s child either, nor a child that does not exist', async () => {
    const asChild = { as: owner, role: 'child_user', childId: ownerChild.id };
    expect((await t.call({ method: 'GET', url: `/api/children/${strangerChild.id}`, ...asChild })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/children/no-such-child', ...asChild })).statusCode).toBe(403);
    const verify = await t.call({ method: 'POST', url: `/api/children/${strangerChild.id}/pin/verify`, payload: { pin: digest('1234') }, ...asChild });
    expect(verify.statusCode).toBe(403);
  });

  it('the owner: every route works', async () => {
    const list = await t.call({ method: 'GET', url: `/api/users/${owner.uid}/children`, as: owner });
    expect(list.statusCode).toBe(200);
    expect(list.json<Child[]>().map((c) => c.id)).toContain(ownerChild.id);

    const made = await t.call({ method: 'POST', url: `/api/users/${owner.uid}/children`, as: owner, payload: { displayName: 'Ash', age: 9, pin: digest('1111') } });
    expect(made.statusCode).toBe(201);
    const ash = made.json<Child>();

    const read = await t.call({ method: 'GET', url: `/api/children/${ash.id}`, as: owner });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(ash);

    const patched = await t.call({ method: 'PATCH', url: `/api/children/${ash.id}`, as: owner, payload: { displayName: 'Ashley' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ displayName: 'Ashley' });

    const verified = await t.call({ method: 'POST', url: `/api/children/${ash.id}/pin/verify`, as: owner, payload: { pin: digest('1111') } });
    expect(verified.json()).toEqual({ verified: true, attemptsLeft: 5 });

    const removed = await t.call({ method: 'DELETE', url: `/api/children/${ash.id}`, as: owner });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await t.call({ method: 'GET', url: `/api/children/${ash.id}`, as: owner })).statusCode).toBe(404);

    const pinChanged = await t.call({ method: 'PUT', url: `/api/users/${owner.uid}/parent-pin`, as: owner, payload: { pin: digest('5555'), currentPin: digest('4321') } });
    expect(pinChanged.statusCode).toBe(204);
    const parent = await t.call({ method: 'POST', url: `/api/users/${owner.uid}/parent-pin/verify`, as: owner, payload: { pin: digest('5555') } });
    expect(parent.json()).toEqual({ verified: true, attemptsLeft: 5 });
    // Put the owner's PIN back for the other tests.
    const back = await t.call({ method: 'PUT', url: `/api/users/${owner.uid}/parent-pin`, as: owner, payload: { pin: digest('4321'), currentPin: digest('5555') } });
    expect(back.statusCode).toBe(204);
  });

  it('an admin: may list, create, read, change and delete another family’s children', async () => {
    const list = await t.call({ method: 'GET', url: `/api/users/${owner.uid}/children`, as: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json<Child[]>().map((c) => c.id)).toContain(ownerChild.id);

    const made = await t.call({ method: 'POST', url: `/api/users/${owner.uid}/children`, as: admin, payload: { displayName: 'Bo', age: 5, pin: digest('2222') } });
    expect(made.statusCode).toBe(201);
    const bo = made.json<Child>();
    expect(bo.parentId).toBe(owner.uid);

    expect((await t.call({ method: 'GET', url: `/api/children/${bo.id}`, as: admin })).json()).toEqual(bo);
    const patched = await t.call({ method: 'PATCH', url: `/api/children/${bo.id}`, as: admin, payload: { permissions: { canChat: false } } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ permissions: { canChat: false, canJournal: true } });
    expect((await t.call({ method: 'DELETE', url: `/api/children/${bo.id}`, as: admin })).statusCode).toBe(204);
    expect(await userRole(owner.uid)).toBe('family_member');

    expect((await t.call({ method: 'GET', url: '/api/users/no-such-user/children', as: admin })).statusCode).toBe(404);
  });

  it('an admin: may not set or check another family’s PINs (owner only), and nothing changes', async () => {
    const before = await familySnapshot(owner.uid);
    const pinRoutes = ownerRoutes().filter((request) => String(request.url).includes('pin'));
    expect(pinRoutes).toHaveLength(3);
    for (const request of pinRoutes) {
      const res = await t.call({ ...request, as: admin });
      expect(res.statusCode, label(request)).toBe(403);
    }
    expect(await familySnapshot(owner.uid)).toEqual(before);
  });

  it('a child id that does not exist is 404; another family’s child is 403', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { displayName: 'X' } : undefined;
      const missing = await t.call({ method, url: '/api/children/no-such-child', as: owner, payload });
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json(), method).toEqual({ error: { code: 'not_found', message: 'No such child profile.' } });
      const theirs = await t.call({ method, url: `/api/children/${strangerChild.id}`, as: owner, payload });
      expect(theirs.statusCode, method).toBe(403);
    }
    const verify = await t.call({ method: 'POST', url: '/api/children/no-such-child/pin/verify', as: owner, payload: { pin: digest('1234') } });
    expect(verify.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every route of this module', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/users/{id}/children',
        '/api/children/{childId}',
        '/api/users/{id}/parent-pin',
        '/api/users/{id}/parent-pin/verify',
        '/api/children/{childId}/pin/verify',
      ]),
    );
  });
});

describe('child profiles (SPEC §3, §4)', () => {
  it('derives the content mode from the age on the server: 6 → G, 12 → PG, 15 → FULL, 3 → G', async () => {
    const parent = await t.account('ages');
    for (const [age, mode] of [[6, 'G'], [12, 'PG'], [15, 'FULL'], [3, 'G']] as const) {
      const child = await childMake(parent, { age });
      expect(child.contentMode, `age ${age}`).toBe(mode);
      const row = await t.database.db.selectFrom('child_accounts').select('content_mode').where('id', '=', child.id).executeTakeFirstOrThrow();
      expect(row.content_mode, `age ${age}`).toBe(mode);
    }
  });

  it('recalculates the content mode when PATCH changes the age', async () => {
    const parent = await t.account('birthday');
    const child = await childMake(parent, { age: 8 });
    expect(child.contentMode).toBe('G');
    const older = await t.call({ method: 'PATCH', url: `/api/children/${child.id}`, as: parent, payload: { age: 12 } });
    expect(older.json()).toMatchObject({ age: 12, contentMode: 'PG' });
    const oldest = await t.call({ method: 'PATCH', url: `/api/children/${child.id}`, as: parent, payload: { age: 16 } });
    expect(oldest.json()).toMatchObject({ age: 16, contentMode: 'FULL' });
    const reread = await t.call({ method: 'GET', url: `/api/children/${child.id}`, as: parent });
    expect(reread.json()).toMatchObject({ age: 16, contentMode: 'FULL' });
  });

  it('creates with defaults (both permissions on, active, PIN set) and changes each field by PATCH', async () => {
    const parent = await t.account('fields');
    const child = await childMake(parent, { displayName: '  Mo  ', avatar: 'fox' });
    expect(child).toMatchObject({
      parentId: parent.uid,
      displayName: 'Mo',
      age: 6,
      avatar: 'fox',
      contentMode: 'G',
      permissions: { canChat: true, canJournal: true },
      isActive: true,
      pinSet: true,
    });
    expect(new Date(child.createdAt).toISOString()).toBe(t.clock.now.toISOString());
    const res = await t.call({
      method: 'PATCH',
      url: `/api/children/${child.id}`,
      as: parent,
      payload: { displayName: 'Morgan', avatar: null, permissions: { canJournal: false }, isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Morgan', avatar: null, permissions: { canChat: true, canJournal: false }, isActive: false });
    const empty = await t.call({ method: 'PATCH', url: `/api/children/${child.id}`, as: parent, payload: {} });
    expect(empty.json()).toEqual(res.json());
  });

  it('never returns a PIN hash', async () => {
    const parent = await t.account('secret');
    await parentPinSet(parent, '8642');
    const child = await childMake(parent);
    const bodies = [
      JSON.stringify(child),
      (await t.call({ method: 'GET', url: `/api/users/${parent.uid}/children`, as: parent })).body,
      (await t.call({ method: 'GET', url: `/api/children/${child.id}`, as: parent })).body,
      (await t.call({ method: 'PATCH', url: `/api/children/${child.id}`, as: parent, payload: { pin: digest('7777') } })).body,
    ];
    for (const body of bodies) {
      expect(body).not.toMatch(/scrypt|pin_hash|pinHash|"pin"/);
      expect(body).not.toContain(digest('1234'));
      expect(body).not.toContain(digest('7777'));
    }
  });

  it('refuses a contentMode in the body (400 naming it) and creates nothing', async () => {
    const parent = await t.account('sneaky');
    await signIn(parent);
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${parent.uid}/children`,
      as: parent,
      payload: { displayName: 'Kit', age: 6, pin: digest('1234'), contentMode: 'FULL' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', field: 'body.contentMode' });
    const patch = await t.call({ method: 'PATCH', url: `/api/children/${ownerChild.id}`, as: owner, payload: { contentMode: 'FULL' } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.field).toBe('body.contentMode');
    expect(await t.database.db.selectFrom('child_accounts').select('id').where('parent_id', '=', parent.uid).execute()).toEqual([]);
    expect(await userRole(parent.uid)).toBe('standard_user');
  });

  it('refuses a PIN that is not a SHA-256 hex digest (400 naming body.pin)', async () => {
    const parent = await t.account('plainpin');
    await signIn(parent);
    for (const pin of ['1234', digest('1234').toUpperCase(), digest('1234').slice(1), 1234]) {
      const res = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { displayName: 'Kit', age: 6, pin } });
      expect(res.statusCode, String(pin)).toBe(400);
      expect(res.json().error, String(pin)).toMatchObject({ code: 'bad_request', field: 'body.pin' });
    }
    const missing = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { displayName: 'Kit', age: 6 } });
    expect(missing.json().error.field).toBe('body.pin');
    const verify = await t.call({ method: 'POST', url: `/api/children/${ownerChild.id}/pin/verify`, as: owner, payload: { pin: '1234' } });
    expect(verify.json().error.field).toBe('body.pin');
    expect(await t.database.db.selectFrom('child_accounts').select('id').where('parent_id', '=', parent.uid).execute()).toEqual([]);
  });

  it('makes the parent a family_member with the first child and a standard_user again when the last one goes', async () => {
    const parent = await t.account('family');
    await signIn(parent);
    expect(await userRole(parent.uid)).toBe('standard_user');
    const first = await childMake(parent);
    expect(await userRole(parent.uid)).toBe('family_member');
    const second = await childMake(parent, { displayName: 'Lee', age: 11 });
    const user = await t.call({ method: 'GET', url: `/api/users/${parent.uid}`, as: parent });
    expect(user.json().role).toBe('family_member');
    expect(user.json().children.sort()).toEqual([first.id, second.id].sort());

    expect((await t.call({ method: 'DELETE', url: `/api/children/${first.id}`, as: parent })).statusCode).toBe(204);
    expect(await userRole(parent.uid)).toBe('family_member');
    expect((await t.call({ method: 'DELETE', url: `/api/children/${second.id}`, as: parent })).statusCode).toBe(204);
    expect(await userRole(parent.uid)).toBe('standard_user');
    expect((await t.call({ method: 'GET', url: `/api/users/${parent.uid}/children`, as: parent })).json()).toEqual([]);
  });

  it('deleting a child removes its PIN counter too', async () => {
    const parent = await t.account('counter');
    const child = await childMake(parent);
    await t.call({ method: 'POST', url: `/api/children/${child.id}/pin/verify`, as: parent, payload: { pin: digest('0000') } });
    const key = `child:${child.id}`;
    expect(await t.database.db.selectFrom('pin_attempts').select('failures').where('pin_key', '=', key).executeTakeFirst()).toEqual({ failures: 1 });
    await t.call({ method: 'DELETE', url: `/api/children/${child.id}`, as: parent });
    expect(await t.database.db.selectFrom('pin_attempts').select('failures').where('pin_key', '=', key).executeTakeFirst()).toBeUndefined();
  });
});

describe('PINs (SPEC §5, ARCHITECTURE.md "PINs")', () => {
  it('answers 409 “Please set up parental controls first” before a parent PIN is set', async () => {
    const parent = await t.account('nopin');
    await signIn(parent);
    const res = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/parent-pin/verify`, as: parent, payload: { pin: digest('1234') } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'conflict', message: MESSAGES.setUpParentalControls } });
  });

  it('sets a parent PIN, then needs the current one to change it (missing → 400, wrong → 403 and counted)', async () => {
    const parent = await t.account('pinset');
    await signIn(parent);
    await parentPinSet(parent, '1357');
    const user = await t.call({ method: 'GET', url: `/api/users/${parent.uid}`, as: parent });
    expect(user.json()).toMatchObject({ parentPinSet: true });
    expect(user.body).not.toContain('scrypt');

    const url = `/api/users/${parent.uid}/parent-pin`;
    const missing = await t.call({ method: 'PUT', url, as: parent, payload: { pin: digest('2468') } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'bad_request', field: 'body.currentPin' });

    const wrong = await t.call({ method: 'PUT', url, as: parent, payload: { pin: digest('2468'), currentPin: digest('0000') } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'bad_request', message: 'The current PIN is not right. 4 tries left before it locks.', field: 'body.currentPin' },
    });
    const next = await t.call({ method: 'POST', url: `${url}/verify`, as: parent, payload: { pin: digest('0000') } });
    expect(next.json()).toEqual({ verified: false, attemptsLeft: 3 });

    const still = await t.call({ method: 'POST', url: `${url}/verify`, as: parent, payload: { pin: digest('1357') } });
    expect(still.json()).toEqual({ verified: true, attemptsLeft: 5 });
    const changed = await t.call({ method: 'PUT', url, as: parent, payload: { pin: digest('2468'), currentPin: digest('1357') } });
    expect(changed.statusCode).toBe(204);
    expect((await t.call({ method: 'POST', url: `${url}/verify`, as: parent, payload: { pin: digest('1357') } })).json()).toEqual({ verified: false, attemptsLeft: 4 });
    expect((await t.call({ method: 'POST', url: `${url}/verify`, as: parent, payload: { pin: digest('2468') } })).json()).toEqual({ verified: true, attemptsLeft: 5 });
  });

  it('counts wrong tries down 4, 3, 2, 1, 0; the fifth locks the PIN (423, retry-after, exact message) even for the right PIN; it reopens after 15 minutes', async () => {
    const parent = await t.account('lockout');
    const child = await childMake(parent, { pin: digest('2580') });
    const url = `/api/children/${child.id}/pin/verify`;
    const attempt = (pin: string) => t.call({ method: 'POST', url, as: parent, payload: { pin: digest(pin) } });

    const left: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await attempt('1111');
      expect(res.statusCode).toBe(200);
      expect(res.json().verified).toBe(false);
      left.push(res.json().attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);

    const locked = await attempt('2580');
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual(LOCKED);
    expect(locked.headers['retry-after']).toBe('900');
    const wrongWhileLocked = await attempt('1111');
    expect(wrongWhileLocked.statusCode).toBe(423);

    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 10 * 60 * 1000);
    const later = await attempt('2580');
    expect(later.statusCode).toBe(423);
    expect(later.headers['retry-after']).toBe('300');

    t.clock.now = new Date(start.getTime() + FIFTEEN_MINUTES_MS);
    expect((await attempt('2580')).json()).toEqual({ verified: true, attemptsLeft: 5 });
    expect((await attempt('1111')).json()).toEqual({ verified: false, attemptsLeft: 4 });
  });

  it('locks the parent PIN the same way, and a locked PIN cannot be changed', async () => {
    const parent = await t.account('parentlock');
    await signIn(parent);
    await parentPinSet(parent, '1212');
    const url = `/api/users/${parent.uid}/parent-pin`;
    for (let i = 0; i < 5; i += 1) await t.call({ method: 'POST', url: `${url}/verify`, as: parent, payload: { pin: digest('9999') } });
    const locked = await t.call({ method: 'POST', url: `${url}/verify`, as: parent, payload: { pin: digest('1212') } });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual(LOCKED);
    const change = await t.call({ method: 'PUT', url, as: parent, payload: { pin: digest('3434'), currentPin: digest('1212') } });
    expect(change.statusCode).toBe(423);
    expect(change.headers['retry-after']).toBeDefined();
  });

  it('a right PIN resets the count', async () => {
    const parent = await t.account('reset');
    const child = await childMake(parent);
    const url = `/api/children/${child.id}/pin/verify`;
    const attempt = (pin: string) => t.call({ method: 'POST', url, as: parent, payload: { pin: digest(pin) } });
    expect((await attempt('0000')).json()).toEqual({ verified: false, attemptsLeft: 4 });
    expect((await attempt('0000')).json()).toEqual({ verified: false, attemptsLeft: 3 });
    expect((await attempt('1234')).json()).toEqual({ verified: true, attemptsLeft: 5 });
    expect((await attempt('0000')).json()).toEqual({ verified: false, attemptsLeft: 4 });
  });

  it('a new child PIN by PATCH replaces the old one and clears its lock', async () => {
    const parent = await t.account('newpin');
    const child = await childMake(parent);
    const url = `/api/children/${child.id}/pin/verify`;
    const attempt = (pin: string) => t.call({ method: 'POST', url, as: parent, payload: { pin: digest(pin) } });
    for (let i = 0; i < 5; i += 1) await attempt('0000');
    expect((await attempt('1234')).statusCode).toBe(423);

    const patched = await t.call({ method: 'PATCH', url: `/api/children/${child.id}`, as: parent, payload: { pin: digest('4444') } });
    expect(patched.statusCode).toBe(200);
    expect((await attempt('1234')).json()).toEqual({ verified: false, attemptsLeft: 4 });
    expect((await attempt('4444')).json()).toEqual({ verified: true, attemptsLeft: 5 });
  });

  it('refuses to check the PIN of a switched-off child', async () => {
    const parent = await t.account('switchedoff');
    const child = await childMake(parent);
    await t.call({ method: 'PATCH', url: `/api/children/${child.id}`, as: parent, payload: { isActive: false } });
    const res = await t.call({ method: 'POST', url: `/api/children/${child.id}/pin/verify`, as: parent, payload: { pin: digest('1234') } });
    expect(res.statusCode).toBe(403);
  });

  // Two on-disk PGlite opens and scrypt checks: slow on a busy 2-core machine, so more time than the default.
  it('keeps a lock across a restart: a new app on the same database still refuses', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'grove-pins-'));
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
    const config = configFromEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost });
    const mailer = { send: async () => undefined, close: () => undefined };
    const now = new Date('2026-05-04T09:00:00.000Z');
    const start = async () => {
      const database = await databaseOpen({ dataDir });
      const verifier = tokenVerifierFirebase({ projectId: TEST_PROJECT_ID, emulatorHost });
      const app = await buildApp({ config, version: '0.0.0-test', db: database.db, databaseKind: database.kind, verifier, mailer, now: () => now });
      return {
        app,
        stop: async () => {
          await app.close();
          await verifier.close();
          await database.close();
        },
      };
    };
    const parent = await testAccountCreate('restart');
    const auth = { authorization: `Bearer ${parent.idToken}` };
    const verify = (app: Awaited<ReturnType<typeof start>>['app'], pin: string) =>
      app.inject({ method: 'POST', url: `/api/users/${parent.uid}/parent-pin/verify`, headers: auth, payload: { pin: digest(pin) } });
    try {
      const first = await start();
      try {
        const set = await first.app.inject({ method: 'PUT', url: `/api/users/${parent.uid}/parent-pin`, headers: auth, payload: { pin: digest('6789') } });
        expect(set.statusCode).toBe(204);
        for (let i = 0; i < 5; i += 1) expect((await verify(first.app, '0000')).statusCode).toBe(200);
        expect((await verify(first.app, '6789')).statusCode).toBe(423);
      } finally {
        await first.stop();
      }

      const second = await start();
      try {
        const res = await verify(second.app, '6789');
        expect(res.statusCode).toBe(423);
        expect(res.json()).toEqual(LOCKED);
        expect(res.headers['retry-after']).toBe('900');
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
