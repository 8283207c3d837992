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

/** Expects every summary table of migration 0017 to equal its recount from the facts (ledger, usage turns, accounts, journal and memories). */
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

  // Presence, each recounted from the usage turns themselves (not from the summary below it).
  const turns = sql`(select coalesce(t.child_id, t.user_id) as profile_id, t.user_id, t.child_id, t.band, (t.at at time zone 'UTC')::date as day,
      date_trunc('week', t.at at time zone 'UTC')::date as week, (u.created_at at time zone 'UTC')::date as signup_day,
      date_trunc('week', u.created_at at time zone 'UTC')::date as signup_week
    from usage_turns t join users u on u.id = t.user_id)`;
  expect(await rowsOf(db, sql`select day::text as day, band, profiles from activity_daily`), 'activity_daily').toEqual(
    await rowsOf(db, sql`select day::text as day, band, count(distinct profile_id) as profiles from ${turns} t group by 1, 2`),
  );
  expect(await rowsOf(db, sql`select profile_id, week::text as week, band, user_id, child_id, days from profile_activity_weekly`), 'profile_activity_weekly').toEqual(
    await rowsOf(db, sql`select profile_id, week::text as week, band, user_id, child_id, count(distinct day) as days from ${turns} t group by 1, 2, 3, 4, 5`),
  );
  expect(await rowsOf(db, sql`select week::text as week, band, profiles from activity_weekly`), 'activity_weekly').toEqual(
    await rowsOf(db, sql`select week::text as week, band, count(distinct profile_id) as profiles from ${turns} t group by 1, 2`),
  );
  expect(await rowsOf(db, sql`select user_id, day::text as day, profiles, first_week from account_activity_daily`), 'account_activity_daily').toEqual(
    await rowsOf(
      db,
      sql`select user_id, day::text as day, count(distinct (profile_id, band)) as profiles, day - signup_day between 0 and 6 as first_week from ${turns} t group by user_id, day, signup_day`,
    ),
  );
  expect(await rowsOf(db, sql`select user_id, days from account_first_week`), 'account_first_week').toEqual(
    await rowsOf(db, sql`select user_id, count(distinct day) as days from ${turns} t where day - signup_day between 0 and 6 group by 1`),
  );
  expect(await rowsOf(db, sql`select user_id, week::text as week, signup_week::text as signup_week, profiles from account_activity_weekly`), 'account_activity_weekly').toEqual(
    await rowsOf(db, sql`select user_id, week::text as week, signup_week::text as signup_week, count(distinct (profile_id, band)) as profiles from ${turns} t group by 1, 2, 3`),
  );
  expect(await rowsOf(db, sql`select signup_week::text as signup_week, k, accounts from cohort_weekly`), 'cohort_weekly').toEqual(
    await rowsOf(
      db,
      sql`select signup_week::text as signup_week, (week - signup_week) / 7 as k, count(distinct user_id) as accounts from ${turns} t where week - signup_week between 0 and 28 group by 1, 2`,
    ),
  );

  // Journal entries and memories per day, in the band each was written in.
  expect(await rowsOf(db, sql`select day::text as day, band, kind, n from content_daily`), 'content_daily').toEqual(
    await rowsOf(
      db,
      sql`select (created_at at time zone 'UTC')::date::text as day, band, 'journal' as kind, count(*) as n from journal_entries group by 1, 2
          union all
          select (created_at at time zone 'UTC')::date::text as day, band, 'memory' as kind, count(*) as n from memories group by 1, 2`,
    ),
  );
}
