import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { browserStorageWipe } from './browserStorageWipe';

function databaseCreate(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('things');
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'left=; max-age=0; path=/';
});

describe('browserStorageWipe (SPEC §4: memory errors clear all browser storage)', () => {
  it('clears local and session storage, every IndexedDB database and every readable cookie', async () => {
    localStorage.setItem('grove.ui-glass.theme', 'dark');
    sessionStorage.setItem('grove.session', '{}');
    await databaseCreate('grove-chat');
    await databaseCreate('firebaseLocalStorageDb');
    window.history.replaceState(null, '', '/chat/u1');
    document.cookie = 'grove_trial_device=abc; path=/';
    document.cookie = 'chat_hint=1; path=/chat';
    expect(document.cookie).toContain('chat_hint=1');

    await browserStorageWipe();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await databaseNames()).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it("deletes Grove's known databases where the browser cannot list databases, and every cache", async () => {
    await databaseCreate('grove-games');
    await databaseCreate('grove-trial');
    const deleted: string[] = [];
    const cachesDeleted: string[] = [];
    await browserStorageWipe(['grove-games'], {
      indexedDB: {
        deleteDatabase: (name) => {
          deleted.push(name);
          return indexedDB.deleteDatabase(name);
        },
      },
      caches: { keys: () => Promise.resolve(['shell-v1', 'images']), delete: (name) => Promise.resolve(cachesDeleted.push(name) > 0) },
    });
    expect(deleted).toEqual(['grove-games']);
    expect(await databaseNames()).toEqual(['grove-trial']);
    expect(cachesDeleted).toEqual(['shell-v1', 'images']);
    await browserStorageWipe(['grove-trial']);
  });

  it('never throws when storage is blocked', async () => {
    const blocked = {
      clear: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    await expect(
      browserStorageWipe([], {
        localStorage: blocked,
        sessionStorage: blocked,
        indexedDB: { deleteDatabase: () => blocked.clear() as never, databases: () => Promise.reject(new Error('no')) },
        caches: { keys: () => Promise.reject(new Error('no')), delete: () => Promise.resolve(false) },
      }),
    ).resolves.toBeUndefined();
  });
});
