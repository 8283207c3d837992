import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema, RetentionJobResultSchema, type Child, type DataExport } from '@grove/api-contract';
import { questsForMode } from '@grove/wonder';
import { buildApp } from '../app';
import { configFromEnv, ConfigError } from '../config';
import { databaseOpen } from '../db/database';
import type { Database } from '../db/schema';
import { RETENTION_LOCK_KEY } from '../services/retention';
import { tokenVerifierFirebase, type TokenVerifier } from '../services/tokenVerifier';
import { TEST_BREAK_GLASS_HEADERS } from '../test/admin.test-helper';
import { TEST_PROJECT_ID, testAppCreate, type TestAccount, type TestApp, type TestCaller } from '../test/harness';

// Issue 18, part C on a real database: export (JSON and Markdown), complete deletion of a child and
// of an account (every table walked through information_schema, so tables added later are covered),
// the family's retention setting, and the retention job on an injected clock — with two API
// instances on one PostgreSQL database purging at the same moment.

const AUTH_FAILED = { error: { code: 'unauthenticated', message: 'Authentication failed. Please refresh the page to continue.' } };
const DAY = 86_400_000;
const onPostgres = Boolean(process.env.DATABASE_URL);
const digest = (pin: string) => createHash('sha256').update(pin).digest('hex');

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let admin: TestAccount;
let pip: Child;
let max: Child;
let sol: Child;

// ——— the every-table walk ———

/** Every column of every table (kysely's bookkeeping aside), as information_schema lists them now. */
async function everyColumn(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const rows = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely\\_%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const row of rows.rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  return byTable;
}

/**
 * Where any of `needles` appears, as `table.column (needle: rows)` — in any column of any table, whatever its type
 * or name (text, JSON, keys such as `child:{id}`), so a table or column added later is searched too.
 */
async function holders(db: Kysely<Database>, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [table, columns] of await everyColumn(db)) {
    for (const needle of needles) {
      const counts = sql.join(columns.map((column) => sql`count(*) filter (where strpos(${sql.ref(column)}::text, ${needle}) > 0) as ${sql.id(column)}`));
      const { rows } = await sql<Record<string, string | number>>`select ${counts} from ${sql.table(table)}`.execute(db);
      for (const [column, n] of Object.entries(rows[0] ?? {})) if (Number(n) > 0) found.push(`${table}.${column} (${needle}: ${String(n)})`);
    }
  }
  return [...new Set(found)].sort();
}

/** The tables in which any of `needles` appears. */
async function tablesHolding(db: Kysely<Database>, needles: readonly string[]): Promise<string[]> {
  return [...new Set((await holders(db, needles)).map((where) => where.split('.')[0] ?? ''))].sort();
}

/**
 * A table the schema did not have when the export and deletion were written, made the way a later
 * migration might: it must be exported and deleted like every other.
 */
async function laterTable(): Promise<void> {
  await sql`create table if not exists test_later_records (id text primary key, profile_id text not null, note text not null)`.execute(t.database.db);
}

// ——— seeding through the real API ———

async function ok(res: { statusCode: number; body: string }, expected: number[] = [200, 201, 204]) {
  expect(expected, res.body).toContain(res.statusCode);
}

async function chat(parent: TestAccount, child: Child | null, message: string, conversationId?: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/chat',
    as: parent,
    payload: { userId: parent.uid, message, ...(conversationId ? { conversationId } : {}) },
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
  await ok(res, [200]);
  return res.json<{ conversationId: string }>().conversationId;
}

async function journal(parent: TestAccount, child: Child | null, content: string): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/journal/entry',
    as: parent,
    payload: { userId: child?.id ?? parent.uid, content, mood: 'happy' },
    ...(child ? { role: 'child_user', childId: child.id } : {}),
  });
  await ok(res, [201]);
  return res.json<{ id: string }>().id;
}

async function remember(parent: TestAccount, profileId: string, content: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/api/memory', as: parent, payload: { userId: profileId, content, tags: ['kites'] } });
  await ok(res, [201]);
  return res.json<{ memory: { id: string } }>().memory.id;
}

/**
 * Gives a profile a row in every table a profile can have one in, through the API where there is a
 * route (chat, journal, summary, privacy, memories, memory settings and feedback, radar scoring,
 * correction and insight feedback, a wrong PIN, an animal guide and a finished quest) and a flag straight in the table (the safety filter's
 * own tests cover how flags arise).
 */
async function seedProfile(parent: TestAccount, child: Child | null, marker: string): Promise<void> {
  const profileId = child?.id ?? parent.uid;
  const as = child ? { role: 'child_user', childId: child.id } : {};
  const conversationId = await chat(parent, child, `${marker} I played football with my friends and I felt really happy today`);
  await chat(parent, child, `${marker} then we had pancakes`, conversationId);
  await journal(parent, child, `${marker} I went running with my sister and slept well.`);
  await ok(await t.call({ method: 'POST', url: `/api/journal/${profileId}/summaries`, as: parent, payload: {}, ...as }));
  await ok(await t.call({ method: 'PUT', url: `/api/journal/${profileId}/privacy`, as: parent, payload: { modelSummaries: false } }));
  const memoryId = await remember(parent, profileId, `Likes kites (${marker})`);
  await ok(await t.call({ method: 'POST', url: '/api/memory/users', as: parent, payload: { userId: profileId, autoCapture: true } }));
  await ok(await t.call({ method: 'POST', url: '/api/symbolic/memory-feedback', as: parent, payload: { userId: profileId, memoryId, feedback: 'helpful' } }));
  await t.background.idle();
  await ok(await t.call({ method: 'POST', url: '/api/metrics/symbolic-scoring', as: parent, payload: { user_id: profileId } }));
  // Corrections and feedback on the radar are the person's own (the child's, not the parent's).
  await ok(await t.call({ method: 'POST', url: '/api/symbolic-override', as: parent, payload: { user_id: profileId, axis: 'sleep', value: 0.7 }, ...as }));
  await ok(await t.call({ method: 'POST', url: '/api/insight-feedback', as: parent, payload: { user_id: profileId, insight: 'axis:sleep', helpful: true }, ...as }));
  // Issue 21: an animal guide (on the profile's own row) and a finished quest with its reflection.
  await ok(await t.call({ method: 'PUT', url: `/api/wonder/${profileId}/animal-guide`, as: parent, payload: { animalId: 'otter' }, ...as }), [200]);
  const questId = questsForMode(child?.contentMode ?? 'FULL')[0]?.id ?? '';
  await ok(await t.call({ method: 'POST', url: `/api/wonder/${profileId}/quests/${questId}/accept`, as: parent, ...as }), [201]);
  await ok(await t.call({ method: 'POST', url: `/api/wonder/${profileId}/quests/${questId}/done`, as: parent, payload: { reflection: `${marker} quest done` }, ...as }), [200]);
  if (child) {
    const wrong = await t.call({ method: 'POST', url: `/api/children/${child.id}/pin/verify`, as: parent, payload: { pin: digest('9999') } });
    expect(wrong.json()).toMatchObject({ verified: false });
  }
  await t.database.db
    .insertInto('chat_flags')
    .values({ id: `flag-${marker}-${profileId}`, user_id: parent.uid, child_id: child?.id ?? null, conversation_id: conversationId, category: 'self_harm', direction: 'message', content_mode: child?.contentMode ?? 'FULL', severity: 'urgent', created_at: t.clock.now })
    .execute();
}

