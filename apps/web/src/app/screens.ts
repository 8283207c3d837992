import type { ComponentType } from 'react';
import { routeMatch, type RouteId } from '@grove/session-family';
import { lazyScreen, type PreloadableComponent, type ScreenProps } from './lazyScreen';

/** Fetches a screen's chunk. */
export type ScreenLoader = () => Promise<{ default: ComponentType<ScreenProps> }>;

const SCREEN_LOADERS: Partial<Record<RouteId, ScreenLoader>> = {
  home: () => import('../pages/home/HomePage'),
  about: () => import('../pages/about/AboutPage'),
  legal: () => import('../pages/legal/LegalPage'),
  profiles: () => import('../pages/profiles/ProfilesPage'),
  childAccounts: () => import('../pages/childAccounts/ChildAccountsPage'),
  childLogin: () => import('../pages/childLogin/ChildLoginPage'),
  login: () => import('../pages/login/LoginPage'),
  signup: () => import('../pages/signup/SignupPage'),
  onboarding: () => import('../pages/onboarding/OnboardingPage'),
  settings: () => import('../pages/settings/SettingsPage'),
  chatUser: () => import('../pages/chat/ChatPage'),
  chatChild: () => import('../pages/chat/ChatPage'),
  trialChoice: () => import('../pages/trialChoice/TrialChoicePage'),
  chatTrial: () => import('../pages/trialChat/TrialChatPage'),
  games: () => import('../pages/games/GamesPage'),
  gameSelection: () => import('../pages/games/GamesPage'),
  gameChat: () => import('../pages/games/GameChatPage'),
  chooseStory: () => import('../pages/guided/ChooseStoryPage'),
  hike: () => import('../pages/guided/HikePage'),
  doorChoice: () => import('../pages/guided/DoorChoicePage'),
  videoNature: () => import('../pages/guided/VideoNaturePage'),
  videoFantasy: () => import('../pages/guided/VideoFantasyPage'),
  videoGarden: () => import('../pages/guided/VideoGardenPage'),
  journal: () => import('../pages/journal/JournalPage'),
  wellness: () => import('../pages/wellness/WellnessPage'),
  // Issue 15, beyond SPEC §2; offered only while the symbolicMemory flag is on (see screensOffered).
  memories: () => import('../pages/memories/MemoriesPage'),
  // Issue 18, beyond SPEC §2: the parent's view of a child, and what a child is told of it.
  childOverview: () => import('../pages/childOverview/ChildOverviewPage'),
  whatMyParentSees: () => import('../pages/whatMyParentSees/WhatMyParentSeesPage'),
  // Issue 19: the founders club and referrals.
  refer: () => import('../pages/refer/ReferPage'),
  referCode: () => import('../pages/refer/ReferCodePage'),
  referralSignup: () => import('../pages/refer/ReferralSignupPage'),
  founders: () => import('../pages/founders/FoundersPage'),
  // Issue 21: wellness and wonder. /spirit-animal is shown as "Animal guide".
  spiritAnimal: () => import('../pages/spiritAnimal/SpiritAnimalPage'),
  quests: () => import('../pages/quests/QuestsPage'),
  oracle: () => import('../pages/oracle/OraclePage'),
  oldStories: () => import('../pages/oldStories/OldStoriesPage'),
  test: () => import('../pages/test/TestPage'),
  // Issue 20: the admin area. Each screen is its own chunk behind the admin-only guard: the route gate
  // decides before a screen renders, so an account without the admin role never fetches these.
  admin: () => import('../pages/admin/AdminIndexPage'),
  adminTokenMonitor: () => import('../pages/admin/AdminTokenMonitorPage'),
  adminAnalytics: () => import('../pages/admin/AdminAnalyticsPage'),
  adminTokenUsageTracker: () => import('../pages/admin/AdminTokenUsagePage'),
  adminSymbolicMemory: () => import('../pages/admin/AdminSymbolicMemoryPage'),
  adminTrialUsage: () => import('../pages/admin/AdminTrialUsagePage'),
  adminCodes: () => import('../pages/admin/AdminCodesPage'),
  adminAuditLog: () => import('../pages/admin/AdminAuditLogPage'),
  adminAccounts: () => import('../pages/admin/AdminAccountsPage'),
};

/**
 * The screens this build of Grove has, by route id. session-family decides whether a path may render;
 * this table says which component renders it. A route that may render but has no screen yet shows
 * the not-found page. Every screen is its own lazy chunk.
 */
export const SCREENS: Partial<Record<RouteId, PreloadableComponent<ScreenProps>>> = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).flatMap(([id, load]) => (load ? [[id, lazyScreen(load)]] : [])),
);

/**
 * Starts fetching the chunk of the screen at `path` (nothing for a path that is no route); resolves
 * once that screen renders without suspending (at once for no route). Called before the first render
 * (main.tsx) and while sign-in settles (router.tsx), so the screen's code arrives beside sign-in's
 * instead of after it, and the screen then renders in the same pass as the decision to show it. A
 * failed fetch is reported and the screen shows SPEC's 'Failed to load component' (see lazyPart). The
 * admin screens are never fetched ahead: only once the route gate has let an admin through.
 */
export function screenPreload(path: string, screens: Partial<Record<RouteId, Pick<PreloadableComponent<ScreenProps>, 'preload'>>> = SCREENS): Promise<void> {
  const match = routeMatch(path);
  if (match === null || match.id.startsWith('admin')) return Promise.resolve();
  return screens[match.id]?.preload() ?? Promise.resolve();
}

/**
 * The screens offered with these feature flags: SPEC §3's `symbolicMemory` flag shows or hides the
 * memories screen (hidden, /memories is the not-found page; the server still honours each profile's
 * memory switch).
 */
export function screensOffered(flags: { symbolicMemory: boolean }): Partial<Record<RouteId, ComponentType<ScreenProps>>> {
  if (flags.symbolicMemory) return SCREENS;
  return Object.fromEntries(Object.entries(SCREENS).filter(([id]) => id !== 'memories'));
}
