// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keyValueStorageMemory } from './keyValueStorage';
import { THEME_STORAGE_KEY, themeParse, themeRead, themeResolve, themeToggle, themeWrite } from './theme';

describe('theme', () => {
  it('is only light or dark', () => {
    expect(themeParse('light')).toBe('light');
    expect(themeParse('dark')).toBe('dark');
    for (const other of ['Dark', 'system', '', null, 1, undefined]) expect(themeParse(other)).toBeNull();
  });

  it('follows the OS preference until the user picks one', () => {
    expect(themeResolve(null, true)).toBe('dark');
    expect(themeResolve(null, false)).toBe('light');
    expect(themeResolve('light', true)).toBe('light');
    expect(themeResolve('dark', false)).toBe('dark');
  });

  it('persists the choice and ignores anything else stored', () => {
    const storage = keyValueStorageMemory();
    expect(themeRead(storage)).toBeNull();
    themeWrite(storage, 'dark');
    expect(themeRead(storage)).toBe('dark');
    storage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(themeRead(storage)).toBeNull();
  });

  it('toggles between the two themes', () => {
    expect(themeToggle('light')).toBe('dark');
    expect(themeToggle('dark')).toBe('light');
  });
});
