import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseOpen, type OpenDatabase } from '../db/database';
import { testDatabaseOpen } from '../test/harness';
import { tokenCharge, tokenCredit } from './tokenLedger';

let database: OpenDatabase;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await testDatabaseOpen());
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function userMake(values: Record<string, unknown> = {}): Promise<string> {
  const id = `u-${randomUUID()}`;
  await database.db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, display_name: 'Pat', role: 'standard_user', settings: '{}', ...values })
    .execute();
  return id;
}

async function userRow(id: string) {
  return database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function ledgerSum(id: string): Promise<number> {
  const row = await database.db.selectFrom('token_ledger').select(sql<string>`coalesce(sum(delta), 0)`.as('sum')).where('user_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.sum);
}

describe('tokenCharge', () => {
  it('subtracts, counts today and this month, and writes one ledger row with the balance after', async () => {
    const id = await userMake({ tokens_balance: 1000 });
    const now = new Date('2026-03-10T12:00:00.000Z');
    const result = await tokenCharge(database.db, { userId: id, amount: 300, reason: 'chat', reference: 'm1', now });
    expect(result).toMatchObject({ ok: true, charged: 300, balanceAfter: 700, free: false });
    const row = await userRow(id);
    expect(row).toMatchObject({ tokens_balance: 700, tokens_used_today: 300, tokens_used_this_month: 300 });
    expect(new Date(row.tokens_last_usage_at ?? 0).toISOString()).toBe(now.toISOString());
    const ledger = await database.db.selectFrom('token_ledger').selectAll().where('user_id', '=', id).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: -300, reason: 'chat', reference: 'm1', balance_after: 700 });
  });

  it('refuses with insufficient_balance or daily_limit and changes nothing', async () => {
    const id = await userMake({ tokens_balance: 100, daily_token_limit: 1000 });
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(await tokenCharge(database.db, { userId: id, amount: 101, reason: 'chat', reference: null, now })).toEqual({ ok: false, refusal: 'insufficient_balance' });
    const limited = await userMake({ tokens_balance: 10_000, daily_token_limit: 1000, tokens_used_today: 950, tokens_last_usage_at: now });
    expect(await tokenCharge(database.db, { userId: limited, amount: 51, reason: 'chat', reference: null, now })).toEqual({ ok: false, refusal: 'daily_limit' });
    expect(await tokenCharge(database.db, { userId: limited, amount: 50, reason: 'chat', reference: null, now })).toMatchObject({ ok: true, balanceAfter: 9950 });
    expect((await userRow(id)).tokens_balance).toBe(100);
    expect(await ledgerSum(id)).toBe(0);
  });

  it('rolls today’s usage over at 00:00 UTC and the month’s on the 1st (UTC), in SQL', async () => {
    const before = new Date('2026-03-31T23:59:59.000Z');
    const id = await userMake({ tokens_balance: 10_000, daily_token_limit: 1000, tokens_used_today: 1000, tokens_used_this_month: 5000, tokens_last_usage_at: before });
    // Still the same UTC day: the limit is reached.
    expect(await tokenCharge(database.db, { userId: id, amount: 1, reason: 'chat', reference: null, now: before })).toEqual({ ok: false, refusal: 'daily_limit' });
    // One second later is April 1st, UTC: both counters start again.
    const after = new Date('2026-04-01T00:00:00.000Z');
    expect(await tokenCharge(database.db, { userId: id, amount: 400, reason: 'chat', reference: null, now: after })).toMatchObject({ ok: true });
    expect(await userRow(id)).toMatchObject({ tokens_used_today: 400, tokens_used_this_month: 400, tokens_balance: 9600 });
    // The next day of the same month: today restarts, the month adds up.
    const nextDay = new Date('2026-04-02T08:00:00.000Z');
    await tokenCharge(database.db, { userId: id, amount: 100, reason: 'chat', reference: null, now: nextDay });
    expect(await userRow(id)).toMatchObject({ tokens_used_today: 100, tokens_used_this_month: 500, tokens_balance: 9500 });
  });

  it('does not charge free_access accounts: usage is counted, the balance stays, no ledger row', async () => {
    const id = await userMake({ tokens_balance: 5, free_access: true });
    const result = await tokenCharge(database.db, { userId: id, amount: 500, reason: 'chat', reference: null, now: new Date() });
    expect(result).toMatchObject({ ok: true, charged: 0, balanceAfter: 5, free: true, ledgerId: null });
    expect(await userRow(id)).toMatchObject({ tokens_balance: 5, tokens_used_today: 500 });
    expect(await ledgerSum(id)).toBe(0);
  });

  it('partial: charges what is affordable, never below zero nor past the daily limit', async () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const poor = await userMake({ tokens_balance: 40 });
    expect(await tokenCharge(database.db, { userId: poor, amount: 100, reason: 'chat', reference: null, now, partial: true })).toMatchObject({ ok: true, charged: 40, balanceAfter: 0 });
    expect(await tokenCharge(database.db, { userId: poor, amount: 100, reason: 'chat', reference: null, now, partial: true })).toMatchObject({ ok: true, charged: 0, balanceAfter: 0, ledgerId: null });
    expect(await ledgerSum(poor)).toBe(-40);
    const limited = await userMake({ tokens_balance: 10_000, daily_token_limit: 1000, tokens_used_today: 900, tokens_last_usage_at: now });
    expect(await tokenCharge(database.db, { userId: limited, amount: 500, reason: 'chat', reference: null, now, partial: true })).toMatchObject({ ok: true, charged: 100, balanceAfter: 9900 });
  });

  it('holds under 50 concurrent charges on a balance that affords 10: exactly 10 succeed, the ledger sums to the change', async () => {
    const id = await userMake({ tokens_balance: 1000 });
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => tokenCharge(database.db, { userId: id, amount: 100, reason: 'chat', reference: `m${i}`, now })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok)).toHaveLength(40);
    expect((await userRow(id)).tokens_balance).toBe(0);
    expect(await ledgerSum(id)).toBe(-1000);
  });
});