async function signedIn(account: TestAccount): Promise<void> {
  await ok(await t.call({ method: 'GET', url: `/api/users/${account.uid}`, as: account }), [200]);
}

async function makeAdmin(account: TestAccount): Promise<void> {
  await signedIn(account);
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', account.uid).execute();
}

async function exportOf(caller: TestAccount, url: string): Promise<{ data: DataExport; text: string }> {
  const res = await t.call({ method: 'GET', url, as: caller });
  expect(res.statusCode, res.body).toBe(200);
  return { data: DataExportSchema.parse(res.json()), text: res.body };
}

beforeAll(async () => {
  t = await testAppCreate();
  [owner, stranger, admin] = await Promise.all([t.account('Robin'), t.account('stranger'), t.account('admin')]);
  await Promise.all([signedIn(owner), signedIn(stranger), makeAdmin(admin)]);
  pip = await t.childMake(owner, 'Pip', 6);
  max = await t.childMake(owner, 'Max', 12);
  sol = await t.childMake(stranger, 'Sol', 7);
  await seedProfile(owner, null, 'ADULTMARK');
  await seedProfile(owner, pip, 'PIPMARK');
  await seedProfile(owner, max, 'MAXMARK');
  await seedProfile(stranger, sol, 'SOLMARK');
}, 240_000);
afterAll(() => t.close());

// ——— permissions ———

