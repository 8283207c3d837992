import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { MESSAGES } from '@grove/api-contract';
import type { Database } from '../db/schema';
import { ApiError } from './errors';

/** How many counter updates pass between two sweeps of expired windows (per API process). */
const SWEEP_EVERY = 500;

/** A counter whose window ended this long ago is deleted by the sweep. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;

/** What the database store needs. */
export interface RateLimitStoreDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * One windowed counter per key in `rate_limits`, shared by every API copy (ARCHITECTURE.md: rate-limit
 * counters live in Postgres, not in process memory). Each hit is ONE upsert: it starts a new window
 * when the old one has ended, else adds one — atomic on PostgreSQL (the conflicting row is locked and
 * re-read) and on PGlite (one connection, one statement at a time). The clock is the app's, so tests
 * move windows with the harness clock.
 */
export function rateLimitStoreFor(deps: RateLimitStoreDeps): FastifyRateLimitStoreCtor {
  let sinceSweep = 0;

  async function hit(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
    const now = deps.now();
    const at = sql`${now.toISOString()}::timestamptz`;
    const ends = sql`${new Date(now.getTime() + timeWindowMs).toISOString()}::timestamptz`;
    const { rows } = await sql<{ hits: number; window_ends_at: Date | string }>`
      insert into rate_limits (key, hits, window_ends_at) values (${key}, 1, ${ends})
      on conflict (key) do update set
        hits = case when rate_limits.window_ends_at <= ${at} then 1 else rate_limits.hits + 1 end,
        window_ends_at = case when rate_limits.window_ends_at <= ${at} then excluded.window_ends_at else rate_limits.window_ends_at end
      returning hits, window_ends_at`.execute(deps.db);
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    sinceSweep += 1;
    if (sinceSweep >= SWEEP_EVERY) {
      sinceSweep = 0;
      const before = new Date(now.getTime() - SWEEP_AFTER_MS);
      await deps.db.deleteFrom('rate_limits').where('window_ends_at', '<', before).execute();
    }
    return { current: row.hits, ttl: Math.max(0, new Date(row.window_ends_at).getTime() - now.getTime()) };
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new PostgresRateLimitStore();
    }
  }
  return PostgresRateLimitStore;
}

/** Checks one request against a limit: resolves when allowed, throws the 429 otherwise. */
export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

/**
 * Registers @fastify/rate-limit with the database store. Nothing is limited globally: routes ask for
 * a named limit with {@link rateLimitCheck}, so a limit can apply to part of a route (the trial chat,
 * not the signed-in chat that shares its URL).
 */
export async function rateLimitsPlugin(app: FastifyInstance, deps: RateLimitStoreDeps): Promise<void> {
  await app.register(rateLimit, { global: false, store: rateLimitStoreFor(deps) });
}

/**
 * A per-IP limit named `name`: `max` requests per `timeWindowMs`, counted by the IP Fastify sees
 * (`TRUST_PROXY` decides it; IPv6 addresses count per /64, the plugin's default). Over the limit:
 * 429 `{ error: { code: 'rate_limited', message: MESSAGES.rateLimited } }` with `retry-after` seconds
 * (SPEC §8, API.md).
 */
export function rateLimitCheck(app: FastifyInstance, options: { name: string; max: number; timeWindowMs: number }): RateLimitCheck {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}:${normalizeIP(request.ip)}`,
  });
  return async (request) => {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      throw new ApiError(429, 'rate_limited', MESSAGES.rateLimited, undefined, Math.max(1, outcome.ttlInSeconds));
    }
  };
}
