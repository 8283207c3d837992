import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 16: weekly journal summaries — one per profile and week — with what was made (themes, mood
 * trend, observation, text), the writer's edit, and its status (draft, approved for the parent,
 * hidden).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journal_summaries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('week_start', 'timestamptz', (c) => c.notNull())
    .addColumn('week_end', 'timestamptz', (c) => c.notNull())
    .addColumn('themes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('mood_trend', 'text', (c) => c.notNull().check(sql`mood_trend in ('brighter', 'steady', 'harder', 'mixed')`))
    .addColumn('observation', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // The writer's own words for it, when they edited it (shown instead of `text`).
    .addColumn('edited_text', 'text')
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft').check(sql`status in ('draft', 'approved', 'hidden')`))
    .addColumn('made_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('journal_summaries_week_unique', ['profile_id', 'week_start'])
    .execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('journal_summaries').execute();
}
