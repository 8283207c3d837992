import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AnimalGuideState, QuestEntry } from '@grove/api-contract';
import type { MentorGuide } from '@grove/mentor';
import { safetyClassify } from '@grove/safety';
import { animalGuideById, animalGuideGreeting, type WonderMode } from '@grove/wonder';
import type { Database, QuestEntryRow } from '../db/schema';
import { privateWritingUrgentFlag } from './journal';
import type { ProfileOwner } from './profiles';

// Issue 21: a profile's animal guide and its quests. The content (which animals and quests exist, for
// which band) is `@grove/wonder`'s pure core; this file keeps what a profile chose and did. Who may
// read or write is the route's decision (routes/wonder.ts).

/** The most quest entries one list answers with (the newest): years of quests at a few a week. */
export const QUEST_ENTRIES_MAX = 500;

/** How many times an accept retries when the open entry it met was finished or dropped in between. */
const ACCEPT_ATTEMPTS = 3;

/** A stored guide id as the API shows it: null when the content no longer has that animal, so a screen never meets an unknown one. */
function knownGuide(id: string | null): string | null {
  return id !== null && animalGuideById(id) ? id : null;
}

/** The animal guide a profile chose, or none. */
export async function animalGuideOf(db: Kysely<Database>, owner: ProfileOwner): Promise<AnimalGuideState> {
  const row =
    owner.childId === null
      ? await db.selectFrom('users').select(['animal_guide', 'animal_guide_at']).where('id', '=', owner.userId).executeTakeFirst()
      : await db.selectFrom('child_accounts').select(['animal_guide', 'animal_guide_at']).where('id', '=', owner.childId).executeTakeFirst();
  const animalId = knownGuide(row?.animal_guide ?? null);
  return {
    profileId: owner.profileId,
    animalId,
    chosenAt: animalId !== null && row?.animal_guide_at ? new Date(row.animal_guide_at).toISOString() : null,
  };
}

/**
 * Saves a profile's animal guide (an id the route checked against ANIMAL_GUIDES), or none for null,
 * and returns it. Choosing the guide it already has keeps when it was first chosen.
 */
export async function animalGuideSave(db: Kysely<Database>, owner: ProfileOwner, animalId: string | null, now: Date): Promise<AnimalGuideState> {
  const current = await animalGuideOf(db, owner);
  if (current.animalId === animalId) return current;
  const values = { animal_guide: animalId, animal_guide_at: animalId === null ? null : now };
  if (owner.childId === null) await db.updateTable('users').set(values).where('id', '=', owner.userId).execute();
  else await db.updateTable('child_accounts').set(values).where('id', '=', owner.childId).execute();
  return animalGuideOf(db, owner);
}

/**
 * What a chat turn tells the mentor of a profile's animal guide (issue 21): its name and its greeting
 * line for the turn's mode, or null without a (known) guide. The texts are `@grove/wonder`'s checked
 * content, never the person's words.
 */
export function animalGuideForTurn(animalId: string | null | undefined, mode: WonderMode): MentorGuide | null {
  const guide = animalId ? animalGuideById(animalId) : undefined;
  const greeting = animalGuideGreeting(animalId, mode);
  return guide && greeting ? { name: guide.name, greeting } : null;
}

/**
 * A quest entry as the API shows it. `showReflection` false hides the words (a 9–15 child's, to their
 * parent: the parent sees what was done and when).
 */
export function questEntryToApi(row: QuestEntryRow, showReflection = true): QuestEntry {
  return {
    id: row.id,
    profileId: row.profile_id,
    questId: row.quest_id,
    status: row.status,
    acceptedAt: new Date(row.accepted_at).toISOString(),
    doneAt: row.done_at === null ? null : new Date(row.done_at).toISOString(),
    reflection: showReflection ? row.reflection : null,
  };
}

/**
 * A profile's quest entries, open ones first, then newest first (an open one by when it was accepted,
 * a done one by when it was finished); `doneOnly` for a parent's view.
 */
