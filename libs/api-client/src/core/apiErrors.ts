import { errorBodyParse } from '@grove/api-contract';

/** A failed call as a screen reads it. */
export interface ApiErrorRead {
  /** The HTTP status, RTK Query's string status ('FETCH_ERROR', …), or `null` when unknown. */
  status: number | string | null;
  /** The server's message (`{ error: { message } }`), e.g. SPEC's wording for a refusal. */
  message: string | null;
  /** The request field the server named for a 400 (`body.content`). */
  field: string | null;
}

/** What to say when the server explained nothing (network down, no answer). */
export const API_NETWORK_FAILED = 'Grove could not be reached. Check your connection and try again.';

/**
 * Reads an RTK Query error: the status and the server's `{ error: { message, field } }` (ARCHITECTURE.md
 * "Errors"), so a screen shows the server's own words and a form keeps what was typed. One reader for
 * every domain's endpoints (memories, the journal, …).
 */
export function apiErrorRead(error: unknown): ApiErrorRead {
  const none: ApiErrorRead = { status: null, message: null, field: null };
  if (typeof error !== 'object' || error === null) return none;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (typeof status === 'number') {
    const body = errorBodyParse(data);
    // An empty message explains nothing: the caller's own words are better.
    return { status, message: body?.error.message || null, field: body?.error.field ?? null };
  }
  if (typeof status === 'string') return { ...none, status };
  return none;
}

/** What to tell a person about a failed call: the server's message, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string = API_NETWORK_FAILED): string {
  return apiErrorRead(error).message ?? fallback;
}
