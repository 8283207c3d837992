import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { routeMatch, type RouteId, type RouteMatch } from '@grove/session-family';
import { LoadingSpinner, browserStorage } from '@grove/ui-glass/react';
import { authHintFrameRead, type AuthHintFrame } from './auth/authHint';
import { lazyPart, type PreloadableComponent, type ScreenProps } from './lazyScreen';

/**
 * Screen frames (issue 22, phones first): while sign-in settles in a browser that was signed in, the
 * route gate cannot render the screen yet (the sign-in provider's code, its check of the session and
 * the account's read come first: ~1.5 s on a slow phone). Where the top of the screen is known without
 * them, it shows that top — the screen's frame, exported by the screen's own module and used by the
 * screen itself, so the frame and the screen are the same markup — and the screen fills in below.
 * Everywhere else it shows the spinner, as before.
 *
 * Who gets which frame:
 * - `signedIn`: the same for every signed-in profile (the games' title and lead);
 * - `adult`: the same for every solo adult (the chat's, the journal's, wellness's), shown only when the
 *   sign-in hint says the last account was one (auth/authHint.ts: no children, not in G, onboarding
 *   done). A family's screens depend on the profile chosen in the tab, a child's on its content mode:
 *   they get the spinner. A frame asks the API nothing (before sign-in settles, a request would go
 *   out without the account's token).
 * Only the bare path has a frame: a query (`?profile=`, `?session=`) changes the screen's top.
 */
interface ScreenFrameEntry {
  readonly who: 'signedIn' | 'adult';
  readonly load: () => Promise<{ default: ComponentType<ScreenProps> }>;
}

const FRAME_ENTRIES: Partial<Record<RouteId, ScreenFrameEntry>> = {
  chatUser: { who: 'adult', load: () => import('../pages/chat/ChatPage').then((module) => ({ default: module.ChatFrame })) },
  games: { who: 'signedIn', load: () => import('../pages/games/GamesPage').then((module) => ({ default: module.GamesFrame })) },
  journal: { who: 'adult', load: () => import('../pages/journal/JournalPage').then((module) => ({ default: module.JournalFrame })) },
  wellness: { who: 'adult', load: () => import('../pages/wellness/WellnessPage').then((module) => ({ default: module.WellnessFrame })) },
};

function FrameFailed() {
  // The screen's chunk could not be fetched: the screen itself says so once sign-in settles.
  return <LoadingSpinner />;
}

const FRAMES: Partial<Record<RouteId, PreloadableComponent<ScreenProps>>> = Object.fromEntries(
  Object.entries(FRAME_ENTRIES).flatMap(([id, entry]) => (entry ? [[id, lazyPart(entry.load, FrameFailed)]] : [])),
);

/** The route (id and parameters) whose frame a signed-in start at `location` shows, or null (the spinner). */
function screenFrameMatch(location: { pathname: string; search: string }, frame: AuthHintFrame): RouteMatch | null {
  if (location.search !== '' && location.search !== '?') return null;
  const match = routeMatch(location.pathname);
  const who = match === null ? undefined : FRAME_ENTRIES[match.id]?.who;
  if (match === null || who === undefined) return null;
  return who === 'signedIn' || frame === 'adult' ? match : null;
}

/** The route id whose frame a signed-in start at `location` shows, or null (the spinner). */
export function screenFrameRoute(location: { pathname: string; search: string }, frame: AuthHintFrame): RouteId | null {
  return screenFrameMatch(location, frame)?.id ?? null;
}

/**
 * Fetches the frame's chunk (the screen's own) for a start at `location`; resolves once it renders
 * without suspending. Null when that start shows no frame.
 */
export function screenFramePreload(location: { pathname: string; search: string }, frame: AuthHintFrame): Promise<void> | null {
  const id = screenFrameRoute(location, frame);
  return id === null ? null : (FRAMES[id]?.preload() ?? null);
}

/** What the route gate shows while sign-in settles: the screen's frame where there is one, else the spinner. */
export function ScreenPending() {
  const match = screenFrameMatch(useLocation(), authHintFrameRead(browserStorage()));
  const Frame = match === null ? undefined : FRAMES[match.id];
  return Frame && match ? <Frame params={match.params} /> : <LoadingSpinner />;
}
