import { z } from 'zod';
import { MentorStatusSchema, SystemStatusSchema } from './system';

// Issue 20, part A: the admin area's moderation, privacy and roles. Private by default: no shape here
// carries a message, journal entry or memory text, except a flagged excerpt (`FlaggedItemSchema.excerpt`,
// at most 300 characters) and a break-glass read (`BreakGlassReadSchema`). Every admin action these
// calls take is written to the audit log in the same transaction as the action.

// ——— date ranges and pages (every admin list and aggregate) ———

/** Days an admin range covers when the query names none: the last 30 days, today included. */
export const ADMIN_RANGE_DEFAULT_DAYS = 30;

/** The longest admin range, in days (both ends included). */
export const ADMIN_RANGE_MAX_DAYS = 400;

/** The most rows one admin list page holds. */
export const ADMIN_PAGE_MAX = 200;

/** Rows on an admin list page when the query names no `limit`. */
export const ADMIN_PAGE_DEFAULT = 50;

/** A calendar day, `YYYY-MM-DD`, read as UTC. */
export const AdminDateSchema = z.iso.date();

/**
 * The date range of an admin list or aggregate: `from` and `to` are UTC days, both included. Either may
 * be left out: `to` defaults to today, `from` to 29 days before `to` (see {@link adminRangeResolve}).
 */
export const AdminRangeQuerySchema = z.strictObject({
  from: AdminDateSchema.optional(),
  to: AdminDateSchema.optional(),
});
/** The range part of an admin query. */
export type AdminRangeQuery = z.infer<typeof AdminRangeQuerySchema>;

/** The paging of an admin list: `limit` 1..200 (default 50) and `offset` (default 0). */
export const AdminPageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
/** The paging part of an admin query. */
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

/** A resolved range as a response echoes it: both ends as `YYYY-MM-DD` (UTC, included). */
export const AdminRangeSchema = z.object({ from: AdminDateSchema, to: AdminDateSchema });
/** A resolved admin range. */
export type AdminRange = z.infer<typeof AdminRangeSchema>;

/** What {@link adminRangeResolve} answers: the range, or the query field that is wrong and why. */
export type AdminRangeResolution =
  | { ok: true; range: AdminRange; /** The first instant of `from` (UTC). */ start: Date; /** The first instant after `to` (UTC). */ end: Date }
  | { ok: false; field: 'querystring.from' | 'querystring.to'; message: string };

const DAY_MS = 86_400_000;

