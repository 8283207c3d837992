/**
 * Machine-readable error codes carried in every error response (ARCHITECTURE.md "Errors").
 * The HTTP status follows SPEC §8: 401 unauthenticated, 402 trial exhausted, 429 rate limited;
 * 423 `locked` is a PIN locked after too many wrong tries.
 */
export const ERROR_CODES = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'payment_required',
  'rate_limited',
  'conflict',
  'locked',
  'unavailable',
  'internal',
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
