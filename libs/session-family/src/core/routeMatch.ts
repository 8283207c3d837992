import { ROUTE_TABLE, type RouteId } from './routeTable';

/** A path resolved to its route: the route id and the decoded values of its `:name` segments. */
export interface RouteMatch {
  id: RouteId;
  params: Record<string, string>;
}

/**
 * Splits a path into decoded segments, or `null` when it cannot be a route.
 *
 * Ignores the query string and the hash, strips one trailing slash ('/' stays '/') and decodes each
 * segment. A malformed percent-encoding gives `null` rather than throwing.
 */
export function routeSegments(path: string): string[] | null {
  const end = path.search(/[?#]/);
  let pathname = end === -1 ? path : path.slice(0, end);
  if (pathname === '') pathname = '/';
  if (!pathname.startsWith('/')) return null;
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  if (pathname === '/') return [];
  const segments: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return null;
    }
  }
  return segments;
}

function routePatternParams(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      // Static segments compare case-insensitively, as react-router's own matcher does by default.
      return null;
    }
  }
  return params;
}

function routeStaticCount(pattern: string): number {
  return pattern.split('/').filter((part) => part !== '' && !part.startsWith(':')).length;
}

/**
 * Finds the row of a pattern table that a path matches, preferring the most specific pattern
 * (so `/chat/trial` wins over `/chat/:userId`), or `null` when none does.
 */
export function routeFind<Row extends { readonly pattern: string }>(
  rows: readonly Row[],
  path: string,
): { row: Row; params: Record<string, string> } | null {
  const segments = routeSegments(path);
  if (segments === null) return null;
  let best: { row: Row; params: Record<string, string>; score: number } | null = null;
  for (const row of rows) {
    const params = routePatternParams(row.pattern, segments);
    if (params === null) continue;
    const score = routeStaticCount(row.pattern);
    if (best === null || score > best.score) best = { row, params, score };
  }
  return best === null ? null : { row: best.row, params: best.params };
}

/** Resolves a path (query and hash ignored) to its route in {@link ROUTE_TABLE}, or `null` when unknown. */
export function routeMatch(path: string): RouteMatch | null {
  const found = routeFind(ROUTE_TABLE, path);
  return found === null ? null : { id: found.row.id, params: found.params };
}

/**
 * Whether a path is one of SPEC §2's "Routes allowed on trial" (/chat/trial, /trial-choice, /about, …):
 * where a signed-out visitor's trial status is polled (SPEC §4 Trial).
 */
export function routeIsTrial(path: string): boolean {
  const found = routeFind(ROUTE_TABLE, path);
  return found !== null && found.row.audiences.includes('trial');
}
