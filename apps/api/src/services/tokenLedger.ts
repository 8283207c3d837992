import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { tokenChargeRefusal, tokenCountersAt, type TokenCounters } from '@grove/token-client';
import type { Database, UserRow } from '../db/schema';

/** Why a charge was refused. */
export type TokenRefusal = 'insufficient_balance' | 'daily_limit';

/** A charge against an account's balance. */
export interface TokenChargeInput {
  userId: string;
  /** Tokens to take; 0 charges nothing and writes no ledger row. */
  amount: number;
  reason: 'chat' | 'adjustment';
  /** What the charge paid for (the assistant message id of a chat turn). */
  reference: string | null;
  now: Date;
  /**
   * Take what the account can still pay, up to `amount`, instead of refusing: a streamed reply has
   * already been shown, so it is charged min(cost, balance, what is left of today's limit) — never
   * below zero, never past the limit.
   */
  partial?: boolean;
  /**
   * A chat turn's time: the account's `last_chat_at` is set in the charge's own UPDATE (one statement
   * for the row both change), and only when the charge goes through.
   */
  lastChatAt?: Date;
}

/** The outcome of a charge. */
export type TokenChargeResult =
  | {
      ok: true;
      /** Tokens actually taken from the balance (0 for free_access accounts). */
      charged: number;
      /** The balance after the charge. */
      balanceAfter: number;
      /** The ledger row written, or null when nothing was charged. */
      ledgerId: string | null;
      /** The account has free_access: usage was counted, nothing charged. */
      free: boolean;
    }
  | { ok: false; refusal: TokenRefusal };

/** The balance change of a credit. */
export interface TokenCreditInput {
  userId: string;
  amount: number;
  /** `referral` (issue 19): a referral reward, `reference` the referral's id. */
  reason: 'purchase' | 'adjustment' | 'referral';
  reference: string | null;
  now: Date;
}

/** Runs `work` in the caller's transaction, or in a new one. */
export function tokenTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** The stored counters of a user row, for the token-client core. */
export function tokenCountersOf(row: Pick<UserRow, 'tokens_balance' | 'tokens_used_today' | 'tokens_used_this_month' | 'daily_token_limit' | 'tokens_last_usage_at'>): TokenCounters {
  return {
    balance: row.tokens_balance,
    tokensUsedToday: row.tokens_used_today,
    tokensUsedThisMonth: row.tokens_used_this_month,
    dailyTokenLimit: row.daily_token_limit,
    lastUsageAt: row.tokens_last_usage_at === null ? null : new Date(row.tokens_last_usage_at),
  };
}

/**
 * The usage counters rolled to `now` in SQL, exactly as `tokenCountersAt` does it in TypeScript:
 * today's usage counts only when the last usage was on the same UTC day, this month's only in the same
 * UTC month; never used means the stored values stand. Evaluated against the row being updated, so a
 * concurrent update re-evaluates them on the newest row version.
 */
function rolledCounters(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const sameDay = sql`(tokens_last_usage_at is null or (tokens_last_usage_at at time zone 'UTC')::date = (${at} at time zone 'UTC')::date)`;
  const sameMonth = sql`(tokens_last_usage_at is null or date_trunc('month', tokens_last_usage_at at time zone 'UTC') = date_trunc('month', ${at} at time zone 'UTC'))`;
  return {
    at,
    today: sql<number>`(case when ${sameDay} then tokens_used_today else 0 end)`,
    month: sql<number>`(case when ${sameMonth} then tokens_used_this_month else 0 end)`,
  };
}

async function ledgerInsert(
  trx: Transaction<Database>,
  row: { userId: string; delta: number; reason: 'chat' | 'purchase' | 'adjustment' | 'referral'; reference: string | null; balanceAfter: number; now: Date },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('token_ledger')
    .values({ id, user_id: row.userId, delta: row.delta, reason: row.reason, reference: row.reference, balance_after: row.balanceAfter, created_at: row.now })
    .execute();
  return id;
}

/**
 * Charges `amount` tokens in ONE conditional UPDATE: it rolls the day/month counters over (UTC), and
 * only touches the row when the balance covers the amount and today's usage plus the amount stays
 * within the daily limit; the ledger row (with the balance after) is written in the same transaction.
 * When the UPDATE touches no row, the answer is the refusal, and nothing changed. PostgreSQL makes the
 * conditional UPDATE atomic under concurrency (a second writer waits for the row lock, then re-checks
 * the condition on the new row); on PGlite the single connection serialises transactions.
 *
 * free_access accounts are not charged: the same UPDATE moves their usage counters (the meter stays
 * truthful) but not their balance, whatever it is, and no ledger row is written — the ledger holds
 * balance changes only. One statement for both kinds of account (issue 22: a chat turn's transaction
 * is a few round trips shorter).
 */
