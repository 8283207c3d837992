import { describe, expect, it } from 'vitest';
import { authSnapshotSignedIn, type AuthSnapshot, type SignedInSnapshot } from './authSnapshot';
import { routeDecide, type RouteDecision } from './routeDecide';
import { ROUTE_RULES, type RouteRuleId } from './routeRules';
import { ROUTE_REDIRECTS, ROUTE_TABLE, type RouteId } from './routeTable';

function signedIn(overrides: Partial<SignedInSnapshot> = {}): SignedInSnapshot {
  return authSnapshotSignedIn({ activeProfile: { type: 'parent' }, ...overrides });
}

const loading: AuthSnapshot = { status: 'loading' };
const visitor: AuthSnapshot = { status: 'signedOut', trialActive: false };
const trialVisitor: AuthSnapshot = { status: 'signedOut', trialActive: true };
const parent = signedIn();
const parentWithChild = signedIn({ activeProfile: { type: 'child', childId: 'c9' } });
const familyNoProfile = signedIn({ activeProfile: null });
const solo = signedIn({ accountType: 'solo', activeProfile: { type: 'solo' } });
const admin = signedIn({ isAdmin: true });
const newFamily = signedIn({ onboardingComplete: false, activeProfile: null });
const newSolo = signedIn({ accountType: 'solo', onboardingComplete: false, activeProfile: null });
const trialUser = signedIn({ isTrialUser: true, accountType: 'solo', onboardingComplete: false, activeProfile: null });

function rendered(id: RouteId, params: Record<string, string>, rule: RouteRuleId): RouteDecision {
  return { kind: 'render', route: { id, params }, rule };
}

function redirected(to: string, rule: RouteRuleId): RouteDecision {
  return { kind: 'redirect', to, rule };
}

const SIGNED_OUT_ROUTES: [string, RouteId, Record<string, string>][] = [
  ['/login', 'login', {}],
  ['/signup', 'signup', {}],
  ['/referral-signup/INV-42', 'referralSignup', { invitationCode: 'INV-42' }],
  ['/', 'home', {}],
  ['/trial-choice', 'trialChoice', {}],
  ['/door-choice', 'doorChoice', {}],
  ['/video/nature', 'videoNature', {}],
  ['/video/fantasy', 'videoFantasy', {}],
  ['/video/garden', 'videoGarden', {}],
  ['/oracle', 'oracle', {}],
  ['/spirit-animal', 'spiritAnimal', {}],
  ['/game-selection', 'gameSelection', {}],
  ['/chat/trial', 'chatTrial', {}],
  ['/choose-story', 'chooseStory', {}],
  ['/game-chat', 'gameChat', {}],
  ['/about', 'about', {}],
  ['/legal', 'legal', {}],
  ['/refer', 'refer', {}],
  ['/refer/INV-42', 'referCode', { invitationCode: 'INV-42' }],
  ['/games', 'games', {}],
  ['/wellness', 'wellness', {}],
  ['/journal', 'journal', {}],
];

const TRIAL_ROUTES: [string, RouteId, Record<string, string>][] = [
  ['/chat/trial', 'chatTrial', {}],
  ['/trial-choice', 'trialChoice', {}],
  ['/door-choice', 'doorChoice', {}],
  ['/choose-story', 'chooseStory', {}],
  ['/game-chat', 'gameChat', {}],
  ['/video/nature', 'videoNature', {}],
  ['/video/fantasy', 'videoFantasy', {}],
  ['/video/garden', 'videoGarden', {}],
  ['/spirit-animal', 'spiritAnimal', {}],
  ['/oracle', 'oracle', {}],
  ['/game-selection', 'gameSelection', {}],
  ['/games', 'games', {}],
  ['/wellness', 'wellness', {}],
  ['/journal', 'journal', {}],
  ['/about', 'about', {}],
  ['/legal', 'legal', {}],
  ['/founders', 'founders', {}],
  ['/refer', 'refer', {}],
  ['/refer/INV-42', 'referCode', { invitationCode: 'INV-42' }],
];

const NEEDS_ACCOUNT = [
  '/hike',
  '/settings',
  '/profiles',
  '/admin',
  '/admin/token-monitor',
  '/admin/analytics',
  '/admin/token-usage-tracker',
  '/admin/symbolic-memory',
  '/admin/trial-usage',
  '/admin/codes',
  '/admin/audit-log',
  '/admin/accounts',
];