export async function questEntriesOf(db: Kysely<Database>, profileId: string, options: { doneOnly: boolean }): Promise<QuestEntryRow[]> {
  let query = db.selectFrom('quest_entries').selectAll().where('profile_id', '=', profileId);
  if (options.doneOnly) query = query.where('status', '=', 'done');
  return query
    .orderBy((eb) => eb.case().when('status', '=', 'accepted').then(0).else(1).end())
    .orderBy((eb) => eb.fn.coalesce('done_at', 'accepted_at'), 'desc')
    .orderBy('id', 'desc')
    .limit(QUEST_ENTRIES_MAX)
    .execute();
}

/** The profile's open entry for a quest, if there is one. */
async function questOpenEntry(db: Kysely<Database>, profileId: string, questId: string): Promise<QuestEntryRow | undefined> {
  return db.selectFrom('quest_entries').selectAll().where('profile_id', '=', profileId).where('quest_id', '=', questId).where('status', '=', 'accepted').executeTakeFirst();
}

/**
 * Accepts a quest for a profile, once: a new open entry, or the one already open (`created` false).
 * Two accepts at once meet at the partial unique index — one inserts, the other inserts nothing and
 * reads the winner's entry — so there is never a second open entry for one quest.
 */
export async function questAccept(db: Kysely<Database>, owner: ProfileOwner, questId: string, now: Date): Promise<{ row: QuestEntryRow; created: boolean }> {
  for (let attempt = 0; attempt < ACCEPT_ATTEMPTS; attempt += 1) {
    const inserted = await db
      .insertInto('quest_entries')
      .values({ id: randomUUID(), user_id: owner.userId, child_id: owner.childId, profile_id: owner.profileId, quest_id: questId, status: 'accepted', accepted_at: now })
      .onConflict((oc) =>
        // A literal, not a parameter: PostgreSQL matches this to the partial index's predicate when
        // it parses the statement, and a prepared statement's parameter is unknown then.
        oc.columns(['profile_id', 'quest_id']).where('status', '=', sql.lit('accepted')).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, created: true };
    const open = await questOpenEntry(db, owner.profileId, questId);
    if (open) return { row: open, created: false };
    // The entry that blocked the insert was finished or dropped meanwhile: accept again.
  }
  throw new Error(`questAccept: ${questId} kept changing under ${String(ACCEPT_ATTEMPTS)} attempts`);
}

/**
 * Finishes a profile's open entry for a quest with its reflection (empty: none), at `now`. The
 * reflection goes through the same safety check as a journal entry: a child's urgent one raises the
 * flag and the parent's alert in the same transaction (`alerted`: the route e-mails it after the
 * reply). Null when the quest is not open.
 */
export async function questDone(
  db: Kysely<Database>,
  owner: ProfileOwner,
  questId: string,
  reflection: string,
  now: Date,
): Promise<{ row: QuestEntryRow; alerted: boolean } | null> {
  const text = reflection.length > 0 ? reflection : null;
  const verdict = text === null ? null : safetyClassify(text, { direction: 'message', contentMode: owner.contentMode });
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('quest_entries')
      .set({ status: 'done', done_at: now, reflection: text })
      .where('profile_id', '=', owner.profileId)
      .where('quest_id', '=', questId)
      .where('status', '=', 'accepted')
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    const alerted = verdict !== null && (await privateWritingUrgentFlag(trx, owner, verdict, { id: row.id, layer: 'quest' }, now));
    return { row, alerted };
  });
}

/** Drops a profile's open entry for a quest ("not now"): deleted, no trace. False when none was open. */
export async function questDrop(db: Kysely<Database>, profileId: string, questId: string): Promise<boolean> {
  const result = await db.deleteFrom('quest_entries').where('profile_id', '=', profileId).where('quest_id', '=', questId).where('status', '=', 'accepted').executeTakeFirst();
  return result.numDeletedRows > 0n;
}
