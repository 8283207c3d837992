import { describe, expect, it } from 'vitest';
import { TRIAL_FALLBACK_TOKENS_LEFT, TRIAL_TOKEN_LIMIT, TRIAL_WINDOW_MS } from './trialConstants';
import { trialDecisionLoadFailed, trialFallbackDecide } from './trialFallback';
import type { LocalTrialRecord } from './trialTypes';

const now = new Date('2025-03-10T12:00:00.000Z');
const limit = TRIAL_TOKEN_LIMIT;

function local(used: number, agoMs: number): LocalTrialRecord {
  return { tokens: Math.max(0, limit - used), used, lastUsed: now.getTime() - agoMs, deviceId: 'dev-1' };
}

describe('trialFallbackDecide', () => {
  it('fallback_no_data: no local record gives the whole allowance', () => {
    expect(trialFallbackDecide({ local: null, limit, now })).toEqual({
      eligible: true,
      reason: 'fallback_no_data',
      tokensUsed: 0,
      tokensLeft: limit,
      limit,
      resetAt: null,
      expired: false,
    });
  });

  it('fallback_reset: last use exactly 24 h ago resets the allowance', () => {
    expect(trialFallbackDecide({ local: local(limit, TRIAL_WINDOW_MS), limit, now })).toMatchObject({
      eligible: true,
      reason: 'fallback_reset',
      tokensUsed: 0,
      tokensLeft: limit,
      resetAt: null,
      expired: true,
    });
  });

  it('fallback_active: within 24 h (one millisecond before the reset) and under the limit', () => {
    const d = trialFallbackDecide({ local: local(limit - 1, TRIAL_WINDOW_MS - 1), limit, now });
    expect(d).toMatchObject({ eligible: true, reason: 'fallback_active', tokensUsed: limit - 1, tokensLeft: 1, expired: false });
    expect(d.resetAt).toEqual(new Date(now.getTime() + 1));
  });

  it('fallback_trial_used: within 24 h at exactly the limit', () => {
    expect(trialFallbackDecide({ local: local(limit, 1000), limit, now })).toMatchObject({
      eligible: false,
      reason: 'fallback_trial_used',
      tokensUsed: limit,
      tokensLeft: 0,
      expired: false,
    });
  });
});

describe('trialDecisionLoadFailed (SPEC §8 Failed trial status load)', () => {
  it('defaults to 100000 tokens left and not expired', () => {
    expect(TRIAL_FALLBACK_TOKENS_LEFT).toBe(100_000);
    expect(trialDecisionLoadFailed()).toEqual({
      eligible: true,
      reason: 'fallback_no_data',
      tokensUsed: 0,
      tokensLeft: 100_000,
      limit: 100_000,
      resetAt: null,
      expired: false,
    });
  });
  it('takes a lower limit when one is configured', () => {
    expect(trialDecisionLoadFailed(500)).toMatchObject({ tokensLeft: 500, expired: false });
  });
});
