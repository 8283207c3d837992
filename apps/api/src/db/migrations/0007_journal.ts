import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 16: journal entries per profile (an adult account, or a child — `child_id` set) and each
 * profile's journal privacy. An entry keeps the safety filter's severity for it (the parent's flag
 * and, later, the emotional radar read it) and the browser's id for it, so an entry written offline
 * and sent twice is stored once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('prompt_id', 'text')
    .addColumn('prompt_text', 'text')
    .addColumn('mood', 'text')
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('client_entry_id', 'text')
    // The safety filter's severity for the entry in the profile's mode (null: nothing caught).
    .addColumn('safety_severity', 'text', (c) => c.check(sql`safety_severity in ('info', 'concern', 'urgent')`))
    .addColumn('safety_category', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('journal_entries_profile_idx').on('journal_entries').columns(['profile_id', 'created_at']).execute();
  await sql`create unique index journal_entries_client_idx on journal_entries (user_id, client_entry_id) where client_entry_id is not null`.execute(db);

  await db.schema
    .createTable('journal_privacy')
    .addColumn('profile_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    // Null: the age band's default (4–8 the parent reads; 9–15 private; adults have no parent).
    .addColumn('parent_can_read', 'boolean')
    .addColumn('model_summaries', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('feed_memories', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('journal_privacy').execute();
  await db.schema.dropTable('journal_entries').execute();
}
