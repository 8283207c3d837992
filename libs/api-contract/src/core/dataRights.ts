import { z } from 'zod';

/**
 * Issue 18, point 6: how long a family's children's conversations, journal entries and memories are
 * kept — 30, 90 or 365 days, or until the parent deletes them. COPPA's 2025 amendments forbid keeping
 * a child's data indefinitely by default, so "forever" is a choice a parent makes, never the default.
 * /legal states these from here, so the page cannot drift from what the server does.
 */
export const RETENTION_CHOICES = ['30', '90', '365', 'forever'] as const;

/** A family's retention setting. */
export type Retention = (typeof RETENTION_CHOICES)[number];

/** Issue 18: the retention a family has until the parent chooses another (90 days). */
export const RETENTION_DEFAULT: Retention = '90';

/** How each choice reads in plain words (the settings screen and /legal). */
export const RETENTION_LABELS: Readonly<Record<Retention, string>> = {
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  forever: 'Until I delete it',
};

/** What the retention setting applies to: a child profile's data, never an adult's own. */
export const RETENTION_APPLIES_TO = ['conversations', 'journal entries', 'memories'] as const;

/** The days a choice keeps data for, or null for "until I delete it". */
export function retentionDays(retention: Retention): number | null {
  return retention === 'forever' ? null : Number(retention);
}

/** One retention choice. */
export const RetentionSchema = z.enum(RETENTION_CHOICES);

/** `GET /api/users/{id}/retention` and the answer to `PUT`: the family's setting. */
export const RetentionSettingSchema = z.object({ retention: RetentionSchema });
/** A family's retention setting. */
export type RetentionSetting = z.infer<typeof RetentionSettingSchema>;

/** The body of `PUT /api/users/{id}/retention`. */
export const RetentionUpdateSchema = z.strictObject({ retention: RetentionSchema });
/** A retention change. */
export type RetentionUpdate = z.infer<typeof RetentionUpdateSchema>;

/** What one purge removed, per kind of row (counts). */
export const RetentionRemovedSchema = z.object({
  chatMessages: z.number().int().nonnegative(),
  /** Conversations left with no message by the purge (and older than the retention themselves). */
  conversations: z.number().int().nonnegative(),
  journalEntries: z.number().int().nonnegative(),
  /** Weekly journal summaries whose week ended before the cut-off: they retell the entries. */
  journalSummaries: z.number().int().nonnegative(),
  memories: z.number().int().nonnegative(),
  /** Radar scores of purged messages and entries: their evidence quotes the child's words. */
  radarScores: z.number().int().nonnegative(),
  /** Flag and alert excerpts (the child's flagged words) cleared on records older than the retention; the records stay. */
  excerpts: z.number().int().nonnegative(),
  /** Finished quests' reflections (issue 21: the child's words) cleared once older than the retention; what was done and when stays. */
  questReflections: z.number().int().nonnegative(),
});
/** What one purge removed. */
export type RetentionRemoved = z.infer<typeof RetentionRemovedSchema>;

/** One recorded purge (a `retention_runs` row). */
export const RetentionRunSchema = z.object({
  id: z.string(),
  instance: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  removed: RetentionRemovedSchema,
});
/** A recorded purge. */
export type RetentionRun = z.infer<typeof RetentionRunSchema>;

/**
 * The answer of `POST /api/admin/jobs/retention`: `ran` false (and no run) when another API process
 * held the purge lock at that moment — it is purging, so nothing is left to do here.
 */
export const RetentionJobResultSchema = z.object({ ran: z.boolean(), run: RetentionRunSchema.nullable() });
/** The retention job's answer. */
export type RetentionJobResult = z.infer<typeof RetentionJobResultSchema>;

/** The export's file formats: JSON for machines, Markdown for people. */
export const EXPORT_FORMATS = ['json', 'md'] as const;

/** The query of `GET /api/children/{childId}/export` and `GET /api/users/{id}/export` (JSON unless asked). */
export const ExportQuerySchema = z.strictObject({ format: z.enum(EXPORT_FORMATS).default('json') });
/** An export query. */
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** The version of the export's JSON layout, so a reader can tell future layouts apart. */
export const EXPORT_VERSION = 1;

// Export rows are the stored rows with camelCase keys and ISO times. The schemas name the fields a
// reader relies on and let further columns through (`looseObject`): a column added later is exported
// without waiting for this file, which is what "everything Grove holds" asks.
const at = z.iso.datetime();
const owned = { id: z.string(), profileId: z.string(), childId: z.string().nullable() };

/** The account in a family export (the PIN's hash never leaves the server). */
export const ExportAccountSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.string(),
  createdAt: at,
  retention: RetentionSchema,
  parentPinSet: z.boolean(),
});

