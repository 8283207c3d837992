import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  MEMORY_PATTERN_DUPLICATE_MESSAGE,
  MEMORY_PATTERN_NOT_FOUND_MESSAGE,
  type AdminAgeBand,
  type MemoryPattern,
  type MemoryPatternInput,
  type MemoryPatternList,
  type MemoryPatternListQuery,
} from '@grove/api-contract';
import { memoryPatternKey, type MemoryPatternRule } from '@grove/memory';
import type { Database } from '../db/schema';
import { ApiError, apiNotFound } from '../plugins/errors';
import { adminAuditWrite } from './adminAudit';

// Issue 20: the admins' memory patterns. The matching is @grove/memory's pure core
// (`memoryPatternVerdict`); this file stores the rules, hands the active ones to memory capture and
// records what they decided (`memory_pattern_hits`). Every change is audited in its own transaction.

type Db = Kysely<Database> | Transaction<Database>;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** PostgreSQL's unique violation: the same rule of the same kind and match already exists. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * 409 when another rule (not `exceptId`) has the same kind, match and words. The unique index has the
 * last word when two admins race; this check answers the ordinary case without relying on its error.
 */
async function duplicateCheck(trx: Transaction<Database>, input: MemoryPatternInput, exceptId: string | null): Promise<void> {
  let query = trx.selectFrom('memory_patterns').select('id').where('kind', '=', input.kind).where('match', '=', input.match).where('pattern_key', '=', memoryPatternKey(input.pattern));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw new ApiError(409, 'conflict', MEMORY_PATTERN_DUPLICATE_MESSAGE);
}

/** The active rules memory capture applies (read in the capture's transaction: a rule made a moment ago counts). */
export async function memoryPatternsActive(db: Db): Promise<MemoryPatternRule[]> {
  return db.selectFrom('memory_patterns').select(['id', 'kind', 'match', 'pattern', 'severity']).where('active', '=', true).orderBy('created_at').orderBy('id').execute();
}

/** Records what a rule decided about a capture: `memoryId` for a queued memory, null for one kept out. */
export async function memoryPatternHitRecord(trx: Transaction<Database>, rule: MemoryPatternRule, band: AdminAgeBand, memoryId: string | null, at: Date): Promise<void> {
  await trx
    .insertInto('memory_pattern_hits')
    .values({ id: randomUUID(), pattern_id: rule.id, pattern: rule.pattern, match: rule.match, kind: rule.kind, severity: rule.severity, band, memory_id: memoryId, created_at: at })
    .execute();
}

/** The band of a memory's profile: an account's own are adult; a child's by content mode (G is 4–8). */
export function memoryBandOf(owner: { childId: string | null; contentMode: 'G' | 'PG' | 'FULL' }): AdminAgeBand {
  if (owner.childId === null) return 'adult';
  return owner.contentMode === 'G' ? '4-8' : '9-15';
}

function patternSelect(db: Db) {
  return db
    .selectFrom('memory_patterns as p')
    .leftJoin('users as u', 'u.id', 'p.created_by')
    .select((eb) => [
      'p.id',
      'p.kind',
      'p.match',
      'p.pattern',
      'p.severity',
      'p.note',
      'p.active',
      'p.created_by',
      'u.display_name as created_by_name',
      'p.created_at',
      'p.updated_at',
      eb.selectFrom('memory_pattern_hits as h').select(sql<number>`count(*)::int`.as('n')).whereRef('h.pattern_id', '=', 'p.id').as('hits'),
      eb.selectFrom('memory_pattern_hits as h').select(sql<Date | null>`max(h.created_at)`.as('at')).whereRef('h.pattern_id', '=', 'p.id').as('last_hit_at'),
    ]);
}

type PatternRow = Awaited<ReturnType<ReturnType<typeof patternSelect>['executeTakeFirstOrThrow']>>;

function patternToApi(row: PatternRow): MemoryPattern {
  return {
    id: row.id,
    kind: row.kind,
    match: row.match,
    pattern: row.pattern,
    severity: row.severity,
    note: row.note,
    active: row.active,
    createdBy: { id: row.created_by, displayName: row.created_by_name ?? null },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    hits: Number(row.hits ?? 0),
    lastHitAt: row.last_hit_at ? iso(row.last_hit_at) : null,
  };
}

