import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { MESSAGES, type PinVerifyResult } from '@grove/api-contract';
import type { Database } from '../db/schema';
import { ApiError } from '../plugins/errors';

/** ARCHITECTURE.md "PINs": wrong tries allowed before a PIN locks. */
export const PIN_MAX_FAILURES = 5;

/** ARCHITECTURE.md "PINs": how long a PIN stays locked after {@link PIN_MAX_FAILURES} wrong tries. */
export const PIN_LOCK_MS = 15 * 60 * 1000;

// Real cost (about 16 MB and tens of milliseconds a check) yet quick enough for the test suite.
const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// A stored hash names its own cost; bounds stop a damaged row from asking for gigabytes.
const SCRYPT_N_MAX = 1 << 20;
const SCRYPT_R_MAX = 32;
const SCRYPT_P_MAX = 16;

function scryptKey(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function scryptMaxmem(N: number, r: number): number {
  return 256 * N * r;
}

/**
 * Hashes a PIN digest (the SHA-256 hex the browser sends) for storage: scrypt with a random 16-byte
 * salt, written as `scrypt$N$r$p$saltB64$hashB64`.
 */
export async function pinHash(digest: string): Promise<string> {
  const { N, r, p } = SCRYPT_COST;
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptKey(digest, salt, KEY_BYTES, { N, r, p, maxmem: scryptMaxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether a PIN digest matches a hash made by {@link pinHash}; false for a malformed stored hash. */
export async function pinHashMatches(digest: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const costOk =
    Number.isInteger(N) && N > 1 && N <= SCRYPT_N_MAX && (N & (N - 1)) === 0 &&
    Number.isInteger(r) && r >= 1 && r <= SCRYPT_R_MAX &&
    Number.isInteger(p) && p >= 1 && p <= SCRYPT_P_MAX;
  if (!costOk) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await scryptKey(digest, salt, expected.length, { N, r, p, maxmem: scryptMaxmem(N, r) });
  return timingSafeEqual(actual, expected);
}

/** The `pin_attempts` key of a user's parent PIN. */
export function pinKeyParent(userId: string): string {
  return `parent:${userId}`;
}

/** The `pin_attempts` key of a child's PIN. */
export function pinKeyChild(childId: string): string {
  return `child:${childId}`;
}

/** What {@link pinVerify} checks: which PIN (its attempt key and owning user), its hash and the try. */
export interface PinCheck {
  /** {@link pinKeyParent} or {@link pinKeyChild}. */
  key: string;
  /** The user the counter belongs to (deleted with them). */
  ownerId: string;
  /** The stored hash from {@link pinHash}. */
  hash: string;
  /** The SHA-256 hex the caller sent. */
  digest: string;
  now: Date;
}

function pinLockedError(lockedUntil: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new ApiError(423, 'locked', MESSAGES.pinLocked, undefined, seconds);
}

/**
 * Checks a PIN try against its lockout counter: a locked PIN answers 423 `locked` (with the seconds
 * left) whatever was sent; a right PIN resets the counter; the {@link PIN_MAX_FAILURES}th wrong try in
 * a row locks the PIN for {@link PIN_LOCK_MS}.
 *
 * The try is counted before the hash is compared, in one upsert that refuses a locked row: concurrent
 * tries each take their own number, so no burst of requests gets more than five guesses in.
 */
export async function pinVerify(db: Kysely<Database>, check: PinCheck): Promise<PinVerifyResult> {
  const { key, ownerId, hash, digest, now } = check;
  const lockUntil = new Date(now.getTime() + PIN_LOCK_MS);
  // An expired lock starts a fresh count; an open row counts on.
  const nextFailures = sql<number>`case when pin_attempts.locked_until is null then pin_attempts.failures + 1 else 1 end`;
  const claimed = await db
    .insertInto('pin_attempts')
    .values({ pin_key: key, owner_id: ownerId, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('pin_key')
        .doUpdateSet({
          failures: nextFailures,
          locked_until: sql<Date | null>`case when ${nextFailures} >= ${PIN_MAX_FAILURES} then ${lockUntil}::timestamptz else null end`,
          updated_at: now,
        })
        .where(sql<boolean>`pin_attempts.locked_until is null or pin_attempts.locked_until <= ${now}::timestamptz`),
    )
    .returning(['failures'])
    .executeTakeFirst();

  if (!claimed) {
    const row = await db.selectFrom('pin_attempts').select('locked_until').where('pin_key', '=', key).executeTakeFirst();
    throw pinLockedError(row?.locked_until ? new Date(row.locked_until) : lockUntil, now);
  }

  if (await pinHashMatches(digest, hash)) {
    await pinAttemptsReset(db, key);
    return { verified: true, attemptsLeft: PIN_MAX_FAILURES };
  }
  return { verified: false, attemptsLeft: Math.max(0, PIN_MAX_FAILURES - claimed.failures) };
}

/** Forgets a PIN's wrong tries and lock (after a right PIN, or when the PIN is replaced). */
export async function pinAttemptsReset(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('pin_attempts').where('pin_key', '=', key).execute();
}