export function tokenCharge(db: Kysely<Database>, input: TokenChargeInput): Promise<TokenChargeResult> {
  return tokenTransaction(db, async (trx) => {
    let amount = Math.max(0, Math.floor(input.amount));
    if (input.partial) {
      // Lock the row first so "what is affordable" cannot change before the charge below.
      const row = await trx.selectFrom('users').selectAll().where('id', '=', input.userId).forUpdate().executeTakeFirst();
      if (!row) return { ok: false, refusal: 'insufficient_balance' };
      if (!row.free_access) {
        const counters = tokenCountersAt(tokenCountersOf(row), input.now);
        amount = Math.max(0, Math.min(amount, counters.balance, counters.dailyTokenLimit - counters.tokensUsedToday));
      }
    }

    const { rows } = await tokenChargeUpdateSql({ ...input, amount }).execute(trx);
    const charged = rows[0];
    if (charged?.free_access) return { ok: true, charged: 0, balanceAfter: charged.tokens_balance, ledgerId: null, free: true };
    if (charged) {
      const ledgerId =
        amount > 0
          ? await ledgerInsert(trx, { userId: input.userId, delta: -amount, reason: input.reason, reference: input.reference, balanceAfter: charged.tokens_balance, now: input.now })
          : null;
      return { ok: true, charged: amount, balanceAfter: charged.tokens_balance, ledgerId, free: false };
    }

    return { ok: false, refusal: await tokenRefusalRead(trx, input.userId, amount, input.now) };
  });
}

/**
 * The conditional UPDATE of {@link tokenCharge} (no partial charge: `amount` is what it takes), not yet
 * run: it answers one row (`tokens_balance` after, `free_access`) when the charge goes through, none
 * when it is refused. A chat turn runs it as the first part of the one statement that stores the turn.
 */
export function tokenChargeUpdateSql(input: Pick<TokenChargeInput, 'userId' | 'amount' | 'now' | 'lastChatAt'>) {
  const amount = Math.max(0, Math.floor(input.amount));
  const rolled = rolledCounters(input.now);
  const lastChat = input.lastChatAt ? sql`, last_chat_at = ${input.lastChatAt.toISOString()}::timestamptz` : sql``;
  return sql<{ tokens_balance: number; free_access: boolean }>`
      update users set
        tokens_balance = case when free_access then tokens_balance else tokens_balance - ${amount}::int end,
        tokens_used_today = ${rolled.today} + ${amount}::int,
        tokens_used_this_month = ${rolled.month} + ${amount}::int,
        tokens_last_usage_at = ${rolled.at}${lastChat}
      where id = ${input.userId}
        and (free_access or (tokens_balance >= ${amount}::int and ${rolled.today} + ${amount}::int <= daily_token_limit))
      returning tokens_balance, free_access`;
}

/**
 * The ledger row of a charge made by {@link tokenChargeUpdateSql} in the same statement, not yet run:
 * `charge` names that UPDATE's CTE. Written only when the charge went through, took tokens and the
 * account pays (free_access accounts get no ledger row), with the balance the UPDATE left.
 */
export function tokenLedgerAfterChargeSql(charge: string, row: { ledgerId: string; userId: string; amount: number; reason: 'chat' | 'adjustment'; reference: string | null; now: Date }) {
  const amount = Math.max(0, Math.floor(row.amount));
  return sql`
      insert into token_ledger (id, user_id, delta, reason, reference, balance_after, created_at)
      select ${row.ledgerId}, ${row.userId}, ${-amount}, ${row.reason}, ${row.reference}, ${sql.ref(`${charge}.tokens_balance`)}, ${row.now.toISOString()}
      from ${sql.table(charge)}
      where not ${sql.ref(`${charge}.free_access`)} and ${amount}::int > 0`;
}

/** Why a charge of `amount` is refused, read from the account's row as it stands (a missing account: too few tokens). */
export async function tokenRefusalRead(db: Kysely<Database>, userId: string, amount: number, now: Date): Promise<TokenRefusal> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return 'insufficient_balance';
  return tokenChargeRefusal(tokenCountersAt(tokenCountersOf(row), now), amount, false) ?? 'insufficient_balance';
}

/**
 * Adds `amount` tokens to the balance and writes the ledger row in the same transaction. A purchase
 * also sets `last_purchase_date`. Returns the balance after, or null when the user does not exist.
 */
export function tokenCredit(db: Kysely<Database>, input: TokenCreditInput): Promise<{ balanceAfter: number; ledgerId: string } | null> {
  return tokenTransaction(db, async (trx) => {
    const amount = Math.max(0, Math.floor(input.amount));
    const row = await trx
      .updateTable('users')
      .set((eb) => ({
        tokens_balance: eb('tokens_balance', '+', amount),
        ...(input.reason === 'purchase' ? { last_purchase_date: input.now } : {}),
      }))
      .where('id', '=', input.userId)
      .returning('tokens_balance')
      .executeTakeFirst();
    if (!row) return null;
    const ledgerId = await ledgerInsert(trx, { userId: input.userId, delta: amount, reason: input.reason, reference: input.reference, balanceAfter: row.tokens_balance, now: input.now });
    return { balanceAfter: row.tokens_balance, ledgerId };
  });
}
