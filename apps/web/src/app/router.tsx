import { Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { RouteGate } from '@grove/session-family/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { selectAuthSnapshot } from './authSlice';
import { useAppSelector } from './hooks';
import { SCREENS } from './screens';
import { AppShell } from './shell/AppShell';

/** Renders whatever session-family's routing core decides for the current path and auth state. */
function RoutedScreen() {
  const auth = useAppSelector(selectAuthSnapshot);
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <RouteGate auth={auth} screens={SCREENS} loading={<LoadingSpinner />} notFound={<NotFoundPage />} />
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
