import { RADAR_DAY_MS, RADAR_MIN_EVIDENCE, RADAR_NEUTRAL, RADAR_SCORE_PRIOR, RADAR_WEEK_MS } from './radarConstants';
import { RADAR_AXES } from './radarTypes';
import type { RadarAxis, RadarMessageScore, RadarSource } from './radarTypes';

/**
 * The start of the radar week holding `now`: Monday 00:00 UTC (SPEC §4), epoch milliseconds.
 * UTC on purpose: the record is keyed by week start, so every device must agree on it.
 */
export function radarWeekStart(now: number): number {
  const midnight = Math.floor(now / RADAR_DAY_MS) * RADAR_DAY_MS;
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday is (day + 6) % 7.
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - sinceMonday * RADAR_DAY_MS;
}

/** A week start as SPEC §3's `week_start` key: the UTC date, `YYYY-MM-DD`. */
export function radarWeekKey(weekStart: number): string {
  return new Date(radarWeekStart(weekStart)).toISOString().slice(0, 10);
}

/** A scored message as the week maths takes it: the score, plus the message's id when it has one. */
export type RadarScoredMessage = RadarMessageScore & { messageId?: string };

/** One piece of evidence behind an axis for a week. */
export interface RadarEvidenceItem {
  messageId: string | null;
  at: number;
  source: RadarSource;
  direction: 1 | -1;
  weight: number;
  phrase: string;
  evidence: string;
}

/** One axis of a week. */
export interface RadarAxisScore {
  /** 0–1: 0.5 + 0.5·N/(W + 1), see {@link radarWeekScores}. 0.5 when there is no evidence. */
  score: number;
  /** Pieces of evidence (contributions) that week. */
  evidenceCount: number;
  /** Different messages among them. */
  messageCount: number;
  /** False below 3 pieces of evidence: the UI says "not enough yet", never a real 0.5. */
  enough: boolean;
  evidence: RadarEvidenceItem[];
}

/** A week's nine axes with their evidence. */
export interface RadarWeekScores {
  weekStart: number;
  /** Exclusive end: the next Monday 00:00 UTC. */
  weekEnd: number;
  axes: Record<RadarAxis, RadarAxisScore>;
  /** The week's tags, most frequent first (SPEC §3's source_tags). */
  sourceTags: string[];
  /** Messages of the week that were scored. */
  messageCount: number;
}

/** Options of {@link radarWeekScores}. */
export interface RadarWeekOptions {
  /** Any instant of the week; it is brought back to its Monday 00:00 UTC. */
  weekStart: number;
}

/**
 * Adds up a week of scored messages into the nine axes.
 *
 * Only messages with `weekStart ≤ at < weekStart + 7 days` count. For each axis, with its
 * contributions' weights w_i (0–1) and directions d_i (±1):
 *
 *   W = Σ w_i,   N = Σ d_i·w_i,   score = 0.5 + 0.5 · N / (W + 1)
 *
 * So an axis with no evidence, or with as much up as down, sits at 0.5; the balance of directions
 * moves it toward 1 or 0; and the prior of 1 in the denominator keeps a little evidence from
 * jumping to an extreme (three strong "slept badly" → 0.5 − 0.5·2.7/3.7 ≈ 0.14, never 0). An axis
 * with fewer than 3 pieces of evidence is `enough: false`.
 */
export function radarWeekScores(scored: readonly RadarScoredMessage[], options: RadarWeekOptions): RadarWeekScores {
  const weekStart = radarWeekStart(options.weekStart);
  const weekEnd = weekStart + RADAR_WEEK_MS;
  const inWeek = scored.filter((item) => item.at >= weekStart && item.at < weekEnd).sort((a, b) => a.at - b.at);
  const evidenceByAxis = new Map<RadarAxis, RadarEvidenceItem[]>(RADAR_AXES.map((axis) => [axis, []]));
  const tagCounts = new Map<string, number>();
  for (const message of inWeek) {
    for (const item of message.contributions) {
      evidenceByAxis.get(item.axis)?.push({
        messageId: message.messageId ?? null,
        at: message.at,
        source: message.source,
        direction: item.direction,
        weight: item.weight,
        phrase: item.phrase,
        evidence: item.evidence,
      });
    }
    for (const tag of message.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  const axes = {} as Record<RadarAxis, RadarAxisScore>;
  for (const axis of RADAR_AXES) {
    const evidence = evidenceByAxis.get(axis) ?? [];
    const total = evidence.reduce((sum, item) => sum + item.weight, 0);
    const net = evidence.reduce((sum, item) => sum + item.direction * item.weight, 0);
    const score = RADAR_NEUTRAL + (RADAR_NEUTRAL * net) / (total + RADAR_SCORE_PRIOR);
    axes[axis] = {
      score: Math.round(score * 1000) / 1000,
      evidenceCount: evidence.length,
      messageCount: new Set(evidence.map((item) => `${item.messageId ?? ''}@${item.at}`)).size,
      enough: evidence.length >= RADAR_MIN_EVIDENCE,
      evidence,
    };
  }
  const sourceTags = [...tagCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
  return { weekStart, weekEnd, axes, sourceTags, messageCount: inWeek.length };
}

/** SPEC §3's weekly radar score record (collection weekly_radar_scores, keyed by user id plus week start). */
export interface RadarWeeklyRecord {
  user_id: string;
  /** `YYYY-MM-DD`, the Monday (UTC) the week starts. */
  week_start: string;
  axes: Record<RadarAxis, number>;
  source_tags: string[];
  /** ISO 8601. */
  timestamp: string;
  is_synthetic: boolean;
}

/**
 * SPEC §3's record when there is none: every axis 0.5 and `is_synthetic: true`, so a caller can
 * say "no readings yet" rather than show a real 0.5. The timestamp is the week start (no clock needed).
 */
export function radarSyntheticRecord(userId: string, weekStart: number): RadarWeeklyRecord {
  const start = radarWeekStart(weekStart);
  const axes = {} as Record<RadarAxis, number>;
  for (const axis of RADAR_AXES) axes[axis] = RADAR_NEUTRAL;
  return { user_id: userId, week_start: radarWeekKey(start), axes, source_tags: [], timestamp: new Date(start).toISOString(), is_synthetic: true };
}

/**
 * SPEC §3's record for a computed week (`is_synthetic: false`); `now` is when it was computed.
 * Axes without enough evidence still carry their score here; {@link RadarWeekScores} says which.
 */
export function radarWeekRecord(userId: string, week: RadarWeekScores, now: number): RadarWeeklyRecord {
  const axes = {} as Record<RadarAxis, number>;
  for (const axis of RADAR_AXES) axes[axis] = week.axes[axis].score;
  return { user_id: userId, week_start: radarWeekKey(week.weekStart), axes, source_tags: week.sourceTags, timestamp: new Date(now).toISOString(), is_synthetic: false };
}
