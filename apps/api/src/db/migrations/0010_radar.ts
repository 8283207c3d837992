import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 17, the weekly emotional radar: every scored message of a profile (its five metrics, tags and
 * evidence-backed axis contributions), SPEC §3's `weekly_radar_scores` keyed by profile and week
 * start, the person's corrections (kept beside the computed values, never over them), and feedback
 * on insights.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('radar_message_scores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('chat', 'journal', 'checkin')`))
    // The chat message or journal entry it scored (none for a check-in); unique, so it is scored once.
    .addColumn('source_id', 'text')
    .addColumn('content_mode', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('metrics', 'jsonb', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addColumn('contributions', 'jsonb', (c) => c.notNull())
    .addColumn('valence', 'real', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('radar_message_scores_profile_idx').on('radar_message_scores').columns(['profile_id', 'at']).execute();
  await sql`create unique index radar_message_scores_source_idx on radar_message_scores (source, source_id) where source_id is not null`.execute(db);

  await db.schema
    .createTable('weekly_radar_scores')
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    // Monday 00:00 UTC (SPEC §4), as a date.
    .addColumn('week_start', 'date', (c) => c.notNull())
    .addColumn('axes', 'jsonb', (c) => c.notNull())
    .addColumn('source_tags', 'jsonb', (c) => c.notNull())
    .addColumn('is_synthetic', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('timestamp', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_radar_scores_pk', ['profile_id', 'week_start'])
    .execute();

  await db.schema
    .createTable('radar_overrides')
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week_start', 'date', (c) => c.notNull())
    // `axis:<name>` or `tag:<tag>`.
    .addColumn('target', 'text', (c) => c.notNull())
    // The person's value for an axis (0–1); null for a removed tag.
    .addColumn('value', 'real')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('radar_overrides_pk', ['profile_id', 'week_start', 'target'])
    .execute();

  await db.schema
    .createTable('insight_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('insight', 'text', (c) => c.notNull())
    .addColumn('helpful', 'boolean', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('insight_feedback').execute();
  await db.schema.dropTable('radar_overrides').execute();
  await db.schema.dropTable('weekly_radar_scores').execute();
  await db.schema.dropTable('radar_message_scores').execute();
}
