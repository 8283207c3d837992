import type { FallbackMode } from '@grove/ui-glass';

/**
 * SPEC §3 feature flags. The defaults are SPEC's: on for the symbolic system, metrics collection, tag
 * extraction, symbolic memory, the radar chart, family safety filters and mobile/touch optimisations;
 * everything else off.
 */
export const FEATURE_FLAG_DEFAULTS = {
  symbolicSystem: true,
  metricsCollection: true,
  tagExtraction: true,
  symbolicMemory: true,
  radarChartDisplay: true,
  localConversations: false,
  hostedDatabaseSymbolicOnly: false,
  hybridStorage: false,
  coppaCompliance: false,
  hipaaCompliance: false,
  familySafetyFilters: true,
  componentInstanceManagement: false,
  errorBoundaries: false,
  fallbackSystems: false,
  healthMonitoring: false,
  autoRollback: false,
  abTesting: false,
  mobileOptimizations: true,
  touchOptimizations: true,
  experiments: false,
  monitoring: false,
  storageFallback: false,
} as const satisfies Record<string, boolean>;

/** The name of one feature flag. */
export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

/** Every flag with its value. */
export type FeatureFlags = Record<FeatureFlag, boolean>;

const ON = new Set(['on', 'true', '1', 'yes']);
const OFF = new Set(['off', 'false', '0', 'no']);

/**
 * Reads overrides from `VITE_FLAGS` (e.g. `abTesting=on,radarChartDisplay=off`) over SPEC's defaults.
 * An unknown flag or value is a mistake in the deployment, so it throws with the offending entry
 * rather than silently shipping the wrong behaviour.
 */
export function featureFlagsFromEnv(overrides: string | undefined): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAG_DEFAULTS };
  for (const entry of (overrides ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [name = '', value = ''] = entry.split('=').map((part) => part.trim());
    if (!(name in FEATURE_FLAG_DEFAULTS)) throw new Error(`VITE_FLAGS: unknown feature flag "${name}"`);
    const lower = value.toLowerCase();
    if (!ON.has(lower) && !OFF.has(lower)) throw new Error(`VITE_FLAGS: "${entry}" must be ${name}=on or ${name}=off`);
    flags[name as FeatureFlag] = ON.has(lower);
  }
  return flags;
}

/**
 * The flags in effect in a fallback mode (SPEC §2 mode buttons, §4 error boundary recovery):
 * hosted-database is the normal server-backed mode with the deployment's flags; local works from
 * the browser's storage (local conversations, hybrid storage, storage fallback, fallback systems);
 * minimal drops the optional features (touch optimisations such as the swipe-up gesture, the radar
 * chart, component instance management, A/B tests and experiments).
 */
export function featureFlagsForFallbackMode(flags: FeatureFlags, mode: FallbackMode): FeatureFlags {
  switch (mode) {
    case 'local':
      return { ...flags, localConversations: true, hybridStorage: true, storageFallback: true, fallbackSystems: true, hostedDatabaseSymbolicOnly: false };
    case 'minimal':
      return {
        ...flags,
        touchOptimizations: false,
        radarChartDisplay: false,
        componentInstanceManagement: false,
        abTesting: false,
        experiments: false,
      };
    default:
      return flags;
  }
}
