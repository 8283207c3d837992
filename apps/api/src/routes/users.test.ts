import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppCreate, type TestAccount, type TestApp } from '../test/harness';

const AUTH_FAILED = { error: { code: 'unauthenticated', message: 'Authentication failed. Please refresh the page to continue.' } };

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let childId: string;

async function makeAdmin(account: TestAccount) {
  await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account });
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', account.uid).execute();
}

async function row(uid: string) {
  return t.database.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirst();
}

beforeAll(async () => {
  t = await testAppCreate();
  [owner, stranger, admin] = await Promise.all([t.account('owner'), t.account('stranger'), t.account('admin')]);
  await makeAdmin(admin);
  // The owner gets a child straight in the database: this file tests the user routes, not children's.
  await t.call({ method: 'GET', url: `/api/users/${owner.uid}`, as: owner });
  childId = 'child-of-owner';
  await t.database.db
    .insertInto('child_accounts')
    .values({ id: childId, parent_id: owner.uid, display_name: 'Kit', age: 6, content_mode: 'G', pin_hash: null })
    .execute();
  await t.call({ method: 'GET', url: `/api/users/${stranger.uid}`, as: stranger });
});
afterAll(() => t.close());

describe('the user row (SPEC §3, §9 defaults)', () => {
  it('is created on the first authenticated call with SPEC’s defaults', async () => {
    const fresh = await t.account('fresh');
    const res = await t.call({ method: 'GET', url: `/api/users/${fresh.uid}`, as: fresh });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: fresh.uid,
      email: fresh.email,
      displayName: 'fresh',
      role: 'standard_user',
      contentMode: 'FULL',
      theme: 'light',
      isActive: true,
      onboardingStatus: false,
      onboarding_completed: false,
      onboarding_completed_at: null,
      tokens_balance: 1_000_000,
      tokens_used_today: 0,
      tokens_used_this_month: 0,
      daily_token_limit: 500_000,
      free_access: false,
      last_purchase_date: null,
      founders_invitation_code: null,
      referral_conversion_status: null,
      referral_conversion_date: null,
      children: [],
      parentPinSet: false,
      settings: {},
    });
    expect(res.json()).not.toHaveProperty('parent_pin_hash');
  });
});