function dayOf(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/**
 * Resolves an admin query's `from`/`to` at `now` (the server's clock): defaults to the last
 * {@link ADMIN_RANGE_DEFAULT_DAYS} days ending today (UTC); refuses `from` after `to` (naming
 * `querystring.from`, as every 400 of a query names its field) and a range longer than
 * {@link ADMIN_RANGE_MAX_DAYS} days (naming the end the caller gave, `querystring.from` when both).
 * Pure: the same query and clock give the same range on every copy.
 */
export function adminRangeResolve(query: AdminRangeQuery, now: Date): AdminRangeResolution {
  const to = query.to ?? dayOf(now);
  const toStart = Date.parse(`${to}T00:00:00.000Z`);
  const from = query.from ?? dayOf(new Date(toStart - (ADMIN_RANGE_DEFAULT_DAYS - 1) * DAY_MS));
  const fromStart = Date.parse(`${from}T00:00:00.000Z`);
  if (fromStart > toStart) return { ok: false, field: 'querystring.from', message: 'querystring.from: must not be after querystring.to' };
  const days = (toStart - fromStart) / DAY_MS + 1;
  if (days > ADMIN_RANGE_MAX_DAYS) {
    const field = query.from !== undefined ? 'querystring.from' : 'querystring.to';
    return { ok: false, field, message: `${field}: a range covers at most ${ADMIN_RANGE_MAX_DAYS} days` };
  }
  return { ok: true, range: { from, to }, start: new Date(fromStart), end: new Date(toStart + DAY_MS) };
}

/** The age bands admin figures are split by: an account's own turns are `adult`; children by age. */
export const ADMIN_AGE_BANDS = ['adult', '4-8', '9-15'] as const;
/** An age band. */
export const AdminAgeBandSchema = z.enum(ADMIN_AGE_BANDS);
/** An age band. */
export type AdminAgeBand = z.infer<typeof AdminAgeBandSchema>;

/** Who an admin is in a response: id and display name (both null once that account is deleted). */
export const AdminPersonSchema = z.object({ id: z.string().nullable(), displayName: z.string().nullable() });
/** An admin named in a response. */
export type AdminPerson = z.infer<typeof AdminPersonSchema>;

// ——— the audit log ———

/**
 * Every admin action the audit log records: a role change (`PATCH /api/users/{id}` role) or daily
 * limit change by an admin, a founders code made or revoked, a memory pattern made, changed or
 * deleted, a flagged item resolved or reopened, a break-glass read.
 */
export const ADMIN_AUDIT_ACTIONS = [
  'role_change',
  'daily_limit_change',
  'code_create',
  'code_revoke',
  'pattern_create',
  'pattern_update',
  'pattern_delete',
  'flag_resolve',
  'flag_reopen',
  'break_glass_read',
] as const;
/** An audited admin action. */
export const AdminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
/** An audited admin action. */
export type AdminAuditAction = z.infer<typeof AdminAuditActionSchema>;

/** What an audited action was done to. */
export const AdminAuditTargetKindSchema = z.enum(['user', 'invitation', 'memory_pattern', 'flagged_item', 'conversation', 'profile']);
/** The kind of an audit row's target. */
export type AdminAuditTargetKind = z.infer<typeof AdminAuditTargetKindSchema>;

/**
 * One audit row. `familyId` is the account whose data was touched (a break-glass read, a role); `reason`
 * the admin's own words (a break-glass reason, a resolve note), null for actions that take none;
 * `details` facts about the action — ids, before/after values, the route — never a family's words.
 */
export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  admin: AdminPersonSchema,
  action: AdminAuditActionSchema,
  targetKind: AdminAuditTargetKindSchema,
  /** Null once the target was a family's (an account, a child) and it was deleted: the row stays, the id goes. */
  targetId: z.string().nullable(),
  familyId: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.json()),
});
/** An audit row. */
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** `GET /api/admin/audit-log` query: the range, paging, and optionally one `action` and one `admin` (a user id). */
export const AdminAuditQuerySchema = AdminRangeQuerySchema.extend(AdminPageQuerySchema.shape).extend({
  action: AdminAuditActionSchema.optional(),
  admin: z.string().min(1).max(128).optional(),
});
/** The audit log query. */
export type AdminAuditQuery = z.infer<typeof AdminAuditQuerySchema>;

/** `GET /api/admin/audit-log`: newest first. */
export const AdminAuditListSchema = z.object({ range: AdminRangeSchema, entries: z.array(AdminAuditEntrySchema), total: z.number().int().min(0) });
/** The audit log page. */
export type AdminAuditList = z.infer<typeof AdminAuditListSchema>;

// ——— break-glass ———

/**
 * The header an admin sends to read another family's content through the ordinary routes (chat history,
 * memories, journal entries and summaries, exports, a child's overview). Send the reason
 * `encodeURIComponent`-encoded (see {@link breakGlassHeaderValue}): a header carries Latin-1 only.
 */
export const BREAK_GLASS_HEADER = 'x-break-glass-reason';

/** The shortest break-glass reason, in characters. */
export const BREAK_GLASS_REASON_MIN = 10;

/** The longest break-glass reason, in characters. */
export const BREAK_GLASS_REASON_MAX = 500;

/** A break-glass reason: the admin's own words, 10..500 characters once trimmed. */
export const BreakGlassReasonSchema = z.string().trim().min(BREAK_GLASS_REASON_MIN).max(BREAK_GLASS_REASON_MAX);

