import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import { SESSION_STORAGE_KEY } from '@grove/session-family';
import { browserSessionStorage, sessionIdentityRead } from '@grove/session-family/react';
import { browserStorage } from '@grove/ui-glass/react';
import '@grove/ui-glass/styles.css';
import { webEnvRead } from './config/env';
import { authControllerCreate } from './app/auth/authController';
import { AuthProvider } from './app/auth/AuthProvider';
import { errorReporterStart } from './app/errorReporter';
import { AppProviders } from './app/providers';
import { rootElementFind } from './app/rootElement';
import { appRouterCreate } from './app/router';
import { makeStore } from './app/store';

const env = webEnvRead(import.meta.env);
void errorReporterStart(env);

const root = rootElementFind(document);
const store = makeStore();
const router = appRouterCreate();

// SPEC §8: 401/402/429 answers alert their message; an exhausted trial then goes to /signup.
const apiEvents = apiEventChannelCreate();
apiEvents.subscribe((event) => {
  window.alert(event.message);
  if (event.type === 'trialExhausted') void router.navigate(event.redirectTo);
});

// Sign-in (SPEC §4, §7). Firebase is imported only when this browser has signed in before (the hint)
// or a sign-in screen opens, so the signed-out home page never downloads it.
const auth = authControllerCreate({
  store,
  loadClient: () => import('./app/auth/firebaseAuthClient').then((module) => module.firebaseAuthClientLoad('')),
  hintStorage: browserStorage(),
  sessionIdentity: () => sessionIdentityRead(),
  sessionClear: () => browserSessionStorage().removeItem(SESSION_STORAGE_KEY),
  now: () => Date.now(),
  schedule: (callback, ms) => {
    const id = window.setTimeout(callback, ms);
    return () => window.clearTimeout(id);
  },
});
groveApiConfigure({
  baseUrl: '',
  // A fresh ID token and the active profile for every request (SPEC §7).
  identity: () => auth.identity(),
  events: apiEvents,
});
auth.start();

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} flags={env.flags}>
      <AuthProvider controller={auth}>
        <RouterProvider router={router} />
      </AuthProvider>
    </AppProviders>
  </StrictMode>,
);
