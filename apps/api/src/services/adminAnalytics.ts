import { sql, type Kysely } from 'kysely';
import { ADMIN_COHORT_WEEKS, type AdminAgeBand, type AdminAnalytics, type AdminUsageBand } from '@grove/api-contract';
import type { Database } from '../db/schema';
import { adminConcurrently, adminDayAdd, adminDayOf, adminRangeToApi, adminWeekStart, type AdminRange } from './adminRange';

// Issue 20: the admin analytics — counts only, never content. Every figure is read from a summary of
// migration 0017 (activity, messages, games, journal and memories per day or week; the cohorts; each
// account's first-week days), so its cost follows the days in the range, not the rows behind them; the
// funnel and the cohort sizes read `users` by its creation index.

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** The prefix of a guided theme's gameType (`guided-<theme>`). */
const GUIDED_PREFIX = 'guided-';

/**
 * `GET /api/admin/analytics` for a range: active profiles per day and per week by band, the people's
 * messages per day, the games and guided themes played, journal entries and memories per day, the
 * trial → sign-up → onboarding → first week funnel and the 4-week retention cohorts (see
 * `AdminAnalyticsSchema` for each figure's definition).
 */
export async function adminAnalytics(db: Kysely<Database>, range: AdminRange, now: Date): Promise<AdminAnalytics> {
  const inRange = sql`day >= ${range.from}::date and day <= ${range.to}::date`;

  const [daily, weekly, messages, games, content, funnel, cohorts] = await adminConcurrently([
    () =>
      sql<{ day: string; band: AdminAgeBand; profiles: number }>`
        select day::text as day, band, profiles from activity_daily where ${inRange} order by day, band`.execute(db),
    () =>
      sql<{ week: string; band: AdminAgeBand; profiles: number }>`
        select week::text as week, band, profiles from activity_weekly
        where week >= ${adminWeekStart(range.from)}::date and week <= ${range.to}::date order by week, band`.execute(db),
    () =>
      sql<{ day: string; band: AdminUsageBand; messages: number | string }>`
        select day::text as day, band, sum(turns)::bigint as messages from usage_daily
        where ${inRange} group by day, band order by day, band`.execute(db),
    () =>
      sql<{ game: string; trial: boolean; sessions: number | string; turns: number | string }>`
        select game, kind = 'trial' as trial, sum(sessions)::bigint as sessions, sum(turns)::bigint as turns from usage_daily
        where ${inRange} and game <> '' group by game, kind = 'trial'`.execute(db),
    () =>
      sql<{ day: string; band: AdminAgeBand; kind: 'journal' | 'memory'; n: number }>`
        select day::text as day, band, kind, n from content_daily where ${inRange} order by day, band`.execute(db),
    () => funnelOf(db, range, now),
    () => cohortsOf(db, range, now),
  ] as const);

  // Games and themes, accounts' sessions and turns beside the trial's turns.
  const played = new Map<string, AdminAnalytics['games'][number]>();
  for (const row of games.rows) {
    const guided = row.game.startsWith(GUIDED_PREFIX);
    const entry = played.get(row.game) ?? { kind: guided ? ('guided' as const) : ('game' as const), name: guided ? row.game.slice(GUIDED_PREFIX.length) : row.game, sessions: 0, turns: 0, trialTurns: 0 };
    if (row.trial) entry.trialTurns += num(row.turns);
    else {
      entry.sessions += num(row.sessions);
      entry.turns += num(row.turns);
    }
    played.set(row.game, entry);
  }

  return {
    range: adminRangeToApi(range),
    asOf: now.toISOString(),
    activeProfiles: {
      daily: daily.rows.map((row) => ({ day: row.day, band: row.band, profiles: num(row.profiles) })),
      weekly: weekly.rows.map((row) => ({ weekStart: row.week, band: row.band, profiles: num(row.profiles) })),
    },
    messagesPerDay: messages.rows.map((row) => ({ day: row.day, band: row.band, messages: num(row.messages) })),
    games: [...played.values()].sort((a, b) => b.turns + b.trialTurns - (a.turns + a.trialTurns) || a.name.localeCompare(b.name)),
    journalPerDay: content.rows.filter((row) => row.kind === 'journal').map((row) => ({ day: row.day, band: row.band, entries: num(row.n) })),
    memoriesPerDay: content.rows.filter((row) => row.kind === 'memory').map((row) => ({ day: row.day, band: row.band, memories: num(row.n) })),
    funnel,
    cohorts,
  };
}