const ADMIN_ROUTES: [string, RouteId][] = [
  ['/admin', 'admin'],
  ['/admin/token-monitor', 'adminTokenMonitor'],
  ['/admin/analytics', 'adminAnalytics'],
  ['/admin/token-usage-tracker', 'adminTokenUsageTracker'],
  ['/admin/symbolic-memory', 'adminSymbolicMemory'],
  ['/admin/trial-usage', 'adminTrialUsage'],
  ['/admin/codes', 'adminCodes'],
  ['/admin/audit-log', 'adminAuditLog'],
  ['/admin/accounts', 'adminAccounts'],
];

// '/' is a signed-in route too; what it does is the login-flow landing, tested below.
const SIGNED_IN_ROUTES: [string, RouteId, Record<string, string>][] = [
  ['/onboarding', 'onboarding', {}],
  ['/profiles', 'profiles', {}],
  ['/about', 'about', {}],
  ...ADMIN_ROUTES.map(([path, id]): [string, RouteId, Record<string, string>] => [path, id, {}]),
  ['/legal', 'legal', {}],
  ['/chat/trial', 'chatTrial', {}],
  ['/chat/u1', 'chatUser', { userId: 'u1' }],
  ['/chat/u1/child/c9', 'chatChild', { userId: 'u1', childId: 'c9' }],
  ['/game-chat', 'gameChat', {}],
  ['/journal', 'journal', {}],
  ['/wellness', 'wellness', {}],
  ['/games', 'games', {}],
  ['/hike', 'hike', {}],
  ['/choose-story', 'chooseStory', {}],
  ['/quests', 'quests', {}],
  ['/door-choice', 'doorChoice', {}],
  ['/video/nature', 'videoNature', {}],
  ['/video/fantasy', 'videoFantasy', {}],
  ['/video/garden', 'videoGarden', {}],
  ['/old-stories', 'oldStories', {}],
  ['/settings', 'settings', {}],
  ['/child-accounts', 'childAccounts', {}],
  ['/child-login', 'childLogin', {}],
  ['/test', 'test', {}],
  ['/profiles/c9', 'childOverview', { childId: 'c9' }],
  ['/what-my-parent-sees', 'whatMyParentSees', {}],
  // Issue 19, beyond SPEC §2's signed-in list.
  ['/refer', 'refer', {}],
  ['/refer/INV-42', 'referCode', { invitationCode: 'INV-42' }],
  ['/founders', 'founders', {}],
  // Issue 21: the animal guide is saved to the profile; the oracle and the games too for a signed-in person.
  ['/oracle', 'oracle', {}],
  ['/spirit-animal', 'spiritAnimal', {}],
  ['/game-selection', 'gameSelection', {}],
];

// Paths that exist for someone but are not on the signed-in list, plus paths that exist for nobody.
const NOT_SIGNED_IN_ROUTES = [
  '/login',
  '/signup',
  '/referral-signup/INV-42',
  '/trial-choice',
  '/nowhere',
  '/video/space',
  '/chat/u1/child',
  '/admin/unknown',
];

describe('loading: "The state is loading until the first sign-in state is known" (SPEC §4) — show the spinner', () => {
  it.each(['/', '/login', '/admin', '/chat/u1', '/nowhere', '/%E0%A4%A'])('waits on %s', (path) => {
    expect(routeDecide(path, loading)).toEqual({ kind: 'wait' });
  });
});

describe('Signed-out routes: /login, /signup, … /journal render', () => {
  it.each(SIGNED_OUT_ROUTES)('renders %s for a visitor without a trial', (path, id, params) => {
    expect(routeDecide(path, visitor)).toEqual(rendered(id, params, 'signed-out-route'));
  });

  it.each(SIGNED_OUT_ROUTES)('renders %s for a visitor with a trial', (path, id, params) => {
    expect(routeDecide(path, trialVisitor)).toEqual(rendered(id, params, 'signed-out-route'));
  });
});

