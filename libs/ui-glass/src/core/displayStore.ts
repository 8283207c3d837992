import {
  DISPLAY_SETTINGS_DEFAULTS,
  displaySettingsClear,
  displaySettingsLoad,
  displaySettingsMerge,
  displaySettingsSave,
  type DisplaySettings,
  type DisplaySettingsPatch,
} from './displaySettings';
import type { KeyValueStorage } from './keyValueStorage';
import { themeClear, themeParse, themeRead, themeResolve, themeToggle, themeWrite, type Theme } from './theme';

/** A snapshot of everything that decides how Grove looks. */
export interface DisplayState {
  readonly settings: DisplaySettings;
  /** The effective theme: the user's choice, else the operating system preference. */
  readonly theme: Theme;
  /** The theme the user picked, or null while the theme follows the operating system. */
  readonly chosenTheme: Theme | null;
  readonly prefersDark: boolean;
}

/** An observable store of the display settings and theme, persisted to an injected storage. */
export interface DisplayStore {
  /** The current snapshot; the same object until something changes. */
  getState(): DisplayState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes some display settings and saves them. */
  update(patch: DisplaySettingsPatch): void;
  /** Restores the default display settings (SPEC §9) and forgets the stored ones. */
  reset(): void;
  /** Picks a theme and saves it; values other than 'light' and 'dark' are ignored. */
  setTheme(theme: Theme): void;
  /** Switches to the other theme and saves it. */
  toggleTheme(): void;
  /** Forgets the picked theme so it follows the operating system again. */
  clearTheme(): void;
  /** Tells the store the operating system's current dark or light preference. */
  setPrefersDark(prefersDark: boolean): void;
}

/** What {@link displayStoreCreate} needs: where to persist, and the operating system preference at start. */
export interface DisplayStoreOptions {
  readonly storage: KeyValueStorage;
  readonly prefersDark: boolean;
}

/** Creates the display store, loading the stored settings and theme once. */
export function displayStoreCreate(options: DisplayStoreOptions): DisplayStore {
  const { storage } = options;
  const listeners = new Set<() => void>();
  const chosenTheme = themeRead(storage);
  let state: DisplayState = {
    settings: displaySettingsLoad(storage),
    chosenTheme,
    prefersDark: options.prefersDark,
    theme: themeResolve(chosenTheme, options.prefersDark),
  };

  function commit(next: Omit<DisplayState, 'theme'>): void {
    state = { ...next, theme: themeResolve(next.chosenTheme, next.prefersDark) };
    for (const listener of [...listeners]) listener();
  }

  function setTheme(theme: Theme): void {
    const parsed = themeParse(theme);
    if (parsed === null) return;
    themeWrite(storage, parsed);
    if (parsed !== state.chosenTheme) commit({ ...state, chosenTheme: parsed });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update(patch) {
      const settings = displaySettingsMerge(state.settings, patch);
      displaySettingsSave(storage, settings);
      commit({ ...state, settings });
    },
    reset() {
      displaySettingsClear(storage);
      commit({ ...state, settings: DISPLAY_SETTINGS_DEFAULTS });
    },
    setTheme,
    toggleTheme() {
      setTheme(themeToggle(state.theme));
    },
    clearTheme() {
      themeClear(storage);
      if (state.chosenTheme !== null) commit({ ...state, chosenTheme: null });
    },
    setPrefersDark(prefersDark) {
      if (prefersDark !== state.prefersDark) commit({ ...state, prefersDark });
    },
  };
}
