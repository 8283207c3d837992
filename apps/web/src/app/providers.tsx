import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  FALLBACK_MODE_DEFAULT,
  errorKindClassify,
  fallbackModeForErrorKind,
  mobileRecoveryApply,
  type FallbackMode,
  type KeyValueStorage,
  type MobileRecoveryFeature,
  type MobileRecoveryPlan,
} from '@grove/ui-glass';
import { SessionProvider } from '@grove/session-family/react';
import {
  AppErrorBoundary,
  DisplaySettingsProvider,
  TouchOptimisationsContext,
  browserStorage,
  browserStorageWipe,
  useScreenSize,
} from '@grove/ui-glass/react';
import { featureFlagsForFallbackMode, type FeatureFlag, type FeatureFlags } from '../config/featureFlags';
import { appStateLoad, appStateSave } from './appState';
import { selectAuthSnapshot } from './authSlice';
import { ChatCacheWatch } from './ChatCacheWatch';
import { errorReport } from './errorReporter';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

const FeatureFlagsContext = createContext<FeatureFlags | null>(null);

/** Whether a SPEC §3 feature flag is on: the deployment's value as changed by the fallback mode and mobile recovery (SPEC §4). */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const flags = useContext(FeatureFlagsContext);
  if (!flags) throw new Error('useFeatureFlag needs AppProviders above it');
  return flags[flag];
}

// SPEC §4 mobile recovery names features; these are the flags that carry them.
const FLAGS_OF_FEATURE: Record<MobileRecoveryFeature, FeatureFlag[]> = {
  componentInstanceManagement: ['componentInstanceManagement'],
  mobileTouchOptimisations: ['touchOptimizations'],
};

/**
 * The IndexedDB databases of this app, deleted by a memory recovery where the browser cannot list its
 * databases: the chat cache and outbox, saved games, the trial record (named in @grove/chat,
 * @grove/game-engines and @grove/trial-guard, which stay out of the first load) and Firebase Auth's
 * sign-in persistence.
 */
export const GROVE_DATABASE_NAMES = ['grove-chat', 'grove-chat-outbox', 'grove-games', 'grove-trial', 'firebaseLocalStorageDb'] as const;

function clearBrowserStorage(): void {
  void browserStorageWipe(GROVE_DATABASE_NAMES);
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Runs the family session (SPEC §4) for the signed-in account type; signed out or loading, no session. */
function AccountSession({ children }: { children: ReactNode }) {
  const auth = useAppSelector(selectAuthSnapshot);
  return (
    <SessionProvider accountType={auth.status === 'signedIn' ? auth.accountType : null}>
      <ChatCacheWatch />
      {children}
    </SessionProvider>
  );
}

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  store: AppStore;
  /** The deployment's feature flags (SPEC §3). */
  flags: FeatureFlags;
  children: ReactNode;
  /** Where the app state of SPEC §4 is saved; the browser's localStorage by default. */
  storage?: KeyValueStorage;
  /** The clock of the app-state snapshot; Date.now by default. */
  now?: () => number;
}

/**
 * Everything screens rely on: store, display settings and theme, feature flags, the error boundary.
 * The boundary's fallback mode (chosen by error kind or on the error screen) sets the flags in effect;
 * the route and mode are saved when it catches and restored on a load within 5 minutes (SPEC §4).
 */
export function AppProviders({ store, flags: initialFlags, children, storage: storageOption, now: nowOption }: AppProvidersProps) {
  const storage = useMemo(() => storageOption ?? browserStorage(), [storageOption]);
  const now = nowOption ?? Date.now;
  const [flags, setFlags] = useState(initialFlags);
  // SPEC §4: a mode chosen within the last 5 minutes survives Reload Page.
  const [restored] = useState(() => appStateLoad(storage, now()));
  const restoredMode = restored?.fallbackMode ?? FALLBACK_MODE_DEFAULT;
  const [mode, setMode] = useState<FallbackMode>(restoredMode);
  const flagsInEffect = useMemo(() => featureFlagsForFallbackMode(flags, mode), [flags, mode]);
  const small = useScreenSize() === 'small';
  // On phones the boundary shows the mobile error screen and applies SPEC §4's mobile recovery.
  const mobile = flagsInEffect.mobileOptimizations && small;
  const touch = flagsInEffect.mobileOptimizations && flagsInEffect.touchOptimizations;

  // Saved only once something went wrong in this page (a healthy app has no state to come back to);
  // a restored state is not saved again, so it still expires 5 minutes after the error.
  const recovering = useRef(false);
  const latest = useRef({ storage, now, mode });
  useEffect(() => {
    latest.current = { storage, now, mode };
  });
  const saveState = useCallback((fallbackMode: FallbackMode) => {
    recovering.current = true;
    appStateSave(latest.current.storage, { path: currentPath(), fallbackMode }, latest.current.now());
  }, []);

  useEffect(() => {
    // Keeps the saved route current while a recovery is in effect, for a phone that kills the hidden page.
    function pageHidden(): void {
      if (recovering.current) saveState(latest.current.mode);
    }
    function visibilityChanged(): void {
      if (document.visibilityState === 'hidden') pageHidden();
    }
    document.addEventListener('visibilitychange', visibilityChanged);
    window.addEventListener('pagehide', pageHidden);
    return () => {
      document.removeEventListener('visibilitychange', visibilityChanged);
      window.removeEventListener('pagehide', pageHidden);
    };
  }, [saveState]);

  const onError = useCallback(
    (error: unknown, info: { componentStack?: string | null }) => {
      errorReport(error, { componentStack: info.componentStack ?? '' });
      // Saved before a memory recovery runs, which then wipes it with the rest of the storage.
      saveState(fallbackModeForErrorKind(errorKindClassify(error)));
    },
    [saveState],
  );

  const onModeChange = useCallback(
    (next: FallbackMode) => {
      setMode(next);
      saveState(next);
    },
    [saveState],
  );

  const recoverOnMobile = useCallback((plan: MobileRecoveryPlan) => {
    mobileRecoveryApply(plan, {
      clearAllStorage: () => {
        // Nothing of this page is kept after a memory error, not even the state to restore.
        recovering.current = false;
        clearBrowserStorage();
      },
      // Browser storage failed: keep data on the server only.
      setStorageMode: () =>
        setFlags((current) => ({ ...current, hostedDatabaseSymbolicOnly: true, hybridStorage: false, localConversations: false, storageFallback: false })),
      disableFeature: (feature) =>
        setFlags((current) => ({ ...current, ...Object.fromEntries(FLAGS_OF_FEATURE[feature].map((flag) => [flag, false])) })),
    });
  }, []);

  return (
    <AppErrorBoundary mobile={mobile} initialMode={restoredMode} onModeChange={onModeChange} onMobileRecovery={recoverOnMobile} onError={onError}>
      <Provider store={store}>
        <AccountSession>
          <FeatureFlagsContext.Provider value={flagsInEffect}>
            <TouchOptimisationsContext.Provider value={touch}>
              <DisplaySettingsProvider>{children}</DisplaySettingsProvider>
            </TouchOptimisationsContext.Provider>
          </FeatureFlagsContext.Provider>
        </AccountSession>
      </Provider>
    </AppErrorBoundary>
  );
}
