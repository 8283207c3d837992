import { z } from 'zod';
import { ADMIN_RANGE_MAX_DAYS, AdminAgeBandSchema, AdminDateSchema, AdminPageQuerySchema, AdminRangeQuerySchema, AdminRangeSchema } from './adminModeration';

// Issue 20, part B: the admin area's insight endpoints — the token monitor with its reconciliation,
// analytics, the token usage tracker and trial usage. Every figure is a count or a sum: no response
// here carries a message, journal entry or memory text, a raw device id, a browser fingerprint or a
// whole IP address. Ranges are UTC calendar days, both ends included.

/** Characters of a trial device's SHA-256 (hex) an admin sees: enough to tell devices apart, not to find one. */
export const ADMIN_DEVICE_HASH_CHARS = 12;

/** Trial records starting within this many minutes on one IP prefix form a window for clusters. */
export const ADMIN_TRIAL_CLUSTER_WINDOW_MINUTES = 60;

/** A window with at least this many devices on one IP prefix is a suspicious cluster. */
export const ADMIN_TRIAL_CLUSTER_MIN_DEVICES = 5;

/** Weeks after the signup week a retention cohort follows (week 0 is the signup week itself). */
export const ADMIN_COHORT_WEEKS = 4;

// Ranges, pages and age bands are part A's (adminModeration.ts), shared by every admin call: UTC days,
// `from` and `to` included, the last 30 days by default, at most 400 (a 400 names `querystring.from` or
// `querystring.to`); `limit` 1–200 (default 50) and `offset`; bands `adult`, `4-8`, `9-15`. A child's
// band is by age: up to 8 is `4-8`, from 9 `9-15` (children of 16 or 17 count with the older band).

/** A range query with a page of a list (token monitor, trial usage). */
export const AdminInsightsPageQuerySchema = AdminRangeQuerySchema.extend(AdminPageQuerySchema.shape);
/** A paged range query. */
export type AdminInsightsPageQuery = z.infer<typeof AdminInsightsPageQuerySchema>;

/** The range a response covers, as the server applied it, with its length in days. */
export const AdminInsightsRangeSchema = AdminRangeSchema.extend({ days: z.number().int().min(1).max(ADMIN_RANGE_MAX_DAYS) });
/** An applied range. */
export type AdminInsightsRange = z.infer<typeof AdminInsightsRangeSchema>;

/** An age band, or `trial` for anonymous trial visitors (usage and messages only). */
export const AdminUsageBandSchema = z.enum(['adult', '4-8', '9-15', 'trial']);
/** A usage band. */
export type AdminUsageBand = z.infer<typeof AdminUsageBandSchema>;

/** What tokens were used for: a chat, a game, a guided theme, or the anonymous trial. */
export const AdminUsageKindSchema = z.enum(['chat', 'game', 'guided', 'trial']);
/** A usage kind. */
export type AdminUsageKind = z.infer<typeof AdminUsageKindSchema>;

const count = z.number().int().min(0);
/** A token sum (may pass 2^31 on a large deployment; still an exact JavaScript number). */
const tokens = z.number().int();

// ——— token monitor ———

/** The rules the token monitor applies, so the screen can say them. */
export const AdminTokenRulesSchema = z.object({
  /** Every account starts with this balance, outside the ledger (SPEC §9). */
  openingBalance: count,
  /** A balance below this is low (token-client's rule). */
  lowBalanceBelow: count,
  /** Today's usage at or above this share of the daily limit is near it (token-client's rule). */
  nearDailyLimitPercent: z.number(),
});
/** The monitor's rules. */
export type AdminTokenRules = z.infer<typeof AdminTokenRulesSchema>;

/** One account as the token monitor lists it (near its daily limit, or low). */
export const AdminTokenAccountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  balance: tokens,
  /** Today's usage, rolled over at 00:00 UTC as the meter does it. */
  tokensUsedToday: count,
  dailyTokenLimit: count,
  /** Today's usage as a percentage of the daily limit, 0–100, one decimal. */
  dailyUsagePercentage: z.number(),
  freeAccess: z.boolean(),
  lastUsageAt: z.iso.datetime().nullable(),
});
/** A monitored account. */
export type AdminTokenAccount = z.infer<typeof AdminTokenAccountSchema>;

