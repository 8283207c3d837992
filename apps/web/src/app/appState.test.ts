// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_STATE_SNAPSHOT_STORAGE_KEY, keyValueStorageMemory } from '@grove/ui-glass';
import { appStateLoad, appStateParse, appStateRestorePath, appStateSave } from './appState';

const T0 = 1_760_000_000_000;

describe('app state (SPEC §4, §9: restored if under 5 minutes old)', () => {
  it('loads a saved route and mode for under 5 minutes', () => {
    const storage = keyValueStorageMemory();
    appStateSave(storage, { path: '/chat/u1?c=9', fallbackMode: 'local' }, T0);
    expect(appStateLoad(storage, T0 + 299_999)).toEqual({ path: '/chat/u1?c=9', fallbackMode: 'local' });
    expect(appStateLoad(storage, T0 + 300_000)).toBeNull();
  });

  it('rejects anything but a same-origin path and a known mode', () => {
    expect(appStateParse({ path: '//evil.example/x', fallbackMode: 'local' })).toBeNull();
    expect(appStateParse({ path: '/\\evil.example', fallbackMode: 'local' })).toBeNull();
    expect(appStateParse({ path: 'https://evil.example', fallbackMode: 'local' })).toBeNull();
    expect(appStateParse({ path: '/journal', fallbackMode: 'turbo' })).toBeNull();
    expect(appStateParse(null)).toBeNull();
    const storage = keyValueStorageMemory({ [APP_STATE_SNAPSHOT_STORAGE_KEY]: '{"savedAt":1,"state":' });
    expect(appStateLoad(storage, 2)).toBeNull();
  });

  it('goes back to the saved route only from the start page', () => {
    const state = { path: '/chat/u1', fallbackMode: 'minimal' } as const;
    expect(appStateRestorePath(state, { pathname: '/' })).toBe('/chat/u1');
    expect(appStateRestorePath(state, { pathname: '/about' })).toBeNull();
    expect(appStateRestorePath({ ...state, path: '/' }, { pathname: '/' })).toBeNull();
    expect(appStateRestorePath(null, { pathname: '/' })).toBeNull();
  });
});
