import { ROUTE_TABLE, type RouteId } from './routeTable';

/**
 * Builds the concrete path of a route, filling each `:name` segment with the URI-encoded value of
 * `params[name]`. Throws when a parameter the pattern needs is missing or empty (a programming error).
 */
export function routePath(id: RouteId, params: Record<string, string> = {}): string {
  const definition = ROUTE_TABLE.find((row) => row.id === id);
  if (definition === undefined) throw new Error(`Unknown route id '${id}'.`);
  return definition.pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Route '${id}' needs the parameter '${name}'.`);
    return encodeURIComponent(value);
  });
}
