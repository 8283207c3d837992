import type { AuthSnapshot } from './authSnapshot';
import { routeFind } from './routeMatch';
import { routePath } from './routePath';
import { ROUTE_TABLE } from './routeTable';

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
    const found = routeFind(ROUTE_TABLE, path);
    return found !== null && found.row.audiences.includes('trial') ? routePath('chatTrial') : routePath('login');
  }
  if (auth.isTrialUser) return routePath('chatTrial');
  if (auth.accountType === 'family') {
    const profile = auth.activeProfile;
    if (profile === null) return routePath('profiles');
    if (profile.type === 'child') return routePath('chatChild', { userId: auth.uid, childId: profile.childId });
  }
  return routePath('chatUser', { userId: auth.uid });
}
