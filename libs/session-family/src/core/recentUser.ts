import { jsonParseOrNull } from './jsonParseOrNull';
/** How many recent users are kept (SPEC §9 "Recent users list capped at 5"). */
export const RECENT_USERS_MAX = 5;

/** One profile recently used on this device, shown for quick switching (SPEC §3 "Recent user entry"). */
export interface RecentUser {
  /** `'parent'`, `'solo'` or the child's id. */
  readonly id: string;
  readonly type: 'parent' | 'child' | 'solo';
  readonly displayName: string;
  readonly avatar: string | null;
  /** Milliseconds since the epoch of the last use. */
  readonly lastUsed: number;
}

const RECENT_USER_TYPES: readonly string[] = ['parent', 'child', 'solo'];

/** The list with `entry` used at `now`: first, any older entry with the same id removed, at most 5 entries. */
export function recentUsersAdd(
  list: readonly RecentUser[],
  entry: Omit<RecentUser, 'lastUsed'>,
  now: number,
): RecentUser[] {
  const used: RecentUser = { id: entry.id, type: entry.type, displayName: entry.displayName, avatar: entry.avatar, lastUsed: now };
  return [used, ...list.filter((other) => other.id !== entry.id)].slice(0, RECENT_USERS_MAX);
}

/** The list without the entry of this id (used when a child account is deleted). */
export function recentUsersRemove(list: readonly RecentUser[], id: string): RecentUser[] {
  return list.filter((entry) => entry.id !== id);
}

/**
 * Reads a stored recent-users list (the JSON text from storage, or the value already parsed), never
 * throwing: anything that is not a list gives `[]`, and malformed entries are skipped. The result is
 * ordered most recent first, keeps the most recent entry of each id, and holds at most 5 entries.
 */
export function recentUsersParse(raw: unknown): RecentUser[] {
  const value = typeof raw === 'string' ? jsonParseOrNull(raw) : raw;
  if (!Array.isArray(value)) return [];
  const entries = value.flatMap((item: unknown) => {
    const entry = recentUserParse(item);
    return entry === null ? [] : [entry];
  });
  entries.sort((a, b) => b.lastUsed - a.lastUsed);
  const kept: RecentUser[] = [];
  for (const entry of entries) {
    if (kept.length < RECENT_USERS_MAX && !kept.some((other) => other.id === entry.id)) kept.push(entry);
  }
  return kept;
}

function recentUserParse(item: unknown): RecentUser | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, type, displayName, avatar, lastUsed } = item as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof type !== 'string' || !RECENT_USER_TYPES.includes(type)) return null;
  if (typeof displayName !== 'string' || typeof lastUsed !== 'number' || !Number.isFinite(lastUsed)) return null;
  if (avatar !== null && avatar !== undefined && typeof avatar !== 'string') return null;
  return { id, type: type as RecentUser['type'], displayName, avatar: avatar ?? null, lastUsed };
}
