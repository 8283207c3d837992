import { createStore, get, set } from 'idb-keyval';
import type { ChatOutboxEntry, ChatOutboxStorage } from '../index';

/** The browser database that holds the offline outbox (separate from the message cache's). */
export const CHAT_OUTBOX_DB_NAME = 'grove-chat-outbox';

const KEY = 'entries';

/**
 * The offline outbox's storage in IndexedDB (idb-keyval): the whole FIFO list under one key, written
 * in one transaction per change, so it survives a reload and is never half-written.
 */
export function chatOutboxStorageIdb(name: string = CHAT_OUTBOX_DB_NAME): ChatOutboxStorage {
  const store = createStore(name, 'outbox');
  return {
    async read() {
      const stored = await get<ChatOutboxEntry[]>(KEY, store);
      return Array.isArray(stored) ? stored : [];
    },
    async write(entries) {
      await set(KEY, [...entries], store);
    },
  };
}