/**
 * An account whose balance is not what its ledger says: `expectedBalance` is the opening balance plus
 * the sum of its ledger rows; `difference` is `balance - expectedBalance` (positive: more tokens than
 * the ledger explains). `lastBalanceAfter` is the balance its newest ledger row recorded: equal to
 * `balance` when the drift happened before that row, different when it happened after.
 */
export const AdminReconciliationRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  balance: tokens,
  ledgerSum: tokens,
  ledgerEntries: count,
  expectedBalance: tokens,
  difference: tokens,
  lastBalanceAfter: tokens.nullable(),
  lastLedgerAt: z.iso.datetime().nullable(),
});
/** A reconciliation mismatch. */
export type AdminReconciliationRow = z.infer<typeof AdminReconciliationRowSchema>;

/** Ledger movements of one reason in the range. */
export const AdminLedgerReasonSchema = z.enum(['chat', 'purchase', 'adjustment', 'referral']);
/** A ledger reason. */
export type AdminLedgerReason = z.infer<typeof AdminLedgerReasonSchema>;

/** Ledger rows of one reason (on one day, for `byDay`): how many and their tokens (negative for charges). */
export const AdminLedgerMovementSchema = z.object({
  reason: AdminLedgerReasonSchema,
  entries: count,
  tokens,
});
/** A ledger movement. */
export type AdminLedgerMovement = z.infer<typeof AdminLedgerMovementSchema>;

/**
 * `GET /api/admin/token-monitor` (range; `limit`, `offset` page each list): balances, the accounts near
 * their daily limit and the low ones, the ledger's movements and purchases in the range, and the
 * reconciliation of every account's balance with its ledger.
 */
export const AdminTokenMonitorSchema = z.object({
  range: AdminInsightsRangeSchema,
  /** The server's clock when the figures were read ("today" for the daily limits). */
  asOf: z.iso.datetime(),
  rules: AdminTokenRulesSchema,
  totals: z.object({
    accounts: count,
    balanceSum: tokens,
    freeAccess: count,
    nearDailyLimit: count,
    lowBalance: count,
  }),
  /** Accounts at or above 80 % of today's limit, the fullest first (not free-access accounts). */
  nearDailyLimit: z.array(AdminTokenAccountSchema),
  /** Accounts with a low balance, the lowest first (not free-access accounts). */
  lowBalance: z.array(AdminTokenAccountSchema),
  movements: z.object({
    /** Every reason with rows in the range (charges negative, credits positive). */
    byReason: z.array(AdminLedgerMovementSchema),
    /** The same per day, only days with rows, oldest first. */
    byDay: z.array(AdminLedgerMovementSchema.extend({ day: AdminDateSchema })),
    /** Purchases credited in the range, per currency. */
    purchases: z.array(z.object({ currency: z.string(), count, amountCents: count, tokens: count })),
  }),
  reconciliation: z.object({
    /** Accounts checked (every account). */
    checked: count,
    mismatched: count,
    /** The largest differences first. */
    rows: z.array(AdminReconciliationRowSchema),
  }),
});
/** The token monitor. */
export type AdminTokenMonitor = z.infer<typeof AdminTokenMonitorSchema>;

/** Which of the token monitor's account lists to page. */
export const AdminTokenListSchema = z.enum(['near_daily_limit', 'low_balance']);
/** A token monitor list. */
export type AdminTokenList = z.infer<typeof AdminTokenListSchema>;

/** `GET /api/admin/token-monitor/accounts?list=…&limit&offset`: one page of a token monitor list. */
export const AdminTokenAccountsQuerySchema = AdminPageQuerySchema.extend({ list: AdminTokenListSchema });
/** The accounts query. */
export type AdminTokenAccountsQuery = z.infer<typeof AdminTokenAccountsQuerySchema>;

/** One page of a token monitor list. */
export const AdminTokenAccountsSchema = z.object({
  list: AdminTokenListSchema,
  total: count,
  accounts: z.array(AdminTokenAccountSchema),
});
/** A page of accounts. */
export type AdminTokenAccounts = z.infer<typeof AdminTokenAccountsSchema>;

/** `GET /api/admin/token-monitor/reconciliation?limit&offset`: one page of the mismatches. */
export const AdminReconciliationQuerySchema = AdminPageQuerySchema;
/** The reconciliation query. */
export type AdminReconciliationQuery = z.infer<typeof AdminReconciliationQuerySchema>;

