import { RADAR_DAY_MS, RADAR_FALLBACK_PERIOD_DAYS, RADAR_PATTERN_MIN_DAYS } from './radarConstants';
import type { RadarMessageScore } from './radarTypes';

/** A recurring theme of a period. */
export interface RadarPattern {
  tag: string;
  /** Different UTC days the tag was seen on. */
  days: number;
  /** Messages carrying the tag. */
  count: number;
  firstAt: number;
  lastAt: number;
}

/** Options of {@link radarPatterns}. */
export interface RadarPatternOptions {
  now: number;
  /** How far back to look; SPEC §9: 30 for scoring calls, 7 as the fallback (the default). */
  periodDays?: number;
}

/**
 * Recurring themes over the period ending at `now`: tags seen on at least 2 different UTC days,
 * most days first, then most messages, then by name. Days, not messages, so one long evening about
 * school is not a "pattern" but school on Monday and again on Thursday is.
 */
export function radarPatterns(scored: readonly RadarMessageScore[], options: RadarPatternOptions): RadarPattern[] {
  const periodDays = options.periodDays ?? RADAR_FALLBACK_PERIOD_DAYS;
  const from = options.now - periodDays * RADAR_DAY_MS;
  const seen = new Map<string, { days: Set<number>; count: number; firstAt: number; lastAt: number }>();
  for (const message of scored) {
    if (message.at <= from || message.at > options.now) continue;
    const day = Math.floor(message.at / RADAR_DAY_MS);
    for (const tag of message.tags) {
      const entry = seen.get(tag) ?? { days: new Set<number>(), count: 0, firstAt: message.at, lastAt: message.at };
      entry.days.add(day);
      entry.count += 1;
      entry.firstAt = Math.min(entry.firstAt, message.at);
      entry.lastAt = Math.max(entry.lastAt, message.at);
      seen.set(tag, entry);
    }
  }
  return [...seen.entries()]
    .filter(([, entry]) => entry.days.size >= RADAR_PATTERN_MIN_DAYS)
    .map(([tag, entry]) => ({ tag, days: entry.days.size, count: entry.count, firstAt: entry.firstAt, lastAt: entry.lastAt }))
    .sort((a, b) => b.days - a.days || b.count - a.count || a.tag.localeCompare(b.tag));
}
