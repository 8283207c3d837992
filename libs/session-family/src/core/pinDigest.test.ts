import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { PIN_INVALID_MESSAGE, PIN_LENGTH_MAX, PIN_LENGTH_MIN, PIN_MISMATCH_MESSAGE, pinDigest, pinDigestIsValid, pinPairCheck, pinValidate } from './pinDigest';

async function sha256Hex(text: string): Promise<string> {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const DIGEST_1234 = '03ac674216f3e15c761ee1a5e255f067953623c8b388b4459e13f978d7c846f4';

describe('SPEC §5 PIN rules (length not shown in SPEC; Grove: 4 to 6 digits)', () => {
  it('accepts 4, 5 and 6 digits', () => {
    expect([PIN_LENGTH_MIN, PIN_LENGTH_MAX]).toEqual([4, 6]);
    expect(pinValidate('0000')).toBeNull();
    expect(pinValidate('12345')).toBeNull();
    expect(pinValidate('987654')).toBeNull();
  });

  it.each(['', '123', '1234567', '12a4', ' 1234', '1234 ', '-123', '12.4', '１２３４', '١٢٣٤'])(
    'refuses %j with "PIN must be 4 to 6 digits."',
    (pin) => {
      expect(pinValidate(pin)).toBe('PIN must be 4 to 6 digits.');
      expect(PIN_INVALID_MESSAGE).toBe('PIN must be 4 to 6 digits.');
    },
  );
});

describe('SPEC §5 "Child PIN and parent PIN are compared by SHA-256 hash": the digest on the wire', () => {
  it('is the lowercase hex SHA-256 of the PIN', async () => {
    await expect(pinDigest('1234', sha256Hex)).resolves.toBe(DIGEST_1234);
  });

  it('lowercases a digest the injected function returns in capitals', async () => {
    await expect(pinDigest('1234', async () => DIGEST_1234.toUpperCase())).resolves.toBe(DIGEST_1234);
  });

  it('refuses an invalid PIN without hashing it', async () => {
    const hash = vi.fn(sha256Hex);
    await expect(pinDigest('12', hash)).rejects.toThrow('PIN must be 4 to 6 digits.');
    expect(hash).not.toHaveBeenCalled();
  });

  it('refuses a hash function that does not return 64 hex characters', async () => {
    await expect(pinDigest('1234', async () => 'abc')).rejects.toThrow(/64 hexadecimal/);
  });

  it('checks the wire shape: 64 lowercase hex characters', () => {
    expect(pinDigestIsValid(DIGEST_1234)).toBe(true);
    expect(pinDigestIsValid(DIGEST_1234.toUpperCase())).toBe(false);
    expect(pinDigestIsValid(DIGEST_1234.slice(1))).toBe(false);
    expect(pinDigestIsValid(`${DIGEST_1234}0`)).toBe(false);
    expect(pinDigestIsValid('g'.repeat(64))).toBe(false);
    expect(pinDigestIsValid('1234')).toBe(false);
    expect(pinDigestIsValid(null)).toBe(false);
  });
});

describe('a new PIN typed twice (every form that sets a PIN)', () => {
  it('names the PIN’s own problem first, then a mismatch, and nothing when both agree', () => {
    expect(pinPairCheck('12', '12')).toEqual({ pin: PIN_INVALID_MESSAGE });
    expect(pinPairCheck('12a4', '')).toEqual({ pin: PIN_INVALID_MESSAGE });
    expect(pinPairCheck('2468', '2486')).toEqual({ pinConfirm: PIN_MISMATCH_MESSAGE });
    expect(pinPairCheck('2468', '')).toEqual({ pinConfirm: PIN_MISMATCH_MESSAGE });
    expect(pinPairCheck('246813', '246813')).toEqual({});
  });
});
