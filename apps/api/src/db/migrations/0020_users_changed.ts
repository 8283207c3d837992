import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 22 item 4: each API process keeps the accounts it has just read in memory
 * (`db/accountCache.ts`), so a signed-in request does not wait for a round trip to PostgreSQL. The
 * row is the authority on the balance, `is_active` and the admin role, so every change to it — by any
 * API copy, an operator's `psql`, a cascade — is announced after it commits, and every copy that
 * LISTENs drops its copy. A trigger, not the API's code, so that no writer can forget. The channel is
 * `grove_users_changed` (`USERS_CHANGED_CHANNEL`); the payload is the row's id, `*` for a TRUNCATE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function grove_users_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('grove_users_changed', old.id);
      else
        perform pg_notify('grove_users_changed', new.id);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create function grove_users_truncated() returns trigger language plpgsql as $$
    begin
      perform pg_notify('grove_users_changed', '*');
      return null;
    end
    $$`.execute(db);
  await sql`create trigger users_changed after insert or update or delete on users for each row execute function grove_users_changed()`.execute(db);
  await sql`create trigger users_truncated after truncate on users for each statement execute function grove_users_truncated()`.execute(db);
}

/** Drops the triggers and their functions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_truncated on users`.execute(db);
  await sql`drop trigger users_changed on users`.execute(db);
  await sql`drop function grove_users_truncated()`.execute(db);
  await sql`drop function grove_users_changed()`.execute(db);
}
