import { TRIAL_WINDOW_MS } from './trialConstants';
import type { TrialDecision, TrialUsage } from './trialTypes';

/** What {@link trialDecide} needs: this device+IP record, the records related to it, the limit and the clock. */
export interface TrialDecideInput {
  /** The record keyed `{deviceId}_{ip}` for this visitor, or null when there is none. */
  own: TrialUsage | null;
  /** Other records sharing hardwareInfo, browserFingerprint, indexedDbId or IP (the server finds them). */
  related: TrialUsage[];
  /** Tokens allowed within the window (SPEC §9: 100000). */
  limit: number;
  now: Date;
}

/**
 * Whether a usage record is still inside its 24-hour window at `now`.
 * A record whose last use is exactly 24 h ago has expired (SPEC §4: after 24 hours the allowance resets).
 */
export function trialUsageActive(usage: TrialUsage, now: Date): boolean {
  return now.getTime() - usage.lastUsed.getTime() < TRIAL_WINDOW_MS;
}

/** The usage that still counts at `now`: the record itself, or null once its last use is 24 h or more ago. */
export function trialUsageRolled(usage: TrialUsage | null, now: Date): TrialUsage | null {
  if (usage === null) return null;
  return trialUsageActive(usage, now) ? usage : null;
}

/**
 * The server's trial decision for one visitor (SPEC §4 Trial reason codes).
 *
 * The allowance is shared by the visitor's own record and every related record still inside its
 * window, so a new device id, cleared storage or a new fingerprint from the same IP buys nothing.
 * Related entries with the same `id` as `own` (or as each other) are counted once.
 */
export function trialDecide(input: TrialDecideInput): TrialDecision {
  const { own, limit, now } = input;
  const related = trialUsageDistinct(own, input.related);
  const ownActive = trialUsageRolled(own, now);
  const relatedActive = related.filter((usage) => trialUsageActive(usage, now));
  const contributing = ownActive ? [ownActive, ...relatedActive] : relatedActive;

  // No record anywhere: a fresh visitor.
  if (own === null && related.length === 0) return trialDecision('first_time', true, 0, limit, null, false);

  if (contributing.length === 0) {
    // Own record expired and nothing related is active: the allowance has reset.
    if (own !== null) return trialDecision('new_trial', true, 0, limit, null, true);
    // No own record, related records exist but all expired: a fresh allowance.
    return trialDecision('related_device_expired', true, 0, limit, null, true);
  }

  const tokensUsed = contributing.reduce((sum, usage) => sum + Math.max(0, usage.tokensUsed), 0);
  const lastUsed = Math.max(...contributing.map((usage) => usage.lastUsed.getTime()));
  const resetAt = new Date(lastUsed + TRIAL_WINDOW_MS);
  if (tokensUsed < limit) {
    // Under the shared limit: this device's own window, or a related device's window it joins.
    return trialDecision(ownActive ? 'active_trial' : 'related_device_active', true, tokensUsed, limit, resetAt, false);
  }
  // At or over the shared limit: blamed on this device when its own active record contributes.
  return trialDecision(ownActive ? 'tokens_exhausted' : 'related_device_exhausted', false, tokensUsed, limit, resetAt, false);
}

/** Related records without the own record and without repeats, compared by `id` when records carry one. */
function trialUsageDistinct(own: TrialUsage | null, related: TrialUsage[]): TrialUsage[] {
  const seen = new Set<string>();
  if (own?.id !== undefined) seen.add(own.id);
  return related.filter((usage) => {
    if (usage === own) return false;
    if (usage.id === undefined) return true;
    if (seen.has(usage.id)) return false;
    seen.add(usage.id);
    return true;
  });
}

/** Builds a decision with `tokensLeft = limit - tokensUsed`, never below 0. */
export function trialDecision(
  reason: TrialDecision['reason'],
  eligible: boolean,
  tokensUsed: number,
  limit: number,
  resetAt: Date | null,
  expired: boolean,
): TrialDecision {
  return { eligible, reason, tokensUsed, tokensLeft: Math.max(0, limit - tokensUsed), limit, resetAt, expired };
}
