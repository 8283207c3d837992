import { storageWipePlan } from '../index';

/** The browser pieces {@link browserStorageWipe} works on; each may be missing (old browsers, blocked storage). */
export interface BrowserStorageWipeDeps {
  readonly localStorage?: Pick<Storage, 'clear'> | null;
  readonly sessionStorage?: Pick<Storage, 'clear'> | null;
  readonly indexedDB?: Pick<IDBFactory, 'deleteDatabase'> & { databases?: () => Promise<readonly IDBDatabaseInfo[]> } | null;
  readonly document?: { cookie: string } | null;
  readonly location?: { readonly pathname: string; readonly hostname: string } | null;
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'> | null;
}

function reach<T>(read: () => T): T | null {
  try {
    return read() ?? null;
  } catch {
    // Touching blocked storage (a SecurityError in private modes or by policy) means none to clear.
    return null;
  }
}

/** This window's storage pieces, each null where the browser has none or blocks it. */
export function browserStorageWipeDeps(): BrowserStorageWipeDeps {
  if (typeof window === 'undefined') return {};
  return {
    localStorage: reach(() => window.localStorage),
    sessionStorage: reach(() => window.sessionStorage),
    indexedDB: reach(() => window.indexedDB),
    document: reach(() => window.document),
    location: reach(() => window.location),
    caches: reach(() => ('caches' in window ? window.caches : null)),
  };
}

function databaseDelete(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve) => {
    try {
      const request = factory.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
      // An open connection delays the deletion until it closes (at the latest, on reload); don't wait.
      request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

async function listed<T>(read: (() => Promise<readonly T[]>) | undefined): Promise<readonly T[] | null> {
  if (!read) return null;
  try {
    return await read();
  } catch {
    return null;
  }
}

/**
 * Clears all browser storage of this origin (SPEC §4: memory errors clear all browser storage):
 * local and session storage, every IndexedDB database (`indexedDB.databases()` where available, else
 * `knownDatabases`, the app's own names), every cookie script can read (expired on each path and
 * domain that could hold it), and every Cache Storage cache. Never throws.
 */
export async function browserStorageWipe(knownDatabases: readonly string[] = [], deps: BrowserStorageWipeDeps = browserStorageWipeDeps()): Promise<void> {
  for (const storage of [deps.localStorage, deps.sessionStorage]) {
    reach(() => storage?.clear());
  }
  const factory = deps.indexedDB ?? null;
  const databases = await listed(factory?.databases?.bind(factory));
  const cacheStorage = deps.caches ?? null;
  const cacheNames = (await listed(cacheStorage ? () => cacheStorage.keys() : undefined)) ?? [];
  const plan = storageWipePlan({
    listedDatabases: databases === null ? null : databases.flatMap((database) => (database.name ? [database.name] : [])),
    knownDatabases,
    cookieHeader: reach(() => deps.document?.cookie) ?? '',
    pathname: deps.location?.pathname ?? '/',
    hostname: deps.location?.hostname ?? '',
    cacheNames,
  });
  for (const write of plan.cookieWrites) {
    reach(() => {
      if (deps.document) deps.document.cookie = write;
    });
  }
  await Promise.all([
    ...(factory ? plan.databases.map((name) => databaseDelete(factory, name)) : []),
    ...(cacheStorage ? plan.caches.map((name) => cacheStorage.delete(name).catch(() => false)) : []),
  ]);
}
