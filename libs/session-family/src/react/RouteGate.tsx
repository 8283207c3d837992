import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { AuthSnapshot, RouteId } from '../index';
import { useRouteDecision } from './useRouteDecision';

/** A screen the gate can show: it receives the decoded parameters of its path. */
export type RouteScreen = ComponentType<{ params: Record<string, string> }>;

/** Props of {@link RouteGate}. */
export interface RouteGateProps {
  /** Who is using the app right now. */
  auth: AuthSnapshot;
  /** The app's screen for each route it has built so far. */
  screens: Partial<Record<RouteId, RouteScreen>>;
  /** Shown while auth is still loading. */
  loading: ReactNode;
  /** Shown when the route may render but the app has no screen for it yet. */
  notFound: ReactNode;
}

/**
 * Shows what the current location should show for this user: the spinner while auth loads, a
 * redirect (replacing the history entry), or the route's screen with its parameters.
 */
export function RouteGate({ auth, screens, loading, notFound }: RouteGateProps): ReactNode {
  const decision = useRouteDecision(auth);
  if (decision.kind === 'wait') return loading;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Screen = screens[decision.route.id];
  return Screen === undefined ? notFound : <Screen params={decision.route.params} />;
}
