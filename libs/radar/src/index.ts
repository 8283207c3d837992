/**
 * @grove/radar — Grove's weekly emotional radar core (issue 17): scores each message a person writes
 * (SPEC §3's five emotional metrics, symbolic tags and evidence-backed contributions to the nine
 * axes), adds a week of them up from Monday 00:00 UTC, makes SPEC's synthetic record and finds
 * recurring themes. Pure TypeScript: clocks are passed in, no I/O.
 */
export type {
  RadarAxis,
  RadarContentMode,
  RadarContribution,
  RadarMessageScore,
  RadarMetric,
  RadarMetrics,
  RadarScoreOptions,
  RadarSource,
} from './core/radarTypes';
export { RADAR_AXES, RADAR_METRICS } from './core/radarTypes';
export { radarScoreMessage } from './core/radarScoreMessage';
export { radarNormalise } from './core/radarText';
export {
  RADAR_DAY_MS,
  RADAR_FALLBACK_PERIOD_DAYS,
  RADAR_MIN_EVIDENCE,
  RADAR_NEUTRAL,
  RADAR_PATTERN_MIN_DAYS,
  RADAR_SCORE_PRIOR,
  RADAR_SCORING_PERIOD_DAYS,
  RADAR_WEEK_MS,
} from './core/radarConstants';
export type {
  RadarAxisScore,
  RadarEvidenceItem,
  RadarScoredMessage,
  RadarWeekOptions,
  RadarWeekScores,
  RadarWeeklyRecord,
} from './core/radarWeek';
export { radarSyntheticRecord, radarWeekKey, radarWeekRecord, radarWeekScores, radarWeekStart } from './core/radarWeek';
export type { RadarPattern, RadarPatternOptions } from './core/radarPatterns';
export { radarPatterns } from './core/radarPatterns';
export type { RadarAxisWords, RadarTrend } from './core/radarWords';
export {
  RADAR_NOT_ENOUGH,
  RADAR_TREND_STEP,
  radarAxisWords,
  radarEvidenceWords,
  radarPercent,
  radarReadingWords,
  radarTrendOf,
  radarTrendWords,
} from './core/radarWords';
