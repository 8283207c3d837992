import { sessionChildId, sessionParse, sessionRole, SESSION_STORAGE_KEY, type SessionRole, type SessionStorageLike } from '../index';
import { browserSessionStorage } from './browserSessionStorage';

/** The active profile as API requests carry it: `X-Active-Role` and `X-Child-Id` (SPEC §6, §7). */
export interface SessionIdentity {
  /** The role of the active session, or `null` when no profile is active (the base API then sends `family_member`). */
  readonly activeRole: SessionRole | null;
  /** The active child's id, or `null` unless a child profile is active. */
  readonly childId: string | null;
}

/**
 * Reads the active role and child id from session storage for one API request (SPEC §6: every
 * request carries the active role from session storage). `SessionProvider` keeps that storage current:
 * it removes a session a page load may not restore before any screen's request runs, and writes every
 * start, activity and timeout. A malformed or expired entry reads as no profile.
 *
 * For `groveApiConfigure({ identity: async () => ({ idToken, ...sessionIdentityRead() }) })`.
 */
export function sessionIdentityRead(
  storage: SessionStorageLike = browserSessionStorage(),
  now: () => number = Date.now,
): SessionIdentity {
  let raw: string | null;
  try {
    raw = storage.getItem(SESSION_STORAGE_KEY);
  } catch {
    raw = null;
  }
  const state = sessionParse(raw, now());
  return state === null ? { activeRole: null, childId: null } : { activeRole: sessionRole(state), childId: sessionChildId(state) };
}
