import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAccessListSchema,
  AdminAuditListSchema,
  BREAK_GLASS_REQUIRED_MESSAGE,
  BreakGlassReadSchema,
  FLAGGED_ALREADY_RESOLVED_MESSAGE,
  FlaggedItemSchema,
  FlaggedListSchema,
  MEMORY_PATTERN_DUPLICATE_MESSAGE,
  MemoryAnalyticsSchema,
  MemoryPatternListSchema,
  MemoryPatternSchema,
  ROLE_ADMIN_ONLY_MESSAGE,
  ROLE_OWN_MESSAGE,
  SystemStatusWithDetailsSchema,
  breakGlassHeaderValue,
  type AdminAuditEntry,
  type Child,
  type FlaggedItem,
  type MemoryPattern,
} from '@grove/api-contract';
import { testAdminMake, testJournal, testRemember, testSay, testSignIn } from '../test/admin.test-helper';
import { testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 20, part A on a real database (PGlite, and PostgreSQL with DATABASE_URL): who may call each
// admin moderation route, the audit row of every admin action (in the action's own transaction), the
// break-glass gate of the ordinary routes and what the family sees of it, memory patterns deciding
// memory capture, the flagged queue, memory analytics, roles, and /system/status details.

const NOW = new Date('2026-12-01T10:00:00.000Z');
const DAY = 86_400_000;
const REASON = 'Following up a safety report from support';
const BREAK_GLASS_FIELD = 'headers.x-break-glass-reason';

let t: TestApp;
let admin: TestAccount;
let parent: TestAccount;
let stranger: TestAccount;
let kit: Child;
let zoe: Child;
let adminKid: Child;
/** The parent's own conversation (an adult's words). */
let parentConversation: string;
/** Zoe's conversation, where the safety filter flagged her message. */
let zoeConversation: string;
/** The safety flag's queue id. */
let safetyItemId: string;
/** When the admin read Zoe's conversation with POST /api/admin/break-glass. */
let conversationReadAt: string;

/** Moves the test clock one second on (rows of the same instant would tie in "newest first") and returns the new time. */
function tick(): string {
  t.clock.now = new Date(t.clock.now.getTime() + 1000);
  return t.clock.now.toISOString();
}

const anonymous: TestCaller = { label: 'anonymous' };
const nonAdmin = (): TestCaller => ({ label: 'a signed-in non-admin', as: stranger });
const childProfile = (): TestCaller => ({ label: 'a child profile', as: parent, childId: kit.id });
const adminAsChild = (): TestCaller => ({ label: "an admin acting as their child's profile", as: admin, childId: adminKid.id });
const asAdmin = (): TestCaller => ({ label: 'an admin', as: admin });
const withReason = (who: TestAccount, reason = REASON): TestCaller => ({ label: 'an admin with a reason', as: who, headers: { 'x-break-glass-reason': breakGlassHeaderValue(reason) } });

async function auditOf(action: AdminAuditEntry['action'], app: TestApp = t): Promise<AdminAuditEntry[]> {
  const res = await app.callAs(asAdmin(), 'GET', `/api/admin/audit-log?action=${action}&limit=200`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminAuditListSchema.parse(res.json()).entries;
}

async function counts() {
  const count = async (table: 'admin_audit_log' | 'memory_patterns' | 'flag_resolutions' | 'invitation_codes') =>
    Number((await t.database.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
  return { audit: await count('admin_audit_log'), patterns: await count('memory_patterns'), resolutions: await count('flag_resolutions'), codes: await count('invitation_codes') };
}

async function patternMake(body: Record<string, unknown>): Promise<MemoryPattern> {
  const res = await t.callAs(asAdmin(), 'POST', '/api/admin/memory-patterns', body);
  expect(res.statusCode, res.body).toBe(201);
  return MemoryPatternSchema.parse(res.json());
}

async function queue(query = ''): Promise<FlaggedItem[]> {
  const res = await t.callAs(asAdmin(), 'GET', `/api/admin/flagged-patterns?limit=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return FlaggedListSchema.parse(res.json()).items;
}

beforeAll(async () => {
  t = await testAppCreate();
  t.clock.now = NOW;
  [admin, parent, stranger] = await Promise.all([t.account('Ada Admin'), t.account('Robin'), t.account('stranger')]);
  await testAdminMake(t, admin);
  await Promise.all([testSignIn(t, parent), testSignIn(t, stranger)]);
  kit = await t.childMake(parent, 'Kit', 7);
  zoe = await t.childMake(parent, 'Zoe', 12);
  adminKid = await t.childMake(admin, 'Ari', 10);
  parentConversation = (await testSay(t, parent, null, 'Can you help me plan a birthday party for my daughter?')).conversationId ?? '';
  zoeConversation = (await testSay(t, parent, zoe, 'I had a rough day at school. I want to die.')).conversationId ?? '';
  const flag = await t.database.db.selectFrom('chat_flags').select('id').where('child_id', '=', zoe.id).executeTakeFirstOrThrow();
  safetyItemId = `safety:${flag.id}`;
});

afterAll(async () => {
  await t.close();
});

describe('the permission matrix of every part A admin route', () => {
  interface Route {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: () => string;
    payload?: () => unknown;
    admin: number;
  }
  let spare: MemoryPattern;
  let kept: MemoryPattern;
  let counter = 0;

  beforeAll(async () => {
    kept = await patternMake({ kind: 'flag_for_review', match: 'word', pattern: 'matrixword', severity: 'low' });
  });

  const routesUnder = (prefix: string): Route[] => [
    { method: 'GET', url: () => `${prefix}/memory-patterns`, admin: 200 },
    { method: 'POST', url: () => `${prefix}/memory-patterns`, payload: () => ({ kind: 'never_remember', match: 'word', pattern: `matrix${String((counter += 1))}` }), admin: 201 },
    { method: 'PUT', url: () => `${prefix}/memory-patterns/${kept.id}`, payload: () => ({ kind: 'flag_for_review', match: 'word', pattern: 'matrixword', severity: 'medium' }), admin: 200 },
    { method: 'DELETE', url: () => `${prefix}/memory-patterns/${spare.id}`, admin: 204 },
    { method: 'GET', url: () => `${prefix}/memory-analytics`, admin: 200 },
    { method: 'GET', url: () => `${prefix}/flagged-patterns`, admin: 200 },
    { method: 'GET', url: () => `${prefix}/flagged-patterns/${safetyItemId}`, admin: 200 },
    { method: 'POST', url: () => `${prefix}/flagged-patterns/${safetyItemId}/resolve`, payload: () => ({ note: 'Checked: the parent was alerted.' }), admin: 200 },
    { method: 'PUT', url: () => `${prefix}/flagged-patterns/${safetyItemId}`, payload: () => ({ status: 'open', note: 'Reopened for a second look.' }), admin: 200 },
  ];

  for (const prefix of ['/api/admin', '/api/symbolic/admin']) {
    it(`${prefix}: anonymous 401, a non-admin, a child profile and an admin acting as a child 403 — nothing changes; an admin is answered`, async () => {
      for (const route of routesUnder(prefix)) {
        spare = await patternMake({ kind: 'never_remember', match: 'phrase', pattern: `spare rule ${String((counter += 1))}` });
        const before = await counts();
        for (const [caller, status] of [[anonymous, 401], [nonAdmin(), 403], [childProfile(), 403], [adminAsChild(), 403]] as const) {
          const res = await t.callAs(caller, route.method, route.url(), route.payload?.());
          expect(res.statusCode, `${route.method} ${route.url()} as ${caller.label}: ${res.body}`).toBe(status);
          expect(res.json<{ error: { code: string } }>().error.code).toBe(status === 401 ? 'unauthenticated' : 'forbidden');
        }
        expect(await counts(), `${route.method} ${route.url()}: a refusal changes nothing`).toEqual(before);
        const res = await t.callAs(asAdmin(), route.method, route.url(), route.payload?.());
        expect(res.statusCode, `${route.method} ${route.url()} as an admin: ${res.body}`).toBe(route.admin);
      }
    });
  }

  it('GET /api/admin/audit-log and POST /api/admin/break-glass: the same refusals, nothing read or written; an admin is answered', async () => {
    const routes: Route[] = [
      { method: 'GET', url: () => '/api/admin/audit-log', admin: 200 },
      { method: 'POST', url: () => '/api/admin/break-glass', payload: () => ({ conversationId: parentConversation, reason: REASON }), admin: 200 },
    ];
    for (const route of routes) {
      const before = await counts();
      for (const [caller, status] of [[anonymous, 401], [nonAdmin(), 403], [childProfile(), 403], [adminAsChild(), 403]] as const) {
        const res = await t.callAs(caller, route.method, route.url(), route.payload?.());
        expect(res.statusCode, `${route.url()} as ${caller.label}`).toBe(status);
        expect(res.body).not.toContain('birthday party');
      }
      expect(await counts()).toEqual(before);
      expect((await t.callAs(asAdmin(), route.method, route.url(), route.payload?.())).statusCode).toBe(route.admin);
    }
  });

  it('GET /api/users/{id}/admin-access: the owner and an admin; anonymous 401, another account and a child profile 403', async () => {
    const url = `/api/users/${parent.uid}/admin-access`;
    expect((await t.callAs(anonymous, 'GET', url)).statusCode).toBe(401);
    expect((await t.callAs(nonAdmin(), 'GET', url)).statusCode).toBe(403);
    expect((await t.callAs(childProfile(), 'GET', url)).statusCode).toBe(403);
    expect((await t.callAs({ label: 'the owner', as: parent }, 'GET', url)).statusCode).toBe(200);
    expect((await t.callAs(asAdmin(), 'GET', url)).statusCode).toBe(200);
    expect((await t.callAs(asAdmin(), 'GET', '/api/users/nobody-here/admin-access')).statusCode).toBe(404);
  });

  it('PATCH /api/users/{id} with a role: anonymous 401; a non-admin (own id or another) and a child profile 403; an admin on their own id 403; an admin on another 200', async () => {
    const target = await t.account('target');
    await testSignIn(t, target);
    const before = await counts();
    const patch = (caller: TestCaller, id: string, role = 'admin') => t.callAs(caller, 'PATCH', `/api/users/${id}`, { role });
    expect((await patch(anonymous, target.uid)).statusCode).toBe(401);
    const own = await patch({ label: 'self', as: target }, target.uid);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(ROLE_ADMIN_ONLY_MESSAGE);
    expect((await patch(nonAdmin(), target.uid)).statusCode).toBe(403);
    expect((await patch(childProfile(), parent.uid)).statusCode).toBe(403);
    expect((await patch(adminAsChild(), target.uid)).statusCode).toBe(403);
    for (const role of ['admin', 'standard_user', 'family_member']) {
      const self = await patch(asAdmin(), admin.uid, role);
      expect(self.statusCode).toBe(403);
      expect(self.json().error).toEqual({ code: 'forbidden', message: ROLE_OWN_MESSAGE });
    }
    expect(await counts()).toEqual(before);
    expect((await t.database.db.selectFrom('users').select('is_admin').where('id', 'in', [admin.uid, target.uid]).orderBy('is_admin').execute()).map((r) => r.is_admin)).toEqual([false, true]);
    expect((await patch(asAdmin(), target.uid)).statusCode).toBe(200);
  });

  it('GET /system/status: everyone is answered; only an admin acting as the adult gets details', async () => {
    for (const caller of [anonymous, nonAdmin(), childProfile(), adminAsChild(), { label: 'a bad token', headers: { authorization: 'Bearer not-a-token' } }]) {
      const res = await t.callAs(caller, 'GET', '/system/status');
      expect(res.statusCode, caller.label).toBe(200);
      expect(res.json(), caller.label).not.toHaveProperty('details');
    }
    const res = await t.callAs(asAdmin(), 'GET', '/system/status');
    expect(res.statusCode).toBe(200);
    const body = SystemStatusWithDetailsSchema.parse(res.json());
    const users = Number((await t.database.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n);
    const admins = Number((await t.database.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('is_admin', '=', true).executeTakeFirstOrThrow()).n);
    // The newest migration the database ran (0016 on part A's branch alone, 0017 once part B is in).
    const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.database.db);
    expect(body.details).toMatchObject({
      database: { kind: t.database.kind, migrations: { latest: migrations.rows.at(-1)?.name } },
      mentor: { provider: 'builtin' },
      moderation: { provider: 'none', model: null },
      counts: { users, children: 3, admins },
      jobs: { retention: { lastRunAt: null, removed: null }, foundersRewards: { lastRewardAt: null } },
    });
    expect(body.details?.database.migrations.applied).toBe(migrations.rows.length);
    expect(migrations.rows.length).toBeGreaterThanOrEqual(16);
    expect(body.details?.database.sizeBytes === null || (body.details?.database.sizeBytes ?? 0) > 0).toBe(true);
  });
});

describe('roles: PATCH /api/users/{id}', () => {
  it('grants the admin right (the account keeps its role), audited; the new admin opens the admin area; removing it is audited too', async () => {
    const helper = await t.account('helper');
    await testSignIn(t, helper);
    expect((await t.callAs({ label: 'helper', as: helper }, 'GET', '/api/admin/audit-log')).statusCode).toBe(403);

    const grantedAt = tick();
    const granted = await t.callAs(asAdmin(), 'PATCH', `/api/users/${helper.uid}`, { role: 'admin' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ role: 'standard_user', roles: ['standard_user', 'admin'] });
    expect(granted.json().availableRoles).toContain('admin');
    expect((await t.callAs({ label: 'helper', as: helper }, 'GET', '/api/admin/audit-log')).statusCode).toBe(200);
    // The admin's account list says who holds the right (the screen's grant/remove control reads it).
    const listed = await t.callAs(asAdmin(), 'GET', '/api/admin/users?limit=200');
    expect(listed.json<{ users: Array<{ id: string; isAdmin: boolean }> }>().users.filter((user) => [helper.uid, admin.uid, stranger.uid].includes(user.id)).map((user) => [user.id, user.isAdmin]).sort()).toEqual(
      [
        [helper.uid, true],
        [admin.uid, true],
        [stranger.uid, false],
      ].sort(),
    );
    const [grant] = (await auditOf('role_change')).filter((entry) => entry.targetId === helper.uid);
    expect(grant).toMatchObject({
      admin: { id: admin.uid, displayName: 'Ada Admin' },
      targetKind: 'user',
      familyId: helper.uid,
      reason: null,
      details: { before: { role: 'standard_user', isAdmin: false }, after: { role: 'standard_user', isAdmin: true } },
      at: grantedAt,
    });

    tick();
    const removed = await t.callAs(asAdmin(), 'PATCH', `/api/users/${helper.uid}`, { role: 'family_member' });
    expect(removed.json()).toMatchObject({ role: 'family_member', roles: ['family_member'] });
    expect((await t.callAs({ label: 'helper', as: helper }, 'GET', '/api/admin/audit-log')).statusCode).toBe(403);
    const entries = (await auditOf('role_change')).filter((entry) => entry.targetId === helper.uid);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.details).toEqual({ before: { role: 'standard_user', isAdmin: true }, after: { role: 'family_member', isAdmin: false } });
  });

  it('refuses child_user as an account role (400 naming body.role) and changes nothing', async () => {
    const res = await t.callAs(asAdmin(), 'PATCH', `/api/users/${stranger.uid}`, { role: 'child_user' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.role');
    expect((await t.database.db.selectFrom('users').select('role').where('id', '=', stranger.uid).executeTakeFirstOrThrow()).role).toBe('standard_user');
  });

  it('an admin’s change of a daily limit is audited with the values', async () => {
    expect((await t.callAs(asAdmin(), 'PATCH', `/api/users/${stranger.uid}`, { daily_token_limit: 1234 })).statusCode).toBe(200);
    const [entry] = (await auditOf('daily_limit_change')).filter((row) => row.targetId === stranger.uid);
    expect(entry).toMatchObject({ familyId: stranger.uid, details: { before: 500_000, after: 1234 } });
  });
});

describe('the audit log', () => {
  it('founders codes: made and revoked are audited (the note as the reason, the referral’s family on a revoke)', async () => {
    const made = await t.callAs(asAdmin(), 'POST', '/api/founders-club/admin/create-invitation', { note: 'Spring fair', maxUses: 5 });
    expect(made.statusCode, made.body).toBe(201);
    const code = made.json<{ id: string; code: string }>();
    // The code itself is in the details, so the log says which code without a lookup.
    expect((await auditOf('code_create')).find((entry) => entry.targetId === code.id)).toMatchObject({ targetKind: 'invitation', reason: 'Spring fair', familyId: null, details: { code: code.code, maxUses: 5 } });
    expect((await t.callAs(asAdmin(), 'POST', `/api/founders-club/admin/invitations/${code.id}/revoke`)).statusCode).toBe(200);
    expect((await auditOf('code_revoke')).find((entry) => entry.targetId === code.id)).toMatchObject({ details: { code: code.code, kind: 'founders', alreadyRevoked: false } });
    // A referral code is a family's: its revoke names them.
    const mine = await t.callAs({ label: 'parent', as: parent }, 'POST', '/api/founders-club/me/code');
    expect([200, 201]).toContain(mine.statusCode);
    const referral = await t.database.db.selectFrom('invitation_codes').select('id').where('owner_id', '=', parent.uid).executeTakeFirstOrThrow();
    expect((await t.callAs(asAdmin(), 'POST', `/api/founders-club/admin/invitations/${referral.id}/revoke`)).statusCode).toBe(200);
    expect((await auditOf('code_revoke')).find((entry) => entry.targetId === referral.id)).toMatchObject({ familyId: parent.uid, details: { kind: 'referral' } });
    // Unknown code: 404, nothing audited.
    const before = (await auditOf('code_revoke')).length;
    expect((await t.callAs(asAdmin(), 'POST', '/api/founders-club/admin/invitations/no-such-code/revoke')).statusCode).toBe(404);
    expect(await auditOf('code_revoke')).toHaveLength(before);
  });

  it('memory patterns: made, changed (before and after) and deleted are audited', async () => {
    tick();
    const pattern = await patternMake({ kind: 'never_remember', match: 'phrase', pattern: 'Audit Trail', severity: 'high', note: 'for the audit test' });
    expect((await auditOf('pattern_create')).find((entry) => entry.targetId === pattern.id)).toMatchObject({
      admin: { id: admin.uid },
      targetKind: 'memory_pattern',
      details: { kind: 'never_remember', match: 'phrase', pattern: 'Audit Trail', severity: 'high', active: true },
    });
    const put = await t.callAs(asAdmin(), 'PUT', `/api/admin/memory-patterns/${pattern.id}`, { kind: 'never_remember', match: 'phrase', pattern: 'audit trail', severity: 'low', active: false });
    expect(put.json()).toMatchObject({ severity: 'low', active: false, note: '' });
    expect((await auditOf('pattern_update')).find((entry) => entry.targetId === pattern.id)?.details).toEqual({
      before: { kind: 'never_remember', match: 'phrase', pattern: 'Audit Trail', severity: 'high', active: true },
      after: { kind: 'never_remember', match: 'phrase', pattern: 'audit trail', severity: 'low', active: false },
    });
    expect((await t.callAs(asAdmin(), 'DELETE', `/api/admin/memory-patterns/${pattern.id}`)).statusCode).toBe(204);
    expect((await auditOf('pattern_delete')).find((entry) => entry.targetId === pattern.id)?.details).toMatchObject({ pattern: 'audit trail' });
    // Gone: 404 on every call, nothing audited.
    const before = await counts();
    expect((await t.callAs(asAdmin(), 'DELETE', `/api/admin/memory-patterns/${pattern.id}`)).statusCode).toBe(404);
    expect((await t.callAs(asAdmin(), 'PUT', `/api/admin/memory-patterns/${pattern.id}`, { kind: 'never_remember', match: 'word', pattern: 'x1' })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('filters by action, by admin and by range, newest first; a bad range is a 400 naming the field', async () => {
    const all = AdminAuditListSchema.parse((await t.callAs(asAdmin(), 'GET', '/api/admin/audit-log?limit=200')).json());
    expect(all.range).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(new Set(all.entries.map((entry) => entry.at)).size).toBeGreaterThan(1);
    expect(all.total).toBeGreaterThan(3);
    const times = all.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = AdminAuditListSchema.parse((await t.callAs(asAdmin(), 'GET', `/api/admin/audit-log?admin=${admin.uid}&limit=200`)).json());
    expect(mine.total).toBe(all.total);
    expect((await t.callAs(asAdmin(), 'GET', `/api/admin/audit-log?admin=${stranger.uid}`)).json()).toMatchObject({ total: 0, entries: [] });
    expect((await t.callAs(asAdmin(), 'GET', '/api/admin/audit-log?from=2026-12-02&to=2026-12-31')).json()).toMatchObject({ total: 0 });
    const page = AdminAuditListSchema.parse((await t.callAs(asAdmin(), 'GET', '/api/admin/audit-log?limit=2&offset=1')).json());
    expect(page.entries.map((entry) => entry.id)).toEqual(all.entries.slice(1, 3).map((entry) => entry.id));

    const bad: Array<[string, string]> = [
      ['from=2026-12-05&to=2026-12-01', 'querystring.from'],
      ['from=2025-01-01&to=2026-12-01', 'querystring.from'],
      ['from=2026-12-01&to=2028-02-01', 'querystring.from'],
      ['to=2026-13-01', 'querystring.to'],
      ['from=2026-02-30', 'querystring.from'],
      ['action=coffee', 'querystring.action'],
      ['limit=0', 'querystring.limit'],
      ['limit=201', 'querystring.limit'],
      ['colour=blue', 'querystring.colour'],
    ];
    for (const [query, field] of bad) {
      const res = await t.callAs(asAdmin(), 'GET', `/api/admin/audit-log?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field, query).toBe(field);
    }
  });

  it('writes each row in the transaction of its action: when the row cannot be written, the action is undone too', async () => {
    const pattern = await patternMake({ kind: 'flag_for_review', match: 'word', pattern: 'rollback', severity: 'medium' });
    const target = await t.account('rollback-target');
    await testSignIn(t, target);
    const code = (await t.callAs(asAdmin(), 'POST', '/api/founders-club/admin/create-invitation', { maxUses: 1 })).json<{ id: string }>();
    // The audit table refuses every row from here on (a trigger, as a full disk or a lost connection would).
    await sql`create or replace function test_audit_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit log unavailable'; end $$`.execute(t.database.db);
    await sql`create trigger test_audit_refuse before insert on admin_audit_log for each row execute function test_audit_refuse()`.execute(t.database.db);
    try {
      const before = await counts();
      const attempts = [
        await t.callAs(asAdmin(), 'PATCH', `/api/users/${target.uid}`, { role: 'admin' }),
        await t.callAs(asAdmin(), 'POST', '/api/admin/memory-patterns', { kind: 'never_remember', match: 'word', pattern: 'neverstored' }),
        await t.callAs(asAdmin(), 'PUT', `/api/admin/memory-patterns/${pattern.id}`, { kind: 'flag_for_review', match: 'word', pattern: 'rollback', severity: 'high' }),
        await t.callAs(asAdmin(), 'DELETE', `/api/admin/memory-patterns/${pattern.id}`),
        await t.callAs(asAdmin(), 'POST', `/api/admin/flagged-patterns/${safetyItemId}/resolve`, { note: 'never saved' }),
        await t.callAs(asAdmin(), 'POST', '/api/founders-club/admin/create-invitation', { maxUses: 1 }),
        await t.callAs(asAdmin(), 'POST', `/api/founders-club/admin/invitations/${code.id}/revoke`),
        await t.callAs(asAdmin(), 'POST', '/api/admin/break-glass', { conversationId: parentConversation, reason: REASON }),
        await t.callAs(withReason(admin), 'GET', `/api/chat-history/${parent.uid}?conversation_id=${parentConversation}`),
      ];
      for (const res of attempts) {
        expect(res.statusCode, res.body).toBe(500);
        // Nothing of the family's reaches the admin without its row.
        expect(res.body).not.toContain('birthday party');
      }
      expect(await counts()).toEqual(before);
      expect((await t.database.db.selectFrom('users').select('is_admin').where('id', '=', target.uid).executeTakeFirstOrThrow()).is_admin).toBe(false);
      expect(await t.database.db.selectFrom('memory_patterns').select(['severity']).where('id', '=', pattern.id).executeTakeFirst()).toEqual({ severity: 'medium' });
      expect((await t.database.db.selectFrom('invitation_codes').select('revoked_at').where('id', '=', code.id).executeTakeFirstOrThrow()).revoked_at).toBeNull();
      expect(FlaggedItemSchema.parse((await t.callAs(asAdmin(), 'GET', `/api/admin/flagged-patterns/${safetyItemId}`)).json()).status).toBe('open');
    } finally {
      await sql`drop trigger test_audit_refuse on admin_audit_log`.execute(t.database.db);
    }
    // With the log back, the same action goes through with its row.
    expect((await t.callAs(asAdmin(), 'PATCH', `/api/users/${target.uid}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await auditOf('role_change')).some((entry) => entry.targetId === target.uid)).toBe(true);
  });

  it('deleting a child, then the account, keeps the rows (admin, action, reason) but forgets the family in them', async () => {
    const leaving = await t.account('leaving');
    await testSignIn(t, leaving);
    const pip = await t.childMake(leaving, 'Pip', 9);
    const said = await testSay(t, leaving, pip, 'We planted sunflowers today.');
    tick();
    expect((await t.callAs(asAdmin(), 'POST', '/api/admin/break-glass', { conversationId: said.conversationId, reason: REASON })).statusCode).toBe(200);
    tick();
    expect((await t.callAs(withReason(admin), 'GET', `/api/memory/${pip.id}`)).statusCode).toBe(200);
    tick();
    expect((await t.callAs(asAdmin(), 'PATCH', `/api/users/${leaving.uid}`, { role: 'admin' })).statusCode).toBe(200);
    const rowsOf = () => t.database.db.selectFrom('admin_audit_log').select(['id', 'target_id', 'family_id', 'reason', 'admin_id']).where('created_at', '>', NOW).execute();
    const ids = (await rowsOf()).filter((row) => row.family_id === leaving.uid).map((row) => row.id);
    expect(ids).toHaveLength(3);

    expect((await t.call({ method: 'DELETE', url: `/api/children/${pip.id}`, as: leaving })).statusCode).toBe(204);
    const afterChild = (await rowsOf()).filter((row) => ids.includes(row.id));
    expect(afterChild.map((row) => row.target_id)).not.toContain(pip.id);
    expect(afterChild.every((row) => row.family_id === leaving.uid)).toBe(true);

    expect((await t.call({ method: 'DELETE', url: `/api/users/${leaving.uid}`, as: leaving })).statusCode).toBe(204);
    const afterAccount = (await rowsOf()).filter((row) => ids.includes(row.id));
    expect(afterAccount).toHaveLength(3);
    expect(afterAccount.every((row) => row.family_id === null && row.target_id !== leaving.uid && row.target_id !== pip.id && row.admin_id === admin.uid)).toBe(true);
    expect(afterAccount.filter((row) => row.reason === REASON)).toHaveLength(2);
    const listed = AdminAuditListSchema.parse((await t.callAs(asAdmin(), 'GET', '/api/admin/audit-log?limit=200')).json()).entries.filter((entry) => ids.includes(entry.id));
    expect(listed.map((entry) => entry.action).sort()).toEqual(['break_glass_read', 'break_glass_read', 'role_change']);
    expect(JSON.stringify(listed)).not.toContain(leaving.uid);
  });
});

describe('break-glass', () => {
  it('POST /api/admin/break-glass: the whole conversation in order, for a reason of 10..500 characters, audited with the family', async () => {
    const short = await t.callAs(asAdmin(), 'POST', '/api/admin/break-glass', { conversationId: parentConversation, reason: 'because' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.field).toBe('body.reason');
    const before = (await auditOf('break_glass_read')).length;
    const missing = await t.callAs(asAdmin(), 'POST', '/api/admin/break-glass', { conversationId: 'no-such-conversation', reason: REASON });
    expect(missing.statusCode).toBe(404);
    expect(await auditOf('break_glass_read')).toHaveLength(before);

    conversationReadAt = tick();
    const res = await t.callAs(asAdmin(), 'POST', '/api/admin/break-glass', { conversationId: zoeConversation, reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    const read = BreakGlassReadSchema.parse(res.json());
    expect(read.conversation).toMatchObject({ id: zoeConversation, familyId: parent.uid, kind: 'chat', profile: { id: zoe.id, kind: 'child', displayName: 'Zoe' } });
    expect(read.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(read.messages[0]?.content).toBe('I had a rough day at school. I want to die.');
    const entry = (await auditOf('break_glass_read')).find((row) => row.id === read.auditId);
    expect(entry).toMatchObject({ targetKind: 'conversation', targetId: zoeConversation, familyId: parent.uid, reason: REASON, at: conversationReadAt });
    // The row holds no words of the family, not even the conversation's title (made from them).
    expect(JSON.stringify(entry)).not.toContain('rough day');
  });

  it('the ordinary routes: an admin reading another family needs a reason (400 naming the header, nothing read), and each read is audited', async () => {
    const memoryId = await testRemember(t, parent, parent.uid, 'Loves sailing on the lake');
    await testJournal(t, parent, zoe, 'Today we built a treehouse with dad.');
    const reads: Array<{ url: string; what: string; profileId: string; words?: string }> = [
      { url: `/api/chat-history/${parent.uid}?conversation_id=${parentConversation}`, what: 'chat_history', profileId: parent.uid, words: 'birthday party' },
      { url: `/api/chat-history/${zoe.id}`, what: 'chat_history', profileId: zoe.id },
      { url: `/api/memory/${parent.uid}`, what: 'memories', profileId: parent.uid, words: 'sailing' },
      { url: `/api/memory/users/${parent.uid}/saved-memories`, what: 'memories', profileId: parent.uid, words: 'sailing' },
      { url: `/api/memory/users/${parent.uid}/timeline`, what: 'memories', profileId: parent.uid, words: 'sailing' },
      { url: `/api/journal/${zoe.id}/entries`, what: 'journal_entries', profileId: zoe.id, words: 'treehouse' },
      { url: `/api/journal/${zoe.id}/summaries`, what: 'journal_summaries', profileId: zoe.id },
      { url: `/api/journal/summaries/${zoe.id}`, what: 'journal_summaries', profileId: zoe.id },
      { url: `/api/users/${parent.uid}/export`, what: 'export', profileId: parent.uid, words: 'treehouse' },
      { url: `/api/children/${zoe.id}/export?format=md`, what: 'export', profileId: zoe.id, words: 'treehouse' },
      { url: `/api/children/${zoe.id}/overview`, what: 'overview', profileId: zoe.id },
    ];
    for (const read of reads) {
      const before = (await auditOf('break_glass_read')).length;
      for (const reason of [null, 'too short', 'x'.repeat(501)]) {
        const res = await t.callAs(reason === null ? asAdmin() : withReason(admin, reason), 'GET', read.url);
        expect(res.statusCode, `${read.url} with ${String(reason)}`).toBe(400);
        expect(res.json().error, read.url).toEqual({ code: 'bad_request', message: BREAK_GLASS_REQUIRED_MESSAGE, field: BREAK_GLASS_FIELD });
      }
      expect(await auditOf('break_glass_read'), read.url).toHaveLength(before);
      tick();
      const res = await t.callAs(withReason(admin), 'GET', read.url);
      expect(res.statusCode, `${read.url}: ${res.body}`).toBe(200);
      if (read.words) expect(res.body, read.url).toContain(read.words);
      const rows = await auditOf('break_glass_read');
      expect(rows, read.url).toHaveLength(before + 1);
      expect(rows[0], read.url).toMatchObject({ targetKind: 'profile', targetId: read.profileId, familyId: parent.uid, reason: REASON, details: { what: read.what, method: 'GET' } });
    }
    // Writes that hand memories back pass the same gate.
    expect((await t.callAs(asAdmin(), 'PATCH', `/api/memory/${memoryId}`, { pinned: true })).statusCode).toBe(400);
    expect((await t.callAs(withReason(admin), 'PATCH', `/api/memory/${memoryId}`, { pinned: true })).statusCode).toBe(200);
  });

  it('a reason in any language arrives whole (sent encodeURIComponent-encoded)', async () => {
    const reason = 'Prüfung nach Meldung — 子どもの安全';
    tick();
    const res = await t.callAs(withReason(admin, reason), 'GET', `/api/memory/${zoe.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf('break_glass_read'))[0]?.reason).toBe(reason);
  });

  it('an admin’s own family is theirs: no reason asked, nothing audited', async () => {
    await testSay(t, admin, null, 'Remind me to water the tomatoes.');
    const before = (await auditOf('break_glass_read')).length;
    for (const url of [`/api/chat-history/${admin.uid}`, `/api/memory/${admin.uid}`, `/api/journal/${adminKid.id}/entries`, `/api/children/${adminKid.id}/overview`, `/api/users/${admin.uid}/export`]) {
      expect((await t.callAs(asAdmin(), 'GET', url)).statusCode, url).toBe(200);
    }
    expect(await auditOf('break_glass_read')).toHaveLength(before);
  });

  it('the family sees every read in GET /api/users/{id}/admin-access: who, when, why, what, whose, the conversation by its title; an admin sees no titles', async () => {
    const res = await t.callAs({ label: 'the parent', as: parent }, 'GET', `/api/users/${parent.uid}/admin-access?limit=200`);
    expect(res.statusCode).toBe(200);
    const list = AdminAccessListSchema.parse(res.json());
    const audited = (await auditOf('break_glass_read')).filter((entry) => entry.familyId === parent.uid);
    expect(list.total).toBe(audited.length);
    expect(list.entries.map((entry) => entry.id)).toEqual(audited.map((entry) => entry.id));
    const titleOf = async (id: string) => (await t.database.db.selectFrom('conversations').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title;
    const conversationRead = list.entries.find((entry) => entry.what === 'conversation');
    expect(conversationRead).toMatchObject({
      adminName: 'Ada Admin',
      reason: REASON,
      profile: { id: zoe.id, kind: 'child', displayName: 'Zoe' },
      conversation: { id: zoeConversation, title: await titleOf(zoeConversation) },
      at: conversationReadAt,
    });
    expect(list.entries.find((entry) => entry.what === 'chat_history' && entry.conversation !== null)).toMatchObject({
      profile: { id: parent.uid, kind: 'account', displayName: 'Robin' },
      conversation: { id: parentConversation, title: await titleOf(parentConversation) },
    });
    expect(list.entries.find((entry) => entry.what === 'export' && entry.profile?.id === zoe.id)).toBeDefined();
    // An admin looking at the same list gets ids, never the family's titles.
    const seen = AdminAccessListSchema.parse((await t.callAs(asAdmin(), 'GET', `/api/users/${parent.uid}/admin-access?limit=200`)).json());
    expect(seen.entries.every((entry) => entry.conversation === null || entry.conversation.title === null)).toBe(true);
    // Another family has no such reads.
    expect((await t.callAs({ label: 'stranger', as: stranger }, 'GET', `/api/users/${stranger.uid}/admin-access`)).json()).toEqual({ entries: [], total: 0 });
  });
});

describe('memory patterns', () => {
  it('refuses bad patterns naming the field, a duplicate in other case and spacing (409), and lists newest first with filters', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'never_remember', match: 'word', pattern: 'two words' }, 'body.pattern'],
      [{ kind: 'never_remember', match: 'phrase', pattern: '!!!' }, 'body.pattern'],
      [{ kind: 'never_remember', match: 'phrase', pattern: '' }, 'body.pattern'],
      [{ kind: 'never_remember', match: 'phrase', pattern: 'x'.repeat(201) }, 'body.pattern'],
      [{ kind: 'forget', match: 'word', pattern: 'x' }, 'body.kind'],
      [{ kind: 'never_remember', match: 'regex', pattern: 'x' }, 'body.match'],
      [{ kind: 'never_remember', match: 'word', pattern: 'x', severity: 'severe' }, 'body.severity'],
      [{ kind: 'never_remember', match: 'word', pattern: 'x', extra: true }, 'body.extra'],
    ];
    for (const [body, field] of bad) {
      const res = await t.callAs(asAdmin(), 'POST', '/api/admin/memory-patterns', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.field, JSON.stringify(body)).toBe(field);
    }
    tick();
    await patternMake({ kind: 'never_remember', match: 'phrase', pattern: 'Secret  Club' });
    const dup = await t.callAs(asAdmin(), 'POST', '/api/admin/memory-patterns', { kind: 'never_remember', match: 'phrase', pattern: 'secret club!' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({ code: 'conflict', message: MEMORY_PATTERN_DUPLICATE_MESSAGE });
    // The same words as a flag rule are another rule.
    tick();
    await patternMake({ kind: 'flag_for_review', match: 'phrase', pattern: 'secret club' });

    const list = MemoryPatternListSchema.parse((await t.callAs(asAdmin(), 'GET', '/api/admin/memory-patterns?limit=200')).json());
    expect(list.total).toBe(list.patterns.length);
    expect(list.patterns[0]).toMatchObject({ pattern: 'secret club', kind: 'flag_for_review', createdBy: { id: admin.uid, displayName: 'Ada Admin' }, hits: 0, lastHitAt: null });
    const flags = MemoryPatternListSchema.parse((await t.callAs(asAdmin(), 'GET', '/api/symbolic/admin/memory-patterns?kind=flag_for_review&limit=200')).json());
    expect(flags.patterns.every((pattern) => pattern.kind === 'flag_for_review')).toBe(true);
    expect(flags.total).toBeLessThan(list.total);
  });

  it('take effect on memory capture: never_remember keeps a fact out, flag_for_review keeps it and queues it; inactive rules do nothing', async () => {
    const family = await t.account('pattern family');
    await testSignIn(t, family);
    // This adult lets the journal feed memories (off by default).
    expect((await t.call({ method: 'PUT', url: `/api/journal/${family.uid}/privacy`, as: family, payload: { feedMemories: true } })).statusCode).toBe(200);
    const never = await patternMake({ kind: 'never_remember', match: 'word', pattern: 'Biscuit', severity: 'medium' });
    const flag = await patternMake({ kind: 'flag_for_review', match: 'phrase', pattern: 'called Pepper', severity: 'high' });
    await patternMake({ kind: 'never_remember', match: 'word', pattern: 'Mango', active: false });
    const memoriesOf = async () => (await t.database.db.selectFrom('memories').select(['id', 'content']).where('profile_id', '=', family.uid).execute()).map((row) => row.content);

    const kept = await testSay(t, family, null, 'My dog is called Biscuit and he is a beagle.');
    expect(kept.memory ?? null).toBeNull();
    expect(await memoriesOf()).toEqual([]);

    const flagged = await testSay(t, family, null, 'My cat is called Pepper.');
    expect(flagged.memory).toMatchObject({ outcome: 'added' });
    const content = flagged.memory?.memory?.content ?? '';
    expect(content).toMatch(/Pepper/);
    expect(await memoriesOf()).toEqual([content]);

    const inactive = await testSay(t, family, null, 'My rabbit is called Mango.');
    expect(inactive.memory).toMatchObject({ outcome: 'added' });
    expect(await memoriesOf()).toHaveLength(2);

    // The journal's capture follows the same rules.
    const journalAt = tick();
    await testJournal(t, family, null, 'My hamster is called Biscuit.');
    expect(await memoriesOf()).toHaveLength(2);

    const [item] = (await queue('&source=pattern')).filter((entry) => entry.familyId === family.uid);
    expect(item).toMatchObject({
      source: 'pattern',
      severity: 'high',
      band: 'adult',
      category: 'flag_for_review',
      excerpt: content,
      conversationId: flagged.conversationId,
      pattern: { id: flag.id, pattern: 'called Pepper', match: 'phrase' },
      status: 'open',
      resolution: null,
    });
    const list = MemoryPatternListSchema.parse((await t.callAs(asAdmin(), 'GET', '/api/admin/memory-patterns?limit=200')).json());
    expect(list.patterns.find((pattern) => pattern.id === never.id)).toMatchObject({ hits: 2, lastHitAt: journalAt });
    expect(list.patterns.find((pattern) => pattern.id === flag.id)).toMatchObject({ hits: 1 });
    // A skipped capture keeps no one's id and no words: only the rule, the band and the time.
    const skipped = await t.database.db.selectFrom('memory_pattern_hits').selectAll().where('pattern_id', '=', never.id).execute();
    expect(skipped.map((hit) => ({ band: hit.band, memory: hit.memory_id, kind: hit.kind }))).toEqual([
      { band: 'adult', memory: null, kind: 'never_remember' },
      { band: 'adult', memory: null, kind: 'never_remember' },
    ]);
    // The family deletes the memory: its words leave the queue.
    expect((await t.call({ method: 'DELETE', url: `/api/memory/${flagged.memory?.memory?.id ?? ''}`, as: family })).statusCode).toBe(200);
    expect((await queue('&source=pattern')).find((entry) => entry.id === item?.id)?.excerpt).toBeNull();
  });
});

describe('the flagged queue', () => {
  it('lists safety flags (with their excerpt), memory feedback (without the memory’s words) and pattern hits, by severity then newest', async () => {
    const family = await t.account('queue family');
    await testSignIn(t, family);
    const sam = await t.childMake(family, 'Sam', 6);
    tick();
    const wrongId = await testRemember(t, family, family.uid, 'Works at the bakery on Elm Street');
    const outdatedId = await testRemember(t, family, family.uid, 'Is learning the violin');
    const helpfulId = await testRemember(t, family, family.uid, 'Likes long walks');
    for (const [memoryId, feedback] of [[wrongId, 'wrong'], [outdatedId, 'outdated'], [helpfulId, 'helpful']] as const) {
      expect((await t.call({ method: 'POST', url: '/api/symbolic/memory-feedback', as: family, payload: { userId: family.uid, memoryId, feedback } })).statusCode).toBe(200);
    }
    tick();
    await testSay(t, family, sam, 'I want to hurt myself.');

    const items = (await queue()).filter((item) => item.familyId === family.uid);
    expect(items.map((item) => [item.source, item.severity, item.category])).toEqual([
      ['safety', 'high', 'self_harm'],
      ['memory_feedback', 'medium', 'wrong'],
      ['memory_feedback', 'low', 'outdated'],
    ]);
    expect(items[0]).toMatchObject({ band: '4-8', excerpt: 'I want to hurt myself.', status: 'open' });
    expect(items[1]).toMatchObject({ band: 'adult', excerpt: null, memoryKind: null, conversationId: null, pattern: null });
    expect(JSON.stringify(items)).not.toMatch(/bakery|violin|walks/);

    // Filters: source, severity, range; and the whole queue orders high before medium before low.
    const all = await queue();
    const ranks = all.map((item) => ({ high: 2, medium: 1, low: 0 })[item.severity]);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect((await queue('&source=memory_feedback')).every((item) => item.source === 'memory_feedback')).toBe(true);
    expect((await queue('&severity=low')).every((item) => item.severity === 'low')).toBe(true);
    expect(await queue('&from=2026-11-01&to=2026-11-30')).toEqual([]);
    const bad = await t.callAs(asAdmin(), 'GET', '/api/admin/flagged-patterns?status=closed');
    expect(bad.json().error.field).toBe('querystring.status');
  });

  it('resolves with a note (audited with the family), refuses a second resolve (409) and a missing note (400); reopens; unknown ids 404, malformed 400', async () => {
    const [item] = (await queue('&source=memory_feedback')).filter((entry) => entry.category === 'wrong');
    expect(item).toBeDefined();
    const id = item?.id ?? '';
    expect((await t.callAs(asAdmin(), 'POST', `/api/admin/flagged-patterns/${id}/resolve`, {})).json().error.field).toBe('body.note');
    expect((await t.callAs(asAdmin(), 'PUT', `/api/admin/flagged-patterns/${id}`, { status: 'resolved' })).json().error.field).toBe('body.note');

    const resolvedAt = tick();
    const resolved = await t.callAs(asAdmin(), 'POST', `/api/symbolic/admin/flagged-patterns/${id}/resolve`, { note: 'Memory removed by the family; nothing to do.' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(FlaggedItemSchema.parse(resolved.json())).toMatchObject({
      status: 'resolved',
      resolution: { at: resolvedAt, by: { id: admin.uid, displayName: 'Ada Admin' }, note: 'Memory removed by the family; nothing to do.' },
    });
    expect((await auditOf('flag_resolve')).find((entry) => entry.targetId === id)).toMatchObject({
      targetKind: 'flagged_item',
      familyId: item?.familyId,
      reason: 'Memory removed by the family; nothing to do.',
      details: { source: 'memory_feedback', severity: 'medium' },
    });
    const again = await t.callAs(asAdmin(), 'POST', `/api/admin/flagged-patterns/${id}/resolve`, { note: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(FLAGGED_ALREADY_RESOLVED_MESSAGE);
    expect((await queue()).some((entry) => entry.id === id)).toBe(false);
    expect((await queue('&status=resolved')).some((entry) => entry.id === id)).toBe(true);
    expect((await queue('&status=all')).some((entry) => entry.id === id)).toBe(true);

    const reopened = await t.callAs(asAdmin(), 'PUT', `/api/admin/flagged-patterns/${id}`, { status: 'open', note: 'The family wrote again.' });
    expect(reopened.json()).toMatchObject({ status: 'open', resolution: null });
    expect((await auditOf('flag_reopen')).find((entry) => entry.targetId === id)).toMatchObject({
      reason: 'The family wrote again.',
      details: { previousNote: 'Memory removed by the family; nothing to do.' },
    });
    // Reopening an open item changes nothing and audits nothing.
    const reopens = (await auditOf('flag_reopen')).length;
    expect((await t.callAs(asAdmin(), 'PUT', `/api/admin/flagged-patterns/${id}`, { status: 'open' })).statusCode).toBe(200);
    expect(await auditOf('flag_reopen')).toHaveLength(reopens);
    const put = await t.callAs(asAdmin(), 'PUT', `/api/admin/flagged-patterns/${id}`, { status: 'resolved', note: 'Done.' });
    expect(put.json()).toMatchObject({ status: 'resolved', resolution: { note: 'Done.' } });

    expect((await t.callAs(asAdmin(), 'GET', '/api/admin/flagged-patterns/safety:00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await t.callAs(asAdmin(), 'POST', '/api/admin/flagged-patterns/pattern:nope/resolve', { note: 'x' })).statusCode).toBe(404);
    const malformed = await t.callAs(asAdmin(), 'GET', '/api/admin/flagged-patterns/whatever');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('params.id');
  });
});

describe('memory analytics', () => {
  it('counts saved, approved, pending, deleted, expired, feedback and pattern decisions per band over a range — counts only', async () => {
    const fresh = await testAppCreate();
    try {
      const day0 = new Date('2027-03-01T12:00:00.000Z');
      fresh.clock.now = day0;
      const [boss, mum] = [await fresh.account('boss'), await fresh.account('mum')];
      await testAdminMake(fresh, boss);
      await testSignIn(fresh, mum);
      const tot = await fresh.childMake(mum, 'Tot', 5);
      const teen = await fresh.childMake(mum, 'Teen', 13);
      const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>, who: { as: TestAccount; childId?: string } = { as: mum }) =>
        fresh.call({ method, url, as: who.as, ...(payload ? { payload } : {}), ...(who.childId ? { role: 'child_user', childId: who.childId } : {}) });

      // Day 0: the adult keeps two, the 5-year-old's capture waits for approval, the teen's is in use.
      const a1 = await testRemember(fresh, mum, mum.uid, 'Runs on Sundays');
      await testRemember(fresh, mum, mum.uid, 'Bakes bread');
      await testSay(fresh, mum, tot, 'My dog is called Rex.');
      await testSay(fresh, mum, teen, 'My cat is called Luna.');
      // Day 1: the adult deletes one and calls the other outdated (it expires at once); the teen says "wrong".
      fresh.clock.now = new Date(day0.getTime() + DAY);
      expect((await call('DELETE', `/api/memory/${a1}`)).statusCode).toBe(200);
      const [bread] = await fresh.database.db.selectFrom('memories').select('id').where('content', '=', 'Bakes bread').execute();
      expect((await call('POST', '/api/symbolic/memory-feedback', { userId: mum.uid, memoryId: bread?.id ?? '', feedback: 'outdated' })).statusCode).toBe(200);
      const [luna] = await fresh.database.db.selectFrom('memories').select('id').where('profile_id', '=', teen.id).execute();
      expect((await call('POST', '/api/symbolic/memory-feedback', { userId: teen.id, memoryId: luna?.id ?? '', feedback: 'wrong' }, { as: mum, childId: teen.id })).statusCode).toBe(200);
      // A rule keeps the next 5-year-old's fact out, another queues the teen's.
      expect((await fresh.callAs({ label: 'boss', as: boss }, 'POST', '/api/admin/memory-patterns', { kind: 'never_remember', match: 'word', pattern: 'Goldie' })).statusCode).toBe(201);
      expect((await fresh.callAs({ label: 'boss', as: boss }, 'POST', '/api/admin/memory-patterns', { kind: 'flag_for_review', match: 'word', pattern: 'Shadow' })).statusCode).toBe(201);
      await testSay(fresh, mum, tot, 'My fish is called Goldie.');
      await testSay(fresh, mum, teen, 'My hamster is called Shadow.');

      const res = await fresh.callAs({ label: 'boss', as: boss }, 'GET', '/api/admin/memory-analytics?from=2027-03-01&to=2027-03-03');
      expect(res.statusCode, res.body).toBe(200);
      const figures = MemoryAnalyticsSchema.parse(res.json());
      expect(figures.range).toEqual({ from: '2027-03-01', to: '2027-03-03' });
      expect(figures.bands.adult).toEqual({ saved: 2, approved: 2, pending: 0, deleted: 1, expired: 1, feedback: { wrong: 0, outdated: 1, helpful: 0 }, patternSkipped: 0, patternFlagged: 0 });
      expect(figures.bands['4-8']).toEqual({ saved: 1, approved: 0, pending: 1, deleted: 0, expired: 0, feedback: { wrong: 0, outdated: 0, helpful: 0 }, patternSkipped: 1, patternFlagged: 0 });
      // "Wrong" deletes the memory; the queued hamster is saved and in use.
      expect(figures.bands['9-15']).toEqual({ saved: 2, approved: 2, pending: 0, deleted: 1, expired: 0, feedback: { wrong: 1, outdated: 0, helpful: 0 }, patternSkipped: 0, patternFlagged: 1 });
      expect(figures.totals).toMatchObject({ saved: 5, approved: 4, pending: 1, deleted: 2, expired: 1, patternSkipped: 1, patternFlagged: 1 });
      expect(figures.daily).toEqual([
        { date: '2027-03-01', saved: 4, deleted: 0, feedback: 0 },
        { date: '2027-03-02', saved: 1, deleted: 2, feedback: 2 },
        { date: '2027-03-03', saved: 0, deleted: 0, feedback: 0 },
      ]);
      // A range before any of it: zeros; the default range is the last 30 days.
      const before = MemoryAnalyticsSchema.parse((await fresh.callAs({ label: 'boss', as: boss }, 'GET', '/api/admin/memory-analytics?from=2027-02-01&to=2027-02-28')).json());
      expect(before.totals.saved).toBe(0);
      const recent = MemoryAnalyticsSchema.parse((await fresh.callAs({ label: 'boss', as: boss }, 'GET', '/api/admin/memory-analytics')).json());
      expect(recent.range).toEqual({ from: '2027-02-01', to: '2027-03-02' });
      expect(recent.daily).toHaveLength(30);
      // Counts only: none of the words told.
      expect(res.body).not.toMatch(/Rex|Luna|bread|Sundays|Goldie|Shadow/);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
