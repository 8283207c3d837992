import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHILD_PRIVACY_NOTICE_VERSION,
  CONSENT_REQUIRED_MESSAGE,
  ChatReplySchema,
  ConsentsSchema,
  EXTERNAL_MODEL_CONSENT_VERSION,
  MESSAGES,
  REAUTHENTICATION_REQUIRED_MESSAGE,
  type Child,
  type Consents,
} from '@grove/api-contract';
import { MENTOR_BUILTIN_MODEL } from '@grove/mentor';
import { testAppCreate, testConsentGive, type TestAccount, type TestApp, type TestCaller } from '../test/harness';
import { CHAT_MODEL_DEFAULT_SCRIPT, chatModelServerStart, type ChatModelServer } from '../test/modelServers.test-helper';

// Issue 18, part B: a parent's consents (the child privacy notice before a child exists, a separate
// consent before a child's messages reach an external model) and the parent PIN reset by password.

const AUTH_FAILED = { error: { code: 'unauthenticated', message: MESSAGES.authenticationFailed } };
const REAUTH = { error: { code: 'reauthentication_required', message: REAUTHENTICATION_REQUIRED_MESSAGE } };
const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');
/** The password the harness signs every test account up with. */
const PASSWORD = 'secret-pass-1';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let ownerChild: Child;

async function signIn(app: TestApp, account: TestAccount): Promise<void> {
  expect((await app.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account })).statusCode).toBe(200);
}

/** Signs an account in again with its password (what Firebase re-authentication does): a token with a new `auth_time`. */
async function signInAgain(account: TestAccount): Promise<TestAccount> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { idToken: string };
  return { ...account, idToken: body.idToken };
}

