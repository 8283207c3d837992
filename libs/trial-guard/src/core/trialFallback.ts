import { TRIAL_FALLBACK_TOKENS_LEFT, TRIAL_WINDOW_MS } from './trialConstants';
import { trialDecision } from './trialDecide';
import type { LocalTrialRecord, TrialDecision } from './trialTypes';

/** What {@link trialFallbackDecide} needs: the browser's local record, the limit and the clock. */
export interface TrialFallbackInput {
  local: LocalTrialRecord | null;
  limit: number;
  now: Date;
}

/**
 * The browser's decision from its local record when the status call fails (SPEC §8 Trial check failure).
 * Never authoritative: the server still enforces the allowance on every charge.
 */
export function trialFallbackDecide(input: TrialFallbackInput): TrialDecision {
  const { local, limit, now } = input;
  // Nothing stored: assume a full allowance.
  if (local === null) return trialDecision('fallback_no_data', true, 0, limit, null, false);
  // Last use 24 h or more ago: the allowance has reset.
  if (now.getTime() - local.lastUsed >= TRIAL_WINDOW_MS) return trialDecision('fallback_reset', true, 0, limit, null, true);
  const used = Math.max(0, local.used);
  const resetAt = new Date(local.lastUsed + TRIAL_WINDOW_MS);
  // Within 24 h and under the limit: still usable.
  if (used < limit) return trialDecision('fallback_active', true, used, limit, resetAt, false);
  // Within 24 h and at or over the limit: used up.
  return trialDecision('fallback_trial_used', false, used, limit, resetAt, false);
}

/**
 * The decision when the trial status cannot be loaded and no local data answers instead
 * (SPEC §8 Failed trial status load: 100000 tokens left and not expired).
 */
export function trialDecisionLoadFailed(limit: number = TRIAL_FALLBACK_TOKENS_LEFT): TrialDecision {
  return trialDecision('fallback_no_data', true, 0, limit, null, false);
}
