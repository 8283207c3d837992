import { errorKindClassify } from './errorKind';
import type { FallbackMode } from './fallbackMode';
import { recoveryInitial, recoveryNext, RECOVERY_RECOVERING_MS, RECOVERY_RETRY_DELAY_MS, type RecoveryEvent, type RecoveryState } from './recovery';

/** A timer service injected into the recovery controller; `schedule` returns a function that cancels. */
export interface RecoveryScheduler {
  schedule(callback: () => void, delayMs: number): () => void;
}

/** Drives the recovery state machine with real (or fake) timers. */
export interface RecoveryController {
  /** The current state; the same object until something changes. */
  getState(): RecoveryState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Records an error: classifies it, sets its fallback mode and schedules a retry or gives up. */
  fail(error: unknown): RecoveryState;
  /** Retries now, on the user's request, starting a fresh round of attempts. */
  retry(): void;
  /** Switches to a fallback mode. */
  selectMode(mode: FallbackMode): void;
  /** Cancels any pending timer and drops the listeners. */
  dispose(): void;
}

/** What {@link recoveryControllerCreate} needs. */
export interface RecoveryControllerOptions {
  readonly scheduler: RecoveryScheduler;
  readonly initialMode?: FallbackMode;
}

/**
 * Creates a recovery controller: after an error it waits 2000 ms, recovers for 1 s, then returns to
 * idle so the app renders again; after 3 failed attempts it stays exhausted (SPEC §4).
 */
export function recoveryControllerCreate(options: RecoveryControllerOptions): RecoveryController {
  const { scheduler } = options;
  const listeners = new Set<() => void>();
  let state = recoveryInitial(options.initialMode);
  let cancelTimer: (() => void) | null = null;

  function commit(next: RecoveryState): void {
    if (next === state) return;
    const statusChanged = next.status !== state.status;
    state = next;
    if (statusChanged) {
      cancelTimer?.();
      cancelTimer = null;
      if (state.status === 'waiting-retry') cancelTimer = scheduler.schedule(() => advance({ type: 'retry-due' }), RECOVERY_RETRY_DELAY_MS);
      if (state.status === 'recovering') cancelTimer = scheduler.schedule(() => advance({ type: 'recovered' }), RECOVERY_RECOVERING_MS);
    }
    for (const listener of [...listeners]) listener();
  }

  function advance(event: RecoveryEvent): void {
    cancelTimer = null;
    commit(recoveryNext(state, event));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    fail(error) {
      const failed = recoveryNext(state, { type: 'failed', kind: errorKindClassify(error) });
      commit(recoveryNext(failed, { type: 'retry-scheduled' }));
      return state;
    },
    retry() {
      commit(recoveryNext(state, { type: 'retry-requested' }));
    },
    selectMode(mode) {
      commit(recoveryNext(state, { type: 'mode-selected', mode }));
    },
    dispose() {
      cancelTimer?.();
      cancelTimer = null;
      listeners.clear();
    },
  };
}
