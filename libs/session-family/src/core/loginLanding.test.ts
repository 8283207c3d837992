import { describe, expect, it } from 'vitest';
import { loginLanding } from './loginLanding';

const base = { onboardingDone: true, isTrialUser: false, accountType: 'family', hasActiveSession: false, uid: 'u1' } as const;

describe('SPEC §4 "Login flow": where sign-in lands', () => {
  it('goes to onboarding when it is not complete', () => {
    expect(loginLanding({ ...base, onboardingDone: false })).toBe('/onboarding');
    expect(loginLanding({ ...base, onboardingDone: false, accountType: 'solo', hasActiveSession: true })).toBe('/onboarding');
  });

  it('skips onboarding for a trial user', () => {
    expect(loginLanding({ ...base, onboardingDone: false, isTrialUser: true })).toBe('/profiles');
  });

  it('goes to /profiles for a family account without an active session', () => {
    expect(loginLanding(base)).toBe('/profiles');
  });

  it('goes to / for a family account with an active session', () => {
    expect(loginLanding({ ...base, hasActiveSession: true })).toBe('/');
  });

  it('returns a solo account, or a family with an active session, to the page asked for', () => {
    expect(loginLanding({ ...base, accountType: 'solo', returnTo: '/settings' })).toBe('/settings');
    expect(loginLanding({ ...base, hasActiveSession: true, returnTo: '/games' })).toBe('/games');
  });

  it('sends a family without an active session to /profiles first, carrying the page asked for', () => {
    expect(loginLanding({ ...base, returnTo: '/settings' })).toBe('/profiles?next=%2Fsettings');
    expect(loginLanding({ ...base, returnTo: '/profiles' })).toBe('/profiles');
  });

  it('still finishes onboarding first', () => {
    expect(loginLanding({ ...base, onboardingDone: false, returnTo: '/settings' })).toBe('/onboarding');
  });

  it('ignores a page that is not a safe in-app path (no open redirect)', () => {
    for (const returnTo of ['https://evil.example', '//evil.example', '/login', '/nowhere', null]) {
      expect(loginLanding({ ...base, accountType: 'solo', returnTo })).toBe('/chat/u1');
      expect(loginLanding({ ...base, returnTo })).toBe('/profiles');
    }
  });

  it("goes to the solo user's chat, with the uid encoded", () => {
    expect(loginLanding({ ...base, accountType: 'solo' })).toBe('/chat/u1');
    expect(loginLanding({ ...base, accountType: 'solo', hasActiveSession: true, uid: 'u 1' })).toBe('/chat/u%201');
  });
});
