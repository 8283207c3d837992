import type { UserRow } from './schema';

// Issue 22 item 4: an authenticated request reads its caller's `users` row (balance, is_active, the
// admin role) before anything else. On PostgreSQL that round trip was half of an authenticated read's
// time (tools/bench/chat/README.md). Each API process now keeps the rows it has just read, and drops
// them the moment they may have changed:
// - a statement of this process that writes `users` drops every entry when it has run, and again when
//   its transaction commits (UsersWriteWatchDriver in database.ts);
// - a change committed by any other writer — another API copy, an operator's psql — reaches every
//   process through the `users_changed` trigger's NOTIFY (migration 0020) and drops that entry.
// While the LISTEN connection is down, nothing is cached, so a missed notice cannot leave a stale row.
// The row stays the authority: a charge still locks and checks it inside its transaction.

/** The channel migration 0020's trigger announces every change to a `users` row on. */
export const USERS_CHANGED_CHANNEL = 'grove_users_changed';

/** At most this many accounts are kept per process; the oldest read goes first. */
export const ACCOUNT_CACHE_MAX_ENTRIES = 10_000;

/**
 * A kept row is read again after this long even if no change was announced: a bound on the damage of
 * a notice lost in a way the connection did not report.
 */
export const ACCOUNT_CACHE_TTL_MS = 30_000;

/**
 * Whether an SQL text may change a `users` row: it names the table and writes something. Deliberately
 * broad — `select … for update` and DDL count too — because a false alarm only costs one re-read.
 */
export function sqlWritesUsers(text: string): boolean {
  return /\busers\b/i.test(text) && /\b(insert|update|delete|truncate|merge|alter|drop)\b/i.test(text);
}

/** What {@link AccountRowCache} is built with. */
export interface AccountRowCacheOptions {
  /**
   * Whether changes by other processes are being heard. PGlite is one process per data folder, so it
   * starts live; on PostgreSQL the LISTEN connection makes it live once it listens.
   */
  live: boolean;
  maxEntries?: number;
  ttlMs?: number;
  /** Milliseconds, for the TTL (injected in tests). */
  clock?: () => number;
}

/** How a cache has been used (for tests and the benchmark). */
export interface AccountRowCacheCounts {
  hits: number;
  misses: number;
  invalidations: number;
}

/**
 * The accounts this process has just read, each dropped as soon as it may have changed.
 *
 * Every invalidation, of one id or all, moves a global epoch on, and a read only keeps what it loaded
 * if the epoch did not move while it waited for the database: a read that raced a change cannot keep
 * the row as it was before the change. (Per-id epochs would keep a few more reads under write load;
 * the global one is simpler to reason about, and a write-heavy moment simply reads through.)
 */
export class AccountRowCache {
  readonly #entries = new Map<string, { row: UserRow; at: number }>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #clock: () => number;
  readonly #listeners = new Set<(id: string | null) => void>();
  #live: boolean;
  #epoch = 0;
  #counts: AccountRowCacheCounts = { hits: 0, misses: 0, invalidations: 0 };

  constructor(options: AccountRowCacheOptions) {
    this.#live = options.live;
    this.#maxEntries = options.maxEntries ?? ACCOUNT_CACHE_MAX_ENTRIES;
    this.#ttlMs = options.ttlMs ?? ACCOUNT_CACHE_TTL_MS;
    this.#clock = options.clock ?? Date.now;
  }

  /** Whether rows are being kept (changes by other processes are heard). */
  get live(): boolean {
    return this.#live;
  }

  /**
   * Switches keeping on or off. Either way everything kept is dropped and reads in flight keep
   * nothing: going down, changes will be missed; coming up, changes made while down were missed.
   */
  setLive(live: boolean): void {
    this.#live = live;
    this.invalidateAll();
  }

  /**
   * The row of `id`: the kept copy when there is a fresh one, else `load()`'s answer, kept when the
   * cache is live and nothing changed while it loaded. A missing row is never kept (the first request
   * of a new account creates it). The kept row is frozen: it is shared by every request that reads it.
   */
  async read(id: string, load: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    if (this.#live) {
      const entry = this.#entries.get(id);
      if (entry && this.#clock() - entry.at < this.#ttlMs) {
        this.#counts.hits += 1;
        return entry.row;
      }
    }
    this.#counts.misses += 1;
    const epoch = this.#epoch;
    const row = await load();
    if (row === undefined || !this.#live || epoch !== this.#epoch) return row;
    const kept = Object.freeze({ ...row });
    this.#entries.delete(id);
    this.#entries.set(id, { row: kept, at: this.#clock() });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return kept;
  }

  /** Drops `id`'s row (a change to it was announced). */
  invalidate(id: string): void {
    this.#epoch += 1;
    this.#counts.invalidations += 1;
    this.#entries.delete(id);
    for (const listener of this.#listeners) listener(id);
  }

  /** Drops every row (this process wrote `users`, or a TRUNCATE was announced). */
  invalidateAll(): void {
    this.#epoch += 1;
    this.#counts.invalidations += 1;
    this.#entries.clear();
    for (const listener of this.#listeners) listener(null);
  }

  /** Whether `id`'s row is kept (fresh or not). */
  has(id: string): boolean {
    return this.#entries.has(id);
  }

  /** How many rows are kept. */
  get size(): number {
    return this.#entries.size;
  }

  /** Hits, misses and invalidations so far. */
  counts(): AccountRowCacheCounts {
    return { ...this.#counts };
  }

  /**
   * Calls `listener` on every invalidation (the id, or null for all) until the returned function is
   * called — how a test waits for another process's change to arrive instead of sleeping.
   */
  onInvalidate(listener: (id: string | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
