/**
 * The days the parent's overview and the weekly recap count time with Grove in (issue 18): UTC days,
 * `YYYY-MM-DD`. The minutes themselves come from the usage the time limits record
 * (`usageMinutesPerDayOf` in services/limits.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day (`YYYY-MM-DD`) of an instant. */
export function usageDayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The `count` UTC days ending with the day of `until` (inclusive), oldest first. */
export function usageDaysEnding(until: number, count: number): string[] {
  const last = Date.UTC(new Date(until).getUTCFullYear(), new Date(until).getUTCMonth(), new Date(until).getUTCDate());
  return Array.from({ length: count }, (_, index) => usageDayOf(last - (count - 1 - index) * DAY_MS));
}
