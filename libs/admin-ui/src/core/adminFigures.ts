import { adminRangeEachDay, type AdminDateRange } from './adminDateRange';

/** `part` as a percentage of `whole` (0..100 and beyond), or null when there is no whole to divide by. */
export function adminPercent(part: number, whole: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return null;
  return (part / whole) * 100;
}

/** Which way a figure moved against the period before. */
export type AdminChangeDirection = 'up' | 'down' | 'same' | 'new';

/** A figure against the period before: the difference and the relative change. */
export interface AdminChange {
  current: number;
  previous: number;
  delta: number;
  /** The change in percent of the previous figure; null when the previous figure was 0 (nothing to compare). */
  percent: number | null;
  /** `new` when it rose from nothing, where a percentage would be infinite. */
  direction: AdminChangeDirection;
}

/** How `current` compares with `previous`. */
export function adminChange(current: number, previous: number): AdminChange {
  const delta = current - previous;
  const percent = adminPercent(delta, previous);
  let direction: AdminChangeDirection = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  if (previous === 0 && current > 0) direction = 'new';
  return { current, previous, delta, percent, direction };
}

/** One step of a funnel as the API counts it. */
export interface AdminFunnelStepInput {
  id: string;
  label: string;
  count: number;
}

/** A funnel step with its conversions. */
export interface AdminFunnelStep extends AdminFunnelStepInput {
  /** Percent of the first step that reached this one (100 for the first; null when the first is 0). */
  ofStart: number | null;
  /** Percent of the step before that reached this one (null for the first, or when the step before is 0). */
  ofPrevious: number | null;
  /** People the step before had and this one did not (0 for the first; never below 0). */
  lost: number;
}

/**
 * A funnel's conversions (issue 20: trial → sign-up → onboarding → first week): each step as a share of
 * the first and of the one before, and how many were lost on the way. Steps are counted separately by
 * the API, so a later step can exceed an earlier one (people who signed up without a trial); the loss
 * is then 0, not negative.
 */
export function adminFunnel(steps: readonly AdminFunnelStepInput[]): AdminFunnelStep[] {
  const first = steps[0]?.count ?? 0;
  return steps.map((step, index) => {
    const before = index === 0 ? null : steps[index - 1].count;
    return {
      ...step,
      ofStart: adminPercent(step.count, first),
      ofPrevious: before === null ? null : adminPercent(step.count, before),
      lost: before === null ? 0 : Math.max(0, before - step.count),
    };
  });
}

/** A signup cohort as the API counts it: its size and how many were active in each week since. */
export interface AdminCohortInput {
  /** The cohort's week (the Monday it starts, `YYYY-MM-DD`). */
  week: string;
  size: number;
  /** Active people in week 0, 1, 2, … after signing up; a week that has not ended yet is left out. */
  active: readonly number[];
}

/** One row of a retention matrix. */
export interface AdminCohortRow {
  week: string;
  size: number;
  /** Retention per week since signing up, in percent; null where the week has not come yet or the cohort is empty. */
  retained: Array<number | null>;
  active: Array<number | null>;
}

/** A retention matrix: a row per cohort, a column per week since signing up, and the weighted average of each column. */
export interface AdminCohortMatrix {
  weeks: number;
  rows: AdminCohortRow[];
  /** Per column: everyone retained over everyone who could have been (cohorts that reached the week), in percent. */
  average: Array<number | null>;
}

/**
 * The 4-week retention matrix (issue 20): each cohort's active counts as a share of its size. The
 * average of a column weighs cohorts by size and counts only cohorts that have reached that week, so
 * a young cohort never drags the later weeks down with weeks it has not lived yet.
 */
export function adminCohortMatrix(cohorts: readonly AdminCohortInput[], weeks = 4): AdminCohortMatrix {
  const rows = cohorts.map((cohort) => {
    const active = Array.from({ length: weeks }, (_unused, week) => (week < cohort.active.length ? cohort.active[week] : null));
    return { week: cohort.week, size: cohort.size, active, retained: active.map((count) => (count === null ? null : adminPercent(count, cohort.size))) };
  });
  const average = Array.from({ length: weeks }, (_unused, week) => {
    let retained = 0;
    let possible = 0;
    for (const row of rows) {
      const count = row.active[week];
      if (count === null) continue;
      retained += count;
      possible += row.size;
    }
    return adminPercent(retained, possible);
  });
  return { weeks, rows, average };
}

/** A day's figure in a series. */
export interface AdminDayValue {
  day: string;
  value: number;
}

/**
 * A daily series over every day of the range: the API leaves out days where nothing happened, a chart
 * must show them as 0 rather than draw a line straight over them. Days outside the range are dropped.
 */
export function adminSeriesFill(range: AdminDateRange, points: readonly AdminDayValue[]): AdminDayValue[] {
  const byDay = new Map<string, number>();
  for (const point of points) byDay.set(point.day, (byDay.get(point.day) ?? 0) + point.value);
  return adminRangeEachDay(range).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/** The sum of a list of figures. */
export function adminSum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Each row's share of the total of `value`, in percent (null when the total is 0): "top accounts" and "by model". */
export function adminShares<Row>(rows: readonly Row[], value: (row: Row) => number): Array<{ row: Row; share: number | null }> {
  const total = adminSum(rows.map(value));
  return rows.map((row) => ({ row, share: adminPercent(value(row), total) }));
}

/** One daily series of {@link adminSeriesByKey}: a key (a band, a kind) and a figure for every day of the range. */
export interface AdminKeyedSeries<Key extends string> {
  key: Key;
  points: AdminDayValue[];
}

/**
 * Splits rows of (day, key, figure) — the API's `{ day, band, profiles }` — into one filled daily
 * series per key, in the order of `keys`, so every band has a line even on days it had nothing.
 */
export function adminSeriesByKey<Row, Key extends string>(
  range: AdminDateRange,
  rows: readonly Row[],
  keys: readonly Key[],
  read: (row: Row) => { day: string; key: Key; value: number },
): AdminKeyedSeries<Key>[] {
  return keys.map((key) => ({
    key,
    points: adminSeriesFill(
      range,
      rows.map(read).filter((point) => point.key === key).map((point) => ({ day: point.day, value: point.value })),
    ),
  }));
}