/** Said (400, field `headers.x-break-glass-reason`) when an admin reads another family's content without a reason. */
export const BREAK_GLASS_REQUIRED_MESSAGE = `headers.x-break-glass-reason: reading another family's content needs a reason of ${BREAK_GLASS_REASON_MIN} to ${BREAK_GLASS_REASON_MAX} characters; it is written to the audit log and shown to the family`;

/** The value of {@link BREAK_GLASS_HEADER} for a reason (the server decodes it; plain ASCII passes as it is). */
export function breakGlassHeaderValue(reason: string): string {
  return encodeURIComponent(reason.trim());
}

/** `POST /api/admin/break-glass`: read one whole conversation, for a reason. */
export const BreakGlassRequestSchema = z.strictObject({
  conversationId: z.string().trim().min(1).max(128),
  reason: BreakGlassReasonSchema,
});
/** The break-glass body. */
export type BreakGlassRequest = z.infer<typeof BreakGlassRequestSchema>;

/** Whose a conversation or other content is: the account itself or one of its children. */
export const AdminProfileRefSchema = z.object({
  id: z.string(),
  kind: z.enum(['account', 'child']),
  displayName: z.string(),
});
/** A profile named to an admin or to the family. */
export type AdminProfileRef = z.infer<typeof AdminProfileRefSchema>;

/** What `POST /api/admin/break-glass` answers: the conversation and every message in order, and the audit row's id. */
export const BreakGlassReadSchema = z.object({
  auditId: z.string(),
  conversation: z.object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(['chat', 'game', 'guided']),
    familyId: z.string(),
    profile: AdminProfileRefSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
  messages: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
/** A break-glass read. */
export type BreakGlassRead = z.infer<typeof BreakGlassReadSchema>;

/** What an admin read of a family: one conversation (break-glass) or a kind of content through the ordinary routes. */
export const AdminAccessWhatSchema = z.enum(['conversation', 'chat_history', 'memories', 'journal_entries', 'journal_summaries', 'export', 'overview']);
/** What an admin read. */
export type AdminAccessWhat = z.infer<typeof AdminAccessWhatSchema>;

/** The name the family sees for an admin whose account is gone. */
export const ADMIN_ACCESS_UNKNOWN_ADMIN = 'A Grove admin';

/**
 * One read of the family's content by an admin, as the family sees it: who (the admin's display name),
 * when, why, what and whose. `conversation.title` is the family's own title (null when the conversation
 * is gone, and for an admin looking at the list: titles are made from the family's words).
 */
export const AdminAccessEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  adminName: z.string(),
  reason: z.string(),
  what: AdminAccessWhatSchema,
  profile: AdminProfileRefSchema.nullable(),
  conversation: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
});
/** A read of the family's content by an admin. */
export type AdminAccessEntry = z.infer<typeof AdminAccessEntrySchema>;

/** `GET /api/users/{id}/admin-access` (the owner, an admin; query `limit`, `offset`): newest first. */
export const AdminAccessListSchema = z.object({ entries: z.array(AdminAccessEntrySchema), total: z.number().int().min(0) });
/** The family's list of admin reads. */
export type AdminAccessList = z.infer<typeof AdminAccessListSchema>;

// ——— roles ———

/** Said (403) to an admin changing their own role: another admin must. */
export const ROLE_OWN_MESSAGE = 'You cannot change your own role: ask another admin.';

/** Said (403) to anyone but an admin sending a role. */
export const ROLE_ADMIN_ONLY_MESSAGE = 'Only an admin can change a role.';

// ——— memory patterns ———

/** What a memory pattern does: keep matching text out of memories, or keep it and queue it for review. */
export const MemoryPatternKindSchema = z.enum(['never_remember', 'flag_for_review']);
/** A memory pattern's kind. */
export type MemoryPatternKind = z.infer<typeof MemoryPatternKindSchema>;

