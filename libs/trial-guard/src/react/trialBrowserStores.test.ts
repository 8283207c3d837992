import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRIAL_COOKIE_MAX_AGE_SECONDS, TRIAL_DEVICE_ID_KEY, TRIAL_IDB_ID_KEY, trialDeviceIdentityResolve } from '../index';
import { TRIAL_COOKIE_NAME, trialDocumentCookie, trialIdbStore, trialLocalStorageStore, trialSessionStorageStore, trialWebStorageStore } from './trialBrowserStores';
import { trialDeviceFactsCollect, trialDeviceFactsForget, trialFingerprintFactsCollect, trialIdGenerate } from './trialDeviceFactsCollect';

function cookiesClear(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

// Each test gets its own IndexedDB database: "cleared IndexedDB" is a fresh, empty database, because
// idb-keyval keeps its connection open and would block a delete.
let databaseCount = 0;
let database = '';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  cookiesClear();
  trialDeviceFactsForget();
  database = `grove-trial-test-${++databaseCount}`;
});

describe('browser stores', () => {
  it('local and session stores read and write Web Storage', () => {
    trialLocalStorageStore().set('k', 'v1');
    trialSessionStorageStore().set('k', 'v2');
    expect(localStorage.getItem('k')).toBe('v1');
    expect(sessionStorage.getItem('k')).toBe('v2');
    expect(trialLocalStorageStore().get('missing')).toBeNull();
  });

  it('a blocked storage area throws, which the core treats as empty', () => {
    const blocked = trialWebStorageStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => blocked.get('k')).toThrow('insecure');
  });

  it('the IndexedDB store keeps strings across store instances (a new page load)', async () => {
    await trialIdbStore(database).set('k', 'v');
    expect(await trialIdbStore(database).get('k')).toBe('v');
    expect(await trialIdbStore(database).get('missing')).toBeNull();
  });

  it('the cookie is written with a 30-day max-age, path / and SameSite=Lax, and read back', () => {
    const writes: string[] = [];
    const fake = { cookie: '', location: { protocol: 'https:' } } as unknown as Document;
    Object.defineProperty(fake, 'cookie', { get: () => 'other=1; grove_trial_device=abc%3A1', set: (value: string) => writes.push(value) });
    const cookie = trialDocumentCookie(TRIAL_COOKIE_NAME, fake);
    expect(cookie.read()).toBe('abc:1');
    cookie.write('dev-1', TRIAL_COOKIE_MAX_AGE_SECONDS);
    expect(writes).toEqual(['grove_trial_device=dev-1; max-age=2592000; path=/; SameSite=Lax; Secure']);
  });

  it('the cookie round-trips through document.cookie', () => {
    const cookie = trialDocumentCookie();
    expect(cookie.read()).toBeNull();
    cookie.write('dev-2', TRIAL_COOKIE_MAX_AGE_SECONDS);
    expect(document.cookie).toContain('grove_trial_device=dev-2');
    expect(cookie.read()).toBe('dev-2');
  });
});

describe('device identity in a browser', () => {
  function deps() {
    return { local: trialLocalStorageStore(), session: trialSessionStorageStore(), idb: trialIdbStore(database), cookie: trialDocumentCookie(), idGenerate: trialIdGenerate };
  }

  it('writes a new id to local, session, IndexedDB and the cookie, and keeps the IndexedDB id only in IndexedDB', async () => {
    const identity = await trialDeviceIdentityResolve(deps());
    expect(identity.foundIn).toBe('generated');
    expect(localStorage.getItem(TRIAL_DEVICE_ID_KEY)).toBe(identity.deviceId);
    expect(sessionStorage.getItem(TRIAL_DEVICE_ID_KEY)).toBe(identity.deviceId);
    expect(await trialIdbStore(database).get(TRIAL_DEVICE_ID_KEY)).toBe(identity.deviceId);
    expect(trialDocumentCookie().read()).toBe(identity.deviceId);
    expect(await trialIdbStore(database).get(TRIAL_IDB_ID_KEY)).toBe(identity.indexedDbId);
    expect(localStorage.getItem(TRIAL_IDB_ID_KEY)).toBeNull();
  });

  it('survives clearing local and session storage: IndexedDB and the cookie still know the device', async () => {
    const first = await trialDeviceIdentityResolve(deps());
    localStorage.clear();
    sessionStorage.clear();
    const again = await trialDeviceIdentityResolve(deps());
    expect(again).toEqual({ deviceId: first.deviceId, indexedDbId: first.indexedDbId, foundIn: 'idb' });
    expect(localStorage.getItem(TRIAL_DEVICE_ID_KEY)).toBe(first.deviceId);
  });

  it('survives clearing every storage but the cookie', async () => {
    const first = await trialDeviceIdentityResolve(deps());
    localStorage.clear();
    sessionStorage.clear();
    database = `${database}-cleared`;
    const again = await trialDeviceIdentityResolve(deps());
    expect(again.deviceId).toBe(first.deviceId);
    expect(again.foundIn).toBe('cookie');
  });
});

describe('trialDeviceFactsCollect', () => {
  it('collects the four facts once per page load', async () => {
    const first = trialDeviceFactsCollect({ canvas: false, deps: { idb: trialIdbStore(database) } });
    expect(trialDeviceFactsCollect()).toBe(first);
    const facts = await first;
    expect(facts.deviceId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(facts.indexedDbId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(facts.indexedDbId).not.toBe(facts.deviceId);
    expect(facts.browserFingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(facts.hardwareInfo).toMatch(/^c\d+;m[\d?.]+;s\d+x\d+x\d+;r[\d.]+;p.*;t\d+$/);
  });

  it('gives the same fingerprint on the next page load and the same device id', async () => {
    const first = await trialDeviceFactsCollect({ canvas: false, deps: { idb: trialIdbStore(database) } });
    trialDeviceFactsForget();
    const second = await trialDeviceFactsCollect({ canvas: false, deps: { idb: trialIdbStore(database) } });
    expect(second).toEqual(first);
  });

  it('reads navigator, screen and Intl', () => {
    const facts = trialFingerprintFactsCollect({ canvas: false });
    expect(facts.userAgent).toBe(navigator.userAgent);
    expect(facts.language).toBe(navigator.language);
    expect(facts.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(facts.canvasHash).toBeUndefined();
  });
});
