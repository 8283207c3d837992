import { describe, expect, it, vi } from 'vitest';
import { apiEventChannelCreate, apiEventForStatus } from './apiEvents';
import { apiHeadersBuild } from './apiHeaders';

describe('events of SPEC §8', () => {
  it('401 fires the session-timeout event with its message', () => {
    expect(apiEventForStatus(401, null)).toEqual({
      type: 'sessionTimeout',
      message: 'Authentication failed. Please refresh the page to continue.',
    });
  });

  it('402 takes its message from the response detail, then sends the visitor to /signup', () => {
    expect(apiEventForStatus(402, { error: { code: 'payment_required', message: 'Your trial is used up.' } })).toEqual({
      type: 'trialExhausted',
      message: 'Your trial is used up.',
      redirectTo: '/signup',
    });
    expect(apiEventForStatus(402, { detail: 'No tokens left today.' })?.message).toBe('No tokens left today.');
  });

  it('402 without a detail uses the default text', () => {
    expect(apiEventForStatus(402, 'oops')?.message).toBe('Trial tokens exhausted. Please create an account to continue.');
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
