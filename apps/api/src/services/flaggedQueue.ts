import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import {
  FLAGGED_ALREADY_RESOLVED_MESSAGE,
  FLAGGED_EXCERPT_MAX_CHARS,
  FLAGGED_NOT_FOUND_MESSAGE,
  type AdminAgeBand,
  type AdminRange,
  type FlagSeverity,
  type FlaggedItem,
  type FlaggedList,
  type FlaggedListQuery,
  type FlaggedSource,
} from '@grove/api-contract';
import type { Database } from '../db/schema';
import { ApiError, apiNotFound } from '../plugins/errors';
import { adminAuditWrite } from './adminAudit';

// Issue 20: the flagged queue — what admins review, from three places, in one list:
// - `safety`: the family safety filter's flags (`chat_flags`; chat turns and journal entries) with the
//   excerpt kept for a child's flag (the caught sentences, at most 300 characters; an adult's has none);
// - `memory_feedback`: a person saying a memory is wrong or outdated — never the memory's words, only
//   what it was about (its fact's kind);
// - `pattern`: a memory a `flag_for_review` pattern queued, with the memory as its excerpt (until the
//   family deletes it).
// Severity is one scale: the filter's urgent/concern/info are high/medium/low; feedback "wrong" is
// medium, "outdated" low; a pattern hit has its rule's. Resolutions live in `flag_resolutions`.

type Db = Kysely<Database> | Transaction<Database>;

const SEVERITY_BY_RANK: readonly FlagSeverity[] = ['low', 'medium', 'high'];
const RANK_OF: Record<FlagSeverity, number> = { low: 0, medium: 1, high: 2 };

/** A flagged item's id split into its source and the row's id, or null when it is not one. */
export function flaggedIdParse(id: string): { source: FlaggedSource; rowId: string } | null {
  const match = /^(safety|memory_feedback|pattern):(.+)$/.exec(id);
  if (!match?.[1] || !match[2]) return null;
  return { source: match[1] as FlaggedSource, rowId: match[2] };
}

