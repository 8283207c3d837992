import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * A child's quest reflection (issue 21) that the safety filter rates urgent alerts the parent like a
 * journal entry does; until now its alert said `journal`, so the parent was told "in their journal"
 * about words written in a quest. `alerts.source` gains `quest`. The check from 0011 had no name of its
 * own, so PostgreSQL named it `alerts_source_check` (table_column_check) on every server and in PGlite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table alerts drop constraint alerts_source_check`.execute(db);
  await sql`alter table alerts add constraint alerts_source_check check (source in ('chat', 'journal', 'quest'))`.execute(db);
}

/** Puts back 0011's check; a `quest` alert becomes a `journal` one, as it was stored before. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table alerts drop constraint alerts_source_check`.execute(db);
  await sql`update alerts set source = 'journal' where source = 'quest'`.execute(db);
  await sql`alter table alerts add constraint alerts_source_check check (source in ('chat', 'journal'))`.execute(db);
}
