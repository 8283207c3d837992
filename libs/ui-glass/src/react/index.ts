/**
 * @grove/ui-glass/react — the React binding of Grove's glass UI: the display settings provider and
 * hooks, glass components, cookie banner, spinner, error screens and the app error boundary.
 * Import '@grove/ui-glass/styles.css' once for the styles.
 */
export { DisplaySettingsProvider, type DisplaySettingsProviderProps } from './DisplaySettingsProvider';
export { useDisplaySettings, type UseDisplaySettingsResult } from './useDisplaySettings';
export { useTheme, type UseThemeResult } from './useTheme';
export { prefersDarkFixed, prefersDarkMediaQuery, type PrefersDarkSource } from './prefersDarkSource';
export { browserStorage } from './browserStorage';
export { browserStorageWipe, browserStorageWipeDeps, type BrowserStorageWipeDeps } from './browserStorageWipe';
export { useScreenSize } from './useScreenSize';
export { useSwipeUpFocus } from './useSwipeUpFocus';
export { TouchOptimisationsContext } from './touchOptimisationsContext';
export { useFocusTrap, type FocusTrapOptions } from './useFocusTrap';
export { GlassPanel, type GlassPanelElement, type GlassPanelProps } from './GlassPanel';
export { GlassButton, type GlassButtonProps, type GlassButtonVariant } from './GlassButton';
export { GlassInput, type GlassInputProps } from './GlassInput';
export { GlassDialog, type GlassDialogProps } from './GlassDialog';
export { GlassNav, type GlassNavProps } from './GlassNav';
export { LoadingSpinner, type LoadingSpinnerProps } from './LoadingSpinner';
export { CookieConsentBanner, type CookieConsentBannerProps } from './CookieConsentBanner';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { ComponentLoadError, type ComponentLoadErrorProps } from './ComponentLoadError';
export { MobileErrorScreen, type MobileErrorScreenProps } from './MobileErrorScreen';
export { AppErrorBoundary, timeoutScheduler, type AppErrorBoundaryProps } from './AppErrorBoundary';
export { useFallbackMode } from './useFallbackMode';
