import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 19, the founders club and referrals:
 *
 * - `invitation_codes`: an admin's founders invitation (`owner_id` null) or an adult's referral code
 *   (`owner_id` the adult; one live referral code per adult). `code` is the canonical form.
 * - `referrals`: one per account that joined with a code (`referee_id` unique). The referrer is kept
 *   as `set null` so deleting the referrer leaves the referee's own record; `kind` remembers what the
 *   code was after the code itself is gone. Rewards are paid through the ledger, once: the status
 *   moves `converted → rewarded | withheld` in the same transaction as the credits.
 * - `founder_seats`: numbered seats in order of joining (or from an invitation's reserved block).
 * - `referral_events`: what admins review — every flagged or refused attempt, with its reason. The
 *   people and the code are `set null` when deleted, so the figures stay and no one stays named.
 * - `account_devices`: the hashed device ids an adult signed in from (`same_device` abuse check).
 * - `server_secrets`: secrets every API copy on one database shares (the referral proof's HMAC key
 *   when `FOUNDERS_PROOF_SECRET` is not set).
 * - `token_ledger.reason` gains `referral`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitation_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('founders', 'referral')`))
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    // The admin who made a founders invitation: forgotten (not the code) when that account is deleted.
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('landings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('seat_from', 'integer')
    .addColumn('seat_to', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('invitation_codes_seat_pair', sql`(seat_from is null) = (seat_to is null) and (seat_to is null or seat_to >= seat_from)`)
    // A referral code always has its adult (deleted with them); a founders invitation never has one.
    .addCheckConstraint('invitation_codes_owner_kind', sql`(kind = 'referral') = (owner_id is not null)`)
    .execute();
  // One live referral code per adult: a concurrent "make my code" cannot make two.
  await sql`create unique index invitation_codes_live_referral_idx on invitation_codes (owner_id) where kind = 'referral' and revoked_at is null`.execute(db);
  await db.schema.createIndex('invitation_codes_created_idx').on('invitation_codes').columns(['created_at']).execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_id', 'text', (c) => c.references('invitation_codes.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('founders', 'referral')`))
    .addColumn('referrer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('referee_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'converted', 'rewarded', 'withheld')`))
    .addColumn('flag_reasons', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('device_hash', 'text')
    .addColumn('ip_hash', 'text')
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('converted_at', 'timestamptz')
    .addColumn('reward_due_at', 'timestamptz')
    .addColumn('rewarded_at', 'timestamptz')
    .addColumn('referee_reward', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referrer_reward', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('referrals_referrer_idx').on('referrals').columns(['referrer_id', 'status']).execute();
  // The reward job's question: which converted referrals are due.
  await db.schema.createIndex('referrals_due_idx').on('referrals').columns(['status', 'reward_due_at']).execute();

  await db.schema
    .createTable('founder_seats')
    .addColumn('seat', 'integer', (c) => c.primaryKey().check(sql`seat > 0`))
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('code_id', 'text', (c) => c.references('invitation_codes.id').onDelete('set null'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('referral_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('code_id', 'text', (c) => c.references('invitation_codes.id').onDelete('set null'))
    .addColumn('referrer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('referee_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('referral_id', 'text', (c) => c.references('referrals.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('referral_events_created_idx').on('referral_events').columns(['created_at']).execute();

  await db.schema
    .createTable('account_devices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_devices_pk', ['user_id', 'device_hash'])
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // 0002 made the reason check as a column constraint, which PostgreSQL names `<table>_<column>_check`.
  await sql`alter table token_ledger drop constraint if exists token_ledger_reason_check`.execute(db);
  await sql`alter table token_ledger add constraint token_ledger_reason_check check (reason in ('chat', 'purchase', 'adjustment', 'referral'))`.execute(db);
}

/** Drops what {@link up} made (referral ledger rows must be gone first: the old check refuses them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table token_ledger drop constraint if exists token_ledger_reason_check`.execute(db);
  await sql`alter table token_ledger add constraint token_ledger_reason_check check (reason in ('chat', 'purchase', 'adjustment'))`.execute(db);
  await db.schema.dropTable('server_secrets').execute();
  await db.schema.dropTable('account_devices').execute();
  await db.schema.dropTable('referral_events').execute();
  await db.schema.dropTable('founder_seats').execute();
  await db.schema.dropTable('referrals').execute();
  await db.schema.dropTable('invitation_codes').execute();
}
