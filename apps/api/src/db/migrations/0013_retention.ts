import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 18, retention: each family's choice of how long its children's conversations, journal
 * entries and memories are kept (`users.retention`: '30', '90', '365' days or 'forever', default 90),
 * and `retention_runs`, one row per purge a process carried out, with what it removed — the log a
 * parent or an auditor can ask for, kept in the database so every API copy writes to the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('retention', 'text', (c) => c.notNull().defaultTo('90').check(sql`retention in ('30', '90', '365', 'forever')`))
    .execute();

  await db.schema
    .createTable('retention_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Which API process ran it (host, pid and a random suffix): several copies share one database.
    .addColumn('instance', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    // Counts per kind of row removed, e.g. {"chatMessages": 12, "memories": 1}.
    .addColumn('removed', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('retention_runs_started_idx').on('retention_runs').column('started_at').execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retention_runs').execute();
  await db.schema.alterTable('users').dropColumn('retention').execute();
}
