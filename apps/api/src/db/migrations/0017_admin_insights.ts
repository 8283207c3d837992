import { sql, type Kysely } from 'kysely';

// Kept within PostgreSQL 15 (PGlite is 18; production servers may be older).

/**
 * Issue 20, part B: what the admin area's insight screens read, fast on a million ledger rows and two
 * million messages.
 *
 * Facts:
 * - `usage_turns`: one row per answered turn — an account's (chat, game, guided; stored, free-access or
 *   temporary alike) or the anonymous trial's — with the tokens the model used, what was charged, the
 *   model, the kind, the game or theme and the age band at the time. No text: it is the usage record
 *   the ledger (balance changes only) and the messages (content, deleted with their conversation)
 *   cannot be. The family's rows carry `user_id`/`child_id`, so export and deletion find them.
 * - `trial_usage.ip_prefix`: the /24 (IPv4) or /48 (IPv6) the record's IP belongs to, by
 *   `grove_ip_prefix` — the only form of an IP an admin sees, and what clusters group by.
 *
 * Summaries, each equal at every commit to a recount of its facts:
 * - `token_account_totals`: per account, the sum and count of its ledger rows and its newest row's
 *   `balance_after` — the reconciliation compares balance with opening balance + sum in one pass over
 *   the accounts, instead of summing the ledger.
 * - `ledger_daily`: ledger rows and their tokens per UTC day and reason.
 * - `usage_daily`: turns, sessions (conversations started) and tokens per UTC day, kind, game, model and band.
 * - `profile_activity_daily`: per profile, UTC day and band, the turns and tokens (top accounts).
 * - Presence, from `profile_activity_daily` (each row is a profile active that day), so that no
 *   figure's cost grows with the length of the range: `activity_daily` (active profiles per day and
 *   band), `profile_activity_weekly` and `activity_weekly` (per week), `account_activity_daily` (the
 *   account or one of its children active that day; whether it was one of the account's first 7 days)
 *   and `account_first_week` (how many such days), `account_activity_weekly` (with the account's signup
 *   week) and `cohort_weekly` (accounts of a signup week active k = 0…4 weeks after).
 * - `content_daily`: journal entries and memories per UTC day and band (`journal_entries.band` and
 *   `memories.band` keep the band the row was written in).
 *
 * They are kept by triggers, so every writer — the services, the deletion sweep, a cascade, the seed —
 * keeps them right in its own transaction, with no job that could drift. The triggers are DEFERRABLE
 * INITIALLY DEFERRED constraint triggers: they run at COMMIT, so the shared per-day rows (every chat
 * turn of the day adds to the same `usage_daily` and `ledger_daily` rows) are locked only for the
 * instant of the commit, after every other lock the transaction takes — never in the middle of a chat
 * turn, and never in an order that could deadlock with another turn. Insert and delete are mirror
 * images (an upsert and an update), so a row inserted and deleted in one transaction nets out. The
 * presence tables follow their parent row by deferred row triggers too: a presence row is inserted when its
 * first member arrives and deleted when its last goes, and each insert or delete adds or takes one from
 * the level above — whatever deletes it (the parent's trigger, the deletion sweep, a cascade), each
 * level changes exactly once. `grove_admin_summaries_rebuild()` recomputes every summary from its facts
 * (this migration uses it for existing data; `npm run seed:load` after its set-based inserts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // ——— the IP prefix ———
  // One implementation, in SQL: the migration's backfill, the trial charge and the seed all use it.
  await sql`
    create function grove_ip_prefix(ip text) returns text language plpgsql immutable strict as $$
    declare
      v text := lower(trim(ip));
      a inet;
    begin
      -- An IPv4 address seen through an IPv6 socket is the IPv4 address.
      if v ~ '^::ffff:[0-9]{1,3}([.][0-9]{1,3}){3}$' then v := substr(v, 8); end if;
      begin
        a := v::inet;
      exception when others then
        return 'unknown';
      end;
      if family(a) = 4 then return network(set_masklen(a, 24))::text; end if;
      return network(set_masklen(a, 48))::text;
    end $$`.execute(db);

  await db.schema.alterTable('trial_usage').addColumn('ip_prefix', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`update trial_usage set ip_prefix = grove_ip_prefix(ip_address)`.execute(db);
  // Related records by prefix, newest first.
  await db.schema.createIndex('trial_usage_prefix_idx').on('trial_usage').columns(['ip_prefix', 'last_used']).execute();
  await db.schema.createIndex('trial_usage_last_used_idx').on('trial_usage').column('last_used').execute();
  await db.schema.createIndex('trial_usage_first_used_idx').on('trial_usage').column('first_used').execute();

  // ——— indexes on existing facts ———
  // The funnel and the cohorts: accounts created in a range.
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();
  // The token monitor's lists: low balances, and who used tokens today (free-access accounts are never low nor near).
  await sql`create index users_low_balance_idx on users (tokens_balance) where free_access = false`.execute(db);
  await sql`create index users_usage_today_idx on users (tokens_last_usage_at) where free_access = false`.execute(db);
  await sql`create index purchases_credited_idx on purchases (credited_at) where status = 'credited'`.execute(db);
  // Journal entries per day (memories per day read 0016's memories_created_idx).
  await db.schema.createIndex('journal_entries_created_idx').on('journal_entries').column('created_at').execute();

  // ——— usage_turns ———
  await db.schema
    .createTable('usage_turns')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    // Null only for the trial, whose visitor has no account.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    .addColumn('band', 'text', (c) => c.notNull().check(sql`band in ('adult', '4-8', '9-15', 'trial')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('chat', 'game', 'guided', 'trial')`))
    // The request's gameType (`riddles`, `guided-hiking`, …); '' for a chat.
    .addColumn('game', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prompt_tokens', 'integer', (c) => c.notNull().check(sql`prompt_tokens >= 0`))
    .addColumn('completion_tokens', 'integer', (c) => c.notNull().check(sql`completion_tokens >= 0`))
    // Tokens taken from the balance or the trial allowance (0 for free access; less than used for a
    // streamed reply the account could only partly pay).
    .addColumn('charged', 'integer', (c) => c.notNull().defaultTo(0))
    // The first turn of a conversation: a session of a game or theme.
    .addColumn('opened', 'boolean', (c) => c.notNull().defaultTo(false))
    // The trial's device id (trial turns only), as trial_usage keeps it: the funnel's trial devices.
    .addColumn('trial_device', 'text')
    .addCheckConstraint('usage_turns_trial_has_no_account', sql`(kind = 'trial') = (user_id is null) and (kind = 'trial') = (band = 'trial')`)
    .execute();
  await db.schema.createIndex('usage_turns_user_idx').on('usage_turns').columns(['user_id', 'at']).execute();
  await sql`create index usage_turns_child_idx on usage_turns (child_id) where child_id is not null`.execute(db);
  await sql`create index usage_turns_trial_idx on usage_turns (at) include (trial_device) where kind = 'trial'`.execute(db);

  // Turns stored before this migration, from their messages: each reply is a turn, its prompt tokens
  // are the person's message before it, its charge the ledger row that references it, its band the
  // child's age now. (Temporary and trial turns were never stored, so they start from here.)
  await sql`
    insert into usage_turns (at, user_id, child_id, band, kind, game, model, prompt_tokens, completion_tokens, charged, opened)
    select m.created_at, c.user_id, c.child_id,
      case when c.child_id is null then 'adult' when ch.age <= 8 then '4-8' else '9-15' end,
      c.kind, '', coalesce(m.model_used, ''),
      case when m.previous_role = 'user' then m.previous_tokens else 0 end,
      m.tokens_used,
      coalesce(-l.delta, 0),
      m.reply_number = 1
    from (
      select cm.*,
        lag(cm.role) over w as previous_role,
        lag(cm.tokens_used) over w as previous_tokens,
        count(*) filter (where cm.role = 'assistant') over w as reply_number
      from chat_messages cm
      window w as (partition by cm.conversation_id order by cm.seq)
    ) m
    join conversations c on c.id = m.conversation_id
    left join child_accounts ch on ch.id = c.child_id
    left join token_ledger l on l.reference = m.id and l.reason = 'chat'
    where m.role = 'assistant'`.execute(db);

  // ——— summaries ———
  await db.schema
    .createTable('token_account_totals')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('ledger_sum', 'bigint', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz')
    .addColumn('last_balance_after', 'integer')
    .execute();

  await db.schema
    .createTable('ledger_daily')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('tokens', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_daily_pk', ['day', 'reason'])
    .execute();

  await db.schema
    .createTable('usage_daily')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('turns', 'integer', (c) => c.notNull())
    .addColumn('sessions', 'integer', (c) => c.notNull())
    .addColumn('prompt_tokens', 'bigint', (c) => c.notNull())
    .addColumn('completion_tokens', 'bigint', (c) => c.notNull())
    .addColumn('charged', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_daily_pk', ['day', 'kind', 'game', 'model', 'band'])
    .execute();

  await db.schema
    .createTable('profile_activity_daily')
    // The child's id, else the account's.
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    .addColumn('turns', 'integer', (c) => c.notNull())
    .addColumn('tokens', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_activity_daily_pk', ['profile_id', 'day', 'band'])
    .execute();
  // Active profiles per day and week (index-only), top accounts, and one account's days.
  await db.schema.createIndex('profile_activity_daily_day_idx').on('profile_activity_daily').columns(['day', 'band', 'profile_id']).execute();
  await sql`create index profile_activity_daily_user_idx on profile_activity_daily (user_id, day) include (tokens, turns)`.execute(db);
  await sql`create index profile_activity_daily_child_idx on profile_activity_daily (child_id) where child_id is not null`.execute(db);

  // ——— presence ———
  await sql`create table activity_daily (day date not null, band text not null, profiles integer not null, primary key (day, band))`.execute(db);
  await db.schema
    .createTable('profile_activity_weekly')
    .addColumn('profile_id', 'text', (c) => c.notNull())
    // The Monday (UTC) of the week.
    .addColumn('week', 'date', (c) => c.notNull())
    .addColumn('band', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('child_id', 'text', (c) => c.references('child_accounts.id').onDelete('cascade'))
    // Its active days (rows of profile_activity_daily) that week.
    .addColumn('days', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_activity_weekly_pk', ['profile_id', 'week', 'band'])
    .execute();
  await sql`create index profile_activity_weekly_child_idx on profile_activity_weekly (child_id) where child_id is not null`.execute(db);
  await db.schema.createIndex('profile_activity_weekly_user_idx').on('profile_activity_weekly').columns(['user_id', 'week']).execute();
  await sql`create table activity_weekly (week date not null, band text not null, profiles integer not null, primary key (week, band))`.execute(db);
  await db.schema
    .createTable('account_activity_daily')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    // Its rows in profile_activity_daily (the account's and its children's).
    .addColumn('profiles', 'integer', (c) => c.notNull())
    // One of the 7 days from the account's signup day (UTC), for the funnel's first week.
    .addColumn('first_week', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_activity_daily_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createTable('account_first_week')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('days', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('account_activity_weekly')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week', 'date', (c) => c.notNull())
    // The Monday of the account's signup week: which cohort the row counts in.
    .addColumn('signup_week', 'date', (c) => c.notNull())
    // Its rows in profile_activity_weekly.
    .addColumn('profiles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_activity_weekly_pk', ['user_id', 'week'])
    .execute();
  await sql`create table cohort_weekly (signup_week date not null, k integer not null, accounts integer not null, primary key (signup_week, k))`.execute(db);

  // ——— journal entries and memories per day ———
  // The band a row was written in, kept on it (a child's later birthday does not move old counts, and
  // a deletion — even by cascade, after the child is gone — knows which count to take from).
  for (const table of ['journal_entries', 'memories']) {
    await sql`alter table ${sql.table(table)} add column band text not null default 'adult' check (band in ('adult', '4-8', '9-15'))`.execute(db);
    await sql`update ${sql.table(table)} t set band = case when c.age <= 8 then '4-8' else '9-15' end from child_accounts c where c.id = t.child_id`.execute(db);
  }
  await sql`create table content_daily (day date not null, band text not null, kind text not null check (kind in ('journal', 'memory')), n integer not null, primary key (day, band, kind))`.execute(db);

  await sql`
    create function grove_admin_summaries_rebuild() returns void language plpgsql as $$
    begin
      delete from token_account_totals;
      insert into token_account_totals (user_id, ledger_sum, entries, last_at, last_balance_after)
      select l.user_id, sum(l.delta), count(*), max(l.created_at),
        (array_agg(l.balance_after order by l.created_at desc, l.id desc))[1]
      from token_ledger l group by l.user_id;

      delete from ledger_daily;
      insert into ledger_daily (day, reason, entries, tokens)
      select (created_at at time zone 'UTC')::date, reason, count(*), sum(delta) from token_ledger group by 1, 2;

      delete from usage_daily;
      insert into usage_daily (day, kind, game, model, band, turns, sessions, prompt_tokens, completion_tokens, charged)
      select (at at time zone 'UTC')::date, kind, game, model, band, count(*), count(*) filter (where opened),
        sum(prompt_tokens), sum(completion_tokens), sum(charged)
      from usage_turns group by 1, 2, 3, 4, 5;

      -- Set-based here: the presence triggers, which add one row at a time, stay out of it.
      alter table profile_activity_daily disable trigger user;
      alter table profile_activity_weekly disable trigger user;
      alter table account_activity_daily disable trigger user;
      alter table account_activity_weekly disable trigger user;

      delete from profile_activity_daily;
      insert into profile_activity_daily (profile_id, day, band, user_id, child_id, turns, tokens)
      select coalesce(child_id, user_id), (at at time zone 'UTC')::date, band, min(user_id), min(child_id), count(*),
        sum(prompt_tokens + completion_tokens)
      from usage_turns where user_id is not null group by 1, 2, 3;

      delete from activity_daily;
      insert into activity_daily (day, band, profiles) select day, band, count(*) from profile_activity_daily group by 1, 2;
      delete from profile_activity_weekly;
      insert into profile_activity_weekly (profile_id, week, band, user_id, child_id, days)
      select profile_id, date_trunc('week', day)::date, band, min(user_id), min(child_id), count(*) from profile_activity_daily group by 1, 2, 3;
      delete from activity_weekly;
      insert into activity_weekly (week, band, profiles) select week, band, count(*) from profile_activity_weekly group by 1, 2;
      delete from account_activity_daily;
      insert into account_activity_daily (user_id, day, profiles, first_week)
      select p.user_id, p.day, count(*), p.day - (u.created_at at time zone 'UTC')::date between 0 and 6
      from profile_activity_daily p join users u on u.id = p.user_id group by p.user_id, p.day, u.created_at;
      delete from account_first_week;
      insert into account_first_week (user_id, days) select user_id, count(*) from account_activity_daily where first_week group by 1;
      delete from account_activity_weekly;
      insert into account_activity_weekly (user_id, week, signup_week, profiles)
      select w.user_id, w.week, date_trunc('week', u.created_at at time zone 'UTC')::date, count(*)
      from profile_activity_weekly w join users u on u.id = w.user_id group by w.user_id, w.week, u.created_at;
      delete from cohort_weekly;
      insert into cohort_weekly (signup_week, k, accounts)
      select signup_week, (week - signup_week) / 7, count(*) from account_activity_weekly where week - signup_week between 0 and 28 group by 1, 2;

      alter table profile_activity_daily enable trigger user;
      alter table profile_activity_weekly enable trigger user;
      alter table account_activity_daily enable trigger user;
      alter table account_activity_weekly enable trigger user;

      delete from content_daily;
      insert into content_daily (day, band, kind, n)
      select (created_at at time zone 'UTC')::date, band, 'journal', count(*) from journal_entries group by 1, 2
      union all
      select (created_at at time zone 'UTC')::date, band, 'memory', count(*) from memories group by 1, 2;
    end $$`.execute(db);
  await sql`select grove_admin_summaries_rebuild()`.execute(db);

  // ——— the triggers that keep them ———
  await sql`
    create function grove_ledger_summary_add() returns trigger language plpgsql as $$
    begin
      insert into token_account_totals as t (user_id, ledger_sum, entries, last_at, last_balance_after)
      values (new.user_id, new.delta, 1, new.created_at, new.balance_after)
      on conflict (user_id) do update set
        ledger_sum = t.ledger_sum + excluded.ledger_sum,
        entries = t.entries + 1,
        -- Rows of one instant keep their insertion order: the later one is the newer balance.
        last_balance_after = case when t.last_at is null or excluded.last_at >= t.last_at then excluded.last_balance_after else t.last_balance_after end,
        last_at = greatest(t.last_at, excluded.last_at);
      insert into ledger_daily as d (day, reason, entries, tokens)
      values ((new.created_at at time zone 'UTC')::date, new.reason, 1, new.delta)
      on conflict (day, reason) do update set entries = d.entries + 1, tokens = d.tokens + excluded.tokens;
      return null;
    end $$`.execute(db);
  await sql`
    create function grove_ledger_summary_remove() returns trigger language plpgsql as $$
    declare
      newest_at timestamptz;
      newest_balance integer;
    begin
      -- Update only: an account being deleted may have lost its totals row already (deleted, not re-made).
      update token_account_totals set ledger_sum = ledger_sum - old.delta, entries = entries - 1 where user_id = old.user_id;
      delete from token_account_totals where user_id = old.user_id and entries <= 0;
      select l.created_at, l.balance_after into newest_at, newest_balance from token_ledger l where l.user_id = old.user_id order by l.created_at desc, l.id desc limit 1;
      update token_account_totals set last_at = newest_at, last_balance_after = newest_balance where user_id = old.user_id;
      update ledger_daily set entries = entries - 1, tokens = tokens - old.delta
      where day = (old.created_at at time zone 'UTC')::date and reason = old.reason;
      delete from ledger_daily where day = (old.created_at at time zone 'UTC')::date and reason = old.reason and entries <= 0;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger token_ledger_summary_add after insert on token_ledger
    deferrable initially deferred for each row execute function grove_ledger_summary_add()`.execute(db);
  await sql`
    create constraint trigger token_ledger_summary_remove after delete on token_ledger
    deferrable initially deferred for each row execute function grove_ledger_summary_remove()`.execute(db);

  await sql`
    create function grove_usage_summary_add() returns trigger language plpgsql as $$
    declare
      d date := (new.at at time zone 'UTC')::date;
    begin
      insert into usage_daily as u (day, kind, game, model, band, turns, sessions, prompt_tokens, completion_tokens, charged)
      values (d, new.kind, new.game, new.model, new.band, 1, case when new.opened then 1 else 0 end, new.prompt_tokens, new.completion_tokens, new.charged)
      on conflict (day, kind, game, model, band) do update set
        turns = u.turns + 1,
        sessions = u.sessions + excluded.sessions,
        prompt_tokens = u.prompt_tokens + excluded.prompt_tokens,
        completion_tokens = u.completion_tokens + excluded.completion_tokens,
        charged = u.charged + excluded.charged;
      if new.user_id is not null then
        insert into profile_activity_daily as p (profile_id, day, band, user_id, child_id, turns, tokens)
        values (coalesce(new.child_id, new.user_id), d, new.band, new.user_id, new.child_id, 1, new.prompt_tokens + new.completion_tokens)
        on conflict (profile_id, day, band) do update set turns = p.turns + 1, tokens = p.tokens + excluded.tokens;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function grove_usage_summary_remove() returns trigger language plpgsql as $$
    declare
      d date := (old.at at time zone 'UTC')::date;
    begin
      update usage_daily set
        turns = turns - 1,
        sessions = sessions - case when old.opened then 1 else 0 end,
        prompt_tokens = prompt_tokens - old.prompt_tokens,
        completion_tokens = completion_tokens - old.completion_tokens,
        charged = charged - old.charged
      where usage_daily.day = d and kind = old.kind and game = old.game and model = old.model and band = old.band;
      delete from usage_daily where usage_daily.day = d and kind = old.kind and game = old.game and model = old.model and band = old.band and turns <= 0;
      if old.user_id is not null then
        -- Update only: a deleted family's activity rows may be gone already.
        update profile_activity_daily set turns = turns - 1, tokens = tokens - (old.prompt_tokens + old.completion_tokens)
        where profile_id = coalesce(old.child_id, old.user_id) and profile_activity_daily.day = d and band = old.band;
        delete from profile_activity_daily where profile_id = coalesce(old.child_id, old.user_id) and profile_activity_daily.day = d and band = old.band and turns <= 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger usage_turns_summary_add after insert on usage_turns
    deferrable initially deferred for each row execute function grove_usage_summary_add()`.execute(db);
  await sql`
    create constraint trigger usage_turns_summary_remove after delete on usage_turns
    deferrable initially deferred for each row execute function grove_usage_summary_remove()`.execute(db);

  // ——— presence: each level follows the one below, one row at a time ———
  // Deferred like the rest: every shared row (a day's, a week's, a cohort's) is locked at commit, in the
  // same order by every transaction — the ledger's, then usage, then presence upwards — whether it adds
  // (a chat turn) or takes away (a deletion, whose cascades queue their events behind its usage rows).
  await sql`
    create function grove_profile_day_added() returns trigger language plpgsql as $$
    declare
      in_first_week boolean;
    begin
      insert into activity_daily as a (day, band, profiles) values (new.day, new.band, 1)
      on conflict (day, band) do update set profiles = a.profiles + 1;
      insert into profile_activity_weekly as w (profile_id, week, band, user_id, child_id, days)
      values (new.profile_id, date_trunc('week', new.day)::date, new.band, new.user_id, new.child_id, 1)
      on conflict (profile_id, week, band) do update set days = w.days + 1;
      select new.day - (u.created_at at time zone 'UTC')::date between 0 and 6 into in_first_week from users u where u.id = new.user_id;
      insert into account_activity_daily as d (user_id, day, profiles, first_week) values (new.user_id, new.day, 1, coalesce(in_first_week, false))
      on conflict (user_id, day) do update set profiles = d.profiles + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create function grove_profile_day_removed() returns trigger language plpgsql as $$
    declare
      wk date := date_trunc('week', old.day)::date;
    begin
      update activity_daily set profiles = profiles - 1 where day = old.day and band = old.band;
      delete from activity_daily where day = old.day and band = old.band and profiles <= 0;
      update profile_activity_weekly set days = days - 1 where profile_id = old.profile_id and week = wk and band = old.band;
      delete from profile_activity_weekly where profile_id = old.profile_id and week = wk and band = old.band and days <= 0;
      update account_activity_daily set profiles = profiles - 1 where user_id = old.user_id and day = old.day;
      delete from account_activity_daily where user_id = old.user_id and day = old.day and profiles <= 0;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger profile_activity_daily_added after insert on profile_activity_daily deferrable initially deferred for each row execute function grove_profile_day_added()`.execute(db);
  await sql`create constraint trigger profile_activity_daily_removed after delete on profile_activity_daily deferrable initially deferred for each row execute function grove_profile_day_removed()`.execute(db);

  await sql`
    create function grove_profile_week_added() returns trigger language plpgsql as $$
    declare
      account_signup_week date;
    begin
      insert into activity_weekly as a (week, band, profiles) values (new.week, new.band, 1)
      on conflict (week, band) do update set profiles = a.profiles + 1;
      select date_trunc('week', u.created_at at time zone 'UTC')::date into account_signup_week from users u where u.id = new.user_id;
      insert into account_activity_weekly as w (user_id, week, signup_week, profiles) values (new.user_id, new.week, account_signup_week, 1)
      on conflict (user_id, week) do update set profiles = w.profiles + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create function grove_profile_week_removed() returns trigger language plpgsql as $$
    begin
      update activity_weekly set profiles = profiles - 1 where week = old.week and band = old.band;
      delete from activity_weekly where week = old.week and band = old.band and profiles <= 0;
      update account_activity_weekly set profiles = profiles - 1 where user_id = old.user_id and week = old.week;
      delete from account_activity_weekly where user_id = old.user_id and week = old.week and profiles <= 0;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger profile_activity_weekly_added after insert on profile_activity_weekly deferrable initially deferred for each row execute function grove_profile_week_added()`.execute(db);
  await sql`create constraint trigger profile_activity_weekly_removed after delete on profile_activity_weekly deferrable initially deferred for each row execute function grove_profile_week_removed()`.execute(db);

  await sql`
    create function grove_account_week_added() returns trigger language plpgsql as $$
    begin
      if new.week - new.signup_week between 0 and 28 then
        insert into cohort_weekly as c (signup_week, k, accounts) values (new.signup_week, (new.week - new.signup_week) / 7, 1)
        on conflict (signup_week, k) do update set accounts = c.accounts + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function grove_account_week_removed() returns trigger language plpgsql as $$
    begin
      if old.week - old.signup_week between 0 and 28 then
        update cohort_weekly set accounts = accounts - 1 where signup_week = old.signup_week and k = (old.week - old.signup_week) / 7;
        delete from cohort_weekly where signup_week = old.signup_week and k = (old.week - old.signup_week) / 7 and accounts <= 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger account_activity_weekly_added after insert on account_activity_weekly deferrable initially deferred for each row execute function grove_account_week_added()`.execute(db);
  await sql`create constraint trigger account_activity_weekly_removed after delete on account_activity_weekly deferrable initially deferred for each row execute function grove_account_week_removed()`.execute(db);

  await sql`
    create function grove_account_day_added() returns trigger language plpgsql as $$
    begin
      if new.first_week then
        insert into account_first_week as f (user_id, days) values (new.user_id, 1) on conflict (user_id) do update set days = f.days + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function grove_account_day_removed() returns trigger language plpgsql as $$
    begin
      if old.first_week then
        update account_first_week set days = days - 1 where user_id = old.user_id;
        delete from account_first_week where user_id = old.user_id and days <= 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger account_activity_daily_added after insert on account_activity_daily deferrable initially deferred for each row execute function grove_account_day_added()`.execute(db);
  await sql`create constraint trigger account_activity_daily_removed after delete on account_activity_daily deferrable initially deferred for each row execute function grove_account_day_removed()`.execute(db);

  // ——— journal entries and memories: the band at insert, the day's count at commit ———
  await sql`
    create function grove_content_band() returns trigger language plpgsql as $$
    declare
      child_age integer;
    begin
      if new.child_id is null then
        new.band := 'adult';
      else
        select age into child_age from child_accounts where id = new.child_id;
        new.band := case when child_age <= 8 then '4-8' else '9-15' end;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create function grove_content_added() returns trigger language plpgsql as $$
    begin
      insert into content_daily as c (day, band, kind, n) values ((new.created_at at time zone 'UTC')::date, new.band, tg_argv[0], 1)
      on conflict (day, band, kind) do update set n = c.n + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create function grove_content_removed() returns trigger language plpgsql as $$
    declare
      d date := (old.created_at at time zone 'UTC')::date;
    begin
      update content_daily set n = n - 1 where day = d and band = old.band and kind = tg_argv[0];
      delete from content_daily where day = d and band = old.band and kind = tg_argv[0] and n <= 0;
      return null;
    end $$`.execute(db);
  for (const [table, kind] of [
    ['journal_entries', 'journal'],
    ['memories', 'memory'],
  ] as const) {
    await sql`create trigger ${sql.id(`${table}_band`)} before insert on ${sql.table(table)} for each row execute function grove_content_band()`.execute(db);
    await sql`
      create constraint trigger ${sql.id(`${table}_content_added`)} after insert on ${sql.table(table)}
      deferrable initially deferred for each row execute function grove_content_added(${sql.lit(kind)})`.execute(db);
    await sql`
      create constraint trigger ${sql.id(`${table}_content_removed`)} after delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function grove_content_removed(${sql.lit(kind)})`.execute(db);
  }
}

/** Drops what {@link up} made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['journal_entries', 'memories']) {
    await sql`drop trigger if exists ${sql.id(`${table}_content_removed`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.id(`${table}_content_added`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.id(`${table}_band`)} on ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column band`.execute(db);
  }
  for (const name of ['grove_content_removed', 'grove_content_added', 'grove_content_band', 'grove_account_day_removed', 'grove_account_day_added', 'grove_account_week_removed', 'grove_account_week_added', 'grove_profile_week_removed', 'grove_profile_week_added', 'grove_profile_day_removed', 'grove_profile_day_added']) {
    await sql`drop function if exists ${sql.id(name)}() cascade`.execute(db);
  }
  for (const table of ['content_daily', 'cohort_weekly', 'account_activity_weekly', 'account_first_week', 'account_activity_daily', 'activity_weekly', 'profile_activity_weekly', 'activity_daily']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop trigger if exists usage_turns_summary_remove on usage_turns`.execute(db);
  await sql`drop trigger if exists usage_turns_summary_add on usage_turns`.execute(db);
  await sql`drop trigger if exists token_ledger_summary_remove on token_ledger`.execute(db);
  await sql`drop trigger if exists token_ledger_summary_add on token_ledger`.execute(db);
  await sql`drop function if exists grove_usage_summary_remove()`.execute(db);
  await sql`drop function if exists grove_usage_summary_add()`.execute(db);
  await sql`drop function if exists grove_ledger_summary_remove()`.execute(db);
  await sql`drop function if exists grove_ledger_summary_add()`.execute(db);
  await sql`drop function if exists grove_admin_summaries_rebuild()`.execute(db);
  await db.schema.dropTable('profile_activity_daily').execute();
  await db.schema.dropTable('usage_daily').execute();
  await db.schema.dropTable('ledger_daily').execute();
  await db.schema.dropTable('token_account_totals').execute();
  await db.schema.dropTable('usage_turns').execute();
  for (const index of ['journal_entries_created_idx', 'purchases_credited_idx', 'users_usage_today_idx', 'users_low_balance_idx', 'users_created_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropIndex('trial_usage_first_used_idx').execute();
  await db.schema.dropIndex('trial_usage_last_used_idx').execute();
  await db.schema.dropIndex('trial_usage_prefix_idx').execute();
  await db.schema.alterTable('trial_usage').dropColumn('ip_prefix').execute();
  await sql`drop function if exists grove_ip_prefix(text)`.execute(db);
}
