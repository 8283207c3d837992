/** The name of each routing rule; every render or redirect decision names one. */
export type RouteRuleId =
  | 'signed-out-route'
  | 'signed-out-unknown'
  | 'trial-route'
  | 'needs-account'
  | 'trial-only'
  | 'signed-in-route'
  | 'signed-in-redirect'
  | 'signed-in-unknown'
  | 'admin-only'
  | 'chat-own-id'
  | 'chat-active-profile'
  | 'memories-active-profile'
  | 'child-overview-parent-profile'
  | 'family-visibility-active-profile'
  | 'login-flow-landing'
  | 'login-flow-return';

/**
 * One line per routing rule, quoting the SPEC text it implements (SPEC §2 "Screens and routes",
 * §4 "Login flow", §6 "Roles and permissions").
 */
export const ROUTE_RULES: Readonly<Record<RouteRuleId, string>> = {
  'signed-out-route':
    'SPEC §2 Signed-out routes: "/login, /signup, /referral-signup/{invitationCode}, / (home), /trial-choice, /door-choice, /video/nature, /video/fantasy, /video/garden, /oracle, /spirit-animal, /game-selection, /chat/trial, /choose-story, /game-chat, /about, /legal, /refer, /refer/{invitationCode}, /games, /wellness, /journal" render.',
  'signed-out-unknown': 'SPEC §2 Signed-out routes: "Any other signed-out path redirects to /."',
  'trial-route':
    'SPEC §2 Trial access: "Routes allowed on trial: /chat/trial, /trial-choice, /door-choice, /choose-story, /game-chat, /video/*, /spirit-animal, /oracle, /game-selection, /games, /wellness, /journal, /about, /legal, /founders, /refer and /refer/*" render for a trial visitor or trial user.',
  'needs-account':
    'SPEC §2 Trial access: "Routes that need an account: /hike, /settings, /admin, /profiles" send a signed-out visitor (with or without a trial) to /login to sign in, and a signed-in trial user to /signup.',
  'trial-only':
    'SPEC §6 signed-out trial visitor: "Limited to the trial routes"; a signed-in trial user on any other path goes to their default chat destination, /chat/trial (SPEC §2 Default chat destination).',
  'signed-in-route':
    'SPEC §2 Signed-in routes: "/onboarding, / (home), /profiles, /about, /admin…, /legal, /chat/trial, /chat/{userId}, /chat/{userId}/child/{childId}, /game-chat, /journal, /wellness, /games, /hike, /choose-story, /quests, /door-choice, /video/nature, /video/fantasy, /video/garden, /old-stories, /settings, /child-accounts, /child-login, /test" render; so do /refer, /refer/{invitationCode} and /founders (issue 19: an adult\'s referrals and founder seat).',
  'signed-in-redirect':
    'SPEC §2 Signed-in routes: "Redirects: /dashboard goes to /. /who-is-using, /parent-auth and /child-auth/{childId} go to /profiles."',
  'signed-in-unknown':
    'SPEC §2 Signed-in routes: "Unknown signed-in path: go to /onboarding if onboarding is incomplete and the user is not a trial user. Otherwise go to /profiles for family accounts, else /chat/{uid}."',
  'admin-only':
    'SPEC §2 Signed-in routes: "/admin: an index plus token-monitor, analytics, token-usage-tracker, symbolic-memory, trial-usage and codes. All are behind an admin-only guard"; a signed-in non-admin goes to /.',
  'chat-own-id':
    'SPEC §2 Signed-in routes: "/chat/{userId}" and "/chat/{userId}/child/{childId}" show the signed-in user\'s own chat; another userId goes to the default chat destination.',
  'chat-active-profile':
    'SPEC §4 Session: "A fresh browser session and a page refresh both clear the session for family accounts, which forces profile selection"; a family chat with no active profile goes to /profiles, and a child profile only opens its own chat (SPEC §2 Default chat destination).',
  'memories-active-profile':
    'SPEC §4 Session: "A fresh browser session and a page refresh both clear the session for family accounts, which forces profile selection"; /memories (issue 15, beyond SPEC §2) shows the active profile\'s memories, so a family with no active profile chooses one at /profiles first.',
  'child-overview-parent-profile':
    'SPEC §6 parent (family_member): "Owns child profiles and a PIN that protects parental controls. Returning from a child to parent requires parent authentication"; /profiles/{childId} (issue 18, beyond SPEC §2), a child\'s overview, is for the parent profile: a family with no active profile chooses one at /profiles, and a child profile goes to its own chat.',
  'family-visibility-active-profile':
    'SPEC §4 Session: "A fresh browser session and a page refresh both clear the session for family accounts, which forces profile selection"; /what-my-parent-sees (issue 18, beyond SPEC §2) tells the active profile what a parent sees, so a family with no active profile chooses one at /profiles first.',
  'login-flow-landing':
    'SPEC §4 Login flow: "go to onboarding if it is not complete (unless trial user)", "then go to /profiles for family accounts without an active session"; otherwise / is the person\'s own home (the active profile\'s, or the solo user\'s with their automatic solo session), from which their chat is one click away.',
  'login-flow-return':
    'SPEC §4 Login flow after sign-in from a page that needs an account (/login?next=…): onboarding first if it is not complete, then /profiles for a family account without an active session (carrying ?next=), then the in-app page that was asked for.',
};
