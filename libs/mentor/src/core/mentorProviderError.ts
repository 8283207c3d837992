/**
 * A provider failure the API answers with an HTTP status: 503 when the model server cannot be reached
 * in time (connection refused, DNS failure, timeout), 502 when it answered badly (an HTTP error, a
 * broken or empty stream). Aborting a call is never a `MentorProviderError`.
 */
export class MentorProviderError extends Error {
  /** The status the API responds with. */
  readonly status: 502 | 503;

  constructor(status: 502 | 503, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MentorProviderError';
    this.status = status;
  }
}
