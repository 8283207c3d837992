import { errorBodyParse, MESSAGES } from '@grove/api-contract';

/**
 * What the app must react to after an API call, per SPEC §8: a 401 ends the session, a 402 ends the
 * trial (then /signup), a 429 asks the user to wait.
 */
export type ApiEvent =
  | { type: 'sessionTimeout'; message: string }
  | { type: 'trialExhausted'; message: string; redirectTo: '/signup' }
  | { type: 'rateLimited'; message: string };

/**
 * Maps a failed response to the event SPEC §8 requires, or `null` when the status needs none.
 * A 402 takes its message from the response detail (Grove's `{ error: { message } }` or a plain
 * `{ detail }`), else SPEC's default text.
 */
export function apiEventForStatus(status: number, body: unknown): ApiEvent | null {
  if (status === 401) return { type: 'sessionTimeout', message: MESSAGES.authenticationFailed };
  if (status === 429) return { type: 'rateLimited', message: MESSAGES.rateLimited };
  if (status === 402) {
    const detail = errorBodyParse(body)?.error.message ?? plainDetail(body);
    return { type: 'trialExhausted', message: detail || MESSAGES.trialExhausted, redirectTo: '/signup' };
  }
  return null;
}

function plainDetail(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
  return undefined;
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