/** Cuts an excerpt to the queue's 300 characters at a word, marking the cut with an ellipsis. */
function excerptCut(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= FLAGGED_EXCERPT_MAX_CHARS) return clean;
  const room = clean.slice(0, FLAGGED_EXCERPT_MAX_CHARS - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > FLAGGED_EXCERPT_MAX_CHARS / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

interface QueueRow {
  source: FlaggedSource;
  row_id: string;
  rank: number;
  at: Date | string;
  band: AdminAgeBand;
  category: string;
  excerpt: string | null;
  family_id: string;
  conversation_id: string | null;
  pattern_id: string | null;
  pattern: string | null;
  pattern_match: 'phrase' | 'word' | null;
  memory_kind: string | null;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
  note: string | null;
}

/** What narrows the union: a time range and a status (the list), or one row of one source (a lookup). */
type QueueScope = { kind: 'list'; start: Date; end: Date; status: FlaggedListQuery['status'] } | { kind: 'one'; source: FlaggedSource; rowId: string };

const BAND = (child: RawBuilder<unknown>) => sql`case when ${child} is null then 'adult' when k.age <= 8 then '4-8' else '9-15' end`;

/** The union of the three sources under a scope; each branch reads its table by time (or by id) through an index. */
function queueUnion(scope: QueueScope): RawBuilder<QueueRow> {
  const branch = (source: FlaggedSource, at: RawBuilder<unknown>, id: RawBuilder<unknown>, resolution: RawBuilder<unknown>): RawBuilder<boolean> => {
    if (scope.kind === 'one') return scope.source === source ? sql<boolean>`${id} = ${scope.rowId}` : sql<boolean>`false`;
    const status = scope.status === 'open' ? sql`and ${resolution} is null` : scope.status === 'resolved' ? sql`and ${resolution} is not null` : sql``;
    return sql<boolean>`${at} >= ${scope.start.toISOString()}::timestamptz and ${at} < ${scope.end.toISOString()}::timestamptz ${status}`;
  };
  return sql<QueueRow>`
    select 'safety' as source, f.id as row_id,
      case f.severity when 'urgent' then 2 when 'concern' then 1 else 0 end as rank,
      f.created_at as at, ${BAND(sql`f.child_id`)} as band, f.category as category, f.excerpt as excerpt,
      f.user_id as family_id, f.conversation_id as conversation_id,
      null::text as pattern_id, null::text as pattern, null::text as pattern_match, null::text as memory_kind,
      r.resolved_at, r.resolved_by, r.note
    from chat_flags f
    left join child_accounts k on k.id = f.child_id
    left join flag_resolutions r on r.chat_flag_id = f.id
    where ${branch('safety', sql`f.created_at`, sql`f.id`, sql`r.id`)}
    union all
    select 'memory_feedback', fb.id,
      case fb.feedback when 'wrong' then 1 else 0 end,
      fb.created_at, ${BAND(sql`k.id`)}, fb.feedback, null,
      fb.user_id, m.source_conversation_id,
      null, null, null, m.fact->>'kind',
      r.resolved_at, r.resolved_by, r.note
    from memory_feedback fb
    left join memories m on m.id = fb.memory_id
    left join child_accounts k on k.id = fb.profile_id
    left join flag_resolutions r on r.memory_feedback_id = fb.id
    where fb.feedback in ('wrong', 'outdated') and ${branch('memory_feedback', sql`fb.created_at`, sql`fb.id`, sql`r.id`)}
    union all
    select 'pattern', h.id,
      case h.severity when 'high' then 2 when 'medium' then 1 else 0 end,
      h.created_at, h.band, h.kind,
      -- The memory's words until the family deletes it: a deleted memory is theirs to forget.
      case when m.deleted_at is null then left(m.content, ${FLAGGED_EXCERPT_MAX_CHARS + 1}) end,
      m.user_id, m.source_conversation_id,
      h.pattern_id, h.pattern, h.match, null,
      r.resolved_at, r.resolved_by, r.note
    from memory_pattern_hits h
    join memories m on m.id = h.memory_id
    left join flag_resolutions r on r.pattern_hit_id = h.id
    where h.kind = 'flag_for_review' and ${branch('pattern', sql`h.created_at`, sql`h.id`, sql`r.id`)}`;
}

function itemOf(row: QueueRow): FlaggedItem {
  return {
    id: `${row.source}:${row.row_id}`,
    source: row.source,
    severity: SEVERITY_BY_RANK[Number(row.rank)] ?? 'low',
    at: new Date(row.at).toISOString(),
    band: row.band,
    category: row.category,
    excerpt: row.excerpt === null ? null : excerptCut(row.excerpt),
    familyId: row.family_id,
    conversationId: row.conversation_id,
    pattern: row.source === 'pattern' && row.pattern !== null && row.pattern_match !== null ? { id: row.pattern_id, pattern: row.pattern, match: row.pattern_match } : null,
    memoryKind: row.memory_kind,
    status: row.resolved_at === null ? 'open' : 'resolved',
    resolution:
      row.resolved_at === null
        ? null
        : { at: new Date(row.resolved_at).toISOString(), by: { id: row.resolved_by, displayName: row.resolved_by_name }, note: row.note ?? '' },
  };
}

/** `GET /api/admin/flagged-patterns`: the queue in a range by severity (high first), then newest first. */
export async function flaggedList(db: Kysely<Database>, query: FlaggedListQuery, range: { range: AdminRange; start: Date; end: Date }): Promise<FlaggedList> {
  const union = queueUnion({ kind: 'list', start: range.start, end: range.end, status: query.status });
  const filters: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (query.source !== undefined) filters.push(sql<boolean>`q.source = ${query.source}`);
  if (query.severity !== undefined) filters.push(sql<boolean>`q.rank = ${RANK_OF[query.severity]}`);
  const where = sql.join(filters, sql` and `);
  const rows = await sql<QueueRow>`
    select q.*, u.display_name as resolved_by_name
    from (${union}) q
    left join users u on u.id = q.resolved_by
    where ${where}
    order by q.rank desc, q.at desc, q.source, q.row_id
    limit ${query.limit} offset ${query.offset}`.execute(db);
  const total = await sql<{ n: number }>`select count(*)::int as n from (${union}) q where ${where}`.execute(db);
  return { range: range.range, items: rows.rows.map(itemOf), total: Number(total.rows[0]?.n ?? 0) };
}

/** One flagged item by id, or null (resolved or open alike). */
export async function flaggedGet(db: Db, id: string): Promise<FlaggedItem | null> {
  const parsed = flaggedIdParse(id);
  if (!parsed) return null;
  const rows = await sql<QueueRow>`
    select q.*, u.display_name as resolved_by_name
    from (${queueUnion({ kind: 'one', ...parsed })}) q
    left join users u on u.id = q.resolved_by`.execute(db);
  const row = rows.rows[0];
  return row ? itemOf(row) : null;
}

/** The column of `flag_resolutions` that points at an item of a source. */
function resolutionColumn(source: FlaggedSource): 'chat_flag_id' | 'memory_feedback_id' | 'pattern_hit_id' {
  return source === 'safety' ? 'chat_flag_id' : source === 'memory_feedback' ? 'memory_feedback_id' : 'pattern_hit_id';
}

/**
 * Resolves a flagged item with a note, audited (`flag_resolve`, the note as the reason, the family's id)
 * in the same transaction; 404 for an unknown item, 409 when it is already resolved (also when another
 * admin resolved it a moment before).
 */
export async function flaggedResolve(db: Kysely<Database>, adminId: string, id: string, note: string, now: Date): Promise<FlaggedItem> {
  const parsed = flaggedIdParse(id);
  if (!parsed) throw apiNotFound(FLAGGED_NOT_FOUND_MESSAGE);
  await db.transaction().execute(async (trx) => {
    const item = await flaggedGet(trx, id);
    if (!item) throw apiNotFound(FLAGGED_NOT_FOUND_MESSAGE);
    const column = resolutionColumn(parsed.source);
    const inserted = await trx
      .insertInto('flag_resolutions')
      .values({
        id: randomUUID(),
        chat_flag_id: parsed.source === 'safety' ? parsed.rowId : null,
        memory_feedback_id: parsed.source === 'memory_feedback' ? parsed.rowId : null,
        pattern_hit_id: parsed.source === 'pattern' ? parsed.rowId : null,
        resolved_by: adminId,
        resolved_at: now,
        note,
      })
      .onConflict((oc) => oc.column(column).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new ApiError(409, 'conflict', FLAGGED_ALREADY_RESOLVED_MESSAGE);
    await adminAuditWrite(trx, {
      adminId,
      action: 'flag_resolve',
      targetKind: 'flagged_item',
      targetId: id,
      familyId: item.familyId,
      reason: note,
      details: { source: item.source, severity: item.severity, category: item.category },
      at: now,
    });
  });
  const resolved = await flaggedGet(db, id);
  if (!resolved) throw apiNotFound(FLAGGED_NOT_FOUND_MESSAGE);
  return resolved;
}

/**
 * Reopens a resolved item, audited (`flag_reopen`, with the note given, if any) in the same
 * transaction; an item already open is returned as it is (nothing happened, nothing is audited).
 */
export async function flaggedReopen(db: Kysely<Database>, adminId: string, id: string, note: string | null, now: Date): Promise<FlaggedItem> {
  const parsed = flaggedIdParse(id);
  if (!parsed) throw apiNotFound(FLAGGED_NOT_FOUND_MESSAGE);
  await db.transaction().execute(async (trx) => {
    const item = await flaggedGet(trx, id);
    if (!item) throw apiNotFound(FLAGGED_NOT_FOUND_MESSAGE);
    const removed = await trx.deleteFrom('flag_resolutions').where(resolutionColumn(parsed.source), '=', parsed.rowId).returning(['note', 'resolved_at']).executeTakeFirst();
    if (!removed) return;
    await adminAuditWrite(trx, {
      adminId,
      action: 'flag_reopen',
      targetKind: 'flagged_item',
      targetId: id,
      familyId: item.familyId,
      reason: note,
      details: { source: item.source, severity: item.severity, previousNote: removed.note, previouslyResolvedAt: new Date(removed.resolved_at).toISOString() },
      at: now,
    });
  });
  const item = await flaggedGet(db, id);
  if (!item) throw apiNotFound(FLAGGED_NOT_FOUND_MESSAGE);
  return item;
}
