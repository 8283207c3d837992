import { z } from 'zod';
import { ContentModeSchema } from './accounts';
import { JournalEntrySchema, JournalSummarySchema } from './journal';
import { RadarChartSchema } from './radar';

// Issue 18, point 1 and 2: what a parent sees of each child (by age band) and the alerts from the
// safety filter's flags.

/** How much an alert matters: `urgent` is e-mailed at once, `concern` goes into the daily digest, `info` into the weekly recap. */
export const ALERT_SEVERITIES = ['info', 'concern', 'urgent'] as const;
/** An alert's severity. */
export const AlertSeveritySchema = z.enum(ALERT_SEVERITIES);
/** An alert's severity. */
export type AlertSeverity = z.infer<typeof AlertSeveritySchema>;

/** Where an alert stands: new until the parent marks it seen or resolved. */
export const ALERT_STATUSES = ['new', 'seen', 'resolved'] as const;
/** An alert's status. */
export const AlertStatusSchema = z.enum(ALERT_STATUSES);
/** An alert's status. */
export type AlertStatus = z.infer<typeof AlertStatusSchema>;

/**
 * Where the flagged text was: a chat (the child's message or a reply Grove stopped), the child's journal,
 * or a quest's reflection (issue 21) — both private writing whose words the parent never sees.
 */
export const AlertSourceSchema = z.enum(['chat', 'journal', 'quest']);

/**
 * Each safety category in plain words for a parent (the alert list, the e-mails). Keys are
 * `@grove/safety`'s categories; {@link alertCategoryText} covers any other.
 */
export const ALERT_CATEGORY_TEXT: Readonly<Record<string, string>> = {
  self_harm: 'self-harm or suicide',
  eating_disorder: 'harmful eating (restricting food, purging)',
  sexual: 'sexual content',
  violence: 'violence or hurting someone',
  weapons: 'weapons',
  dangerous_dare: 'a dangerous dare or challenge',
  poison_fire: 'poison or fire',
  drugs: 'drugs, alcohol, vaping or smoking',
  crime: 'stealing, hacking or breaking the law',
  grooming: 'someone trying to get close in secret (possible grooming)',
  hate: 'hateful words about a group of people',
  harassment: 'unkind words or insults',
  frightening: 'something too frightening for their age',
  personal_details: 'personal details (an address, a school, a phone number or a password)',
  rule_bypass: "trying to switch off Grove's safety rules",
  jailbreak_ack: "a reply that tried to drop Grove's safety rules",
  distress: 'feeling low, lonely or bullied',
  abuse: 'being hurt or afraid at home',
  moderation_unavailable: 'a message Grove could not check',
};

/** A safety category in plain words (an unknown one with its underscores as spaces). */
export function alertCategoryText(category: string): string {
  return ALERT_CATEGORY_TEXT[category] ?? category.replaceAll('_', ' ');
}

/** The longest excerpt an alert or a flag keeps, in characters. */
export const ALERT_EXCERPT_MAX_CHARS = 300;

/**
 * One alert for a parent: which child, how much it matters, the category (and in plain words), the
 * sentence(s) the filter caught (null for a journal entry, whose words stay the child's), where and when.
 */
export const AlertSchema = z.object({
  id: z.string(),
  childId: z.string(),
  childName: z.string(),
  severity: AlertSeveritySchema,
  category: z.string(),
  categoryText: z.string(),
  excerpt: z.string().nullable(),
  source: AlertSourceSchema,
  createdAt: z.iso.datetime(),
  status: AlertStatusSchema,
});
/** One alert. */
export type Alert = z.infer<typeof AlertSchema>;

/** `GET /api/users/{id}/alerts`: the parent's alerts, newest first. */
export const AlertListSchema = z.object({ alerts: z.array(AlertSchema) });
/** The parent's alerts. */
export type AlertList = z.infer<typeof AlertListSchema>;

/** `GET /api/users/{id}/alerts?status=`: only the alerts with that status (all when omitted). */
export const AlertListQuerySchema = z.strictObject({ status: AlertStatusSchema.optional() });

