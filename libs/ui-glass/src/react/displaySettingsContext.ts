import { createContext } from 'react';
import type { DisplayState, DisplayStore } from '../index';

/** What DisplaySettingsProvider shares with its hooks: the store and its current snapshot. */
export interface DisplaySettingsContextValue {
  readonly store: DisplayStore;
  readonly state: DisplayState;
}

/** The context behind useDisplaySettings and useTheme; null outside a DisplaySettingsProvider. */
export const DisplaySettingsContext = createContext<DisplaySettingsContextValue | null>(null);