/** How a pattern matches: `word` a whole word, `phrase` whole words in order (case, accents and punctuation ignored). */
export const MemoryPatternMatchSchema = z.enum(['phrase', 'word']);
/** A memory pattern's way of matching. */
export type MemoryPatternMatch = z.infer<typeof MemoryPatternMatchSchema>;

/** How urgent a pattern's hit (and any flagged item) is. */
export const FlagSeveritySchema = z.enum(['low', 'medium', 'high']);
/** A severity. */
export type FlagSeverity = z.infer<typeof FlagSeveritySchema>;

/** The longest pattern, in characters. */
export const MEMORY_PATTERN_MAX_CHARS = 200;

/** Said (409) when the same pattern of the same kind and match already exists. */
export const MEMORY_PATTERN_DUPLICATE_MESSAGE = 'That pattern already exists.';

/** Said (404) for an unknown memory pattern. */
export const MEMORY_PATTERN_NOT_FOUND_MESSAGE = 'No such memory pattern.';

/**
 * `POST /api/admin/memory-patterns` and `PUT /api/admin/memory-patterns/{id}` (the whole pattern). A
 * `word` pattern is one word; a pattern needs at least one letter or digit.
 */
export const MemoryPatternInputSchema = z
  .strictObject({
    kind: MemoryPatternKindSchema,
    match: MemoryPatternMatchSchema,
    pattern: z.string().trim().min(1).max(MEMORY_PATTERN_MAX_CHARS),
    severity: FlagSeveritySchema.default('medium'),
    note: z.string().trim().max(500).default(''),
    active: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    if (!/[\p{L}\p{N}]/u.test(value.pattern)) context.addIssue({ code: 'custom', path: ['pattern'], message: 'must hold at least one letter or digit' });
    else if (value.match === 'word' && /[^\p{L}\p{N}'’]/u.test(value.pattern)) context.addIssue({ code: 'custom', path: ['pattern'], message: 'a word pattern is one word: use match phrase for several' });
  });
/** A memory pattern as sent. */
export type MemoryPatternInput = z.infer<typeof MemoryPatternInputSchema>;

/** A memory pattern as admins see it, with how often it matched (`hits`) and when it last did. */
export const MemoryPatternSchema = z.object({
  id: z.string(),
  kind: MemoryPatternKindSchema,
  match: MemoryPatternMatchSchema,
  pattern: z.string(),
  severity: FlagSeveritySchema,
  note: z.string(),
  active: z.boolean(),
  createdBy: AdminPersonSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  hits: z.number().int().min(0),
  lastHitAt: z.iso.datetime().nullable(),
});
/** A memory pattern. */
export type MemoryPattern = z.infer<typeof MemoryPatternSchema>;

/** `GET /api/admin/memory-patterns` query: paging, and optionally one kind or only active ones. */
export const MemoryPatternListQuerySchema = AdminPageQuerySchema.extend({
  kind: MemoryPatternKindSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
});
/** The memory pattern list query. */
export type MemoryPatternListQuery = z.infer<typeof MemoryPatternListQuerySchema>;

/** `GET /api/admin/memory-patterns`: newest first. */
export const MemoryPatternListSchema = z.object({ patterns: z.array(MemoryPatternSchema), total: z.number().int().min(0) });
/** The memory pattern list. */
export type MemoryPatternList = z.infer<typeof MemoryPatternListSchema>;

// ——— the flagged queue ———

/**
 * Where a flagged item comes from: the family safety filter (`safety`, a chat or journal flag), a
 * person's feedback on a memory (`memory_feedback`: wrong or outdated), or a `flag_for_review` memory
 * pattern (`pattern`).
 */
export const FlaggedSourceSchema = z.enum(['safety', 'memory_feedback', 'pattern']);
/** A flagged item's source. */
export type FlaggedSource = z.infer<typeof FlaggedSourceSchema>;

/** A flagged item's state. */
export const FlaggedStatusSchema = z.enum(['open', 'resolved']);
/** A flagged item's state. */
export type FlaggedStatus = z.infer<typeof FlaggedStatusSchema>;

/** A flagged item's id: its source and the row's id (`safety:…`, `memory_feedback:…`, `pattern:…`). */
export const FlaggedItemIdSchema = z.string().regex(/^(safety|memory_feedback|pattern):[A-Za-z0-9-]{1,128}$/, 'must be a flagged item id such as safety:<id>');

/** The longest flagged excerpt, in characters (the same cap as a parent's alert). */
export const FLAGGED_EXCERPT_MAX_CHARS = 300;

/**
 * One flagged item. `excerpt` is the flagged text, at most 300 characters: a safety flag's caught
 * sentence(s) (kept for children's flags only), a pattern hit's memory; never a memory feedback's
 * memory. `category` is the safety category, the feedback (`wrong`, `outdated`) or the pattern's kind.
 * `conversationId` is where it happened, for a break-glass read (null when unknown or gone).
 */
export const FlaggedItemSchema = z.object({
  id: FlaggedItemIdSchema,
  source: FlaggedSourceSchema,
  severity: FlagSeveritySchema,
  at: z.iso.datetime(),
  band: AdminAgeBandSchema,
  category: z.string(),
  excerpt: z.string().max(FLAGGED_EXCERPT_MAX_CHARS).nullable(),
  familyId: z.string(),
  conversationId: z.string().nullable(),
  /** The pattern that matched (source `pattern`); its text is an admin's, never a family's. */
  pattern: z.object({ id: z.string().nullable(), pattern: z.string(), match: MemoryPatternMatchSchema }).nullable(),
  /** What the memory was about (source `memory_feedback`: its fact's kind such as `pet`), null when unknown. */
  memoryKind: z.string().nullable(),
  status: FlaggedStatusSchema,
  resolution: z.object({ at: z.iso.datetime(), by: AdminPersonSchema, note: z.string() }).nullable(),
});
/** A flagged item. */
export type FlaggedItem = z.infer<typeof FlaggedItemSchema>;

/** `GET /api/admin/flagged-patterns` query: range, paging, `status` (default open), optionally a source and a severity. */
export const FlaggedListQuerySchema = AdminRangeQuerySchema.extend(AdminPageQuerySchema.shape).extend({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  source: FlaggedSourceSchema.optional(),
  severity: FlagSeveritySchema.optional(),
});
/** The flagged queue query. */
export type FlaggedListQuery = z.infer<typeof FlaggedListQuerySchema>;

/** `GET /api/admin/flagged-patterns`: by severity (high first), then newest first. */
export const FlaggedListSchema = z.object({ range: AdminRangeSchema, items: z.array(FlaggedItemSchema), total: z.number().int().min(0) });
/** A page of the flagged queue. */
export type FlaggedList = z.infer<typeof FlaggedListSchema>;

/** The longest resolve note, in characters. */
export const FLAGGED_NOTE_MAX_CHARS = 1000;

/** `POST /api/admin/flagged-patterns/{id}/resolve` (and the `/api/symbolic/admin/…` variant): resolve with a note. */
export const FlaggedResolveSchema = z.strictObject({ note: z.string().trim().min(1).max(FLAGGED_NOTE_MAX_CHARS) });
/** The resolve body. */
export type FlaggedResolve = z.infer<typeof FlaggedResolveSchema>;

/** `PUT /api/admin/flagged-patterns/{id}`: resolve (a note is required) or reopen (the note, if any, is kept in the audit log). */
export const FlaggedUpdateSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('resolved'), note: z.string().trim().min(1).max(FLAGGED_NOTE_MAX_CHARS) }),
  z.strictObject({ status: z.literal('open'), note: z.string().trim().max(FLAGGED_NOTE_MAX_CHARS).optional() }),
]);
/** The flagged item update body. */
export type FlaggedUpdate = z.infer<typeof FlaggedUpdateSchema>;

