import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiEventChannelCreate } from '@grove/api-client';
import { groveApiConfigure } from '@grove/api-client/react';
import { SESSION_STORAGE_KEY } from '@grove/session-family';
import { browserSessionStorage, sessionIdentityRead } from '@grove/session-family/react';
import { browserStorage } from '@grove/ui-glass/react';
import '@grove/ui-glass/styles.css';
import { webEnvRead } from './config/env';
import { authControllerCreate } from './app/auth/authController';
import { authHintFrameRead } from './app/auth/authHint';
import { clientConfigFetch } from './app/auth/clientConfig';
import { apiEventsAlert } from './app/apiEventsAlert';
import { AuthProvider } from './app/auth/AuthProvider';
import { errorReporterStart } from './app/errorReporter';
import { appStateLoad, appStateRestorePath } from './app/appState';
import { AppProviders } from './app/providers';
import { rootElementFind } from './app/rootElement';
import { prerenderedScreenKeep } from './app/prerendered';
import { AppRouter, appNavigatorCreate } from './app/router';
import { screenFramePreload } from './app/screenFrames';
import { screenPreload } from './app/screens';
import { makeStore } from './app/store';
import { TokensExhaustedWatch } from './app/TokensExhaustedWatch';

const env = webEnvRead(import.meta.env);
void errorReporterStart(env);

const root = rootElementFind(document);
const store = makeStore();
// SPEC §4: opened at the start page within 5 minutes of an error, the app goes back to the route the
// user was on. Done before the router reads the location.
const restorePath = appStateRestorePath(appStateLoad(browserStorage(), Date.now()), window.location);
if (restorePath !== null) window.history.replaceState(window.history.state, '', restorePath);
const appNavigator = appNavigatorCreate();

// SPEC §8: 401, the trial's 402 and 429 alert their message; an exhausted trial then goes to /signup.
// An account's 402 opens the Buy tokens dialog instead (TokensExhaustedWatch).
const apiEvents = apiEventChannelCreate();
apiEventsAlert(apiEvents, {
  alert: (message) => window.alert(message),
  navigate: (path) => appNavigator.navigate(path),
});

// Sign-in (SPEC §4, §7). Firebase is imported only when this browser has signed in before (the hint)
// or a sign-in screen opens, so the signed-out home page never downloads it.
const auth = authControllerCreate({
  store,
  loadClient: () => {
    // The settings are read while Firebase's code is fetched, not after it (one round trip less).
    const config = clientConfigFetch('');
    // Handled here too, so a failed read while the chunk also fails is not an unhandled rejection.
    config.catch(() => undefined);
    return import('./app/auth/firebaseAuthClient').then((module) => module.firebaseAuthClientLoad(config));
  },
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
  // A fresh ID token and the active profile for every request (SPEC §7); forced anew for the retry
  // after a 401 or 403 (SPEC §8).
  identity: (options) => auth.identity(options),
  events: apiEvents,
});
// Whether sign-in is still settling (this browser signed in before): decides how the first render waits.
const signInSettling = auth.start();

/**
 * How long the first render waits for the screen's chunk when the screen shows at once (a browser that
 * has not signed in). The page's head asked for the chunk beside this script (buildPlugins/bootPreload),
 * so it is normally here already; a slow network gets the spinner after this long instead.
 */
const FIRST_SCREEN_WAIT_MS = 500;

/** `chunk`, or {@link FIRST_SCREEN_WAIT_MS} if that comes first. */
function firstScreenWait(chunk: Promise<void>): Promise<void> {
  return Promise.race([chunk, new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}

function appRender(): void {
  const reactRoot = createRoot(root);
  // A transition, so the first render yields to the browser every few milliseconds instead of being
  // one long task (Lighthouse's blocking time on a phone).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders store={store} flags={env.flags}>
          <AuthProvider controller={auth}>
            <AppRouter navigator={appNavigator} />
            <TokensExhaustedWatch events={apiEvents} />
          </AuthProvider>
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The screen's chunk is asked for before the first render. Signed out, the screen shows at once: the
// render waits (briefly) for it, so the page paints the screen itself rather than a spinner that the
// screen replaces. Signed in, the route gate shows a spinner until sign-in settles, which takes longer
// than the chunk: render now.
//
// A first visit to a visitor's page may have arrived with its screen prerendered (issue 22): it is on
// screen already, so the first render waits for the screen's chunk however long it takes (a spinner
// would only replace the screen with a spinner), and replaces the prerendered screen with the same one.
//
// Signed in before, a screen with a frame (screenFrames.tsx: its title and lead, known without the
// account) shows that frame while sign-in settles: the first render waits (briefly) for the frame's
// chunk, the screen's own, so the page paints the frame rather than a spinner that the frame replaces.
const firstScreen = screenPreload(window.location.pathname);
const prerendered = prerenderedScreenKeep(root, window.location.pathname);
const firstFrame = signInSettling ? screenFramePreload(window.location, authHintFrameRead(browserStorage())) : null;
// A frame prerendered in the page (issue 22) is on screen already: the first render waits for its
// chunk however long it takes, and replaces it with the same frame.
if (firstFrame && prerendered) void firstFrame.then(appRender, appRender);
else if (firstFrame) void firstScreenWait(firstFrame).then(appRender);
else if (signInSettling) appRender();
else if (prerendered) void firstScreen.then(appRender, appRender);
else void firstScreenWait(firstScreen).then(appRender);
