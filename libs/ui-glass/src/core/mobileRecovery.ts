import type { ErrorKind } from './errorKind';
import type { FallbackMode } from './fallbackMode';

/** The feature flags (SPEC §3) a mobile recovery may switch off. */
export type MobileRecoveryFeature = 'componentInstanceManagement' | 'mobileTouchOptimisations';

/** What to change on a mobile device after an error of some kind (SPEC §4, mobile recovery). */
export interface MobileRecoveryPlan {
  readonly kind: ErrorKind;
  /** 'hosted-database-only' when the browser's storage failed and data must live on the server only. */
  readonly storageMode: 'hosted-database-only' | null;
  /** A fallback mode to switch to, or null to keep the current one. */
  readonly fallbackMode: FallbackMode | null;
  /** Whether to clear all browser storage. */
  readonly clearAllStorage: boolean;
  /** Feature flags to switch off. */
  readonly disableFeatures: readonly MobileRecoveryFeature[];
}

/**
 * Plans the mobile recovery for an error kind (SPEC §4): storage errors switch to the hosted database
 * only, network errors to local, memory errors clear all browser storage, and component errors
 * disable component management and touch optimisations.
 */
export function mobileRecoveryPlan(kind: ErrorKind): MobileRecoveryPlan {
  const none: MobileRecoveryPlan = { kind, storageMode: null, fallbackMode: null, clearAllStorage: false, disableFeatures: [] };
  switch (kind) {
    case 'storage':
      return { ...none, storageMode: 'hosted-database-only', fallbackMode: 'hosted-database' };
    case 'network':
      return { ...none, fallbackMode: 'local' };
    case 'memory':
      return { ...none, clearAllStorage: true };
    case 'component':
      return { ...none, disableFeatures: ['componentInstanceManagement', 'mobileTouchOptimisations'] };
    default:
      return none;
  }
}

/** The side effects a mobile recovery plan needs, injected by whoever runs it. */
export interface MobileRecoveryEffects {
  setStorageMode?(mode: 'hosted-database-only'): void;
  setFallbackMode?(mode: FallbackMode): void;
  clearAllStorage?(): void;
  disableFeature?(feature: MobileRecoveryFeature): void;
}

/** Carries out a mobile recovery plan through the injected effects; effects left out are skipped. */
export function mobileRecoveryApply(plan: MobileRecoveryPlan, effects: MobileRecoveryEffects): void {
  if (plan.storageMode !== null) effects.setStorageMode?.(plan.storageMode);
  if (plan.fallbackMode !== null) effects.setFallbackMode?.(plan.fallbackMode);
  if (plan.clearAllStorage) effects.clearAllStorage?.();
  for (const feature of plan.disableFeatures) effects.disableFeature?.(feature);
}
