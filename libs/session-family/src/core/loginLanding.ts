import { routePath } from './routePath';

/**
 * Where a member goes right after sign-in (SPEC §4 "Login flow"): /onboarding while onboarding is not
 * done (unless a trial user), then /profiles for a family account without an active session,
 * /chat/{uid} for a solo account (which gets its solo session automatically), and / otherwise.
 */
export function loginLanding(input: {
  onboardingDone: boolean;
  isTrialUser: boolean;
  accountType: 'family' | 'solo';
  hasActiveSession: boolean;
  uid: string;
}): string {
  if (!input.onboardingDone && !input.isTrialUser) return routePath('onboarding');
  if (input.accountType === 'family') return input.hasActiveSession ? routePath('home') : routePath('profiles');
  return routePath('chatUser', { userId: input.uid });
}
