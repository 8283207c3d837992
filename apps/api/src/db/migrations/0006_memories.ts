import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 15: saved memories per profile (an adult account, or a child — `child_id` set), each
 * profile's memory switches, and the feedback people give on a memory ("wrong", "outdated",
 * "helpful"). A memory is soft-deleted (`deleted_at`) and purged 30 days later; a child's expires
 * (`expires_at`) unless its parent pins it; a 4–8 child's waits for approval (`approval`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('memories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The account: the parent for a child's memory (deleting the account deletes the family's memories).
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    // The profile it belongs to: the child's id, else the account's — what every query filters on.
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // The conversation it came from (a deleted conversation leaves the memory, without its link).
    .addColumn('source_conversation_id', 'text', (c) => c.references('conversations.id').onDelete('set null'))
    // The person's message index in that conversation; null for a memory added by hand.
    .addColumn('source_message_index', 'integer')
    .addColumn('source_kind', 'text', (c) => c.notNull().check(sql`source_kind in ('conversation', 'manual')`))
    // The fact it was captured from (kind, subject, name, value, when), so a later fact updates it.
    .addColumn('fact', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('approval', 'text', (c) => c.notNull().check(sql`approval in ('pending', 'approved')`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('memories_profile_idx').on('memories').columns(['profile_id', 'created_at']).execute();
  await db.schema.createIndex('memories_deleted_idx').on('memories').column('deleted_at').execute();

  await db.schema
    .createTable('memory_settings')
    .addColumn('profile_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    .addColumn('memory_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('auto_capture', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('memory_feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // No foreign key to the memory: the feedback outlives a purged memory (the admin's symbolic memory view).
    .addColumn('memory_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('feedback', 'text', (c) => c.notNull().check(sql`feedback in ('wrong', 'outdated', 'helpful')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('memory_feedback_memory_idx').on('memory_feedback').column('memory_id').execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('memory_feedback').execute();
  await db.schema.dropTable('memory_settings').execute();
  await db.schema.dropTable('memories').execute();
}
