import { routeFind, routeSegments } from './routeMatch';
import { routePath } from './routePath';
import { ROUTE_REDIRECTS, ROUTE_TABLE } from './routeTable';

/** The query parameter that carries the page someone asked for through sign-in and profile choice. */
export const ROUTE_RETURN_PARAM = 'next';

// Long enough for any real path of the app; a longer value is not one of ours.
const RETURN_PATH_MAX_LENGTH = 2048;

/**
 * The in-app path a signed-in person may be sent back to, or `null` when `raw` is not one. Only a
 * path of this app qualifies: it starts with a single `/` (never `//` or `/\`, which browsers read as
 * another host), has no backslash, whitespace or control character, and is a signed-in route or one
 * of SPEC §2's signed-in redirects; /login and the other signed-out-only pages never are, so a return
 * cannot loop. Query and hash are kept.
 */
export function routeReturnPathParse(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  for (const char of raw) {
    // Browsers read a backslash as a slash and drop tabs and newlines, so `/\evil.example` or
    // `/\t/evil.example` would leave the app; spaces and control characters never occur in our paths.
    const code = char.charCodeAt(0);
    if (char === '\\' || code <= 0x20 || code === 0x7f) return null;
  }
  if (routeSegments(raw) === null) return null;
  if (routeFind(ROUTE_REDIRECTS, raw) !== null) return raw;
  const found = routeFind(ROUTE_TABLE, raw);
  return found !== null && found.row.audiences.includes('signedIn') ? raw : null;
}

/** The return path carried in a query string such as `?next=%2Fsettings`, checked by {@link routeReturnPathParse}. */
export function routeReturnPathRead(search: string): string | null {
  return routeReturnPathParse(new URLSearchParams(search).get(ROUTE_RETURN_PARAM));
}

/**
 * A path of the app with the page to return to afterwards in its query (`/login?next=%2Fsettings`),
 * or the bare path when there is no valid page to return to.
 */
export function routeWithReturn(path: string, returnTo: string | null): string {
  const safe = routeReturnPathParse(returnTo);
  if (safe === null) return path;
  return `${path}?${new URLSearchParams({ [ROUTE_RETURN_PARAM]: safe }).toString()}`;
}

/** The sign-in page, remembering the page the visitor asked for (SPEC §2 "Routes that need an account"). */
export function routeLoginPath(returnTo: string | null): string {
  return routeWithReturn(routePath('login'), returnTo);
}