describe('Any other signed-out path redirects to /', () => {
  it.each([
    '/nowhere',
    '/dashboard',
    '/quests',
    '/onboarding',
    '/chat/u1',
    '/chat/u1/child/c9',
    '/old-stories',
    '/video/space',
    '/founders',
  ])('sends a visitor without a trial from %s to /', (path) => {
    expect(routeDecide(path, visitor)).toEqual(redirected('/', 'signed-out-unknown'));
  });

  it.each(['/nowhere', '/dashboard', '/quests', '/onboarding', '/chat/u1', '/child-login'])(
    'sends a visitor with a trial from %s (neither a trial route nor one that needs an account) to /',
    (path) => {
      expect(routeDecide(path, trialVisitor)).toEqual(redirected('/', 'signed-out-unknown'));
    },
  );
});

describe('Trial access: "Routes allowed on trial" render for a trial visitor or trial user', () => {
  it('lets a signed-out visitor with an active trial open /founders too', () => {
    expect(routeDecide('/founders', trialVisitor)).toEqual(rendered('founders', {}, 'trial-route'));
  });

  it.each(TRIAL_ROUTES)('renders %s for a signed-in trial user', (path, id, params) => {
    expect(routeDecide(path, trialUser)).toEqual(rendered(id, params, 'trial-route'));
  });
});

describe('Trial access: "Routes that need an account" — a visitor signs in, a trial user signs up', () => {
  it.each(NEEDS_ACCOUNT)('sends a signed-out visitor without a trial from %s to /login, remembering the page', (path) => {
    expect(routeDecide(path, visitor)).toEqual(redirected(`/login?next=${encodeURIComponent(path)}`, 'needs-account'));
  });

  it.each(NEEDS_ACCOUNT)('sends a signed-out visitor with an active trial from %s to /login, remembering the page', (path) => {
    expect(routeDecide(path, trialVisitor)).toEqual(redirected(`/login?next=${encodeURIComponent(path)}`, 'needs-account'));
  });

  it('keeps the query of the page asked for', () => {
    expect(routeDecide('/settings?tab=look', visitor)).toEqual(redirected('/login?next=%2Fsettings%3Ftab%3Dlook', 'needs-account'));
  });

  it.each(NEEDS_ACCOUNT)('sends a signed-in trial user from %s to /signup', (path) => {
    expect(routeDecide(path, trialUser)).toEqual(redirected('/signup', 'needs-account'));
  });
});

describe('Trial access: a trial user is limited to the trial routes, anything else goes to /chat/trial', () => {
  it.each(['/', '/quests', '/onboarding', '/chat/u1', '/chat/u1/child/c9', '/dashboard', '/login', '/signup', '/nowhere'])(
    'sends a signed-in trial user from %s to /chat/trial',
    (path) => {
      expect(routeDecide(path, trialUser)).toEqual(redirected('/chat/trial', 'trial-only'));
    },
  );

  it('applies to a trial user with a family account as well', () => {
    const familyTrial = signedIn({ isTrialUser: true, onboardingComplete: false });
    expect(routeDecide('/old-stories', familyTrial)).toEqual(redirected('/chat/trial', 'trial-only'));
  });
});

describe('Signed-in routes: /onboarding, / (home), /profiles, … /test render', () => {
  it.each(SIGNED_IN_ROUTES)('renders %s for a signed-in admin parent', (path, id, params) => {
    expect(routeDecide(path, admin)).toEqual(rendered(id, params, 'signed-in-route'));
  });

  it.each(SIGNED_IN_ROUTES.filter(([path]) => !path.startsWith('/admin')))(
    'renders %s for a signed-in solo user whose uid is u1',
    (path, id, params) => {
      expect(routeDecide(path, solo)).toEqual(rendered(id, params, 'signed-in-route'));
    },
  );

  it('renders known routes even before onboarding is complete', () => {
    expect(routeDecide('/onboarding', newFamily)).toEqual(rendered('onboarding', {}, 'signed-in-route'));
    expect(routeDecide('/settings', newSolo)).toEqual(rendered('settings', {}, 'signed-in-route'));
  });
});

describe('Redirects: /dashboard goes to /. /who-is-using, /parent-auth and /child-auth/{childId} go to /profiles', () => {
  it.each([
    ['/dashboard', '/'],
    ['/who-is-using', '/profiles'],
    ['/parent-auth', '/profiles'],
    ['/child-auth/c9', '/profiles'],
  ])('sends a signed-in user from %s to %s', (path, to) => {
    expect(routeDecide(path, parent)).toEqual(redirected(to, 'signed-in-redirect'));
    expect(routeDecide(path, solo)).toEqual(redirected(to, 'signed-in-redirect'));
  });
});

