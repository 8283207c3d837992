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

/** Firebase's answer for an account that does not exist. */
function userNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/user-not-found';
}

/**
 * Verifies ID tokens with firebase-admin. With an emulator host the SDK accepts the emulator's
 * tokens (and only then: config refuses an emulator host in production).
 */
export function tokenVerifierFirebase(input: { projectId: string; emulatorHost: string | null }): TokenVerifier {
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