/** Said (404) for an unknown flagged item. */
export const FLAGGED_NOT_FOUND_MESSAGE = 'No such flagged item.';

/** Said (409) when resolving an item that is already resolved. */
export const FLAGGED_ALREADY_RESOLVED_MESSAGE = 'That item is already resolved.';

// ——— memory analytics ———

/**
 * Memory figures of one band over a range, counts only: memories `saved` (made in the range), of those
 * `approved` (in use) and `pending` (a 4–8 child's, waiting for the parent); `deleted` and `expired` in the
 * range; `feedback` given in the range by kind; memories a pattern kept out (`patternSkipped`) or queued
 * (`patternFlagged`) in the range.
 */
export const MemoryAnalyticsFiguresSchema = z.object({
  saved: z.number().int().min(0),
  approved: z.number().int().min(0),
  pending: z.number().int().min(0),
  deleted: z.number().int().min(0),
  expired: z.number().int().min(0),
  feedback: z.object({ wrong: z.number().int().min(0), outdated: z.number().int().min(0), helpful: z.number().int().min(0) }),
  patternSkipped: z.number().int().min(0),
  patternFlagged: z.number().int().min(0),
});
/** Memory figures. */
export type MemoryAnalyticsFigures = z.infer<typeof MemoryAnalyticsFiguresSchema>;

