import { ClientConfigSchema, type ClientConfig } from '@grove/api-contract';
import type { AuthClient } from './authClient';

/** Where the browser reads the Firebase project settings (served by the API, so one setting decides). */
export const CLIENT_CONFIG_PATH = '/api/client-config';

/**
 * Reads the Firebase settings from `GET /api/client-config`. A plain fetch, not the base API: the base
 * API's identity waits for this very client when a session is stored, and the call needs no identity.
 */
export async function clientConfigFetch(baseUrl: string, fetchFn: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetchFn(`${baseUrl}${CLIENT_CONFIG_PATH}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${CLIENT_CONFIG_PATH} answered ${response.status}`);
  return ClientConfigSchema.parse(await response.json());
}

/**
 * Starts Firebase Auth with the project settings and wraps it as an {@link AuthClient}. Firebase is
 * imported here, dynamically, so its code is fetched only by browsers that sign in (the signed-out
 * home page stays within its bundle budget). Sessions persist in IndexedDB, else localStorage; the
 * popup resolver is handed over only when Google sign-in starts. With `authEmulatorUrl` set, every
 * call goes to the Auth emulator.
 */
export async function firebaseAuthClientCreate(config: ClientConfig['firebase']): Promise<AuthClient> {
  const [{ initializeApp }, firebaseAuth] = await firebaseModulesLoad();
  const app = initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain });
  const auth = firebaseAuth.initializeAuth(app, {
    persistence: [firebaseAuth.indexedDBLocalPersistence, firebaseAuth.browserLocalPersistence],
    // The descriptive messages are SPEC §8's "provider message" for errors Grove has no text of its own for.
    errorMap: firebaseAuth.debugErrorMap,
  });
  if (config.authEmulatorUrl) firebaseAuth.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  return {
    currentUser: () => auth.currentUser,
    onAuthStateChanged: (listener) => firebaseAuth.onAuthStateChanged(auth, listener),
    async signInWithEmail(email, password) {
      return (await firebaseAuth.signInWithEmailAndPassword(auth, email, password)).user;
    },
    async signInWithGoogle() {
      const provider = new firebaseAuth.GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      return (await firebaseAuth.signInWithPopup(auth, provider, firebaseAuth.browserPopupRedirectResolver)).user;
    },
    async signUpWithEmail(email, password, displayName) {
      const { user } = await firebaseAuth.createUserWithEmailAndPassword(auth, email, password);
      await firebaseAuth.updateProfile(user, { displayName });
      return user;
    },
    sendPasswordReset: (email) => firebaseAuth.sendPasswordResetEmail(auth, email),
    signOut: () => firebaseAuth.signOut(auth),
    async deleteCurrentUser() {
      if (auth.currentUser) await firebaseAuth.deleteUser(auth.currentUser);
    },
    reauthMethod() {
      const user = auth.currentUser;
      if (!user) return null;
      const providers = user.providerData.map((info) => info.providerId);
      return providers.includes('google.com') && !providers.includes('password') ? 'google' : 'password';
    },
    async reauthenticateWithPassword(password) {
      const user = auth.currentUser;
      if (!user) throw Object.assign(new Error('No one is signed in.'), { code: 'auth/no-current-user' });
      if (!user.email) throw Object.assign(new Error('This account has no email address.'), { code: 'auth/missing-email' });
      await firebaseAuth.reauthenticateWithCredential(user, firebaseAuth.EmailAuthProvider.credential(user.email, password));
    },
    async reauthenticateWithGoogle() {
      const user = auth.currentUser;
      if (!user) throw Object.assign(new Error('No one is signed in.'), { code: 'auth/no-current-user' });
      const provider = new firebaseAuth.GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      await firebaseAuth.reauthenticateWithPopup(user, provider, firebaseAuth.browserPopupRedirectResolver);
    },
  };
}

/** Firebase's two modules, fetched once (the largest download of a signed-in page load). */
let firebaseModules: Promise<[typeof import('firebase/app'), typeof import('firebase/auth')]> | null = null;
function firebaseModulesLoad() {
  const loading = (firebaseModules ??= Promise.all([import('firebase/app'), import('firebase/auth')]));
  // A failed fetch is tried again by the next sign-in attempt, not remembered.
  loading.catch(() => {
    if (firebaseModules === loading) firebaseModules = null;
  });
  return loading;
}

/**
 * Reads the settings from the API and starts Firebase Auth with them: the app's {@link AuthClient}
 * loader. Firebase's code is fetched while the settings are read, not after: on a phone's network
 * that is a round trip less before a signed-in page can ask the API for anything.
 */
export async function firebaseAuthClientLoad(baseUrl: string): Promise<AuthClient> {
  const modules = firebaseModulesLoad();
  const [config] = await Promise.all([clientConfigFetch(baseUrl), modules]);
  return firebaseAuthClientCreate(config.firebase);
}