// API.md: GET/PATCH/DELETE /api/users/{id} and settings — owner ✓ (PATCH: no role/balance), admin ✓,
// everyone else refused, and nothing changes.
describe('permission matrix: /api/users/{id} and settings', () => {
  const routes = (uid: string) => [
    { method: 'GET' as const, url: `/api/users/${uid}` },
    { method: 'PATCH' as const, url: `/api/users/${uid}`, payload: { displayName: 'Changed' } },
    { method: 'GET' as const, url: `/api/users/${uid}/settings` },
    { method: 'PUT' as const, url: `/api/users/${uid}/settings`, payload: { background: 'meadow' } },
    { method: 'PATCH' as const, url: `/api/users/${uid}/settings`, payload: { glass: { intensity: 0.7 } } },
    { method: 'DELETE' as const, url: `/api/users/${uid}` },
  ];

  it('anonymous and a bad token get 401 with SPEC’s message', async () => {
    for (const route of routes(owner.uid)) {
      const anonymous = await t.call(route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json()).toEqual(AUTH_FAILED);
      const forged = await t.call({ ...route, headers: { authorization: 'Bearer not-a-real-token' } });
      expect(forged.statusCode).toBe(401);
    }
  });

  it('another family’s parent gets 403 and changes nothing', async () => {
    const before = await row(owner.uid);
    for (const route of routes(owner.uid)) {
      const res = await t.call({ ...route, as: stranger });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect(await row(owner.uid)).toEqual(before);
  });

  it('the owner acting as their child profile gets 403 and changes nothing', async () => {
    const before = await row(owner.uid);
    for (const route of routes(owner.uid)) {
      const res = await t.call({ ...route, as: owner, role: 'child_user', childId });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await row(owner.uid)).toEqual(before);
  });

  it('the owner reads and writes their own profile and settings', async () => {
    expect((await t.call({ method: 'GET', url: `/api/users/${owner.uid}`, as: owner })).json().children).toEqual([childId]);
    const patched = await t.call({ method: 'PATCH', url: `/api/users/${owner.uid}`, as: owner, payload: { displayName: 'Robin', theme: 'dark' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ displayName: 'Robin', theme: 'dark' });

    const put = await t.call({ method: 'PUT', url: `/api/users/${owner.uid}/settings`, as: owner, payload: { background: 'meadow', glass: { intensity: 0.5 } } });
    expect(put.json()).toEqual({ background: 'meadow', glass: { intensity: 0.5 } });
    const merged = await t.call({ method: 'PATCH', url: `/api/users/${owner.uid}/settings`, as: owner, payload: { glass: { intensity: 0.8 } } });
    expect(merged.json()).toEqual({ background: 'meadow', glass: { intensity: 0.8 } });
    expect((await t.call({ method: 'GET', url: `/api/users/${owner.uid}/settings`, as: owner })).json()).toEqual(merged.json());
  });

  it('an admin reaches anyone’s profile and settings', async () => {
    const res = await t.call({ method: 'GET', url: `/api/users/${stranger.uid}`, as: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(stranger.email);
    const settings = await t.call({ method: 'PUT', url: `/api/users/${stranger.uid}/settings`, as: admin, payload: { theme: 'dark' } });
    expect(settings.statusCode).toBe(200);
  });
});

describe('Google sign-in (SPEC §7 social providers)', () => {
  it('accepts an ID token of a Google-provider account and creates its user', async () => {
    // The emulator signs in with a Google identity the way Firebase does after Google's consent.
    const email = `google-${Date.now()}@example.com`;
    const res = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${JSON.stringify({ sub: `g-${Date.now()}`, email, email_verified: true, name: 'Gale Google' })}&providerId=google.com`,
        requestUri: 'http://127.0.0.1',
        returnSecureToken: true,
      }),
    });
    expect(res.ok).toBe(true);
    const google = (await res.json()) as { idToken: string; localId: string };
    const me = await t.call({ method: 'GET', url: `/api/users/${google.localId}`, as: { uid: google.localId, email, idToken: google.idToken } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: google.localId, email, displayName: 'Gale Google', role: 'standard_user' });
  });
});

describe('PATCH /api/users/{id} rules', () => {
  it('may not raise one’s own role: 403, nothing changes', async () => {
    const res = await t.call({ method: 'PATCH', url: `/api/users/${stranger.uid}`, as: stranger, payload: { role: 'admin', displayName: 'Boss' } });
    expect(res.statusCode).toBe(403);
    expect(await row(stranger.uid)).toMatchObject({ role: 'standard_user', is_admin: false });
    expect((await row(stranger.uid))?.display_name).not.toBe('Boss');
  });

  it('may not set a balance: 400 naming the field, nothing changes', async () => {
    const res = await t.call({ method: 'PATCH', url: `/api/users/${stranger.uid}`, as: stranger, payload: { tokens_balance: 99_999_999 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'bad_request', field: 'body.tokens_balance' });
    expect((await row(stranger.uid))?.tokens_balance).toBe(1_000_000);
  });

  it('may not set its own daily token limit: 403, nothing changes; an admin may', async () => {
    const refused = await t.call({ method: 'PATCH', url: `/api/users/${stranger.uid}`, as: stranger, payload: { daily_token_limit: 99_999_999 } });
    expect(refused.statusCode).toBe(403);
    expect((await row(stranger.uid))?.daily_token_limit).toBe(500_000);
    const set = await t.call({ method: 'PATCH', url: `/api/users/${stranger.uid}`, as: admin, payload: { daily_token_limit: 300 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ daily_token_limit: 300 });
    const bad = await t.call({ method: 'PATCH', url: `/api/users/${stranger.uid}`, as: admin, payload: { daily_token_limit: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.daily_token_limit');
    await t.call({ method: 'PATCH', url: `/api/users/${stranger.uid}`, as: admin, payload: { daily_token_limit: 500_000 } });
  });

  it('names a field of the wrong type', async () => {
    const res = await t.call({ method: 'PATCH', url: `/api/users/${stranger.uid}`, as: stranger, payload: { theme: 'purple' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.theme');
  });

  it('an admin may set a role', async () => {
    const res = await t.call({ method: 'PATCH', url: `/api/users/${stranger.uid}`, as: admin, payload: { role: 'family_member' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('family_member');
  });
});

describe('onboarding (SPEC §4 Login flow, §5)', () => {
  it('completing sets the flag and stamps the time once', async () => {
    const account = await t.account('onboard');
    t.clock.now = new Date('2026-11-22T09:00:00.000Z');
    const done = await t.call({ method: 'PATCH', url: `/api/users/${account.uid}`, as: account, payload: { onboardingStatus: true, onboarding_completed: true } });
    expect(done.json()).toMatchObject({ onboardingStatus: true, onboarding_completed: true, onboarding_completed_at: '2026-11-22T09:00:00.000Z' });
    t.clock.now = new Date('2026-11-23T09:00:00.000Z');
    const again = await t.call({ method: 'PATCH', url: `/api/users/${account.uid}`, as: account, payload: { onboarding_completed: true } });
    expect(again.json().onboarding_completed_at).toBe('2026-11-22T09:00:00.000Z');
    t.clock.now = new Date();
  });
});

describe('active role headers (API.md)', () => {
  it('refuses a child id that is not the caller’s', async () => {
    const res = await t.call({ method: 'GET', url: `/api/users/${stranger.uid}`, as: stranger, role: 'child_user', childId });
    expect(res.statusCode).toBe(403);
  });

  it('refuses the admin role to a non-admin and a child id without the child role', async () => {
    expect((await t.call({ method: 'GET', url: `/api/users/${owner.uid}`, as: owner, role: 'admin' })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/users/${owner.uid}`, as: owner, headers: { 'x-child-id': childId } })).statusCode).toBe(403);
  });

  it('names an unknown role header', async () => {
    const res = await t.call({ method: 'GET', url: `/api/users/${owner.uid}`, as: owner, role: 'wizard' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('headers.x-active-role');
  });
});

describe('POST /api/email/send-welcome-email', () => {
  it('sends the welcome to the caller’s own address', async () => {
    const account = await t.account('welcome');
    const res = await t.call({ method: 'POST', url: '/api/email/send-welcome-email', as: account, payload: { user_email: account.email, user_name: 'Sam' } });
    expect(res.statusCode).toBe(202);
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({ to: account.email, subject: 'Welcome to Grove' });
    expect(mail?.text).toContain('Hello Sam,');
  });

  it('refuses another address (403), anonymous (401) and a bad address (400 naming it)', async () => {
    const sent = t.mails.length;
    expect((await t.call({ method: 'POST', url: '/api/email/send-welcome-email', as: stranger, payload: { user_email: 'victim@example.com', user_name: 'X' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/email/send-welcome-email', payload: { user_email: stranger.email, user_name: 'X' } })).statusCode).toBe(401);
    const bad = await t.call({ method: 'POST', url: '/api/email/send-welcome-email', as: stranger, payload: { user_email: 'nope', user_name: 'X' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.user_email');
    expect(t.mails.length).toBe(sent);
  });
});

describe('admin area (/api/admin/*)', () => {
  it('is refused to anonymous (401), a user (403) and a child profile (403); an admin lists users', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/admin/users', as: owner })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/admin/users', as: owner, role: 'child_user', childId })).statusCode).toBe(403);
    const res = await t.call({ method: 'GET', url: '/api/admin/users?limit=500', as: admin });
    expect(res.statusCode).toBe(400);
    const list = await t.call({ method: 'GET', url: '/api/admin/users', as: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThanOrEqual(3);
    expect(list.json().users.find((u: { id: string }) => u.id === owner.uid)).toMatchObject({ email: owner.email, children: 1 });
  });
});

describe('DELETE /api/users/{id}', () => {
  it('removes the user and everything of theirs, children included', async () => {
    const leaving = await t.account('leaving');
    await t.call({ method: 'GET', url: `/api/users/${leaving.uid}`, as: leaving });
    await t.database.db.insertInto('child_accounts').values({ id: 'leaving-kid', parent_id: leaving.uid, display_name: 'Jo', age: 10, content_mode: 'PG', pin_hash: null }).execute();
    const res = await t.call({ method: 'DELETE', url: `/api/users/${leaving.uid}`, as: leaving });
    expect(res.statusCode).toBe(204);
    expect(await row(leaving.uid)).toBeUndefined();
    expect(await t.database.db.selectFrom('child_accounts').selectAll().where('parent_id', '=', leaving.uid).execute()).toEqual([]);
  });
});

describe('the NUL character (issue 22: the route fuzzer found it reaching PostgreSQL as a 500)', () => {
  it('is refused with a 400 naming the field, in a path id, a body, a settings key and a header; nothing changes', async () => {
    const before = await row(owner.uid);
    const del = await t.call({ method: 'DELETE', url: '/api/users/before%00after', as: admin });
    expect(del.statusCode).toBe(400);
    expect(del.json().error).toMatchObject({ code: 'bad_request', field: 'params.id' });
    const patch = await t.call({ method: 'PATCH', url: `/api/users/${owner.uid}`, as: owner, payload: { displayName: 'Sam\u0000' } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.field).toBe('body.displayName');
    const settings = await t.call({ method: 'PATCH', url: `/api/users/${owner.uid}/settings`, as: owner, payload: { 'theme\u0000': 'dark' } });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().error.field).toBe('body');
    const header = await t.call({ method: 'GET', url: `/api/users/${owner.uid}`, as: owner, role: 'child_user', childId: '\u0000' });
    expect(header.statusCode).toBe(400);
    expect(header.json().error.field).toBe('headers.x-child-id');
    expect(await row(owner.uid)).toEqual(before);
  });
});

describe('deeply nested JSON (issue 22: the route fuzzer found settings 2,000 levels deep a 500 on PostgreSQL)', () => {
  it('is refused with a 400 naming where it went too deep; nothing changes', async () => {
    const before = await row(owner.uid);
    let deep: unknown = 1;
    for (let level = 0; level < 2_000; level += 1) deep = { a: deep };
    const res = await t.call({ method: 'PATCH', url: `/api/users/${owner.uid}/settings`, as: owner, payload: { deep } as Record<string, unknown> });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toMatch(/^body\.deep(\.a)+$/);
    expect(await row(owner.uid)).toEqual(before);
    // Settings a few levels deep are fine.
    const shallow = await t.call({ method: 'PATCH', url: `/api/users/${owner.uid}/settings`, as: owner, payload: { display: { font: { size: 16 } } } });
    expect(shallow.statusCode).toBe(200);
  });
});
