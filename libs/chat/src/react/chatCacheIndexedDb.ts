import { CHAT_CACHE_STORE, chatProfileKeyOwnedBy, type ChatCachedMessage, type ChatCacheStore } from '../index';

/** The browser database of the local chat message cache (SPEC §3 "A per-product browser database"). */
export const CHAT_CACHE_DB_NAME = 'grove-chat';

const DB_VERSION = 1;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function byTimestamp(messages: ChatCachedMessage[]): ChatCachedMessage[] {
  return messages.sort((a, b) => a.timestamp - b.timestamp);
}

/**
 * The local chat message cache in IndexedDB: database {@link CHAT_CACHE_DB_NAME}, object store
 * `chat_messages` keyed by `id` with the indexes `userId`, `sessionId` and `timestamp` (SPEC §3). The
 * database opens on first use.
 */
export function chatCacheIndexedDbCreate(factory: IDBFactory = indexedDB, name: string = CHAT_CACHE_DB_NAME): ChatCacheStore {
  let opening: Promise<IDBDatabase> | null = null;

  function open(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, DB_VERSION);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(CHAT_CACHE_STORE, { keyPath: 'id' });
        store.createIndex('userId', 'userId');
        store.createIndex('sessionId', 'sessionId');
        store.createIndex('timestamp', 'timestamp');
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the database must not be blocked by this one.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        opening = null;
        reject(request.error ?? new Error('IndexedDB could not open'));
      };
    });
    return opening;
  }

  async function ofUser(userId: string): Promise<ChatCachedMessage[]> {
    const db = await open();
    const store = db.transaction(CHAT_CACHE_STORE, 'readonly').objectStore(CHAT_CACHE_STORE);
    return promised(store.index('userId').getAll(IDBKeyRange.only(userId)) as IDBRequest<ChatCachedMessage[]>);
  }

  async function removeWhere(keep: (message: ChatCachedMessage) => boolean): Promise<void> {
    const db = await open();
    const transaction = db.transaction(CHAT_CACHE_STORE, 'readwrite');
    const request = transaction.objectStore(CHAT_CACHE_STORE).openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      if (!keep(cursor.value as ChatCachedMessage)) cursor.delete();
      cursor.continue();
    };
    await finished(transaction);
  }

  return {
    async put(messages) {
      const db = await open();
      const transaction = db.transaction(CHAT_CACHE_STORE, 'readwrite');
      const store = transaction.objectStore(CHAT_CACHE_STORE);
      for (const message of messages) store.put(message);
      await finished(transaction);
    },
    async listSession(userId, sessionId) {
      const db = await open();
      const store = db.transaction(CHAT_CACHE_STORE, 'readonly').objectStore(CHAT_CACHE_STORE);
      const inSession = await promised(store.index('sessionId').getAll(IDBKeyRange.only(sessionId)) as IDBRequest<ChatCachedMessage[]>);
      return byTimestamp(inSession.filter((message) => message.userId === userId));
    },
    async listUser(userId) {
      return byTimestamp(await ofUser(userId));
    },
    async remove(ids) {
      const db = await open();
      const transaction = db.transaction(CHAT_CACHE_STORE, 'readwrite');
      const store = transaction.objectStore(CHAT_CACHE_STORE);
      for (const id of ids) store.delete(id);
      await finished(transaction);
    },
    async clearUser(userId) {
      const db = await open();
      const transaction = db.transaction(CHAT_CACHE_STORE, 'readwrite');
      const index = transaction.objectStore(CHAT_CACHE_STORE).index('userId');
      const request = index.openKeyCursor(IDBKeyRange.only(userId));
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return;
        transaction.objectStore(CHAT_CACHE_STORE).delete(cursor.primaryKey);
        cursor.continue();
      };
      await finished(transaction);
    },
    async clearAccount(uid) {
      await removeWhere((message) => !chatProfileKeyOwnedBy(message.userId, uid));
    },
    async clearAll() {
      const db = await open();
      const transaction = db.transaction(CHAT_CACHE_STORE, 'readwrite');
      transaction.objectStore(CHAT_CACHE_STORE).clear();
      await finished(transaction);
    },
  };
}
