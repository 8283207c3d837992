/**
 * The localStorage key of the sign-in hint: set after a successful sign-in, removed on sign-out. It
 * lets a browser that has never signed in skip downloading the sign-in provider at start.
 *
 * Its value: '1' (someone is signed in) or {@link AUTH_HINT_ADULT} once the account's document said it
 * is a solo adult's (no children, not in G). The second lets a start show the screen's frame (its
 * title and lead, the same for every solo adult) while sign-in settles, instead of a spinner (issue 22:
 * a returning phone paints its screen without waiting for the sign-in provider and the account's read).
 */
export const AUTH_HINT_STORAGE_KEY = 'grove.auth.hint';

/** The hint's value for a solo adult's account: the screens' frames are an adult's. */
export const AUTH_HINT_ADULT = 'adult';

/** What the hint says about the account's screens: an adult's, or not known (a family, a G account, not read yet). */
export type AuthHintFrame = 'adult' | null;

/** The part of `Storage` the hint needs. */
export interface AuthHintStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function hintValueRead(storage: Pick<AuthHintStorage, 'getItem'>): string | null {
  try {
    return storage.getItem(AUTH_HINT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Whether this browser may have a signed-in user to restore; storage that throws reads as no. */
export function authHintRead(storage: Pick<AuthHintStorage, 'getItem'>): boolean {
  const value = hintValueRead(storage);
  return value === '1' || value === AUTH_HINT_ADULT;
}

/** Whose screens the last signed-in account had (see {@link AUTH_HINT_ADULT}); null when not known or signed out. */
export function authHintFrameRead(storage: Pick<AuthHintStorage, 'getItem'>): AuthHintFrame {
  return hintValueRead(storage) === AUTH_HINT_ADULT ? 'adult' : null;
}

/**
 * Records that a user is signed in. Without `frame`, a hint already there is kept as it is (the
 * provider reporting the same user again does not forget what the account's document said). A storage
 * failure only costs the next start its fast path.
 */
export function authHintWrite(storage: AuthHintStorage, frame?: AuthHintFrame): void {
  try {
    if (frame === undefined && authHintRead(storage)) return;
    storage.setItem(AUTH_HINT_STORAGE_KEY, frame === 'adult' ? AUTH_HINT_ADULT : '1');
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
