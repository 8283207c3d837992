import type { TrialDeviceFacts } from './trialTypes';

/**
 * The request headers carrying a device's facts: X-Device-Id, X-Device-Fingerprint, X-Device-Hardware,
 * X-Device-Idb (the names of api-contract's TRIAL_DEVICE_HEADERS, in their usual casing).
 */
export function trialDeviceHeaders(facts: TrialDeviceFacts): Record<string, string> {
  return {
    'X-Device-Id': facts.deviceId,
    'X-Device-Fingerprint': facts.browserFingerprint,
    'X-Device-Hardware': facts.hardwareInfo,
    'X-Device-Idb': facts.indexedDbId,
  };
}
