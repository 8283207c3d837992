import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { routeDecide, type AuthSnapshot, type RouteDecision } from '../index';

/**
 * The route decision for the current location and this user; recomputed only when either changes.
 * The query goes along because /login's `?next=` says where a signed-in person returns to.
 */
export function useRouteDecision(auth: AuthSnapshot): RouteDecision {
  const { pathname, search } = useLocation();
  return useMemo(() => routeDecide(pathname + search, auth), [pathname, search, auth]);
}
