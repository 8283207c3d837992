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
