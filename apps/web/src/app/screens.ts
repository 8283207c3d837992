import type { ComponentType } from 'react';
import type { RouteId } from '@grove/session-family';
import { lazyScreen, type ScreenProps } from './lazyScreen';

/**
 * The screens this build of Grove has, by route id. session-family decides whether a path may render;
 * this table says which component renders it. A route that may render but has no screen yet shows
 * the not-found page. Every screen is its own lazy chunk.
 */
export const SCREENS: Partial<Record<RouteId, ComponentType<ScreenProps>>> = {
  home: lazyScreen(() => import('../pages/home/HomePage')),
  about: lazyScreen(() => import('../pages/about/AboutPage')),
  legal: lazyScreen(() => import('../pages/legal/LegalPage')),
  profiles: lazyScreen(() => import('../pages/profiles/ProfilesPage')),
  childAccounts: lazyScreen(() => import('../pages/childAccounts/ChildAccountsPage')),
  childLogin: lazyScreen(() => import('../pages/childLogin/ChildLoginPage')),
  login: lazyScreen(() => import('../pages/login/LoginPage')),
  signup: lazyScreen(() => import('../pages/signup/SignupPage')),
  onboarding: lazyScreen(() => import('../pages/onboarding/OnboardingPage')),
  settings: lazyScreen(() => import('../pages/settings/SettingsPage')),
  chatUser: lazyScreen(() => import('../pages/chat/ChatPage')),
  chatChild: lazyScreen(() => import('../pages/chat/ChatPage')),
  trialChoice: lazyScreen(() => import('../pages/trialChoice/TrialChoicePage')),
  chatTrial: lazyScreen(() => import('../pages/trialChat/TrialChatPage')),
  games: lazyScreen(() => import('../pages/games/GamesPage')),
  gameSelection: lazyScreen(() => import('../pages/games/GamesPage')),
  gameChat: lazyScreen(() => import('../pages/games/GameChatPage')),
  chooseStory: lazyScreen(() => import('../pages/guided/ChooseStoryPage')),
  hike: lazyScreen(() => import('../pages/guided/HikePage')),
  doorChoice: lazyScreen(() => import('../pages/guided/DoorChoicePage')),
  videoNature: lazyScreen(() => import('../pages/guided/VideoNaturePage')),
  videoFantasy: lazyScreen(() => import('../pages/guided/VideoFantasyPage')),
  videoGarden: lazyScreen(() => import('../pages/guided/VideoGardenPage')),
  journal: lazyScreen(() => import('../pages/journal/JournalPage')),
  wellness: lazyScreen(() => import('../pages/wellness/WellnessPage')),
  // Issue 15, beyond SPEC §2; offered only while the symbolicMemory flag is on (see screensOffered).
  memories: lazyScreen(() => import('../pages/memories/MemoriesPage')),
  // Issue 18, beyond SPEC §2: the parent's view of a child, and what a child is told of it.
  childOverview: lazyScreen(() => import('../pages/childOverview/ChildOverviewPage')),
  whatMyParentSees: lazyScreen(() => import('../pages/whatMyParentSees/WhatMyParentSeesPage')),
  // Issue 19: the founders club and referrals.
  refer: lazyScreen(() => import('../pages/refer/ReferPage')),
  referCode: lazyScreen(() => import('../pages/refer/ReferCodePage')),
  referralSignup: lazyScreen(() => import('../pages/refer/ReferralSignupPage')),
  founders: lazyScreen(() => import('../pages/founders/FoundersPage')),
  // Issue 21: wellness and wonder. /spirit-animal is shown as "Animal guide".
  spiritAnimal: lazyScreen(() => import('../pages/spiritAnimal/SpiritAnimalPage')),
  quests: lazyScreen(() => import('../pages/quests/QuestsPage')),
  oracle: lazyScreen(() => import('../pages/oracle/OraclePage')),
  oldStories: lazyScreen(() => import('../pages/oldStories/OldStoriesPage')),
  test: lazyScreen(() => import('../pages/test/TestPage')),
  // Issue 20: the admin area. Each screen is its own chunk behind the admin-only guard: the route gate
  // decides before a screen renders, so an account without the admin role never fetches these.
  admin: lazyScreen(() => import('../pages/admin/AdminIndexPage')),
  adminTokenMonitor: lazyScreen(() => import('../pages/admin/AdminTokenMonitorPage')),
  adminAnalytics: lazyScreen(() => import('../pages/admin/AdminAnalyticsPage')),
  adminTokenUsageTracker: lazyScreen(() => import('../pages/admin/AdminTokenUsagePage')),
  adminSymbolicMemory: lazyScreen(() => import('../pages/admin/AdminSymbolicMemoryPage')),
  adminTrialUsage: lazyScreen(() => import('../pages/admin/AdminTrialUsagePage')),
  adminCodes: lazyScreen(() => import('../pages/admin/AdminCodesPage')),
  adminAuditLog: lazyScreen(() => import('../pages/admin/AdminAuditLogPage')),
  adminAccounts: lazyScreen(() => import('../pages/admin/AdminAccountsPage')),
};

/**
 * The screens offered with these feature flags: SPEC §3's `symbolicMemory` flag shows or hides the
 * memories screen (hidden, /memories is the not-found page; the server still honours each profile's
 * memory switch).
 */
export function screensOffered(flags: { symbolicMemory: boolean }): Partial<Record<RouteId, ComponentType<ScreenProps>>> {
  if (flags.symbolicMemory) return SCREENS;
  return Object.fromEntries(Object.entries(SCREENS).filter(([id]) => id !== 'memories'));
}
