import { MESSAGES } from '@grove/api-contract';
import type { ActiveProfile } from './authSnapshot';
import { sessionRestoreOnLoad } from './sessionParse';
import {
  SESSION_CHECK_INTERVAL_MS,
  sessionAutoStart,
  sessionIsInactive,
  sessionStart,
  sessionTouched,
  type SessionState,
} from './sessionState';

/** The storage key the session is kept under. */
export const SESSION_STORAGE_KEY = 'grove.session';

/** The alert the app shows when {@link SessionControllerDeps.onTimeout} fires, before it reloads (SPEC §4 "Session"). */
export const SESSION_INACTIVE_MESSAGE = MESSAGES.sessionInactive;

/** The part of the Web Storage API the controller uses (the binding passes `sessionStorage`). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Repeating timers: `every(ms, callback)` calls `callback` every `ms` milliseconds until the returned stop function runs. */
export interface SessionScheduler {
  every(ms: number, callback: () => void): () => void;
}

/** What {@link sessionControllerCreate} needs from its environment. */
export interface SessionControllerDeps {
  readonly storage: SessionStorageLike;
  /** The clock, in milliseconds since the epoch. */
  readonly now: () => number;
  readonly scheduler: SessionScheduler;
  /** Called once when inactivity clears the session; the app alerts {@link SESSION_INACTIVE_MESSAGE} and reloads. */
  readonly onTimeout: () => void;
  /** The signed-in account's type, or `null` while unknown or signed out. */
  readonly accountType: 'family' | 'solo' | null;
}

/** A running session: read it, subscribe to changes, start, refresh, clear, and stop it. */
export interface SessionController {
  /** The current session, or `null` when no profile is active. The same object until the session changes. */
  getState(): SessionState | null;
  /** Calls `listener` after every change of {@link SessionController.getState}; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Starts a session for this profile (sign-in or a verified profile switch) and stores it. */
  start(profile: ActiveProfile): void;
  /** Records user activity: mouse, key, scroll, touch, click or profile switch. */
  touch(): void;
  /** Ends the session (sign-out, "switch profile") without the timeout event. */
  clear(): void;
  /** Stops the inactivity check and drops the listeners; later calls do nothing. Keeps the stored session. */
  dispose(): void;
}

/**
 * Creates the session controller of SPEC §4 "Session" around injected storage, clock and timers.
 *
 * - On creation it loads the stored session: a family account (or an unknown one) never restores it,
 *   a solo account restores it unless malformed or expired, and anything not restored is removed from
 *   storage. A solo account without a session then gets one automatically (SPEC §4 "Login flow").
 * - While a parent or child session exists it checks every 10 s; once more than 5 minutes have passed
 *   since the last activity it clears the session and calls `onTimeout` once. Solo sessions are not
 *   timed out: there is no other profile to protect, and a solo account would start a new one at once.
 * - `touch()` on a session already past 5 minutes of inactivity (a sleeping laptop, a paused tab) times
 *   it out instead of reviving it.
 *
 * Storage failures never break the in-memory session: a read that throws counts as no session, and a
 * write that throws is ignored.
 */
export function sessionControllerCreate(deps: SessionControllerDeps): SessionController {
  const { storage, now, scheduler, onTimeout, accountType } = deps;
  const listeners = new Set<() => void>();
  let state: SessionState | null = null;
  let stopCheck: (() => void) | null = null;
  let disposed = false;

  function storageWrite(next: SessionState | null): void {
    try {
      if (next === null) storage.removeItem(SESSION_STORAGE_KEY);
      else storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked (private mode): the session still runs in memory for this page.
    }
  }

  function storageRead(): string | null {
    try {
      return storage.getItem(SESSION_STORAGE_KEY);
    } catch {
      return null;
    }
  }

  function checkSync(): void {
    const needsCheck = !disposed && state !== null && state.activeProfileId !== 'solo';
    if (needsCheck && stopCheck === null) stopCheck = scheduler.every(SESSION_CHECK_INTERVAL_MS, check);
    if (!needsCheck && stopCheck !== null) {
      stopCheck();
      stopCheck = null;
    }
  }

  function set(next: SessionState | null): void {
    state = next;
    storageWrite(next);
    checkSync();
    for (const listener of [...listeners]) listener();
  }

  function timeOutIfInactive(): boolean {
    if (state === null || state.activeProfileId === 'solo' || !sessionIsInactive(state, now())) return false;
    set(null);
    onTimeout();
    return true;
  }

  function check(): void {
    if (!disposed) timeOutIfInactive();
  }

  const stored = storageRead();
  const restored = sessionRestoreOnLoad(stored, accountType, now());
  state = sessionAutoStart(accountType, restored, now());
  if (state !== restored || (stored !== null && restored === null)) storageWrite(state);
  checkSync();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start(profile) {
      if (!disposed) set(sessionStart(profile, now()));
    },
    touch() {
      if (disposed || state === null || timeOutIfInactive()) return;
      const next = sessionTouched(state, now());
      if (next !== state) set(next);
    },
    clear() {
      if (!disposed && state !== null) set(null);
    },
    dispose() {
      disposed = true;
      checkSync();
      listeners.clear();
    },
  };
}
