import { keyValueStorageMemory, type KeyValueStorage } from '../index';

let fallback: KeyValueStorage | null = null;

/**
 * Returns window.localStorage, or an in-memory storage for this page when localStorage is missing
 * or throws on access (private browsing, storage disabled by policy).
 */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Reading window.localStorage throws a SecurityError when storage is blocked.
  }
  fallback ??= keyValueStorageMemory();
  return fallback;
}
