import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default: optional on insert. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** SPEC §3 User (collection users, keyed by user id). `parent_pin_hash` is a salted scrypt hash. */
export interface UsersTable {
  id: string;
  email: string;
  display_name: string;
  role: string;
  is_admin: Generated<boolean>;
  content_mode: Generated<string>;
  theme: Generated<string>;
  created_at: GeneratedTimestamp;
  last_login_at: GeneratedTimestamp;
  is_active: Generated<boolean>;
  settings: Json<Record<string, unknown>>;
  onboarding_status: Generated<boolean>;
  onboarding_completed: Generated<boolean>;
  onboarding_completed_at: Timestamp | null;
  tokens_balance: Generated<number>;
  tokens_used_today: Generated<number>;
  tokens_used_this_month: Generated<number>;
  daily_token_limit: Generated<number>;
  free_access: Generated<boolean>;
  last_purchase_date: Timestamp | null;
  founders_invitation_code: string | null;
  referral_conversion_status: string | null;
  referral_conversion_date: Timestamp | null;
  parent_pin_hash: string | null;
  /** When the usage counters last changed; today's and this month's usage roll over against it (UTC). */
  tokens_last_usage_at: Timestamp | null;
  /** When the account (or one of its children) last chatted. */
  last_chat_at: Timestamp | null;
  /** Issue 18: how long the children's conversations, journal entries and memories are kept ('30', '90', '365' days or 'forever'). */
  retention: Generated<'30' | '90' | '365' | 'forever'>;
  /** Issue 21: the animal guide this profile chose (an id of `@grove/wonder`'s ANIMAL_GUIDES), and when. */
  animal_guide: string | null;
  animal_guide_at: Timestamp | null;
}

/** SPEC §3 Child account (collection child_accounts). `pin_hash` is a salted scrypt hash. */
export interface ChildAccountsTable {
  id: string;
  parent_id: string;
  display_name: string;
  age: number;
  avatar: string | null;
  content_mode: string;
  can_chat: Generated<boolean>;
  can_journal: Generated<boolean>;
  is_active: Generated<boolean>;
  pin_hash: string | null;
  created_at: GeneratedTimestamp;
  /** Issue 21: the animal guide this profile chose (an id of `@grove/wonder`'s ANIMAL_GUIDES), and when. */
  animal_guide: string | null;
  animal_guide_at: Timestamp | null;
}

