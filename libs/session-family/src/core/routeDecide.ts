import type { AuthSnapshot } from './authSnapshot';
import { loginLanding } from './loginLanding';
import { routeDefaultChatDestination } from './routeDefaultChatDestination';
import { routeFind, type RouteMatch } from './routeMatch';
import { routePath } from './routePath';
import { routeLoginPath, routeReturnPathRead } from './routeReturnPath';
import type { RouteRuleId } from './routeRules';
import { ROUTE_REDIRECTS, ROUTE_TABLE, type RouteDefinition } from './routeTable';

/**
 * What the app does with a path: wait for auth, render a route, or redirect; a render or a redirect
 * names the rule that decided it.
 */
export type RouteDecision =
  | { kind: 'wait' }
  | { kind: 'render'; route: RouteMatch; rule: RouteRuleId }
  | { kind: 'redirect'; to: string; rule: RouteRuleId };

type SignedIn = Extract<AuthSnapshot, { status: 'signedIn' }>;
type Found = { row: RouteDefinition; params: Record<string, string> };

function render(found: Found, rule: RouteRuleId): RouteDecision {
  return { kind: 'render', route: { id: found.row.id, params: found.params }, rule };
}

function redirect(to: string, rule: RouteRuleId): RouteDecision {
  return { kind: 'redirect', to, rule };
}

function routeDecideSignedOut(found: Found | null, trialActive: boolean, path: string): RouteDecision {
  if (found !== null && found.row.audiences.includes('signedOut')) return render(found, 'signed-out-route');
  // A page that needs an account is one the visitor may own: sign in first (the sign-in page links to
  // sign-up), rather than the home page's generic "anything else goes to /"; sign-in then returns here.
  if (found !== null && found.row.needsAccount) return redirect(routeLoginPath(path), 'needs-account');
  if (found !== null && trialActive && found.row.audiences.includes('trial')) return render(found, 'trial-route');
  return redirect(routePath('home'), 'signed-out-unknown');
}

function routeDecideTrialUser(found: Found | null, auth: SignedIn, path: string): RouteDecision {
  if (found !== null && found.row.audiences.includes('trial')) return render(found, 'trial-route');
  if (found !== null && found.row.needsAccount) return redirect(routePath('signup'), 'needs-account');
  return redirect(routeDefaultChatDestination(auth, path), 'trial-only');
}

function routeDecideUnknown(auth: SignedIn): RouteDecision {
  // Trial users never reach here (routeDecideTrialUser catches them); the check mirrors SPEC's wording.
  if (!auth.onboardingComplete && !auth.isTrialUser) return redirect(routePath('onboarding'), 'signed-in-unknown');
  if (auth.accountType === 'family') return redirect(routePath('profiles'), 'signed-in-unknown');
  return redirect(routePath('chatUser', { userId: auth.uid }), 'signed-in-unknown');
}

function routeDecideLanding(found: Found, auth: SignedIn): RouteDecision {
  if (!auth.onboardingComplete && !auth.isTrialUser) return redirect(routePath('onboarding'), 'login-flow-landing');
  // A solo account always has its solo session, so / is its own home like an active family profile's.
  if (auth.accountType === 'family' && auth.activeProfile === null) return redirect(routePath('profiles'), 'login-flow-landing');
  return render(found, 'login-flow-landing');
}

/** Signed in on /login?next=…: the login flow, then the page that was asked for (null: no valid one). */
function routeDecideLoginReturn(found: Found | null, auth: SignedIn, path: string): RouteDecision | null {
  if (found?.row.id !== 'login') return null;
  const beforeHash = path.split('#')[0];
  const returnTo = routeReturnPathRead(beforeHash.includes('?') ? beforeHash.slice(beforeHash.indexOf('?')) : '');
  if (returnTo === null) return null;
  const to = loginLanding({
    onboardingDone: auth.onboardingComplete,
    isTrialUser: auth.isTrialUser,
    accountType: auth.accountType,
    hasActiveSession: auth.activeProfile !== null,
    uid: auth.uid,
    returnTo,
  });
  return redirect(to, 'login-flow-return');
}

