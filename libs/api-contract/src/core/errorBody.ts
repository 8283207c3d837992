/**
 * Machine-readable error codes carried in every error response (ARCHITECTURE.md "Errors").
 * The HTTP status follows SPEC §8: 401 unauthenticated, 402 trial exhausted, 429 rate limited;
 * 423 `locked` is a PIN locked after too many wrong tries. A 402 names whose tokens ran out:
 * `trial_exhausted` is the anonymous trial's (only it sends the browser to /signup, SPEC §8), while
 * `insufficient_tokens` and `daily_limit_reached` are an account's (its balance or today's limit);
 * `payment_required` is a 402 that says neither. Issue 18: a 403 `daily_limit_reached` is a child's chat
 * time for today used up and a 403 `locked` a child's quiet hours (the status tells them from the 402
 * and the 423 of the same codes); a 403 `consent_required` is a child added before the parent agreed
 * to the child privacy notice; a 401 `reauthentication_required` is a parent PIN reset without a
 * password entered in the last 5 minutes. Issue 19: a 409 `already_joined` is a join by an account that
 * already joined or is not new, a 410 `invitation_unusable` a join with a code that is expired, used up,
 * revoked or unknown. Issue 22: a 413 `payload_too_large` is a body over the API's body limit, a 415
 * `unsupported_media_type` a body in a content type the API does not read, and a 408
 * `request_timeout` a request the client did not finish sending in time.
 */
export const ERROR_CODES = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'payment_required',
  'trial_exhausted',
  'insufficient_tokens',
  'daily_limit_reached',
  'rate_limited',
  'conflict',
  'locked',
  'unavailable',
  'internal',
  'consent_required',
  'reauthentication_required',
  'already_joined',
  'invitation_unusable',
  'payload_too_large',
  'unsupported_media_type',
  'request_timeout',
] as const;

/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error response: `{ error: { code, message, field? } }`. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** For a 400: the request field that was wrong, as a dotted path (e.g. `body.age`). */
    field?: string;
  };
}

/** Builds an error body; the one way server code shapes an error. */
export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * Reads an error body from an unknown response payload, or `null` when it is not one.
 * Hand-written rather than `ErrorBodySchema.safeParse`: the browser reads every failed response with
 * it, and this keeps zod (~50 KB gzip) out of the web app's first load. A test holds the two equal.
 */
export function errorBodyParse(payload: unknown): ErrorBody | null {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return null;
  const error: unknown = payload.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, field } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !CODES.has(code) || typeof message !== 'string') return null;
  if (field !== undefined && typeof field !== 'string') return null;
  return errorBody(code as ErrorCode, message, field);
}

/** The 402 codes of an account whose tokens cannot pay (its balance, or today's limit): never the trial's. */
export const ACCOUNT_TOKEN_ERROR_CODES = ['insufficient_tokens', 'daily_limit_reached'] as const satisfies readonly ErrorCode[];

/** One of {@link ACCOUNT_TOKEN_ERROR_CODES}. */
export type AccountTokenErrorCode = (typeof ACCOUNT_TOKEN_ERROR_CODES)[number];
