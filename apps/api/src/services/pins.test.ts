import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@grove/api-contract';
import { databaseOpen, type OpenDatabase } from '../db/database';
import { ApiError } from '../plugins/errors';
import { PIN_LOCK_MS, PIN_MAX_FAILURES, pinHash, pinHashMatches, pinKeyChild, pinKeyParent, pinVerify } from './pins';

const digestOf = (pin: string) => createHash('sha256').update(pin).digest('hex');

describe('pinHash / pinHashMatches', () => {
  it('round-trips: the digest it hashed matches', async () => {
    const hash = await pinHash(digestOf('1234'));
    expect(await pinHashMatches(digestOf('1234'), hash)).toBe(true);
  });

  it('stores scrypt with its cost, a 16-byte salt and never the digest itself', async () => {
    const digest = digestOf('1234');
    const hash = await pinHash(digest);
    const [name, N, r, p, salt, key] = hash.split('$');
    expect([name, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    expect(hash).not.toContain(digest);
  });

  it('uses a fresh salt every time, so the same PIN hashes differently', async () => {
    const [a, b] = await Promise.all([pinHash(digestOf('1234')), pinHash(digestOf('1234'))]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await pinHashMatches(digestOf('1234'), b)).toBe(true);
  });

  it('answers false for a wrong digest', async () => {
    const hash = await pinHash(digestOf('1234'));
    expect(await pinHashMatches(digestOf('1235'), hash)).toBe(false);
    expect(await pinHashMatches('1234', hash)).toBe(false);
  });

  it('answers false (not an error) for a damaged or foreign stored hash', async () => {
    const digest = digestOf('1234');
    const [, , , , salt, key] = (await pinHash(digest)).split('$');
    expect(await pinHashMatches(digest, digest)).toBe(false);
    expect(await pinHashMatches(digest, '')).toBe(false);
    expect(await pinHashMatches(digest, `bcrypt$16384$8$1$${salt}$${key}`)).toBe(false);
    expect(await pinHashMatches(digest, `scrypt$1000$8$1$${salt}$${key}`)).toBe(false);
    expect(await pinHashMatches(digest, `scrypt$1073741824$8$1$${salt}$${key}`)).toBe(false);
    expect(await pinHashMatches(digest, `scrypt$16384$8$1$$${key}`)).toBe(false);
  });
});

describe('pinVerify (lockout counters in the database)', () => {
  let database: OpenDatabase;
  let hash: string;
  const ownerId = 'pin-owner';

  beforeAll(async () => {
    database = await databaseOpen({ dataDir: 'memory://' });
    await database.db.insertInto('users').values({ id: ownerId, email: 'pin@example.com', display_name: 'Pin', role: 'standard_user', settings: '{}' }).execute();
    hash = await pinHash(digestOf('2468'));
  });
  afterAll(() => database.close());

  it('counts wrong tries down, locks on the fifth, refuses even the right PIN, and reopens after 15 minutes', async () => {
    const key = pinKeyParent(ownerId);
    const start = new Date('2026-03-01T12:00:00.000Z');
    const check = (pin: string, now: Date) => pinVerify(database.db, { key, ownerId, hash, digest: digestOf(pin), now });

    const left: number[] = [];
    for (let i = 0; i < PIN_MAX_FAILURES; i += 1) left.push((await check('0000', start)).attemptsLeft);
    expect(left).toEqual([4, 3, 2, 1, 0]);

    const oneMinuteLater = new Date(start.getTime() + 60_000);
    const locked = await check('2468', oneMinuteLater).catch((error: unknown) => error);
    expect(locked).toBeInstanceOf(ApiError);
    expect(locked).toMatchObject({ statusCode: 423, code: 'locked', message: MESSAGES.pinLocked, retryAfterSeconds: 14 * 60 });

    const reopened = new Date(start.getTime() + PIN_LOCK_MS);
    expect(await check('2468', reopened)).toEqual({ verified: true, attemptsLeft: 5 });
    expect(await database.db.selectFrom('pin_attempts').selectAll().where('pin_key', '=', key).executeTakeFirst()).toBeUndefined();
  });

  it('lets a burst of concurrent wrong tries in no further than five', async () => {
    const key = pinKeyChild('burst');
    const now = new Date('2026-03-02T12:00:00.000Z');
    const tries = await Promise.allSettled(
      Array.from({ length: 12 }, () => pinVerify(database.db, { key, ownerId, hash, digest: digestOf('1111'), now })),
    );
    const answered = tries.filter((result) => result.status === 'fulfilled');
    const refused = tries.filter((result) => result.status === 'rejected');
    expect(answered).toHaveLength(PIN_MAX_FAILURES);
    expect(answered.map((result) => result.value.attemptsLeft).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(refused.every((result) => (result.reason as ApiError).statusCode === 423)).toBe(true);
  });
});