/** `GET /api/admin/memory-patterns`: newest first, optionally of one kind or only active (or inactive) ones. */
export async function memoryPatternList(db: Kysely<Database>, query: MemoryPatternListQuery): Promise<MemoryPatternList> {
  let list = patternSelect(db);
  let count = db.selectFrom('memory_patterns as p').select(sql<number>`count(*)::int`.as('n'));
  if (query.kind !== undefined) {
    list = list.where('p.kind', '=', query.kind);
    count = count.where('p.kind', '=', query.kind);
  }
  if (query.active !== undefined) {
    list = list.where('p.active', '=', query.active === 'true');
    count = count.where('p.active', '=', query.active === 'true');
  }
  const rows = await list.orderBy('p.created_at', 'desc').orderBy('p.id').limit(query.limit).offset(query.offset).execute();
  const total = await count.executeTakeFirstOrThrow();
  return { patterns: rows.map(patternToApi), total: Number(total.n) };
}

/** The admin-facing facts of a rule for its audit row (an admin's words, not a family's). */
function auditDetailsOf(input: MemoryPatternInput): Record<string, unknown> {
  return { kind: input.kind, match: input.match, pattern: input.pattern, severity: input.severity, active: input.active };
}

/** `POST /api/admin/memory-patterns`: a new rule, audited; 409 when the same rule exists. */
export async function memoryPatternCreate(db: Kysely<Database>, adminId: string, input: MemoryPatternInput, now: Date): Promise<MemoryPattern> {
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await duplicateCheck(trx, input, null);
      await trx
        .insertInto('memory_patterns')
        .values({
          id,
          kind: input.kind,
          match: input.match,
          pattern: input.pattern,
          pattern_key: memoryPatternKey(input.pattern),
          severity: input.severity,
          note: input.note,
          active: input.active,
          created_by: adminId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await adminAuditWrite(trx, { adminId, action: 'pattern_create', targetKind: 'memory_pattern', targetId: id, familyId: null, reason: null, details: auditDetailsOf(input), at: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'conflict', MEMORY_PATTERN_DUPLICATE_MESSAGE);
    throw error;
  }
  return patternToApi(await patternSelect(db).where('p.id', '=', id).executeTakeFirstOrThrow());
}

/** `PUT /api/admin/memory-patterns/{id}`: replaces a rule, audited with before and after; 404, 409 as above. */
export async function memoryPatternUpdate(db: Kysely<Database>, adminId: string, id: string, input: MemoryPatternInput, now: Date): Promise<MemoryPattern> {
  try {
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('memory_patterns').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw apiNotFound(MEMORY_PATTERN_NOT_FOUND_MESSAGE);
      await duplicateCheck(trx, input, id);
      await trx
        .updateTable('memory_patterns')
        .set({
          kind: input.kind,
          match: input.match,
          pattern: input.pattern,
          pattern_key: memoryPatternKey(input.pattern),
          severity: input.severity,
          note: input.note,
          active: input.active,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      await adminAuditWrite(trx, {
        adminId,
        action: 'pattern_update',
        targetKind: 'memory_pattern',
        targetId: id,
        familyId: null,
        reason: null,
        details: { before: { kind: before.kind, match: before.match, pattern: before.pattern, severity: before.severity, active: before.active }, after: auditDetailsOf(input) },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'conflict', MEMORY_PATTERN_DUPLICATE_MESSAGE);
    throw error;
  }
  return patternToApi(await patternSelect(db).where('p.id', '=', id).executeTakeFirstOrThrow());
}

/**
 * `DELETE /api/admin/memory-patterns/{id}`: deletes a rule, audited; 404 when there is none. Its hits
 * stay (they keep the rule's words), so the queue and the analytics still explain them.
 */
export async function memoryPatternDelete(db: Kysely<Database>, adminId: string, id: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('memory_patterns').where('id', '=', id).returning(['kind', 'match', 'pattern', 'severity', 'active']).executeTakeFirst();
    if (!gone) throw apiNotFound(MEMORY_PATTERN_NOT_FOUND_MESSAGE);
    await adminAuditWrite(trx, { adminId, action: 'pattern_delete', targetKind: 'memory_pattern', targetId: id, familyId: null, reason: null, details: { ...gone }, at: now });
  });
}
