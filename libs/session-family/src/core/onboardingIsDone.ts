/**
 * Whether a user has completed onboarding (SPEC §5: onboarding counts as done if either flag is true).
 * Reads the user document's `onboardingStatus` and `onboarding_completed`; missing or `null` is not done.
 */
export function onboardingIsDone(user: { onboardingStatus?: boolean | null; onboarding_completed?: boolean | null }): boolean {
  return user.onboardingStatus === true || user.onboarding_completed === true;
}
