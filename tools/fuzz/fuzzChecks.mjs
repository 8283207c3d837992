// What the fuzzer asserts about each response: no 5xx, SPEC's error body on every 4xx, nothing of
// another family in any response, and no change in the database from a rejected request.
import { sql } from 'kysely';
import { errorBodyParse } from '@grove/api-contract';
import { schemaTablesOf } from '../../apps/api/src/services/familyTables.ts';

/**
 * Tables a rejected request changes on purpose: rate-limit counters count refused calls too, a wrong
 * PIN is a 4xx that must count towards the lockout, and a forged referral conversion proof is a 403
 * recorded as an abuse event for the admins (issue 19).
 */
export const CHANGED_BY_REFUSALS = new Set(['rate_limits', 'pin_attempts', 'referral_events']);

/** Columns a request of any outcome may refresh (the sign-in time, refreshed once a while by any call). */
const VOLATILE_COLUMNS = ['last_login_at'];

/** The fuzzer's own table: per table of the app, how many rows have changed in it so far. */
const JOURNAL = 'fuzz_write_journal';

/**
 * Installs a write journal in the fuzzed database and returns a snapshot function for it. A trigger
 * on every table of the app (but {@link CHANGED_BY_REFUSALS}) counts each row inserted, deleted or
 * changed in value, in the same transaction as the change — so a rolled-back write counts nothing.
 * A snapshot is one small read however large the database grows, and it sees more than row counts
 * and the ledger's sum would (a refused PATCH that half-applied an update, a balance moved without a
 * ledger row): any committed change at all. The journal has no owner column, so the app's
 * every-table code (export, deletion, retention) leaves it alone.
 */
export async function snapshotterFor(db) {
  const { tables } = await schemaTablesOf(db);
  const names = tables.map((table) => table.name).filter((name) => !CHANGED_BY_REFUSALS.has(name) && name !== JOURNAL);
  const volatile = sql.join(VOLATILE_COLUMNS.map((column) => sql.lit(column)));
  await sql`create table if not exists ${sql.table(JOURNAL)} (table_name text primary key, writes bigint not null)`.execute(db);
  await sql`create or replace function fuzz_write_count() returns trigger language plpgsql as $$
    begin
      -- An UPDATE that changed no value (or only the sign-in time) is no change.
      if tg_op = 'UPDATE' and (to_jsonb(new) - array[${volatile}]::text[]) = (to_jsonb(old) - array[${volatile}]::text[]) then
        return null;
      end if;
      insert into ${sql.table(JOURNAL)} values (tg_table_name, 1)
        on conflict (table_name) do update set writes = ${sql.table(JOURNAL)}.writes + 1;
      return null;
    end $$`.execute(db);
  for (const name of names) {
    await sql`drop trigger if exists fuzz_write_count on ${sql.table(name)}`.execute(db);
    await sql`create trigger fuzz_write_count after insert or update or delete on ${sql.table(name)} for each row execute function fuzz_write_count()`.execute(db);
  }
  const query = sql`select table_name, writes::text as writes from ${sql.table(JOURNAL)}`;
  return async () => Object.fromEntries((await query.execute(db)).rows.map((row) => [row.table_name, row.writes]));
}

/** The tables changed between two snapshots, each with how many rows changed. */
export function snapshotDiff(before, after) {
  return Object.keys(after)
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key} (${String(BigInt(after[key]) - BigInt(before[key] ?? 0))} rows)`);
}

/** Why a 4xx body is not SPEC's error body (`{ error: { code, message, field? } }`), or null. */
export function errorShapeProblem(response) {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type ${type || '(none)'}`;
  let payload;
  try {
    payload = JSON.parse(response.body);
  } catch {
    return 'body is not JSON';
  }
  return errorBodyParse(payload) ? null : `not an error body: ${response.body.slice(0, 200)}`;
}

/** Server-sent events of a streamed reply that report an internal error (a 5xx after the headers went out). */
export function streamInternalError(response) {
  if (!String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) return null;
  const match = response.body.match(/event: error\ndata: (.*)/);
  if (!match) return null;
  return /"internal"/.test(match[1]) ? match[1].slice(0, 200) : null;
}

/**
 * Which of `secrets` the response shows, leaving out those the request itself carried (an error
 * message may echo the caller's own input; that tells them nothing new).
 */
export function secretsShown(responseBody, requestText, secrets) {
  const body = responseBody.toLowerCase();
  const sent = requestText.toLowerCase();
  return secrets.filter((secret) => {
    const needle = secret.toLowerCase();
    return body.includes(needle) && !sent.includes(needle);
  });
}

/** Which of `ids` the request carries (in its URL, headers or body). */
export function idsSent(requestText, ids) {
  return ids.filter((id) => requestText.includes(id));
}
