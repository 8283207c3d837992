import { z } from 'zod';
import { EMOTIONAL_METRIC_IDS, RADAR_AXIS_IDS } from './radarIds';

/** One axis. */
export const RadarAxisIdSchema = z.enum(RADAR_AXIS_IDS);

const unit = z.number().min(0).max(1);

/** The nine axes, each 0–1. */
export const RadarAxesSchema = z.object(Object.fromEntries(RADAR_AXIS_IDS.map((axis) => [axis, unit])) as Record<(typeof RADAR_AXIS_IDS)[number], typeof unit>);
/** The nine axes. */
export type RadarAxes = z.infer<typeof RadarAxesSchema>;

/** One piece of evidence behind an axis: the phrase, the sentence it came from, which way it moved it. */
export const RadarEvidenceSchema = z.object({
  phrase: z.string(),
  /** The sentence it came from. */
  text: z.string(),
  direction: z.union([z.literal(1), z.literal(-1)]),
  source: z.enum(['chat', 'journal', 'checkin']),
  at: z.iso.datetime(),
});

/** What is behind one axis this week: how much evidence, whether it is enough to show, and the evidence. */
export const RadarAxisDetailSchema = z.object({
  evidenceCount: z.number().int().nonnegative(),
  messageCount: z.number().int().nonnegative(),
  /** Fewer than 3 pieces of evidence: shown as "not enough yet", never as a real reading. */
  enough: z.boolean(),
  /** The evidence itself; empty for a 9–15 child's parent (and an admin), who see the counts, not the child's words. */
  evidence: z.array(RadarEvidenceSchema),
  /** The person's own correction for this week ("this doesn't feel right"), beside the computed value. */
  override: unit.nullable(),
});

/**
 * SPEC §3's weekly radar score (`user_id`, `week_start`, `axes`, `source_tags`, `timestamp`,
 * `is_synthetic`), with Grove's additions: the detail behind each axis and last week's axes.
 */
export const RadarChartSchema = z.object({
  user_id: z.string(),
  /** Monday 00:00 UTC of the week, `YYYY-MM-DD` (SPEC §4). */
  week_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  axes: RadarAxesSchema,
  source_tags: z.array(z.string()),
  timestamp: z.iso.datetime(),
  /** True when there is no record: every axis is 0.5 (SPEC §3). */
  is_synthetic: z.boolean(),
  details: z.record(RadarAxisIdSchema, RadarAxisDetailSchema),
  /** Tags the person removed for this week. */
  removed_tags: z.array(z.string()),
  /** Last week's axes, and which of them had enough evidence to be a reading. */
  last_week: z.object({ week_start: z.string(), axes: RadarAxesSchema, is_synthetic: z.boolean(), enough: z.record(RadarAxisIdSchema, z.boolean()) }),
  /**
   * What the server collects now (SPEC §3 flags): `metrics` false — messages are not scored, so the
   * week will not fill; `tags` false — no symbolic tags are kept.
   */
  collection: z.object({ metrics: z.boolean(), tags: z.boolean() }),
});
/** The radar chart's data for one week. */
export type RadarChart = z.infer<typeof RadarChartSchema>;

/**
 * A week asked for by a day in it, `YYYY-MM-DD`, which must be a real date: a pattern alone let
 * `2024-13-45` through, and the server's week maths on it threw (found by the route fuzzer, issue 22).
 */
const WeekStartSchema = z.iso.date('week_start must be a real date, YYYY-MM-DD');

/** `GET /api/metrics/radar-chart?user_id=&week_start=`: the active profile's (or, for a parent, a child's) week. */
export const RadarChartQuerySchema = z.object({
  user_id: z.string().min(1).max(128).optional(),
  week_start: WeekStartSchema.optional(),
});

/** SPEC §3's emotional metrics result. */
export const EmotionalMetricsResultSchema = z.object({
  metrics: z.object(Object.fromEntries(EMOTIONAL_METRIC_IDS.map((metric) => [metric, unit])) as Record<(typeof EMOTIONAL_METRIC_IDS)[number], typeof unit>),
  tags: z.array(z.string()),
  content_mode: z.enum(['G', 'PG', 'FULL']),
  analysis_timestamp: z.iso.datetime(),
  user_id: z.string(),
});
/** The emotional metrics of a message, or of a period. */
export type EmotionalMetricsResult = z.infer<typeof EmotionalMetricsResultSchema>;

const MessageText = z.string().trim().min(1, 'user_message must not be empty').max(10_000);

/**
 * `POST /api/symbolic/extract-emotional-metrics` (SPEC §7): scores a message (a check-in, or an
 * exchange the browser holds) and keeps it for the profile's radar. `content_mode` is a wish: the
 * profile's own mode is used.
 */
export const ExtractEmotionalMetricsSchema = z.strictObject({
  user_message: MessageText,
  ai_response: z.string().max(20_000).optional(),
  content_mode: z.enum(['G', 'PG', 'FULL']).optional(),
  user_id: z.string().min(1).max(128),
  /** What the message is: a daily check-in by default. */
  source: z.enum(['checkin', 'chat']).optional(),
});

/** `POST /api/symbolic/extract-tags`: the symbolic tags of a text (nothing is stored). */
export const ExtractTagsSchema = z.strictObject({
  text: z.string().trim().min(1, 'text must not be empty').max(10_000),
  content_mode: z.enum(['G', 'PG', 'FULL']).optional(),
  user_id: z.string().min(1).max(128),
});
/** The tags of a text or a profile. */
export const SymbolicTagsSchema = z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number().int().nonnegative() })) });

/** `POST /api/symbolic/extract-patterns`: recurring themes of the profile over a period (30 days by default, SPEC §9). */
export const ExtractPatternsSchema = z.strictObject({
  user_id: z.string().min(1).max(128),
  period_days: z.number().int().min(1).max(90).optional(),
});
/** Recurring themes: tags seen on at least two days of the period. */
export const SymbolicPatternsSchema = z.object({
  period_days: z.number().int(),
  patterns: z.array(z.object({ tag: z.string(), days: z.number().int(), count: z.number().int() })),
});

/**
 * `POST /api/symbolic-override` (SPEC §7 "override body"): the person corrects an axis (a value 0–1)
 * or removes a tag for a week; kept beside the computed value, never over it. `value: null` takes an
 * axis correction back.
 */
export const SymbolicOverrideSchema = z.union([
  z.strictObject({
    user_id: z.string().min(1).max(128),
    week_start: WeekStartSchema.optional(),
    axis: RadarAxisIdSchema,
    value: unit.nullable(),
  }),
  z.strictObject({
    user_id: z.string().min(1).max(128),
    week_start: WeekStartSchema.optional(),
    tag: z.string().trim().min(1).max(40),
    removed: z.boolean(),
  }),
]);

/** `POST /api/metrics/symbolic-scoring`: recompute the profile's weekly scores over the last 30 days. */
export const SymbolicScoringSchema = z.strictObject({ user_id: z.string().min(1).max(128) });
/** What a recompute did. */
export const SymbolicScoringResultSchema = z.object({ period_days: z.number().int(), weeks: z.array(z.string()), messages: z.number().int() });

/** `POST /api/insight-feedback`: was an insight (an axis reading, a pattern) helpful? */
export const InsightFeedbackSchema = z.strictObject({
  user_id: z.string().min(1).max(128),
  /** What the insight was about: `axis:sleep`, `pattern:football`, `summary:<id>`. */
  insight: z.string().trim().min(1).max(120),
  helpful: z.boolean(),
  comment: z.string().trim().max(1000).optional(),
});
