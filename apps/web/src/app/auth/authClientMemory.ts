import type { AuthClient, AuthUser } from './authClient';

/** An account the in-memory provider knows. */
export interface AuthClientMemoryAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string | null;
}

/** A provider error as Firebase shapes it. */
export interface AuthClientMemoryError {
  code?: string;
  message?: string;
}

/** Options of {@link authClientMemoryCreate}. */
export interface AuthClientMemoryOptions {
  /** The accounts that exist at the start. */
  accounts?: AuthClientMemoryAccount[];
  /** The uid signed in at the start (as if restored from persistence). */
  signedInUid?: string | null;
  /** The account "Continue with Google" signs in with; without one the popup counts as closed. */
  googleAccount?: AuthClientMemoryAccount;
  /** Called after each successful re-authentication, with the uid (a test's API then sees a fresh sign-in). */
  onReauthenticated?: (uid: string) => void;
  /**
   * How the uids of accounts made by sign-up begin (`memory` by default: `memory-1`, `memory-2`); a test
   * that signs up against one API several times gives each client its own, so no two share an account.
   */
  uidPrefix?: string;
}

/** The in-memory provider, with handles to inspect it and to make calls fail. */
export interface AuthClientMemory extends AuthClient {
  /** The accounts, including those created by sign-up. */
  readonly accounts: AuthClientMemoryAccount[];
  /** Addresses that asked for a password-reset link. */
  readonly resetEmails: string[];
  /** Makes the next call of `method` reject with `error`. */
  failNext(method: keyof AuthClient, error: AuthClientMemoryError): void;
  /** Makes every ID token request fail (an expired session that cannot be refreshed) or work again. */
  setTokenFails(fails: boolean): void;
  /** How many re-authentications succeeded. */
  readonly reauthentications: number;
}

/**
 * An {@link AuthClient} kept in memory that behaves like Firebase for Grove's purposes: reports the
 * state to listeners asynchronously, answers wrong credentials with `auth/invalid-credential`, a
 * taken email with `auth/email-already-in-use` and a password under 6 characters with
 * `auth/weak-password`. For tests, stories and previews; the app uses the Firebase client.
 */
export function authClientMemoryCreate(options: AuthClientMemoryOptions = {}): AuthClientMemory {
  const accounts = [...(options.accounts ?? [])];
  const resetEmails: string[] = [];
  const failures = new Map<keyof AuthClient, AuthClientMemoryError>();
  const listeners = new Set<(user: AuthUser | null) => void>();
  let tokenFails = false;
  // Bumped by every forced refresh, so a refreshed token differs from the one it replaces.
  let refreshes = 0;
  let created = 0;
  let reauthentications = 0;
  let current: AuthUser | null = null;

  function providerError(code: string, message = `Firebase: Error (${code}).`): Error {
    // Firebase rejects with a FirebaseError: an Error carrying the code.
    return Object.assign(new Error(message), { code });
  }

  function userOf(account: AuthClientMemoryAccount): AuthUser {
    return {
      uid: account.uid,
      get email() {
        return account.email;
      },
      get displayName() {
        return account.displayName;
      },
      getIdToken: async (forceRefresh?: boolean) => {
        if (tokenFails) throw providerError('auth/user-token-expired');
        if (forceRefresh) refreshes += 1;
        return refreshes === 0 ? `token-${account.uid}` : `token-${account.uid}.${refreshes}`;
      },
    };
  }

  function announce(): void {
    const user = current;
    // Firebase reports state changes after the call that caused them has settled its own work.
    queueMicrotask(() => {
      for (const listener of [...listeners]) listener(user);
    });
  }

  function failure(method: keyof AuthClient): void {
    const error = failures.get(method);
    if (error === undefined) return;
    failures.delete(method);
    throw Object.assign(new Error(error.message ?? ''), error);
  }

  function setCurrent(account: AuthClientMemoryAccount | null): AuthUser | null {
    current = account === null ? null : userOf(account);
    announce();
    return current;
  }

  const initial = accounts.find((account) => account.uid === options.signedInUid);
  if (initial) current = userOf(initial);

  return {
    accounts,
    resetEmails,
    failNext(method, error) {
      failures.set(method, error);
    },
    setTokenFails(fails) {
      tokenFails = fails;
    },
    currentUser: () => current,
    onAuthStateChanged(listener) {
      listeners.add(listener);
      // Like Firebase, the first report gives whoever is signed in when it is delivered.
      queueMicrotask(() => {
        if (listeners.has(listener)) listener(current);
      });
      return () => listeners.delete(listener);
    },
    async signInWithEmail(email, password) {
      failure('signInWithEmail');
      const account = accounts.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
      if (!account || account.password !== password) {
        throw providerError('auth/invalid-credential');
      }
      return setCurrent(account) as AuthUser;
    },
    async signInWithGoogle() {
      failure('signInWithGoogle');
      if (!options.googleAccount) throw providerError('auth/popup-closed-by-user');
      if (!accounts.includes(options.googleAccount)) accounts.push(options.googleAccount);
      return setCurrent(options.googleAccount) as AuthUser;
    },
    async signUpWithEmail(email, password, displayName) {
      failure('signUpWithEmail');
      if (accounts.some((candidate) => candidate.email.toLowerCase() === email.toLowerCase())) {
        throw providerError('auth/email-already-in-use');
      }
      if (password.length < 6) {
        throw providerError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).');
      }
      created += 1;
      const account = { uid: `${options.uidPrefix ?? 'memory'}-${created}`, email, password, displayName };
      accounts.push(account);
      return setCurrent(account) as AuthUser;
    },
    async sendPasswordReset(email) {
      failure('sendPasswordReset');
      resetEmails.push(email);
    },
    async signOut() {
      failure('signOut');
      setCurrent(null);
    },
    reauthMethod() {
      if (current === null) return null;
      // A Google account without a password of its own confirms in Google's window.
      return options.googleAccount?.uid === current.uid && options.googleAccount.password === '' ? 'google' : 'password';
    },
    async reauthenticateWithPassword(password) {
      failure('reauthenticateWithPassword');
      const uid = current?.uid;
      const account = accounts.find((candidate) => candidate.uid === uid);
      if (!account) throw providerError('auth/no-current-user');
      if (account.password !== password) throw providerError('auth/invalid-credential');
      reauthentications += 1;
      options.onReauthenticated?.(account.uid);
    },
    async reauthenticateWithGoogle() {
      failure('reauthenticateWithGoogle');
      if (current === null) throw providerError('auth/no-current-user');
      if (options.googleAccount?.uid !== current.uid) throw providerError('auth/user-mismatch');
      reauthentications += 1;
      options.onReauthenticated?.(current.uid);
    },
    get reauthentications() {
      return reauthentications;
    },
    async deleteCurrentUser() {
      failure('deleteCurrentUser');
      if (current === null) return;
      const uid = current.uid;
      accounts.splice(
        accounts.findIndex((account) => account.uid === uid),
        1,
      );
      setCurrent(null);
    },
  };
}
