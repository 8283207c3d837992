/** SPEC §6: every request carries an active role from session storage, `family_member` by default. */
export const DEFAULT_ACTIVE_ROLE = 'family_member';

/** What the caller knows when a request leaves: a fresh ID token and the active profile. */
export interface ApiIdentity {
  /** A Firebase ID token fetched for this request, or null when signed out. */
  idToken: string | null;
  /** The active role from session storage; null means none stored. */
  activeRole: string | null;
  /** The active child's id when a child profile is in use. */
  childId: string | null;
}

/**
 * Builds the headers of SPEC §7 for one request: `Authorization: Bearer …` when signed in,
 * `X-Active-Role` always (default family_member), `X-Child-Id` only for a child profile.
 */
export function apiHeadersBuild(identity: ApiIdentity): Record<string, string> {
  const headers: Record<string, string> = { 'X-Active-Role': identity.activeRole || DEFAULT_ACTIVE_ROLE };
  if (identity.idToken) headers['Authorization'] = `Bearer ${identity.idToken}`;
  if (identity.childId) headers['X-Child-Id'] = identity.childId;
  return headers;
}

/** How to read the identity for one request. */
export interface ApiIdentityOptions {
  /**
   * Fetch a new ID token even if the cached one looks valid (Firebase's `getIdToken(true)`): the
   * server refused the cached one (SPEC §8, the retry after a 401 or 403).
   */
  forceRefresh?: boolean;
}

/**
 * The app's identity source (its auth controller's `identity`): the identity for one request, with a
 * forced token refresh when asked; may reject with SPEC §8's message.
 */
export type ApiIdentitySource = (options?: ApiIdentityOptions) => Promise<ApiIdentity>;
