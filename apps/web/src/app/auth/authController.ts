import { retry } from '@reduxjs/toolkit/query';
import type { ApiIdentity, ApiIdentityOptions } from '@grove/api-client';
import { MESSAGES, type User } from '@grove/api-contract';
import { AUTH_WAIT_MS, authUserMissingMessage, onboardingIsDone } from '@grove/session-family';
import { accountApi } from '@grove/session-family/react';
import { authLoading, authSignedIn, authSignedOut, userLoadErrorCleared, userLoadFailed } from '../authSlice';
import type { AppStore } from '../store';
import type { AuthClient, AuthReauthMethod, AuthUser } from './authClient';
import { authErrorMessage } from './authErrorMessage';
import { authHintClear, authHintRead, authHintWrite, type AuthHintFrame, type AuthHintStorage } from './authHint';
import { apiErrorMessage } from './apiErrorMessage';

/** How long SPEC §8's 'Failed to load user data' stays on screen: 5 s (SPEC §9 "Error banner"). */
export const AUTH_ERROR_SHOW_MS = 5000;

/** Shown when deleting the account fails and the server gave no reason. */
export const ACCOUNT_DELETE_FAILED_MESSAGE = 'Failed to delete your account. Please try again.';

/** Runs `callback` after `ms`; returns the function that cancels it. */
export type AuthScheduler = (callback: () => void, ms: number) => () => void;

/** What the auth controller needs from the app; everything with a side effect is passed in. */
export interface AuthControllerDeps {
  store: Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>;
  /** Loads and starts the sign-in provider; called at most once at a time, again only after a failure. */
  loadClient: () => Promise<AuthClient>;
  /** Where the sign-in hint lives (`localStorage`). */
  hintStorage: AuthHintStorage;
  /** The active profile for API headers (SPEC §6, §7); a non-null role means a session is stored. */
  sessionIdentity: () => { activeRole: string | null; childId: string | null };
  /** Forgets the stored family session (sign-out). */
  sessionClear: () => void;
  /** The clock, for SPEC §8's auth wait. */
  now: () => number;
  /** The timer, for the auth wait and the error banner. */
  schedule: AuthScheduler;
}

/** Who signs up: the name Grove calls them and their credentials. */
export interface SignUpInput {
  displayName: string;
  email: string;
  password: string;
}

/**
 * Sign-in for the whole app: starts the provider when needed, turns its state into `authSlice`
 * events, loads the user document, gives the base API its identity, and runs the account actions the
 * screens offer. Every action rejects with an `Error` whose message is ready to show.
 */
export interface AuthController {
  /**
   * Settles the first auth state: signed out at once without the hint, else loading until the provider
   * reports. Returns whether sign-in is still settling (the hint was set), so the caller need not read
   * the hint again.
   */
  start(): boolean;
  /** Starts loading the provider in the background (the sign-in screens call it when opened). */
  preload(): void;
  /**
   * The identity for one API request (for `groveApiConfigure`); fails with SPEC §8's messages. With
   * `forceRefresh` the token is fetched anew (the retry after a 401 or 403, SPEC §8).
   */
  identity(options?: ApiIdentityOptions): Promise<ApiIdentity>;
  /** Signs in with email and password; resolves with the user document. */
  signIn(email: string, password: string): Promise<User>;
  /** Signs in with Google in a popup; resolves with the user document. */
  signInWithGoogle(): Promise<User>;
  /** Creates an account, names it on the server and sends the welcome email; resolves with the user document. */
  signUp(input: SignUpInput): Promise<User>;
  /** Sends a password-reset link. */
  sendPasswordReset(email: string): Promise<void>;
  /** Signs out and forgets everything cached for the account. */
  signOut(): Promise<void>;
  /** Deletes the account on the server (and the identity at the provider), then signs out. */
  deleteAccount(): Promise<void>;
  /**
   * How the signed-in account proves itself again (issue 18's parent PIN reset): with its password,
   * or in Google's window for an account without one. `password` until the provider has loaded.
   */
  reauthMethod(): AuthReauthMethod;
  /**
   * Re-authenticates the signed-in user — with `password`, or in Google's window for a Google-only
   * account — and then forces a new ID token, so the next API call carries the fresh `auth_time` the
   * parent PIN reset needs. Rejects with a message ready to show.
   */
  reauthenticate(password: string): Promise<void>;
}

