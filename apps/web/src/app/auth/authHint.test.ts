import { describe, expect, it } from 'vitest';
import { keyValueStorageMemory as storage } from '@grove/ui-glass';
import { AUTH_HINT_STORAGE_KEY, authHintClear, authHintFrameRead, authHintRead, authHintWrite, type AuthHintStorage } from './authHint';
import { authHintFrameOf } from './authController';
import { userSample } from './userSample';

const blocked: AuthHintStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the sign-in hint', () => {
  it('reads as signed in for the plain hint and for an adult\u2019s, and says whose frames only for the second', () => {
    expect(authHintRead(storage({ [AUTH_HINT_STORAGE_KEY]: '1' }))).toBe(true);
    expect(authHintFrameRead(storage({ [AUTH_HINT_STORAGE_KEY]: '1' }))).toBeNull();
    expect(authHintRead(storage({ [AUTH_HINT_STORAGE_KEY]: 'adult' }))).toBe(true);
    expect(authHintFrameRead(storage({ [AUTH_HINT_STORAGE_KEY]: 'adult' }))).toBe('adult');
    expect(authHintRead(storage({ [AUTH_HINT_STORAGE_KEY]: 'something else' }))).toBe(false);
    expect(authHintRead(storage())).toBe(false);
    expect(authHintRead(blocked)).toBe(false);
    expect(authHintFrameRead(blocked)).toBeNull();
  });

  it('keeps what it says when written again without a frame, and is replaced when the account says otherwise', () => {
    const store = storage();
    authHintWrite(store);
    expect(store.getItem(AUTH_HINT_STORAGE_KEY)).toBe('1');
    authHintWrite(store, 'adult');
    authHintWrite(store);
    expect(store.getItem(AUTH_HINT_STORAGE_KEY)).toBe('adult');
    authHintWrite(store, null);
    expect(store.getItem(AUTH_HINT_STORAGE_KEY)).toBe('1');
    authHintClear(store);
    expect(store.getItem(AUTH_HINT_STORAGE_KEY)).toBeNull();
    expect(() => authHintWrite(blocked, 'adult')).not.toThrow();
  });

  it("is an adult's only for a solo account out of G that finished onboarding", () => {
    const adult = userSample({ id: 'ada', onboardingStatus: true });
    expect(authHintFrameOf(adult)).toBe('adult');
    expect(authHintFrameOf({ ...adult, children: ['kid-1'] })).toBeNull();
    expect(authHintFrameOf({ ...adult, contentMode: 'G' })).toBeNull();
    expect(authHintFrameOf(userSample({ id: 'ada', onboardingStatus: false }))).toBeNull();
  });
});
