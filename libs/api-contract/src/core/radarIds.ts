// The radar's ids without zod: a screen that only lists the axes or metrics (the wellness page) imports
// these, and importing them from radar.ts would bring every radar schema and zod itself (26 KB gzip).

/** SPEC §3: the radar's nine axes, in the fixed order every chart and table uses. */
export const RADAR_AXIS_IDS = ['ethical_balance', 'personalization', 'wisdom', 'activity', 'sleep', 'concentration', 'energy', 'self_esteem', 'emotional_clarity'] as const;

/** SPEC §3: the five emotional metrics. */
export const EMOTIONAL_METRIC_IDS = ['emotionalAwareness', 'socialConnection', 'resilience', 'growthMindset', 'selfExpression'] as const;