/** One page of the reconciliation's mismatches, the largest differences first. */
export const AdminReconciliationSchema = z.object({
  asOf: z.iso.datetime(),
  checked: count,
  mismatched: count,
  rows: z.array(AdminReconciliationRowSchema),
});
/** A page of mismatches. */
export type AdminReconciliation = z.infer<typeof AdminReconciliationSchema>;

// ——— analytics ———

/**
 * `GET /api/admin/analytics` (range): counts only. A profile is active on a day when it took a turn
 * (chat, game or guided theme) that day. Journal entries and memories are counted by the day they were
 * written, in the band the child was in then (as every figure here: a birthday does not move old counts). The funnel's stages are counted separately in the range
 * (an anonymous trial device is never tied to an account): trial devices that took a turn, accounts
 * created, of those the ones that finished onboarding, and of those the ones active on at least 2
 * different days within their first 7. Cohorts are the accounts created in each week (Monday, UTC)
 * starting in the range; `active[k]` counts those active in week k after (week 0: the signup week),
 * null for a week that has not begun.
 */
export const AdminAnalyticsSchema = z.object({
  range: AdminInsightsRangeSchema,
  asOf: z.iso.datetime(),
  activeProfiles: z.object({
    daily: z.array(z.object({ day: AdminDateSchema, band: AdminAgeBandSchema, profiles: count })),
    /** Whole weeks (Monday, UTC) that overlap the range. */
    weekly: z.array(z.object({ weekStart: AdminDateSchema, band: AdminAgeBandSchema, profiles: count })),
  }),
  /** The people's messages (one per turn; each has one reply), trial visitors' included. */
  messagesPerDay: z.array(z.object({ day: AdminDateSchema, band: AdminUsageBandSchema, messages: count })),
  /** Games and guided themes played: sessions started and turns taken (accounts), and trial turns. */
  games: z.array(z.object({ kind: z.enum(['game', 'guided']), name: z.string(), sessions: count, turns: count, trialTurns: count })),
  journalPerDay: z.array(z.object({ day: AdminDateSchema, band: AdminAgeBandSchema, entries: count })),
  memoriesPerDay: z.array(z.object({ day: AdminDateSchema, band: AdminAgeBandSchema, memories: count })),
  funnel: z.object({
    trialDevices: count,
    signups: count,
    onboarded: count,
    firstWeek: count,
    /** Sign-ups whose first 7 days are not over yet (they may still reach `firstWeek`). */
    firstWeekPending: count,
  }),
  cohorts: z.array(
    z.object({
      weekStart: AdminDateSchema,
      size: count,
      /** Length {@link ADMIN_COHORT_WEEKS} + 1: weeks 0 to 4 after signing up. */
      active: z.array(count.nullable()),
    }),
  ),
});
/** The analytics. */
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

// ——— token usage tracker ———

/** How the token usage tracker groups tokens. */
export const AdminUsageGroupBySchema = z.enum(['day', 'model', 'kind']);
/** A grouping. */
export type AdminUsageGroupBy = z.infer<typeof AdminUsageGroupBySchema>;

/** `GET /api/admin/token-usage`: range, `groupBy` (default `day`), and a page of the top accounts. */
export const AdminTokenUsageQuerySchema = AdminInsightsPageQuerySchema.extend({ groupBy: AdminUsageGroupBySchema.default('day') });
/** The token usage query. */
export type AdminTokenUsageQuery = z.infer<typeof AdminTokenUsageQuerySchema>;

/** Tokens of one group: used by the model (prompt + completion), and the turns that used them. */
export const AdminUsageFiguresSchema = z.object({
  tokens,
  promptTokens: tokens,
  completionTokens: tokens,
  turns: count,
});
/** Usage figures. */
export type AdminUsageFigures = z.infer<typeof AdminUsageFiguresSchema>;

/**
 * The token usage tracker: tokens the model used for every answered turn — charged, free-access and
 * temporary turns alike, and the trial's — grouped by day (`YYYY-MM-DD`), model or kind; and the
 * accounts that used the most (an account's children's turns count to it; the trial has no account).
 */
export const AdminTokenUsageSchema = z.object({
  range: AdminInsightsRangeSchema,
  groupBy: AdminUsageGroupBySchema,
  totals: AdminUsageFiguresSchema,
  groups: z.array(AdminUsageFiguresSchema.extend({ key: z.string() })),
  topAccounts: z.object({
    total: count,
    rows: z.array(AdminUsageFiguresSchema.omit({ promptTokens: true, completionTokens: true }).extend({ userId: z.string(), email: z.string(), displayName: z.string(), activeDays: count })),
  }),
});
/** The token usage tracker. */
export type AdminTokenUsage = z.infer<typeof AdminTokenUsageSchema>;

