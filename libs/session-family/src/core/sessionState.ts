import type { ActiveProfile } from './authSnapshot';

/** A session loaded after more than this much inactivity is expired: 24 hours (SPEC §4 "Session", §9 "Session"). */
export const SESSION_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** A running session is cleared after this much inactivity: 5 minutes (SPEC §4 "Session", §9 "Session"). */
export const SESSION_INACTIVITY_TIMEOUT_MS = 5 * 60 * 1000;

/** How often a running session checks for inactivity: every 10 seconds (SPEC §4 "Session", §9 "Session"). */
export const SESSION_CHECK_INTERVAL_MS = 10 * 1000;

/**
 * The profile a browser session is acting as (SPEC §3 "Session state").
 *
 * - `activeProfileId`: `'parent'`, `'solo'`, or the id of the active child.
 * - `activeProfileType`: `'child'` for a child; `'parent'` for the parent and for a solo user (a solo
 *   user is the adult of the account, with no children).
 * - `lastActivityTime`: milliseconds since the epoch of the last user activity.
 * - `isAuthenticated`: the profile was entered through sign-in or its PIN.
 */
export interface SessionState {
  readonly activeProfileId: string;
  readonly activeProfileType: 'parent' | 'child';
  readonly lastActivityTime: number;
  readonly isAuthenticated: boolean;
}

/** The role a session acts with, sent as `X-Active-Role` (SPEC §4 "Session", §6). */
export type SessionRole = 'family_member' | 'standard_user' | 'child_user';

/**
 * Starts an authenticated session for a profile at `now` (SPEC §4 "Session"): the parent gets profile
 * `'parent'`, a solo user profile `'solo'`, and a child its own id.
 */
export function sessionStart(profile: ActiveProfile, now: number): SessionState {
  switch (profile.type) {
    case 'parent':
      return { activeProfileId: 'parent', activeProfileType: 'parent', lastActivityTime: now, isAuthenticated: true };
    case 'solo':
      return { activeProfileId: 'solo', activeProfileType: 'parent', lastActivityTime: now, isAuthenticated: true };
    case 'child':
      return { activeProfileId: profile.childId, activeProfileType: 'child', lastActivityTime: now, isAuthenticated: true };
  }
}

/** The role of a session (SPEC §4 "Session"): parent → `family_member`, solo → `standard_user`, child → `child_user`. */
export function sessionRole(state: SessionState): SessionRole {
  if (state.activeProfileType === 'child') return 'child_user';
  return state.activeProfileId === 'solo' ? 'standard_user' : 'family_member';
}

/** The active child's id (sent as `X-Child-Id`), or `null` when the session is not a child's. */
export function sessionChildId(state: SessionState): string | null {
  return state.activeProfileType === 'child' ? state.activeProfileId : null;
}

/** The session's profile in the shape the route decisions read ({@link ActiveProfile}). */
export function sessionProfile(state: SessionState): ActiveProfile {
  if (state.activeProfileType === 'child') return { type: 'child', childId: state.activeProfileId };
  return state.activeProfileId === 'solo' ? { type: 'solo' } : { type: 'parent' };
}

/** Whether more than 5 minutes have passed since the session's last activity (SPEC §4 "Session"). */
export function sessionIsInactive(state: SessionState, now: number): boolean {
  return now - state.lastActivityTime > SESSION_INACTIVITY_TIMEOUT_MS;
}

/** Whether a stored session has seen more than 24 hours of inactivity, and so may not be loaded (SPEC §4 "Session"). */
export function sessionIsExpired(state: SessionState, now: number): boolean {
  return now - state.lastActivityTime > SESSION_EXPIRY_MS;
}

/** The session with its activity time moved to `now` (mouse, key, scroll, touch, click or profile switch; SPEC §4 "Session"). */
export function sessionTouched(state: SessionState, now: number): SessionState {
  return state.lastActivityTime === now ? state : { ...state, lastActivityTime: now };
}

/**
 * The session a signed-in account should have (SPEC §4 "Login flow": solo users get an automatic solo
 * session): a new solo session for a solo account that has none, otherwise `current` unchanged.
 */
export function sessionAutoStart(
  accountType: 'family' | 'solo' | null,
  current: SessionState | null,
  now: number,
): SessionState | null {
  return accountType === 'solo' && current === null ? sessionStart({ type: 'solo' }, now) : current;
}
