/**
 * @grove/session-family — the family session's pure core: route decisions (guards, redirects and
 * the default chat destination of SPEC §2).
 */
export { authSnapshotSignedIn, type ActiveProfile, type AuthSnapshot, type SignedInSnapshot } from './core/authSnapshot';
export { ROUTE_TABLE, ROUTE_REDIRECTS, type RouteId, type RouteAudience, type RouteDefinition, type RouteRedirect } from './core/routeTable';
export { ROUTE_RULES, type RouteRuleId } from './core/routeRules';
export { routeMatch, type RouteMatch } from './core/routeMatch';
export { routePath } from './core/routePath';
export { routeDefaultChatDestination } from './core/routeDefaultChatDestination';
export { routeDecide, type RouteDecision } from './core/routeDecide';
