/** Every screen of the app that has its own path (SPEC §2 "Screens and routes"). */
export type RouteId =
  | 'home'
  | 'login'
  | 'signup'
  | 'referralSignup'
  | 'trialChoice'
  | 'doorChoice'
  | 'videoNature'
  | 'videoFantasy'
  | 'videoGarden'
  | 'oracle'
  | 'spiritAnimal'
  | 'gameSelection'
  | 'chatTrial'
  | 'chooseStory'
  | 'gameChat'
  | 'about'
  | 'legal'
  | 'refer'
  | 'referCode'
  | 'games'
  | 'wellness'
  | 'journal'
  | 'founders'
  | 'onboarding'
  | 'profiles'
  | 'admin'
  | 'adminTokenMonitor'
  | 'adminAnalytics'
  | 'adminTokenUsageTracker'
  | 'adminSymbolicMemory'
  | 'adminTrialUsage'
  | 'adminCodes'
  | 'adminAuditLog'
  | 'adminAccounts'
  | 'chatUser'
  | 'chatChild'
  | 'hike'
  | 'quests'
  | 'oldStories'
  | 'settings'
  | 'childAccounts'
  | 'childLogin'
  | 'test'
  | 'memories'
  | 'childOverview'
  | 'whatMyParentSees';

/**
 * Who may render a route (SPEC §2): `signedOut` for the signed-out list, `signedIn` for the
 * signed-in list, `trial` for the "Routes allowed on trial" list.
 */
export type RouteAudience = 'signedOut' | 'signedIn' | 'trial';

/** One row of {@link ROUTE_TABLE}. */
export interface RouteDefinition {
  /** The screen this path shows. */
  readonly id: RouteId;
  /** The path, with `:name` for a parameter segment, e.g. `/chat/:userId/child/:childId`. */
  readonly pattern: string;
  /** The audiences that may render it. */
  readonly audiences: readonly RouteAudience[];
  /** On SPEC §2's "Routes that need an account" list: a trial visitor is sent to /signup. */
  readonly needsAccount: boolean;
  /** Behind the admin-only guard (SPEC §2 and §6). */
  readonly adminOnly: boolean;
}

/** A signed-in path that only forwards to another screen (SPEC §2 "Redirects"). */
export interface RouteRedirect {
  /** The old path, with `:name` for a parameter segment. */
  readonly pattern: string;
  /** Where it goes. */
  readonly to: string;
}

const OUT = 'signedOut';
const IN = 'signedIn';
const TRIAL = 'trial';

function row(
  id: RouteId,
  pattern: string,
  audiences: readonly RouteAudience[],
  flags: { needsAccount?: boolean; adminOnly?: boolean } = {},
): RouteDefinition {
  return { id, pattern, audiences, needsAccount: flags.needsAccount ?? false, adminOnly: flags.adminOnly ?? false };
}

const ADMIN = { needsAccount: true, adminOnly: true } as const;