describe('Unknown signed-in path: /onboarding if onboarding is incomplete and not a trial user, else /profiles for family, else /chat/{uid}', () => {
  it.each(NOT_SIGNED_IN_ROUTES)('sends a family user who has not finished onboarding from %s to /onboarding', (path) => {
    expect(routeDecide(path, newFamily)).toEqual(redirected('/onboarding', 'signed-in-unknown'));
  });

  it.each(NOT_SIGNED_IN_ROUTES)('sends a solo user who has not finished onboarding from %s to /onboarding', (path) => {
    expect(routeDecide(path, newSolo)).toEqual(redirected('/onboarding', 'signed-in-unknown'));
  });

  it('exempts a trial user from onboarding: they go to their chat instead', () => {
    expect(routeDecide('/nowhere', trialUser)).toEqual(redirected('/chat/trial', 'trial-only'));
  });

  it.each(NOT_SIGNED_IN_ROUTES)('sends an onboarded family user from %s to /profiles', (path) => {
    expect(routeDecide(path, parent)).toEqual(redirected('/profiles', 'signed-in-unknown'));
    expect(routeDecide(path, parentWithChild)).toEqual(redirected('/profiles', 'signed-in-unknown'));
  });

  it.each(NOT_SIGNED_IN_ROUTES)('sends an onboarded solo user from %s to /chat/{uid}', (path) => {
    expect(routeDecide(path, solo)).toEqual(redirected('/chat/u1', 'signed-in-unknown'));
  });

  it('encodes the uid of the solo chat it sends to', () => {
    expect(routeDecide('/nowhere', signedIn({ accountType: 'solo', uid: 'a b/c' }))).toEqual(
      redirected('/chat/a%20b%2Fc', 'signed-in-unknown'),
    );
  });
});

describe('/admin and its pages: "All are behind an admin-only guard"', () => {
  it.each(ADMIN_ROUTES)('renders %s for an admin', (path, id) => {
    expect(routeDecide(path, admin)).toEqual(rendered(id, {}, 'signed-in-route'));
  });

  it.each(ADMIN_ROUTES)('sends a signed-in non-admin from %s to /', (path) => {
    expect(routeDecide(path, parent)).toEqual(redirected('/', 'admin-only'));
    expect(routeDecide(path, solo)).toEqual(redirected('/', 'admin-only'));
  });
});

describe('/chat/{userId} and /chat/{userId}/child/{childId}: only the signed-in user\'s own chat', () => {
  it('renders the own chat and the own child chat', () => {
    expect(routeDecide('/chat/u1', parent)).toEqual(rendered('chatUser', { userId: 'u1' }, 'signed-in-route'));
    expect(routeDecide('/chat/u1/child/c9', parentWithChild)).toEqual(
      rendered('chatChild', { userId: 'u1', childId: 'c9' }, 'signed-in-route'),
    );
  });

  it.each([
    ['an active parent', parent, '/chat/u1'],
    ['an active child', parentWithChild, '/chat/u1/child/c9'],
    ['no active profile', familyNoProfile, '/profiles'],
    ['a solo account', solo, '/chat/u1'],
  ])('sends a family or solo user with %s from another user\'s chat to %s', (_label, auth, to) => {
    expect(routeDecide('/chat/someone-else', auth)).toEqual(redirected(to, 'chat-own-id'));
    expect(routeDecide('/chat/someone-else/child/c9', auth)).toEqual(redirected(to, 'chat-own-id'));
  });

  it('compares the decoded userId with the uid', () => {
    const odd = signedIn({ uid: 'a b/c' });
    expect(routeDecide('/chat/a%20b%2Fc', odd)).toEqual(rendered('chatUser', { userId: 'a b/c' }, 'signed-in-route'));
    expect(routeDecide('/chat/a%20b', odd)).toEqual(redirected('/chat/a%20b%2Fc', 'chat-own-id'));
  });
});

