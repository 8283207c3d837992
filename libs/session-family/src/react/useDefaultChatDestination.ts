import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { routeDefaultChatDestination, sessionProfile, type AuthSnapshot } from '../index';
import { useSession } from './useSession';

/**
 * Where "my chat" leads right now (SPEC §2 "Default chat destination"): the account from the app's auth
 * state with the profile this tab's family session has active, so a profile already in use goes
 * straight to its own chat without a PIN (/profiles only when none is active).
 */
export function useDefaultChatDestination(account: AuthSnapshot): string {
  const { session } = useSession();
  const { pathname } = useLocation();
  return useMemo(() => {
    const auth: AuthSnapshot = account.status === 'signedIn' ? { ...account, activeProfile: session ? sessionProfile(session) : null } : account;
    return routeDefaultChatDestination(auth, pathname);
  }, [account, session, pathname]);
}