/**
 * Every route of the app and who may render it: the one table the guards read (SPEC §2 "Signed-out
 * routes", "Signed-in routes" and "Trial access").
 */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  row('home', '/', [OUT, IN]),
  row('login', '/login', [OUT]),
  row('signup', '/signup', [OUT]),
  row('referralSignup', '/referral-signup/:invitationCode', [OUT]),
  row('trialChoice', '/trial-choice', [OUT, TRIAL]),
  row('doorChoice', '/door-choice', [OUT, IN, TRIAL]),
  row('videoNature', '/video/nature', [OUT, IN, TRIAL]),
  row('videoFantasy', '/video/fantasy', [OUT, IN, TRIAL]),
  row('videoGarden', '/video/garden', [OUT, IN, TRIAL]),
  // Signed in too (issue 21, beyond SPEC §2's signed-in list): a profile's animal guide is saved to it
  // and gives the mentor its avatar, the oracle's cards go into a profile's journal and chat, and the
  // games stay reachable from the link a visitor used before signing up.
  row('oracle', '/oracle', [OUT, IN, TRIAL]),
  row('spiritAnimal', '/spirit-animal', [OUT, IN, TRIAL]),
  row('gameSelection', '/game-selection', [OUT, IN, TRIAL]),
  row('chatTrial', '/chat/trial', [OUT, IN, TRIAL]),
  row('chooseStory', '/choose-story', [OUT, IN, TRIAL]),
  row('gameChat', '/game-chat', [OUT, IN, TRIAL]),
  row('about', '/about', [OUT, IN, TRIAL]),
  row('legal', '/legal', [OUT, IN, TRIAL]),
  // Signed in too (issue 19, beyond SPEC §2's signed-in list): /refer is where an adult finds their own
  // link, invitations and rewards; an invitation link opened while signed in says it is for new accounts.
  row('refer', '/refer', [OUT, IN, TRIAL]),
  row('referCode', '/refer/:invitationCode', [OUT, IN, TRIAL]),
  row('games', '/games', [OUT, IN, TRIAL]),
  row('wellness', '/wellness', [OUT, IN, TRIAL]),
  row('journal', '/journal', [OUT, IN, TRIAL]),
  // Signed in too (issue 19): a member sees their founder seat and badge there.
  row('founders', '/founders', [IN, TRIAL]),
  row('onboarding', '/onboarding', [IN]),
  row('profiles', '/profiles', [IN], { needsAccount: true }),
  row('admin', '/admin', [IN], ADMIN),
  row('adminTokenMonitor', '/admin/token-monitor', [IN], ADMIN),
  row('adminAnalytics', '/admin/analytics', [IN], ADMIN),
  row('adminTokenUsageTracker', '/admin/token-usage-tracker', [IN], ADMIN),
  row('adminSymbolicMemory', '/admin/symbolic-memory', [IN], ADMIN),
  row('adminTrialUsage', '/admin/trial-usage', [IN], ADMIN),
  row('adminCodes', '/admin/codes', [IN], ADMIN),
  // Beyond SPEC §2 (issue 20): every admin action in one log, and the accounts list where the admin
  // role is granted and removed. Behind the same guard.
  row('adminAuditLog', '/admin/audit-log', [IN], ADMIN),
  row('adminAccounts', '/admin/accounts', [IN], ADMIN),
  row('chatUser', '/chat/:userId', [IN]),
  row('chatChild', '/chat/:userId/child/:childId', [IN]),
  row('hike', '/hike', [IN], { needsAccount: true }),
  row('quests', '/quests', [IN]),
  row('oldStories', '/old-stories', [IN]),
  row('settings', '/settings', [IN], { needsAccount: true }),
  row('childAccounts', '/child-accounts', [IN]),
  row('childLogin', '/child-login', [IN]),
  row('test', '/test', [IN]),
  // Beyond SPEC §2 (issue 15): the active profile's saved memories and timeline. Memories belong to an
  // account or a child, so a trial visitor signs in (or a trial user signs up) first.
  row('memories', '/memories', [IN], { needsAccount: true }),
  // Beyond SPEC §2 (issue 18): the parent's view of one child (the parent profile only; the API
  // refuses a child anyway), and the page that tells a child profile what its parent sees.
  row('childOverview', '/profiles/:childId', [IN], { needsAccount: true }),
  row('whatMyParentSees', '/what-my-parent-sees', [IN], { needsAccount: true }),
];

/** The signed-in paths that forward elsewhere (SPEC §2 "Signed-in routes", Redirects). */
export const ROUTE_REDIRECTS: readonly RouteRedirect[] = [
  { pattern: '/dashboard', to: '/' },
  { pattern: '/who-is-using', to: '/profiles' },
  { pattern: '/parent-auth', to: '/profiles' },
  { pattern: '/child-auth/:childId', to: '/profiles' },
];
