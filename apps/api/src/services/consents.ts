import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONSENT_CURRENT_VERSIONS, type ConsentCreate, type ConsentKind, type ConsentState, type Consents } from '@grove/api-contract';
import type { MentorProvider } from '@grove/mentor';
import type { Database } from '../db/schema';

/** A recorded decision, as read. */
interface ConsentRow {
  kind: ConsentKind;
  policy_version: string;
  granted: boolean;
  created_at: Date | string;
}

function stateOf(row: ConsentRow | undefined): ConsentState | null {
  return row ? { granted: row.granted, policyVersion: row.policy_version, at: new Date(row.created_at).toISOString() } : null;
}

/**
 * Whether a decision puts its consent in force: granted, for the version in force now. A consent
 * given to an older notice does not cover a newer one — the parent is asked again.
 */
function inForce(row: ConsentRow | undefined): boolean {
  return row !== undefined && row.granted && row.policy_version === CONSENT_CURRENT_VERSIONS[row.kind];
}

/** The latest decision of a family on one consent kind (`seq` orders decisions of the same instant). */
async function consentLatest(db: Kysely<Database>, userId: string, kind: ConsentKind): Promise<ConsentRow | undefined> {
  return db
    .selectFrom('consents')
    .select(['kind', 'policy_version', 'granted', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether a family's consent of this kind is in force now (granted, at the current version). */
export async function consentInForce(db: Kysely<Database>, userId: string, kind: ConsentKind): Promise<boolean> {
  return inForce(await consentLatest(db, userId, kind));
}

/**
 * Whether a mentor sends a turn off this server: anything but Grove's builtin mind — an OpenAI-compatible
 * server, or `auto`, which may find a model at any turn. The issue counts a model on the same machine
 * too: it is not Grove's own mind, and where it sends what it is given is not Grove's to promise.
 */
export function mentorIsExternal(mentor: MentorProvider): boolean {
  return mentor.name !== 'builtin';
}

/**
 * The provider for a child's turn: the configured mentor when it is the builtin mind or when the
 * parent's external_model consent is in force, else the builtin mind — read on every turn, so a
 * withdrawal applies to the very next one. `fallback` says the builtin mind stood in for that reason.
 */
export async function childMentorFor(
  db: Kysely<Database>,
  userId: string,
  mentors: { mentor: MentorProvider; builtinMentor: MentorProvider },
): Promise<{ provider: MentorProvider; fallback: boolean }> {
  if (!mentorIsExternal(mentors.mentor)) return { provider: mentors.mentor, fallback: false };
  if (await consentInForce(db, userId, 'external_model')) return { provider: mentors.mentor, fallback: false };
  return { provider: mentors.builtinMentor, fallback: true };
}

/** A family's consents as the API shows them: the latest decision of each kind, what is in force, and every record. */
export async function consentsView(db: Kysely<Database>, userId: string, mentor: MentorProvider): Promise<Consents> {
  const rows = await db
    .selectFrom('consents')
    .select(['kind', 'policy_version', 'granted', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('seq', 'desc')
    .execute();
  const latest = (kind: ConsentKind) => rows.find((row) => row.kind === kind);
  const external = mentorIsExternal(mentor);
  return {
    current: { child_privacy_notice: stateOf(latest('child_privacy_notice')), external_model: stateOf(latest('external_model')) },
    inForce: { child_privacy_notice: inForce(latest('child_privacy_notice')), external_model: inForce(latest('external_model')) },
    mentor: { external, childMind: external && inForce(latest('external_model')) ? 'model' : 'builtin' },
    records: rows.map((row) => ({ kind: row.kind, policyVersion: row.policy_version, granted: row.granted, createdAt: new Date(row.created_at).toISOString() })),
    versions: { ...CONSENT_CURRENT_VERSIONS },
  };
}

/** Records a decision (a new row: decisions are kept, never changed). The schema has checked its version. */
export async function consentRecord(db: Kysely<Database>, userId: string, decision: ConsentCreate, now: Date): Promise<void> {
  await db
    .insertInto('consents')
    .values({ id: randomUUID(), user_id: userId, kind: decision.kind, policy_version: decision.policyVersion, granted: decision.granted, created_at: now })
    .execute();
}
