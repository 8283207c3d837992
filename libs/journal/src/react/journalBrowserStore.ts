import { createStore, del, get, keys, set } from 'idb-keyval';
import type { JournalOutboxEntry, JournalOutboxStorage } from '../index';

/** The browser database of the journal: drafts and the offline outbox. */
export const JOURNAL_DB_NAME = 'grove-journal';

/** A draft as the browser keeps it while it is being written. */
export interface JournalDraft {
  content: string;
  promptId: string | null;
  mood: string | null;
  tags: string;
  /** Picture answers tapped (G), as "emoji label". */
  pictures: string[];
}

type Stores = { drafts: ReturnType<typeof createStore>; outbox: ReturnType<typeof createStore> };
const stores = new Map<string, Stores>();

// idb-keyval keeps one object store per database; drafts and the outbox are two databases of one name family.
function storesOf(name: string): Stores {
  let found = stores.get(name);
  if (!found) {
    found = { drafts: createStore(`${name}-drafts`, 'drafts'), outbox: createStore(`${name}-outbox`, 'outbox') };
    stores.set(name, found);
  }
  return found;
}

/**
 * The drafts of this browser, one per key (a profile's `{uid}:{profileId}`, or `visitor`), in
 * IndexedDB: nothing typed is lost to a reload or a network error.
 */
export interface JournalDraftStore {
  read(key: string): Promise<JournalDraft | null>;
  write(key: string, draft: JournalDraft): Promise<void>;
  clear(key: string): Promise<void>;
}

/** The draft store in IndexedDB (idb-keyval). */
export function journalDraftStoreIdb(name: string = JOURNAL_DB_NAME): JournalDraftStore {
  return {
    async read(key) {
      const found = await get<JournalDraft>(key, storesOf(name).drafts);
      return found && typeof found.content === 'string' ? found : null;
    },
    async write(key, draft) {
      await set(key, draft, storesOf(name).drafts);
    },
    async clear(key) {
      await del(key, storesOf(name).drafts);
    },
  };
}

/**
 * Removes every draft of the account `uid` (keys `{uid}:{profileId}`) from this browser: on sign-out,
 * words not yet saved must not stay on a shared device. The visitor's draft (`visitor`) stays: it is
 * the visitor's own, kept only here by design. Entries waiting in the outbox stay too: they are
 * written entries, sent when the account signs in again.
 */
export async function journalDraftsClearAccount(uid: string, name: string = JOURNAL_DB_NAME): Promise<void> {
  const { drafts } = storesOf(name);
  const prefix = `${uid}:`;
  const all = await keys<IDBValidKey>(drafts);
  await Promise.all(all.filter((key) => typeof key === 'string' && key.startsWith(prefix)).map((key) => del(key, drafts)));
}

const OUTBOX_KEY = 'entries';

/** The journal outbox's storage in IndexedDB: the whole FIFO list under one key, written in one transaction per change. */
export function journalOutboxStorageIdb(name: string = JOURNAL_DB_NAME): JournalOutboxStorage {
  return {
    async read() {
      const stored = await get<JournalOutboxEntry[]>(OUTBOX_KEY, storesOf(name).outbox);
      return Array.isArray(stored) ? stored : [];
    },
    async write(entries) {
      await set(OUTBOX_KEY, [...entries], storesOf(name).outbox);
    },
  };
}
