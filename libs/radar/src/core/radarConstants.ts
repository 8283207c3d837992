/** One day in milliseconds. */
export const RADAR_DAY_MS = 86_400_000;

/** One week in milliseconds (SPEC §4: a radar week runs from Monday 00:00 UTC). */
export const RADAR_WEEK_MS = 7 * RADAR_DAY_MS;

/** SPEC §9: scoring calls use a 30-day period. */
export const RADAR_SCORING_PERIOD_DAYS = 30;

/** SPEC §9: the fallback analysis period is 7 days. */
export const RADAR_FALLBACK_PERIOD_DAYS = 7;

/** SPEC §3: with no record every axis is 0.5 (and the record is synthetic). */
export const RADAR_NEUTRAL = 0.5;

/** Issue 17: fewer pieces of evidence than this and the axis reads "not enough yet". */
export const RADAR_MIN_EVIDENCE = 3;

/**
 * The prior weight of the week formula: with evidence weights summing to W and net balance N,
 * an axis scores 0.5 + 0.5·N/(W + prior), so a little evidence moves it a little.
 */
export const RADAR_SCORE_PRIOR = 1;

/** A theme is recurring when its tag is seen on at least this many different days. */
export const RADAR_PATTERN_MIN_DAYS = 2;
