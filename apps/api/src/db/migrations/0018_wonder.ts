import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 21: the animal guide a profile chose (/spirit-animal, shown as "Animal guide") and the quests
 * it accepted and finished.
 *
 * - `users.animal_guide` / `child_accounts.animal_guide`: an id of `@grove/wonder`'s ANIMAL_GUIDES (the
 *   API checks it; the content may change, so it is not a foreign key), with when it was chosen. On the
 *   profile's own row: the guide goes with the profile, into its export and out with its deletion.
 * - `quest_entries`: one row per quest a profile accepted; `done` once finished, with the reflection.
 *   A quest dropped ("not now") is deleted, leaving no trace; a quest done again later is a new row.
 *   The partial unique index keeps one open entry per profile and quest, so two accepts sent at once
 *   make one entry (the API inserts with `on conflict do nothing` against it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'child_accounts']) {
    await db.schema.alterTable(table).addColumn('animal_guide', 'text').addColumn('animal_guide_at', 'timestamptz').execute();
  }

  await db.schema
    .createTable('quest_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    // The child's id, else the account's: what the routes' paths name.
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('quest_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('accepted', 'done')`))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz')
    // What the person wrote when it was done; null when they wrote nothing ("done" is enough).
    .addColumn('reflection', 'text')
    .addCheckConstraint('quest_entries_done_has_time', sql`(status = 'done') = (done_at is not null)`)
    .addCheckConstraint('quest_entries_open_has_no_reflection', sql`status = 'done' or reflection is null`)
    .execute();
  await sql`create unique index quest_entries_open_idx on quest_entries (profile_id, quest_id) where status = 'accepted'`.execute(db);
  // A profile's list, newest first; the account's rows for its deletion and export.
  await db.schema.createIndex('quest_entries_profile_idx').on('quest_entries').columns(['profile_id', 'accepted_at']).execute();
  await db.schema.createIndex('quest_entries_user_idx').on('quest_entries').column('user_id').execute();
  await sql`create index quest_entries_child_idx on quest_entries (child_id) where child_id is not null`.execute(db);
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quest_entries').execute();
  for (const table of ['child_accounts', 'users']) {
    await db.schema.alterTable(table).dropColumn('animal_guide_at').dropColumn('animal_guide').execute();
  }
}
