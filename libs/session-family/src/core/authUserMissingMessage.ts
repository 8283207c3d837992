import { MESSAGES } from '@grove/api-contract';

/** How long to wait for the auth state when a session is stored but no user is known yet: 3000 ms (SPEC §8 "No current user", §9 "Auth wait"). */
export const AUTH_WAIT_MS = 3000;

/**
 * The message for a call that needs a signed-in user but finds none (SPEC §8 "No current user"): with
 * a stored session that has waited the full 3000 ms, 'Authentication timeout - please refresh the
 * page'; otherwise 'Authentication required - please log in again'. With a stored session the caller
 * first waits up to {@link AUTH_WAIT_MS} for the auth state and asks only if no user arrived.
 */
export function authUserMissingMessage(
  hasStoredSession: boolean,
  waitedMs: number,
): 'Authentication timeout - please refresh the page' | 'Authentication required - please log in again' {
  return hasStoredSession && waitedMs >= AUTH_WAIT_MS ? MESSAGES.authenticationTimeout : MESSAGES.authenticationRequired;
}
