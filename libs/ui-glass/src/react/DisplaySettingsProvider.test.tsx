import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_SETTINGS_STORAGE_KEY, THEME_STORAGE_KEY, keyValueStorageMemory, type KeyValueStorage } from '../index';
import { DisplaySettingsProvider } from './DisplaySettingsProvider';
import type { PrefersDarkSource } from './prefersDarkSource';
import { useDisplaySettings } from './useDisplaySettings';
import { useTheme } from './useTheme';

afterEach(cleanup);

function fakeSystem(initial: boolean): PrefersDarkSource & { set(value: boolean): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

function ThemeProbe() {
  const { theme, toggle, setTheme, followsSystem } = useTheme();
  const { settings, update, reset } = useDisplaySettings();
  return (
    <div>
      <p>Theme: {theme}</p>
      <p>{followsSystem ? 'Following the system' : 'Chosen by you'}</p>
      <p>Intensity: {settings.glass.intensity}</p>
      <button type="button" onClick={toggle}>
        Toggle theme
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        Light
      </button>
      <button type="button" onClick={() => update({ glass: { intensity: 0.9 }, background: { enabled: false } })}>
        Stronger glass
      </button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </div>
  );
}

function renderWith(storage: KeyValueStorage, prefersDark: boolean | PrefersDarkSource) {
  return render(
    <DisplaySettingsProvider storage={storage} prefersDark={prefersDark}>
      <ThemeProbe />
    </DisplaySettingsProvider>,
  );
}

describe('DisplaySettingsProvider', () => {
  it('starts from the OS dark preference and sets data-theme and the glass variables', () => {
    renderWith(keyValueStorageMemory(), true);
    expect(screen.getByText('Theme: dark')).toBeTruthy();
    const root = document.documentElement;
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.getAttribute('data-background')).toBe('forest');
    expect(root.style.getPropertyValue('--grove-glass-intensity')).toBe('0.5');
    expect(root.style.getPropertyValue('--grove-overlay-opacity')).toBe('0.3');
  });

  it('starts light when the OS prefers light', () => {
    renderWith(keyValueStorageMemory(), false);
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('follows live OS changes until the user picks, then persists the pick', async () => {
    const user = userEvent.setup();
    const system = fakeSystem(false);
    const storage = keyValueStorageMemory();
    renderWith(storage, system);
    act(() => system.set(true));
    expect(screen.getByText('Theme: dark')).toBeTruthy();
    expect(screen.getByText('Following the system')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(screen.getByText('Theme: light')).toBeTruthy();
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');

    act(() => system.set(true));
    expect(screen.getByText('Theme: light')).toBeTruthy();
    expect(screen.getByText('Chosen by you')).toBeTruthy();
  });

  it('restores the persisted theme over the OS preference', () => {
    renderWith(keyValueStorageMemory({ [THEME_STORAGE_KEY]: 'light' }), true);
    expect(screen.getByText('Theme: light')).toBeTruthy();
  });

  it('ignores a stored theme that is neither light nor dark', () => {
    renderWith(keyValueStorageMemory({ [THEME_STORAGE_KEY]: 'midnight' }), true);
    expect(screen.getByText('Theme: dark')).toBeTruthy();
  });

  it('saves settings updates, reflects them on the root, and resets', async () => {
    const user = userEvent.setup();
    const storage = keyValueStorageMemory();
    renderWith(storage, false);
    await user.click(screen.getByRole('button', { name: 'Stronger glass' }));
    expect(screen.getByText('Intensity: 0.9')).toBeTruthy();
    expect(JSON.parse(storage.getItem(DISPLAY_SETTINGS_STORAGE_KEY) ?? '{}').glass.intensity).toBe(0.9);
    const root = document.documentElement;
    expect(root.getAttribute('data-background')).toBe('gradient');
    expect(root.style.getPropertyValue('--grove-glass-intensity')).toBe('0.9');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Intensity: 0.5')).toBeTruthy();
    expect(storage.getItem(DISPLAY_SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it('clears the root attributes on unmount', () => {
    const { unmount } = renderWith(keyValueStorageMemory(), true);
    unmount();
    expect(document.documentElement.getAttribute('data-theme')).toBeNull();
  });

  it('makes the hooks throw outside the provider', () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<ThemeProbe />)).toThrow(/DisplaySettingsProvider/);
    } finally {
      console.error = quiet;
    }
  });
});
