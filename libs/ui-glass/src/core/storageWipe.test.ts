// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { storageWipePlan, type StorageWipeInventory } from './storageWipe';

const EMPTY: StorageWipeInventory = { listedDatabases: [], knownDatabases: [], cookieHeader: '', pathname: '/', hostname: 'localhost', cacheNames: [] };

describe('storageWipePlan (SPEC §4: memory errors clear all browser storage)', () => {
  it('deletes every listed database and the known ones, each once', () => {
    const plan = storageWipePlan({ ...EMPTY, listedDatabases: ['grove-chat', 'firebaseLocalStorageDb'], knownDatabases: ['grove-chat', 'grove-games'] });
    expect(plan.databases).toEqual(['grove-chat', 'firebaseLocalStorageDb', 'grove-games']);
  });

  it('falls back to the known databases where the browser cannot list them', () => {
    expect(storageWipePlan({ ...EMPTY, listedDatabases: null, knownDatabases: ['grove-trial'] }).databases).toEqual(['grove-trial']);
  });

  it('expires every readable cookie on each path above the page, host-only and on each parent domain', () => {
    const plan = storageWipePlan({ ...EMPTY, cookieHeader: 'grove_trial=abc; theme=dark', pathname: '/chat/u1', hostname: 'app.grove.example' });
    const trial = plan.cookieWrites.filter((write) => write.startsWith('grove_trial=;'));
    expect(trial).toContain('grove_trial=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/');
    expect(trial).toContain('grove_trial=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/chat; domain=grove.example');
    expect(trial).toContain('grove_trial=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/chat/u1/; domain=app.grove.example');
    // 5 paths (/, /chat, /chat/, /chat/u1, /chat/u1/) × 3 scopes (host-only, app.grove.example, grove.example).
    expect(trial).toHaveLength(15);
    expect(plan.cookieWrites.filter((write) => write.startsWith('theme=;'))).toHaveLength(15);
  });

  it('uses host-only cookies for localhost and IP addresses', () => {
    for (const hostname of ['localhost', '127.0.0.1']) {
      expect(storageWipePlan({ ...EMPTY, cookieHeader: 'a=1', hostname }).cookieWrites).toEqual(['a=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/']);
    }
  });

  it('deletes every cache of Cache Storage', () => {
    expect(storageWipePlan({ ...EMPTY, cacheNames: ['workbox-precache', 'images'] }).caches).toEqual(['workbox-precache', 'images']);
  });

  it('has nothing to do for empty storage', () => {
    expect(storageWipePlan(EMPTY)).toEqual({ databases: [], cookieWrites: [], caches: [] });
  });
});
