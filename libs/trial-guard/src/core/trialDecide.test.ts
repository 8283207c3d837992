import { describe, expect, it } from 'vitest';
import { TRIAL_TOKEN_LIMIT, TRIAL_WINDOW_MS } from './trialConstants';
import { trialDecide, trialUsageActive, trialUsageRolled } from './trialDecide';
import type { TrialUsage } from './trialTypes';

const now = new Date('2025-03-10T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const limit = TRIAL_TOKEN_LIMIT;

/** A usage record whose last use was `agoMs` before `now`. */
function usage(tokensUsed: number, agoMs: number, id?: string): TrialUsage {
  const lastUsed = new Date(now.getTime() - agoMs);
  return { id, tokensUsed, firstUsed: new Date(lastUsed.getTime() - HOUR), lastUsed };
}

describe('trialUsageRolled', () => {
  it('keeps a record used less than 24 h ago', () => {
    const u = usage(10, TRIAL_WINDOW_MS - 1);
    expect(trialUsageRolled(u, now)).toBe(u);
    expect(trialUsageActive(u, now)).toBe(true);
  });
  it('drops a record used exactly 24 h ago (the allowance resets)', () => {
    expect(trialUsageRolled(usage(10, TRIAL_WINDOW_MS), now)).toBeNull();
    expect(trialUsageActive(usage(10, TRIAL_WINDOW_MS), now)).toBe(false);
  });
  it('passes null through', () => {
    expect(trialUsageRolled(null, now)).toBeNull();
  });
});

describe('trialDecide reason codes', () => {
  it('first_time: no own and no related records', () => {
    expect(trialDecide({ own: null, related: [], limit, now })).toEqual({
      eligible: true,
      reason: 'first_time',
      tokensUsed: 0,
      tokensLeft: limit,
      limit,
      resetAt: null,
      expired: false,
    });
  });

  it('new_trial: own record last used exactly 24 h ago and nothing related active', () => {
    const d = trialDecide({ own: usage(limit, TRIAL_WINDOW_MS), related: [usage(5, 2 * TRIAL_WINDOW_MS)], limit, now });
    expect(d).toMatchObject({ eligible: true, reason: 'new_trial', tokensUsed: 0, tokensLeft: limit, resetAt: null, expired: true });
  });

  it('active_trial: own record one millisecond inside the window, under the limit', () => {
    const own = usage(40_000, TRIAL_WINDOW_MS - 1);
    const d = trialDecide({ own, related: [], limit, now });
    expect(d).toMatchObject({ eligible: true, reason: 'active_trial', tokensUsed: 40_000, tokensLeft: 60_000, expired: false });
    expect(d.resetAt).toEqual(new Date(own.lastUsed.getTime() + TRIAL_WINDOW_MS));
  });

  it('active_trial: one token under the limit is still eligible', () => {
    const d = trialDecide({ own: usage(limit - 1, HOUR), related: [], limit, now });
    expect(d).toMatchObject({ eligible: true, reason: 'active_trial', tokensLeft: 1 });
  });

  it('tokens_exhausted: own record at exactly the limit', () => {
    const d = trialDecide({ own: usage(limit, HOUR), related: [], limit, now });
    expect(d).toMatchObject({ eligible: false, reason: 'tokens_exhausted', tokensUsed: limit, tokensLeft: 0, expired: false });
    expect(d.resetAt).toEqual(new Date(now.getTime() - HOUR + TRIAL_WINDOW_MS));
  });

  it('tokens_exhausted: over the limit never reports negative tokens left', () => {
    expect(trialDecide({ own: usage(limit + 500, HOUR), related: [], limit, now })).toMatchObject({ tokensLeft: 0, tokensUsed: limit + 500 });
  });

  it('related_device_active: no own record, a related record is active and under the limit', () => {
    const d = trialDecide({ own: null, related: [usage(30_000, HOUR)], limit, now });
    expect(d).toMatchObject({ eligible: true, reason: 'related_device_active', tokensUsed: 30_000, tokensLeft: 70_000, expired: false });
  });

  it('related_device_active: own record expired, a related record active', () => {
    const d = trialDecide({ own: usage(90_000, TRIAL_WINDOW_MS + HOUR), related: [usage(30_000, HOUR)], limit, now });
    expect(d).toMatchObject({ eligible: true, reason: 'related_device_active', tokensUsed: 30_000 });
  });

  it('related_device_exhausted: no own record, related records reach exactly the limit', () => {
    const d = trialDecide({ own: null, related: [usage(60_000, HOUR), usage(40_000, 2 * HOUR)], limit, now });
    expect(d).toMatchObject({ eligible: false, reason: 'related_device_exhausted', tokensUsed: limit, tokensLeft: 0, expired: false });
    expect(d.resetAt).toEqual(new Date(now.getTime() - HOUR + TRIAL_WINDOW_MS));
  });

  it('related_device_exhausted: own record expired, related active records at the limit', () => {
    const d = trialDecide({ own: usage(10, TRIAL_WINDOW_MS), related: [usage(limit, HOUR)], limit, now });
    expect(d).toMatchObject({ eligible: false, reason: 'related_device_exhausted' });
  });

  it('related_device_expired: no own record, related records all last used 24 h or more ago', () => {
    const d = trialDecide({ own: null, related: [usage(limit, TRIAL_WINDOW_MS), usage(5, 3 * TRIAL_WINDOW_MS)], limit, now });
    expect(d).toEqual({
      eligible: true,
      reason: 'related_device_expired',
      tokensUsed: 0,
      tokensLeft: limit,
      limit,
      resetAt: null,
      expired: true,
    });
  });
});

describe('trialDecide shared allowance (abuse resistance)', () => {
  it('sums own and active related records: a new device id from the same IP buys nothing', () => {
    const d = trialDecide({ own: usage(20_000, HOUR), related: [usage(50_000, 3 * HOUR), usage(30_000, 5 * HOUR)], limit, now });
    expect(d).toMatchObject({ eligible: false, reason: 'tokens_exhausted', tokensUsed: limit, tokensLeft: 0 });
  });

  it('counts only related records still inside their window', () => {
    const d = trialDecide({ own: usage(20_000, HOUR), related: [usage(90_000, TRIAL_WINDOW_MS), usage(10_000, 2 * HOUR)], limit, now });
    expect(d).toMatchObject({ eligible: true, reason: 'active_trial', tokensUsed: 30_000, tokensLeft: 70_000 });
  });

  it('resets at the latest last use among the contributing records plus 24 h', () => {
    const d = trialDecide({ own: usage(1, 10 * HOUR), related: [usage(1, 2 * HOUR), usage(1, TRIAL_WINDOW_MS + HOUR)], limit, now });
    expect(d.resetAt).toEqual(new Date(now.getTime() - 2 * HOUR + TRIAL_WINDOW_MS));
  });

  it('counts the own record once when the server lists it among the related ones too', () => {
    const own = usage(60_000, HOUR, 'dev-1_1.2.3.4');
    const copy = { ...own };
    const d = trialDecide({ own, related: [copy, own, usage(10_000, HOUR, 'dev-2_1.2.3.4'), usage(10_000, HOUR, 'dev-2_1.2.3.4')], limit, now });
    expect(d).toMatchObject({ reason: 'active_trial', tokensUsed: 70_000 });
  });

  it('honours a lower limit (TRIAL_TOKEN_LIMIT lowered for tests)', () => {
    expect(trialDecide({ own: usage(500, HOUR), related: [], limit: 500, now })).toMatchObject({ eligible: false, reason: 'tokens_exhausted', limit: 500 });
  });
});