/** `GET /api/admin/memory-analytics` (query `from`, `to`): totals, per band, and memories saved and deleted per day. */
export const MemoryAnalyticsSchema = z.object({
  range: AdminRangeSchema,
  totals: MemoryAnalyticsFiguresSchema,
  bands: z.object({ adult: MemoryAnalyticsFiguresSchema, '4-8': MemoryAnalyticsFiguresSchema, '9-15': MemoryAnalyticsFiguresSchema }),
  daily: z.array(z.object({ date: AdminDateSchema, saved: z.number().int().min(0), deleted: z.number().int().min(0), feedback: z.number().int().min(0) })),
});
/** Memory analytics. */
export type MemoryAnalytics = z.infer<typeof MemoryAnalyticsSchema>;

// ——— /system/status for an admin ———

/**
 * The `details` of `GET /system/status`, for an admin's bearer token only: the database (kind, size,
 * migrations), the background jobs' latest work, the mentor and moderation providers, and counts.
 */
export const SystemStatusDetailsSchema = z.object({
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** `pg_database_size` of the database, null when it cannot be read. */
    sizeBytes: z.number().int().min(0).nullable(),
    migrations: z.object({ applied: z.number().int().min(0), latest: z.string().nullable(), latestAt: z.iso.datetime().nullable() }),
  }),
  jobs: z.object({
    /** The retention purge's latest finished run and what it removed. */
    retention: z.object({ lastRunAt: z.iso.datetime().nullable(), removed: z.record(z.string(), z.number().int()).nullable() }),
    /** When the alert mail job last sent a digest. */
    alertDigests: z.object({ lastSentAt: z.iso.datetime().nullable() }),
    /** When the founders reward job last paid a referral. */
    foundersRewards: z.object({ lastRewardAt: z.iso.datetime().nullable() }),
  }),
  mentor: MentorStatusSchema,
  moderation: z.object({ provider: z.enum(['none', 'openai', 'guard']), model: z.string().nullable() }),
  counts: z.object({ users: z.number().int().min(0), children: z.number().int().min(0), admins: z.number().int().min(0) }),
});
/** The admin's details of the system status. */
export type SystemStatusDetails = z.infer<typeof SystemStatusDetailsSchema>;

/** `GET /system/status` as it may answer: with `details` for an admin's bearer token, without for everyone else. */
export const SystemStatusWithDetailsSchema = SystemStatusSchema.extend({ details: SystemStatusDetailsSchema.optional() });
/** The system status with the admin's details when present. */
export type SystemStatusWithDetails = z.infer<typeof SystemStatusWithDetailsSchema>;
