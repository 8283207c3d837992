/**
 * @grove/ui-glass — the pure core of Grove's glass UI: display settings and their SPEC §9 defaults,
 * theme, screen-size classes, touch and swipe constants, cookie consent and error recovery.
 * Storage, clocks, timers and media queries are passed in; the React binding lives in './react'.
 */
export {
  STORAGE_NAMESPACE,
  keyValueStorageMemory,
  keyValueStorageRead,
  keyValueStorageRemove,
  keyValueStorageWrite,
  storageKeyFor,
  type KeyValueStorage,
} from './core/keyValueStorage';
export {
  BACKGROUND_CHOICES,
  DISPLAY_SETTINGS_DEFAULTS,
  DISPLAY_SETTINGS_STORAGE_KEY,
  GLASS_COLOR_THEMES,
  GLASS_VARIANTS,
  GRADIENT_FALLBACK_DARK,
  GRADIENT_FALLBACK_LIGHT,
  displaySettingsBackground,
  displaySettingsClear,
  displaySettingsCssVariables,
  displaySettingsGradientFallback,
  displaySettingsLoad,
  displaySettingsMerge,
  displaySettingsParse,
  displaySettingsRootAttributes,
  displaySettingsSave,
  type BackgroundChoice,
  type BackgroundSettings,
  type DisplayBackground,
  type DisplaySettings,
  type DisplaySettingsPatch,
  type GlassColorTheme,
  type GlassSettings,
  type GlassVariant,
} from './core/displaySettings';
export { THEMES, THEME_STORAGE_KEY, themeClear, themeParse, themeRead, themeResolve, themeToggle, themeWrite, type Theme } from './core/theme';
export { displayStoreCreate, type DisplayState, type DisplayStore, type DisplayStoreOptions } from './core/displayStore';
export {
  SCREEN_SIZE_LARGE_MIN_PX,
  SCREEN_SIZE_MEDIUM_MIN_PX,
  TOUCH_TARGET_MIN_PX,
  screenSizeClass,
  type ScreenSize,
} from './core/screenSize';
export { SWIPE_UP_FOCUS_PX, swipeIsUp, type SwipePoint } from './core/swipeUp';
export {
  COOKIE_CONSENT_STORAGE_KEY,
  cookieConsentClear,
  cookieConsentParse,
  cookieConsentRead,
  cookieConsentWrite,
  type CookieConsent,
} from './core/cookieConsent';
export { ERROR_KINDS, errorKindClassify, type ErrorKind } from './core/errorKind';
export { FALLBACK_MODES, FALLBACK_MODE_DEFAULT, fallbackModeForErrorKind, fallbackModeParse, type FallbackMode } from './core/fallbackMode';
export {
  mobileRecoveryApply,
  mobileRecoveryPlan,
  type MobileRecoveryEffects,
  type MobileRecoveryFeature,
  type MobileRecoveryPlan,
} from './core/mobileRecovery';
export {
  RECOVERY_MAX_ATTEMPTS,
  RECOVERY_RECOVERING_MS,
  RECOVERY_RETRY_DELAY_MS,
  recoveryDelayMs,
  recoveryInitial,
  recoveryNext,
  type RecoveryEvent,
  type RecoveryState,
  type RecoveryStatus,
} from './core/recovery';
export {
  recoveryControllerCreate,
  type RecoveryController,
  type RecoveryControllerOptions,
  type RecoveryScheduler,
} from './core/recoveryController';
export {
  APP_STATE_MAX_AGE_MS,
  APP_STATE_SNAPSHOT_STORAGE_KEY,
  appStateSnapshotCreate,
  appStateSnapshotLoad,
  appStateSnapshotRestore,
  appStateSnapshotSave,
  type AppStateSnapshot,
} from './core/appStateSnapshot';
export { platformName, type PlatformName } from './core/platformName';
export { storageWipePlan, type StorageWipeInventory, type StorageWipePlan } from './core/storageWipe';
