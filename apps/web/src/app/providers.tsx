import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { mobileRecoveryApply, type MobileRecoveryFeature, type MobileRecoveryPlan } from '@grove/ui-glass';
import { SessionProvider } from '@grove/session-family/react';
import { AppErrorBoundary, DisplaySettingsProvider, useScreenSize } from '@grove/ui-glass/react';
import type { FeatureFlag, FeatureFlags } from '../config/featureFlags';
import { selectAuthSnapshot } from './authSlice';
import { ChatCacheWatch } from './ChatCacheWatch';
import { errorReport } from './errorReporter';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

const FeatureFlagsContext = createContext<FeatureFlags | null>(null);

/** Whether a SPEC §3 feature flag is on in this deployment (and not switched off by a recovery). */
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

function clearBrowserStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // Storage that cannot be reached holds nothing to clear.
    }
  }
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

/** Everything screens rely on: store, display settings and theme, feature flags, the error boundary. */
export function AppProviders({ store, flags: initialFlags, children }: { store: AppStore; flags: FeatureFlags; children: ReactNode }) {
  const [flags, setFlags] = useState(initialFlags);
  const small = useScreenSize() === 'small';
  // On phones the boundary shows the mobile error screen and applies SPEC §4's mobile recovery.
  const mobile = flags.mobileOptimizations && small;

  const recoverOnMobile = useCallback((plan: MobileRecoveryPlan) => {
    mobileRecoveryApply(plan, {
      clearAllStorage: clearBrowserStorage,
      // Browser storage failed: keep data on the server only.
      setStorageMode: () => setFlags((current) => ({ ...current, hybridStorage: false, localConversations: false, storageFallback: false })),
      disableFeature: (feature) =>
        setFlags((current) => ({ ...current, ...Object.fromEntries(FLAGS_OF_FEATURE[feature].map((flag) => [flag, false])) })),
    });
  }, []);

  return (
    <AppErrorBoundary
      mobile={mobile}
      onMobileRecovery={recoverOnMobile}
      onError={(error, info) => errorReport(error, { componentStack: info.componentStack ?? '' })}
    >
      <Provider store={store}>
        <AccountSession>
          <FeatureFlagsContext.Provider value={flags}>
            <DisplaySettingsProvider>{children}</DisplaySettingsProvider>
          </FeatureFlagsContext.Provider>
        </AccountSession>
      </Provider>
    </AppErrorBoundary>
  );
}
