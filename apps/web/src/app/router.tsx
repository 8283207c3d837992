import { Suspense, useEffect, useMemo } from 'react';
import { createBrowserRouter, useLocation } from 'react-router-dom';
import { sessionProfile, type AuthSnapshot } from '@grove/session-family';
import { RouteGate, useSession } from '@grove/session-family/react';
import { useTrialStarted } from '@grove/trial-guard/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { selectAuthSnapshot } from './authSlice';
import { useAppSelector } from './hooks';
import { useFeatureFlag } from './providers';
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
  const auth = useRoutingSnapshot();
  useScreenPreloadWhileSignInSettles(auth.status);
  const symbolicMemory = useFeatureFlag('symbolicMemory');
  const screens = useMemo(() => screensOffered({ symbolicMemory }), [symbolicMemory]);
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <RouteGate auth={auth} screens={screens} loading={<LoadingSpinner />} notFound={<NotFoundPage />} />
    </Suspense>
  );
}

/**
 * The app's router: one shell, one catch-all route. Every rule of SPEC §2 (who may open what, which
 * paths redirect where) lives in session-family's `routeDecide`, not in this file.
 */
export function appRouterCreate() {
  return createBrowserRouter([{ element: <AppShell />, children: [{ path: '*', element: <RoutedScreen /> }] }]);
}