/** A child profile in an export (the PIN's hash never leaves the server). */
export const ExportChildSchema = z.looseObject({
  id: z.string(),
  parentId: z.string(),
  displayName: z.string(),
  age: z.number().int(),
  contentMode: z.string(),
  pinSet: z.boolean(),
  createdAt: at,
});

/** One message of an exported conversation. */
export const ExportMessageSchema = z.looseObject({ id: z.string(), role: z.enum(['user', 'assistant']), content: z.string(), createdAt: at });

/** A conversation (chat, game or guided) with its messages in order. */
export const ExportConversationSchema = z.looseObject({
  ...owned,
  title: z.string(),
  kind: z.string(),
  createdAt: at,
  updatedAt: at,
  messages: z.array(ExportMessageSchema),
});

/** A journal entry. */
export const ExportJournalEntrySchema = z.looseObject({ ...owned, content: z.string(), createdAt: at });
/** A weekly journal summary. */
export const ExportJournalSummarySchema = z.looseObject({ ...owned, text: z.string(), status: z.string(), weekStart: at });
/** A profile's journal privacy. */
export const ExportJournalPrivacySchema = z.looseObject({ profileId: z.string(), childId: z.string().nullable() });
/** A memory (deleted ones waiting for their purge too). */
export const ExportMemorySchema = z.looseObject({ ...owned, content: z.string(), createdAt: at });
/** A radar score of one message, entry or check-in. */
export const ExportRadarScoreSchema = z.looseObject({ ...owned, source: z.string(), at });
/** A weekly radar score (`weekStart` as `YYYY-MM-DD`). */
export const ExportWeeklyRadarSchema = z.looseObject({ profileId: z.string(), childId: z.string().nullable(), weekStart: z.string(), axes: z.record(z.string(), z.number()) });
/** A safety flag. */
export const ExportFlagSchema = z.looseObject({ id: z.string(), childId: z.string().nullable(), category: z.string(), severity: z.string(), createdAt: at });
/** A token ledger row. */
export const ExportLedgerSchema = z.looseObject({ id: z.string(), delta: z.number().int(), reason: z.string(), balanceAfter: z.number().int(), createdAt: at });
/** A row of a table exported as stored (alerts, consents, limits, usage and any later table). */
export const ExportRowSchema = z.record(z.string(), z.unknown());

/**
 * `GET /api/users/{id}/export` (scope `family`: the account, every child and all their rows) and
 * `GET /api/children/{childId}/export` (scope `child`: that child's rows only, plus the family-level
 * records that concern it — consents and the policy). `sources` counts the rows taken from each
 * table, so a reader (and a test) can see that every table holding the family's data is in the file.
 */
export const DataExportSchema = z.object({
  format: z.literal('grove-data-export'),
  version: z.literal(EXPORT_VERSION),
  scope: z.enum(['family', 'child']),
  exportedAt: at,
  policy: z.object({ retention: RetentionSchema, retentionDays: z.number().int().nullable(), appliesTo: z.array(z.string()) }),
  /** The account (family export); null in a child export. */
  account: ExportAccountSchema.nullable(),
  /** The exported child (child export); null in a family export. */
  child: ExportChildSchema.nullable(),
  children: z.array(ExportChildSchema),
  conversations: z.array(ExportConversationSchema),
  journal: z.object({ entries: z.array(ExportJournalEntrySchema), summaries: z.array(ExportJournalSummarySchema), privacy: z.array(ExportJournalPrivacySchema) }),
  memories: z.object({ items: z.array(ExportMemorySchema), settings: z.array(ExportRowSchema), feedback: z.array(ExportRowSchema) }),
  radar: z.object({
    messageScores: z.array(ExportRadarScoreSchema),
    weeklyScores: z.array(ExportWeeklyRadarSchema),
    overrides: z.array(ExportRowSchema),
    insightFeedback: z.array(ExportRowSchema),
  }),
  flags: z.array(ExportFlagSchema),
  alerts: z.array(ExportRowSchema),
  consents: z.array(ExportRowSchema),
  limits: z.array(ExportRowSchema),
  usage: z.array(ExportRowSchema),
  /** Token ledger rows (a child export: the charges for that child's turns). */
  ledger: z.array(ExportLedgerSchema),
  purchases: z.array(ExportRowSchema),
  /** Rows of tables holding the family's ids that none of the sections above names, by table. */
  otherTables: z.record(z.string(), z.array(ExportRowSchema)),
  /** Rows taken from each table. */
  sources: z.record(z.string(), z.number().int().nonnegative()),
});
/** A data export. */
export type DataExport = z.infer<typeof DataExportSchema>;
