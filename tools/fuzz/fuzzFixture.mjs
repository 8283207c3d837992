// The world the fuzzer attacks: the API built in-process by the test harness (app.inject on a real
// database — in-memory PGlite, or a fresh database on the PostgreSQL server DATABASE_URL names — and
// real ID tokens from the Firebase Auth emulator), seeded through the API itself with two families
// and an admin, so every kind of id exists to be stolen. Runs on the TypeScript sources (swc's
// register hook and the `@grove/source` condition; see fuzz.mjs).
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ANIMAL_GUIDES, QUESTS } from '@grove/wonder';
import { testAppCreate, testConsentGive } from '../../apps/api/src/test/harness.ts';
import { familyTablesOf, ownerMatch } from '../../apps/api/src/services/familyTables.ts';

/**
 * The two families. Every name and text of a family carries its surname, a word found nowhere else,
 * so a response that shows another family anything of theirs is caught by one substring test.
 */
export const FAMILIES = {
  A: { surname: 'Fuzzwick', parent: 'Ottoline', children: [['Pip', 7], ['Wren', 13]] },
  B: { surname: 'Quillfeather', parent: 'Barnaby', children: [['Moss', 6], ['Juniper', 15]] },
};

/**
 * A family's surname in its `generation` (a family seeded again after a fuzzed request deleted its
 * account): as long as the first and different, so no surname is part of another.
 */
export function familySurname(key, generation) {
  const { surname } = FAMILIES[key];
  if (generation === 0) return surname;
  const letters = String.fromCharCode(97 + (Math.floor(generation / 26) % 26), 97 + (generation % 26));
  return `${surname.slice(0, -2)}${letters}`;
}

/** The callers of requestArbitraries.mjs and whose family each belongs to (null: no family's). */
export const CALLER_FAMILY = { anonymous: null, owner: 'A', child: 'A', otherAdult: 'B', otherChild: 'B', admin: null };

const PARENT_PIN = createHash('sha256').update('2468').digest('hex');

/** Ids shorter than this (serial numbers, small codes) would match by accident; they are no secret. */
const SECRET_ID_MIN_LENGTH = 12;

/**
 * The environment the fuzzed app runs with: the builtin mentor with no pacing (the harness's) and the
 * per-IP limits of the public calls raised — every injected request comes from one IP, and 429s
 * after the 30th trial chat would hide the routes behind them (rate limits have their own tests).
 */
export const FUZZ_APP_ENV = { TRIAL_CHAT_RATE_LIMIT: '1000000', TRIAL_STATUS_RATE_LIMIT: '1000000', FOUNDERS_PUBLIC_RATE_LIMIT: '1000000' };

