import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ActiveProfile, SessionState } from '../index';
import { SessionContext } from './sessionContext';

/** What {@link useSession} gives a screen. */
export interface SessionApi {
  /** The active profile's session, or `null` when no profile is active. */
  session: SessionState | null;
  /** Starts a session for a profile whose credential was verified (a profile switch counts as activity). */
  start(profile: ActiveProfile): void;
  /** Ends the session without the inactivity alert (sign-out, "switch profile"). */
  clear(): void;
  /** Records activity now. */
  touch(): void;
}

function subscribeNothing(): () => void {
  return () => undefined;
}

function readNothing(): null {
  return null;
}

/**
 * The family session of the nearest `SessionProvider` (SPEC §3 "Session state"), read with
 * `useSyncExternalStore`. Throws outside a provider.
 */
export function useSession(): SessionApi {
  const controller = useContext(SessionContext);
  if (controller === undefined) throw new Error('useSession needs a SessionProvider above it.');
  const session = useSyncExternalStore<SessionState | null>(
    controller?.subscribe ?? subscribeNothing,
    controller?.getState ?? readNothing,
    controller?.getState ?? readNothing,
  );
  const start = useCallback((profile: ActiveProfile) => controller?.start(profile), [controller]);
  const clear = useCallback(() => controller?.clear(), [controller]);
  const touch = useCallback(() => controller?.touch(), [controller]);
  return useMemo(() => ({ session, start, clear, touch }), [session, start, clear, touch]);
}
