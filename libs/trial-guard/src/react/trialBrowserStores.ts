import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { AsyncKeyValueStore, KeyValueStore, TrialCookie } from '../index';

/** Name of the cookie that keeps the trial device id for 30 days. */
export const TRIAL_COOKIE_NAME = 'grove_trial_device';

/** IndexedDB database and object store of the trial's device ids. */
export const TRIAL_IDB_DATABASE = 'grove-trial';
/** Object store inside {@link TRIAL_IDB_DATABASE}. */
export const TRIAL_IDB_STORE = 'device';

/**
 * A {@link KeyValueStore} over a Web Storage area. The area is looked up on every call because reading
 * `window.localStorage` itself throws when storage is blocked; the core treats a throw as empty.
 */
export function trialWebStorageStore(area: () => Storage): KeyValueStore {
  return {
    get: (key) => area().getItem(key),
    set: (key, value) => area().setItem(key, value),
  };
}

/** The trial's store over `localStorage`. */
export function trialLocalStorageStore(): KeyValueStore {
  return trialWebStorageStore(() => window.localStorage);
}

/** The trial's store over `sessionStorage`. */
export function trialSessionStorageStore(): KeyValueStore {
  return trialWebStorageStore(() => window.sessionStorage);
}

/**
 * An {@link AsyncKeyValueStore} over IndexedDB (idb-keyval), database `grove-trial`, store `device`.
 * The database opens on first use; without IndexedDB every call rejects, which the core treats as empty.
 */
export function trialIdbStore(database: string = TRIAL_IDB_DATABASE, storeName: string = TRIAL_IDB_STORE): AsyncKeyValueStore {
  let store: UseStore | null = null;
  const opened = (): UseStore => (store ??= createStore(database, storeName));
  return {
    get: async (key) => {
      const value: unknown = await get(key, opened());
      return typeof value === 'string' ? value : null;
    },
    set: (key, value) => set(key, value, opened()),
  };
}

/**
 * The trial device cookie on `document.cookie`: `name=value; max-age=…; path=/; SameSite=Lax`, plus
 * `Secure` on https pages.
 */
export function trialDocumentCookie(name: string = TRIAL_COOKIE_NAME, doc: Document = document): TrialCookie {
  return {
    read() {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key !== name) continue;
        try {
          return decodeURIComponent(rest.join('='));
        } catch {
          return null;
        }
      }
      return null;
    },
    write(value, maxAgeSeconds) {
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${secure}`;
    },
  };
}
