import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { routeDecide, type AuthSnapshot, type RouteDecision } from '../index';

/** The route decision for the current location and this user; recomputed only when either changes. */
export function useRouteDecision(auth: AuthSnapshot): RouteDecision {
  const { pathname } = useLocation();
  return useMemo(() => routeDecide(pathname, auth), [pathname, auth]);
}
