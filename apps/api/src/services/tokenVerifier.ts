import { randomUUID } from 'node:crypto';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** Who an ID token says the caller is. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  /**
   * When the person last entered their credentials (the token's `auth_time`), which a token refresh
   * does not move: a parent PIN reset needs it recent. Absent when the verifier cannot tell.
   */
  authTime?: Date | null;
  /**
   * When the token stops being valid (its `exp`): a verified token may be trusted again until then
   * without checking it again (see {@link tokenVerifierCached}). Absent: never cached.
   */
  expiresAt?: Date | null;
}

/** Checks a Firebase ID token. */
export interface TokenVerifier {
  /** Resolves the identity, or rejects when the token is missing, malformed, expired or forged. */
  verify(idToken: string): Promise<VerifiedIdentity>;
  close(): Promise<void>;
  /**
   * Deletes the sign-in account (issue 18: deleting a Grove account deletes its Firebase user); an
   * account that is already gone counts as deleted. Verifiers with no account store of their own
   * (test doubles) leave it out.
   */
  deleteUser?(uid: string): Promise<void>;
  /**
   * Whether the sign-in account still exists. An ID token stays valid for up to an hour after its
   * account is deleted; asked before a first request creates a user row, so such a token cannot bring
   * a deleted account back. Left out by verifiers with no account store.
   */
  userExists?(uid: string): Promise<boolean>;
}

/** How many verified tokens one API process remembers (about 1 KB each: a few MB at most). */
export const TOKEN_CACHE_MAX_ENTRIES = 10_000;

/** What {@link tokenVerifierCached} may be given. */
export interface TokenVerifierCacheOptions {
  /** The most tokens kept; the least recently used goes first. */
  maxEntries?: number;
  /** Milliseconds since the epoch, the clock a token's `exp` is read against (the real one in the app). */
  clock?: () => number;
}

/**
 * Remembers each verified token until its `exp` (never past it), so a signed-in person's requests do
 * not verify the same token again and again (issue 22: the check was the largest part of an
 * authenticated request). Bounded: at most `maxEntries` tokens, the least recently used dropped first.
 * A refused token is not remembered. Nothing else changes: the user row is still read on every request,
 * so a deleted account (row gone, tombstone) or one switched off (`is_active`) is refused on its next
 * request as before, and deleting the sign-in account here forgets its tokens at once. The clock is
 * the real one, as firebase-admin's own `exp` check is: tests that move the app's clock do not move it.
 */
export function tokenVerifierCached(inner: TokenVerifier, options: TokenVerifierCacheOptions = {}): TokenVerifier {
  const maxEntries = options.maxEntries ?? TOKEN_CACHE_MAX_ENTRIES;
  const clock = options.clock ?? Date.now;
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const verified = new Map<string, { identity: VerifiedIdentity; expiresAtMs: number }>();
  // Verifications under way, so a burst of requests with a new token checks it once.
  const pending = new Map<string, Promise<VerifiedIdentity>>();
  let generation = 0;

  const forget = (uid: string) => {
    for (const [token, entry] of verified) if (entry.identity.uid === uid) verified.delete(token);
  };

  const verifyAndKeep = async (idToken: string): Promise<VerifiedIdentity> => {
    const startedIn = generation;
    const identity = await inner.verify(idToken);
    const expiresAtMs = identity.expiresAt?.getTime() ?? Number.NaN;
    // Kept only while valid, and not when the account was deleted while this check was under way.
    if (expiresAtMs > clock() && startedIn === generation) {
      verified.set(idToken, { identity, expiresAtMs });
      if (verified.size > maxEntries) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
    }
    return identity;
  };

  const cached: TokenVerifier = {
    verify(idToken) {
      const entry = verified.get(idToken);
      if (entry) {
        verified.delete(idToken);
        if (entry.expiresAtMs > clock()) {
          verified.set(idToken, entry);
          return Promise.resolve(entry.identity);
        }
      }
      const inFlight = pending.get(idToken);
      if (inFlight) return inFlight;
      const started = verifyAndKeep(idToken).finally(() => pending.delete(idToken));
      pending.set(idToken, started);
      return started;
    },
    async close() {
      verified.clear();
      await inner.close();
    },
  };
  const { deleteUser, userExists } = inner;
  if (deleteUser) {
    cached.deleteUser = async (uid) => {
      // Forgotten before and after: a token verified while Firebase deletes the account is not kept.
      generation += 1;
      forget(uid);
      try {
        await deleteUser.call(inner, uid);
      } finally {
        generation += 1;
        forget(uid);
      }
    };
  }
  if (userExists) cached.userExists = (uid) => userExists.call(inner, uid);
  return cached;
}

/** Firebase's answer for an account that does not exist. */
function userNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}

/**
 * Verifies ID tokens with firebase-admin, each token once until its `exp` ({@link tokenVerifierCached}).
 * With an emulator host the SDK accepts the emulator's tokens (and only then: config refuses an
 * emulator host in production); in that mode the SDK also asks the emulator on every check whether the
 * account was disabled or its tokens revoked, which production never does (Grove verifies without
 * `checkRevoked`) — the cache makes the emulator behave as production here.
 */
export function tokenVerifierFirebase(input: { projectId: string; emulatorHost: string | null; cache?: TokenVerifierCacheOptions }): TokenVerifier {
  return tokenVerifierCached(tokenVerifierFirebaseUncached(input), input.cache);
}

function tokenVerifierFirebaseUncached(input: { projectId: string; emulatorHost: string | null }): TokenVerifier {
  if (input.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = input.emulatorHost;
  // A named app per verifier: tests build many apps in one process.
  const app: App = initializeApp({ projectId: input.projectId }, `grove-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email ?? '',
        emailVerified: decoded.email_verified === true,
        name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
        // Seconds since the epoch, as every Firebase ID token (and the Auth emulator's) carries it.
        authTime: typeof decoded.auth_time === 'number' ? new Date(decoded.auth_time * 1000) : null,
        expiresAt: typeof decoded.exp === 'number' ? new Date(decoded.exp * 1000) : null,
      };
    },
    close: () => deleteApp(app),
    // The same admin app verifies tokens and manages accounts: one firebase-admin app per verifier.
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!userNotFound(error)) throw error;
      }
    },
    async userExists(uid) {
      try {
        await auth.getUser(uid);
        return true;
      } catch (error) {
        if (userNotFound(error)) return false;
        throw error;
      }
    },
  };
}
