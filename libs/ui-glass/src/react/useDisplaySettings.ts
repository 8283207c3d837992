import { useContext } from 'react';
import type { DisplaySettings, DisplaySettingsPatch } from '../index';
import { DisplaySettingsContext } from './displaySettingsContext';

/** What {@link useDisplaySettings} returns. */
export interface UseDisplaySettingsResult {
  readonly settings: DisplaySettings;
  /** Changes some settings and saves them; fields left out keep their value. */
  readonly update: (patch: DisplaySettingsPatch) => void;
  /** Restores the SPEC §9 defaults. */
  readonly reset: () => void;
}

/** Reads and changes the display settings of the nearest DisplaySettingsProvider. */
export function useDisplaySettings(): UseDisplaySettingsResult {
  const context = useContext(DisplaySettingsContext);
  if (context === null) throw new Error('useDisplaySettings must be used inside <DisplaySettingsProvider>.');
  const { store, state } = context;
  return { settings: state.settings, update: store.update, reset: store.reset };
}
