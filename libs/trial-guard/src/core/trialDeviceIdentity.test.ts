import { describe, expect, it } from 'vitest';
import { TRIAL_COOKIE_MAX_AGE_SECONDS } from './trialConstants';
import {
  type AsyncKeyValueStore,
  type KeyValueStore,
  type TrialCookie,
  TRIAL_DEVICE_ID_KEY,
  TRIAL_IDB_ID_KEY,
  trialDeviceIdentityResolve,
  trialDeviceIdValid,
} from './trialDeviceIdentity';

class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();
  get(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.data.set(key, value);
  }
}

class MemoryAsyncStore implements AsyncKeyValueStore {
  readonly data = new Map<string, string>();
  async get(key: string): Promise<string | undefined> {
    return this.data.get(key);
  }
  async set(key: string, value: string): Promise<void> {
    this.data.set(key, value);
  }
}

class MemoryCookie implements TrialCookie {
  value: string | null = null;
  maxAge: number | null = null;
  read(): string | null {
    return this.value;
  }
  write(value: string, maxAgeSeconds: number): void {
    this.value = value;
    this.maxAge = maxAgeSeconds;
  }
}

function setup() {
  const local = new MemoryStore();
  const session = new MemoryStore();
  const idb = new MemoryAsyncStore();
  const cookie = new MemoryCookie();
  let n = 0;
  const idGenerate = () => `gen-${++n}`;
  return { local, session, idb, cookie, idGenerate };
}

function expectWrittenEverywhere(deps: ReturnType<typeof setup>, id: string) {
  expect(deps.local.get(TRIAL_DEVICE_ID_KEY)).toBe(id);
  expect(deps.session.get(TRIAL_DEVICE_ID_KEY)).toBe(id);
  expect(deps.idb.data.get(TRIAL_DEVICE_ID_KEY)).toBe(id);
  expect(deps.cookie.value).toBe(id);
  expect(deps.cookie.maxAge).toBe(TRIAL_COOKIE_MAX_AGE_SECONDS);
}

describe('trialDeviceIdentityResolve', () => {
  it('generates a device id and an indexedDbId when every place is empty, and writes the id to all four', async () => {
    const deps = setup();
    const identity = await trialDeviceIdentityResolve(deps);
    expect(identity).toEqual({ deviceId: 'gen-1', indexedDbId: 'gen-2', foundIn: 'generated' });
    expectWrittenEverywhere(deps, 'gen-1');
    expect(deps.cookie.maxAge).toBe(2_592_000);
    expect(deps.idb.data.get(TRIAL_IDB_ID_KEY)).toBe('gen-2');
    // The indexedDbId lives only in IndexedDB.
    expect(deps.local.get(TRIAL_IDB_ID_KEY)).toBeNull();
    expect(deps.session.get(TRIAL_IDB_ID_KEY)).toBeNull();
  });

  it('finds the id in local storage', async () => {
    const deps = setup();
    deps.local.set(TRIAL_DEVICE_ID_KEY, 'from-local');
    expect(await trialDeviceIdentityResolve(deps)).toMatchObject({ deviceId: 'from-local', foundIn: 'local' });
    expectWrittenEverywhere(deps, 'from-local');
  });

  it('finds the id in session storage', async () => {
    const deps = setup();
    deps.session.set(TRIAL_DEVICE_ID_KEY, 'from-session');
    expect(await trialDeviceIdentityResolve(deps)).toMatchObject({ deviceId: 'from-session', foundIn: 'session' });
    expectWrittenEverywhere(deps, 'from-session');
  });

  it('finds the id in IndexedDB', async () => {
    const deps = setup();
    deps.idb.data.set(TRIAL_DEVICE_ID_KEY, 'from-idb');
    expect(await trialDeviceIdentityResolve(deps)).toMatchObject({ deviceId: 'from-idb', foundIn: 'idb' });
    expectWrittenEverywhere(deps, 'from-idb');
  });

  it('finds the id in the cookie', async () => {
    const deps = setup();
    deps.cookie.value = 'from-cookie';
    expect(await trialDeviceIdentityResolve(deps)).toMatchObject({ deviceId: 'from-cookie', foundIn: 'cookie' });
    expectWrittenEverywhere(deps, 'from-cookie');
  });

  it('takes the first place in order local, session, IndexedDB, cookie', async () => {
    const deps = setup();
    deps.session.set(TRIAL_DEVICE_ID_KEY, 'from-session');
    deps.idb.data.set(TRIAL_DEVICE_ID_KEY, 'from-idb');
    deps.cookie.value = 'from-cookie';
    expect(await trialDeviceIdentityResolve(deps)).toMatchObject({ deviceId: 'from-session', foundIn: 'session' });
    expectWrittenEverywhere(deps, 'from-session');
  });

  it('keeps the indexedDbId across calls and regenerates the device id after everything is cleared', async () => {
    const deps = setup();
    const first = await trialDeviceIdentityResolve(deps);
    expect(await trialDeviceIdentityResolve(deps)).toEqual({ ...first, foundIn: 'local' });
    deps.local.data.clear();
    deps.session.data.clear();
    deps.idb.data.clear();
    deps.cookie.value = null;
    const after = await trialDeviceIdentityResolve(deps);
    expect(after.foundIn).toBe('generated');
    expect(after.deviceId).not.toBe(first.deviceId);
    expect(after.indexedDbId).not.toBe(first.indexedDbId);
    expectWrittenEverywhere(deps, after.deviceId);
  });

  it('skips malformed ids and storages that throw', async () => {
    const deps = setup();
    deps.local.set(TRIAL_DEVICE_ID_KEY, 'bad id; with spaces');
    const throwing: KeyValueStore = {
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('QuotaExceededError');
      },
    };
    deps.cookie.value = 'from-cookie';
    const identity = await trialDeviceIdentityResolve({ ...deps, session: throwing });
    expect(identity).toMatchObject({ deviceId: 'from-cookie', foundIn: 'cookie' });
    expect(deps.local.get(TRIAL_DEVICE_ID_KEY)).toBe('from-cookie');
  });
});

describe('trialDeviceIdValid', () => {
  it.each([
    ['abc-123_X', true],
    ['a.b:c', true],
    ['', false],
    ['a b', false],
    ['a;b', false],
    ['x'.repeat(129), false],
    [null, false],
  ])('%j → %s', (value, valid) => {
    expect(trialDeviceIdValid(value)).toBe(valid);
  });
});
