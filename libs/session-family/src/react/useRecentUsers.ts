import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { recentUsersAdd, recentUsersParse, recentUsersRemove, type RecentUser } from '../index';

/** Where the recent users of this device are kept in `localStorage` (SPEC §3 "Recent user entry"). */
export const RECENT_USERS_STORAGE_KEY = 'grove.recentUsers';

/** What {@link useRecentUsers} gives a screen. */
export interface RecentUsersApi {
  /** Most recent first, at most 5 (SPEC §9). */
  recentUsers: readonly RecentUser[];
  /** Records that this profile was used now. */
  add(entry: Omit<RecentUser, 'lastUsed'>): void;
  /** Forgets a profile (a deleted child). */
  remove(id: string): void;
}

const listeners = new Set<() => void>();
// Used when localStorage is missing or blocked: the list then lives for this page only.
let memoryRaw: string | null = null;
let cachedRaw: string | null | undefined;
let cached: RecentUser[] = [];

function storageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

function rawRead(): string | null {
  const storage = storageOrNull();
  if (storage === null) return memoryRaw;
  try {
    return storage.getItem(RECENT_USERS_STORAGE_KEY);
  } catch {
    return memoryRaw;
  }
}

function rawWrite(raw: string): void {
  memoryRaw = raw;
  try {
    storageOrNull()?.setItem(RECENT_USERS_STORAGE_KEY, raw);
  } catch {
    // Storage full or blocked: the list still holds for this page.
  }
  for (const listener of [...listeners]) listener();
}

// useSyncExternalStore needs the same array until the stored text changes.
function snapshot(): RecentUser[] {
  const raw = rawRead();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = recentUsersParse(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of this browser may use a profile too.
  function onStorage(event: StorageEvent): void {
    if (event.key === null || event.key === RECENT_USERS_STORAGE_KEY) listener();
  }
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function serverSnapshot(): RecentUser[] {
  return [];
}

/**
 * The profiles recently used on this device, from `localStorage` `'grove.recentUsers'`, kept with the
 * core's `recentUsersAdd`, `recentUsersRemove` and `recentUsersParse` (most recent first, capped at 5).
 */
export function useRecentUsers(now: () => number = Date.now): RecentUsersApi {
  const recentUsers = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const add = useCallback((entry: Omit<RecentUser, 'lastUsed'>) => rawWrite(JSON.stringify(recentUsersAdd(snapshot(), entry, now()))), [now]);
  const remove = useCallback((id: string) => rawWrite(JSON.stringify(recentUsersRemove(snapshot(), id))), []);
  return useMemo(() => ({ recentUsers, add, remove }), [recentUsers, add, remove]);
}