describe('a family chat follows the active profile (SPEC §4 Session: a refresh forces profile selection)', () => {
  it('sends a family with no active profile from any own chat to /profiles', () => {
    expect(routeDecide('/chat/u1', familyNoProfile)).toEqual(redirected('/profiles', 'chat-active-profile'));
    expect(routeDecide('/chat/u1/child/c9', familyNoProfile)).toEqual(redirected('/profiles', 'chat-active-profile'));
  });

  it('keeps an active child out of the parent chat and other children’s chats', () => {
    expect(routeDecide('/chat/u1', parentWithChild)).toEqual(redirected('/chat/u1/child/c9', 'chat-active-profile'));
    expect(routeDecide('/chat/u1/child/c7', parentWithChild)).toEqual(redirected('/chat/u1/child/c9', 'chat-active-profile'));
  });

  it('lets the active parent open the parent chat and a child chat, and a solo user their chat', () => {
    expect(routeDecide('/chat/u1/child/c7', parent)).toEqual(rendered('chatChild', { userId: 'u1', childId: 'c7' }, 'signed-in-route'));
    expect(routeDecide('/chat/u1', solo)).toEqual(rendered('chatUser', { userId: 'u1' }, 'signed-in-route'));
  });
});

describe('/memories (issue 15, beyond SPEC): signed in, the active profile’s own memories', () => {
  it('renders for the active parent, an active child and a solo user', () => {
    expect(routeDecide('/memories', parent)).toEqual(rendered('memories', {}, 'signed-in-route'));
    expect(routeDecide('/memories?profile=c9', parentWithChild)).toEqual(rendered('memories', {}, 'signed-in-route'));
    expect(routeDecide('/memories', solo)).toEqual(rendered('memories', {}, 'signed-in-route'));
  });

  it('sends a family with no active profile to /profiles to choose one', () => {
    expect(routeDecide('/memories', familyNoProfile)).toEqual(redirected('/profiles', 'memories-active-profile'));
  });

  it('is not a trial route: a visitor signs in, a trial user signs up', () => {
    expect(routeDecide('/memories', trialVisitor)).toEqual(redirected('/login?next=%2Fmemories', 'needs-account'));
    expect(routeDecide('/memories', visitor)).toEqual(redirected('/login?next=%2Fmemories', 'needs-account'));
    expect(routeDecide('/memories', trialUser)).toEqual(redirected('/signup', 'needs-account'));
  });
});

describe('/profiles/{childId} (issue 18, beyond SPEC): a child’s overview, for the parent profile only', () => {
  it('renders for the active parent (and a solo account, whom the API answers itself)', () => {
    expect(routeDecide('/profiles/c7', parent)).toEqual(rendered('childOverview', { childId: 'c7' }, 'signed-in-route'));
    expect(routeDecide('/profiles/c%207', parent)).toEqual(rendered('childOverview', { childId: 'c 7' }, 'signed-in-route'));
    expect(routeDecide('/profiles/c7', solo)).toEqual(rendered('childOverview', { childId: 'c7' }, 'signed-in-route'));
  });

  it('sends an active child to its own chat, even for its own id', () => {
    expect(routeDecide('/profiles/c9', parentWithChild)).toEqual(redirected('/chat/u1/child/c9', 'child-overview-parent-profile'));
    expect(routeDecide('/profiles/c7', parentWithChild)).toEqual(redirected('/chat/u1/child/c9', 'child-overview-parent-profile'));
  });

  it('sends a family with no active profile to /profiles to choose one (the parent PIN)', () => {
    expect(routeDecide('/profiles/c7', familyNoProfile)).toEqual(redirected('/profiles', 'child-overview-parent-profile'));
  });

  it('needs an account: a visitor signs in and comes back, a trial user signs up', () => {
    expect(routeDecide('/profiles/c7', visitor)).toEqual(redirected('/login?next=%2Fprofiles%2Fc7', 'needs-account'));
    expect(routeDecide('/profiles/c7', trialVisitor)).toEqual(redirected('/login?next=%2Fprofiles%2Fc7', 'needs-account'));
    expect(routeDecide('/profiles/c7', trialUser)).toEqual(redirected('/signup', 'needs-account'));
  });

  it('is one segment deep: /profiles/c7/more is unknown', () => {
    expect(routeDecide('/profiles/c7/more', parent)).toEqual(redirected('/profiles', 'signed-in-unknown'));
  });
});

