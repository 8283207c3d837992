// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  APP_STATE_MAX_AGE_MS,
  APP_STATE_SNAPSHOT_STORAGE_KEY,
  appStateSnapshotCreate,
  appStateSnapshotLoad,
  appStateSnapshotRestore,
  appStateSnapshotSave,
} from './appStateSnapshot';
import { keyValueStorageMemory } from './keyValueStorage';

describe('app state snapshot (SPEC §4)', () => {
  const savedAt = 1_700_000_000_000;

  it('restores only under 5 minutes old', () => {
    expect(APP_STATE_MAX_AGE_MS).toBe(300_000);
    const snapshot = appStateSnapshotCreate({ route: '/journal' }, savedAt);
    expect(appStateSnapshotRestore(snapshot, savedAt)).toEqual({ route: '/journal' });
    expect(appStateSnapshotRestore(snapshot, savedAt + 299_999)).toEqual({ route: '/journal' });
    expect(appStateSnapshotRestore(snapshot, savedAt + 300_000)).toBeNull();
    expect(appStateSnapshotRestore(snapshot, savedAt - 1)).toBeNull();
    expect(appStateSnapshotRestore(null, savedAt)).toBeNull();
  });

  it('saves to and loads from storage with the injected clock', () => {
    const storage = keyValueStorageMemory();
    expect(appStateSnapshotSave(storage, { tab: 2 }, savedAt)).toBe(true);
    expect(appStateSnapshotLoad(storage, savedAt + 60_000)).toEqual({ tab: 2 });
    expect(appStateSnapshotLoad(storage, savedAt + 5 * 60_000)).toBeNull();
  });

  it('ignores corrupt snapshots', () => {
    for (const raw of ['nope', '{"state":1}', '{"savedAt":"x","state":1}', 'null']) {
      expect(appStateSnapshotLoad(keyValueStorageMemory({ [APP_STATE_SNAPSHOT_STORAGE_KEY]: raw }), savedAt)).toBeNull();
    }
  });
});
