import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOpen, type OpenDatabase } from './database';
import { testAppCreate, type TestAccount, type TestApp } from '../test/harness';

// The account cache (accountCache.ts) inside the real app on the real database — PGlite here, and
// PostgreSQL in `npm test`'s second API run, where a second "process" (another pool and LISTEN
// connection on the same database) changes the rows under the first one.

let t: TestApp;
let owner: TestAccount;

async function balance(account: TestAccount): Promise<number> {
  const res = await t.call({ method: 'GET', url: `/api/tokens/${account.uid}`, as: account });
  expect(res.statusCode).toBe(200);
  return (res.json() as { balance: number }).balance;
}

/** Resolves at the first invalidation of this app's cache for which `matches(id)` holds (id null: all rows). */
function invalidation(matches: (id: string | null) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.database.accounts.onInvalidate((id) => {
      if (matches(id)) {
        stop();
        resolve();
      }
    });
  });
}

/** Resolves when this app's cache has heard of a change to `uid` (or of all rows). */
const heard = (uid: string) => invalidation((id) => id === uid || id === null);

/** Resolves when this app's cache has heard the trigger's notice of a change to `uid` itself. */
const announced = (uid: string) => invalidation((id) => id === uid);

beforeAll(async () => {
  t = await testAppCreate();
  owner = await t.account('cached');
  // On PostgreSQL the notice of the row's creation arrives a moment after the request that made it;
  // waiting for it keeps it from dropping the row the first test reads.
  const created = t.database.kind === 'postgres' ? announced(owner.uid) : Promise.resolve();
  await balance(owner);
  await created;
});

afterAll(async () => {
  await t.close();
});

describe('the account cache in the app', () => {
  it('serves a repeated authenticated read from memory', async () => {
    const before = t.database.accounts.counts();
    await balance(owner);
    await balance(owner);
    expect(t.database.accounts.counts().hits - before.hits).toBeGreaterThanOrEqual(1);
    expect(t.database.accounts.has(owner.uid)).toBe(true);
  });

  it('shows a change this process wrote on the very next request', async () => {
    await balance(owner);
    await t.database.db.updateTable('users').set({ tokens_balance: 4_242 }).where('id', '=', owner.uid).execute();
    expect(await balance(owner)).toBe(4_242);
  });

  it('shows a chat turn’s charge on the next read of the balance', async () => {
    await t.database.db.updateTable('users').set({ tokens_balance: 50_000, free_access: false }).where('id', '=', owner.uid).execute();
    expect(await balance(owner)).toBe(50_000);
    const res = await t.call({ method: 'POST', url: '/api/chat', as: owner, payload: { userId: owner.uid, message: 'How do plants drink water?' } });
    expect(res.statusCode).toBe(200);
    const charged = 50_000 - (await balance(owner));
    expect(charged).toBeGreaterThan(0);
    const ledger = await t.database.db.selectFrom('users').select('tokens_balance').where('id', '=', owner.uid).executeTakeFirstOrThrow();
    expect(50_000 - ledger.tokens_balance).toBe(charged);
  });

  it('refuses a switched-off account on its next request', async () => {
    const other = await t.account('switched');
    expect(await balance(other)).toBeGreaterThan(0);
    await t.database.db.updateTable('users').set({ is_active: false }).where('id', '=', other.uid).execute();
    const res = await t.call({ method: 'GET', url: `/api/tokens/${other.uid}`, as: other });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('This account is switched off.');
  });

  it('does not keep a row read while this process had a change to it uncommitted (PostgreSQL)', async ({ skip }) => {
    if (t.database.kind !== 'postgres') skip('PGlite lends its one connection to one transaction at a time: no read can happen inside it');
    await balance(owner);
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ tokens_balance: 777 }).where('id', '=', owner.uid).execute();
      // Another request, on another connection, still sees the committed row, and may keep it.
      expect(await balance(owner)).not.toBe(777);
    });
    expect(await balance(owner)).toBe(777);
  });
});

describe('two API processes on one PostgreSQL', () => {
  let other: OpenDatabase | null = null;

  afterAll(async () => {
    await other?.close();
  });

  it('drops a kept row when another process changes it, and keeps nothing while it cannot hear', async ({ skip }) => {
    if (!t.databaseUrl) skip('PGlite is one process per data folder');
    const url = t.databaseUrl ?? '';
    // The other process only writes here; its own cache is off so that the only listener is ours.
    other = await databaseOpen({ url, accountCache: false });
    expect(t.database.accounts.live).toBe(true);

    await balance(owner);
    expect(t.database.accounts.has(owner.uid)).toBe(true);
    let arrived = heard(owner.uid);
    await other.db.updateTable('users').set({ tokens_balance: 9_001 }).where('id', '=', owner.uid).execute();
    await arrived;
    expect(await balance(owner)).toBe(9_001);

    // Switched off by an operator elsewhere: refused here.
    arrived = heard(owner.uid);
    await other.db.updateTable('users').set({ is_active: false }).where('id', '=', owner.uid).execute();
    await arrived;
    expect((await t.call({ method: 'GET', url: `/api/tokens/${owner.uid}`, as: owner })).statusCode).toBe(403);
    await other.db.updateTable('users').set({ is_active: true }).where('id', '=', owner.uid).execute();

    // The LISTEN connection cut: nothing is kept until it listens again.
    const down = invalidation(() => !t.database.accounts.live);
    const up = down.then(() => invalidation(() => t.database.accounts.live));
    await sqlTerminateListeners(other);
    await down;
    await balance(owner);
    await balance(owner);
    expect(t.database.accounts.has(owner.uid)).toBe(false);
    await up;
    arrived = heard(owner.uid);
    await balance(owner);
    expect(t.database.accounts.has(owner.uid)).toBe(true);
    await other.db.updateTable('users').set({ tokens_balance: 31 }).where('id', '=', owner.uid).execute();
    await arrived;
    expect(await balance(owner)).toBe(31);
  });
});

/** Ends every LISTENing backend on the database (the first process's listener). */
async function sqlTerminateListeners(database: OpenDatabase): Promise<void> {
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`.execute(database.db);
}