describe('/what-my-parent-sees (issue 18, beyond SPEC): what the active profile’s parent sees', () => {
  it('renders for an active child, the active parent and a solo account', () => {
    expect(routeDecide('/what-my-parent-sees', parentWithChild)).toEqual(rendered('whatMyParentSees', {}, 'signed-in-route'));
    expect(routeDecide('/what-my-parent-sees', parent)).toEqual(rendered('whatMyParentSees', {}, 'signed-in-route'));
    expect(routeDecide('/what-my-parent-sees', solo)).toEqual(rendered('whatMyParentSees', {}, 'signed-in-route'));
  });

  it('sends a family with no active profile to /profiles to choose one', () => {
    expect(routeDecide('/what-my-parent-sees', familyNoProfile)).toEqual(redirected('/profiles', 'family-visibility-active-profile'));
  });

  it('needs an account', () => {
    expect(routeDecide('/what-my-parent-sees', visitor)).toEqual(redirected('/login?next=%2Fwhat-my-parent-sees', 'needs-account'));
    expect(routeDecide('/what-my-parent-sees', trialUser)).toEqual(redirected('/signup', 'needs-account'));
  });
});

describe('Login flow landing on / (SPEC §4): onboarding, then /profiles for family without a session, else home', () => {
  it('sends a user who has not finished onboarding to /onboarding', () => {
    expect(routeDecide('/', newFamily)).toEqual(redirected('/onboarding', 'login-flow-landing'));
    expect(routeDecide('/', newSolo)).toEqual(redirected('/onboarding', 'login-flow-landing'));
  });

  it('does not send a trial user to onboarding', () => {
    expect(routeDecide('/', trialUser)).toEqual(redirected('/chat/trial', 'trial-only'));
  });

  it('sends a family account with no active profile to /profiles', () => {
    expect(routeDecide('/', familyNoProfile)).toEqual(redirected('/profiles', 'login-flow-landing'));
  });

  it('renders home for a solo account: its own home, with its chat one click away', () => {
    expect(routeDecide('/', solo)).toEqual(rendered('home', {}, 'login-flow-landing'));
    expect(routeDecide('/', signedIn({ accountType: 'solo', activeProfile: null }))).toEqual(rendered('home', {}, 'login-flow-landing'));
  });

  it('renders home for a family account with an active profile', () => {
    expect(routeDecide('/', parent)).toEqual(rendered('home', {}, 'login-flow-landing'));
    expect(routeDecide('/', parentWithChild)).toEqual(rendered('home', {}, 'login-flow-landing'));
  });
});

describe('Login flow after sign-in from a page that needs an account (/login?next=…)', () => {
  it('sends a signed-in solo account or active profile on to the page asked for', () => {
    expect(routeDecide('/login?next=%2Fsettings', solo)).toEqual(redirected('/settings', 'login-flow-return'));
    expect(routeDecide('/login?next=%2Fsettings', parentWithChild)).toEqual(redirected('/settings', 'login-flow-return'));
  });

  it('sends a family without an active profile through /profiles, carrying the page', () => {
    expect(routeDecide('/login?next=%2Fsettings', familyNoProfile)).toEqual(redirected('/profiles?next=%2Fsettings', 'login-flow-return'));
  });

  it('still sends someone who has not finished onboarding to /onboarding', () => {
    expect(routeDecide('/login?next=%2Fsettings', newSolo)).toEqual(redirected('/onboarding', 'login-flow-return'));
  });

  it.each(['?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2Flogin', '?next=', '', '#next=%2Fsettings'])(
    'ignores a next that is not a page of the app (%s): SPEC §2 unknown-path rule',
    (query) => {
      expect(routeDecide(`/login${query}`, solo)).toEqual(redirected('/chat/u1', 'signed-in-unknown'));
    },
  );
});

describe('path normalisation: query, hash, one trailing slash, decoding', () => {
  it('ignores the query string and the hash', () => {
    expect(routeDecide('/login?next=%2Fchat#top', visitor)).toEqual(rendered('login', {}, 'signed-out-route'));
    expect(routeDecide('/admin/codes#list', parent)).toEqual(redirected('/', 'admin-only'));
  });

  it('strips one trailing slash but keeps /', () => {
    expect(routeDecide('/journal/', visitor)).toEqual(rendered('journal', {}, 'signed-out-route'));
    expect(routeDecide('/', visitor)).toEqual(rendered('home', {}, 'signed-out-route'));
    expect(routeDecide('/journal//', visitor)).toEqual(redirected('/', 'signed-out-unknown'));
  });

  it('decodes parameters', () => {
    expect(routeDecide('/refer/caf%C3%A9%20club', visitor)).toEqual(
      rendered('referCode', { invitationCode: 'café club' }, 'signed-out-route'),
    );
  });

  it('treats a malformed percent-encoding as an unknown path instead of throwing', () => {
    expect(routeDecide('/refer/%E0%A4%A', visitor)).toEqual(redirected('/', 'signed-out-unknown'));
    expect(routeDecide('/chat/%', solo)).toEqual(redirected('/chat/u1', 'signed-in-unknown'));
  });
});

