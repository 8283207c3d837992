import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { displaySettingsCssVariables, displaySettingsRootAttributes, displayStoreCreate, type KeyValueStorage } from '../index';
import { browserStorage } from './browserStorage';
import { DisplaySettingsContext } from './displaySettingsContext';
import { prefersDarkFixed, prefersDarkMediaQuery, type PrefersDarkSource } from './prefersDarkSource';

/** Props of {@link DisplaySettingsProvider}. */
export interface DisplaySettingsProviderProps {
  children?: ReactNode;
  /** Where settings and theme are persisted; defaults to window.localStorage. */
  storage?: KeyValueStorage;
  /** The operating system's dark preference: a fixed boolean or a live source; defaults to `prefers-color-scheme`. */
  prefersDark?: boolean | PrefersDarkSource;
}

function sourceOf(prefersDark: boolean | PrefersDarkSource | undefined): PrefersDarkSource {
  if (prefersDark === undefined) return prefersDarkMediaQuery();
  return typeof prefersDark === 'boolean' ? prefersDarkFixed(prefersDark) : prefersDark;
}

/**
 * Provides Grove's display settings and theme: loads them once from storage, follows the OS
 * dark/light preference until the user picks a theme, and mirrors both onto the document root
 * (`data-theme`, glass data attributes and CSS custom properties) for glass.css.
 */
export function DisplaySettingsProvider({ children, storage, prefersDark }: DisplaySettingsProviderProps) {
  const [store] = useState(() => displayStoreCreate({ storage: storage ?? browserStorage(), prefersDark: sourceOf(prefersDark).get() }));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    const source = sourceOf(prefersDark);
    store.setPrefersDark(source.get());
    return source.subscribe(() => store.setPrefersDark(source.get()));
  }, [prefersDark, store]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const attributes: Record<string, string> = {
      'data-theme': state.theme,
      ...displaySettingsRootAttributes(state.settings, { prefersDark: state.prefersDark }),
    };
    const variables = displaySettingsCssVariables(state.settings, { prefersDark: state.prefersDark });
    for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    root.style.colorScheme = state.theme;
    return () => {
      for (const name of Object.keys(attributes)) root.removeAttribute(name);
      for (const name of Object.keys(variables)) root.style.removeProperty(name);
      root.style.removeProperty('color-scheme');
    };
  }, [state]);

  const value = useMemo(() => ({ store, state }), [store, state]);
  return <DisplaySettingsContext.Provider value={value}>{children}</DisplaySettingsContext.Provider>;
}