/** Shown when re-entering the password fails for a reason the provider did not name. */
export const REAUTHENTICATE_FAILED_MESSAGE = 'Your password could not be checked. Please try again.';

/** Shown when the password entered again is not the account's. */
export const REAUTHENTICATE_WRONG_PASSWORD_MESSAGE = 'That password is not right. Use the password you sign in to Grove with.';

const WRONG_PASSWORD_CODES: ReadonlySet<string> = new Set(['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password']);

function failWith(message: string): never {
  // retry.fail hands RTK Query a finished error result: the request is not retried, and the screen
  // gets { status: 'CUSTOM_ERROR', error: message } like any other failed call.
  return retry.fail({ status: 'CUSTOM_ERROR', error: message });
}

/**
 * What the next start may show while sign-in settles, from the account's document: a solo adult's
 * screens ('adult': no children, not in G, onboarding done, so the screens render as an adult's and no
 * redirect follows), or nothing known (the spinner, as before).
 */
export function authHintFrameOf(user: User): AuthHintFrame {
  return user.children.length === 0 && user.contentMode !== 'G' && onboardingIsDone(user) ? 'adult' : null;
}

/** Creates the app's {@link AuthController}. */
export function authControllerCreate(deps: AuthControllerDeps): AuthController {
  const { store, hintStorage } = deps;
  let clientPromise: Promise<AuthClient> | null = null;
  let client: AuthClient | null = null;
  // Whether the provider has reported a state at least once (or was never needed: no hint).
  let stateKnown = false;
  const stateKnownWaiters = new Set<() => void>();
  // Sign-in and sign-up load the user document themselves; the provider's own report of the same
  // user must not race them with a second load.
  let actionsInFlight = 0;
  // Bumped whenever the signed-in identity changes, so a document that arrives late is dropped. The
  // provider repeating the identity a sign-in call already returned is not a change.
  let generation = 0;
  let identityUid: string | null = null;
  let cancelErrorClear: (() => void) | null = null;
  // The signed-in user's document stays subscribed, so when another endpoint invalidates it (a child
  // added or removed) it is read again and authSlice follows. Dropped before any sign-out.
  let userSubscription: { unsubscribe(): void } | null = null;

  function identitySet(uid: string | null): void {
    if (uid === identityUid) return;
    identityUid = uid;
    generation += 1;
  }

  function userSubscriptionDrop(): void {
    userSubscription?.unsubscribe();
    userSubscription = null;
  }

  function stateBecameKnown(): void {
    stateKnown = true;
    for (const wake of [...stateKnownWaiters]) wake();
    stateKnownWaiters.clear();
  }

  function clientEnsure(): Promise<AuthClient> {
    clientPromise ??= deps.loadClient().then(
      (loaded) => {
        client = loaded;
        loaded.onAuthStateChanged(providerReported);
        return loaded;
      },
      (error: unknown) => {
        clientPromise = null;
        throw error;
      },
    );
    return clientPromise;
  }

  function userLoadFailedShow(): void {
    store.dispatch(userLoadFailed(MESSAGES.failedToLoadUserData));
    cancelErrorClear?.();
    cancelErrorClear = deps.schedule(() => {
      cancelErrorClear = null;
      store.dispatch(userLoadErrorCleared());
    }, AUTH_ERROR_SHOW_MS);
  }

  /** Loads the user document (the server creates it with defaults on the first call) and signs the app in. */
  async function userPublish(uid: string): Promise<User> {
    const expected = generation;
    const subscription = store.dispatch(accountApi.endpoints.getUser.initiate(uid, { forceRefetch: true }));
    let user: User;
    try {
      user = await subscription.unwrap();
    } catch (error) {
      subscription.unsubscribe();
      if (expected === generation) userLoadFailedShow();
      throw new Error(MESSAGES.failedToLoadUserData, { cause: error });
    }
    if (expected !== generation) {
      subscription.unsubscribe();
      return user;
    }
    userSubscriptionDrop();
    userSubscription = subscription;
    store.dispatch(authSignedIn(user));
    return user;
  }

  function providerReported(user: AuthUser | null): void {
    identitySet(user?.uid ?? null);
    stateBecameKnown();
    const auth = store.getState().auth;
    if (user === null) {
      userSubscriptionDrop();
      authHintClear(hintStorage);
      if (auth.status === 'signedIn') deps.sessionClear();
      if (auth.status !== 'signedOut') store.dispatch(authSignedOut());
      return;
    }
    authHintWrite(hintStorage);
    if (actionsInFlight > 0) return;
    if (auth.status === 'signedIn' && auth.user?.id === user.uid) return;
    userPublish(user.uid).catch(() => {
      // userPublish has already put SPEC §8's message on screen.
    });
  }

  // The hint follows the signed-in account's document (its first load, onboarding finished, a child
  // added or removed): what the next start may show while sign-in settles is what this account is now.
  let hintedUser: User | null = null;
  store.subscribe(() => {
    const { status, user } = store.getState().auth;
    if (status !== 'signedIn' || user === null || user === hintedUser) return;
    hintedUser = user;
    authHintWrite(hintStorage, authHintFrameOf(user));
  });

  function start(): boolean {
    if (!authHintRead(hintStorage)) {
      stateBecameKnown();
      store.dispatch(authSignedOut());
      return false;
    }
    store.dispatch(authLoading());
    clientEnsure().catch(() => {
      // Without the provider nobody can be signed in; the hint stays so the next start tries again.
      stateBecameKnown();
      userLoadFailedShow();
    });
    return true;
  }

  function preload(): void {
    clientEnsure().catch(() => {
      // The sign-in action that follows loads it again and reports the failure.
    });
  }

  function providerUserWait(ms: number): Promise<AuthUser | null> {
    if (stateKnown) return Promise.resolve(client?.currentUser() ?? null);
    return new Promise((resolve) => {
      function wake(): void {
        cancel();
        stateKnownWaiters.delete(wake);
        resolve(client?.currentUser() ?? null);
      }
      const cancel = deps.schedule(wake, ms);
      stateKnownWaiters.add(wake);
    });
  }

  async function identity(options: ApiIdentityOptions = {}): Promise<ApiIdentity> {
    const { activeRole, childId } = deps.sessionIdentity();
    let user = client?.currentUser() ?? null;
    // SPEC §8 "No current user": a stored session means someone should be signed in, so wait up to
    // 3000 ms for the provider before giving up. Without one the call goes out as a signed-out visitor.
    if (user === null && activeRole !== null) {
      const startedAt = deps.now();
      user = await providerUserWait(AUTH_WAIT_MS);
      if (user === null) failWith(authUserMissingMessage(true, deps.now() - startedAt));
    }
    if (user === null) return { idToken: null, activeRole, childId };
    let idToken: string;
    try {
      // SPEC §7: the token is fetched for every request; the provider refreshes it when near expiry.
      idToken = await user.getIdToken(options.forceRefresh === true);
    } catch {
      failWith(MESSAGES.sessionExpired);
    }
    return { idToken, activeRole, childId };
  }

  async function providerAction(fallback: string, act: (client: AuthClient) => Promise<AuthUser>, after: (user: AuthUser) => Promise<User>): Promise<User> {
    actionsInFlight += 1;
    try {
      let authUser: AuthUser;
      try {
        authUser = await act(await clientEnsure());
      } catch (error) {
        throw new Error(authErrorMessage(error, fallback), { cause: error });
      }
      identitySet(authUser.uid);
      authHintWrite(hintStorage);
      return await after(authUser);
    } finally {
      actionsInFlight -= 1;
    }
  }

  function signIn(email: string, password: string): Promise<User> {
    return providerAction(MESSAGES.failedToSignIn, (loaded) => loaded.signInWithEmail(email.trim(), password), (user) => userPublish(user.uid));
  }

  function signInWithGoogle(): Promise<User> {
    return providerAction(MESSAGES.failedToSignIn, (loaded) => loaded.signInWithGoogle(), (user) => userPublish(user.uid));
  }

  async function signUpFinish(authUser: AuthUser, input: SignUpInput): Promise<User> {
    const displayName = input.displayName.trim();
    let user: User;
    try {
      // The first call creates the document; the name goes with it, since the provider's token may
      // still carry the profile from before the name was set.
      user = await store.dispatch(accountApi.endpoints.patchUser.initiate({ uid: authUser.uid, patch: { displayName } })).unwrap();
      store.dispatch(authSignedIn(user));
      // The write's answer is being cached as the read, so following it costs no request.
      userSubscriptionDrop();
      userSubscription = store.dispatch(accountApi.endpoints.getUser.initiate(authUser.uid));
    } catch {
      // The account exists either way; carry on with whatever the server has.
      user = await userPublish(authUser.uid);
    }
    // SPEC §7: the welcome email is sent after signup and its failure is ignored.
    store
      .dispatch(accountApi.endpoints.sendWelcomeEmail.initiate({ user_email: user.email || input.email.trim(), user_name: displayName }))
      .unwrap()
      .catch(() => undefined);
    return user;
  }

  function signUp(input: SignUpInput): Promise<User> {
    return providerAction(
      MESSAGES.failedToCreateAccount,
      (loaded) => loaded.signUpWithEmail(input.email.trim(), input.password, input.displayName.trim()),
      (user) => signUpFinish(user, input),
    );
  }

  async function sendPasswordReset(email: string): Promise<void> {
    try {
      await (await clientEnsure()).sendPasswordReset(email.trim());
    } catch (error) {
      throw new Error(authErrorMessage(error, MESSAGES.failedToSendResetEmail), { cause: error });
    }
  }

  function signedOutLocally(): void {
    identitySet(null);
    userSubscriptionDrop();
    authHintClear(hintStorage);
    deps.sessionClear();
    store.dispatch(authSignedOut());
    // Nothing one account read may be shown to whoever signs in next on this browser.
    store.dispatch(accountApi.util.resetApiState());
  }

  async function signOut(): Promise<void> {
    const loaded = clientPromise ? await clientPromise.catch(() => null) : null;
    try {
      await loaded?.signOut();
    } catch (error) {
      throw new Error(authErrorMessage(error, MESSAGES.failedToSignOut), { cause: error });
    }
    signedOutLocally();
  }

  async function deleteAccount(): Promise<void> {
    const uid = store.getState().auth.user?.id;
    if (!uid) throw new Error(MESSAGES.noAuthenticatedUser);
    try {
      await store.dispatch(accountApi.endpoints.deleteUser.initiate(uid)).unwrap();
    } catch (error) {
      throw new Error(apiErrorMessage(error, ACCOUNT_DELETE_FAILED_MESSAGE), { cause: error });
    }
    const loaded = clientPromise ? await clientPromise.catch(() => null) : null;
    try {
      await loaded?.deleteCurrentUser();
    } catch {
      // The provider may ask for a recent sign-in first. Grove's data is already gone; signing out
      // below is what the user asked for, and a later sign-in starts a fresh, empty account.
      await loaded?.signOut().catch(() => undefined);
    }
    signedOutLocally();
  }

  function reauthMethod(): AuthReauthMethod {
    return client?.reauthMethod() ?? 'password';
  }

  async function reauthenticate(password: string): Promise<void> {
    const loaded = await clientEnsure().catch((error: unknown) => {
      throw new Error(authErrorMessage(error, REAUTHENTICATE_FAILED_MESSAGE), { cause: error });
    });
    const user = loaded.currentUser();
    if (user === null) throw new Error(MESSAGES.noAuthenticatedUser);
    try {
      if (loaded.reauthMethod() === 'google') await loaded.reauthenticateWithGoogle();
      else await loaded.reauthenticateWithPassword(password);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && WRONG_PASSWORD_CODES.has(code)) throw new Error(REAUTHENTICATE_WRONG_PASSWORD_MESSAGE, { cause: error });
      throw new Error(authErrorMessage(error, REAUTHENTICATE_FAILED_MESSAGE), { cause: error });
    }
    try {
      // The token the API sees next must be one minted after this sign-in.
      await user.getIdToken(true);
    } catch (error) {
      throw new Error(MESSAGES.sessionExpired, { cause: error });
    }
  }

  return { start, preload, identity, signIn, signInWithGoogle, signUp, sendPasswordReset, signOut, deleteAccount, reauthMethod, reauthenticate };
}
