import { keyValueStorageRead, keyValueStorageWrite, storageKeyFor, type KeyValueStorage } from './keyValueStorage';

// SPEC §4 and §9: app state is restored if it is under 5 minutes old.
/** The age, in milliseconds, under which a saved app state is restored (SPEC §9). */
export const APP_STATE_MAX_AGE_MS = 5 * 60 * 1000;

/** The storage key the app-state snapshot is saved under. */
export const APP_STATE_SNAPSHOT_STORAGE_KEY = storageKeyFor('appStateSnapshot');

/** A saved app state and the time, in epoch milliseconds, it was saved. */
export interface AppStateSnapshot<T> {
  readonly savedAt: number;
  readonly state: T;
}

/** Stamps an app state with the time it is saved. */
export function appStateSnapshotCreate<T>(state: T, now: number): AppStateSnapshot<T> {
  return { savedAt: now, state };
}

/** Returns the saved state when the snapshot is under 5 minutes old at `now`, else null (SPEC §4). */
export function appStateSnapshotRestore<T>(snapshot: AppStateSnapshot<T> | null, now: number): T | null {
  if (snapshot === null) return null;
  const age = now - snapshot.savedAt;
  return age >= 0 && age < APP_STATE_MAX_AGE_MS ? snapshot.state : null;
}

/** Saves an app state stamped with `now`, and reports whether the storage accepted it. */
export function appStateSnapshotSave(storage: KeyValueStorage, state: unknown, now: number): boolean {
  try {
    return keyValueStorageWrite(storage, APP_STATE_SNAPSHOT_STORAGE_KEY, JSON.stringify(appStateSnapshotCreate(state, now)));
  } catch {
    return false;
  }
}

/** Loads the saved app state when it is under 5 minutes old at `now`; stale, missing or corrupt snapshots give null. */
export function appStateSnapshotLoad(storage: KeyValueStorage, now: number): unknown {
  const raw = keyValueStorageRead(storage, APP_STATE_SNAPSHOT_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { savedAt, state } = parsed as { savedAt?: unknown; state?: unknown };
    if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
    return appStateSnapshotRestore({ savedAt, state: state ?? null }, now);
  } catch {
    return null;
  }
}
