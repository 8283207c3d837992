import { sql, type Kysely } from 'kysely';
import {
  type AdminAccountUsage,
  type AdminAgeBand,
  type AdminLedgerMovement,
  type AdminLedgerReason,
  type AdminReconciliation,
  type AdminReconciliationRow,
  type AdminTokenAccount,
  type AdminTokenAccounts,
  type AdminTokenList,
  type AdminTokenMonitor,
  type AdminTokenUsage,
  type AdminUsageFigures,
  type AdminUsageGroupBy,
} from '@grove/api-contract';
import { TOKENS_LOW_BALANCE_THRESHOLD, TOKENS_NEAR_DAILY_LIMIT_PERCENT, TOKENS_NEW_ACCOUNT_BALANCE, tokenBalanceFigures } from '@grove/token-client';
import type { Database } from '../db/schema';
import { adminConcurrently, adminDayStart, adminRangeToApi, type AdminRange } from './adminRange';

// Issue 20: the token monitor and the token usage tracker. Everything is read from indexes and from the
// summaries of migration 0017 — nothing here scans the ledger or the messages — so each call costs the
// same on a million ledger rows as on ten.

/** A page of a list. */
export interface AdminPage {
  limit: number;
  offset: number;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/** The UTC start of the day `now` is in: usage counters older than it count as 0 today (token-client's rollover). */
function todayStart(now: Date): Date {
  return adminDayStart(now.toISOString().slice(0, 10));
}

interface AccountRow {
  id: string;
  email: string;
  display_name: string;
  tokens_balance: number;
  daily_token_limit: number;
  free_access: boolean;
  tokens_last_usage_at: Date | string | null;
  used_today: number | string;
}

function tokenAccountOf(row: AccountRow): AdminTokenAccount {
  const tokensUsedToday = num(row.used_today);
  const figures = tokenBalanceFigures({ balance: row.tokens_balance, tokensUsedToday, dailyTokenLimit: row.daily_token_limit, freeAccess: row.free_access });
  return {
    userId: row.id,
    email: row.email,
    displayName: row.display_name,
    balance: row.tokens_balance,
    tokensUsedToday,
    dailyTokenLimit: row.daily_token_limit,
    dailyUsagePercentage: figures.dailyUsagePercentage,
    freeAccess: row.free_access,
    lastUsageAt: isoOrNull(row.tokens_last_usage_at),
  };
}

/**
 * One page of a token monitor list and its length. `near_daily_limit`: today's usage (rolled over at
 * 00:00 UTC) at or above {@link TOKENS_NEAR_DAILY_LIMIT_PERCENT} % of the daily limit, the fullest
 * first; `low_balance`: a balance under {@link TOKENS_LOW_BALANCE_THRESHOLD}, the lowest first. Free-access
 * accounts are in neither (token-client: they are never low nor near). Both read partial indexes of
 * migration 0017 (only today's users, only low balances).
 */
export async function adminTokenAccounts(db: Kysely<Database>, list: AdminTokenList, page: AdminPage, now: Date): Promise<AdminTokenAccounts> {
  const today = sql`${todayStart(now).toISOString()}::timestamptz`;
  const usedToday = sql`(case when tokens_last_usage_at >= ${today} then tokens_used_today else 0 end)`;
  const where =
    list === 'near_daily_limit'
      ? sql`free_access = false and (tokens_last_usage_at >= ${today} or daily_token_limit = 0)
          and ${usedToday}::bigint * 100 >= daily_token_limit::bigint * ${TOKENS_NEAR_DAILY_LIMIT_PERCENT}`
      : sql`free_access = false and tokens_balance < ${TOKENS_LOW_BALANCE_THRESHOLD}`;
  const order =
    list === 'near_daily_limit'
      ? sql`used_today::float8 / nullif(daily_token_limit, 0) desc nulls first, id`
      : sql`tokens_balance, id`;
  // The count and the page in one statement: the lateral page may be empty (an offset past the end), the count row never is.
  const { rows } = await sql<AccountRow & { total: number | string; id: string | null }>`
    with picked as (select id, email, display_name, tokens_balance, daily_token_limit, free_access, tokens_last_usage_at, ${usedToday} as used_today from users where ${where})
    select (select count(*) from picked) as total, page.*
    from (select 1) as one
    left join lateral (select * from picked order by ${order} limit ${page.limit} offset ${page.offset}) as page on true`.execute(db);
  return {
    list,
    total: num(rows[0]?.total),
    accounts: rows.filter((row) => row.id !== null).map(tokenAccountOf),
  };
}

interface ReconciliationRowDb {
  id: string | null;
  email: string;
  display_name: string;
  tokens_balance: number;
  ledger_sum: number | string;
  entries: number;
  last_balance_after: number | null;
  last_at: Date | string | null;
  total: number | string;
}

/**
 * Every account whose balance is not its opening balance plus the sum of its ledger rows, the largest
 * differences first, and how many there are. The opening balance ({@link TOKENS_NEW_ACCOUNT_BALANCE},
 * SPEC §9) is the users column's default and is not a ledger row: an account with no ledger rows must
 * hold exactly it. The sum comes from `token_account_totals`, a running total the ledger's own trigger
 * keeps in the ledger's transaction — so one pass over the accounts checks them all, and any change of
 * a balance that did not go through the ledger shows, however long ago it happened (comparing with the
 * newest row's `balance_after` would miss a drift from before that row; it is given as a hint of when).
 */
export async function adminReconciliation(db: Kysely<Database>, page: AdminPage, now: Date): Promise<AdminReconciliation> {
  const expected = sql`(${TOKENS_NEW_ACCOUNT_BALANCE}::bigint + coalesce(t.ledger_sum, 0))`;
  const { rows } = await sql<ReconciliationRowDb>`
    with mismatched as (
      select u.id, u.email, u.display_name, u.tokens_balance, coalesce(t.ledger_sum, 0) as ledger_sum, coalesce(t.entries, 0) as entries,
        t.last_balance_after, t.last_at, abs(u.tokens_balance::bigint - ${expected}) as gap
      from users u left join token_account_totals t on t.user_id = u.id
      where u.tokens_balance::bigint <> ${expected}
    )
    select (select count(*) from mismatched) as total, page.*
    from (select 1) as one
    left join lateral (select * from mismatched order by gap desc, id limit ${page.limit} offset ${page.offset}) as page on true`.execute(db);
  const checked = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    asOf: now.toISOString(),
    checked: num(checked.n),
    mismatched: num(rows[0]?.total),
    rows: rows.filter((row): row is ReconciliationRowDb & { id: string } => row.id !== null).map((row): AdminReconciliationRow => {
      const ledgerSum = num(row.ledger_sum);
      const expectedBalance = TOKENS_NEW_ACCOUNT_BALANCE + ledgerSum;
      return {
        userId: row.id,
        email: row.email,
        displayName: row.display_name,
        balance: row.tokens_balance,
        ledgerSum,
        ledgerEntries: num(row.entries),
        expectedBalance,
        difference: row.tokens_balance - expectedBalance,
        lastBalanceAfter: row.last_balance_after,
        lastLedgerAt: isoOrNull(row.last_at),
      };
    }),
  };
}

