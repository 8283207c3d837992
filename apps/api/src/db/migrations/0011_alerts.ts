import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 18, the parent's alerts: a child's safety flag keeps the sentence(s) the filter caught
 * (`excerpt`, at most 300 characters; null for an adult's flag) and the message it was about
 * (`message_id`: the chat message, or the journal entry for a journal flag); every child's flag makes
 * an `alerts` row for the parent in the same transaction, which the parent marks seen or resolved. An
 * urgent alert is e-mailed at once (`emailed_at`), a concern goes into the daily digest and an info
 * into the weekly recap (`digest_at`). `alert_digests` records each digest sent to a parent (one a
 * day, one a week): the row is the claim that keeps several API processes from sending it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_flags').addColumn('excerpt', 'text').addColumn('message_id', 'text').execute();

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.notNull().references('child_accounts.id').onDelete('cascade'))
    // The alert outlives its flag (an admin may clear flags); the parent still sees what happened.
    .addColumn('flag_id', 'text', (c) => c.references('chat_flags.id').onDelete('set null'))
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('info', 'concern', 'urgent')`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('chat', 'journal')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(sql`status in ('new', 'seen', 'resolved')`))
    .addColumn('seen_at', 'timestamptz')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('emailed_at', 'timestamptz')
    .addColumn('digest_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('alerts_user_idx').on('alerts').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('alerts_child_idx').on('alerts').columns(['child_id', 'created_at']).execute();
  // The digest job looks only at alerts still waiting for their digest.
  await sql`create index alerts_digest_idx on alerts (severity, created_at) where digest_at is null`.execute(db);
  await sql`create index alerts_unsent_urgent_idx on alerts (created_at) where severity = 'urgent' and emailed_at is null`.execute(db);

  await db.schema
    .createTable('alert_digests')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('daily', 'weekly')`))
    // The UTC day the daily digest was sent on, or the Monday (UTC) of the week the weekly recap was sent in.
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_digests_pk', ['user_id', 'kind', 'period'])
    .execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('alert_digests').execute();
  await db.schema.dropTable('alerts').execute();
  await db.schema.alterTable('chat_flags').dropColumn('message_id').dropColumn('excerpt').execute();
}
