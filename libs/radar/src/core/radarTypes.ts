/** SPEC §3's nine radar axes, in the fixed order the chart and table use. */
export const RADAR_AXES = [
  'ethical_balance',
  'personalization',
  'wisdom',
  'activity',
  'sleep',
  'concentration',
  'energy',
  'self_esteem',
  'emotional_clarity',
] as const;

/** One of SPEC §3's nine radar axes. */
export type RadarAxis = (typeof RADAR_AXES)[number];

/** SPEC §3's five emotional metrics, in order. */
export const RADAR_METRICS = ['emotionalAwareness', 'socialConnection', 'resilience', 'growthMindset', 'selfExpression'] as const;

/** One of SPEC §3's five emotional metrics. */
export type RadarMetric = (typeof RADAR_METRICS)[number];

/** SPEC §1's content modes (G 4–8, PG 9–15, FULL otherwise). */
export type RadarContentMode = 'G' | 'PG' | 'FULL';

/** Where a scored message came from. */
export type RadarSource = 'chat' | 'journal' | 'checkin';

/** The five emotional metrics of one message, each 0–1 (0.5 when the message says nothing about it). */
export type RadarMetrics = Record<RadarMetric, number>;

/** One piece of evidence: a phrase of a message that moves one axis up (1) or down (−1). */
export interface RadarContribution {
  axis: RadarAxis;
  direction: 1 | -1;
  /** How strongly the phrase speaks to the axis, 0–1 (hedges lower it, intensifiers raise it). */
  weight: number;
  /** The phrase as matched, in the core's normalised form (lowercase, contractions spelt out). */
  phrase: string;
  /** The sentence of the original message the phrase came from, as the person wrote it. */
  evidence: string;
}

/** Options of {@link radarScoreMessage}. */
export interface RadarScoreOptions {
  contentMode: RadarContentMode;
  source: RadarSource;
  /** When the message was written, epoch milliseconds (kept so the week maths can place it). */
  at: number;
}

/** The score of one message: metrics, tags and the axis contributions with their evidence. */
export interface RadarMessageScore {
  metrics: RadarMetrics;
  /** Topics and feelings, lowercase, without duplicates, in the order first met. */
  tags: string[];
  contributions: RadarContribution[];
  source: RadarSource;
  contentMode: RadarContentMode;
  at: number;
  /** VADER's compound valence of the whole message, −1…1. */
  valence: number;
}
