import {
  keyValueStorageRead,
  keyValueStorageRemove,
  keyValueStorageWrite,
  storageKeyFor,
  type KeyValueStorage,
} from './keyValueStorage';

/** The background scenes Grove can paint behind the glass. */
export const BACKGROUND_CHOICES = ['forest', 'meadow', 'lakeside'] as const;
/** One of {@link BACKGROUND_CHOICES}. */
export type BackgroundChoice = (typeof BACKGROUND_CHOICES)[number];

/** The glass variants: regular is frosted, clear is more see-through. */
export const GLASS_VARIANTS = ['regular', 'clear'] as const;
/** One of {@link GLASS_VARIANTS}. */
export type GlassVariant = (typeof GLASS_VARIANTS)[number];

/** The tints the glass can take. */
export const GLASS_COLOR_THEMES = ['blue-green', 'forest', 'sunset', 'lavender'] as const;
/** One of {@link GLASS_COLOR_THEMES}. */
export type GlassColorTheme = (typeof GLASS_COLOR_THEMES)[number];

/** The background part of the display settings. */
export interface BackgroundSettings {
  readonly choice: BackgroundChoice;
  readonly enabled: boolean;
  /** 0 (no overlay) to 1 (opaque overlay) over the background scene. */
  readonly overlayOpacity: number;
}

/** The glass-style part of the display settings. */
export interface GlassSettings {
  /** 0 (faint) to 1 (strong) blur and frosting. */
  readonly intensity: number;
  readonly variant: GlassVariant;
  readonly colorTheme: GlassColorTheme;
  readonly reflection: boolean;
  readonly depth: boolean;
}

/** The display settings Grove keeps in the browser (SPEC §2, shared screens and settings). */
export interface DisplaySettings {
  readonly background: BackgroundSettings;
  readonly glass: GlassSettings;
}

/** A change to some display settings; fields left out keep their value. */
export interface DisplaySettingsPatch {
  readonly background?: Partial<BackgroundSettings>;
  readonly glass?: Partial<GlassSettings>;
}

// SPEC §9 (display defaults): glass intensity 0.5, variant regular, colour theme blue-green,
// reflection and depth on; forest background with overlay opacity 0.3.
/** The display settings a new browser starts with (SPEC §9). */
export const DISPLAY_SETTINGS_DEFAULTS: DisplaySettings = Object.freeze({
  background: Object.freeze({ choice: 'forest', enabled: true, overlayOpacity: 0.3 }),
  glass: Object.freeze({ intensity: 0.5, variant: 'regular', colorTheme: 'blue-green', reflection: true, depth: true }),
});

/** The storage key the display settings are saved under. */
export const DISPLAY_SETTINGS_STORAGE_KEY = storageKeyFor('displaySettings');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickUnit(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return fallback;
  return Math.min(1, Math.max(0, value));
}

function pickBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function pickOneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Reads display settings from any value, keeping each valid field (numbers clamped to [0, 1]) and
 * taking the field from `defaults` (SPEC §9 unless given) for the rest.
 */
export function displaySettingsParse(value: unknown, defaults: DisplaySettings = DISPLAY_SETTINGS_DEFAULTS): DisplaySettings {
  const root = isRecord(value) ? value : {};
  const background = isRecord(root['background']) ? root['background'] : {};
  const glass = isRecord(root['glass']) ? root['glass'] : {};
  return {
    background: {
      choice: pickOneOf(BACKGROUND_CHOICES, background['choice'], defaults.background.choice),
      enabled: pickBoolean(background['enabled'], defaults.background.enabled),
      overlayOpacity: pickUnit(background['overlayOpacity'], defaults.background.overlayOpacity),
    },
    glass: {
      intensity: pickUnit(glass['intensity'], defaults.glass.intensity),
      variant: pickOneOf(GLASS_VARIANTS, glass['variant'], defaults.glass.variant),
      colorTheme: pickOneOf(GLASS_COLOR_THEMES, glass['colorTheme'], defaults.glass.colorTheme),
      reflection: pickBoolean(glass['reflection'], defaults.glass.reflection),
      depth: pickBoolean(glass['depth'], defaults.glass.depth),
    },
  };
}

/** Applies a patch to display settings; invalid patch fields keep the current value and numbers are clamped. */
export function displaySettingsMerge(settings: DisplaySettings, patch: DisplaySettingsPatch): DisplaySettings {
  return displaySettingsParse({ background: { ...patch.background }, glass: { ...patch.glass } }, settings);
}

