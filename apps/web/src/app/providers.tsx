import { createContext, useContext, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppErrorBoundary, DisplaySettingsProvider } from '@grove/ui-glass/react';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag, type FeatureFlags } from '../config/featureFlags';
import { errorReport } from './errorReporter';
import type { AppStore } from './store';

const FeatureFlagsContext = createContext<FeatureFlags>(FEATURE_FLAG_DEFAULTS);

/** Whether a SPEC §3 feature flag is on in this deployment. */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useContext(FeatureFlagsContext)[flag];
}

/** Everything screens rely on: store, display settings and theme, feature flags, the error boundary. */
export function AppProviders({ store, flags, children }: { store: AppStore; flags: FeatureFlags; children: ReactNode }) {
  return (
    <AppErrorBoundary onError={(error, info) => errorReport(error, { componentStack: info.componentStack ?? '' })}>
      <Provider store={store}>
        <FeatureFlagsContext.Provider value={flags}>
          <DisplaySettingsProvider>{children}</DisplaySettingsProvider>
        </FeatureFlagsContext.Provider>
      </Provider>
    </AppErrorBoundary>
  );
}
