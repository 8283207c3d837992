import type { Kysely } from 'kysely';

/**
 * Issue 18, account deletion: a deleted account's ID token stays valid for up to an hour, and the
 * first authenticated call creates a user row. A tombstone — the SHA-256 of the deleted uid, never
 * the uid itself, so nothing of the family stays readable — lets that first call refuse instead of
 * recreating the account, without asking the sign-in service on every new account's first request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_tombstones')
    .addColumn('uid_hash', 'text', (c) => c.primaryKey())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_tombstones').execute();
}
