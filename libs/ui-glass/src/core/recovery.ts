import type { ErrorKind } from './errorKind';
import { FALLBACK_MODE_DEFAULT, fallbackModeForErrorKind, type FallbackMode } from './fallbackMode';

// SPEC §4 and §9: error recovery makes at most 3 attempts, waits 2000 ms before a retry and shows a
// recovering state for 1 s.
/** The most automatic retries after errors (SPEC §9). */
export const RECOVERY_MAX_ATTEMPTS = 3;
/** The wait, in milliseconds, between an error and its automatic retry (SPEC §9). */
export const RECOVERY_RETRY_DELAY_MS = 2000;
/** How long, in milliseconds, the recovering state lasts before the app renders again (SPEC §9). */
export const RECOVERY_RECOVERING_MS = 1000;

/** Where the recovery is: running normally, just failed, waiting to retry, recovering, or given up. */
export type RecoveryStatus = 'idle' | 'error' | 'waiting-retry' | 'recovering' | 'exhausted';

/** The state of the error recovery. */
export interface RecoveryState {
  readonly status: RecoveryStatus;
  /** The retry in progress or next up, 1 to 3; 0 before any. */
  readonly attempt: number;
  /** The kind of the last error, or null before any. */
  readonly errorKind: ErrorKind | null;
  readonly fallbackMode: FallbackMode;
}

/** What can happen to the recovery. */
export type RecoveryEvent =
  /** The app threw; while idle or recovering, this records the error and its fallback mode. */
  | { readonly type: 'failed'; readonly kind: ErrorKind }
  /** After an error: schedule the next retry, or give up when 3 have been made. */
  | { readonly type: 'retry-scheduled' }
  /** The 2000 ms wait is over: start recovering. */
  | { readonly type: 'retry-due' }
  /** The 1 s recovering state is over: render the app again. */
  | { readonly type: 'recovered' }
  /** The user asked to try again: recover now and start a fresh round of attempts. */
  | { readonly type: 'retry-requested' }
  /** The user picked a fallback mode. */
  | { readonly type: 'mode-selected'; readonly mode: FallbackMode };

/** The state before any error. */
export function recoveryInitial(fallbackMode: FallbackMode = FALLBACK_MODE_DEFAULT): RecoveryState {
  return { status: 'idle', attempt: 0, errorKind: null, fallbackMode };
}

/**
 * The recovery state machine (SPEC §4): idle → error → waiting-retry → recovering → idle, and
 * error → exhausted once 3 attempts have failed. Events that do not apply return the same state.
 */
export function recoveryNext(state: RecoveryState, event: RecoveryEvent): RecoveryState {
  switch (event.type) {
    case 'failed':
      if (state.status !== 'idle' && state.status !== 'recovering') return state;
      return { ...state, status: 'error', errorKind: event.kind, fallbackMode: fallbackModeForErrorKind(event.kind) };
    case 'retry-scheduled':
      if (state.status !== 'error') return state;
      return state.attempt >= RECOVERY_MAX_ATTEMPTS
        ? { ...state, status: 'exhausted' }
        : { ...state, status: 'waiting-retry', attempt: state.attempt + 1 };
    case 'retry-due':
      return state.status === 'waiting-retry' ? { ...state, status: 'recovering' } : state;
    case 'recovered':
      return state.status === 'recovering' ? { ...state, status: 'idle' } : state;
    case 'retry-requested':
      if (state.status === 'idle' || state.status === 'recovering') return state;
      return { ...state, status: 'recovering', attempt: 0 };
    case 'mode-selected':
      return state.fallbackMode === event.mode ? state : { ...state, fallbackMode: event.mode };
  }
}

/** How long, in milliseconds, the machine stays in a status before its timed event, or null when nothing is timed. */
export function recoveryDelayMs(status: RecoveryStatus): number | null {
  if (status === 'waiting-retry') return RECOVERY_RETRY_DELAY_MS;
  if (status === 'recovering') return RECOVERY_RECOVERING_MS;
  return null;
}