/** Days of a first week: the signup day (UTC) and the 6 after it. */
const FIRST_WEEK_DAYS = 7;

/** Days active in the first week that make a sign-up count as "first week". */
const FIRST_WEEK_ACTIVE_DAYS = 2;

/**
 * The funnel's stages in the range: trial devices that took a turn (`usage_turns`' trial index),
 * accounts created, of those the onboarded ones, and of those the ones active on at least 2 of their
 * first 7 days (the account or any of its children took a turn) — `firstWeekPending` those whose 7
 * days are not over yet and who have not made it so far.
 */
async function funnelOf(db: Kysely<Database>, range: AdminRange, now: Date): Promise<AdminAnalytics['funnel']> {
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const trial = await sql<{ devices: number }>`
    select count(distinct trial_device)::int as devices from usage_turns where kind = 'trial' and at >= ${start} and at < ${end}`.execute(db);
  const today = adminDayOf(now);
  const { rows } = await sql<{ signups: number; onboarded: number; first_week: number; pending: number }>`
    select count(*)::int as signups,
      (count(*) filter (where u.onboarding_completed_at is not null))::int as onboarded,
      (count(*) filter (where u.onboarding_completed_at is not null and coalesce(f.days, 0) >= ${FIRST_WEEK_ACTIVE_DAYS}::int))::int as first_week,
      (count(*) filter (where u.onboarding_completed_at is not null and coalesce(f.days, 0) < ${FIRST_WEEK_ACTIVE_DAYS}::int
        and (u.created_at at time zone 'UTC')::date + ${FIRST_WEEK_DAYS}::int > ${today}::date))::int as pending
    from users u left join account_first_week f on f.user_id = u.id
    where u.created_at >= ${start} and u.created_at < ${end}`.execute(db);
  const row = rows[0];
  return {
    trialDevices: num(trial.rows[0]?.devices),
    signups: num(row?.signups),
    onboarded: num(row?.onboarded),
    firstWeek: num(row?.first_week),
    firstWeekPending: num(row?.pending),
  };
}

/**
 * Retention cohorts: the accounts created in each week (Monday, UTC) that starts in the range — or the
 * week the range starts in — and, for week k = 0…4 after, how many of them were active that week
 * (null for a week that has not begun by `now`).
 */
async function cohortsOf(db: Kysely<Database>, range: AdminRange, now: Date): Promise<AdminAnalytics['cohorts']> {
  const firstWeek = adminWeekStart(range.from);
  const lastWeek = adminWeekStart(range.to);
  const cohortsEnd = adminDayAdd(lastWeek, 7);
  const sizes = await sql<{ week: string; size: number }>`
    select date_trunc('week', created_at at time zone 'UTC')::date::text as week, count(*)::int as size
    from users where created_at >= ${`${firstWeek}T00:00:00Z`}::timestamptz and created_at < ${`${cohortsEnd}T00:00:00Z`}::timestamptz
    group by 1`.execute(db);
  const active = await sql<{ week: string; k: number; n: number }>`
    select signup_week::text as week, k, accounts as n from cohort_weekly
    where signup_week >= ${firstWeek}::date and signup_week <= ${lastWeek}::date`.execute(db);
  const size = new Map(sizes.rows.map((row) => [row.week, num(row.size)]));
  const activeOf = new Map(active.rows.map((row) => [`${row.week}:${String(row.k)}`, num(row.n)]));
  const today = adminDayOf(now);
  const cohorts: AdminAnalytics['cohorts'] = [];
  for (let week = firstWeek; week <= lastWeek; week = adminDayAdd(week, 7)) {
    const weeks: Array<number | null> = [];
    for (let k = 0; k <= ADMIN_COHORT_WEEKS; k += 1) {
      weeks.push(adminDayAdd(week, 7 * k) > today ? null : (activeOf.get(`${week}:${String(k)}`) ?? 0));
    }
    cohorts.push({ weekStart: week, size: size.get(week) ?? 0, active: weeks });
  }
  return cohorts;
}
