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

  it("goes to the solo user's chat, with the uid encoded", () => {
    expect(loginLanding({ ...base, accountType: 'solo' })).toBe('/chat/u1');
    expect(loginLanding({ ...base, accountType: 'solo', hasActiveSession: true, uid: 'u 1' })).toBe('/chat/u%201');
  });
});
