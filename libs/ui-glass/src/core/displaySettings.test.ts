// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DISPLAY_SETTINGS_DEFAULTS,
  DISPLAY_SETTINGS_STORAGE_KEY,
  GRADIENT_FALLBACK_DARK,
  GRADIENT_FALLBACK_LIGHT,
  displaySettingsBackground,
  displaySettingsCssVariables,
  displaySettingsGradientFallback,
  displaySettingsLoad,
  displaySettingsMerge,
  displaySettingsRootAttributes,
  displaySettingsSave,
} from './displaySettings';
import { STORAGE_NAMESPACE, keyValueStorageMemory, type KeyValueStorage } from './keyValueStorage';

describe('display settings', () => {
  it('defaults to the SPEC §9 values', () => {
    expect(DISPLAY_SETTINGS_DEFAULTS).toEqual({
      background: { choice: 'forest', enabled: true, overlayOpacity: 0.3 },
      glass: { intensity: 0.5, variant: 'regular', colorTheme: 'blue-green', reflection: true, depth: true },
    });
  });

  it('loads the defaults from an empty storage', () => {
    expect(displaySettingsLoad(keyValueStorageMemory())).toEqual(DISPLAY_SETTINGS_DEFAULTS);
  });

  it('saves under a namespaced key and loads back what it saved', () => {
    const storage = keyValueStorageMemory();
    const settings = displaySettingsMerge(DISPLAY_SETTINGS_DEFAULTS, {
      background: { choice: 'lakeside', enabled: false },
      glass: { variant: 'clear', colorTheme: 'sunset', intensity: 0.8, reflection: false },
    });
    expect(displaySettingsSave(storage, settings)).toBe(true);
    expect(DISPLAY_SETTINGS_STORAGE_KEY.startsWith(`${STORAGE_NAMESPACE}.`)).toBe(true);
    expect(storage.getItem(DISPLAY_SETTINGS_STORAGE_KEY)).not.toBeNull();
    expect(displaySettingsLoad(storage)).toEqual(settings);
  });

  it('falls back to the defaults for corrupt JSON', () => {
    const storage = keyValueStorageMemory({ [DISPLAY_SETTINGS_STORAGE_KEY]: '{not json' });
    expect(displaySettingsLoad(storage)).toEqual(DISPLAY_SETTINGS_DEFAULTS);
  });

  it('falls back field by field for partial or wrongly typed JSON', () => {
    const stored = { background: { choice: 'volcano', enabled: false }, glass: { variant: 'clear', depth: 'yes', colorTheme: 'lavender' } };
    const storage = keyValueStorageMemory({ [DISPLAY_SETTINGS_STORAGE_KEY]: JSON.stringify(stored) });
    expect(displaySettingsLoad(storage)).toEqual({
      background: { choice: 'forest', enabled: false, overlayOpacity: 0.3 },
      glass: { intensity: 0.5, variant: 'clear', colorTheme: 'lavender', reflection: true, depth: true },
    });
  });

  it('falls back when the stored JSON is not an object', () => {
    for (const raw of ['null', '42', '"forest"', '[1,2]']) {
      const storage = keyValueStorageMemory({ [DISPLAY_SETTINGS_STORAGE_KEY]: raw });
      expect(displaySettingsLoad(storage)).toEqual(DISPLAY_SETTINGS_DEFAULTS);
    }
  });

  it('clamps numbers to [0, 1] and ignores NaN', () => {
    const stored = { background: { overlayOpacity: 4 }, glass: { intensity: -2 } };
    const storage = keyValueStorageMemory({ [DISPLAY_SETTINGS_STORAGE_KEY]: JSON.stringify(stored) });
    const loaded = displaySettingsLoad(storage);
    expect(loaded.background.overlayOpacity).toBe(1);
    expect(loaded.glass.intensity).toBe(0);
    expect(displaySettingsMerge(loaded, { glass: { intensity: Number.NaN } }).glass.intensity).toBe(0);
    expect(displaySettingsMerge(loaded, { glass: { intensity: 0.75 } }).glass.intensity).toBe(0.75);
  });

  it('reads a throwing storage as empty and reports a failed save', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(displaySettingsLoad(broken)).toEqual(DISPLAY_SETTINGS_DEFAULTS);
    expect(displaySettingsSave(broken, DISPLAY_SETTINGS_DEFAULTS)).toBe(false);
  });

  it('picks the gradient fallback by the system dark or light preference', () => {
    expect(displaySettingsGradientFallback(true)).toBe(GRADIENT_FALLBACK_DARK);
    expect(displaySettingsGradientFallback(false)).toBe(GRADIENT_FALLBACK_LIGHT);
  });

  it('paints the scene when enabled, the gradient when disabled or failed', () => {
    expect(displaySettingsBackground(DISPLAY_SETTINGS_DEFAULTS, { prefersDark: false })).toEqual({
      kind: 'scene',
      choice: 'forest',
      overlayOpacity: 0.3,
    });
    const disabled = displaySettingsMerge(DISPLAY_SETTINGS_DEFAULTS, { background: { enabled: false } });
    expect(displaySettingsBackground(disabled, { prefersDark: true })).toEqual({ kind: 'gradient', gradient: GRADIENT_FALLBACK_DARK });
    expect(displaySettingsBackground(DISPLAY_SETTINGS_DEFAULTS, { prefersDark: false, sceneFailed: true })).toEqual({
      kind: 'gradient',
      gradient: GRADIENT_FALLBACK_LIGHT,
    });
  });

  it('turns the settings into CSS variables and root attributes', () => {
    const vars = displaySettingsCssVariables(DISPLAY_SETTINGS_DEFAULTS, { prefersDark: false });
    expect(vars['--grove-glass-intensity']).toBe('0.5');
    expect(vars['--grove-overlay-opacity']).toBe('0.3');
    expect(vars['--grove-glass-alpha']).toBe('0.82');
    expect(vars['--grove-glass-blur']).toBe('14px');
    expect(vars['--grove-fallback-gradient']).toBe(GRADIENT_FALLBACK_LIGHT);
    const clearFaint = displaySettingsMerge(DISPLAY_SETTINGS_DEFAULTS, { glass: { variant: 'clear', intensity: 0 } });
    expect(Number(displaySettingsCssVariables(clearFaint, { prefersDark: false })['--grove-glass-alpha'])).toBeGreaterThanOrEqual(0.6);

    expect(displaySettingsRootAttributes(DISPLAY_SETTINGS_DEFAULTS, { prefersDark: false })).toEqual({
      'data-background': 'forest',
      'data-glass-variant': 'regular',
      'data-glass-color': 'blue-green',
      'data-glass-reflection': 'on',
      'data-glass-depth': 'on',
    });
    const flat = displaySettingsMerge(DISPLAY_SETTINGS_DEFAULTS, { background: { enabled: false }, glass: { reflection: false, depth: false } });
    expect(displaySettingsRootAttributes(flat, { prefersDark: true })).toMatchObject({
      'data-background': 'gradient',
      'data-glass-reflection': 'off',
      'data-glass-depth': 'off',
    });
  });
});
