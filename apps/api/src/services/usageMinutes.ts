/**
 * Time with Grove per day, estimated from the times of a child's chat turns (issue 18's overview and
 * weekly recap). It follows the rule the time limits count usage by (issue 18, part B): a turn counts
 * the time since the previous turn, at most 5 minutes; the first turn of a run counts 1 minute; a run
 * ends after 10 minutes without a turn (the break reminder's run). When the per-day usage table of the
 * time limits is there, the overview can read it instead.
 */

/** What one turn counts at most: someone who waited longer was not chatting all that time. */
export const USAGE_TURN_MAX_MS = 5 * 60_000;
/** What the first turn of a run counts. */
export const USAGE_RUN_FIRST_MS = 60_000;
/** A gap this long or longer starts a new run. */
export const USAGE_RUN_GAP_MS = 10 * 60_000;

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

/**
 * Minutes per day for the given days (oldest first, in the order given) from turn times in ms (any
 * order). A turn's time goes to its own day. Turns before the first day still start or continue a run
 * (load them from 10 minutes before it) but count for no listed day. Minutes are rounded per day.
 */
export function usageMinutesPerDay(turns: readonly number[], days: readonly string[]): Array<{ day: string; minutes: number }> {
  const sorted = [...turns].sort((a, b) => a - b);
  const ms = new Map<string, number>(days.map((day) => [day, 0]));
  let previous: number | null = null;
  for (const at of sorted) {
    const gap = previous === null ? Number.POSITIVE_INFINITY : at - previous;
    const counted = gap >= USAGE_RUN_GAP_MS ? USAGE_RUN_FIRST_MS : Math.min(gap, USAGE_TURN_MAX_MS);
    const day = usageDayOf(at);
    const sum = ms.get(day);
    if (sum !== undefined) ms.set(day, sum + counted);
    previous = at;
  }
  return days.map((day) => ({ day, minutes: Math.round((ms.get(day) ?? 0) / 60_000) }));
}
