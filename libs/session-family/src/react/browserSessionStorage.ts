import type { SessionStorageLike } from '../index';

const memory = new Map<string, string>();

// Used when the browser refuses sessionStorage (blocked by policy, some private modes): the session then
// lives for this page only, which is what a refresh would give a family account anyway.
const memoryStorage: SessionStorageLike = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
  removeItem: (key) => {
    memory.delete(key);
  },
};

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    // Reading window.sessionStorage throws a SecurityError when storage is blocked.
    return null;
  }
}

/**
 * The browser's `sessionStorage` (SPEC §6: the active role is read from session storage), or one
 * in-memory storage shared by this page when `sessionStorage` is missing or blocked.
 */
export function browserSessionStorage(): SessionStorageLike {
  return sessionStorageOrNull() ?? memoryStorage;
}
