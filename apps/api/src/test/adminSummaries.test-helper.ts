import { sql, type Kysely, type RawBuilder } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema';

// Issue 20: each summary table of migration 0017 against a recount of its facts, written here
// independently of the triggers and of grove_admin_summaries_rebuild (a recount by the same SQL would
// prove nothing).

/** Rows of a query as sorted JSON lines, numbers as numbers, so two recounts compare as text. */
async function rowsOf(db: Kysely<Database>, query: RawBuilder<unknown>): Promise<string[]> {
  const { rows } = await query.execute(db);
  const plain = (value: unknown) => (typeof value === 'bigint' || (typeof value === 'string' && /^-?\d+$/.test(value)) ? Number(value) : value instanceof Date ? value.toISOString() : value);
  return (rows as Array<Record<string, unknown>>).map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)])))).sort();
}

/** Expects `token_account_totals`, `ledger_daily`, `usage_daily` and `profile_activity_daily` to equal their recounts. */
export async function summariesEqualRecounts(db: Kysely<Database>): Promise<void> {
  // Per account: the ledger's sum, count and newest time.
  expect(await rowsOf(db, sql`select user_id, ledger_sum, entries, last_at from token_account_totals`), 'token_account_totals').toEqual(
    await rowsOf(db, sql`select user_id, sum(delta) as ledger_sum, count(*) as entries, max(created_at) as last_at from token_ledger group by user_id`),
  );
  expect(await rowsOf(db, sql`select day::text as day, reason, entries, tokens from ledger_daily`), 'ledger_daily').toEqual(
    await rowsOf(db, sql`select (created_at at time zone 'UTC')::date::text as day, reason, count(*) as entries, sum(delta) as tokens from token_ledger group by 1, 2`),
  );
  expect(await rowsOf(db, sql`select day::text as day, kind, game, model, band, turns, sessions, prompt_tokens, completion_tokens, charged from usage_daily`), 'usage_daily').toEqual(
    await rowsOf(
      db,
      sql`
        select (at at time zone 'UTC')::date::text as day, kind, game, model, band, count(*) as turns, count(*) filter (where opened) as sessions,
          sum(prompt_tokens) as prompt_tokens, sum(completion_tokens) as completion_tokens, sum(charged) as charged
        from usage_turns group by 1, 2, 3, 4, 5`,
    ),
  );
  expect(await rowsOf(db, sql`select profile_id, day::text as day, band, user_id, child_id, turns, tokens from profile_activity_daily`), 'profile_activity_daily').toEqual(
    await rowsOf(
      db,
      sql`
        select coalesce(child_id, user_id) as profile_id, (at at time zone 'UTC')::date::text as day, band, user_id, child_id, count(*) as turns,
          sum(prompt_tokens + completion_tokens) as tokens
        from usage_turns where user_id is not null group by 1, 2, 3, 4, 5`,
    ),
  );
}
