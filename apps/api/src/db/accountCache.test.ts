import { describe, expect, it } from 'vitest';
import { AccountRowCache, sqlWritesUsers } from './accountCache';
import type { UserRow } from './schema';

function row(id: string, balance: number): UserRow {
  return { id, tokens_balance: balance } as unknown as UserRow;
}

/** A load whose answer the test releases, to put a change in the middle of a read. */
function heldLoad(answer: UserRow) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      await gate;
      return answer;
    },
    release: () => release(),
    calls: () => calls,
  };
}

describe('sqlWritesUsers', () => {
  it('flags what Kysely and the raw statements send to change users', () => {
    expect(sqlWritesUsers('update "users" set "tokens_balance" = $1 where "id" = $2')).toBe(true);
    expect(sqlWritesUsers('insert into "users" ("id") values ($1) on conflict ("id") do nothing')).toBe(true);
    expect(sqlWritesUsers('delete from "users" where "id" = $1')).toBe(true);
    expect(sqlWritesUsers('truncate users cascade')).toBe(true);
    expect(sqlWritesUsers('with "spent" as (update "users" set "tokens_balance" = "tokens_balance" - $1 returning *) insert into "token_ledger" select …')).toBe(true);
    // Over-eager on purpose: a locking read costs one more read, never a stale row.
    expect(sqlWritesUsers('select * from "users" where "id" = $1 for update')).toBe(true);
  });

  it('lets reads and other tables through', () => {
    expect(sqlWritesUsers('select * from "users" where "id" = $1')).toBe(false);
    expect(sqlWritesUsers('update "child_accounts" set "is_active" = $1')).toBe(false);
    expect(sqlWritesUsers('insert into "rate_limits" ("key") values ($1)')).toBe(false);
    expect(sqlWritesUsers('create index users_low_balance_idx on "token_ledger" (x)')).toBe(false);
  });
});

describe('AccountRowCache', () => {
  it('reads a row once and serves it frozen until it is invalidated', async () => {
    const cache = new AccountRowCache({ live: true });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return row('u1', 100 - loads);
    };
    const first = await cache.read('u1', load);
    const second = await cache.read('u1', load);
    expect(first?.tokens_balance).toBe(99);
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);
    expect(loads).toBe(1);
    cache.invalidate('u1');
    expect((await cache.read('u1', load))?.tokens_balance).toBe(98);
    expect(cache.counts()).toEqual({ hits: 1, misses: 2, invalidations: 1 });
  });

  it('keeps nothing while not live, and drops everything when it goes live or down', async () => {
    const cache = new AccountRowCache({ live: false });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return row('u1', 5);
    };
    await cache.read('u1', load);
    await cache.read('u1', load);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    cache.setLive(true);
    await cache.read('u1', load);
    await cache.read('u1', load);
    expect(loads).toBe(3);
    cache.setLive(false);
    expect(cache.has('u1')).toBe(false);
  });

  it('does not keep a row whose read raced a change (the row may be from before it)', async () => {
    const cache = new AccountRowCache({ live: true });
    const held = heldLoad(row('u1', 10));
    const reading = cache.read('u1', held.load);
    cache.invalidate('someone-else');
    held.release();
    expect((await reading)?.tokens_balance).toBe(10);
    expect(cache.has('u1')).toBe(false);
  });

  it('does not keep a row whose read was under way when the cache came up', async () => {
    const cache = new AccountRowCache({ live: false });
    const held = heldLoad(row('u1', 10));
    const reading = cache.read('u1', held.load);
    cache.setLive(true);
    held.release();
    await reading;
    expect(cache.has('u1')).toBe(false);
  });

  it('never keeps a missing row (the first request creates it)', async () => {
    const cache = new AccountRowCache({ live: true });
    expect(await cache.read('new', async () => undefined)).toBeUndefined();
    expect(cache.has('new')).toBe(false);
  });

  it('reads again once a kept row is older than its TTL (injected clock)', async () => {
    let now = 1_000;
    const cache = new AccountRowCache({ live: true, ttlMs: 500, clock: () => now });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return row('u1', loads);
    };
    await cache.read('u1', load);
    now += 499;
    expect((await cache.read('u1', load))?.tokens_balance).toBe(1);
    now += 1;
    expect((await cache.read('u1', load))?.tokens_balance).toBe(2);
  });

  it('holds at most maxEntries rows, dropping the longest kept', async () => {
    const cache = new AccountRowCache({ live: true, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) await cache.read(id, async () => row(id, 1));
    expect(cache.size).toBe(2);
    expect(cache.has('a')).toBe(false);
    expect(cache.has('c')).toBe(true);
  });

  it('tells listeners of each invalidation until they stop listening', () => {
    const cache = new AccountRowCache({ live: true });
    const heard: Array<string | null> = [];
    const stop = cache.onInvalidate((id) => heard.push(id));
    cache.invalidate('u1');
    cache.invalidateAll();
    stop();
    cache.invalidate('u2');
    expect(heard).toEqual(['u1', null]);
  });
});
