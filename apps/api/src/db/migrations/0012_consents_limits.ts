import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 18, part B — a parent's consents, a child's time limits and every profile's chat time:
 *
 * - `consents`: one row per decision (kind, policy version, granted or withdrawn), never updated, so
 *   the family keeps the record COPPA asks for; the latest row of a kind is the one in force. `seq`
 *   orders decisions taken within the same instant (a grant and a withdrawal in one clock tick).
 * - `child_limits`: a child's daily chat minutes and quiet hours, with the time zone both are read in.
 * - `profile_usage`: chat time per profile (a child's id, else the account's) and day — the day in the
 *   limit's time zone, UTC when none — with the last turn and the start of the current run of turns,
 *   for the daily limit and the break reminder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('child_privacy_notice', 'external_model')`))
    .addColumn('policy_version', 'text', (c) => c.notNull())
    .addColumn('granted', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consents_user_kind_idx').on('consents').columns(['user_id', 'kind', 'seq']).execute();

  await db.schema
    .createTable('child_limits')
    .addColumn('child_id', 'text', (c) => c.primaryKey().references('child_accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('daily_minutes', 'integer', (c) => c.check(sql`daily_minutes between 5 and 720`))
    // 'HH:MM' local times in `time_zone`; both set or both null, and start may be after end (21:00–07:00).
    .addColumn('quiet_start', 'text')
    .addColumn('quiet_end', 'text')
    // IANA name: the zone quiet hours are read in and the day the daily limit counts (UTC when null).
    .addColumn('time_zone', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('child_limits_quiet_pair', sql`(quiet_start is null) = (quiet_end is null)`)
    .execute();

  await db.schema
    .createTable('profile_usage')
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    // 'YYYY-MM-DD' in the child's limit time zone (UTC when none, and for adults).
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('continuous_since', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_usage_pk', ['profile_id', 'day'])
    .execute();
  // The profile's latest turn, whatever its day: where the next turn's gap is measured from.
  await db.schema.createIndex('profile_usage_last_idx').on('profile_usage').columns(['profile_id', 'last_at']).execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_usage').execute();
  await db.schema.dropTable('child_limits').execute();
  await db.schema.dropTable('consents').execute();
}
