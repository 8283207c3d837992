import { useContext } from 'react';
import type { Theme } from '../index';
import { DisplaySettingsContext } from './displaySettingsContext';

/** What {@link useTheme} returns. */
export interface UseThemeResult {
  /** The effective theme: the user's pick, else the OS preference. */
  readonly theme: Theme;
  /** Whether the theme follows the OS because the user has not picked one. */
  readonly followsSystem: boolean;
  /** Picks a theme and saves it. */
  readonly setTheme: (theme: Theme) => void;
  /** Switches to the other theme and saves it. */
  readonly toggle: () => void;
  /** Forgets the pick so the theme follows the OS again. */
  readonly followSystem: () => void;
}

/** Reads and changes the light or dark theme of the nearest DisplaySettingsProvider. */
export function useTheme(): UseThemeResult {
  const context = useContext(DisplaySettingsContext);
  if (context === null) throw new Error('useTheme must be used inside <DisplaySettingsProvider>.');
  const { store, state } = context;
  return {
    theme: state.theme,
    followsSystem: state.chosenTheme === null,
    setTheme: store.setTheme,
    toggle: store.toggleTheme,
    followSystem: store.clearTheme,
  };
}