/** `GET /api/admin/token-usage/accounts/{id}` (range): one account's usage, day by day. */
export const AdminAccountUsageSchema = z.object({
  range: AdminInsightsRangeSchema,
  account: z.object({
    userId: z.string(),
    email: z.string(),
    displayName: z.string(),
    balance: tokens,
    dailyTokenLimit: count,
    freeAccess: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
  totals: AdminUsageFiguresSchema,
  /** Days with usage, oldest first; `byKind` splits the tokens. */
  days: z.array(
    AdminUsageFiguresSchema.extend({
      day: AdminDateSchema,
      byKind: z.object({ chat: tokens, game: tokens, guided: tokens }),
    }),
  ),
  /** The account's own profile and each child with usage in the range. */
  profiles: z.array(AdminUsageFiguresSchema.extend({ profileId: z.string(), kind: z.enum(['account', 'child']), displayName: z.string(), band: AdminAgeBandSchema })),
  models: z.array(AdminUsageFiguresSchema.extend({ model: z.string() })),
  /** The ledger in the range: tokens charged (negative) and credited. */
  ledger: z.object({ charged: tokens, credited: tokens, entries: count }),
});
/** One account's usage. */
export type AdminAccountUsage = z.infer<typeof AdminAccountUsageSchema>;

// ——— trial usage ———

/** Why two trial records are related. */
export const AdminTrialRelationSchema = z.enum(['ip_prefix', 'fingerprint', 'hardware', 'indexed_db']);
/** A relation. */
export type AdminTrialRelation = z.infer<typeof AdminTrialRelationSchema>;

/**
 * One trial record (`{deviceId}_{ip}`) as an admin sees it: the device as the first
 * {@link ADMIN_DEVICE_HASH_CHARS} hex characters of its SHA-256, the IP as its /24 (IPv4) or /48
 * (IPv6) prefix; `related` are other records sharing its IP prefix or a device fact (at most 5 shown).
 */
export const AdminTrialRecordSchema = z.object({
  device: z.string(),
  ipPrefix: z.string(),
  tokensUsed: count,
  exhausted: z.boolean(),
  firstUsed: z.iso.datetime(),
  lastUsed: z.iso.datetime(),
  relatedCount: count,
  related: z.array(z.object({ device: z.string(), ipPrefix: z.string(), lastUsed: z.iso.datetime(), via: z.array(AdminTrialRelationSchema) })),
});
/** A trial record. */
export type AdminTrialRecord = z.infer<typeof AdminTrialRecordSchema>;

/**
 * `GET /api/admin/trial-usage` (range; `limit`, `offset` page the records): trial records used in the
 * range (newest first), the exhausted rate, the rate-limit counters open now (IP prefixes only), and
 * suspicious clusters — at least {@link ADMIN_TRIAL_CLUSTER_MIN_DEVICES} devices starting a record on
 * one IP prefix within {@link ADMIN_TRIAL_CLUSTER_WINDOW_MINUTES} minutes.
 */
export const AdminTrialUsageSchema = z.object({
  range: AdminInsightsRangeSchema,
  asOf: z.iso.datetime(),
  /** Tokens per trial allowance (`TRIAL_TOKEN_LIMIT`). */
  limit: count,
  rules: z.object({ clusterMinDevices: count, clusterWindowMinutes: count }),
  totals: z.object({
    records: count,
    devices: count,
    exhausted: count,
    /** `exhausted / records`, 0–1 (0 with no records). */
    exhaustedRate: z.number().min(0).max(1),
    tokensUsed: tokens,
    turns: count,
  }),
  records: z.object({ total: count, rows: z.array(AdminTrialRecordSchema) }),
  rateLimits: z.object({
    groups: z.array(z.object({ name: z.string(), keys: count, hits: count, maxHits: count })),
    /** The busiest counters (at most 20). */
    top: z.array(z.object({ name: z.string(), ipPrefix: z.string(), hits: count, windowEndsAt: z.iso.datetime() })),
  }),
  clusters: z.array(
    z.object({ ipPrefix: z.string(), windowStart: z.iso.datetime(), devices: count, records: count, tokensUsed: tokens, exhausted: count }),
  ),
});
/** Trial usage. */
export type AdminTrialUsage = z.infer<typeof AdminTrialUsageSchema>;
