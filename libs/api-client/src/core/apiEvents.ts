import { ACCOUNT_TOKEN_ERROR_CODES, errorBodyParse, MESSAGES, type AccountTokenErrorCode } from '@grove/api-contract';
import type { ApiIdentity } from './apiHeaders';

/**
 * What the app must react to after an API call, per SPEC §8: a 401 ends the session, the anonymous
 * trial's 402 ends the trial (then /signup), an account's 402 offers to buy tokens (a child's asks for
 * a grown-up), a 429 asks the user to wait.
 */
export type ApiEvent =
  | { type: 'sessionTimeout'; message: string }
  | { type: 'trialExhausted'; message: string; redirectTo: '/signup' }
  | TokensExhaustedEvent
  | { type: 'rateLimited'; message: string };

/**
 * An account's tokens cannot pay for a call (its balance or today's limit). The account stays where it
 * is: an adult profile sees `message` (the server's) with the Buy tokens dialog; a child profile sees
 * the kind "ask your grown-up" text, since a child cannot buy.
 */
export interface TokensExhaustedEvent {
  type: 'tokensExhausted';
  message: string;
  /** Which limit was hit, or null when the server did not say (a 402 without an account code). */
  reason: AccountTokenErrorCode | null;
  /** Who was chatting: the account holder (may buy) or one of its children (may not). */
  profile: 'account' | 'child';
}

/** What the caller knows about the request that failed: whether it was signed in and as which profile. */
export type ApiEventRequest = Pick<ApiIdentity, 'idToken' | 'childId'>;

const ACCOUNT_CODES: ReadonlySet<string> = new Set(ACCOUNT_TOKEN_ERROR_CODES);

/**
 * Maps a failed response to the event SPEC §8 requires, or `null` when the status needs none. A 401
 * whose code is `reauthentication_required` (the parent PIN reset's "enter your password again") is
 * not a session timeout and raises nothing.
 * A 402 takes its message from the response detail (Grove's `{ error: { message } }` or a plain
 * `{ detail }`), else SPEC's default text. Only the anonymous trial's 402 is the trial-exhausted event
 * (alert, then /signup): a 402 whose code is an account's (`insufficient_tokens`,
 * `daily_limit_reached`) — or any 402 to a signed-in request, which can never be on the trial — is
 * {@link TokensExhaustedEvent}. `request` is the identity the call was sent with; without it the call
 * counts as anonymous.
 */
export function apiEventForStatus(status: number, body: unknown, request?: ApiEventRequest): ApiEvent | null {
  if (status === 401) {
    // Issue 18: a parent PIN reset asks for the account password again with a 401 of its own; the
    // session is fine, and the form that sent it shows the message (SPEC §8's timeout would reload).
    if (errorBodyParse(body)?.error.code === 'reauthentication_required') return null;
    return { type: 'sessionTimeout', message: MESSAGES.authenticationFailed };
  }
  if (status === 429) return { type: 'rateLimited', message: MESSAGES.rateLimited };
  if (status !== 402) return null;
  const parsed = errorBodyParse(body);
  const detail = parsed?.error.message ?? plainDetail(body);
  const code = parsed?.error.code;
  const accountCode = code !== undefined && ACCOUNT_CODES.has(code) ? (code as AccountTokenErrorCode) : null;
  const signedIn = Boolean(request?.idToken);
  if (code !== 'trial_exhausted' && (accountCode !== null || signedIn)) {
    if (request?.childId) return { type: 'tokensExhausted', message: MESSAGES.childTokensExhausted, reason: accountCode, profile: 'child' };
    const fallback = accountCode === 'daily_limit_reached' ? MESSAGES.dailyLimitReached : MESSAGES.insufficientTokens;
    return { type: 'tokensExhausted', message: detail || fallback, reason: accountCode, profile: 'account' };
  }
  return { type: 'trialExhausted', message: detail || MESSAGES.trialExhausted, redirectTo: '/signup' };
}

function plainDetail(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
  return undefined;
}

/**
 * SPEC §8: "The second client retries once after refreshing the token, for 401 or 403". Whether a
 * failed call earns that one retry: it was sent signed in (a refresh cannot help a signed-out call)
 * and answered 401 or 403.
 */
export function apiAuthRetryWanted(status: number, request: ApiEventRequest): boolean {
  return (status === 401 || status === 403) && Boolean(request.idToken);
}

/** A listener of {@link ApiEvent}s. */
export type ApiEventListener = (event: ApiEvent) => void;

/** A tiny typed event channel between the base API and whoever shows alerts and redirects. */
export interface ApiEventChannel {
  emit(event: ApiEvent): void;
  /** Subscribes; returns the unsubscribe function. */
  subscribe(listener: ApiEventListener): () => void;
}

/** Creates an {@link ApiEventChannel}; listeners run in subscription order. */
export function apiEventChannelCreate(): ApiEventChannel {
  const listeners = new Set<ApiEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
