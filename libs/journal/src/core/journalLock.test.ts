import { describe, expect, it } from 'vitest';
import { JOURNAL_LOCK_IDLE_MS, journalLockDigestInput, journalLockDue, journalLockPinProblem } from './journalLock';

describe('journal lock rules', () => {
  it('accepts exactly four digits as a PIN', () => {
    expect(journalLockPinProblem('0429')).toBeNull();
    for (const pin of ['123', '12345', '12a4', ' 1234', '']) expect(journalLockPinProblem(pin)).toBe('The PIN must be exactly 4 digits.');
  });

  it('locks again after 5 minutes without activity, not before', () => {
    expect(JOURNAL_LOCK_IDLE_MS).toBe(300_000);
    expect(journalLockDue(1_000, 1_000 + 299_999)).toBe(false);
    expect(journalLockDue(1_000, 1_000 + 300_000)).toBe(true);
  });

  it('salts the digest input, so the same PIN on two devices hashes differently', () => {
    expect(journalLockDigestInput('salt-a', '1234')).not.toBe(journalLockDigestInput('salt-b', '1234'));
    expect(journalLockDigestInput('salt-a', '1234')).toContain('salt-a');
  });
});
