import type { User } from '@grove/api-contract';
import { loginLanding, onboardingIsDone } from '@grove/session-family';

/**
 * Where a user goes right after signing in or up (SPEC §4 "Login flow"): /onboarding until it is done,
 * then /profiles for a family account (a fresh sign-in has no active profile, so the page asked for
 * rides along as `?next=`), then the page asked for (`returnTo`, ignored unless a safe in-app path),
 * else their chat.
 */
export function authLandingPath(user: User, returnTo: string | null = null): string {
  return loginLanding({
    onboardingDone: onboardingIsDone(user),
    isTrialUser: false,
    accountType: user.children.length > 0 ? 'family' : 'solo',
    hasActiveSession: false,
    uid: user.id,
    returnTo,
  });
}