/** The `auth_time` an ID token carries (seconds), read from its payload. */
function authTimeOf(account: TestAccount): Date {
  const payload = JSON.parse(Buffer.from(account.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { auth_time: number };
  return new Date(payload.auth_time * 1000);
}

async function consentsOf(app: TestApp, account: TestAccount): Promise<Consents> {
  const res = await app.call({ method: 'GET', url: `/api/users/${account.uid}/consents`, as: account });
  expect(res.statusCode, res.body).toBe(200);
  return ConsentsSchema.parse(res.json());
}

async function consentRows(app: TestApp, uid: string): Promise<number> {
  return Number((await app.database.db.selectFrom('consents').select(sql<string>`count(*)`.as('n')).where('user_id', '=', uid).executeTakeFirstOrThrow()).n);
}

const grant = (kind: 'child_privacy_notice' | 'external_model', granted = true) => ({
  kind,
  granted,
  policyVersion: kind === 'child_privacy_notice' ? CHILD_PRIVACY_NOTICE_VERSION : EXTERNAL_MODEL_CONSENT_VERSION,
});

beforeAll(async () => {
  t = await testAppCreate();
  [owner, stranger, admin] = await Promise.all([t.account('owner'), t.account('stranger'), t.account('admin')]);
  await Promise.all([signIn(t, owner), signIn(t, stranger), signIn(t, admin)]);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  ownerChild = await t.childMake(owner, 'Robin', 7);
});
afterAll(() => t.close());

describe('permission matrix (API.md, issue 18)', () => {
  const routes = () => [
    { name: 'GET consents', method: 'GET' as const, url: `/api/users/${owner.uid}/consents` },
    { name: 'POST consents', method: 'POST' as const, url: `/api/users/${owner.uid}/consents`, payload: grant('external_model') },
    { name: 'POST parent-pin/reset', method: 'POST' as const, url: `/api/users/${owner.uid}/parent-pin/reset`, payload: { newPin: digest('2468') } },
  ];

  /** What a refused call must leave alone: the family's consents and parent PIN. */
  async function snapshot() {
    const { db } = t.database;
    return {
      consents: await db.selectFrom('consents').selectAll().where('user_id', '=', owner.uid).orderBy('seq').execute(),
      pin: (await db.selectFrom('users').select('parent_pin_hash').where('id', '=', owner.uid).executeTakeFirstOrThrow()).parent_pin_hash,
    };
  }

  it('anonymous and a bad token: 401 on every route, nothing changes', async () => {
    const before = await snapshot();
    for (const route of routes()) {
      const anonymous = await t.callAs({ label: 'anonymous' }, route.method, route.url, route.payload);
      expect(anonymous.statusCode, route.name).toBe(401);
      expect(anonymous.json(), route.name).toEqual(AUTH_FAILED);
      const forged = await t.callAs({ label: 'forged', headers: { authorization: 'Bearer not-a-token' } }, route.method, route.url, route.payload);
      expect(forged.statusCode, route.name).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('another family, the owner acting as their child, an admin writing: 403, nothing changes', async () => {
    const before = await snapshot();
    const refused: Array<{ caller: TestCaller; routes: string[] }> = [
      { caller: { label: 'another family', as: await signInAgain(stranger) }, routes: ['GET consents', 'POST consents', 'POST parent-pin/reset'] },
      { caller: { label: 'the child (X-Child-Id)', as: await signInAgain(owner), childId: ownerChild.id }, routes: ['GET consents', 'POST consents', 'POST parent-pin/reset'] },
      // An admin may read a family's consents, never give them or reset the family's PIN.
      { caller: { label: 'admin', as: await signInAgain(admin) }, routes: ['POST consents', 'POST parent-pin/reset'] },
    ];
    for (const { caller, routes: names } of refused) {
      for (const route of routes().filter((r) => names.includes(r.name))) {
        const res = await t.callAs(caller, route.method, route.url, route.payload);
        expect(res.statusCode, `${caller.label}: ${route.name}`).toBe(403);
        expect(res.json().error.code, `${caller.label}: ${route.name}`).toBe('forbidden');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the owner may use every route; an admin may read the consents', async () => {
    const fresh = await signInAgain(owner);
    for (const route of routes()) {
      const res = await t.callAs({ label: 'owner', as: fresh }, route.method, route.url, route.payload);
      expect(res.statusCode, route.name).toBe(route.method === 'GET' ? 200 : route.name === 'POST consents' ? 201 : 204);
    }
    const read = await t.callAs({ label: 'admin', as: admin }, 'GET', `/api/users/${owner.uid}/consents`);
    expect(read.statusCode).toBe(200);
    expect(ConsentsSchema.parse(read.json()).inForce).toEqual({ child_privacy_notice: true, external_model: true });
    expect((await t.callAs({ label: 'admin', as: admin }, 'GET', '/api/users/no-such-user/consents')).statusCode).toBe(404);
  });

  it('documents the routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.call({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/users/{id}/consents', '/api/users/{id}/parent-pin/reset']));
  });
});

describe('the child privacy notice before a child is added', () => {
  it('refuses a child without the consent (403 consent_required, the exact message), adds nothing, and records the consent with its version and time', async () => {
    const parent = await t.account('newparent');
    await signIn(t, parent);
    const addChild = () => t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { displayName: 'Kit', age: 6, pin: digest('1234') } });
    const refused = await addChild();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'consent_required', message: CONSENT_REQUIRED_MESSAGE } });
    expect(CONSENT_REQUIRED_MESSAGE).toBe("Please read and agree to Grove's child privacy notice before adding a child.");
    expect(await t.database.db.selectFrom('child_accounts').select('id').where('parent_id', '=', parent.uid).execute()).toEqual([]);
    expect(await consentsOf(t, parent)).toMatchObject({ current: { child_privacy_notice: null, external_model: null }, records: [] });

    const at = new Date('2026-11-27T10:15:00.000Z');
    t.clock.now = at;
    try {
      const given = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/consents`, as: parent, payload: grant('child_privacy_notice') });
      expect(given.statusCode).toBe(201);
      const view = ConsentsSchema.parse(given.json());
      expect(view.current.child_privacy_notice).toEqual({ granted: true, policyVersion: CHILD_PRIVACY_NOTICE_VERSION, at: at.toISOString() });
      expect(view.records).toEqual([{ kind: 'child_privacy_notice', policyVersion: CHILD_PRIVACY_NOTICE_VERSION, granted: true, createdAt: at.toISOString() }]);
      expect(view.versions).toEqual({ child_privacy_notice: CHILD_PRIVACY_NOTICE_VERSION, external_model: EXTERNAL_MODEL_CONSENT_VERSION });
      const row = await t.database.db.selectFrom('consents').selectAll().where('user_id', '=', parent.uid).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'child_privacy_notice', policy_version: CHILD_PRIVACY_NOTICE_VERSION, granted: true });
      expect(new Date(row.created_at).toISOString()).toBe(at.toISOString());
    } finally {
      t.clock.now = new Date();
    }
    expect((await addChild()).statusCode).toBe(201);
  });

  it('a withdrawn consent, or one given to an older notice, no longer lets a child be added; records are kept, newest first', async () => {
    const parent = await t.account('withdrawing');
    await testConsentGive(t, parent);
    const addChild = () => t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: parent, payload: { displayName: 'Lee', age: 11, pin: digest('1234') } });
    expect((await addChild()).statusCode).toBe(201);
    // Withdrawn in the same clock tick as given: the later decision still wins.
    await testConsentGive(t, parent, 'child_privacy_notice', false);
    expect((await addChild()).json()).toEqual({ error: { code: 'consent_required', message: CONSENT_REQUIRED_MESSAGE } });
    const view = await consentsOf(t, parent);
    expect(view.current.child_privacy_notice).toMatchObject({ granted: false, policyVersion: CHILD_PRIVACY_NOTICE_VERSION });
    expect(view.inForce.child_privacy_notice).toBe(false);
    expect(view.records.map((r) => r.granted)).toEqual([false, true]);

    // A consent to a notice that has since changed: the parent must read and agree again.
    await t.database.db.insertInto('consents').values({ id: `old-${parent.uid}`, user_id: parent.uid, kind: 'child_privacy_notice', policy_version: '2025-01-01', granted: true, created_at: new Date() }).execute();
    expect((await consentsOf(t, parent)).inForce.child_privacy_notice).toBe(false);
    expect((await addChild()).statusCode).toBe(403);
    // An admin adding a child for the family needs the family's consent just the same.
    expect((await t.call({ method: 'POST', url: `/api/users/${parent.uid}/children`, as: admin, payload: { displayName: 'Bo', age: 5, pin: digest('2222') } })).statusCode).toBe(403);
    await testConsentGive(t, parent);
    expect((await addChild()).statusCode).toBe(201);
  });

  it('refuses bad decisions with a 400 naming the field, recording nothing', async () => {
    const parent = await t.account('badinput');
    await signIn(t, parent);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...grant('child_privacy_notice'), policyVersion: '2020-01-01' }, 'body.policyVersion'],
      [{ ...grant('external_model'), policyVersion: '' }, 'body.policyVersion'],
      [{ kind: 'child_privacy_notice', granted: true }, 'body.policyVersion'],
      [{ ...grant('child_privacy_notice'), kind: 'marketing' }, 'body.kind'],
      [{ kind: 'external_model', policyVersion: EXTERNAL_MODEL_CONSENT_VERSION }, 'body.granted'],
      [{ ...grant('external_model'), granted: 'yes' }, 'body.granted'],
      [{ ...grant('external_model'), userId: parent.uid }, 'body.userId'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/consents`, as: parent, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toMatchObject({ code: 'bad_request', field });
    }
    const wrongVersion = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/consents`, as: parent, payload: { ...grant('child_privacy_notice'), policyVersion: '2020-01-01' } });
    expect(wrongVersion.json().error.message).toContain(CHILD_PRIVACY_NOTICE_VERSION);
    expect(await consentRows(t, parent.uid)).toBe(0);
  });
});

describe('a child’s messages and an external model', () => {
  let model: ChatModelServer;
  let app: TestApp;
  let parent: TestAccount;
  let child: Child;

  beforeAll(async () => {
    model = await chatModelServerStart();
    app = await testAppCreate({ env: { MENTOR_PROVIDER: 'openai', OPENAI_BASE_URL: model.baseURL, OPENAI_API_KEY: 'sk-test', MENTOR_MODEL: 'grove-test-model' } });
    parent = await app.account('modelparent');
    await signIn(app, parent);
    child = await app.childMake(parent, 'Mia', 9);
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  /** The chat-completion requests that carried this text. */
  const sentToModel = (text: string) => model.requests.filter((request) => request.path.endsWith('/chat/completions') && JSON.stringify(request.body).includes(text));

  async function childSays(message: string, extra: Record<string, unknown> = {}) {
    const res = await app.call({ method: 'POST', url: '/api/chat', as: parent, role: 'child_user', childId: child.id, payload: { userId: parent.uid, message, ...extra } });
    expect(res.statusCode, res.body).toBe(200);
    return ChatReplySchema.parse(res.json());
  }

  it('sends no child message to the model without the consent: the builtin mind answers and the reply says why', async () => {
    const view = await consentsOf(app, parent);
    expect(view.mentor).toEqual({ external: true, childMind: 'builtin' });
    expect(view.inForce.external_model).toBe(false);

    const reply = await childSays('Kiwi-one: what is 3 plus 4?', { clientMessageId: 'consent-turn-0001' });
    expect(sentToModel('Kiwi-one')).toEqual([]);
    expect(reply.modelUsed).toBe(MENTOR_BUILTIN_MODEL);
    expect(reply.response).toContain('7');
    expect(reply.meta).toMatchObject({ mind: 'builtin', mindReason: 'external_model_consent' });
    // A resend answered from storage says why too.
    const again = await childSays('Kiwi-one: what is 3 plus 4?', { clientMessageId: 'consent-turn-0001' });
    expect(again.meta).toMatchObject({ mind: 'builtin', mindReason: 'external_model_consent' });
    // Streamed too: nothing reaches the model.
    const streamed = await app.call({
      method: 'POST',
      url: '/api/chat',
      as: parent,
      role: 'child_user',
      childId: child.id,
      headers: { accept: 'text/event-stream' },
      payload: { userId: parent.uid, message: 'Kiwi-two: tell me about owls' },
    });
    expect(streamed.statusCode).toBe(200);
    expect(sentToModel('Kiwi-two')).toEqual([]);
    // The parent's own turn does reach the model: the consent is about the children's messages.
    const adult = await app.call({ method: 'POST', url: '/api/chat', as: parent, payload: { userId: parent.uid, message: 'Kiwi-adult: hello' } });
    expect(adult.statusCode).toBe(200);
    expect(sentToModel('Kiwi-adult')).toHaveLength(1);
    expect(ChatReplySchema.parse(adult.json()).meta.mind).toBeUndefined();
  });

  it('sends the child’s message once the parent consents, and none again from the next turn after a withdrawal', async () => {
    await testConsentGive(app, parent, 'external_model');
    expect((await consentsOf(app, parent)).mentor).toEqual({ external: true, childMind: 'model' });
    const reply = await childSays('Kiwi-three: hello there');
    expect(sentToModel('Kiwi-three')).toHaveLength(1);
    expect(reply.response).toBe(CHAT_MODEL_DEFAULT_SCRIPT('').join(''));
    expect(reply.modelUsed).toBe('grove-test-model');
    expect(reply.meta.mind).toBeUndefined();
    expect(reply.meta.mindReason).toBeUndefined();

    await testConsentGive(app, parent, 'external_model', false);
    const view = await consentsOf(app, parent);
    expect(view.mentor.childMind).toBe('builtin');
    expect(view.records.slice(0, 2).map((r) => [r.kind, r.granted])).toEqual([
      ['external_model', false],
      ['external_model', true],
    ]);
    const after = await childSays('Kiwi-four: what is 2 plus 2?');
    expect(sentToModel('Kiwi-four')).toEqual([]);
    expect(after.meta).toMatchObject({ mind: 'builtin', mindReason: 'external_model_consent' });
  });

  it('keeps a child’s journal entries from the model for a summary too, unless the consent is in force', async () => {
    const asChild = { as: parent, role: 'child_user', childId: child.id } as const;
    const entry = await app.call({ method: 'POST', url: '/api/journal/entry', ...asChild, payload: { userId: child.id, content: 'Kiwi-journal: we built a den in the garden today.', mood: 'happy' } });
    expect(entry.statusCode, entry.body).toBe(201);
    // The journal's own switch is on (the parent's): only the consent stands between the entry and the model.
    expect((await app.call({ method: 'PUT', url: `/api/journal/${child.id}/privacy`, as: parent, payload: { modelSummaries: true } })).statusCode).toBe(200);
    const summarise = () => app.call({ method: 'POST', url: `/api/journal/${child.id}/summaries`, ...asChild, payload: {} });
    const withheld = await summarise();
    expect(withheld.statusCode, withheld.body).toBe(201);
    expect(withheld.json()).toMatchObject({ madeBy: 'grove-builtin' });
    expect(sentToModel('Kiwi-journal')).toEqual([]);

    await testConsentGive(app, parent, 'external_model');
    const sent = await summarise();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ madeBy: 'grove-test-model' });
    expect(sentToModel('Kiwi-journal')).toHaveLength(1);
    await testConsentGive(app, parent, 'external_model', false);
  });

  it('needs no consent on a server whose mentor is the builtin mind: the reply carries no reason', async () => {
    expect((await consentsOf(t, owner)).mentor.external).toBe(false);
    const res = await t.call({ method: 'POST', url: '/api/chat', as: owner, role: 'child_user', childId: ownerChild.id, payload: { userId: owner.uid, message: 'what is 5 plus 5?' } });
    expect(res.statusCode).toBe(200);
    expect(ChatReplySchema.parse(res.json()).meta.mindReason).toBeUndefined();
  });
});

describe('resetting a forgotten parent PIN with the account password', () => {
  it('refuses a token whose sign-in is more than 5 minutes old (401 reauthentication_required) and changes nothing; a fresh sign-in resets the PIN and its lock', async () => {
    const parent = await t.account('forgetful');
    await signIn(t, parent);
    expect((await t.call({ method: 'PUT', url: `/api/users/${parent.uid}/parent-pin`, as: parent, payload: { pin: digest('1357') } })).statusCode).toBe(204);
    // Five wrong tries lock the PIN: the reset must open it again.
    for (let i = 0; i < 5; i += 1) await t.call({ method: 'POST', url: `/api/users/${parent.uid}/parent-pin/verify`, as: parent, payload: { pin: digest('0000') } });
    expect((await t.call({ method: 'POST', url: `/api/users/${parent.uid}/parent-pin/verify`, as: parent, payload: { pin: digest('1357') } })).statusCode).toBe(423);

    // auth_time has a one-second grain: sign in again a second later, so the two tokens differ.
    await sleep(1100);
    const fresh = await signInAgain(parent);
    expect(authTimeOf(fresh).getTime()).toBeGreaterThan(authTimeOf(parent).getTime());
    const pinBefore = (await t.database.db.selectFrom('users').select('parent_pin_hash').where('id', '=', parent.uid).executeTakeFirstOrThrow()).parent_pin_hash;
    const reset = (as: TestAccount, pin: string) => t.call({ method: 'POST', url: `/api/users/${parent.uid}/parent-pin/reset`, as, payload: { newPin: digest(pin) } });
    try {
      // The clock half a second past five minutes after the first sign-in: that token is stale, the new one is not.
      t.clock.now = new Date(authTimeOf(parent).getTime() + 5 * 60_000 + 500);
      const stale = await reset(parent, '8642');
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual(REAUTH);
      expect((await t.database.db.selectFrom('users').select('parent_pin_hash').where('id', '=', parent.uid).executeTakeFirstOrThrow()).parent_pin_hash).toBe(pinBefore);

      // A bad PIN is a 400 naming the field, never a 500.
      for (const newPin of ['8642', digest('8642').toUpperCase(), null]) {
        const bad = await t.call({ method: 'POST', url: `/api/users/${parent.uid}/parent-pin/reset`, as: fresh, payload: { newPin } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error.field).toBe('body.newPin');
      }

      const done = await reset(fresh, '8642');
      expect(done.statusCode).toBe(204);
    } finally {
      t.clock.now = new Date();
    }
    const verify = (pin: string) => t.call({ method: 'POST', url: `/api/users/${parent.uid}/parent-pin/verify`, as: parent, payload: { pin: digest(pin) } });
    expect((await verify('1357')).json()).toEqual({ verified: false, attemptsLeft: 4 });
    expect((await verify('8642')).json()).toEqual({ verified: true, attemptsLeft: 5 });
  });

  it('never with X-Child-Id, never for another user, never by an admin — even with a fresh sign-in', async () => {
    const parent = await signInAgain(owner);
    const child = await t.childMake(parent, 'Ash', 10);
    const pinOf = async (uid: string) => (await t.database.db.selectFrom('users').select('parent_pin_hash').where('id', '=', uid).executeTakeFirstOrThrow()).parent_pin_hash;
    const before = await pinOf(owner.uid);
    const asChild = await t.call({ method: 'POST', url: `/api/users/${owner.uid}/parent-pin/reset`, as: parent, role: 'child_user', childId: child.id, payload: { newPin: digest('1111') } });
    expect(asChild.statusCode).toBe(403);
    const asStranger = await t.call({ method: 'POST', url: `/api/users/${owner.uid}/parent-pin/reset`, as: await signInAgain(stranger), payload: { newPin: digest('1111') } });
    expect(asStranger.statusCode).toBe(403);
    const asAdmin = await t.call({ method: 'POST', url: `/api/users/${owner.uid}/parent-pin/reset`, as: await signInAgain(admin), payload: { newPin: digest('1111') } });
    expect(asAdmin.statusCode).toBe(403);
    expect(await pinOf(owner.uid)).toBe(before);
  });
});
