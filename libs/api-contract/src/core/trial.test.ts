import { describe, expect, it } from 'vitest';
import { TRIAL_DEVICE_HEADERS, TRIAL_REASONS, TrialStatusSchema } from './trial';

describe('TrialStatusSchema (SPEC §4 Trial)', () => {
  it('has the eleven reason codes of SPEC §4', () => {
    expect(TRIAL_REASONS).toHaveLength(11);
    expect(TRIAL_REASONS.slice(0, 7)).toEqual([
      'first_time',
      'new_trial',
      'active_trial',
      'tokens_exhausted',
      'related_device_active',
      'related_device_exhausted',
      'related_device_expired',
    ]);
  });

  it('accepts a status and refuses an unknown reason or a negative balance', () => {
    const status = { eligible: true, reason: 'first_time', tokensUsed: 0, tokensLeft: 100000, limit: 100000, resetAt: null, expired: false };
    expect(TrialStatusSchema.parse(status)).toEqual(status);
    expect(TrialStatusSchema.safeParse({ ...status, resetAt: '2025-06-01T14:05:00.000Z' }).success).toBe(true);
    expect(TrialStatusSchema.safeParse({ ...status, reason: 'lucky' }).success).toBe(false);
    expect(TrialStatusSchema.safeParse({ ...status, tokensLeft: -1 }).success).toBe(false);
  });

  it('names the device headers in lower case, as Node hands them to the server', () => {
    expect(Object.values(TRIAL_DEVICE_HEADERS)).toEqual(['x-device-id', 'x-device-fingerprint', 'x-device-hardware', 'x-device-idb']);
  });
});
