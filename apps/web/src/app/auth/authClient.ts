/**
 * A signed-in identity as the sign-in provider knows it. Firebase's `User` has this shape, so the
 * Firebase client hands its users out as they are.
 */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  /**
   * An ID token for one API request; the provider refreshes it when it is close to expiry (SPEC §7),
   * or at once with `forceRefresh` (SPEC §8: the retry after the API refused the token).
   */
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/**
 * What Grove needs from a sign-in provider (SPEC §7 "Sign-in": email and password, password reset,
 * sign-out and social providers). The Firebase implementation is loaded only when needed; tests drive
 * the screens with a fake. A failed call rejects with the provider's error (`{ code, message }`).
 */
export interface AuthClient {
  /** The signed-in user right now, or null. */
  currentUser(): AuthUser | null;
  /**
   * Calls `listener` with the user whenever the sign-in state changes, first once the persisted state
   * has been read. Returns the function that stops listening.
   */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): () => void;
  /** Signs in with email and password. */
  signInWithEmail(email: string, password: string): Promise<AuthUser>;
  /** Signs in with a Google account in a popup window. */
  signInWithGoogle(): Promise<AuthUser>;
  /** Creates an account with email and password and gives it a display name. */
  signUpWithEmail(email: string, password: string, displayName: string): Promise<AuthUser>;
  /** Sends a password-reset link to the address. */
  sendPasswordReset(email: string): Promise<void>;
  /** Signs out. */
  signOut(): Promise<void>;
  /** Deletes the signed-in identity at the provider (which also signs it out). */
  deleteCurrentUser(): Promise<void>;
  /**
   * How the signed-in account can prove itself again: `password` when it has one, `google` when it
   * signs in only with Google; null when nobody is signed in.
   */
  reauthMethod(): AuthReauthMethod | null;
  /**
   * Re-authenticates the signed-in user with their password (Firebase `reauthenticateWithCredential`
   * with an email credential): their next ID token carries a fresh `auth_time`, which the parent PIN
   * reset asks for (issue 18).
   */
  reauthenticateWithPassword(password: string): Promise<void>;
  /** Re-authenticates the signed-in user in a Google popup (an account without a password). */
  reauthenticateWithGoogle(): Promise<void>;
}

/** How a signed-in account proves itself again. */
export type AuthReauthMethod = 'password' | 'google';