/**
 * `GET /api/admin/token-monitor`: balances, the first page of each list, the ledger's movements per
 * day and reason (from `ledger_daily`) and the purchases credited in the range, and the reconciliation.
 */
export async function adminTokenMonitor(db: Kysely<Database>, range: AdminRange, page: AdminPage, now: Date): Promise<AdminTokenMonitor> {
  const [totals, near, low, days, purchases, reconciliation] = await adminConcurrently([
    () =>
      sql<{ accounts: number; balance_sum: number | string; free_access: number }>`
        select count(*)::int as accounts, coalesce(sum(tokens_balance), 0)::bigint as balance_sum, (count(*) filter (where free_access))::int as free_access
        from users`.execute(db),
    () => adminTokenAccounts(db, 'near_daily_limit', page, now),
    () => adminTokenAccounts(db, 'low_balance', page, now),
    () =>
      sql<{ day: string; reason: AdminLedgerReason; entries: number; tokens: number | string }>`
        select day::text as day, reason, entries, tokens from ledger_daily
        where day >= ${range.from}::date and day <= ${range.to}::date
        order by day, reason`.execute(db),
    () =>
      sql<{ currency: string; count: number; amount_cents: number | string; tokens: number | string }>`
        select currency, count(*)::int as count, coalesce(sum(price_cents), 0)::bigint as amount_cents, coalesce(sum(tokens), 0)::bigint as tokens
        from purchases
        where status = 'credited' and credited_at >= ${range.start.toISOString()}::timestamptz and credited_at < ${range.end.toISOString()}::timestamptz
        group by currency order by currency`.execute(db),
    () => adminReconciliation(db, page, now),
  ] as const);
  const byReason = new Map<AdminLedgerReason, AdminLedgerMovement>();
  for (const row of days.rows) {
    const sum = byReason.get(row.reason) ?? { reason: row.reason, entries: 0, tokens: 0 };
    sum.entries += num(row.entries);
    sum.tokens += num(row.tokens);
    byReason.set(row.reason, sum);
  }
  const row = totals.rows[0];
  return {
    range: adminRangeToApi(range),
    asOf: now.toISOString(),
    rules: { openingBalance: TOKENS_NEW_ACCOUNT_BALANCE, lowBalanceBelow: TOKENS_LOW_BALANCE_THRESHOLD, nearDailyLimitPercent: TOKENS_NEAR_DAILY_LIMIT_PERCENT },
    totals: {
      accounts: num(row?.accounts),
      balanceSum: num(row?.balance_sum),
      freeAccess: num(row?.free_access),
      nearDailyLimit: near.total,
      lowBalance: low.total,
    },
    nearDailyLimit: near.accounts,
    lowBalance: low.accounts,
    movements: {
      byReason: [...byReason.values()].sort((a, b) => a.reason.localeCompare(b.reason)),
      byDay: days.rows.map((day) => ({ day: day.day, reason: day.reason, entries: num(day.entries), tokens: num(day.tokens) })),
      purchases: purchases.rows.map((p) => ({ currency: p.currency, count: num(p.count), amountCents: num(p.amount_cents), tokens: num(p.tokens) })),
    },
    reconciliation: { checked: reconciliation.checked, mismatched: reconciliation.mismatched, rows: reconciliation.rows },
  };
}

