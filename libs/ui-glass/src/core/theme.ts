import { keyValueStorageRead, keyValueStorageRemove, keyValueStorageWrite, storageKeyFor, type KeyValueStorage } from './keyValueStorage';

// SPEC §5: theme is only light or dark, defaulting to the OS preference.
/** The two colour themes (SPEC §5). */
export const THEMES = ['light', 'dark'] as const;
/** One of {@link THEMES}. */
export type Theme = (typeof THEMES)[number];

/** The storage key the user's chosen theme is saved under. */
export const THEME_STORAGE_KEY = storageKeyFor('theme');

/** Reads a theme from any value: 'light' or 'dark', anything else is null. */
export function themeParse(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** Reads the theme the user chose, or null when none was chosen or the stored value is not a theme. */
export function themeRead(storage: KeyValueStorage): Theme | null {
  return themeParse(keyValueStorageRead(storage, THEME_STORAGE_KEY));
}

/** Saves the user's chosen theme and reports whether the storage accepted it. */
export function themeWrite(storage: KeyValueStorage, theme: Theme): boolean {
  return keyValueStorageWrite(storage, THEME_STORAGE_KEY, theme);
}

/** Forgets the user's choice, so the theme follows the operating system again. */
export function themeClear(storage: KeyValueStorage): void {
  keyValueStorageRemove(storage, THEME_STORAGE_KEY);
}

/** The effective theme: the user's choice, else the operating system preference (SPEC §5). */
export function themeResolve(chosen: Theme | null, prefersDark: boolean): Theme {
  return chosen ?? (prefersDark ? 'dark' : 'light');
}

/** The other theme. */
export function themeToggle(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
