import { describe, expect, it } from 'vitest';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_EXPIRY_MS,
  SESSION_INACTIVITY_TIMEOUT_MS,
  sessionAutoStart,
  sessionChildId,
  sessionIsExpired,
  sessionIsInactive,
  sessionProfile,
  sessionRole,
  sessionStart,
  sessionTouched,
} from './sessionState';

const T0 = 1_700_000_000_000;

describe('SPEC §9 "Session: expiry 24 hours; inactivity timeout 5 minutes; check every 10 s"', () => {
  it('has the exact constants in milliseconds', () => {
    expect(SESSION_EXPIRY_MS).toBe(86_400_000);
    expect(SESSION_INACTIVITY_TIMEOUT_MS).toBe(300_000);
    expect(SESSION_CHECK_INTERVAL_MS).toBe(10_000);
  });
});

describe('SPEC §4 "Session": profiles and roles', () => {
  it("parent sign-in gives profile 'parent' with role family_member", () => {
    const state = sessionStart({ type: 'parent' }, T0);
    expect(state).toEqual({ activeProfileId: 'parent', activeProfileType: 'parent', lastActivityTime: T0, isAuthenticated: true });
    expect(sessionRole(state)).toBe('family_member');
    expect(sessionChildId(state)).toBeNull();
    expect(sessionProfile(state)).toEqual({ type: 'parent' });
  });

  it("a solo user gives profile 'solo' with role standard_user", () => {
    const state = sessionStart({ type: 'solo' }, T0);
    expect(state).toEqual({ activeProfileId: 'solo', activeProfileType: 'parent', lastActivityTime: T0, isAuthenticated: true });
    expect(sessionRole(state)).toBe('standard_user');
    expect(sessionChildId(state)).toBeNull();
    expect(sessionProfile(state)).toEqual({ type: 'solo' });
  });

  it('a child gives role child_user and the active child id is stored', () => {
    const state = sessionStart({ type: 'child', childId: 'kid-7' }, T0);
    expect(state).toEqual({ activeProfileId: 'kid-7', activeProfileType: 'child', lastActivityTime: T0, isAuthenticated: true });
    expect(sessionRole(state)).toBe('child_user');
    expect(sessionChildId(state)).toBe('kid-7');
    expect(sessionProfile(state)).toEqual({ type: 'child', childId: 'kid-7' });
  });
});

describe('SPEC §4 "Session": inactivity is more than 5 minutes since the last activity', () => {
  const state = sessionStart({ type: 'child', childId: 'kid-7' }, T0);

  it('is active up to exactly 5 minutes and inactive 1 ms later', () => {
    expect(sessionIsInactive(state, T0 + 299_999)).toBe(false);
    expect(sessionIsInactive(state, T0 + 300_000)).toBe(false);
    expect(sessionIsInactive(state, T0 + 300_001)).toBe(true);
  });

  it('activity moves the activity time and keeps the profile', () => {
    const touched = sessionTouched(state, T0 + 200_000);
    expect(touched).toEqual({ ...state, lastActivityTime: T0 + 200_000 });
    expect(sessionIsInactive(touched, T0 + 500_000)).toBe(false);
    expect(sessionTouched(touched, T0 + 200_000)).toBe(touched);
  });

  it('expires after more than 24 hours, not at exactly 24 hours', () => {
    expect(sessionIsExpired(state, T0 + 86_400_000)).toBe(false);
    expect(sessionIsExpired(state, T0 + 86_400_001)).toBe(true);
  });
});

describe('SPEC §4 "Login flow": solo users get an automatic solo session', () => {
  it('starts a solo session for a solo account without one', () => {
    expect(sessionAutoStart('solo', null, T0)).toEqual(sessionStart({ type: 'solo' }, T0));
  });

  it('keeps an existing session', () => {
    const current = sessionStart({ type: 'solo' }, T0 - 5000);
    expect(sessionAutoStart('solo', current, T0)).toBe(current);
  });

  it('never starts one for a family account or an unknown one', () => {
    expect(sessionAutoStart('family', null, T0)).toBeNull();
    expect(sessionAutoStart(null, null, T0)).toBeNull();
    const parent = sessionStart({ type: 'parent' }, T0);
    expect(sessionAutoStart('family', parent, T0)).toBe(parent);
  });
});
