import { describe, expect, it } from 'vitest';
import { onboardingIsDone } from './onboardingIsDone';

describe('SPEC §5 "Onboarding counts as done if either flag is true"', () => {
  it.each<[Parameters<typeof onboardingIsDone>[0], boolean]>([
    [{ onboardingStatus: true }, true],
    [{ onboarding_completed: true }, true],
    [{ onboardingStatus: false, onboarding_completed: true }, true],
    [{ onboardingStatus: true, onboarding_completed: false }, true],
    [{ onboardingStatus: false, onboarding_completed: false }, false],
    [{ onboardingStatus: null, onboarding_completed: null }, false],
    [{}, false],
  ])('%j gives %s', (user, done) => {
    expect(onboardingIsDone(user)).toBe(done);
  });
});
