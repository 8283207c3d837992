import { adminRangeResolve, type AdminInsightsRange, type AdminRangeQuery } from '@grove/api-contract';
import { ApiError } from '../plugins/errors';

const DAY_MS = 86_400_000;

/** A range as the queries use it: the days (UTC, both included) and the instants that bound them. */
export interface AdminRange extends AdminInsightsRange {
  /** 00:00 UTC of `from`. */
  start: Date;
  /** 00:00 UTC of the day after `to` (exclusive). */
  end: Date;
}

/** `YYYY-MM-DD` of an instant, UTC. */
export function adminDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** 00:00 UTC of a `YYYY-MM-DD` day. */
export function adminDayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The day `days` after `day` (negative: before). */
export function adminDayAdd(day: string, days: number): string {
  return adminDayOf(new Date(adminDayStart(day).getTime() + days * DAY_MS));
}

/** The Monday (UTC) of the week a day is in. */
export function adminWeekStart(day: string): string {
  const weekday = (adminDayStart(day).getUTCDay() + 6) % 7;
  return adminDayAdd(day, -weekday);
}

/**
 * The range an insight call covers, by part A's rule for every admin call (`adminRangeResolve`): `to`
 * defaults to today (the server's clock, UTC), `from` to 29 days before `to`; a `from` after `to`, or
 * more than 400 days, is a 400 naming the query field. The days' format is checked by the route's
 * schema first.
 */
export function adminRangeOf(query: AdminRangeQuery, now: Date): AdminRange {
  const resolved = adminRangeResolve({ from: query.from, to: query.to }, now);
  if (!resolved.ok) throw new ApiError(400, 'bad_request', resolved.message, resolved.field);
  const days = Math.round((resolved.end.getTime() - resolved.start.getTime()) / DAY_MS);
  return { from: resolved.range.from, to: resolved.range.to, days, start: resolved.start, end: resolved.end };
}

/** The applied range as a response carries it. */
export function adminRangeToApi(range: AdminRange): AdminInsightsRange {
  return { from: range.from, to: range.to, days: range.days };
}

/**
 * The database connections one admin call may use at once: its independent queries run side by side
 * (PostgreSQL answers them on separate connections; PGlite takes them in turn), but never more than
 * this many, so a busy admin screen cannot take the pool the chats need.
 */
export const ADMIN_QUERY_LANES = 3;

/** Runs `tasks` with at most {@link ADMIN_QUERY_LANES} in flight; the results in the tasks' order. */
export async function adminConcurrently<T extends ReadonlyArray<() => Promise<unknown>>>(tasks: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = new Array(tasks.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(ADMIN_QUERY_LANES, tasks.length) }, lane));
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
