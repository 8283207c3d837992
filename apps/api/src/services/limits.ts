import { sql, type Kysely } from 'kysely';
import {
  CHAT_TIME_USED_UP_MESSAGE,
  CONTINUOUS_USE_GAP_MINUTES,
  quietTimeMessage,
  type ChildLimits,
  type ChildLimitsStatus,
  type ChildLimitsUpdate,
} from '@grove/api-contract';
import type { ChildRow, Database } from '../db/schema';
import { ApiError } from '../plugins/errors';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** What one turn adds at most: a child who leaves the chat open is not charged the whole gap. */
const TURN_MAX_MS = 5 * MINUTE_MS;

/** What the first turn of a run adds: reading and typing it took a moment too. */
const RUN_FIRST_TURN_MS = MINUTE_MS;

/** A gap this long or longer starts a new run of turns (the break reminder's clock starts again). */
const RUN_GAP_MS = CONTINUOUS_USE_GAP_MINUTES * MINUTE_MS;

/** The zone a day is counted in when the parent set none. */
const UTC = 'UTC';

/** A profile whose chat time is counted: an adult account (`childId` null) or a child. */
export interface UsageProfile {
  profileId: string;
  userId: string;
  childId: string | null;
}

/** A child's limits row, as read. */
interface LimitsRow {
  daily_minutes: number | null;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string | null;
  updated_at: Date | string;
}

// Formatters are costly to build and each names one zone: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in a zone at an instant: the day (`YYYY-MM-DD`) and the minute of that day. */
export function localClock(at: Date, timeZone: string): { day: string; minute: number } {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return { day: `${parts['year']}-${parts['month']}-${parts['day']}`, minute: Number(parts['hour']) * 60 + Number(parts['minute']) };
}

