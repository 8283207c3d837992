/**
 * @grove/session-family/react — the React binding of the family session: the route gate and its hook.
 */
export { useRouteDecision } from './useRouteDecision';
export { RouteGate, type RouteGateProps, type RouteScreen } from './RouteGate';
