import { routeMatch } from './routeMatch';
import { routePath } from './routePath';
import { routeReturnPathParse, routeWithReturn } from './routeReturnPath';

/**
 * Where a member goes right after sign-in (SPEC §4 "Login flow"): /onboarding while onboarding is not
 * done (unless a trial user), then /profiles for a family account without an active session, then the
 * page they asked for (`returnTo`, when it is a safe in-app path; /profiles carries it on as `?next=`),
 * else / for a family account and /chat/{uid} for a solo account (which gets its solo session
 * automatically).
 */
export function loginLanding(input: {
  onboardingDone: boolean;
  isTrialUser: boolean;
  accountType: 'family' | 'solo';
  hasActiveSession: boolean;
  uid: string;
  returnTo?: string | null;
}): string {
  if (!input.onboardingDone && !input.isTrialUser) return routePath('onboarding');
  const returnTo = routeReturnPathParse(input.returnTo);
  if (input.accountType === 'family' && !input.hasActiveSession) {
    const profiles = routePath('profiles');
    // Asking for /profiles itself needs no note of where to go next.
    return returnTo === null || routeMatch(returnTo)?.id === 'profiles' ? profiles : routeWithReturn(profiles, returnTo);
  }
  if (returnTo !== null) return returnTo;
  if (input.accountType === 'family') return routePath('home');
  return routePath('chatUser', { userId: input.uid });
}
