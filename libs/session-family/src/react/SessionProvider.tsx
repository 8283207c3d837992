import { useEffect, useEffectEvent, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  SESSION_INACTIVE_MESSAGE,
  sessionControllerCreate,
  type SessionController,
  type SessionScheduler,
  type SessionStorageLike,
} from '../index';
import { browserSessionStorage } from './browserSessionStorage';
import { SessionContext } from './sessionContext';

/** The window events that count as activity (SPEC §4 "Session": mouse, key, scroll, touch and click). */
export const SESSION_ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

// Mouse moves and scrolls fire dozens of times a second and every touch() writes storage; one touch a
// second is far finer than the 5-minute timeout needs.
const ACTIVITY_THROTTLE_MS = 1000;

/** Repeats with the browser's `setInterval`; the default scheduler of {@link SessionProvider}. */
const intervalScheduler: SessionScheduler = {
  every(ms, callback) {
    const id = window.setInterval(callback, ms);
    return () => window.clearInterval(id);
  },
};

/** Holds the provider's current controller; the provider renders from it like any external store. */
interface ControllerSlot {
  get(): SessionController | null;
  set(controller: SessionController | null): void;
  subscribe(listener: () => void): () => void;
}

function controllerSlotCreate(): ControllerSlot {
  let current: SessionController | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(controller) {
      if (controller === current) return;
      current = controller;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function windowAlert(message: string): void {
  window.alert(message);
}

function windowReload(): void {
  window.location.reload();
}

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The signed-in account's type, or `null` while auth is loading or signed out. A change starts a fresh controller. */
  accountType: 'family' | 'solo' | null;
  children?: ReactNode;
  /** Where the session is kept; defaults to `window.sessionStorage`. Read when the controller is created. */
  storage?: SessionStorageLike;
  /** The clock; defaults to `Date.now`. */
  now?: () => number;
  /** The inactivity check's timer; defaults to `setInterval`. Read when the controller is created. */
  scheduler?: SessionScheduler;
  /** Shows the inactivity message; defaults to `window.alert`. */
  alert?: (message: string) => void;
  /** Reloads the app after the inactivity alert; defaults to `window.location.reload()`. */
  reload?: () => void;
}

/**
 * Runs the family session of SPEC §4 for everything below it: wraps the core's
 * `sessionControllerCreate` with session storage, the clock and `setInterval`, counts mouse, key,
 * scroll, touch and click on the window as activity, and after 5 minutes without activity alerts
 * 'Your session has expired due to inactivity.' and reloads. A family account's session never
 * survives a page load; a solo account gets its solo session automatically. Read it with `useSession`.
 */
export function SessionProvider({
  accountType,
  children,
  storage = browserSessionStorage(),
  now = Date.now,
  scheduler = intervalScheduler,
  alert = windowAlert,
  reload = windowReload,
}: SessionProviderProps) {
  const [slot] = useState(controllerSlotCreate);
  const controller = useSyncExternalStore(slot.subscribe, slot.get, slot.get);

  const timedOut = useEffectEvent(() => {
    alert(SESSION_INACTIVE_MESSAGE);
    reload();
  });
  const environment = useEffectEvent(() => ({ storage, now, scheduler }));
  const clock = useEffectEvent(() => now());

  // A layout effect, so that a stored session this page load may not restore is gone from storage
  // before any screen's data request (which run in passive effects) reads the identity from it.
  useLayoutEffect(() => {
    const created = sessionControllerCreate({ ...environment(), accountType, onTimeout: () => timedOut() });
    slot.set(created);
    return () => {
      created.dispose();
      if (slot.get() === created) slot.set(null);
    };
  }, [accountType, slot]);

  useEffect(() => {
    if (controller === null) return;
    let lastTouch = Number.NEGATIVE_INFINITY;
    function onActivity(): void {
      const at = clock();
      if (at - lastTouch < ACTIVITY_THROTTLE_MS) return;
      lastTouch = at;
      controller?.touch();
    }
    // Capture, because scroll events of inner elements do not bubble up to the window.
    const options: AddEventListenerOptions = { capture: true, passive: true };
    for (const type of SESSION_ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of SESSION_ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [controller]);

  return <SessionContext.Provider value={controller}>{children}</SessionContext.Provider>;
}
