import type { ClientConfig } from '@grove/api-contract';
import { initializeApp } from 'firebase/app';
import * as firebaseAuth from 'firebase/auth';
import type { AuthClient } from './authClient';

/**
 * Starts Firebase Auth with the project settings and wraps it as an {@link AuthClient}. This module is
 * imported dynamically (main.tsx), so Firebase's code is fetched only by browsers that sign in (the
 * signed-out home page stays within its bundle budget); within it Firebase is imported statically, so
 * the bundler keeps only the functions used here (a dynamic namespace import kept all of firebase/auth,
 * about 11 KB gzip more). Sessions persist in IndexedDB, else localStorage; the popup resolver is
 * handed over only when Google sign-in starts. With `authEmulatorUrl` set, every call goes to the Auth
 * emulator.
 */
export async function firebaseAuthClientCreate(config: ClientConfig['firebase']): Promise<AuthClient> {
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

/**
 * Starts Firebase Auth with the settings `config` resolves to: the app's {@link AuthClient} loader.
 * The caller starts reading the settings before this module is fetched (main.tsx), so Firebase's code
 * and the settings arrive side by side: on a phone's network, a round trip less before a signed-in
 * page can ask the API for anything.
 */
export async function firebaseAuthClientLoad(config: Promise<ClientConfig>): Promise<AuthClient> {
  return firebaseAuthClientCreate((await config).firebase);
}
