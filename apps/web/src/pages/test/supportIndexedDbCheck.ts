import { createStore, del, get, set } from 'idb-keyval';

/** The database the IndexedDB check opens, and deletes again when it is done. */
export const SUPPORT_IDB_DATABASE = 'grove-support-check';

/** How long the IndexedDB check waits: a browser that blocks it may simply never answer. */
const SUPPORT_IDB_TIMEOUT_MS = 5_000;

function deleted(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Left behind is harmless (an empty test database), so a failure here is not the check's failure.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

async function probe(value: string): Promise<void> {
  if (typeof indexedDB === 'undefined') throw new DOMException('IndexedDB is missing', 'NotSupportedError');
  const store = createStore(SUPPORT_IDB_DATABASE, 'probe');
  try {
    await set('probe', value, store);
    const back = await get<string>('probe', store);
    await del('probe', store);
    if (back !== value) throw new Error('A test value was saved but did not read back the same.');
  } finally {
    // Close the connection idb-keyval keeps open, then delete the test database: nothing stays behind.
    await store('readonly', (objects) => objects.transaction.db.close()).catch(() => undefined);
    await deleted(SUPPORT_IDB_DATABASE);
  }
}

/**
 * Writes, reads and deletes a test value in IndexedDB (through idb-keyval, as the chat cache, journal
 * and trial do), in a database of its own that is deleted afterwards. Rejects when IndexedDB is
 * missing, refuses or does not answer within 5 seconds.
 */
export function supportIndexedDbCheck(value: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DOMException('IndexedDB did not answer', 'TimeoutError')), SUPPORT_IDB_TIMEOUT_MS);
    probe(value).then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error || error instanceof DOMException ? error : new Error(String(error)));
      },
    );
  });
}
