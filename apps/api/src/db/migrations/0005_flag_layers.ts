import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 13: a safety flag says how much it matters (`severity`: info, concern or urgent) and which
 * layer raised it (`layer`: `offline` for the classifier, or a moderation layer's name such as
 * `openai` or `guard`). Flags stored before this were all the offline classifier's, and it had no
 * severities yet: they read as `concern`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_flags')
    .addColumn('severity', 'text', (c) => c.notNull().defaultTo('concern').check(sql`severity in ('info', 'concern', 'urgent')`))
    .addColumn('layer', 'text', (c) => c.notNull().defaultTo('offline'))
    .execute();
}

/** Drops what {@link up} added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_flags').dropColumn('layer').dropColumn('severity').execute();
}
