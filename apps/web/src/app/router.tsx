import { Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { sessionProfile, type AuthSnapshot } from '@grove/session-family';
import { RouteGate, useSession } from '@grove/session-family/react';
import { useTrialStarted } from '@grove/trial-guard/react';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { selectAuthSnapshot } from './authSlice';
import { useAppSelector } from './hooks';
import { useFeatureFlag } from './providers';
import { ScreenPending } from './screenFrames';
import { screenPreload, screensOffered } from './screens';
import { AppShell } from './shell/AppShell';

/**
 * Who is using the app, as the router needs it: the account (auth slice) with the profile the family
 * session has active in this browser tab (SPEC §4 Session); for a visitor, whether this browser has
 * started the anonymous trial (it holds a local trial record).
 */
function useRoutingSnapshot(): AuthSnapshot {
  const account = useAppSelector(selectAuthSnapshot);
  const { session } = useSession();
  const trialStarted = useTrialStarted();
  return useMemo(() => {
    if (account.status === 'signedIn') return { ...account, activeProfile: session ? sessionProfile(session) : null };
    if (account.status === 'signedOut') return { status: 'signedOut', trialActive: trialStarted };
    return account;
  }, [account, session, trialStarted]);
}

/**
 * While sign-in settles (this browser signed in before), fetches the screen's chunk beside sign-in's
 * instead of after the route gate decides. After the spinner has painted (an effect), so the first
 * paint waits for nothing more than it did.
 */
function useScreenPreloadWhileSignInSettles(status: AuthSnapshot['status']): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (status === 'loading') screenPreload(pathname);
  }, [status, pathname]);
}

/** Renders whatever session-family's routing core decides for the current path and auth state. */
function RoutedScreen() {
  // Deferred: a change of who is signed in (a Redux store update, which React renders synchronously)
  // first re-renders this with the old value, then renders the new screen in a deferred pass that
  // yields to the browser every few milliseconds, so a screen's first render is not one long task.
  const auth = useDeferredValue(useRoutingSnapshot());
  useScreenPreloadWhileSignInSettles(auth.status);
  const symbolicMemory = useFeatureFlag('symbolicMemory');
  const screens = useMemo(() => screensOffered({ symbolicMemory }), [symbolicMemory]);
  return (
    // While sign-in settles, and while the screen's chunk arrives after it, the screen's frame where it
    // has one (its title and lead), else the spinner: the frame stays until the screen replaces it.
    <Suspense fallback={<ScreenPending />}>
      <RouteGate auth={auth} screens={screens} loading={<ScreenPending />} notFound={<NotFoundPage />} />
    </Suspense>
  );
}

/**
 * Navigation for code outside React (SPEC §8: an exhausted trial goes to /signup after its alert).
 * The router hands it its `navigate` once mounted; a path asked for before that is kept and followed then.
 */
export interface AppNavigator {
  navigate(path: string): void;
  /** Called by the router with its navigate function; returns the detach. */
  attach(navigate: (path: string) => void): () => void;
}

/** A navigator for {@link AppRouter}. */
export function appNavigatorCreate(): AppNavigator {
  let current: ((path: string) => void) | null = null;
  let waiting: string | null = null;
  return {
    navigate(path) {
      if (current) current(path);
      else waiting = path;
    },
    attach(navigate) {
      current = navigate;
      if (waiting !== null) {
        const path = waiting;
        waiting = null;
        navigate(path);
      }
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}

function NavigatorAttach({ navigator }: { navigator: AppNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach((path) => void navigate(path)), [navigator, navigate]);
  return null;
}

/**
 * The app's routes: one shell, one catch-all route. Every rule of SPEC §2 (who may open what, which
 * paths redirect where) lives in session-family's `routeDecide`, not in this file.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="*" element={<RoutedScreen />} />
      </Route>
    </Routes>
  );
}

/**
 * The app's router. A declarative BrowserRouter, not a data router: with no loaders or actions the app
 * has no use for the data router, whose code was about 17 KB gzip of every page's first load; the shell
 * restores scroll positions itself (`useScrollRestoration`).
 */
export function AppRouter({ navigator }: { navigator: AppNavigator }) {
  return (
    <BrowserRouter>
      <NavigatorAttach navigator={navigator} />
      <AppRoutes />
    </BrowserRouter>
  );
}