/** `PATCH /api/alerts/{alertId}`: the parent marks an alert seen or resolved. */
export const AlertPatchSchema = z.strictObject({ status: z.enum(['seen', 'resolved']) });
/** The body of `PATCH /api/alerts/{alertId}`. */
export type AlertPatch = z.infer<typeof AlertPatchSchema>;

/**
 * `POST /api/admin/jobs/alert-digests`: what one run of the alert mail job did. `ran` is false when
 * another API process held the job's lock; the counts are e-mails sent.
 */
export const AlertDigestsRunSchema = z.object({
  ran: z.boolean(),
  urgent: z.number().int().nonnegative(),
  daily: z.number().int().nonnegative(),
  weekly: z.number().int().nonnegative(),
});
/** What one run of the alert mail job did. */
export type AlertDigestsRun = z.infer<typeof AlertDigestsRunSchema>;

/** Which view a parent gets: `young` for a G child (4–8), `teen` for the older ones (PG, 9–15, and any older child). */
export const OverviewBandSchema = z.enum(['young', 'teen']);
/** A child's overview band. */
export type OverviewBand = z.infer<typeof OverviewBandSchema>;

/** Minutes with Grove on one UTC day (`YYYY-MM-DD`). */
export const OverviewDayMinutesSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), minutes: z.number().int().nonnegative() });

/** A memory as the parent's overview lists it (deleted ones are left out). */
export const OverviewMemorySchema = z.object({
  id: z.string(),
  content: z.string(),
  status: z.enum(['active', 'pending', 'expired']),
  createdAt: z.iso.datetime(),
});

/** One message of a young child's conversation. */
export const OverviewMessageSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string(), createdAt: z.iso.datetime() });

/** A young child's conversation with its messages of the last 30 days, oldest first. */
export const OverviewConversationSchema = z.object({ id: z.string(), title: z.string(), updatedAt: z.iso.datetime(), messages: z.array(OverviewMessageSchema) });

/** A topic of the last 7 days (a radar tag) and how many messages carried it. */
export const OverviewTopicSchema = z.object({ tag: z.string(), count: z.number().int().positive() });

/** A flagged turn of an older child: when, what kind, how much it matters and the caught sentence(s) only. */
export const OverviewFlaggedExcerptSchema = z.object({
  at: z.iso.datetime(),
  category: z.string(),
  severity: AlertSeveritySchema,
  excerpt: z.string().nullable(),
});

const overviewCommon = {
  childId: z.string(),
  displayName: z.string(),
  contentMode: ContentModeSchema,
  generatedAt: z.iso.datetime(),
  /** The last 7 UTC days, oldest first, today last. */
  timePerDay: z.array(OverviewDayMinutesSchema),
  memories: z.array(OverviewMemorySchema),
  /** This week's radar; for an older child without the evidence (the child's words). */
  radar: RadarChartSchema,
};

/** A 4–8 child's overview: everything, with the conversations and journal entries of the last 30 days. */
export const ParentOverviewYoungSchema = z.object({
  ...overviewCommon,
  band: z.literal('young'),
  conversations: z.array(OverviewConversationSchema),
  /** Empty when the parent turned reading the journal off. */
  journalEntries: z.array(JournalEntrySchema),
});

/**
 * A 9–15 child's overview: topics and time, the radar trend, summaries the child approved, memories,
 * and only the excerpts of flagged turns — no conversation and no journal entry.
 */
export const ParentOverviewTeenSchema = z.object({
  ...overviewCommon,
  band: z.literal('teen'),
  topics: z.array(OverviewTopicSchema),
  journalSummaries: z.array(JournalSummarySchema),
  flaggedExcerpts: z.array(OverviewFlaggedExcerptSchema),
});

/** `GET /api/children/{childId}/overview`: what the parent sees of the child, by age band. */
export const ParentOverviewSchema = z.discriminatedUnion('band', [ParentOverviewYoungSchema, ParentOverviewTeenSchema]);
/** A child's overview for the parent. */
export type ParentOverview = z.infer<typeof ParentOverviewSchema>;
/** A 4–8 child's overview. */
export type ParentOverviewYoung = z.infer<typeof ParentOverviewYoungSchema>;
/** A 9–15 child's overview. */
export type ParentOverviewTeen = z.infer<typeof ParentOverviewTeenSchema>;
