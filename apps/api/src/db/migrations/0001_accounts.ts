import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/** Users, child accounts and PIN attempt counters (SPEC §3, §9 defaults). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('standard_user'))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('content_mode', 'text', (c) => c.notNull().defaultTo('FULL'))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('light'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('onboarding_status', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('onboarding_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('onboarding_completed_at', 'timestamptz')
    .addColumn('tokens_balance', 'integer', (c) => c.notNull().defaultTo(1_000_000))
    .addColumn('tokens_used_today', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tokens_used_this_month', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('daily_token_limit', 'integer', (c) => c.notNull().defaultTo(500_000))
    .addColumn('free_access', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_purchase_date', 'timestamptz')
    .addColumn('founders_invitation_code', 'text')
    .addColumn('referral_conversion_status', 'text')
    .addColumn('referral_conversion_date', 'timestamptz')
    .addColumn('parent_pin_hash', 'text')
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();

  await db.schema
    .createTable('child_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('content_mode', 'text', (c) => c.notNull())
    .addColumn('can_chat', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('can_journal', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('pin_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('child_accounts_parent_idx').on('child_accounts').column('parent_id').execute();

  await db.schema
    .createTable('pin_attempts')
    .addColumn('pin_key', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pin_attempts').execute();
  await db.schema.dropTable('child_accounts').execute();
  await db.schema.dropTable('users').execute();
}
