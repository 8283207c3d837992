import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { JournalEntry, JournalPrivacy } from '@grove/api-contract';
import { safetyClassify } from '@grove/safety';
import type { Database, JournalEntryRow } from '../db/schema';
import type { ProfileOwner } from './profiles';

/**
 * A profile's journal privacy: what it saved, else its age band's defaults (issue 16) — a 4–8 child's
 * parent reads the entries; a 9–15 child's journal is private (the parent sees the count and approved
 * summaries); an adult has no parent. Model summaries and feeding memories are off until allowed.
 */
export async function journalPrivacyOf(db: Kysely<Database>, owner: ProfileOwner): Promise<JournalPrivacy> {
  const row = await db.selectFrom('journal_privacy').selectAll().where('profile_id', '=', owner.profileId).executeTakeFirst();
  return {
    parentCanRead: owner.childId === null ? null : (row?.parent_can_read ?? owner.contentMode === 'G'),
    modelSummaries: row?.model_summaries ?? false,
    feedMemories: row?.feed_memories ?? false,
  };
}

/** Saves a profile's journal privacy (the caller decided who may change what) and returns it. */
export async function journalPrivacySave(db: Kysely<Database>, owner: ProfileOwner, next: JournalPrivacy, now: Date): Promise<JournalPrivacy> {
  const values = { parent_can_read: next.parentCanRead, model_summaries: next.modelSummaries, feed_memories: next.feedMemories, updated_at: now };
  await db
    .insertInto('journal_privacy')
    .values({ profile_id: owner.profileId, user_id: owner.userId, child_id: owner.childId, ...values })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet(values))
    .execute();
  return next;
}

/** Who sees a profile's entries, as every entry shows it. */
export function journalSeenBy(owner: ProfileOwner, privacy: JournalPrivacy): JournalEntry['seenBy'] {
  return owner.childId !== null && privacy.parentCanRead === true ? 'you_and_parent' : 'only_you';
}

/** An entry as the API shows it. */
export function journalEntryToApi(row: JournalEntryRow, seenBy: JournalEntry['seenBy']): JournalEntry {
  return {
    id: row.id,
    profileId: row.profile_id,
    content: row.content,
    promptId: row.prompt_id,
    promptText: row.prompt_text,
    mood: row.mood as JournalEntry['mood'],
    tags: Array.isArray(row.tags) ? (row.tags as string[]) : [],
    clientEntryId: row.client_entry_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    seenBy,
  };
}

/** A new entry, as checked by the route. */
export interface JournalEntryDraft {
  content: string;
  promptId: string | null;
  promptText: string | null;
  mood: string | null;
  tags: readonly string[];
  clientEntryId: string | null;
  writtenAt: Date;
}

/** What storing an entry did: a new entry, or the one already stored under the same client id. */
export interface JournalEntryStored {
  row: JournalEntryRow;
  created: boolean;
}

const tagsClean = (tags: readonly string[]): string[] => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag.length > 0))];

/**
 * Stores an entry exactly once (an offline entry resent with its client id gets the stored one), with
 * the safety filter's reading in the profile's mode. A child's entry rated urgent (self-harm, abuse)
 * raises a flag for the parent in the same transaction — the category, never the text.
 */
export async function journalEntryCreate(db: Kysely<Database>, owner: ProfileOwner, draft: JournalEntryDraft, now: Date): Promise<JournalEntryStored> {
  if (draft.clientEntryId !== null) {
    const earlier = await db.selectFrom('journal_entries').selectAll().where('user_id', '=', owner.userId).where('client_entry_id', '=', draft.clientEntryId).executeTakeFirst();
    if (earlier) return { row: earlier, created: false };
  }
  const verdict = safetyClassify(draft.content, { direction: 'message', contentMode: owner.contentMode });
  const id = randomUUID();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('journal_entries')
        .values({
          id,
          user_id: owner.userId,
          child_id: owner.childId,
          profile_id: owner.profileId,
          content: draft.content,
          prompt_id: draft.promptId,
          prompt_text: draft.promptText,
          mood: draft.mood,
          tags: JSON.stringify(tagsClean(draft.tags)),
          client_entry_id: draft.clientEntryId,
          safety_severity: verdict.safe ? null : verdict.severity,
          safety_category: verdict.safe ? null : verdict.category,
          created_at: draft.writtenAt,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (owner.childId !== null && !verdict.safe && verdict.severity === 'urgent') {
        await trx
          .insertInto('chat_flags')
          .values({
            id: randomUUID(),
            user_id: owner.userId,
            child_id: owner.childId,
            conversation_id: null,
            category: verdict.category,
            direction: 'message',
            content_mode: owner.contentMode,
            severity: 'urgent',
            layer: 'journal',
            created_at: now,
          })
          .execute();
      }
      return inserted;
    });
    return { row, created: true };
  } catch (error) {
    // The same entry sent twice at once: the unique index lets one win; the other gets it.
    if (draft.clientEntryId !== null && (error as { code?: string }).code === '23505') {
      const winner = await db.selectFrom('journal_entries').selectAll().where('user_id', '=', owner.userId).where('client_entry_id', '=', draft.clientEntryId).executeTakeFirst();
      if (winner) return { row: winner, created: false };
    }
    throw error;
  }
}

/** Changes an entry's words, mood or tags; the safety reading follows new words. */
export async function journalEntryUpdate(
  db: Kysely<Database>,
  owner: ProfileOwner,
  row: JournalEntryRow,
  patch: { content?: string; mood?: string | null; tags?: readonly string[] },
  now: Date,
): Promise<JournalEntryRow> {
  const verdict = patch.content !== undefined ? safetyClassify(patch.content, { direction: 'message', contentMode: owner.contentMode }) : null;
  return db
    .updateTable('journal_entries')
    .set({
      ...(patch.content !== undefined ? { content: patch.content } : {}),
      ...(patch.mood !== undefined ? { mood: patch.mood } : {}),
      ...(patch.tags !== undefined ? { tags: JSON.stringify(tagsClean(patch.tags)) } : {}),
      ...(verdict ? { safety_severity: verdict.safe ? null : verdict.severity, safety_category: verdict.safe ? null : verdict.category } : {}),
      updated_at: now,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A page of a profile's entries, newest first, and how many it has in all. */
export async function journalEntriesList(
  db: Kysely<Database>,
  profileId: string,
  options: { limit: number; before?: string; q?: string },
): Promise<{ rows: JournalEntryRow[]; count: number }> {
  let query = db.selectFrom('journal_entries').selectAll().where('profile_id', '=', profileId);
  if (options.before) query = query.where('created_at', '<', new Date(options.before));
  if (options.q) {
    for (const word of options.q.split(/\s+/).filter((item) => item.length > 0).slice(0, 5)) {
      query = query.where(sql<boolean>`content ilike ${`%${likeEscape(word)}%`} escape '\\'`);
    }
  }
  const [rows, total] = await Promise.all([
    query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute(),
    journalEntryCount(db, profileId),
  ]);
  return { rows, count: total };
}

/** How many entries a profile has. */
export async function journalEntryCount(db: Kysely<Database>, profileId: string): Promise<number> {
  const row = await db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<string>().as('n')).where('profile_id', '=', profileId).executeTakeFirstOrThrow();
  return Number(row.n);
}
