import { jsonParseOrNull } from './jsonParseOrNull';
import { sessionIsExpired, type SessionState } from './sessionState';

const RESERVED_PROFILE_IDS: readonly string[] = ['parent', 'solo'];

/**
 * Reads a stored session (the JSON text from storage, or the value already parsed). Returns `null`
 * when it is malformed (SPEC §8 "Session load failure: clears the session") or when it has seen more
 * than 24 hours of inactivity (SPEC §4 "Session": expired). Exactly 24 hours still loads.
 *
 * Well-formed means: `activeProfileType` `'parent'` with id `'parent'` or `'solo'`, or `'child'` with
 * any other non-empty id; a finite `lastActivityTime`; a boolean `isAuthenticated`. Extra fields are
 * dropped.
 */
export function sessionParse(raw: unknown, now: number): SessionState | null {
  const value = typeof raw === 'string' ? jsonParseOrNull(raw) : raw;
  if (typeof value !== 'object' || value === null) return null;
  const { activeProfileId: id, activeProfileType: type, lastActivityTime: time, isAuthenticated } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return null;
  const isReserved = RESERVED_PROFILE_IDS.includes(id);
  const typeFitsId = (type === 'parent' && isReserved) || (type === 'child' && !isReserved);
  if (!typeFitsId) return null;
  if (typeof time !== 'number' || !Number.isFinite(time) || typeof isAuthenticated !== 'boolean') return null;
  const state: SessionState = { activeProfileId: id, activeProfileType: type, lastActivityTime: time, isAuthenticated };
  return sessionIsExpired(state, now) ? null : state;
}

/**
 * The session a page load may restore (SPEC §4 "Session": a fresh browser session and a page refresh
 * both clear the session for family accounts, which forces profile selection). A family account never
 * restores; a solo account restores its stored solo session unless it is malformed or expired. While
 * the account type is unknown (`null`) nothing is restored, since the account may be a family's.
 */
export function sessionRestoreOnLoad(
  stored: unknown,
  accountType: 'family' | 'solo' | null,
  now: number,
): SessionState | null {
  if (accountType !== 'solo') return null;
  const state = sessionParse(stored, now);
  // A parent or child session stored for a solo account belongs to some other account.
  return state !== null && state.activeProfileId === 'solo' ? state : null;
}