describe('tokenCredit', () => {
  it('adds to the balance, sets last_purchase_date for a purchase and writes the ledger row', async () => {
    const id = await userMake({ tokens_balance: 10 });
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(await tokenCredit(database.db, { userId: id, amount: 250_000, reason: 'purchase', reference: 'p1', now })).toMatchObject({ balanceAfter: 250_010 });
    const row = await userRow(id);
    expect(row.tokens_balance).toBe(250_010);
    expect(new Date(row.last_purchase_date ?? 0).toISOString()).toBe(now.toISOString());
    expect(await ledgerSum(id)).toBe(250_000);
    expect(await tokenCredit(database.db, { userId: 'nobody', amount: 1, reason: 'adjustment', reference: null, now })).toBeNull();
  });
});

describe('the embedded database', () => {
  it('serialises transactions on PGlite: a plain query waits while another request’s transaction is open', async () => {
    const { db } = await databaseOpen({ dataDir: 'memory://' });
    try {
      await db.schema.createTable('t').addColumn('n', 'integer').execute();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const trx = db.transaction().execute(async (tx) => {
        await tx.insertInto('t' as never).values({ n: 1 } as never).execute();
        await held;
        throw new Error('roll back');
      });
      const outside = db.insertInto('t' as never).values({ n: 2 } as never).execute();
      await new Promise((r) => setTimeout(r, 50));
      release();
      await expect(trx).rejects.toThrow('roll back');
      await outside;
      // The outside insert did not land inside the rolled-back transaction.
      expect(await db.selectFrom('t' as never).selectAll().execute()).toEqual([{ n: 2 }]);
    } finally {
      await db.destroy();
    }
    // Opening a fresh embedded database is the slow part (seconds on a busy 2-core machine).
  }, 60_000);
});
