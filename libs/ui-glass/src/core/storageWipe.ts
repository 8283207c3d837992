// SPEC §4 mobile recovery: "Memory errors clear all browser storage" — local and session storage,
// IndexedDB, cookies readable by script, and Cache Storage.

/** What the browser holds, as the binding found it, for {@link storageWipePlan}. */
export interface StorageWipeInventory {
  /** The origin's IndexedDB database names as the browser lists them, or null where it cannot list them. */
  readonly listedDatabases: readonly string[] | null;
  /** The app's own database names, deleted too (and the only ones when the browser cannot list). */
  readonly knownDatabases: readonly string[];
  /** The cookie string as script reads it, e.g. `a=1; b=2`. */
  readonly cookieHeader: string;
  /** The page's path, e.g. `/chat/u1`: a cookie may be scoped to it or to any folder above it. */
  readonly pathname: string;
  /** The page's host name: a cookie may be host-only or scoped to it or a parent domain. */
  readonly hostname: string;
  /** The Cache Storage names; empty where there is no Cache Storage. */
  readonly cacheNames: readonly string[];
}

/** Everything to delete for a wipe of all browser storage. */
export interface StorageWipePlan {
  /** IndexedDB databases to delete, each once. */
  readonly databases: readonly string[];
  /** Cookie strings for the binding to write, each expiring one cookie for one path and domain. */
  readonly cookieWrites: readonly string[];
  /** Cache Storage caches to delete. */
  readonly caches: readonly string[];
}

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';

function cookieNames(header: string): string[] {
  const names = new Set<string>();
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    // "name=" expires a named cookie; a cookie without "=" is a nameless one, expired by its own text.
    names.add(equals === -1 ? pair : `${pair.slice(0, equals).trim()}=`);
  }
  return [...names];
}

function cookiePaths(pathname: string): string[] {
  // Script cannot see a cookie's path, so every path that could scope a cookie visible here is tried:
  // '/', then each folder above the page, with and without the trailing slash.
  const paths = new Set<string>(['/']);
  const segments = pathname.split('/').filter(Boolean);
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    paths.add(path);
    paths.add(`${path}/`);
  }
  return [...paths];
}

function cookieDomains(hostname: string): (string | null)[] {
  const host = hostname.toLowerCase();
  // An IP address or a single-label host (localhost) has no parent domains to scope a cookie to.
  if (host === '' || /^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return [null];
  const labels = host.split('.');
  const domains: (string | null)[] = [null];
  for (let start = 0; start < labels.length - 1; start += 1) domains.push(labels.slice(start).join('.'));
  return domains;
}

/**
 * Plans the wipe of all browser storage (SPEC §4, memory errors): every database the browser lists
 * plus the app's known ones, every cookie script can read expired on every path and domain that could
 * hold it, and every Cache Storage cache. Local and session storage are simply cleared by the caller.
 */
export function storageWipePlan(inventory: StorageWipeInventory): StorageWipePlan {
  const databases = [...new Set([...(inventory.listedDatabases ?? []), ...inventory.knownDatabases])].filter((name) => name !== '');
  const cookieWrites: string[] = [];
  for (const name of cookieNames(inventory.cookieHeader)) {
    for (const path of cookiePaths(inventory.pathname)) {
      for (const domain of cookieDomains(inventory.hostname)) {
        cookieWrites.push(`${name}; ${EXPIRED}; path=${path}${domain === null ? '' : `; domain=${domain}`}`);
      }
    }
  }
  return { databases, cookieWrites, caches: [...new Set(inventory.cacheNames)] };
}
