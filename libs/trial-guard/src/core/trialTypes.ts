/**
 * The contract of Grove's anonymous trial (SPEC §2 Trial access, §3 trial records, §4 Trial, §8, §9).
 * The server decides with {@link TrialDecision}s built from its `trial_usage` rows; the browser falls
 * back to its local record only when the server cannot answer.
 */

/** SPEC §4 reason codes. The `fallback_*` ones are decided in the browser from local data only. */
export type TrialReason =
  | 'first_time'
  | 'new_trial'
  | 'active_trial'
  | 'tokens_exhausted'
  | 'related_device_active'
  | 'related_device_exhausted'
  | 'related_device_expired'
  | 'fallback_no_data'
  | 'fallback_trial_used'
  | 'fallback_active'
  | 'fallback_reset';

/** What a trial usage record says about spending, as the decision needs it. */
export interface TrialUsage {
  /** The record's key (`{deviceId}_{ip}` on the server); when given, a record listed twice is counted once. */
  id?: string;
  tokensUsed: number;
  firstUsed: Date;
  lastUsed: Date;
}

/** The decision about one visitor at one moment. */
export interface TrialDecision {
  eligible: boolean;
  reason: TrialReason;
  /** Tokens counted against the allowance within the current 24-hour period. */
  tokensUsed: number;
  /** `limit - tokensUsed`, never below 0. */
  tokensLeft: number;
  /** The allowance the decision was made against (SPEC §9: 100000 unless lowered for tests). */
  limit: number;
  /** When the allowance resets (24 h after the last use), or null when nothing is used. */
  resetAt: Date | null;
  /** True when a record existed but none is inside its 24 h window any more (the allowance has reset). */
  expired: boolean;
}

/** SPEC §3 Local trial record: what the browser keeps. `lastUsed` is epoch milliseconds. */
export interface LocalTrialRecord {
  tokens: number;
  used: number;
  lastUsed: number;
  deviceId: string;
}

/** The device facts the browser sends in X-Device-Id, X-Device-Fingerprint, X-Device-Hardware, X-Device-Idb. */
export interface TrialDeviceFacts {
  deviceId: string;
  browserFingerprint: string;
  hardwareInfo: string;
  indexedDbId: string;
}
