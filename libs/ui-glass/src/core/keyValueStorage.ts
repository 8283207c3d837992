/** The slice of the Web Storage API the cores need; the browser's localStorage satisfies it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The prefix of every key ui-glass writes, so Grove's entries never collide with other data. */
export const STORAGE_NAMESPACE = 'grove.ui-glass';

/** Builds the namespaced storage key for one ui-glass record. */
export function storageKeyFor(name: string): string {
  return `${STORAGE_NAMESPACE}.${name}`;
}

/** Creates an in-memory KeyValueStorage, for tests and for browsers where localStorage is unavailable. */
export function keyValueStorageMemory(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const entries = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/** Reads a key, treating a storage that throws (private mode, disabled storage) as empty. */
export function keyValueStorageRead(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key and reports whether it stuck; a full or disabled storage returns false instead of throwing. */
export function keyValueStorageWrite(storage: KeyValueStorage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key, ignoring a storage that throws. */
export function keyValueStorageRemove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // A storage that cannot be written to holds nothing worth removing.
  }
}
