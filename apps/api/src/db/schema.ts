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

/** Every table, for Kysely. */
export interface Database {
  users: UsersTable;
  child_accounts: ChildAccountsTable;
  pin_attempts: PinAttemptsTable;
}

/** A user row as read. */
export type UserRow = Selectable<UsersTable>;
/** A user row to insert. */
export type NewUserRow = Insertable<UsersTable>;
/** A user row change. */
export type UserRowUpdate = Updateable<UsersTable>;
/** A child row as read. */
export type ChildRow = Selectable<ChildAccountsTable>;
