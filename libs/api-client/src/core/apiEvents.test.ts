import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, REAUTHENTICATION_REQUIRED_MESSAGE } from '@grove/api-contract';
import { apiAuthRetryWanted, apiEventChannelCreate, apiEventForStatus } from './apiEvents';
import { apiHeadersBuild } from './apiHeaders';

describe('events of SPEC §8', () => {
  it('401 fires the session-timeout event with its message', () => {
    expect(apiEventForStatus(401, null)).toEqual({
      type: 'sessionTimeout',
      message: 'Authentication failed. Please refresh the page to continue.',
    });
  });

  it('a 401 asking for the account password again (parent PIN reset) is no session timeout, and raises nothing', () => {
    const reauth = { error: { code: 'reauthentication_required', message: REAUTHENTICATION_REQUIRED_MESSAGE } };
    expect(apiEventForStatus(401, reauth, { idToken: 'tok', childId: null })).toBeNull();
    // Any other 401 still ends the session, whatever its code says.
    expect(apiEventForStatus(401, { error: { code: 'unauthenticated', message: 'No token.' } })?.type).toBe('sessionTimeout');
    expect(apiEventForStatus(401, 'not json')?.type).toBe('sessionTimeout');
  });

  it("the anonymous trial's 402 takes its message from the response detail, then sends the visitor to /signup", () => {
    const anonymous = { idToken: null, childId: null };
    expect(apiEventForStatus(402, { error: { code: 'trial_exhausted', message: 'Your trial is used up.' } }, anonymous)).toEqual({
      type: 'trialExhausted',
      message: 'Your trial is used up.',
      redirectTo: '/signup',
    });
    expect(apiEventForStatus(402, { detail: 'No tokens left today.' })?.message).toBe('No tokens left today.');
    // A 402 that names neither side, to a call sent without sign-in, can only be the trial's.
    expect(apiEventForStatus(402, { error: { code: 'payment_required', message: 'Out.' } }, anonymous)?.type).toBe('trialExhausted');
  });

  it('402 without a detail uses the default text', () => {
    expect(apiEventForStatus(402, 'oops')?.message).toBe('Trial tokens exhausted. Please create an account to continue.');
  });

  it("an account's 402 (balance spent, daily limit) is never the trial's: its own message, no /signup", () => {
    const adult = { idToken: 'tok', childId: null };
    expect(apiEventForStatus(402, { error: { code: 'insufficient_tokens', message: MESSAGES.insufficientTokens } }, adult)).toEqual({
      type: 'tokensExhausted',
      message: MESSAGES.insufficientTokens,
      reason: 'insufficient_tokens',
      profile: 'account',
    });
    expect(apiEventForStatus(402, { error: { code: 'daily_limit_reached', message: 'Limit for today.' } }, adult)).toEqual({
      type: 'tokensExhausted',
      message: 'Limit for today.',
      reason: 'daily_limit_reached',
      profile: 'account',
    });
    // The code alone decides, whoever sent it; a signed-in call is never on the trial whatever the code.
    expect(apiEventForStatus(402, { error: { code: 'daily_limit_reached', message: 'x' } })?.type).toBe('tokensExhausted');
    expect(apiEventForStatus(402, { error: { code: 'payment_required', message: 'Pay up.' } }, adult)).toMatchObject({ type: 'tokensExhausted', message: 'Pay up.', reason: null });
    expect(apiEventForStatus(402, null, adult)).toMatchObject({ type: 'tokensExhausted', message: MESSAGES.insufficientTokens });
  });

  it("a child's 402 asks kindly for a grown-up (a child cannot buy)", () => {
    const child = { idToken: 'tok', childId: 'kid-7' };
    expect(apiEventForStatus(402, { error: { code: 'insufficient_tokens', message: MESSAGES.insufficientTokens } }, child)).toEqual({
      type: 'tokensExhausted',
      message: MESSAGES.childTokensExhausted,
      reason: 'insufficient_tokens',
      profile: 'child',
    });
  });

  it('429 fires the rate-limit event', () => {
    expect(apiEventForStatus(429, {})).toEqual({
      type: 'rateLimited',
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('other statuses raise nothing', () => {
    for (const status of [200, 400, 403, 404, 500, 503]) expect(apiEventForStatus(status, {})).toBeNull();
  });

  it('a signed-in call answered 401 or 403 earns one retry after a token refresh; a signed-out one does not', () => {
    expect(apiAuthRetryWanted(401, { idToken: 'tok', childId: null })).toBe(true);
    expect(apiAuthRetryWanted(403, { idToken: 'tok', childId: 'kid' })).toBe(true);
    expect(apiAuthRetryWanted(401, { idToken: null, childId: null })).toBe(false);
    for (const status of [200, 400, 402, 404, 429, 500]) expect(apiAuthRetryWanted(status, { idToken: 'tok', childId: null })).toBe(false);
  });

  it('the channel delivers to subscribers until they leave', () => {
    const channel = apiEventChannelCreate();
    const listener = vi.fn();
    const leave = channel.subscribe(listener);
    channel.emit({ type: 'rateLimited', message: 'x' });
    leave();
    channel.emit({ type: 'rateLimited', message: 'y' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('headers of SPEC §7', () => {
  it('a signed-out request still names the default role and sends no token', () => {
    expect(apiHeadersBuild({ idToken: null, activeRole: null, childId: null })).toEqual({ 'X-Active-Role': 'family_member' });
  });

  it('a child profile sends the bearer token, the role and the child id', () => {
    expect(apiHeadersBuild({ idToken: 'tok', activeRole: 'child_user', childId: 'c1' })).toEqual({
      Authorization: 'Bearer tok',
      'X-Active-Role': 'child_user',
      'X-Child-Id': 'c1',
    });
  });
});
