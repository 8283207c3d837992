/**
 * The localStorage key of the sign-in hint: '1' after a successful sign-in, removed on sign-out. It
 * lets a browser that has never signed in skip downloading the sign-in provider at start.
 */
export const AUTH_HINT_STORAGE_KEY = 'grove.auth.hint';

/** The part of `Storage` the hint needs. */
export interface AuthHintStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Whether this browser may have a signed-in user to restore; storage that throws reads as no. */
export function authHintRead(storage: AuthHintStorage): boolean {
  try {
    return storage.getItem(AUTH_HINT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records that a user is signed in. A storage failure only costs the next start its fast path. */
export function authHintWrite(storage: AuthHintStorage): void {
  try {
    storage.setItem(AUTH_HINT_STORAGE_KEY, '1');
  } catch {
    // Blocked storage: the next start treats the visitor as signed out until /login is opened.
  }
}

/** Forgets the hint (sign-out, or the provider reported nobody). */
export function authHintClear(storage: AuthHintStorage): void {
  try {
    storage.removeItem(AUTH_HINT_STORAGE_KEY);
  } catch {
    // Nothing to forget in storage that cannot be reached.
  }
}