/** A family's chat follows the active profile: none chosen → choose one; a child → only their own chat. */
function routeDecideFamilyChat(found: Found, auth: SignedIn, path: string): RouteDecision | null {
  if (auth.accountType !== 'family') return null;
  const profile = auth.activeProfile;
  if (profile === null) return redirect(routePath('profiles'), 'chat-active-profile');
  if (profile.type === 'child' && (found.row.id === 'chatUser' || found.params.childId !== profile.childId)) {
    return redirect(routeDefaultChatDestination(auth, path), 'chat-active-profile');
  }
  return null;
}

/**
 * Issue 18's family screens follow the active profile: a child's overview is the parent profile's
 * (a child profile goes back to its own chat), and a family that has not chosen a profile in this tab
 * chooses one first, for the overview and for "what my parent sees" alike.
 */
function routeDecideFamilyView(found: Found, auth: SignedIn, path: string): RouteDecision | null {
  if (found.row.id !== 'childOverview' && found.row.id !== 'whatMyParentSees') return null;
  if (auth.accountType !== 'family') return null;
  const rule = found.row.id === 'childOverview' ? 'child-overview-parent-profile' : 'family-visibility-active-profile';
  if (auth.activeProfile === null) return redirect(routePath('profiles'), rule);
  if (found.row.id === 'childOverview' && auth.activeProfile.type === 'child') return redirect(routeDefaultChatDestination(auth, path), rule);
  return null;
}

function routeDecideSignedIn(found: Found | null, auth: SignedIn, path: string): RouteDecision {
  if (auth.isTrialUser) return routeDecideTrialUser(found, auth, path);

  const forward = routeFind(ROUTE_REDIRECTS, path);
  if (forward !== null) return redirect(forward.row.to, 'signed-in-redirect');

  const loginReturn = routeDecideLoginReturn(found, auth, path);
  if (loginReturn !== null) return loginReturn;
  if (found === null || !found.row.audiences.includes('signedIn')) return routeDecideUnknown(auth);
  if (found.row.adminOnly && !auth.isAdmin) return redirect(routePath('home'), 'admin-only');
  // The server checks the id in every chat call; this only keeps the address bar honest.
  if ((found.row.id === 'chatUser' || found.row.id === 'chatChild') && found.params.userId !== auth.uid) {
    return redirect(routeDefaultChatDestination(auth, path), 'chat-own-id');
  }
  if (found.row.id === 'chatUser' || found.row.id === 'chatChild') {
    const chat = routeDecideFamilyChat(found, auth, path);
    if (chat) return chat;
  }
  // Memories are a profile's: a family whose profile is not chosen in this tab chooses first.
  if (found.row.id === 'memories' && auth.accountType === 'family' && auth.activeProfile === null) {
    return redirect(routePath('profiles'), 'memories-active-profile');
  }
  const familyView = routeDecideFamilyView(found, auth, path);
  if (familyView) return familyView;
  if (found.row.id === 'home') return routeDecideLanding(found, auth);
  return render(found, 'signed-in-route');
}

/**
 * Decides what the app does with a path for this user: wait while auth is loading, render the
 * route, or redirect, applying the rules of SPEC §2 (and the landing of SPEC §4 "Login flow").
 * Routes match on the path alone (query and hash ignored; a path that cannot be decoded counts as
 * unknown); the query matters only as /login's `?next=`, the page to return to after sign-in.
 */
export function routeDecide(path: string, auth: AuthSnapshot): RouteDecision {
  if (auth.status === 'loading') return { kind: 'wait' };
  const found = routeFind(ROUTE_TABLE, path);
  if (auth.status === 'signedOut') return routeDecideSignedOut(found, auth.trialActive, path);
  return routeDecideSignedIn(found, auth, path);
}