function minuteOf(clockTime: string): number {
  const [hours, minutes] = clockTime.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/**
 * Whether an instant falls in quiet hours (`start` inclusive, `end` exclusive, local time in the zone;
 * a start after the end crosses midnight), and if so when they end. The end is found on the wall clock
 * and then corrected by the zone's own reading of it, so a daylight-saving change in between still
 * lands on the parent's `end`.
 */
export function quietAt(at: Date, quiet: { start: string; end: string; timeZone: string }): { quietNow: boolean; endsAt: Date | null } {
  const now = localClock(at, quiet.timeZone).minute;
  const start = minuteOf(quiet.start);
  const end = minuteOf(quiet.end);
  const quietNow = start < end ? now >= start && now < end : now >= start || now < end;
  if (!quietNow) return { quietNow, endsAt: null };
  const minuteStart = at.getTime() - (at.getTime() % MINUTE_MS);
  let endsAt = minuteStart + ((end - now + DAY_MINUTES) % DAY_MINUTES) * MINUTE_MS;
  // The offset may have changed on the way (DST): move by what the zone's clock says is still missing.
  const drift = ((end - localClock(new Date(endsAt), quiet.timeZone).minute + DAY_MINUTES + DAY_MINUTES / 2) % DAY_MINUTES) - DAY_MINUTES / 2;
  endsAt += drift * MINUTE_MS;
  return { quietNow, endsAt: new Date(endsAt) };
}

/** A child's limits row, or undefined when the parent set none. */
async function limitsRowOf(db: Kysely<Database>, childId: string): Promise<LimitsRow | undefined> {
  return db.selectFrom('child_limits').select(['daily_minutes', 'quiet_start', 'quiet_end', 'time_zone', 'updated_at']).where('child_id', '=', childId).executeTakeFirst();
}

function limitsToApi(row: LimitsRow | undefined): ChildLimits {
  if (!row) return { dailyMinutes: null, quietHours: null, timeZone: null, updatedAt: null };
  const quietHours = row.quiet_start !== null && row.quiet_end !== null ? { start: row.quiet_start, end: row.quiet_end, timeZone: row.time_zone ?? UTC } : null;
  return { dailyMinutes: row.daily_minutes, quietHours, timeZone: row.time_zone, updatedAt: new Date(row.updated_at).toISOString() };
}

/** The seconds a profile chatted on a day. */
async function usageSecondsOn(db: Kysely<Database>, profileId: string, day: string): Promise<number> {
  const row = await db.selectFrom('profile_usage').select('seconds').where('profile_id', '=', profileId).where('day', '=', day).executeTakeFirst();
  return row?.seconds ?? 0;
}

/** A child's limits and where the child stands at `now`: minutes used and left today, quiet time. */
export async function limitsStatusOf(db: Kysely<Database>, child: ChildRow, now: Date): Promise<ChildLimitsStatus> {
  const row = await limitsRowOf(db, child.id);
  const limits = limitsToApi(row);
  const { day } = localClock(now, limits.timeZone ?? UTC);
  const seconds = await usageSecondsOn(db, child.id, day);
  const quiet = limits.quietHours ? quietAt(now, limits.quietHours) : { quietNow: false, endsAt: null };
  // Used minutes round down and the rest up, so the two always add up to the limit and a child with
  // half a minute left is told 1, not 0, while the server still lets them chat.
  const remainingSeconds = limits.dailyMinutes === null ? null : Math.max(0, limits.dailyMinutes * 60 - seconds);
  return {
    childId: child.id,
    limits,
    day,
    usedTodayMinutes: Math.floor(seconds / 60),
    remainingMinutes: remainingSeconds === null ? null : Math.ceil(remainingSeconds / 60),
    quietNow: quiet.quietNow,
    quietEndsAt: quiet.endsAt?.toISOString() ?? null,
  };
}

/**
 * Saves a child's limits (replacing what was set). The time zone is the quiet hours' zone, else the
 * one sent for the day alone, kept in the runtime's own spelling (`utc` → `UTC`).
 */
export async function limitsSave(db: Kysely<Database>, child: ChildRow, update: ChildLimitsUpdate, now: Date): Promise<void> {
  const given = update.quietHours?.timeZone ?? update.timeZone ?? null;
  const timeZone = given === null ? null : formatterOf(given).resolvedOptions().timeZone;
  const values = {
    daily_minutes: update.dailyMinutes,
    quiet_start: update.quietHours?.start ?? null,
    quiet_end: update.quietHours?.end ?? null,
    time_zone: timeZone,
    updated_at: now,
  };
  await db
    .insertInto('child_limits')
    .values({ child_id: child.id, user_id: child.parent_id, ...values })
    .onConflict((oc) => oc.column('child_id').doUpdateSet(values))
    .execute();
}

/**
 * Refuses a child's chat turn the limits do not allow now (403, before anything is stored, charged
 * or sent to a model): in quiet hours `locked` ("…back at {end}"), with today's minutes used up
 * `daily_limit_reached`. 403, not 402 or 423: no payment or PIN helps, only the time of day.
 */
export async function limitsEnforce(db: Kysely<Database>, child: ChildRow, now: Date): Promise<void> {
  const row = await limitsRowOf(db, child.id);
  if (!row) return;
  if (row.quiet_start !== null && row.quiet_end !== null) {
    const quiet = quietAt(now, { start: row.quiet_start, end: row.quiet_end, timeZone: row.time_zone ?? UTC });
    if (quiet.quietNow) throw new ApiError(403, 'locked', quietTimeMessage(row.quiet_end));
  }
  if (row.daily_minutes !== null) {
    const seconds = await usageSecondsOn(db, child.id, localClock(now, row.time_zone ?? UTC).day);
    if (seconds >= row.daily_minutes * 60) throw new ApiError(403, 'daily_limit_reached', CHAT_TIME_USED_UP_MESSAGE);
  }
}

/** The profile's latest turn, whatever its day. */
async function usageLatest(db: Kysely<Database>, profileId: string): Promise<{ last_at: Date | string; continuous_since: Date | string } | undefined> {
  return db
    .selectFrom('profile_usage')
    .select(['last_at', 'continuous_since'])
    .where('profile_id', '=', profileId)
    .orderBy('last_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function minutesBetween(from: Date | string, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - new Date(from).getTime()) / MINUTE_MS));
}

/**
 * Counts one finished turn of a profile: it adds the time since the profile's last turn, at most 5
 * minutes, or 1 minute when it starts a run (no turn in the last 10 minutes), to the day's usage —
 * the day in the child's limit time zone, UTC when none and for adults. Resolves to the minutes of
 * the current run so far (the break reminder's `continuousMinutes`). One statement (issue 22: a chat
 * turn's round trips): the profile's latest turn is read and the day's row upserted together. `day`:
 * the turn's day when the caller has it already (usageDayOf), so a child's limits are not read again.
 */
export async function usageRecord(db: Kysely<Database>, profile: UsageProfile, now: Date, day?: string): Promise<number> {
  const { rows } = await usageRunSql(profile, now, day ?? (await usageDayOf(db, profile, now))).execute(db);
  const since = rows[0]?.continuous_since ?? now;
  return minutesBetween(since, now);
}

/** The day a profile's turn at `now` counts on: in the child's limit time zone, UTC when none and for adults. */
export async function usageDayOf(db: Kysely<Database>, profile: UsageProfile, now: Date): Promise<string> {
  const zone = profile.childId === null ? null : ((await limitsRowOf(db, profile.childId))?.time_zone ?? null);
  return localClock(now, zone ?? UTC).day;
}

/**
 * The upsert of {@link usageRecord}, not yet run; it answers `continuous_since`. With `after`, the name
 * of a CTE of the same statement, the turn is counted only when that CTE has a row: a chat turn counts
 * its time in the statement that charges and stores it, and only when the charge goes through.
 */
export function usageRunSql(profile: UsageProfile, now: Date, day: string, after?: string) {
  const at = sql`${now.toISOString()}::timestamptz`;
  // The gap since the latest turn, in ms; null when the profile has none (a new run).
  const gapMs = sql`(extract(epoch from (${at} - latest.last_at)) * 1000)`;
  const newRun = sql`(latest.last_at is null or ${gapMs} >= ${RUN_GAP_MS})`;
  const source = after === undefined ? sql`(select 1)` : sql.table(after);
  // A turn that finished before the one stored last (two at once) adds nothing and keeps the run.
  return sql<{ continuous_since: Date | string }>`
    insert into profile_usage (profile_id, user_id, child_id, day, seconds, last_at, continuous_since)
    select ${profile.profileId}, ${profile.userId}, ${profile.childId}, ${day},
      case when ${newRun} then ${Math.round(RUN_FIRST_TURN_MS / 1000)} else round(least(greatest(0, ${gapMs}), ${TURN_MAX_MS}) / 1000)::int end,
      ${at},
      case when ${newRun} then ${at} else latest.continuous_since end
    from ${source} as one
    left join (select last_at, continuous_since from profile_usage where profile_id = ${profile.profileId} order by last_at desc limit 1) as latest on true
    on conflict (profile_id, day) do update set
      seconds = profile_usage.seconds + excluded.seconds,
      last_at = greatest(profile_usage.last_at, excluded.last_at),
      continuous_since = excluded.continuous_since
    returning continuous_since`;
}

/** The minutes of a run that began at `since` (a profile_usage `continuous_since`), at `now`. */
export function usageRunMinutes(since: Date | string, now: Date): number {
  return minutesBetween(since, now);
}

/**
 * The minutes of a profile's current run without counting a turn (a resent message answered from
 * storage is not new chat time): 0 when its last turn was 10 minutes ago or more.
 */
export async function usageContinuousMinutes(db: Kysely<Database>, profileId: string, now: Date): Promise<number> {
  const latest = await usageLatest(db, profileId);
  if (!latest || now.getTime() - new Date(latest.last_at).getTime() >= RUN_GAP_MS) return 0;
  return minutesBetween(latest.continuous_since, now);
}

/**
 * Minutes of chat per day for the given days (`YYYY-MM-DD`, in the order given; 0 for a day without
 * use), read from the usage the limits count — so the parent's overview, the weekly recap and the
 * daily limit agree on what "time with Grove" was.
 */
export async function usageMinutesPerDayOf(db: Kysely<Database>, profileId: string, days: readonly string[]): Promise<Array<{ day: string; minutes: number }>> {
  if (days.length === 0) return [];
  const rows = await db.selectFrom('profile_usage').select(['day', 'seconds']).where('profile_id', '=', profileId).where('day', 'in', [...days]).execute();
  const seconds = new Map(rows.map((row) => [row.day, Number(row.seconds)]));
  return days.map((day) => ({ day, minutes: Math.round((seconds.get(day) ?? 0) / 60) }));
}
