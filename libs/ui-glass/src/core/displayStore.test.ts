// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DISPLAY_SETTINGS_DEFAULTS, DISPLAY_SETTINGS_STORAGE_KEY, displaySettingsLoad } from './displaySettings';
import { displayStoreCreate } from './displayStore';
import { keyValueStorageMemory } from './keyValueStorage';
import { THEME_STORAGE_KEY, themeRead } from './theme';

describe('display store', () => {
  it('starts from the stored settings and the OS theme', () => {
    const store = displayStoreCreate({ storage: keyValueStorageMemory(), prefersDark: true });
    expect(store.getState()).toEqual({ settings: DISPLAY_SETTINGS_DEFAULTS, theme: 'dark', chosenTheme: null, prefersDark: true });
  });

  it('follows the OS preference until the user picks, then keeps the pick', () => {
    const storage = keyValueStorageMemory();
    const store = displayStoreCreate({ storage, prefersDark: false });
    store.setPrefersDark(true);
    expect(store.getState().theme).toBe('dark');
    store.setTheme('light');
    expect(themeRead(storage)).toBe('light');
    store.setPrefersDark(false);
    store.setPrefersDark(true);
    expect(store.getState().theme).toBe('light');
    store.clearTheme();
    expect(store.getState().theme).toBe('dark');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('toggles and ignores a theme that is neither light nor dark', () => {
    const store = displayStoreCreate({ storage: keyValueStorageMemory(), prefersDark: false });
    store.toggleTheme();
    expect(store.getState().theme).toBe('dark');
    store.setTheme('sepia' as never);
    expect(store.getState().theme).toBe('dark');
  });

  it('saves updates, resets to the defaults and notifies with a new snapshot', () => {
    const storage = keyValueStorageMemory();
    const store = displayStoreCreate({ storage, prefersDark: false });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getState();
    expect(store.getState()).toBe(before);

    store.update({ glass: { intensity: 2 } });
    expect(store.getState()).not.toBe(before);
    expect(store.getState().settings.glass.intensity).toBe(1);
    expect(displaySettingsLoad(storage).glass.intensity).toBe(1);

    store.reset();
    expect(store.getState().settings).toEqual(DISPLAY_SETTINGS_DEFAULTS);
    expect(storage.getItem(DISPLAY_SETTINGS_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.update({ glass: { depth: false } });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when the OS preference did not change', () => {
    const store = displayStoreCreate({ storage: keyValueStorageMemory(), prefersDark: false });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setPrefersDark(false);
    expect(listener).not.toHaveBeenCalled();
  });
});
