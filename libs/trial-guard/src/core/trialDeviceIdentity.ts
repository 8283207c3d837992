import { TRIAL_COOKIE_MAX_AGE_SECONDS } from './trialConstants';

/** A synchronous string store, such as the browser's local or session storage. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** An asynchronous string store, such as IndexedDB through idb-keyval. */
export interface AsyncKeyValueStore {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string): Promise<void>;
}

/** The trial device cookie: reads its value, writes it with a max-age in seconds. */
export interface TrialCookie {
  read(): string | null;
  write(value: string, maxAgeSeconds: number): void;
}

/** The storages and id generator {@link trialDeviceIdentityResolve} works with. */
export interface TrialDeviceIdentityDeps {
  local: KeyValueStore;
  session: KeyValueStore;
  idb: AsyncKeyValueStore;
  cookie: TrialCookie;
  /** Makes a new random id (for example `crypto.randomUUID`). */
  idGenerate: () => string;
}

/** The device's identity: the id kept in all four places, and the id kept only in IndexedDB. */
export interface TrialDeviceIdentity {
  deviceId: string;
  indexedDbId: string;
  /** Where the device id was found, or 'generated' when no place had one. */
  foundIn: 'local' | 'session' | 'idb' | 'cookie' | 'generated';
}

/** Storage key of the device id in local, session and IndexedDB storage (SPEC §9: kept in all three). */
export const TRIAL_DEVICE_ID_KEY = 'grove_trial_device';

/** IndexedDB key of the separate indexedDbId, which lives only in IndexedDB. */
export const TRIAL_IDB_ID_KEY = 'grove_trial_idb';

/**
 * True for an id worth keeping: 1-128 characters of letters, digits, `.`, `_`, `:` and `-`, as the
 * server accepts (api-contract TRIAL_DEVICE_ID_MAX_CHARS), safe in a header and a cookie.
 */
export function trialDeviceIdValid(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(value);
}

/**
 * Finds the device id in local storage, session storage, IndexedDB or the cookie (first found wins),
 * makes one when none has it, and writes it back to all four (the cookie for 30 days, SPEC §9).
 * Also reads or makes the indexedDbId, kept only in IndexedDB. A storage that throws counts as empty.
 */
export async function trialDeviceIdentityResolve(deps: TrialDeviceIdentityDeps): Promise<TrialDeviceIdentity> {
  const { local, session, idb, cookie } = deps;
  const candidates: [TrialDeviceIdentity['foundIn'], () => Promise<string | null | undefined>][] = [
    ['local', async () => local.get(TRIAL_DEVICE_ID_KEY)],
    ['session', async () => session.get(TRIAL_DEVICE_ID_KEY)],
    ['idb', () => idb.get(TRIAL_DEVICE_ID_KEY)],
    ['cookie', async () => cookie.read()],
  ];
  let deviceId: string | null = null;
  let foundIn: TrialDeviceIdentity['foundIn'] = 'generated';
  for (const [place, read] of candidates) {
    const value = await trialStorageAttempt(read);
    if (trialDeviceIdValid(value)) {
      deviceId = value;
      foundIn = place;
      break;
    }
  }
  deviceId ??= deps.idGenerate();

  const id = deviceId;
  await trialStorageAttempt(async () => local.set(TRIAL_DEVICE_ID_KEY, id));
  await trialStorageAttempt(async () => session.set(TRIAL_DEVICE_ID_KEY, id));
  await trialStorageAttempt(() => idb.set(TRIAL_DEVICE_ID_KEY, id));
  await trialStorageAttempt(async () => cookie.write(id, TRIAL_COOKIE_MAX_AGE_SECONDS));

  let indexedDbId = await trialStorageAttempt(() => idb.get(TRIAL_IDB_ID_KEY));
  if (!trialDeviceIdValid(indexedDbId)) {
    const fresh = deps.idGenerate();
    indexedDbId = fresh;
    await trialStorageAttempt(() => idb.set(TRIAL_IDB_ID_KEY, fresh));
  }
  return { deviceId, indexedDbId, foundIn };
}

/** Runs a storage call; a storage that throws (private mode, blocked, quota) answers undefined. */
async function trialStorageAttempt<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch {
    return undefined;
  }
}
