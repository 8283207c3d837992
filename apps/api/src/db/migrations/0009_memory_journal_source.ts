import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 16, point 7: a memory may come from a journal entry (when the writer lets the journal feed
 * memories). Its entry is kept as the source; deleting the entry leaves the memory without its link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('memories')
    .addColumn('source_journal_entry_id', 'text', (c) => c.references('journal_entries.id').onDelete('set null'))
    .execute();
  await sql`alter table memories drop constraint if exists memories_source_kind_check`.execute(db);
  await sql`alter table memories add constraint memories_source_kind_check check (source_kind in ('conversation', 'journal', 'manual'))`.execute(db);
}

/** Undoes {@link up} (journal-sourced memories become hand-added ones). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update memories set source_kind = 'manual' where source_kind = 'journal'`.execute(db);
  await sql`alter table memories drop constraint if exists memories_source_kind_check`.execute(db);
  await sql`alter table memories add constraint memories_source_kind_check check (source_kind in ('conversation', 'manual'))`.execute(db);
  await db.schema.alterTable('memories').dropColumn('source_journal_entry_id').execute();
}