describe('every rule is reachable', () => {
  const oneCasePerRule: [RouteRuleId, string, AuthSnapshot, RouteDecision][] = [
    ['signed-out-route', '/oracle', visitor, rendered('oracle', {}, 'signed-out-route')],
    ['signed-out-unknown', '/quests', visitor, redirected('/', 'signed-out-unknown')],
    ['trial-route', '/founders', trialVisitor, rendered('founders', {}, 'trial-route')],
    ['needs-account', '/hike', trialVisitor, redirected('/login?next=%2Fhike', 'needs-account')],
    ['trial-only', '/quests', trialUser, redirected('/chat/trial', 'trial-only')],
    ['signed-in-route', '/quests', parent, rendered('quests', {}, 'signed-in-route')],
    ['signed-in-redirect', '/dashboard', parent, redirected('/', 'signed-in-redirect')],
    ['signed-in-unknown', '/login', solo, redirected('/chat/u1', 'signed-in-unknown')],
    ['admin-only', '/admin', parent, redirected('/', 'admin-only')],
    ['chat-own-id', '/chat/u2', parent, redirected('/chat/u1', 'chat-own-id')],
    ['chat-active-profile', '/chat/u1', familyNoProfile, redirected('/profiles', 'chat-active-profile')],
    ['memories-active-profile', '/memories', familyNoProfile, redirected('/profiles', 'memories-active-profile')],
    ['child-overview-parent-profile', '/profiles/c7', parentWithChild, redirected('/chat/u1/child/c9', 'child-overview-parent-profile')],
    ['family-visibility-active-profile', '/what-my-parent-sees', familyNoProfile, redirected('/profiles', 'family-visibility-active-profile')],
    ['login-flow-landing', '/', familyNoProfile, redirected('/profiles', 'login-flow-landing')],
    ['login-flow-return', '/login?next=%2Fgames', solo, redirected('/games', 'login-flow-return')],
  ];

  it.each(oneCasePerRule)('produces %s', (_rule, path, auth, decision) => {
    expect(routeDecide(path, auth)).toEqual(decision);
  });

  it('has a case for every rule id, and every rule id has a description', () => {
    expect(new Set(oneCasePerRule.map(([rule]) => rule))).toEqual(new Set(Object.keys(ROUTE_RULES)));
    for (const description of Object.values(ROUTE_RULES)) expect(description).toMatch(/^SPEC §\d/);
  });
});

describe('redirects always end on a rendered screen', () => {
  const everyone: [string, AuthSnapshot][] = [
    ['visitor', visitor],
    ['trial visitor', trialVisitor],
    ['parent', parent],
    ['parent with child', parentWithChild],
    ['family without profile', familyNoProfile],
    ['solo', solo],
    ['admin', admin],
    ['new family', newFamily],
    ['new solo', newSolo],
    ['trial user', trialUser],
  ];
  const fill = (pattern: string) => pattern.replace(/:userId/g, 'u2').replace(/:[A-Za-z]+/g, 'x');
  const paths = [...ROUTE_TABLE.map((row) => fill(row.pattern)), ...ROUTE_REDIRECTS.map((row) => fill(row.pattern)), '/chat/u1', '/nowhere', '/login?next=%2Fsettings', '/login?next=%2Fchat%2Fu2%2Fchild%2Fx', '/login?next=%2Fdashboard'];

  it.each(everyone)('reaches a screen within three hops for a %s', (_label, auth) => {
    for (const start of paths) {
      let decision = routeDecide(start, auth);
      for (let hop = 0; hop < 3 && decision.kind === 'redirect'; hop++) decision = routeDecide(decision.to, auth);
      expect({ start, kind: decision.kind }).toEqual({ start, kind: 'render' });
    }
  });
});