async function expectStatus(response, statuses, what) {
  if (!statuses.includes(response.statusCode)) throw new Error(`fixture: ${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response.statusCode === 204 ? null : response.json();
}

async function familySeed(t, key, generation = 0) {
  const family = FAMILIES[key];
  const surname = familySurname(key, generation);
  const unique = randomUUID().slice(0, 6);
  const parent = await t.account(`${family.parent} ${surname}`, `${family.parent.toLowerCase()}.${surname.toLowerCase()}.${unique}@example.com`);
  const as = (child) => (child ? { as: parent, role: 'child_user', childId: child.id } : { as: parent });
  const call = (what, statuses, options) => t.call(options).then((res) => expectStatus(res, statuses, what));

  await call('sign-in', [200], { method: 'GET', url: `/api/users/${parent.uid}`, as: parent });
  await call('display name', [200], { method: 'PATCH', url: `/api/users/${parent.uid}`, as: parent, payload: { displayName: `${family.parent} ${surname}` } });
  const children = [];
  for (const [name, age] of family.children) children.push(await t.childMake(parent, `${name} ${surname}`, age));
  await testConsentGive(t, parent, 'external_model');
  await call('parent PIN', [200, 204], { method: 'PUT', url: `/api/users/${parent.uid}/parent-pin`, as: parent, payload: { pin: PARENT_PIN } });
  await call('retention', [200], { method: 'PUT', url: `/api/users/${parent.uid}/retention`, as: parent, payload: { retention: '365' } });

  const say = async (child, message, conversationId) =>
    call('chat', [200], { method: 'POST', url: '/api/chat', ...as(child), payload: { userId: parent.uid, message, ...(conversationId ? { conversationId } : {}) } });
  const first = await say(null, `Hello, I am ${family.parent} ${surname}. We keep ${surname} bees in the garden.`);
  await say(null, `What should the ${surname} family cook on Sunday?`, first.conversationId);
  await say(null, `A second chat about ${surname} holidays by the sea.`);
  const [younger, older] = children;
  await say(younger, `My name is ${younger.displayName} and I love dinosaurs.`);
  // A worrying message: it makes a safety flag and the parent's alert, so those ids exist too.
  await say(older, `I had a rough day at school, ${surname} house. i sit alone at lunch every day`);

  for (const [profile, child] of [[parent.uid, null], [younger.id, younger], [older.id, older]]) {
    await call('memory', [201], { method: 'POST', url: '/api/memory', as: parent, payload: { userId: profile, content: `The ${surname} profile likes kites`, tags: ['kites'] } });
    await call('journal', [201], { method: 'POST', url: '/api/journal/entry', ...as(child), payload: { userId: profile, content: `Dear diary, the ${surname} day was sunny and calm.`, mood: 'calm' } });
    await call('summary', [200, 201], { method: 'POST', url: `/api/journal/${profile}/summaries`, ...as(child), payload: {} });
  }
  await call('journal privacy', [200], { method: 'PUT', url: `/api/journal/${younger.id}/privacy`, ...as(younger), payload: { parentCanRead: true } });
  await call('animal guide', [200], { method: 'PUT', url: `/api/wonder/${younger.id}/animal-guide`, ...as(younger), payload: { animalId: ANIMAL_GUIDES[0].id } });
  // The first quest of the child's age group (the others answer 403).
  for (const quest of QUESTS) {
    const accepted = await t.call({ method: 'POST', url: `/api/wonder/${younger.id}/quests/${quest.id}/accept`, ...as(younger) });
    if (accepted.statusCode >= 300) continue;
    await call('quest done', [200], { method: 'POST', url: `/api/wonder/${younger.id}/quests/${quest.id}/done`, ...as(younger), payload: { reflection: `The ${surname} quest was fun` } });
    break;
  }
  await call('limits', [200], { method: 'PUT', url: `/api/children/${younger.id}/limits`, as: parent, payload: { dailyMinutes: 600, quietHours: null } });
  await call('referral code', [200, 201], { method: 'POST', url: '/api/founders-club/me/code', as: parent });
  const packages = await call('packages', [200], { method: 'GET', url: '/api/token-packages' });
  const packageId = (packages.packages ?? packages)[0]?.id;
  if (packageId) await call('purchase', [200, 201], { method: 'POST', url: '/api/token-packages/checkout', as: parent, payload: { package_id: packageId, user_id: parent.uid } });
  await call('radar override', [200, 201], { method: 'POST', url: '/api/symbolic-override', ...as(younger), payload: { user_id: younger.id, axis: 'wisdom', value: 0.5 } });
  return { key, generation, surname, parent, children };
}

async function adminSeed(t) {
  const admin = await t.account('Ada Admin', `ada.admin.${randomUUID().slice(0, 6)}@example.com`);
  await expectStatus(await t.call({ method: 'GET', url: `/api/users/${admin.uid}`, as: admin }), [200], 'admin sign-in');
  await t.database.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.uid).execute();
  const asAdmin = { as: admin, role: 'admin' };
  await expectStatus(
    await t.call({ method: 'POST', url: '/api/admin/memory-patterns', ...asAdmin, payload: { kind: 'flag_for_review', match: 'phrase', pattern: 'secret hideout' } }),
    [200, 201],
    'memory pattern',
  );
  await expectStatus(await t.call({ method: 'POST', url: '/api/founders-club/admin/create-invitation', ...asAdmin, payload: { maxUses: 5, note: 'fuzz' } }), [200, 201], 'invitation');
  // The referral proof key is made on first use; made now, a refused call later changes nothing.
  await expectStatus(await t.call({ method: 'POST', url: '/api/founders-club/mark-conversion', payload: { proof: 'not-a-proof' } }), [403], 'proof key');
  return admin;
}

/** Every id of a family's rows, by table (`profile`: the account's and its children's ids; `any`: all). */
async function familyIds(db, profileIds) {
  const byKind = new Map([['profile', [...profileIds]]]);
  for (const table of await familyTablesOf(db)) {
    if (!table.columns.some((column) => column.name === 'id')) continue;
    const { rows } = await sql`select id::text as id from ${sql.table(table.name)} where ${ownerMatch(table, profileIds)} order by id`.execute(db);
    if (rows.length > 0) byKind.set(table.name, rows.map((row) => row.id));
  }
  // An alert's flag is the family's too (its row names the family only through the alert).
  const flags = await sql`select id from chat_flags where user_id in (${sql.join(profileIds)}) or child_id in (${sql.join(profileIds)})`.execute(db);
  byKind.set('chat_flags', [...new Set([...(byKind.get('chat_flags') ?? []), ...flags.rows.map((row) => row.id)])]);
  const codes = await sql`select code from invitation_codes where owner_id in (${sql.join(profileIds)})`.execute(db);
  byKind.set('codes', codes.rows.map((row) => row.code));
  byKind.set('any', [...new Set([...byKind.entries()].filter(([kind]) => kind !== 'codes').flatMap(([, ids]) => ids))]);
  return byKind;
}

/** Reads a family's id pools and secrets from the database (after seeding, and after a repair). */
async function familySecretsRead(db, family) {
  family.ids = await familyIds(db, [family.parent.uid, ...family.children.map((child) => child.id)]);
  // What another family must never see: its ids, e-mail and surname (in every name and text).
  // Referral codes are made to be shared, so they are no secret.
  const ids = [...family.ids.entries()].filter(([kind]) => kind !== 'codes' && kind !== 'any').flatMap(([, list]) => list);
  family.privateIds = [...new Set(ids.filter((id) => id.length >= SECRET_ID_MIN_LENGTH))];
  family.secrets = [family.surname, family.parent.email, ...family.privateIds];
}

/**
 * Seeds a fresh app: families A and B (a parent with two children each, chats, a safety flag and
 * alert, memories, journal entries and summaries, privacy, an animal guide and a quest, limits, a
 * referral code, a purchase, a radar override) and an admin with a memory pattern and an invitation.
 * Returns the app, the callers, the id pools and each family's secrets.
 */
export async function fuzzFixtureCreate() {
  const t = await testAppCreate({ env: FUZZ_APP_ENV });
  try {
    const families = {};
    for (const key of Object.keys(FAMILIES)) families[key] = await familySeed(t, key);
    const admin = await adminSeed(t);
    await t.background.idle();
    const { db } = t.database;
    for (const family of Object.values(families)) await familySecretsRead(db, family);
    const globalCodes = await sql`select code from invitation_codes where owner_id is null`.execute(db);
    const packages = await sql`select id from token_packages order by id`.execute(db);
    const catalog = {
      quests: QUESTS.map((quest) => quest.id),
      animals: ANIMAL_GUIDES.map((guide) => guide.id),
      packages: packages.rows.map((row) => row.id),
      codes: globalCodes.rows.map((row) => row.code),
    };
    const fixture = { t, families, admin, catalog, callers: {}, retired: [], repairs: 0, reseeds: 0, close: () => t.close() };
    callersSet(fixture);
    return fixture;
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** Points the callers at the fixture's current accounts and children. */
function callersSet(fixture) {
  const { families, admin } = fixture;
  fixture.callers = {
    // A trial visitor's browser sends its device id (SPEC §2 trial access).
    anonymous: { family: null, account: null, childId: null, headers: { 'x-device-id': 'fuzz-trial-device-1' } },
    owner: { family: 'A', account: families.A.parent, childId: null },
    child: { family: 'A', account: families.A.parent, childId: families.A.children[0].id },
    otherAdult: { family: 'B', account: families.B.parent, childId: null },
    otherChild: { family: 'B', account: families.B.parent, childId: families.B.children[0].id },
    admin: { family: null, account: admin, childId: null, role: 'admin' },
  };
}

/**
 * Puts the fixture back after a fuzzed request changed it ON PURPOSE — the request was allowed to:
 * an admin made a parent an admin (or was demoted by one), a parent switched off or deleted their
 * child, an account deleted itself. Privileges and switches are put back in the database; a deleted
 * child is replaced by a new one; a deleted account's family is seeded again under a new surname (its
 * old secrets stay checked: nobody may see them). Returns what was repaired (empty: nothing).
 */
export async function fuzzFixtureRepair(fixture) {
  const { t, families, admin } = fixture;
  const { db } = t.database;
  const repaired = [];
  const parentIds = Object.values(families).map((family) => family.parent.uid);
  const users = await db.selectFrom('users').select(['id', 'is_admin', 'is_active']).where('id', 'in', [...parentIds, admin.uid]).execute();
  const userOf = new Map(users.map((row) => [row.id, row]));
  const adminRow = userOf.get(admin.uid);
  if (!adminRow?.is_admin || !adminRow.is_active) {
    if (!adminRow) throw new Error('fixture: the admin account was deleted');
    await db.updateTable('users').set({ is_admin: true, is_active: true }).where('id', '=', admin.uid).execute();
    repaired.push('admin right restored');
  }
  for (const family of Object.values(families)) {
    const row = userOf.get(family.parent.uid);
    if (!row) {
      fixture.retired.push({ key: `${family.key} (generation ${family.generation})`, secrets: family.secrets, privateIds: family.privateIds });
      const next = await familySeed(t, family.key, family.generation + 1);
      await t.background.idle();
      Object.assign(family, next);
      await familySecretsRead(db, family);
      fixture.reseeds += 1;
      repaired.push(`family ${family.key} seeded again (its account was deleted)`);
      continue;
    }
    if (row.is_admin || !row.is_active) {
      await db.updateTable('users').set({ is_admin: false, is_active: true }).where('id', '=', family.parent.uid).execute();
      repaired.push(`family ${family.key}'s parent: admin right removed, switched on`);
    }
    const [caller] = family.children;
    const child = await db.selectFrom('child_accounts').select(['id', 'is_active', 'can_chat', 'can_journal']).where('id', '=', caller.id).executeTakeFirst();
    if (!child) {
      const [name, age] = FAMILIES[family.key].children[0];
      family.children[0] = await t.childMake(family.parent, `${name} ${family.surname}`, age);
      await familySecretsRead(db, family);
      repaired.push(`family ${family.key}'s child made again`);
    } else if (!child.is_active || !child.can_chat || !child.can_journal) {
      await db.updateTable('child_accounts').set({ is_active: true, can_chat: true, can_journal: true }).where('id', '=', caller.id).execute();
      repaired.push(`family ${family.key}'s child switched on`);
    }
  }
  if (repaired.length > 0) {
    fixture.repairs += 1;
    callersSet(fixture);
  }
  return repaired;
}