interface FiguresRow {
  prompt_tokens: number | string | null;
  completion_tokens: number | string | null;
  turns: number | string | null;
}

function figuresOf(row: FiguresRow | undefined): AdminUsageFigures {
  const promptTokens = num(row?.prompt_tokens);
  const completionTokens = num(row?.completion_tokens);
  return { tokens: promptTokens + completionTokens, promptTokens, completionTokens, turns: num(row?.turns) };
}

/**
 * `GET /api/admin/token-usage`: tokens the model used in the range (from `usage_daily`), grouped by
 * day, model or kind, and a page of the accounts that used the most (from `profile_activity_daily`;
 * an account's children count to it).
 */
export async function adminTokenUsage(db: Kysely<Database>, range: AdminRange, groupBy: AdminUsageGroupBy, page: AdminPage): Promise<AdminTokenUsage> {
  const inRange = sql`day >= ${range.from}::date and day <= ${range.to}::date`;
  const key = groupBy === 'day' ? sql`day::text` : groupBy === 'model' ? sql`model` : sql`kind`;
  const order = groupBy === 'model' ? sql`sum(prompt_tokens + completion_tokens) desc, key` : sql`key`;
  const groups = await sql<FiguresRow & { key: string }>`
    select ${key} as key, sum(prompt_tokens)::bigint as prompt_tokens, sum(completion_tokens)::bigint as completion_tokens, sum(turns)::bigint as turns
    from usage_daily where ${inRange}
    group by 1 order by ${order}`.execute(db);
  const totals = await sql<FiguresRow>`
    select sum(prompt_tokens)::bigint as prompt_tokens, sum(completion_tokens)::bigint as completion_tokens, sum(turns)::bigint as turns
    from usage_daily where ${inRange}`.execute(db);
  const top = await sql<{ total: number | string; user_id: string | null; tokens: number | string; turns: number | string; days: number; email: string; display_name: string }>`
    with accounts as (
      select user_id, sum(tokens) as tokens, sum(turns) as turns, count(distinct day)::int as days
      from profile_activity_daily where ${inRange} group by user_id
    )
    select (select count(*) from accounts) as total, page.*
    from (select 1) as one
    left join lateral (
      select a.*, u.email, u.display_name from accounts a join users u on u.id = a.user_id
      order by a.tokens desc, a.user_id limit ${page.limit} offset ${page.offset}
    ) as page on true`.execute(db);
  return {
    range: adminRangeToApi(range),
    groupBy,
    totals: figuresOf(totals.rows[0]),
    groups: groups.rows.map((row) => ({ key: row.key, ...figuresOf(row) })),
    topAccounts: {
      total: num(top.rows[0]?.total),
      rows: top.rows
        .filter((row): row is typeof row & { user_id: string } => row.user_id !== null)
        .map((row) => ({ userId: row.user_id, email: row.email, displayName: row.display_name, tokens: num(row.tokens), turns: num(row.turns), activeDays: num(row.days) })),
    },
  };
}

