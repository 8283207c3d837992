import { sql, type Kysely } from 'kysely';
import { ADMIN_AGE_BANDS, type AdminAgeBand, type AdminRange, type MemoryAnalytics, type MemoryAnalyticsFigures } from '@grove/api-contract';
import type { Database } from '../db/schema';

// Issue 20: memory figures for admins — counts, never words. Each figure is one grouped query over
// an index on the time it counts by (memories by created_at, deleted_at and expires_at; feedback and
// pattern hits by created_at). A memory purged 30 days after its deletion is no longer counted.

const DAY_MS = 86_400_000;

function emptyFigures(): MemoryAnalyticsFigures {
  return { saved: 0, approved: 0, pending: 0, deleted: 0, expired: 0, feedback: { wrong: 0, outdated: 0, helpful: 0 }, patternSkipped: 0, patternFlagged: 0 };
}

/** A child's band by age (content mode follows age: G is 4–8); no child, the account's own: adult. */
const BAND = sql<AdminAgeBand>`case when k.id is null then 'adult' when k.age <= 8 then '4-8' else '9-15' end`;
const DAY_OF = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * `GET /api/admin/memory-analytics`: over the range (UTC days, both included) — memories saved and,
 * of those, approved and still pending; deleted; expired (by `now`: an expiry still to come is not
 * one yet); feedback by kind; captures a pattern kept out or queued — in total, per age band, and
 * saved / deleted / feedback per day.
 */
export async function memoryAnalyticsOf(db: Kysely<Database>, range: { range: AdminRange; start: Date; end: Date }, now: Date): Promise<MemoryAnalytics> {
  const { start, end } = range;
  const bands: Record<AdminAgeBand, MemoryAnalyticsFigures> = { adult: emptyFigures(), '4-8': emptyFigures(), '9-15': emptyFigures() };

  const saved = await db
    .selectFrom('memories as m')
    .leftJoin('child_accounts as k', 'k.id', 'm.child_id')
    .select([
      BAND.as('band'),
      sql<number>`count(*)::int`.as('saved'),
      sql<number>`(count(*) filter (where m.approval = 'approved'))::int`.as('approved'),
      sql<number>`(count(*) filter (where m.approval = 'pending' and m.deleted_at is null))::int`.as('pending'),
    ])
    .where('m.created_at', '>=', start)
    .where('m.created_at', '<', end)
    .groupBy(sql`1`)
    .execute();
  for (const row of saved) Object.assign(bands[row.band], { saved: Number(row.saved), approved: Number(row.approved), pending: Number(row.pending) });

  const deleted = await db
    .selectFrom('memories as m')
    .leftJoin('child_accounts as k', 'k.id', 'm.child_id')
    .select([BAND.as('band'), sql<number>`count(*)::int`.as('n')])
    .where('m.deleted_at', '>=', start)
    .where('m.deleted_at', '<', end)
    .groupBy(sql`1`)
    .execute();
  for (const row of deleted) bands[row.band].deleted = Number(row.n);

  const expired = await db
    .selectFrom('memories as m')
    .leftJoin('child_accounts as k', 'k.id', 'm.child_id')
    .select([BAND.as('band'), sql<number>`count(*)::int`.as('n')])
    .where('m.expires_at', '>=', start)
    .where('m.expires_at', '<', end)
    // As the core says it (`memoryIsExpired`): expired once its time has come, not before.
    .where('m.expires_at', '<=', now)
    .where('m.pinned', '=', false)
    // Deleted before it would have expired: it was deleted, not expired.
    .where((eb) => eb.or([eb('m.deleted_at', 'is', null), eb('m.deleted_at', '>', eb.ref('m.expires_at'))]))
    .groupBy(sql`1`)
    .execute();
  for (const row of expired) bands[row.band].expired = Number(row.n);

  const feedback = await db
    .selectFrom('memory_feedback as f')
    .leftJoin('child_accounts as k', 'k.id', 'f.profile_id')
    .select([BAND.as('band'), 'f.feedback', sql<number>`count(*)::int`.as('n')])
    .where('f.created_at', '>=', start)
    .where('f.created_at', '<', end)
    .groupBy([sql`1`, 'f.feedback'])
    .execute();
  for (const row of feedback) bands[row.band].feedback[row.feedback] = Number(row.n);

  const hits = await db
    .selectFrom('memory_pattern_hits as h')
    .select(['h.band', 'h.kind', sql<number>`count(*)::int`.as('n')])
    .where('h.created_at', '>=', start)
    .where('h.created_at', '<', end)
    .groupBy(['h.band', 'h.kind'])
    .execute();
  for (const row of hits) {
    if (row.kind === 'never_remember') bands[row.band].patternSkipped = Number(row.n);
    else bands[row.band].patternFlagged = Number(row.n);
  }

  const totals = emptyFigures();
  for (const band of ADMIN_AGE_BANDS) {
    const figures = bands[band];
    totals.saved += figures.saved;
    totals.approved += figures.approved;
    totals.pending += figures.pending;
    totals.deleted += figures.deleted;
    totals.expired += figures.expired;
    totals.feedback.wrong += figures.feedback.wrong;
    totals.feedback.outdated += figures.feedback.outdated;
    totals.feedback.helpful += figures.feedback.helpful;
    totals.patternSkipped += figures.patternSkipped;
    totals.patternFlagged += figures.patternFlagged;
  }

  // Every day of the range, zeros included, so a chart's axis has no gaps.
  const daily = new Map<string, { date: string; saved: number; deleted: number; feedback: number }>();
  for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    daily.set(date, { date, saved: 0, deleted: 0, feedback: 0 });
  }
  const perDay = async (table: 'memories' | 'memory_feedback', column: 'created_at' | 'deleted_at') =>
    sql<{ day: string; n: number }>`select ${DAY_OF(column)} as day, count(*)::int as n from ${sql.table(table)}
      where ${sql.ref(column)} >= ${start.toISOString()}::timestamptz and ${sql.ref(column)} < ${end.toISOString()}::timestamptz group by 1`.execute(db);
  for (const row of (await perDay('memories', 'created_at')).rows) {
    const day = daily.get(row.day);
    if (day) day.saved = Number(row.n);
  }
  for (const row of (await perDay('memories', 'deleted_at')).rows) {
    const day = daily.get(row.day);
    if (day) day.deleted = Number(row.n);
  }
  for (const row of (await perDay('memory_feedback', 'created_at')).rows) {
    const day = daily.get(row.day);
    if (day) day.feedback = Number(row.n);
  }

  return { range: range.range, totals, bands, daily: [...daily.values()] };
}
