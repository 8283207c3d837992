import { ADMIN_RANGE_DEFAULT_DAYS, ADMIN_RANGE_MAX_DAYS, type AdminInsightsRange, type AdminInsightsRangeQuery } from '@grove/api-contract';
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
 * The range an insight call covers: `to` defaults to today (the server's clock, UTC) and `from` to
 * {@link ADMIN_RANGE_DEFAULT_DAYS} days before `to` (inclusive). A `from` after `to` is a 400 naming
 * `querystring.from`; more than {@link ADMIN_RANGE_MAX_DAYS} days a 400 naming `querystring.to`. The
 * days' format is checked by the route's schema first.
 */
export function adminRangeOf(query: AdminInsightsRangeQuery, now: Date): AdminRange {
  const to = query.to ?? adminDayOf(now);
  const from = query.from ?? adminDayAdd(to, -(ADMIN_RANGE_DEFAULT_DAYS - 1));
  const start = adminDayStart(from);
  const end = adminDayStart(adminDayAdd(to, 1));
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 1) throw new ApiError(400, 'bad_request', 'querystring.from: must not be after to', 'querystring.from');
  if (days > ADMIN_RANGE_MAX_DAYS) {
    throw new ApiError(400, 'bad_request', `querystring.to: a range covers at most ${String(ADMIN_RANGE_MAX_DAYS)} days`, 'querystring.to');
  }
  return { from, to, days, start, end };
}

/** The applied range as a response carries it. */
export function adminRangeToApi(range: AdminRange): AdminInsightsRange {
  return { from: range.from, to: range.to, days: range.days };
}
