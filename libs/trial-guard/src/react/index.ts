/**
 * @grove/trial-guard/react — the browser binding of the trial: device identity in local, session and
 * IndexedDB storage and a 30-day cookie, the trial status endpoint on Grove's one base API, `useTrial`
 * (polling with SPEC §8's fallbacks) and a small status badge (with its place held while the status loads).
 */
export {
  TRIAL_COOKIE_NAME,
  TRIAL_IDB_DATABASE,
  TRIAL_IDB_STORE,
  trialDocumentCookie,
  trialIdbStore,
  trialLocalStorageStore,
  trialSessionStorageStore,
  trialWebStorageStore,
} from './trialBrowserStores';
export {
  trialCanvasHash,
  trialDeviceFactsCollect,
  trialDeviceFactsForget,
  trialFingerprintFactsCollect,
  trialIdGenerate,
  type TrialDeviceFactsOptions,
} from './trialDeviceFactsCollect';
export { trialDeviceHeaders } from '../index';
export { TRIAL_STATUS_PATH, trialApi, trialStatusDecision, trialStatusRefresh, useTrialStatusQuery } from './trialApi';
export { TRIAL_LOCAL_RECORD_KEY, trialLocalRecordStoreBrowser, trialLocalRecordStoreCreate, type TrialLocalRecordStore } from './trialLocalRecordStore';
export { useTrialStarted } from './useTrialStarted';
export { useTrial, type UseTrialOptions, type UseTrialResult } from './useTrial';
export { TRIAL_REASON_TEXT, TRIAL_STATUS_CHECKING_TEXT, TrialStatusBadge, TrialStatusPending, type TrialStatusBadgeProps } from './TrialStatusBadge';
