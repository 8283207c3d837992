import { describe, expect, expectTypeOf, it } from 'vitest';
import { TRIAL_REASONS, type TrialReasonCode, type TrialStatus } from '@grove/api-contract';
import type { TrialDecision, TrialReason } from './trialTypes';

describe('trial types agree with the API contract', () => {
  it('has the same reason codes', () => {
    expectTypeOf<TrialReason>().toEqualTypeOf<TrialReasonCode>();
    const mine: Record<TrialReason, true> = {
      first_time: true,
      new_trial: true,
      active_trial: true,
      tokens_exhausted: true,
      related_device_active: true,
      related_device_exhausted: true,
      related_device_expired: true,
      fallback_no_data: true,
      fallback_trial_used: true,
      fallback_active: true,
      fallback_reset: true,
    };
    expect(Object.keys(mine).sort()).toEqual([...TRIAL_REASONS].sort());
  });
  it('a decision has the status fields (resetAt as a Date instead of ISO text)', () => {
    expectTypeOf<keyof TrialDecision>().toEqualTypeOf<keyof TrialStatus>();
  });
});