/** Loads the stored display settings; missing, corrupt or partial JSON falls back field by field to the defaults. */
export function displaySettingsLoad(storage: KeyValueStorage): DisplaySettings {
  const raw = keyValueStorageRead(storage, DISPLAY_SETTINGS_STORAGE_KEY);
  if (raw === null) return DISPLAY_SETTINGS_DEFAULTS;
  try {
    return displaySettingsParse(JSON.parse(raw));
  } catch {
    return DISPLAY_SETTINGS_DEFAULTS;
  }
}

/** Saves display settings and reports whether the storage accepted them. */
export function displaySettingsSave(storage: KeyValueStorage, settings: DisplaySettings): boolean {
  return keyValueStorageWrite(storage, DISPLAY_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
}

/** Forgets the stored display settings, so the next load returns the defaults. */
export function displaySettingsClear(storage: KeyValueStorage): void {
  keyValueStorageRemove(storage, DISPLAY_SETTINGS_STORAGE_KEY);
}

// SPEC §9: gradient fallbacks follow the system dark or light preference.
/** The gradient shown when the system prefers a light scheme and no background scene is painted. */
export const GRADIENT_FALLBACK_LIGHT = 'linear-gradient(160deg, #eef7f0 0%, #d3eadb 45%, #b9dcc6 100%)';
/** The gradient shown when the system prefers a dark scheme and no background scene is painted. */
export const GRADIENT_FALLBACK_DARK = 'linear-gradient(160deg, #0d1f17 0%, #123125 50%, #0a1a13 100%)';

/** Picks the fallback gradient for the operating system's dark or light preference (SPEC §9). */
export function displaySettingsGradientFallback(prefersDark: boolean): string {
  return prefersDark ? GRADIENT_FALLBACK_DARK : GRADIENT_FALLBACK_LIGHT;
}

/** What to paint behind the glass: a background scene, or the fallback gradient. */
export type DisplayBackground =
  | { readonly kind: 'scene'; readonly choice: BackgroundChoice; readonly overlayOpacity: number }
  | { readonly kind: 'gradient'; readonly gradient: string };

/** Decides the background: the chosen scene, or the gradient fallback when the scene is disabled or failed to load. */
export function displaySettingsBackground(
  settings: DisplaySettings,
  options: { readonly prefersDark: boolean; readonly sceneFailed?: boolean },
): DisplayBackground {
  if (!settings.background.enabled || options.sceneFailed === true) {
    return { kind: 'gradient', gradient: displaySettingsGradientFallback(options.prefersDark) };
  }
  return { kind: 'scene', choice: settings.background.choice, overlayOpacity: settings.background.overlayOpacity };
}

const GLASS_TINTS: Readonly<Record<GlassColorTheme, string>> = {
  'blue-green': '64 160 150',
  forest: '70 140 90',
  sunset: '230 140 90',
  lavender: '150 130 210',
};

function round(value: number, digits = 3): string {
  return String(Number(value.toFixed(digits)));
}

/**
 * Computes the CSS custom properties glass.css reads from the display settings.
 * The glass alpha never falls below 0.6 so that text on glass stays readable at any intensity.
 */
export function displaySettingsCssVariables(
  settings: DisplaySettings,
  options: { readonly prefersDark: boolean },
): Readonly<Record<string, string>> {
  const { glass, background } = settings;
  const baseAlpha = glass.variant === 'clear' ? 0.6 : 0.72;
  return {
    '--grove-glass-intensity': round(glass.intensity),
    '--grove-glass-alpha': round(baseAlpha + 0.2 * glass.intensity),
    '--grove-glass-blur': `${round(4 + 20 * glass.intensity, 1)}px`,
    '--grove-glass-tint': GLASS_TINTS[glass.colorTheme],
    '--grove-overlay-opacity': round(background.overlayOpacity),
    '--grove-fallback-gradient': displaySettingsGradientFallback(options.prefersDark),
  };
}

/** Computes the data attributes glass.css keys its styles on, for the document's root element. */
export function displaySettingsRootAttributes(
  settings: DisplaySettings,
  options: { readonly prefersDark: boolean; readonly sceneFailed?: boolean },
): Readonly<Record<string, string>> {
  const background = displaySettingsBackground(settings, options);
  return {
    'data-background': background.kind === 'scene' ? background.choice : 'gradient',
    'data-glass-variant': settings.glass.variant,
    'data-glass-color': settings.glass.colorTheme,
    'data-glass-reflection': settings.glass.reflection ? 'on' : 'off',
    'data-glass-depth': settings.glass.depth ? 'on' : 'off',
  };
}
