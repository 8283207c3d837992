import { errorBodyParse, MESSAGES } from '@grove/api-contract';

/** How a chat send ended without a reply, as the transport saw it. */
export type ChatSendProblem =
  /** fetch rejected before any answer: connection refused, DNS, a dropped connection. */
  | { kind: 'network' }
  /** The server answered with a non-2xx status (JSON `{error:{code,message}}` before streaming). */
  | { kind: 'http'; status: number; body: unknown }
  /** No identity to send with (the sign-in provider failed): the message is ready to show. */
  | { kind: 'auth'; message: string }
  /** The stream began and then ended with an `error` event. */
  | { kind: 'stream'; code: string; message: string };

/** What the chat does about a {@link ChatSendProblem}. */
export type ChatFailure =
  /** SPEC §8: the mentor answers with the offline-mode text (0 tokens) and the message is queued. */
  | { kind: 'offline' }
  /**
   * The message failed: show `message` with Retry. `retryable` says whether the same request may
   * succeed later unchanged (the outbox keeps such entries; a non-retryable 4xx is dropped from it).
   */
  | { kind: 'error'; status: number | null; message: string; retryable: boolean; reason?: ChatFailureReason };

/**
 * Why a send was refused, when the chat words it differently from a failure: `time_limit` is a child's
 * chat time (issue 18: quiet hours, `locked`, or today's minutes used up, `daily_limit_reached`) — a
 * rule the parent set, not something that went wrong, so it is shown kindly.
 */
export type ChatFailureReason = 'time_limit';

/** The 403 codes of a child's time limits (issue 18). */
const TIME_LIMIT_CODES: ReadonlySet<string> = new Set(['locked', 'daily_limit_reached']);

function serverMessage(body: unknown): string | null {
  const parsed = errorBodyParse(body);
  if (parsed) return parsed.error.message;
  if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string' && body.detail) return body.detail;
  return null;
}

/**
 * Classifies a failed chat send (SPEC §8): network refused, network error or 503 → offline mode (also
 * a 5xx that a proxy gave because the API was unreachable: one without Grove's error body);
 * 402 → the server's detail (else SPEC's default); 401, 403 and 429 → their messages (a 403 of a
 * child's time limits, `locked` or `daily_limit_reached`, with the `time_limit` reason); 502 and other
 * 5xx → the mentor is unavailable, retryable; another 4xx → the server's message, not retryable.
 */
export function chatFailureClassify(problem: ChatSendProblem): ChatFailure {
  if (problem.kind === 'network') return { kind: 'offline' };
  if (problem.kind === 'auth') return { kind: 'error', status: 401, message: problem.message || MESSAGES.authenticationFailed, retryable: false };
  if (problem.kind === 'stream') {
    return { kind: 'error', status: null, message: problem.message || MESSAGES.mentorUnavailable, retryable: true };
  }
  const { status, body } = problem;
  if (status === 503) return { kind: 'offline' };
  // A 5xx without Grove's error body did not come from the API: a proxy or gateway in front of it
  // answered because the API could not be reached, which is a network error by another name.
  if (status >= 500 && errorBodyParse(body) === null) return { kind: 'offline' };
  if (status === 401) return { kind: 'error', status, message: MESSAGES.authenticationFailed, retryable: false };
  if (status === 402) return { kind: 'error', status, message: serverMessage(body) ?? MESSAGES.trialExhausted, retryable: false };
  if (status === 403) {
    const code = errorBodyParse(body)?.error.code;
    const message = serverMessage(body) ?? MESSAGES.chatNotAllowed;
    if (code !== undefined && TIME_LIMIT_CODES.has(code)) return { kind: 'error', status, message, retryable: false, reason: 'time_limit' };
    return { kind: 'error', status, message, retryable: false };
  }
  if (status === 429) return { kind: 'error', status, message: MESSAGES.rateLimited, retryable: true };
  if (status === 408) return { kind: 'error', status, message: MESSAGES.mentorUnavailable, retryable: true };
  if (status >= 500) return { kind: 'error', status, message: MESSAGES.mentorUnavailable, retryable: true };
  return { kind: 'error', status, message: serverMessage(body) ?? MESSAGES.somethingWentWrong, retryable: false };
}
