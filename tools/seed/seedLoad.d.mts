import type { Kysely } from 'kysely';

/** The sizes `seedLoad` makes by default (the full load of issue 20: 100,000 accounts, 2,000,000 messages). */
export declare const SEED_DEFAULTS: {
  accounts: number;
  messages: number;
  ledger: number;
  days: number;
  trial: number;
  journal: number;
  memories: number;
  feedback: number;
  flags: number;
  chunk: number;
};

/** What `seedLoad` may be told: any size of {@link SEED_DEFAULTS}, the clock, and `force`. */
export type SeedLoadOptions = Partial<typeof SEED_DEFAULTS> & { now?: string; force?: boolean };

/** What `seedLoad` made: rows per table, how long it took and the clock it used. */
export interface SeedLoadResult {
  seconds: number;
  counts: Record<string, number>;
  now: string;
}

/**
 * Fills an empty, migrated Grove database with set-based SQL (see seedLoad.mjs); refuses one that
 * already holds accounts unless `force`.
 */
export declare function seedLoad(db: Kysely<any>, given?: SeedLoadOptions, log?: (line: string) => void): Promise<SeedLoadResult>;
