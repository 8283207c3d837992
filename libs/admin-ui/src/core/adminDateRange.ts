/**
 * A date range of the admin area: ISO calendar days (`YYYY-MM-DD`) in UTC, both ends included, as every
 * admin list and aggregate takes it in its `from` and `to` query (issue 20's contract).
 */
export interface AdminDateRange {
  from: string;
  to: string;
}

/** Days in the range an admin screen opens with (issue 20: "default the last 30 days"). */
export const ADMIN_RANGE_DEFAULT_DAYS = 30;

/** The longest range the API answers (issue 20: "at most 400 days"; a longer one is a 400). */
export const ADMIN_RANGE_MAX_DAYS = 400;

/** A preset of the date range picker: the last N days, today included. */
export interface AdminRangePreset {
  id: 'last7' | 'last30' | 'last90' | 'last365';
  label: string;
  days: number;
}

/** The presets the range picker offers, shortest first. */
export const ADMIN_RANGE_PRESETS: readonly AdminRangePreset[] = [
  { id: 'last7', label: 'Last 7 days', days: 7 },
  { id: 'last30', label: 'Last 30 days', days: ADMIN_RANGE_DEFAULT_DAYS },
  { id: 'last90', label: 'Last 90 days', days: 90 },
  { id: 'last365', label: 'Last 365 days', days: 365 },
];

/** What the picker says when a date is not a calendar day. */
export const ADMIN_RANGE_BAD_DATE = 'Enter each date as a day, like 2026-11-03.';

/** What the picker says when the range runs backwards. */
export const ADMIN_RANGE_BACKWARDS = 'The start must be on or before the end.';

/** What the picker says when the range is longer than the API answers. */
export const ADMIN_RANGE_TOO_LONG = `A range can be at most ${ADMIN_RANGE_MAX_DAYS} days.`;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of a day's midnight (UTC), or null when `day` is not a real calendar day. */
function dayMs(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2026-02-30 over into March: a day that does not round-trip does not exist.
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** The UTC calendar day of an instant (`2026-11-03`). */
export function adminDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function adminDayShift(day: string, days: number): string {
  const ms = dayMs(day);
  if (ms === null) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days ending with `today`'s UTC day (the preset "Last N days"). */
export function adminRangeLast(days: number, today: Date): AdminDateRange {
  const to = adminDayOf(today);
  return { from: adminDayShift(to, -(days - 1)), to };
}

/** The range an admin screen opens with: the last 30 days. */
export function adminRangeDefault(today: Date): AdminDateRange {
  return adminRangeLast(ADMIN_RANGE_DEFAULT_DAYS, today);
}

/** How many days a range covers, both ends included (0 for a backwards or malformed range). */
export function adminRangeDays(range: AdminDateRange): number {
  const from = dayMs(range.from);
  const to = dayMs(range.to);
  if (from === null || to === null || to < from) return 0;
  return (to - from) / DAY_MS + 1;
}

/**
 * Why a range cannot be asked for, in the picker's words, or null when it can: both ends real days,
 * the start not after the end, at most 400 days.
 */
export function adminRangeProblem(range: AdminDateRange): string | null {
  if (dayMs(range.from) === null || dayMs(range.to) === null) return ADMIN_RANGE_BAD_DATE;
  const days = adminRangeDays(range);
  if (days === 0) return ADMIN_RANGE_BACKWARDS;
  if (days > ADMIN_RANGE_MAX_DAYS) return ADMIN_RANGE_TOO_LONG;
  return null;
}

/** The preset a range is, seen from `today`, or null for a range of the admin's own. */
export function adminRangePresetOf(range: AdminDateRange, today: Date): AdminRangePreset | null {
  return ADMIN_RANGE_PRESETS.find((preset) => {
    const candidate = adminRangeLast(preset.days, today);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;
}

/** The range of the same length just before `range`: what a change ("+12 % on the previous 30 days") compares with. */
export function adminRangePrevious(range: AdminDateRange): AdminDateRange {
  const days = adminRangeDays(range);
  return { from: adminDayShift(range.from, -days), to: adminDayShift(range.from, -1) };
}

/** Every day of the range in order: a chart's x axis, with no day missing where nothing happened. */
export function adminRangeEachDay(range: AdminDateRange): string[] {
  const days = adminRangeDays(range);
  return Array.from({ length: days }, (_unused, index) => adminDayShift(range.from, index));
}

/** The query of an admin call for a range (`from`, `to`), merged with the call's other parameters. */
export function adminRangeQuery<Extra extends Record<string, string | number | undefined>>(range: AdminDateRange, extra?: Extra): Record<string, string | number> {
  const query: Record<string, string | number> = { from: range.from, to: range.to };
  for (const [name, value] of Object.entries(extra ?? {})) if (value !== undefined) query[name] = value;
  return query;
}