/**
 * `GET /api/admin/token-usage/accounts/{id}`: one account's usage in the range, day by day, per
 * profile and per model (its `usage_turns`, by index), and its ledger in the range. Null when there is
 * no such account.
 */
export async function adminAccountUsage(db: Kysely<Database>, userId: string, range: AdminRange): Promise<AdminAccountUsage | null> {
  const account = await db
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'tokens_balance', 'daily_token_limit', 'free_access', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) return null;
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const { rows } = await sql<FiguresRow & { day: string; kind: 'chat' | 'game' | 'guided'; child_id: string | null; band: AdminAgeBand; model: string }>`
    select (at at time zone 'UTC')::date::text as day, kind, child_id, band, model,
      sum(prompt_tokens)::bigint as prompt_tokens, sum(completion_tokens)::bigint as completion_tokens, count(*)::int as turns
    from usage_turns where user_id = ${userId} and at >= ${start} and at < ${end}
    group by 1, 2, 3, 4, 5`.execute(db);
  const ledger = await sql<{ charged: number | string; credited: number | string; entries: number }>`
    select coalesce(sum(delta) filter (where delta < 0), 0)::bigint as charged, coalesce(sum(delta) filter (where delta > 0), 0)::bigint as credited, count(*)::int as entries
    from token_ledger where user_id = ${userId} and created_at >= ${start} and created_at < ${end}`.execute(db);
  const children = await db.selectFrom('child_accounts').select(['id', 'display_name']).where('parent_id', '=', userId).execute();
  const childName = new Map(children.map((child) => [child.id, child.display_name]));

  const add = (into: AdminUsageFigures, row: FiguresRow) => {
    const figures = figuresOf(row);
    into.tokens += figures.tokens;
    into.promptTokens += figures.promptTokens;
    into.completionTokens += figures.completionTokens;
    into.turns += figures.turns;
  };
  const zero = (): AdminUsageFigures => ({ tokens: 0, promptTokens: 0, completionTokens: 0, turns: 0 });
  const totals = zero();
  const days = new Map<string, AdminAccountUsage['days'][number]>();
  const profiles = new Map<string, AdminAccountUsage['profiles'][number]>();
  profiles.set(`${userId}:adult`, { profileId: userId, kind: 'account', displayName: account.display_name, band: 'adult', ...zero() });
  const models = new Map<string, AdminAccountUsage['models'][number]>();
  for (const row of rows) {
    add(totals, row);
    const day = days.get(row.day) ?? { day: row.day, ...zero(), byKind: { chat: 0, game: 0, guided: 0 } };
    add(day, row);
    day.byKind[row.kind] += figuresOf(row).tokens;
    days.set(row.day, day);
    const profileId = row.child_id ?? userId;
    // A child whose band changed in the range (a birthday) is listed once per band.
    const profileKey = `${profileId}:${row.band}`;
    const profile = profiles.get(profileKey) ?? {
      profileId,
      kind: row.child_id === null ? ('account' as const) : ('child' as const),
      displayName: row.child_id === null ? account.display_name : (childName.get(row.child_id) ?? ''),
      band: row.band,
      ...zero(),
    };
    add(profile, row);
    profiles.set(profileKey, profile);
    const model = models.get(row.model) ?? { model: row.model, ...zero() };
    add(model, row);
    models.set(row.model, model);
  }
  const ledgerRow = ledger.rows[0];
  return {
    range: adminRangeToApi(range),
    account: {
      userId: account.id,
      email: account.email,
      displayName: account.display_name,
      balance: account.tokens_balance,
      dailyTokenLimit: account.daily_token_limit,
      freeAccess: account.free_access,
      createdAt: iso(account.created_at),
    },
    totals,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    // The account first, then its children by name.
    profiles: [...profiles.values()].sort((x, y) => (x.kind === y.kind ? x.displayName.localeCompare(y.displayName) || x.band.localeCompare(y.band) : x.kind === 'account' ? -1 : 1)),
    models: [...models.values()].sort((a, b) => b.tokens - a.tokens || a.model.localeCompare(b.model)),
    ledger: { charged: num(ledgerRow?.charged), credited: num(ledgerRow?.credited), entries: num(ledgerRow?.entries) },
  };
}
