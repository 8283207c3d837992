import { sql, type Kysely } from 'kysely';
import { ADMIN_AGE_BANDS, type AdminAgeBand, type AdminRange, type MemoryAnalytics, type MemoryAnalyticsFigures } from '@grove/api-contract';
import type { Database } from '../db/schema';
import { adminConcurrently } from './adminRange';

// Issue 20: memory figures for admins — counts, never words. Each fact is one grouped query over an
// index on the time it counts by (memories by created_at, deleted_at and expires_at; feedback and
// pattern hits by created_at), by band and, where a series is shown, by day. A memory purged 30 days
// after its deletion is no longer counted.

const DAY_MS = 86_400_000;

function emptyFigures(): MemoryAnalyticsFigures {
  return { saved: 0, approved: 0, pending: 0, deleted: 0, expired: 0, feedback: { wrong: 0, outdated: 0, helpful: 0 }, patternSkipped: 0, patternFlagged: 0 };
}

/** A child's band by age (content mode follows age: G is 4–8); no child, the account's own: adult. */
const BAND = sql<AdminAgeBand>`case when k.id is null then 'adult' when k.age <= 8 then '4-8' else '9-15' end`;
/**
 * The UTC day of a timestamp, as a `date` to group by: a cast is several times cheaper per row than
 * `to_char`, which matters on a year of memories. `DAY_TEXT` turns the grouped day into `YYYY-MM-DD`
 * once per group (a `date` itself would reach JavaScript as a local-time Date).
 */
const DAY_KEY = (column: string) => sql<string>`(${sql.ref(column)} at time zone 'UTC')::date`;
const DAY_TEXT = (column: string) => sql<string>`${DAY_KEY(column)}::text`;

/**
 * `GET /api/admin/memory-analytics`: over the range (UTC days, both included) — memories saved and,
 * of those, approved and still pending; deleted; expired (by `now`: an expiry still to come is not
 * one yet); feedback by kind; captures a pattern kept out or queued — in total, per age band, and
 * saved / deleted / feedback per day.
 */
export async function memoryAnalyticsOf(db: Kysely<Database>, range: { range: AdminRange; start: Date; end: Date }, now: Date): Promise<MemoryAnalytics> {
  const { start, end } = range;
  const bands: Record<AdminAgeBand, MemoryAnalyticsFigures> = { adult: emptyFigures(), '4-8': emptyFigures(), '9-15': emptyFigures() };
  // Every day of the range, zeros included, so a chart's axis has no gaps.
  const daily = new Map<string, { date: string; saved: number; deleted: number; feedback: number }>();
  for (let at = start.getTime(); at < end.getTime(); at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    daily.set(date, { date, saved: 0, deleted: 0, feedback: 0 });
  }
  const dayAdd = (date: string, field: 'saved' | 'deleted' | 'feedback', n: number) => {
    const day = daily.get(date);
    if (day) day[field] += n;
  };

  /** Memories with the child (if any) whose age gives the band. */
  const memoriesWithBand = () => db.selectFrom('memories as m').leftJoin('child_accounts as k', 'k.id', 'm.child_id');

  // One scan per fact, grouped by band and day: the band totals and the daily series come from the same
  // rows. The scans are independent, so they run side by side (at most ADMIN_QUERY_LANES at once).
  const [saved, deleted, expired, feedback, hits] = await adminConcurrently([
    () =>
      memoriesWithBand()
        .select([
          BAND.as('band'),
          DAY_TEXT('m.created_at').as('day'),
          sql<number>`count(*)::int`.as('saved'),
          sql<number>`(count(*) filter (where m.approval = 'approved'))::int`.as('approved'),
          sql<number>`(count(*) filter (where m.approval = 'pending' and m.deleted_at is null))::int`.as('pending'),
        ])
        .where('m.created_at', '>=', start)
        .where('m.created_at', '<', end)
        .groupBy([sql`1`, DAY_KEY('m.created_at')])
        .execute(),
    () =>
      memoriesWithBand()
        .select([BAND.as('band'), DAY_TEXT('m.deleted_at').as('day'), sql<number>`count(*)::int`.as('n')])
        .where('m.deleted_at', '>=', start)
        .where('m.deleted_at', '<', end)
        .groupBy([sql`1`, DAY_KEY('m.deleted_at')])
        .execute(),
    () =>
      memoriesWithBand()
        .select([BAND.as('band'), sql<number>`count(*)::int`.as('n')])
        .where('m.expires_at', '>=', start)
        .where('m.expires_at', '<', end)
        // As the core says it (`memoryIsExpired`): expired once its time has come, not before.
        .where('m.expires_at', '<=', now)
        .where('m.pinned', '=', false)
        // Deleted before it would have expired: it was deleted, not expired.
        .where((eb) => eb.or([eb('m.deleted_at', 'is', null), eb('m.deleted_at', '>', eb.ref('m.expires_at'))]))
        .groupBy(sql`1`)
        .execute(),
    () =>
      db
        .selectFrom('memory_feedback as f')
        .leftJoin('child_accounts as k', 'k.id', 'f.profile_id')
        .select([BAND.as('band'), 'f.feedback', DAY_TEXT('f.created_at').as('day'), sql<number>`count(*)::int`.as('n')])
        .where('f.created_at', '>=', start)
        .where('f.created_at', '<', end)
        .groupBy([sql`1`, 'f.feedback', DAY_KEY('f.created_at')])
        .execute(),
    () =>
      db
        .selectFrom('memory_pattern_hits as h')
        .select(['h.band', 'h.kind', sql<number>`count(*)::int`.as('n')])
        .where('h.created_at', '>=', start)
        .where('h.created_at', '<', end)
        .groupBy(['h.band', 'h.kind'])
        .execute(),
  ] as const);

  for (const row of saved) {
    const figures = bands[row.band];
    figures.saved += Number(row.saved);
    figures.approved += Number(row.approved);
    figures.pending += Number(row.pending);
    dayAdd(row.day, 'saved', Number(row.saved));
  }
  for (const row of deleted) {
    bands[row.band].deleted += Number(row.n);
    dayAdd(row.day, 'deleted', Number(row.n));
  }
  for (const row of expired) bands[row.band].expired = Number(row.n);
  for (const row of feedback) {
    bands[row.band].feedback[row.feedback] += Number(row.n);
    dayAdd(row.day, 'feedback', Number(row.n));
  }
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
  return { range: range.range, totals, bands, daily: [...daily.values()] };
}
