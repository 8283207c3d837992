import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { MemoryItem, MemorySettings, MemoryTimeline } from '@grove/api-contract';
import {
  MEMORY_PURGE_AFTER_MS,
  memoryAdd,
  memoryExpiredNotice,
  memoryIsDeleted,
  memoryIsExpired,
  memoryIsUsable,
  memoryRank,
  memoryRemember,
  memoryPatternVerdict,
  memoryTimeline,
  type Memory,
  type MemoryAddOutcome,
  type MemoryDraft,
  type MemoryFact,
  type MemoryFactSnapshot,
  type MemoryProfile,
  type MemoryTimelineUnit,
} from '@grove/memory';
import type { Database, MemoryRow } from '../db/schema';
import { memoryBandOf, memoryPatternHitRecord, memoryPatternsActive } from './memoryPatterns';
import type { ProfileOwner } from './profiles';

/** Whose memories a request works on: a profile (see `ProfileOwner`). */
export type MemoryOwner = ProfileOwner;

/** The core's profile of an owner. */
export function memoryProfileOf(owner: MemoryOwner): MemoryProfile {
  return { profileId: owner.profileId, contentMode: owner.contentMode };
}

const ms = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());
const iso = (value: number | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A stored row as the core's memory. */
export function memoryOfRow(row: MemoryRow): Memory {
  const fact = row.fact as unknown as MemoryFactSnapshot | null;
  return {
    id: row.id,
    profileId: row.profile_id,
    content: row.content,
    tags: Array.isArray(row.tags) ? (row.tags as string[]) : [],
    source:
      row.source_kind === 'manual'
        ? { kind: 'manual' }
        : row.source_kind === 'journal'
          ? { kind: 'journal', entryId: row.source_journal_entry_id ?? '' }
          : { kind: 'conversation', conversationId: row.source_conversation_id ?? '', messageIndex: row.source_message_index ?? 0 },
    ...(fact ? { fact } : {}),
    createdAt: ms(row.created_at) as number,
    updatedAt: ms(row.updated_at) as number,
    pinned: row.pinned,
    expiresAt: ms(row.expires_at),
    approval: row.approval,
    deletedAt: ms(row.deleted_at),
  };
}

/** A memory as the API shows it, with its state at `now` and, when deleted, the day it is purged. */
export function memoryToApi(memory: Memory, now: number, helpfulCount = 0): MemoryItem {
  const state = memoryIsDeleted(memory) ? 'deleted' : memoryIsExpired(memory, now) ? 'expired' : memory.approval === 'pending' ? 'pending' : 'active';
  return {
    id: memory.id,
    profileId: memory.profileId,
    content: memory.content,
    tags: [...memory.tags],
    source:
      memory.source.kind === 'manual'
        ? { kind: 'manual' }
        : memory.source.kind === 'journal'
          ? { kind: 'journal', entryId: memory.source.entryId || null }
          : { kind: 'conversation', conversationId: memory.source.conversationId || null, messageIndex: memory.source.messageIndex },
    createdAt: iso(memory.createdAt) as string,
    updatedAt: iso(memory.updatedAt) as string,
    pinned: memory.pinned,
    expiresAt: iso(memory.expiresAt),
    approval: memory.approval,
    deletedAt: iso(memory.deletedAt),
    purgeAt: memory.deletedAt === null ? null : iso(memory.deletedAt + MEMORY_PURGE_AFTER_MS),
    state,
    helpfulCount,
  };
}

/** The columns of a memory, to insert or update. */
function rowOf(memory: Memory, owner: MemoryOwner) {
  return {
    id: memory.id,
    user_id: owner.userId,
    child_id: owner.childId,
    profile_id: owner.profileId,
    content: memory.content,
    tags: JSON.stringify(memory.tags),
    source_kind: memory.source.kind,
    source_conversation_id: memory.source.kind === 'conversation' && memory.source.conversationId ? memory.source.conversationId : null,
    source_message_index: memory.source.kind === 'conversation' ? memory.source.messageIndex : null,
    source_journal_entry_id: memory.source.kind === 'journal' && memory.source.entryId ? memory.source.entryId : null,
    fact: memory.fact ? JSON.stringify(memory.fact) : null,
    created_at: new Date(memory.createdAt),
    updated_at: new Date(memory.updatedAt),
    pinned: memory.pinned,
    expires_at: memory.expiresAt === null ? null : new Date(memory.expiresAt),
    approval: memory.approval,
    deleted_at: memory.deletedAt === null ? null : new Date(memory.deletedAt),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

/** Every stored memory of a profile (deleted and expired ones too), newest first. */
export async function memoryRowsOf(db: Db, profileId: string): Promise<MemoryRow[]> {
  return db.selectFrom('memories').selectAll().where('profile_id', '=', profileId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** A memory row by id. */
export async function memoryRowFind(db: Db, memoryId: string): Promise<MemoryRow | undefined> {
  return db.selectFrom('memories').selectAll().where('id', '=', memoryId).executeTakeFirst();
}

/** The profile's memory switches; a profile that never set them has both on (SPEC §3: symbolic memory on by default). */
export async function memorySettingsOf(db: Db, profileId: string): Promise<MemorySettings> {
  const row = await db.selectFrom('memory_settings').select(['memory_enabled', 'auto_capture']).where('profile_id', '=', profileId).executeTakeFirst();
  return { memoryEnabled: row?.memory_enabled ?? true, autoCapture: row?.auto_capture ?? true };
}

/** Changes the profile's switches (omitted ones stay) and returns them. */
export async function memorySettingsSave(db: Kysely<Database>, owner: MemoryOwner, change: Partial<MemorySettings>, now: Date): Promise<MemorySettings> {
  const current = await memorySettingsOf(db, owner.profileId);
  const next: MemorySettings = { memoryEnabled: change.memoryEnabled ?? current.memoryEnabled, autoCapture: change.autoCapture ?? current.autoCapture };
  await db
    .insertInto('memory_settings')
    .values({ profile_id: owner.profileId, user_id: owner.userId, child_id: owner.childId, memory_enabled: next.memoryEnabled, auto_capture: next.autoCapture, updated_at: now })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet({ memory_enabled: next.memoryEnabled, auto_capture: next.autoCapture, updated_at: now }))
    .execute();
  return next;
}

/**
 * Serialises the writes of one profile: two captures at once must not both pass the 200 cap or both
 * add the same fact. The profile's settings row is the lock (made if missing, both switches on).
 */
async function profileLock(trx: Transaction<Database>, owner: MemoryOwner): Promise<void> {
  await trx
    .insertInto('memory_settings')
    .values({ profile_id: owner.profileId, user_id: owner.userId, child_id: owner.childId })
    .onConflict((oc) => oc.column('profile_id').doNothing())
    .execute();
  await trx.selectFrom('memory_settings').select('profile_id').where('profile_id', '=', owner.profileId).forUpdate().executeTakeFirst();
}

/** Purges the memories deleted more than 30 days ago (all profiles, or one); returns how many went. */
export async function memoryPurge(db: Db, now: Date, profileId?: string): Promise<number> {
  let query = db.deleteFrom('memories').where('deleted_at', '<=', new Date(now.getTime() - MEMORY_PURGE_AFTER_MS));
  if (profileId !== undefined) query = query.where('profile_id', '=', profileId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A profile's memories at `now`, after purging what is due: the core's list and each memory's helpful count. */
export async function memoryListOf(db: Kysely<Database>, profileId: string, now: Date): Promise<{ memories: Memory[]; helpful: Map<string, number> }> {
  await memoryPurge(db, now, profileId);
  const rows = await memoryRowsOf(db, profileId);
  return { memories: rows.map(memoryOfRow), helpful: new Map(rows.map((row) => [row.id, row.helpful_count])) };
}

/** Writes what an add or remember outcome changed: the new or updated memory and the one that made room. */
async function outcomeSave(trx: Transaction<Database>, owner: MemoryOwner, outcome: MemoryAddOutcome): Promise<void> {
  if (outcome.outcome === 'added') {
    await trx.insertInto('memories').values(rowOf(outcome.memory, owner)).execute();
    if (outcome.expired) {
      await trx
        .updateTable('memories')
        .set({ expires_at: new Date(outcome.expired.expiresAt as number), updated_at: new Date(outcome.expired.updatedAt) })
        .where('id', '=', outcome.expired.id)
        .execute();
    }
  } else if (outcome.outcome === 'updated') {
    const { id, ...changes } = rowOf(outcome.memory, owner);
    await trx.updateTable('memories').set(changes).where('id', '=', id).execute();
  }
}

/** What a write did, with the API's shapes. */
export interface MemoryWriteDone {
  outcome: MemoryAddOutcome['outcome'];
  memory: MemoryItem | null;
  /** For `updated`: the words before. */
  previousContent: string | null;
  /** What to tell the person: the child notice, the kind reason for a refusal, the memory that made room. */
  notice: string | null;
  expired: MemoryItem | null;
}

function writeDone(outcome: MemoryAddOutcome, now: number): MemoryWriteDone {
  switch (outcome.outcome) {
    case 'refused':
    case 'full':
      return { outcome: outcome.outcome, memory: null, previousContent: null, notice: outcome.reason, expired: null };
    case 'unchanged':
      return { outcome: 'unchanged', memory: memoryToApi(outcome.memory, now), previousContent: null, notice: null, expired: null };
    case 'updated':
      return { outcome: 'updated', memory: memoryToApi(outcome.memory, now), previousContent: outcome.previous.content, notice: outcome.notice, expired: null };
    case 'added': {
      const notices = [outcome.notice, outcome.expired ? memoryExpiredNotice(outcome.expired) : null].filter((text): text is string => text !== null);
      return {
        outcome: 'added',
        memory: memoryToApi(outcome.memory, now),
        previousContent: null,
        notice: notices.length > 0 ? notices.join(' ') : null,
        expired: outcome.expired ? memoryToApi(outcome.expired, now) : null,
      };
    }
  }
}

/** Adds a memory written by hand (`POST /api/memory`) under the child rules. */
export async function memoryAddByHand(db: Kysely<Database>, owner: MemoryOwner, draft: { content: string; tags: readonly string[] }, now: Date): Promise<MemoryWriteDone> {
  return db.transaction().execute(async (trx) => {
    await profileLock(trx, owner);
    const memories = (await memoryRowsOf(trx, owner.profileId)).map(memoryOfRow);
    const full: MemoryDraft = { content: draft.content, tags: draft.tags, source: { kind: 'manual' } };
    const outcome = memoryAdd(memories, full, { profile: memoryProfileOf(owner), now: now.getTime(), idGenerate: randomUUID });
    await outcomeSave(trx, owner, outcome);
    return writeDone(outcome, now.getTime());
  });
}

/**
 * Captures the facts a chat message told (from the mentor's thread) into the profile's memories:
 * each lasting one is remembered under the child rules, then the admins' active memory patterns
 * (issue 20) keep it out (`never_remember`) or keep it and queue it for review (`flag_for_review`). Returns what the last capture did that the
 * person should see (a new or changed memory, or a refusal), or null when nothing was kept.
 */
export async function memoryCaptureFacts(
  db: Kysely<Database>,
  owner: MemoryOwner,
  facts: readonly MemoryFact[],
  where: { conversationId: string; offsetMinutes: number; journalEntryId?: string },
  now: Date,
): Promise<MemoryWriteDone | null> {
  if (facts.length === 0) return null;
  return db.transaction().execute(async (trx) => {
    await profileLock(trx, owner);
    let memories: readonly Memory[] = (await memoryRowsOf(trx, owner.profileId)).map(memoryOfRow);
    const rules = await memoryPatternsActive(trx);
    let shown: MemoryWriteDone | null = null;
    for (const fact of facts) {
      const outcome = memoryRemember(memories, fact, {
        profile: memoryProfileOf(owner),
        now: now.getTime(),
        idGenerate: randomUUID,
        conversationId: where.conversationId,
        offsetMinutes: where.offsetMinutes,
        ...(where.journalEntryId !== undefined ? { journalEntryId: where.journalEntryId } : {}),
      });
      if (outcome.outcome === 'skipped' || outcome.outcome === 'unchanged') continue;
      if (outcome.outcome === 'full') {
        shown = writeDone(outcome, now.getTime());
        continue;
      }
      // Issue 20: the admins' memory patterns decide last, on the words about to be kept.
      if (outcome.outcome === 'added' || outcome.outcome === 'updated') {
        const verdict = memoryPatternVerdict(`${outcome.memory.content} ${outcome.memory.tags.join(' ')}`, rules);
        if (verdict.verdict === 'skip') {
          // Kept out without a word to the person (as a passing remark is): the rule is the admins'.
          await memoryPatternHitRecord(trx, verdict.rule, memoryBandOf(owner), null, now);
          continue;
        }
        await outcomeSave(trx, owner, outcome);
        if (verdict.verdict === 'flag') await memoryPatternHitRecord(trx, verdict.rule, memoryBandOf(owner), outcome.memory.id, now);
      } else {
        await outcomeSave(trx, owner, outcome);
      }
      memories = outcome.memories;
      shown = writeDone(outcome, now.getTime());
    }
    return shown;
  });
}

/** Saves one changed memory (edit, pin, approve, delete, restore, expiry) and returns it as the API shows it. */
export async function memorySave(db: Kysely<Database>, owner: MemoryOwner, memory: Memory, now: Date): Promise<MemoryItem> {
  const { id, ...changes } = rowOf(memory, owner);
  const row = await db.updateTable('memories').set(changes).where('id', '=', id).returning('helpful_count').executeTakeFirst();
  return memoryToApi(memory, now.getTime(), row?.helpful_count ?? 0);
}

/** Records feedback on a memory; "helpful" counts it. */
export async function memoryFeedbackRecord(db: Kysely<Database>, owner: MemoryOwner, memoryId: string, feedback: 'wrong' | 'outdated' | 'helpful', now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('memory_feedback').values({ id: randomUUID(), memory_id: memoryId, user_id: owner.userId, profile_id: owner.profileId, feedback, created_at: now }).execute();
    const row = await trx
      .updateTable('memories')
      .set({ helpful_count: sql<number>`helpful_count + ${feedback === 'helpful' ? 1 : 0}` })
      .where('id', '=', memoryId)
      .returning('helpful_count')
      .executeTakeFirst();
    return row?.helpful_count ?? 0;
  });
}

/**
 * A chat turn's memory in ONE read (issue 22: the switches and the memories were two round trips of a
 * turn): the profile's switches (both on when never set) and, while memory is on, the memories the
 * mentor may use (approved, unexpired, not deleted), the most relevant and recent for the message,
 * pinned first, at most 5.
 */
export async function memoryTurnRead(db: Kysely<Database>, profileId: string, message: string, now: Date): Promise<{ settings: MemorySettings; memories: Memory[] }> {
  // One row per usable memory, or one row of nulls beside the switches when there is none.
  const { rows } = await sql<Nullable<MemoryRow> & { settings_memory_enabled: boolean | null; settings_auto_capture: boolean | null }>`
    select s.memory_enabled as settings_memory_enabled, s.auto_capture as settings_auto_capture, m.*
    from (select 1) as one
    left join memory_settings s on s.profile_id = ${profileId}
    left join memories m on m.profile_id = ${profileId} and m.deleted_at is null and m.approval = 'approved'
      and (m.pinned or m.expires_at is null or m.expires_at > ${now.toISOString()}::timestamptz)
      and coalesce(s.memory_enabled, true)`.execute(db);
  const first = rows[0];
  const settings: MemorySettings = { memoryEnabled: first?.settings_memory_enabled ?? true, autoCapture: first?.settings_auto_capture ?? true };
  const memories = rows.filter((row) => row.id !== null).map((row) => memoryOfRow(row as MemoryRow));
  return { settings, memories: memoryRank(memories, message, { now: now.getTime() }).map((ranked) => ranked.memory) };
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** Every memory the mentor may use now (for "what do you remember about me?"), pinned first, then newest. */
export function memoryUsableOf(memories: readonly Memory[], now: number): Memory[] {
  return memories.filter((memory) => memoryIsUsable(memory, now)).sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt - a.createdAt);
}

/** The timeline of a profile's kept memories, as the API shows it. */
export function memoryTimelineOf(memories: readonly Memory[], helpful: ReadonlyMap<string, number>, unit: MemoryTimelineUnit, offsetMinutes: number, now: number): MemoryTimeline {
  const groups = memoryTimeline(memories, { unit, now, offsetMinutes });
  return {
    unit,
    groups: groups.map((group) => ({
      key: group.key,
      label: group.label,
      startsAt: new Date(group.startsAt).toISOString(),
      memories: group.memories.map((memory) => memoryToApi(memory, now, helpful.get(memory.id) ?? 0)),
    })),
  };
}
