/**
 * @grove/trial-guard core: Grove's anonymous trial (SPEC §2, §3, §4, §8, §9) as pure functions.
 * Clocks, storages and id generators are passed in; the React binding lives in `@grove/trial-guard/react`.
 */
export type {
  TrialReason,
  TrialUsage,
  TrialDecision,
  LocalTrialRecord,
  TrialDeviceFacts,
} from './core/trialTypes';
export {
  TRIAL_TOKEN_LIMIT,
  TRIAL_WINDOW_MS,
  TRIAL_COOKIE_MAX_AGE_SECONDS,
  TRIAL_STATUS_POLL_MS,
  TRIAL_FALLBACK_TOKENS_LEFT,
} from './core/trialConstants';
export type { TrialDecideInput } from './core/trialDecide';
export { trialDecide, trialUsageRolled, trialUsageActive } from './core/trialDecide';
export { trialFallbackDecide, trialDecisionLoadFailed } from './core/trialFallback';
export type { TrialFallbackInput } from './core/trialFallback';
export {
  trialLocalRecordCreate,
  trialLocalRecordCharge,
  trialLocalRecordFromStatus,
  trialLocalRecordParse,
} from './core/trialLocalRecord';
export {
  trialDeviceIdentityResolve,
  trialDeviceIdValid,
  TRIAL_DEVICE_ID_KEY,
  TRIAL_IDB_ID_KEY,
} from './core/trialDeviceIdentity';
export type {
  KeyValueStore,
  AsyncKeyValueStore,
  TrialCookie,
  TrialDeviceIdentityDeps,
  TrialDeviceIdentity,
} from './core/trialDeviceIdentity';
export { trialFingerprint, trialHardwareInfo, trialHash } from './core/trialFingerprint';
export type { TrialFingerprintFacts } from './core/trialFingerprint';
export { trialDeviceHeaders } from './core/trialDeviceHeaders';
