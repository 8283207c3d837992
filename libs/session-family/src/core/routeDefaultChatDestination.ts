import type { AuthSnapshot } from './authSnapshot';
import { routeIsTrial } from './routeMatch';
import { routePath } from './routePath';

/**
 * Where "go to chat" leads for this user on this path (SPEC §2 "Default chat destination").
 *
 * - Signed out (or still loading) on a trial route: /chat/trial; elsewhere: /login.
 * - Signed-in trial user: /chat/trial, the only chat the trial routes offer.
 * - Family account: the child chat for an active child, the parent chat for an active parent,
 *   /profiles when no profile is active.
 * - Otherwise: /chat/{uid}.
 */
export function routeDefaultChatDestination(auth: AuthSnapshot, path: string): string {
  if (auth.status !== 'signedIn') {
    return routeIsTrial(path) ? routePath('chatTrial') : routePath('login');
  }
  if (auth.isTrialUser) return routePath('chatTrial');
  if (auth.accountType === 'family') {
    const profile = auth.activeProfile;
    if (profile === null) return routePath('profiles');
    if (profile.type === 'child') return routePath('chatChild', { userId: auth.uid, childId: profile.childId });
  }
  return routePath('chatUser', { userId: auth.uid });
}
