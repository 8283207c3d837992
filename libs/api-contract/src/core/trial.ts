import { z } from 'zod';

/**
 * SPEC §4 Trial reason codes. The server answers with the first seven; the `fallback_*` codes are
 * decided in the browser from its local record when the server cannot answer (SPEC §8).
 */
export const TRIAL_REASONS = [
  'first_time',
  'new_trial',
  'active_trial',
  'tokens_exhausted',
  'related_device_active',
  'related_device_exhausted',
  'related_device_expired',
  'fallback_no_data',
  'fallback_trial_used',
  'fallback_active',
  'fallback_reset',
] as const;

/** One of SPEC §4's trial reason codes. */
export const TrialReasonSchema = z.enum(TRIAL_REASONS);
/** A trial reason code. */
export type TrialReasonCode = z.infer<typeof TrialReasonSchema>;

/**
 * The headers that carry a trial visitor's device facts (issue 5): `X-Device-Id` is required on trial
 * calls; the fingerprint, hardware info and IndexedDB id are optional and let the server find related
 * devices (SPEC §7: trial_usage is queried by equality on each of them).
 */
export const TRIAL_DEVICE_HEADERS = {
  deviceId: 'x-device-id',
  browserFingerprint: 'x-device-fingerprint',
  hardwareInfo: 'x-device-hardware',
  indexedDbId: 'x-device-idb',
} as const;

/** The longest device id the server accepts (letters, digits, `.`, `_`, `:`, `-`). */
export const TRIAL_DEVICE_ID_MAX_CHARS = 128;

/** The longest fingerprint, hardware info or IndexedDB id header the server keeps. */
export const TRIAL_DEVICE_FACT_MAX_CHARS = 512;

/**
 * `GET /api/trial/status` (SPEC §4 Trial; issue 5): whether this device may chat on the trial now, why,
 * and the allowance. `tokensUsed`/`tokensLeft` count the current 24-hour window shared with related
 * devices; `resetAt` is when the allowance renews (null when nothing is used); `expired` says the last
 * use is more than 24 hours ago (the allowance has reset).
 */
export const TrialStatusSchema = z.object({
  eligible: z.boolean(),
  reason: TrialReasonSchema,
  tokensUsed: z.number().int().nonnegative(),
  tokensLeft: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  resetAt: z.iso.datetime().nullable(),
  expired: z.boolean(),
});
/** The trial status response. */
export type TrialStatus = z.infer<typeof TrialStatusSchema>;