/** Wrong-PIN counters and locks, in the database so a restart or another API copy cannot reset them. */
export interface PinAttemptsTable {
  /** `parent:{userId}` or `child:{childId}`. */
  pin_key: string;
  owner_id: string;
  failures: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

/** A conversation of one profile: the account itself (`child_id` null) or one of its children. */
export interface ConversationsTable {
  id: string;
  user_id: string;
  child_id: string | null;
  title: string;
  /** What the conversation is: a chat (listed in the chat history), a game or a guided conversation (never listed). */
  kind: Generated<ConversationKind>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A conversation's kind: only chats are chat conversations; games and guided themes keep their turns apart. */
export type ConversationKind = 'chat' | 'game' | 'guided';

/** One message of a conversation. `user_id` is always the account, so client ids are unique per account. */
export interface ChatMessagesTable {
  id: string;
  seq: Generated<string>;
  conversation_id: string;
  user_id: string;
  role: 'user' | 'assistant';
  content: string;
  tokens_used: number;
  client_message_id: string | null;
  model_used: string | null;
  content_mode: string | null;
  meta: Json<Record<string, unknown>> | null;
  /** A game reply's marker (e.g. the twenty-questions secret), kept out of `content`: no stored text carries it. */
  game_marker: Json<Record<string, string | number | boolean | null>> | null;
  stopped: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

/** Every change of a balance: negative `delta` for a charge, positive for a credit. */
export interface TokenLedgerTable {
  id: string;
  user_id: string;
  delta: number;
  /** `referral` (issue 19): a referral reward, `reference` the referral's id. */
  reason: 'chat' | 'purchase' | 'adjustment' | 'referral';
  reference: string | null;
  balance_after: number;
  created_at: GeneratedTimestamp;
}

/** A token package on sale. */
export interface TokenPackagesTable {
  id: string;
  name: string;
  description: string;
  tokens: number;
  price_cents: number;
  currency: Generated<string>;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

/** A purchase of a package: pending until paid (Stripe), credited exactly once. */
export interface PurchasesTable {
  id: string;
  user_id: string;
  package_id: string;
  provider: 'dev' | 'stripe';
  status: 'pending' | 'credited';
  stripe_session_id: string | null;
  tokens: number;
  price_cents: number;
  currency: string;
  created_at: GeneratedTimestamp;
  credited_at: Timestamp | null;
}

/** Stripe events already handled: a replayed delivery finds its id here and credits nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: GeneratedTimestamp;
}

/** What the family safety filter caught, for parents and admins. */
export interface ChatFlagsTable {
  id: string;
  user_id: string;
  child_id: string | null;
  conversation_id: string | null;
  /** A `@grove/safety` category, or `moderation_unavailable` (a remote layer failed for a child's turn). */
  category: string;
  direction: 'message' | 'reply';
  content_mode: string;
  /** `info`, `concern` or `urgent` (flags stored before issue 13 read as `concern`). */
  severity: Generated<'info' | 'concern' | 'urgent'>;
  /** Which layer raised it: `offline` (the classifier) or a moderation layer's name (`openai`, `guard`). */
  layer: Generated<string>;
  created_at: GeneratedTimestamp;
  /** A child's flag (issue 18): the sentence(s) the filter caught, at most 300 characters; null for an adult's. */
  excerpt: Generated<string | null>;
  /** The chat message the flag is about (the person's or the reply), or the journal entry for a journal flag. */
  message_id: Generated<string | null>;
}

/**
 * SPEC §3 Remote trial usage record, keyed `{deviceId}_{ip}` with the IP the server sees. The device
 * facts are empty strings when the browser did not send them.
 */
export interface TrialUsageTable {
  id: string;
  device_id: string;
  ip_address: string;
  user_agent: Generated<string>;
  tokens_used: Generated<number>;
  first_used: Timestamp;
  last_used: Timestamp;
  is_active: Generated<boolean>;
  hardware_info: Generated<string>;
  browser_fingerprint: Generated<string>;
  indexed_db_id: Generated<string>;
  /** Issue 20: the /24 or /48 of `ip_address` (`grove_ip_prefix`), the only form of it an admin sees. */
  ip_prefix: Generated<string>;
}

/** A rate limit's counter for one key and window (shared by every API copy). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/** A saved memory of one profile (issue 15): an adult account's (`child_id` null) or a child's. */
export interface MemoriesTable {
  id: string;
  user_id: string;
  child_id: string | null;
  /** The child's id, else the account's. */
  profile_id: string;
  content: string;
  tags: Json<string[]>;
  source_conversation_id: string | null;
  source_message_index: number | null;
  source_kind: 'conversation' | 'journal' | 'manual';
  /** The journal entry it came from (issue 16), when `source_kind` is `journal`. */
  source_journal_entry_id: Generated<string | null>;
  /** The fact it was captured from (a `MemoryFactSnapshot`), null for one added by hand. */
  fact: Json<Record<string, string>> | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  pinned: Generated<boolean>;
  expires_at: Timestamp | null;
  approval: 'pending' | 'approved';
  deleted_at: Timestamp | null;
  helpful_count: Generated<number>;
  /** Issue 20: the band the memory was saved in (set by a trigger from the child's age). */
  band: Generated<'adult' | '4-8' | '9-15'>;
}

/** A profile's memory switches (a missing row: both on). */
export interface MemorySettingsTable {
  profile_id: string;
  user_id: string;
  child_id: string | null;
  memory_enabled: Generated<boolean>;
  auto_capture: Generated<boolean>;
  updated_at: GeneratedTimestamp;
}

/** Feedback on a memory: wrong, outdated or helpful. */
export interface MemoryFeedbackTable {
  id: string;
  memory_id: string;
  user_id: string;
  profile_id: string;
  feedback: 'wrong' | 'outdated' | 'helpful';
  created_at: Timestamp;
}

/** A journal entry of one profile (issue 16): an adult account's (`child_id` null) or a child's. */
export interface JournalEntriesTable {
  id: string;
  user_id: string;
  child_id: string | null;
  /** The child's id, else the account's. */
  profile_id: string;
  content: string;
  prompt_id: string | null;
  prompt_text: string | null;
  mood: string | null;
  tags: Json<string[]>;
  client_entry_id: string | null;
  safety_severity: 'info' | 'concern' | 'urgent' | null;
  safety_category: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Issue 20: the band the entry was written in (set by a trigger from the child's age). */
  band: Generated<'adult' | '4-8' | '9-15'>;
}

/** A profile's journal privacy (a missing row: the age band's defaults). */
export interface JournalPrivacyTable {
  profile_id: string;
  user_id: string;
  child_id: string | null;
  parent_can_read: boolean | null;
  model_summaries: Generated<boolean>;
  feed_memories: Generated<boolean>;
  updated_at: GeneratedTimestamp;
}

/** A weekly journal summary of one profile (issue 16). */
export interface JournalSummariesTable {
  id: string;
  user_id: string;
  child_id: string | null;
  profile_id: string;
  week_start: Timestamp;
  week_end: Timestamp;
  themes: Json<string[]>;
  mood_trend: 'brighter' | 'steady' | 'harder' | 'mixed';
  observation: string;
  text: string;
  edited_text: string | null;
  entry_count: number;
  status: Generated<'draft' | 'approved' | 'hidden'>;
  made_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A message scored for the radar (issue 17): its metrics, tags and axis contributions with their evidence. */
export interface RadarMessageScoresTable {
  id: string;
  user_id: string;
  child_id: string | null;
  profile_id: string;
  source: 'chat' | 'journal' | 'checkin';
  source_id: string | null;
  content_mode: string;
  at: Timestamp;
  metrics: Json<Record<string, number>>;
  tags: Json<string[]>;
  contributions: Json<unknown[]>;
  valence: number;
}

/** SPEC §3's weekly radar score, keyed by profile and week start (Monday, UTC). */
export interface WeeklyRadarScoresTable {
  profile_id: string;
  user_id: string;
  child_id: string | null;
  /** `YYYY-MM-DD` (a date column; read back as a Date or a string depending on the driver). */
  week_start: ColumnType<Date | string, string, string>;
  axes: Json<Record<string, number>>;
  source_tags: Json<string[]>;
  is_synthetic: Generated<boolean>;
  timestamp: Timestamp;
}

/** A person's correction of their radar for a week: an axis value or a removed tag. */
export interface RadarOverridesTable {
  profile_id: string;
  user_id: string;
  week_start: ColumnType<Date | string, string, string>;
  /** `axis:<name>` or `tag:<tag>`. */
  target: string;
  value: number | null;
  created_at: Timestamp;
}

/** Helpful / not helpful on an insight. */
export interface InsightFeedbackTable {
  id: string;
  user_id: string;
  profile_id: string;
  insight: string;
  helpful: boolean;
  comment: string | null;
  created_at: Timestamp;
}

/** One purge of the retention job (issue 18): which process ran it, when, and how many rows of each kind it removed. */
export interface RetentionRunsTable {
  id: string;
  instance: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  removed: Json<Record<string, number>>;
}

/** An alert for a parent from a child's safety flag (issue 18). */
export interface AlertsTable {
  id: string;
  user_id: string;
  child_id: string;
  flag_id: string | null;
  severity: 'info' | 'concern' | 'urgent';
  category: string;
  excerpt: string | null;
  source: 'chat' | 'journal' | 'quest';
  created_at: Timestamp;
  status: Generated<'new' | 'seen' | 'resolved'>;
  seen_at: Timestamp | null;
  resolved_at: Timestamp | null;
  /** When the urgent e-mail went out (claimed just before sending; cleared again if sending failed). */
  emailed_at: Timestamp | null;
  /** When the alert went into a digest: the daily one (concern) or the weekly recap (info). */
  digest_at: Timestamp | null;
}

/** A digest sent to a parent: one daily digest a day, one weekly recap a week (issue 18). */
export interface AlertDigestsTable {
  user_id: string;
  kind: 'daily' | 'weekly';
  /** `YYYY-MM-DD`: the UTC day of a daily digest, the Monday (UTC) of the week a weekly recap was sent in. */
  period: string;
  sent_at: Timestamp;
}

/** A parent's decision on a consent (issue 18): kept for the record, never updated; the latest of a kind is in force. */
export interface ConsentsTable {
  id: string;
  /** Orders decisions taken within the same instant. */
  seq: Generated<string>;
  user_id: string;
  kind: 'child_privacy_notice' | 'external_model';
  policy_version: string;
  granted: boolean;
  created_at: Timestamp;
}

/** A child's daily chat minutes and quiet hours (issue 18); a missing row: no limits. */
export interface ChildLimitsTable {
  child_id: string;
  user_id: string;
  daily_minutes: number | null;
  /** `HH:MM` in `time_zone`; both or neither. */
  quiet_start: string | null;
  quiet_end: string | null;
  /** IANA time zone of the quiet hours and the limit's day (UTC when null). */
  time_zone: string | null;
  updated_at: Timestamp;
}

/** Chat time of a profile (a child's id, else the account's) on one day (issue 18). */
export interface ProfileUsageTable {
  profile_id: string;
  user_id: string;
  child_id: string | null;
  /** `YYYY-MM-DD` in the child's limit time zone (UTC when none). */
  day: string;
  seconds: number;
  /** The profile's last turn on that day. */
  last_at: Timestamp;
  /** When the run of turns (gaps under 10 minutes) that `last_at` belongs to began. */
  continuous_since: Timestamp;
}

/** A deleted account, as the SHA-256 of its uid: its still-valid tokens must not recreate it (issue 18). */
export interface AccountTombstonesTable {
  uid_hash: string;
  deleted_at: Timestamp;
}

/** An invitation code (issue 19): an admin's founders invitation or an adult's referral code. `code` is canonical. */
export interface InvitationCodesTable {
  id: string;
  code: string;
  kind: 'founders' | 'referral';
  /** The referral code's adult; null for a founders invitation. */
  owner_id: string | null;
  /** The admin who made a founders invitation (null once that account is deleted). */
  created_by: string | null;
  note: Generated<string>;
  max_uses: number | null;
  uses: Generated<number>;
  landings: Generated<number>;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  seat_from: number | null;
  seat_to: number | null;
  created_at: Timestamp;
}

/** A referral (issue 19): one account that joined with a code, and where its reward is. */
export interface ReferralsTable {
  id: string;
  /** Null once the code is deleted (its adult's account was). */
  code_id: string | null;
  /** What the code was, kept when the code is gone. */
  kind: 'founders' | 'referral';
  /** Null for a founders invitation, or once the referrer's account is deleted. */
  referrer_id: string | null;
  referee_id: string;
  status: 'pending' | 'converted' | 'rewarded' | 'withheld';
  /** Why it pays nothing (`ReferralFlagReason`s), found at joining or at settling. */
  flag_reasons: ColumnType<string[], string | undefined, string>;
  /** SHA-256 of the referee's X-Device-Id at joining. */
  device_hash: string | null;
  /** HMAC of the IP the server saw at joining (for admins' eyes; never a flag by itself). */
  ip_hash: string | null;
  joined_at: Timestamp;
  converted_at: Timestamp | null;
  reward_due_at: Timestamp | null;
  rewarded_at: Timestamp | null;
  referee_reward: Generated<number>;
  referrer_reward: Generated<number>;
}

/** A numbered founder seat (issue 19). */
export interface FounderSeatsTable {
  seat: number;
  user_id: string;
  code_id: string | null;
  joined_at: Timestamp;
}

/** A flagged or refused referral attempt, for admins (issue 19). */
export interface ReferralEventsTable {
  id: string;
  reason: string;
  code_id: string | null;
  referrer_id: string | null;
  referee_id: string | null;
  referral_id: string | null;
  created_at: Timestamp;
}

/** A device (SHA-256 of its X-Device-Id) an adult account used (issue 19, the `same_device` check). */
export interface AccountDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

/** A secret every API copy on one database shares (issue 19: the referral proof key). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** Issue 20: one answered turn — an account's or the trial's — and the tokens it used; no text. */
export interface UsageTurnsTable {
  id: Generated<string>;
  at: Timestamp;
  /** Null only for a trial turn. */
  user_id: string | null;
  child_id: string | null;
  band: 'adult' | '4-8' | '9-15' | 'trial';
  kind: 'chat' | 'game' | 'guided' | 'trial';
  /** The request's gameType, '' for a chat. */
  game: Generated<string>;
  model: Generated<string>;
  prompt_tokens: number;
  completion_tokens: number;
  /** Tokens taken from the balance or the trial allowance. */
  charged: Generated<number>;
  /** The first turn of a conversation (a game or theme session). */
  opened: Generated<boolean>;
  /** The trial's device id, for trial turns. */
  trial_device: string | null;
}

/** Issue 20: per account, the sum and count of its ledger rows (kept by a trigger on `token_ledger`). */
export interface TokenAccountTotalsTable {
  user_id: string;
  /** A bigint: read back as a string by node-postgres. */
  ledger_sum: ColumnType<string | number, number, number>;
  entries: number;
  last_at: Timestamp | null;
  last_balance_after: number | null;
}

/** Issue 20: ledger rows and tokens per UTC day and reason (kept by a trigger on `token_ledger`). */
export interface LedgerDailyTable {
  day: ColumnType<Date | string, string, string>;
  reason: string;
  entries: number;
  tokens: ColumnType<string | number, number, number>;
}

/** Issue 20: turns, sessions and tokens per UTC day, kind, game, model and band (kept by a trigger on `usage_turns`). */
export interface UsageDailyTable {
  day: ColumnType<Date | string, string, string>;
  kind: string;
  game: string;
  model: string;
  band: string;
  turns: number;
  sessions: number;
  prompt_tokens: ColumnType<string | number, number, number>;
  completion_tokens: ColumnType<string | number, number, number>;
  charged: ColumnType<string | number, number, number>;
}

/** Issue 20: a profile's turns and tokens on one UTC day, in one band (kept by a trigger on `usage_turns`). */
export interface ProfileActivityDailyTable {
  profile_id: string;
  day: ColumnType<Date | string, string, string>;
  band: string;
  user_id: string;
  child_id: string | null;
  turns: number;
  tokens: ColumnType<string | number, number, number>;
}

/** Issue 20: presence of profiles per UTC day and band (kept by triggers from `profile_activity_daily`). */
export interface ActivityDailyTable {
  day: ColumnType<Date | string, string, string>;
  band: string;
  profiles: number;
}

/** Issue 20: a profile's active days in one week (Monday, UTC) and band. */
export interface ProfileActivityWeeklyTable {
  profile_id: string;
  week: ColumnType<Date | string, string, string>;
  band: string;
  user_id: string;
  child_id: string | null;
  days: number;
}

/** Issue 20: active profiles per week and band. */
export interface ActivityWeeklyTable {
  week: ColumnType<Date | string, string, string>;
  band: string;
  profiles: number;
}

/** Issue 20: an account (or one of its children) active on a UTC day; whether it was one of its first 7 days. */
export interface AccountActivityDailyTable {
  user_id: string;
  day: ColumnType<Date | string, string, string>;
  profiles: number;
  first_week: boolean;
}

/** Issue 20: an account's active days among its first 7 (the funnel's first week). */
export interface AccountFirstWeekTable {
  user_id: string;
  days: number;
}

/** Issue 20: an account active in a week, with its signup week (the cohorts). */
export interface AccountActivityWeeklyTable {
  user_id: string;
  week: ColumnType<Date | string, string, string>;
  signup_week: ColumnType<Date | string, string, string>;
  profiles: number;
}

/** Issue 20: accounts of a signup week active k = 0…4 weeks after. */
export interface CohortWeeklyTable {
  signup_week: ColumnType<Date | string, string, string>;
  k: number;
  accounts: number;
}

/** Issue 20: journal entries and memories written per UTC day and band. */
export interface ContentDailyTable {
  day: ColumnType<Date | string, string, string>;
  band: string;
  kind: 'journal' | 'memory';
  n: number;
}

/**
 * Issue 21: a quest a profile accepted (`accepted`, open) or finished (`done`, with its reflection). A
 * dropped quest is deleted; at most one open entry per profile and quest (a partial unique index).
 */
export interface QuestEntriesTable {
  id: string;
  user_id: string;
  child_id: string | null;
  profile_id: string;
  quest_id: string;
  status: 'accepted' | 'done';
  accepted_at: Timestamp;
  done_at: Timestamp | null;
  reflection: string | null;
}

/** Every table, for Kysely. */
export interface Database {
  users: UsersTable;
  child_accounts: ChildAccountsTable;
  pin_attempts: PinAttemptsTable;
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
  token_ledger: TokenLedgerTable;
  token_packages: TokenPackagesTable;
  purchases: PurchasesTable;
  stripe_events: StripeEventsTable;
  chat_flags: ChatFlagsTable;
  trial_usage: TrialUsageTable;
  rate_limits: RateLimitsTable;
  memories: MemoriesTable;
  memory_settings: MemorySettingsTable;
  memory_feedback: MemoryFeedbackTable;
  journal_entries: JournalEntriesTable;
  journal_privacy: JournalPrivacyTable;
  journal_summaries: JournalSummariesTable;
  radar_message_scores: RadarMessageScoresTable;
  weekly_radar_scores: WeeklyRadarScoresTable;
  radar_overrides: RadarOverridesTable;
  insight_feedback: InsightFeedbackTable;
  retention_runs: RetentionRunsTable;
  alerts: AlertsTable;
  alert_digests: AlertDigestsTable;
  account_tombstones: AccountTombstonesTable;
  consents: ConsentsTable;
  child_limits: ChildLimitsTable;
  profile_usage: ProfileUsageTable;
  invitation_codes: InvitationCodesTable;
  referrals: ReferralsTable;
  founder_seats: FounderSeatsTable;
  referral_events: ReferralEventsTable;
  account_devices: AccountDevicesTable;
  server_secrets: ServerSecretsTable;
  admin_audit_log: AdminAuditLogTable;
  memory_patterns: MemoryPatternsTable;
  memory_pattern_hits: MemoryPatternHitsTable;
  flag_resolutions: FlagResolutionsTable;
  usage_turns: UsageTurnsTable;
  token_account_totals: TokenAccountTotalsTable;
  ledger_daily: LedgerDailyTable;
  usage_daily: UsageDailyTable;
  profile_activity_daily: ProfileActivityDailyTable;
  activity_daily: ActivityDailyTable;
  profile_activity_weekly: ProfileActivityWeeklyTable;
  activity_weekly: ActivityWeeklyTable;
  account_activity_daily: AccountActivityDailyTable;
  account_first_week: AccountFirstWeekTable;
  account_activity_weekly: AccountActivityWeeklyTable;
  cohort_weekly: CohortWeeklyTable;
  content_daily: ContentDailyTable;
  quest_entries: QuestEntriesTable;
}

/** A user row as read. */
export type UserRow = Selectable<UsersTable>;
/** A user row to insert. */
export type NewUserRow = Insertable<UsersTable>;
/** A user row change. */
export type UserRowUpdate = Updateable<UsersTable>;
/** A child row as read. */
export type ChildRow = Selectable<ChildAccountsTable>;
/** A conversation row as read. */
export type ConversationRow = Selectable<ConversationsTable>;
/** A chat message row as read. */
export type ChatMessageRow = Selectable<ChatMessagesTable>;
/** A token package row as read. */
export type TokenPackageRow = Selectable<TokenPackagesTable>;
/** A purchase row as read. */
export type PurchaseRow = Selectable<PurchasesTable>;
/** A trial usage row as read. */
export type TrialUsageRow = Selectable<TrialUsageTable>;
/** A memory row as read. */
export type MemoryRow = Selectable<MemoriesTable>;
/** A journal entry row as read. */
export type JournalEntryRow = Selectable<JournalEntriesTable>;
/** A journal summary row as read. */
export type JournalSummaryRow = Selectable<JournalSummariesTable>;
/** A quest entry row as read. */
export type QuestEntryRow = Selectable<QuestEntriesTable>;
/** An alert row as read. */
export type AlertRow = Selectable<AlertsTable>;
/** An invitation code row as read. */
export type InvitationCodeRow = Selectable<InvitationCodesTable>;
/** A referral row as read. */
export type ReferralRow = Selectable<ReferralsTable>;

// ——— issue 20, part A: the admin area's moderation, privacy and roles ———

/** One admin action (issue 20), written in the transaction of the action. */
export interface AdminAuditLogTable {
  id: string;
  /** Null once that admin's account is deleted. */
  admin_id: string | null;
  action:
    | 'role_change'
    | 'daily_limit_change'
    | 'code_create'
    | 'code_revoke'
    | 'pattern_create'
    | 'pattern_update'
    | 'pattern_delete'
    | 'flag_resolve'
    | 'flag_reopen'
    | 'break_glass_read';
  target_kind: 'user' | 'invitation' | 'memory_pattern' | 'flagged_item' | 'conversation' | 'profile';
  /** Null once the target was a family's id and that family deleted its account. */
  target_id: string | null;
  /** The account whose data was touched; null for none, or once that account is deleted. */
  family_id: string | null;
  reason: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

/** An admin's rule on what memory capture may keep (issue 20). */
export interface MemoryPatternsTable {
  id: string;
  kind: 'never_remember' | 'flag_for_review';
  match: 'phrase' | 'word';
  pattern: string;
  /** The pattern's normalised words (`memoryPatternKey`): unique per kind and match. */
  pattern_key: string;
  severity: 'low' | 'medium' | 'high';
  note: Generated<string>;
  active: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A capture a memory pattern decided (issue 20): skipped (no memory, no one's id) or queued (its memory). */
export interface MemoryPatternHitsTable {
  id: string;
  pattern_id: string | null;
  pattern: string;
  match: 'phrase' | 'word';
  kind: 'never_remember' | 'flag_for_review';
  severity: 'low' | 'medium' | 'high';
  band: 'adult' | '4-8' | '9-15';
  memory_id: string | null;
  created_at: Timestamp;
}

/** An admin's resolution of one flagged item (issue 20): exactly one of the three item ids is set. */
export interface FlagResolutionsTable {
  id: string;
  chat_flag_id: string | null;
  memory_feedback_id: string | null;
  pattern_hit_id: string | null;
  resolved_by: string | null;
  resolved_at: Timestamp;
  note: string;
}