describe('permission matrix (API.md, issue 18 part C)', () => {
  const exportsAndSettings = () => [
    { method: 'GET' as const, url: `/api/users/${owner.uid}/export` },
    { method: 'GET' as const, url: `/api/users/${owner.uid}/export?format=md` },
    { method: 'GET' as const, url: `/api/children/${pip.id}/export` },
    { method: 'GET' as const, url: `/api/children/${pip.id}/export?format=md` },
    { method: 'GET' as const, url: `/api/users/${owner.uid}/retention` },
    { method: 'PUT' as const, url: `/api/users/${owner.uid}/retention`, payload: { retention: '365' } },
    { method: 'DELETE' as const, url: `/api/children/${pip.id}` },
    { method: 'DELETE' as const, url: `/api/users/${owner.uid}` },
    { method: 'POST' as const, url: '/api/admin/jobs/retention' },
  ];
  const retentionOf = async (uid: string) => (await t.database.db.selectFrom('users').select('retention').where('id', '=', uid).executeTakeFirstOrThrow()).retention;

  it('anonymous and a forged token: 401 with SPEC’s message', async () => {
    for (const route of exportsAndSettings()) {
      const res = await t.call(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual(AUTH_FAILED);
      expect((await t.call({ ...route, headers: { authorization: 'Bearer not-a-token' } })).statusCode).toBe(401);
    }
  });

  it('another family (also acting as its own child) gets 403 on someone else’s ids, and nothing changes or leaks', async () => {
    const callers: TestCaller[] = [
      { label: 'stranger', as: stranger },
      { label: 'stranger as Sol', as: stranger, childId: sol.id },
    ];
    for (const caller of callers) {
      for (const route of exportsAndSettings()) {
        const res = await t.callAs(caller, route.method, route.url, route.payload);
        expect(res.statusCode, `${caller.label}: ${route.method} ${route.url}`).toBe(403);
        expect(res.body).not.toContain('PIPMARK');
      }
    }
    expect(await retentionOf(owner.uid)).toBe('90');
    expect(await t.database.db.selectFrom('child_accounts').select('id').where('id', '=', pip.id).executeTakeFirst()).toBeDefined();
  });

  it('a child profile (X-Child-Id) may not export, delete or change retention — not even its own data', async () => {
    for (const route of exportsAndSettings()) {
      for (const child of [pip, max]) {
        const res = await t.callAs({ label: child.displayName, as: owner, childId: child.id }, route.method, route.url, route.payload);
        expect(res.statusCode, `${child.displayName}: ${route.method} ${route.url}`).toBe(403);
      }
    }
    expect(await retentionOf(owner.uid)).toBe('90');
  });

  it('a signed-in user who is not an admin cannot run the retention job', async () => {
    expect((await t.call({ method: 'POST', url: '/api/admin/jobs/retention', as: owner })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/admin/jobs/retention', as: stranger })).statusCode).toBe(403);
  });

  it('the owner (parent) exports the family and each child, and reads and sets retention', async () => {
    for (const url of [`/api/users/${owner.uid}/export`, `/api/users/${owner.uid}/export?format=md`, `/api/children/${pip.id}/export`, `/api/children/${max.id}/export?format=md`]) {
      expect((await t.call({ method: 'GET', url, as: owner })).statusCode, url).toBe(200);
    }
    expect((await t.call({ method: 'GET', url: `/api/users/${owner.uid}/retention`, as: owner })).json()).toEqual({ retention: '90' });
    const set = await t.call({ method: 'PUT', url: `/api/users/${owner.uid}/retention`, as: owner, payload: { retention: '365' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ retention: '365' });
    expect((await t.call({ method: 'GET', url: `/api/users/${owner.uid}/retention`, as: owner })).json()).toEqual({ retention: '365' });
    await t.call({ method: 'PUT', url: `/api/users/${owner.uid}/retention`, as: owner, payload: { retention: '90' } });
  });

  it('an admin exports any family or child (giving a reason, issue 20), reads and sets anyone’s retention, and runs the job', async () => {
    expect((await t.call({ method: 'GET', url: `/api/users/${stranger.uid}/export`, as: admin })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/users/${stranger.uid}/export`, as: admin, headers: { ...TEST_BREAK_GLASS_HEADERS } })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/children/${sol.id}/export?format=md`, as: admin, headers: { ...TEST_BREAK_GLASS_HEADERS } })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/users/${stranger.uid}/retention`, as: admin })).json()).toEqual({ retention: '90' });
    expect((await t.call({ method: 'PUT', url: `/api/users/${stranger.uid}/retention`, as: admin, payload: { retention: 'forever' } })).json()).toEqual({ retention: 'forever' });
    expect(await retentionOf(stranger.uid)).toBe('forever');
    await t.call({ method: 'PUT', url: `/api/users/${stranger.uid}/retention`, as: admin, payload: { retention: '90' } });
    const job = await t.call({ method: 'POST', url: '/api/admin/jobs/retention', as: admin });
    expect(job.statusCode).toBe(200);
    expect(RetentionJobResultSchema.parse(job.json()).ran).toBe(true);
  });

  it('unknown ids: 404 for the parent and an admin (a child id of no one is not someone else’s)', async () => {
    expect((await t.call({ method: 'GET', url: '/api/children/no-such-child/export', as: owner })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/children/no-such-child/export', as: admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/users/no-such-user/export', as: admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/users/no-such-user/retention', as: admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/users/no-such-user/retention', as: admin, payload: { retention: '30' } })).statusCode).toBe(404);
  });

  it('bad input: 400 naming the field, and nothing changes', async () => {
    const cases = [
      { method: 'GET' as const, url: `/api/users/${owner.uid}/export?format=pdf`, field: 'querystring.format' },
      { method: 'GET' as const, url: `/api/children/${pip.id}/export?format=`, field: 'querystring.format' },
      { method: 'GET' as const, url: `/api/users/${owner.uid}/export?everything=yes`, field: 'querystring.everything' },
      { method: 'PUT' as const, url: `/api/users/${owner.uid}/retention`, payload: { retention: '45' }, field: 'body.retention' },
      { method: 'PUT' as const, url: `/api/users/${owner.uid}/retention`, payload: { retention: 90 }, field: 'body.retention' },
      { method: 'PUT' as const, url: `/api/users/${owner.uid}/retention`, payload: {}, field: 'body.retention' },
      { method: 'PUT' as const, url: `/api/users/${owner.uid}/retention`, payload: { retention: '30', days: 30 }, field: 'body.days' },
    ];
    for (const { field, ...route } of cases) {
      const res = await t.call({ ...route, as: owner });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'bad_request', field });
    }
    expect(await retentionOf(owner.uid)).toBe('90');
  });
});

// ——— export ———

describe('export (issue 18, point 5)', () => {
  it('a child’s export holds that child’s profile, conversations, journal, memories, radar and flags — and nothing of its sibling or parent', async () => {
    const { data, text } = await exportOf(owner, `/api/children/${pip.id}/export`);
    expect(data).toMatchObject({ scope: 'child', account: null, child: { id: pip.id, displayName: 'Pip', pinSet: true }, policy: { retention: '90', retentionDays: 90 } });
    expect(data.children.map((child) => child.id)).toEqual([pip.id]);
    expect(text).not.toContain('pin_hash');
    expect(text).not.toContain('scrypt$');

    expect(data.conversations.length).toBeGreaterThan(0);
    expect(data.conversations.every((conversation) => conversation.childId === pip.id && conversation.profileId === pip.id)).toBe(true);
    const said = data.conversations.flatMap((conversation) => conversation.messages.filter((message) => message.role === 'user').map((message) => message.content));
    expect(said).toEqual([expect.stringContaining('PIPMARK I played football'), expect.stringContaining('PIPMARK then we had pancakes')]);
    expect(data.conversations[0]?.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);

    expect(data.journal.entries.map((entry) => entry.content)).toEqual(['PIPMARK I went running with my sister and slept well.']);
    expect(data.journal.summaries).toHaveLength(1);
    expect(data.journal.privacy).toEqual([expect.objectContaining({ profileId: pip.id, modelSummaries: false })]);
    expect(data.memories.items.map((memory) => memory.content)).toContain('Likes kites (PIPMARK)');
    expect(data.memories.items.every((memory) => memory.profileId === pip.id)).toBe(true);
    expect(data.memories.settings).toEqual([expect.objectContaining({ profileId: pip.id })]);
    expect(data.memories.feedback).toEqual([expect.objectContaining({ profileId: pip.id, feedback: 'helpful' })]);
    expect(data.radar.messageScores.length).toBeGreaterThanOrEqual(3);
    expect(data.radar.messageScores.every((score) => score.profileId === pip.id)).toBe(true);
    expect(data.radar.weeklyScores.length).toBeGreaterThan(0);
    expect(data.radar.weeklyScores[0]?.weekStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.radar.overrides).toEqual([expect.objectContaining({ profileId: pip.id, target: 'axis:sleep' })]);
    expect(data.radar.insightFeedback).toEqual([expect.objectContaining({ profileId: pip.id, insight: 'axis:sleep' })]);
    expect(data.flags).toEqual([expect.objectContaining({ id: `flag-PIPMARK-${pip.id}`, childId: pip.id, severity: 'urgent' })]);
    // The charges for Pip's own turns, from the family's ledger.
    expect(data.ledger).toHaveLength(2);
    expect(data.purchases).toEqual([]);
    expect(data.otherTables['pin_attempts']).toEqual([expect.objectContaining({ pinKey: `child:${pip.id}`, failures: 1 })]);

    for (const foreign of ['MAXMARK', 'ADULTMARK', 'SOLMARK', max.id, sol.id, stranger.uid]) expect(text, foreign).not.toContain(foreign);
  });

  it('the family export holds the account, both children and everything of each — and no other family', async () => {
    const { data, text } = await exportOf(owner, `/api/users/${owner.uid}/export`);
    expect(data).toMatchObject({ scope: 'family', child: null, account: { id: owner.uid, email: owner.email.toLowerCase(), displayName: 'Robin', retention: '90', parentPinSet: false } });
    expect(data.children.map((child) => child.displayName).sort()).toEqual(['Max', 'Pip']);
    for (const marker of ['ADULTMARK', 'PIPMARK', 'MAXMARK']) {
      expect(data.conversations.some((conversation) => conversation.messages.some((message) => message.content.startsWith(marker))), marker).toBe(true);
      expect(data.journal.entries.some((entry) => entry.content.startsWith(marker)), marker).toBe(true);
      expect(data.memories.items.some((memory) => memory.content.includes(marker)), marker).toBe(true);
      expect(data.flags.some((flag) => flag.id.startsWith(`flag-${marker}-`)), marker).toBe(true);
    }
    expect(new Set(data.radar.messageScores.map((score) => score.profileId))).toEqual(new Set([owner.uid, pip.id, max.id]));
    expect(data.ledger.length).toBe(6);
    expect(data.ledger.every((row) => row.reason === 'chat' && row.delta < 0)).toBe(true);
    for (const foreign of ['SOLMARK', sol.id, stranger.uid, stranger.email]) expect(text, foreign).not.toContain(foreign);
  });

  it('holds every table in which the walk finds the family’s ids, with every such row (`sources`)', async () => {
    const { data } = await exportOf(owner, `/api/users/${owner.uid}/export`);
    const ids = [owner.uid, pip.id, max.id];
    const tables = await tablesHolding(t.database.db, ids);
    expect(tables).toEqual(expect.arrayContaining(['users', 'child_accounts', 'conversations', 'chat_messages', 'journal_entries', 'memories', 'radar_message_scores', 'token_ledger', 'pin_attempts']));
    for (const table of tables) expect(data.sources[table], table).toBeGreaterThan(0);
    const messages = await t.database.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', owner.uid).executeTakeFirstOrThrow();
    expect(data.sources['chat_messages']).toBe(Number(messages.n));
    const child = await exportOf(owner, `/api/children/${max.id}/export`);
    for (const table of await tablesHolding(t.database.db, [max.id])) expect(child.data.sources[table], table).toBeGreaterThan(0);
  });

  it('Markdown: a readable attachment with the same content as the JSON', async () => {
    const json = await exportOf(owner, `/api/users/${owner.uid}/export`);
    const res = await t.call({ method: 'GET', url: `/api/users/${owner.uid}/export?format=md`, as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/markdown; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="grove-export-family-\d{4}-\d{2}-\d{2}\.md"$/);
    const md = res.body;
    expect(md).toMatch(/^# Grove data export — Robin's family\n/);
    for (const heading of ['## Account', '## Children', '## Conversations', '## Journal', '## Memories', '## Emotional radar', '## Safety flags', '## Token ledger']) expect(md).toContain(heading);
    expect(md).toContain('kept for 90 days');
    // Every word anyone wrote or was answered, every entry and memory of the JSON is in the file.
    for (const conversation of json.data.conversations) {
      for (const message of conversation.messages) for (const line of message.content.split('\n')) expect(md).toContain(`> ${line}`);
    }
    for (const entry of json.data.journal.entries) expect(md).toContain(`> ${entry.content}`);
    for (const memory of json.data.memories.items) expect(md).toContain(memory.content);
    for (const week of json.data.radar.weeklyScores) expect(md).toContain(week.weekStart);
    expect(md).toContain('**Pip** ·');
    expect(md).toContain('**Grove** ·');

    const child = await t.call({ method: 'GET', url: `/api/children/${pip.id}/export?format=md`, as: owner });
    expect(child.headers['content-disposition']).toMatch(/^attachment; filename="grove-export-child-\d{4}-\d{2}-\d{2}\.md"$/);
    expect(child.body).toMatch(/^# Grove data export — Pip\n/);
    expect(child.body).toContain('PIPMARK');
    expect(child.body).not.toContain('MAXMARK');
  });

  it('a table added later is exported too (`otherTables`), a child’s rows only in its own export', async () => {
    await laterTable();
    await sql`insert into test_later_records (id, profile_id, note) values ('later-pip', ${pip.id}, 'PIPMARK later'), ('later-max', ${max.id}, 'MAXMARK later')`.execute(t.database.db);
    const child = await exportOf(owner, `/api/children/${pip.id}/export`);
    expect(child.data.otherTables['test_later_records']).toEqual([{ id: 'later-pip', profileId: pip.id, note: 'PIPMARK later' }]);
    expect(child.text).not.toContain('MAXMARK');
    const family = await exportOf(owner, `/api/users/${owner.uid}/export`);
    expect(family.data.otherTables['test_later_records']?.map((row) => row['id'])).toEqual(expect.arrayContaining(['later-pip', 'later-max']));
    expect(family.data.sources['test_later_records']).toBe(2);
    const md = await t.call({ method: 'GET', url: `/api/users/${owner.uid}/export?format=md`, as: owner });
    expect(md.body).toContain('## Other records: test_later_records');
    expect(md.body).toContain('PIPMARK later');
  });

  it('JSON: an attachment the contract’s schema reads', async () => {
    const res = await t.call({ method: 'GET', url: `/api/children/${max.id}/export?format=json`, as: owner });
    expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="grove-export-child-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(DataExportSchema.safeParse(res.json()).success).toBe(true);
  });
});

// ——— deletion ———

describe('deleting a child removes every row about it in every table (issue 18, point 5)', () => {
  it('after DELETE no column of any table holds the child’s id or its words; its sibling and parent keep theirs', async () => {
    const del = await t.childMake(owner, 'Del', 9);
    await seedProfile(owner, del, 'DELMARK');
    // A table as a later migration might add one (no foreign key, the child under profile_id): the
    // deletion reads the schema, not a list, so it is swept too.
    await laterTable();
    await sql`insert into test_later_records (id, profile_id, note) values (${`later-${del.id}`}, ${del.id}, 'DELMARK later')`.execute(t.database.db);
    const before = await tablesHolding(t.database.db, [del.id]);
    // The seeding reaches every table a child's data lives in, so the walk below has something to find.
    expect(before).toEqual(
      expect.arrayContaining([
        'test_later_records',
        'child_accounts', 'conversations', 'journal_entries', 'journal_summaries', 'journal_privacy', 'memories', 'memory_settings', 'memory_feedback',
        'radar_message_scores', 'weekly_radar_scores', 'radar_overrides', 'insight_feedback', 'chat_flags', 'pin_attempts', 'quest_entries',
      ]),
    );
    expect(await tablesHolding(t.database.db, ['DELMARK'])).toEqual(expect.arrayContaining(['chat_messages', 'journal_entries', 'memories', 'quest_entries']));
    // The sibling's and the parent's own rows (the parent's uid is on Del's rows too, so it is not a measure).
    const siblingBefore = await holders(t.database.db, [pip.id, 'PIPMARK', 'ADULTMARK']);

    const res = await t.call({ method: 'DELETE', url: `/api/children/${del.id}`, as: owner });
    expect(res.statusCode).toBe(204);
    expect(await holders(t.database.db, [del.id])).toEqual([]);
    expect(await holders(t.database.db, ['DELMARK'])).toEqual([]);
    expect(await holders(t.database.db, [pip.id, 'PIPMARK', 'ADULTMARK'])).toEqual(siblingBefore);
    expect((await t.call({ method: 'GET', url: `/api/children/${del.id}`, as: owner })).statusCode).toBe(404);
  }, 120_000);

  it('an admin deletes another family’s child the same way', async () => {
    const gone = await t.childMake(stranger, 'Gone', 5);
    await chat(stranger, gone, 'GONEMARK I like trains');
    await t.background.idle();
    expect(await tablesHolding(t.database.db, [gone.id])).toEqual(expect.arrayContaining(['conversations', 'radar_message_scores']));
    expect((await t.call({ method: 'DELETE', url: `/api/children/${gone.id}`, as: admin })).statusCode).toBe(204);
    expect(await holders(t.database.db, [gone.id, 'GONEMARK'])).toEqual([]);
  }, 60_000);
});

describe('deleting an account removes the family everywhere and the Firebase user (issue 18, point 5)', () => {
  async function signInFails(account: TestAccount) {
    const res = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: 'secret-pass-1', returnSecureToken: true }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  }

  it('after DELETE no column of any table holds the account’s or its children’s ids, email or words; sign-in and the old token fail', async () => {
    const leaver = await t.account('leaver');
    await signedIn(leaver);
    const kids = [await t.childMake(leaver, 'Ada', 8), await t.childMake(leaver, 'Ben', 13)];
    await seedProfile(leaver, null, 'LEAVEMARK');
    for (const kid of kids) await seedProfile(leaver, kid, 'LEAVEMARK');
    await ok(await t.call({ method: 'PUT', url: `/api/users/${leaver.uid}/parent-pin`, as: leaver, payload: { pin: digest('4321') } }), [204]);
    await t.call({ method: 'POST', url: `/api/users/${leaver.uid}/parent-pin/verify`, as: leaver, payload: { pin: digest('0000') } });
    await ok(await t.call({ method: 'POST', url: '/api/token-packages/checkout', as: leaver, payload: { package_id: 'seedling', user_id: leaver.uid } }));
    const needles = [leaver.uid, leaver.email, 'LEAVEMARK', ...kids.map((kid) => kid.id)];
    expect(await tablesHolding(t.database.db, needles)).toEqual(expect.arrayContaining(['users', 'child_accounts', 'purchases', 'token_ledger', 'pin_attempts', 'chat_messages']));
    const othersBefore = await holders(t.database.db, [owner.uid, pip.id, 'PIPMARK', stranger.uid, 'SOLMARK']);

    const res = await t.call({ method: 'DELETE', url: `/api/users/${leaver.uid}`, as: leaver });
    expect(res.statusCode, res.body).toBe(204);
    expect(await holders(t.database.db, needles)).toEqual([]);
    expect(await holders(t.database.db, [owner.uid, pip.id, 'PIPMARK', stranger.uid, 'SOLMARK'])).toEqual(othersBefore);

    // The Firebase user is gone: no sign-in, no account behind the id, and the ID token still in the
    // browser (valid for up to an hour) does not bring the account back.
    await signInFails(leaver);
    const verifier = tokenVerifierFirebase({ projectId: TEST_PROJECT_ID, emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '' });
    try {
      expect(await verifier.userExists?.(leaver.uid)).toBe(false);
    } finally {
      await verifier.close();
    }
    const stale = await t.call({ method: 'GET', url: `/api/users/${leaver.uid}`, as: leaver });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual(AUTH_FAILED);
    expect(await holders(t.database.db, [leaver.uid])).toEqual([]);
  }, 240_000);

  it('a token another API process already verified (and remembers until its exp) is refused once the account is deleted', async () => {
    // Issue 22: each process keeps verified tokens; the account itself is still read on every request,
    // so a deletion made through one process refuses the token at the other one's next request.
    const leaver = await t.account('leaver2');
    await signedIn(leaver);
    const verifier = tokenVerifierFirebase({ projectId: TEST_PROJECT_ID, emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '' });
    const other = await buildApp({
      config: configFromEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '', MENTOR_PROVIDER: 'builtin' }),
      version: '0.0.0-test',
      db: t.database.db,
      databaseKind: t.database.kind,
      verifier,
      mailer: { send: async () => undefined, close: () => undefined },
      now: () => t.clock.now,
    });
    try {
      const read = () => other.inject({ method: 'GET', url: `/api/tokens/${leaver.uid}`, headers: { authorization: `Bearer ${leaver.idToken}` } });
      expect((await read()).statusCode).toBe(200);
      expect((await t.call({ method: 'DELETE', url: `/api/users/${leaver.uid}`, as: leaver })).statusCode).toBe(204);
      const stale = await read();
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual(AUTH_FAILED);
      expect(await holders(t.database.db, [leaver.uid])).toEqual([]);
    } finally {
      await other.close();
      await verifier.close();
    }
  }, 60_000);

  it('an admin deletes another account, its Firebase user included', async () => {
    const other = await t.account('other');
    await signedIn(other);
    const kid = await t.childMake(other, 'Cy', 10);
    await chat(other, kid, 'OTHERMARK hello');
    expect((await t.call({ method: 'DELETE', url: `/api/users/${other.uid}`, as: admin })).statusCode).toBe(204);
    expect(await holders(t.database.db, [other.uid, kid.id, 'OTHERMARK'])).toEqual([]);
    await signInFails(other);
  }, 60_000);

  it('when the Firebase user cannot be deleted, nothing is deleted (503) and the person can try again', async () => {
    const keeper = await t.account('keeper');
    await signedIn(keeper);
    const kid = await t.childMake(keeper, 'Dot', 6);
    const real = tokenVerifierFirebase({ projectId: TEST_PROJECT_ID, emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '' });
    const failing: TokenVerifier = {
      verify: (token) => real.verify(token),
      close: () => real.close(),
      deleteUser: () => Promise.reject(new Error('Firebase is unreachable')),
    };
    const app = await buildApp({
      config: configFromEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '', MENTOR_PROVIDER: 'builtin' }),
      version: '0.0.0-test',
      db: t.database.db,
      databaseKind: t.database.kind,
      verifier: failing,
      mailer: { send: async () => undefined, close: () => undefined },
      now: () => t.clock.now,
    });
    try {
      const res = await app.inject({ method: 'DELETE', url: `/api/users/${keeper.uid}`, headers: { authorization: `Bearer ${keeper.idToken}` } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({ code: 'unavailable', message: 'We could not delete your sign-in account just now, so nothing was deleted. Please try again in a moment.' });
    } finally {
      await app.close();
      await real.close();
    }
    // The family as it was: its child, the consent given to add the child, the account.
    expect(await tablesHolding(t.database.db, [keeper.uid, kid.id])).toEqual(['child_accounts', 'consents', 'users']);
    expect((await t.call({ method: 'DELETE', url: `/api/users/${keeper.uid}`, as: keeper })).statusCode).toBe(204);
    expect(await holders(t.database.db, [keeper.uid, kid.id])).toEqual([]);
  }, 60_000);
});

// ——— retention ———

describe('retention on the injected clock (issue 18, point 6)', () => {
  // Today: the other families' data (made at the real time) is then never past a retention here.
  const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
  const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
  let family: TestAccount;
  let kid: Child;
  let forever: TestAccount;
  let foreverKid: Child;
  const at = async <T>(when: Date, body: () => Promise<T>): Promise<T> => {
    t.clock.now = when;
    try {
      return await body();
    } finally {
      t.clock.now = NOW;
    }
  };
  const runJob = async () => {
    const res = await t.call({ method: 'POST', url: '/api/admin/jobs/retention', as: admin });
    expect(res.statusCode, res.body).toBe(200);
    return RetentionJobResultSchema.parse(res.json());
  };
  const messages = (marker: string) =>
    t.database.db.selectFrom('chat_messages').select(['id', 'content']).where('content', 'like', `${marker}%`).execute();
  const entries = (marker: string) => t.database.db.selectFrom('journal_entries').select('id').where('content', 'like', `${marker}%`).execute();
  const memoriesOf = (marker: string) => t.database.db.selectFrom('memories').select('id').where('content', 'like', `%${marker}%`).execute();
  const conversation = (id: string) => t.database.db.selectFrom('conversations').select('id').where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    t.clock.now = NOW;
    family = await t.account('thirty');
    forever = await t.account('forever');
    await Promise.all([signedIn(family), signedIn(forever)]);
    kid = await t.childMake(family, 'Tia', 10);
    foreverKid = await t.childMake(forever, 'Fay', 10);
    expect((await t.call({ method: 'GET', url: `/api/users/${family.uid}/retention`, as: family })).json()).toEqual({ retention: '90' });
    await ok(await t.call({ method: 'PUT', url: `/api/users/${family.uid}/retention`, as: family, payload: { retention: '30' } }), [200]);
    await ok(await t.call({ method: 'PUT', url: `/api/users/${forever.uid}/retention`, as: forever, payload: { retention: 'forever' } }), [200]);
  }, 60_000);
  afterAll(() => {
    t.clock.now = new Date();
  });

  it('a 30-day family loses its child’s 31-day-old messages, entries and memories, keeps the 29-day-old ones, and the adult’s own data stays', async () => {
    const oldOnly = await at(ago(31), () => chat(family, kid, 'R31ONLY I played football today and felt happy'));
    const continued = await at(ago(31), () => chat(family, kid, 'R31CONT I love drawing dragons'));
    await at(ago(29), () => chat(family, kid, 'R29CONT and I drew a castle', continued));
    await at(ago(31), () => journal(family, kid, 'R31JOURNAL I slept badly'));
    await at(ago(29), () => journal(family, kid, 'R29JOURNAL I slept well'));
    await at(ago(31), () => remember(family, kid.id, 'Likes kites R31MEMORY'));
    await at(ago(29), () => remember(family, kid.id, 'Likes trains R29MEMORY'));
    // The parent's own data, far older than 30 days: retention is about children's data only.
    await at(ago(120), () => chat(family, null, 'RADULT I had a long day at work'));
    await at(ago(120), () => journal(family, null, 'RADULTJOURNAL tired today'));
    await at(ago(120), () => remember(family, family.uid, 'Likes tea RADULTMEMORY'));
    await t.background.idle();
    const kidScoresBefore = await t.database.db.selectFrom('radar_message_scores').select('at').where('child_id', '=', kid.id).execute();
    expect(kidScoresBefore.some((score) => new Date(score.at).getTime() < ago(30).getTime())).toBe(true);

    const result = await runJob();
    expect(result.ran).toBe(true);
    expect(result.run).toMatchObject({ startedAt: NOW.toISOString(), finishedAt: NOW.toISOString() });
    expect(result.run?.removed.chatMessages).toBeGreaterThanOrEqual(4);
    expect(result.run?.removed.journalEntries).toBeGreaterThanOrEqual(1);
    expect(result.run?.removed.memories).toBeGreaterThanOrEqual(1);
    expect(result.run?.removed.conversations).toBeGreaterThanOrEqual(1);

    expect(await messages('R31')).toEqual([]);
    expect((await messages('R29CONT')).length).toBe(1);
    expect(await conversation(oldOnly)).toBeUndefined();
    expect(await conversation(continued)).toBeDefined();
    expect(await entries('R31JOURNAL')).toEqual([]);
    expect(await entries('R29JOURNAL')).toHaveLength(1);
    expect(await memoriesOf('R31MEMORY')).toEqual([]);
    expect(await memoriesOf('R29MEMORY')).toHaveLength(1);
    const kidScores = await t.database.db.selectFrom('radar_message_scores').select('at').where('child_id', '=', kid.id).execute();
    expect(kidScores.length).toBeGreaterThan(0);
    expect(kidScores.every((score) => new Date(score.at).getTime() >= ago(30).getTime())).toBe(true);
    expect((await messages('RADULT')).length).toBe(1);
    expect(await entries('RADULTJOURNAL')).toHaveLength(1);
    expect(await memoriesOf('RADULTMEMORY')).toHaveLength(1);

    // Recorded, with the counts it reports.
    const run = await t.database.db.selectFrom('retention_runs').selectAll().where('id', '=', result.run?.id ?? '').executeTakeFirstOrThrow();
    expect(run.removed).toEqual(result.run?.removed);

    // Idempotent: run again at the same moment, nothing more goes (and the run is recorded as such).
    const again = await runJob();
    expect(again.ran).toBe(true);
    expect(Object.values(again.run?.removed ?? {}).every((n) => n === 0)).toBe(true);
    expect((await messages('R29CONT')).length).toBe(1);
  }, 120_000);

  it('a child’s flagged words (excerpt) older than the retention are cleared, the flag itself kept; the adult’s are not touched', async () => {
    // The excerpt column comes with migration 0011 (the alerts part of issue 18); made here when this branch lacks it.
    await sql`alter table chat_flags add column if not exists excerpt text`.execute(t.database.db);
    const flag = (id: string, childId: string | null, days: number) =>
      sql`insert into chat_flags (id, user_id, child_id, category, direction, content_mode, severity, created_at, excerpt)
          values (${id}, ${family.uid}, ${childId}, 'bullying', 'message', 'PG', 'concern', ${ago(days).toISOString()}::timestamptz, ${`excerpt of ${id}`})`.execute(t.database.db);
    await flag('rflag-31', kid.id, 31);
    await flag('rflag-29', kid.id, 29);
    await flag('rflag-adult', null, 120);
    const result = await runJob();
    expect(result.run?.removed.excerpts).toBeGreaterThanOrEqual(1);
    const rows = await sql<{ id: string; excerpt: string | null }>`select id, excerpt from chat_flags where id like 'rflag-%' order by id`.execute(t.database.db);
    expect(rows.rows).toEqual([
      { id: 'rflag-29', excerpt: 'excerpt of rflag-29' },
      { id: 'rflag-31', excerpt: null },
      { id: 'rflag-adult', excerpt: 'excerpt of rflag-adult' },
    ]);
  });

  it('a child’s quest reflection older than the retention is cleared, the finished quest kept; a newer one and the adult’s stay', async () => {
    const finish = async (profileId: string, childId: string | null, questIndex: number, reflection: string) => {
      const mode = childId === null ? 'FULL' : 'PG';
      const questId = questsForMode(mode)[questIndex]?.id ?? '';
      const as = childId === null ? {} : { role: 'child_user', childId };
      await ok(await t.call({ method: 'POST', url: `/api/wonder/${profileId}/quests/${questId}/accept`, as: family, ...as }), [201]);
      await ok(await t.call({ method: 'POST', url: `/api/wonder/${profileId}/quests/${questId}/done`, as: family, payload: { reflection }, ...as }), [200]);
    };
    await at(ago(31), () => finish(kid.id, kid.id, 0, 'RQUEST31 I helped my gran'));
    await at(ago(29), () => finish(kid.id, kid.id, 1, 'RQUEST29 I tidied my room'));
    await at(ago(120), () => finish(family.uid, null, 0, 'RQUESTADULT I called my brother'));
    const result = await runJob();
    expect(result.run?.removed.questReflections).toBe(1);
    const rows = await t.database.db.selectFrom('quest_entries').select(['child_id', 'status', 'reflection', 'done_at']).where('user_id', '=', family.uid).orderBy('done_at').execute();
    expect(rows.map((row) => [row.child_id, row.status, row.reflection])).toEqual([
      [null, 'done', 'RQUESTADULT I called my brother'],
      [kid.id, 'done', null],
      [kid.id, 'done', 'RQUEST29 I tidied my room'],
    ]);
  });

  it('a family that keeps data “until I delete it” keeps everything, however old', async () => {
    await at(ago(400), () => chat(forever, foreverKid, 'RFOREVER I built a den'));
    await at(ago(400), () => journal(forever, foreverKid, 'RFOREVERJOURNAL a den'));
    await at(ago(400), () => remember(forever, foreverKid.id, 'Likes dens RFOREVERMEMORY'));
    await runJob();
    expect((await messages('RFOREVER')).length).toBe(1);
    expect(await entries('RFOREVERJOURNAL')).toHaveLength(1);
    expect(await memoriesOf('RFOREVERMEMORY')).toHaveLength(1);
    // Choosing 30 days later purges at the next run.
    await t.call({ method: 'PUT', url: `/api/users/${forever.uid}/retention`, as: forever, payload: { retention: '30' } });
    await runJob();
    expect(await messages('RFOREVER')).toEqual([]);
    expect(await memoriesOf('RFOREVERMEMORY')).toEqual([]);
  }, 60_000);

  it('the export states the family’s policy', async () => {
    const { data } = await exportOf(family, `/api/users/${family.uid}/export`);
    expect(data.policy).toEqual({ retention: '30', retentionDays: 30, appliesTo: ['conversations', 'journal entries', 'memories'] });
  });

  it.skipIf(!onPostgres)(
    'two API instances on one PostgreSQL database run the job at the same moment: the rows go once and one run records the work (PostgreSQL only — PGlite is one process’s embedded database, so a second API process cannot open it)',
    async () => {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${rows[0]?.name ?? ''}`;
      const second = await databaseOpen({ url: url.toString() });
      const verifier = tokenVerifierFirebase({ projectId: TEST_PROJECT_ID, emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '' });
      const app2 = await buildApp({
        config: configFromEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '', MENTOR_PROVIDER: 'builtin' }),
        version: '0.0.0-test',
        db: second.db,
        databaseKind: second.kind,
        verifier,
        mailer: { send: async () => undefined, close: () => undefined },
        now: () => t.clock.now,
      });
      const { default: pg } = await import('pg');
      const holder = new pg.Client({ connectionString: url.toString() });
      await holder.connect();
      try {
        // Many old rows, straight in the tables, so the purge takes long enough for the two to meet.
        const conversationId = await at(ago(60), () => chat(family, kid, 'RTWO starting'));
        const old = ago(45);
        await t.database.db
          .insertInto('chat_messages')
          .values(Array.from({ length: 3000 }, (_, index) => ({ id: `rtwo-${String(index)}`, conversation_id: conversationId, user_id: family.uid, role: index % 2 === 0 ? ('user' as const) : ('assistant' as const), content: `RTWO message ${String(index)}`, tokens_used: 1, created_at: old })))
          .execute();
        // The 3000, the opening message and its reply (which does not start with the marker).
        const seeded = (await t.database.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', conversationId).execute()).length;
        expect(seeded).toBe(3002);
        expect((await messages('RTWO')).length).toBe(3001);

        // While another process holds the purge lock, a run does nothing and records nothing.
        const runsBefore = await t.database.db.selectFrom('retention_runs').select('id').execute();
        await holder.query('select pg_advisory_lock($1::bigint)', [RETENTION_LOCK_KEY.toString()]);
        const blocked = RetentionJobResultSchema.parse((await app2.inject({ method: 'POST', url: '/api/admin/jobs/retention', headers: { authorization: `Bearer ${admin.idToken}` } })).json());
        expect(blocked).toEqual({ ran: false, run: null });
        expect((await messages('RTWO')).length).toBe(3001);
        expect(await t.database.db.selectFrom('retention_runs').select('id').execute()).toHaveLength(runsBefore.length);
        await holder.query('select pg_advisory_unlock($1::bigint)', [RETENTION_LOCK_KEY.toString()]);

        const request = { method: 'POST' as const, url: '/api/admin/jobs/retention', headers: { authorization: `Bearer ${admin.idToken}` } };
        const results = (await Promise.all([t.app.inject(request), app2.inject(request)])).map((res) => RetentionJobResultSchema.parse(res.json()));
        expect(await messages('RTWO')).toEqual([]);
        const ran = results.filter((result) => result.ran).map((result) => result.run);
        const working = ran.filter((run) => (run?.removed.chatMessages ?? 0) > 0);
        expect(working).toHaveLength(1);
        expect(working[0]?.removed.chatMessages).toBe(seeded);
        const earlier = new Set(runsBefore.map((run) => run.id));
        const recorded = (await t.database.db.selectFrom('retention_runs').selectAll().execute()).filter((run) => !earlier.has(run.id));
        expect(recorded).toHaveLength(ran.length);
        expect(recorded.filter((run) => Number(run.removed['chatMessages'] ?? 0) > 0)).toHaveLength(1);
        expect(new Set(recorded.map((run) => run.instance)).size).toBe(recorded.length);
      } finally {
        await holder.end();
        await app2.close();
        await verifier.close();
        await second.close();
      }
    },
    120_000,
  );
});

describe('configuration', () => {
  it('RETENTION_INTERVAL_MS: one hour by default; a bad value stops the API naming it', () => {
    expect(configFromEnv({}).retentionIntervalMs).toBe(3_600_000);
    expect(configFromEnv({ RETENTION_INTERVAL_MS: '600000' }).retentionIntervalMs).toBe(600_000);
    expect(() => configFromEnv({ RETENTION_INTERVAL_MS: '10' })).toThrow(ConfigError);
    expect(() => configFromEnv({ RETENTION_INTERVAL_MS: 'hourly' })).toThrow(/RETENTION_INTERVAL_MS/);
  });
});
