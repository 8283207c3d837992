import { TRIAL_TOKEN_LIMIT, TRIAL_WINDOW_MS } from './trialConstants';
import type { LocalTrialRecord, TrialDecision } from './trialTypes';

/** A fresh local trial record (SPEC §3) for a device: the whole allowance left, nothing used. */
export function trialLocalRecordCreate(deviceId: string, now: Date, limit: number = TRIAL_TOKEN_LIMIT): LocalTrialRecord {
  return { tokens: limit, used: 0, lastUsed: now.getTime(), deviceId };
}

/**
 * The local record after spending `tokensUsed` at `now` (SPEC §8 Usage-record failure: local storage only).
 * A record last used 24 h or more ago starts again from the whole allowance before the charge.
 */
export function trialLocalRecordCharge(
  record: LocalTrialRecord,
  tokensUsed: number,
  now: Date,
  limit: number = TRIAL_TOKEN_LIMIT,
): LocalTrialRecord {
  const spent = Math.max(0, Number.isFinite(tokensUsed) ? tokensUsed : 0);
  const rolled = now.getTime() - record.lastUsed >= TRIAL_WINDOW_MS;
  const used = (rolled ? 0 : record.used) + spent;
  const tokens = Math.max(0, (rolled ? limit : record.tokens) - spent);
  return { tokens, used, lastUsed: now.getTime(), deviceId: record.deviceId };
}

/**
 * The local record refreshed from the server's answer: the server is the authority, the record a cache.
 * `lastUsed` is recovered from `resetAt` (24 h after the last use); with nothing used it keeps the
 * previous record's `lastUsed`, or `now` when there is none.
 */
export function trialLocalRecordFromStatus(
  status: Pick<TrialDecision, 'tokensUsed' | 'tokensLeft' | 'resetAt'>,
  deviceId: string,
  now: Date,
  previous: LocalTrialRecord | null = null,
): LocalTrialRecord {
  const lastUsed = status.resetAt ? status.resetAt.getTime() - TRIAL_WINDOW_MS : (previous?.lastUsed ?? now.getTime());
  return { tokens: Math.max(0, status.tokensLeft), used: Math.max(0, status.tokensUsed), lastUsed, deviceId };
}

/**
 * Reads a stored local record, or null when the text is missing or not a well-formed record.
 * Guards against hand-edited or older storage shapes.
 */
export function trialLocalRecordParse(text: string | null | undefined): LocalTrialRecord | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tokens, used, lastUsed, deviceId } = value as Record<string, unknown>;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (!finite(tokens) || !finite(used) || !finite(lastUsed) || typeof deviceId !== 'string') return null;
  return { tokens, used, lastUsed, deviceId };
}
