import { describe, expect, it } from 'vitest';
import { errorBody } from '@grove/api-contract';
import { JOURNAL_NETWORK_FAILED, journalApiErrorMessage, journalApiErrorRead, journalApiErrorRetryable } from './journalApi';

describe('reading a failed journal call', () => {
  it('gives the server’s message and field', () => {
    const error = { status: 400, data: errorBody('bad_request', 'body.tags: a tag must not be empty', 'body.tags') };
    expect(journalApiErrorRead(error)).toEqual({ status: 400, message: 'body.tags: a tag must not be empty', field: 'body.tags' });
    expect(journalApiErrorMessage(error)).toBe('body.tags: a tag must not be empty');
  });

  it('falls back to the journal’s words when the server said nothing', () => {
    expect(journalApiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(JOURNAL_NETWORK_FAILED);
    expect(journalApiErrorMessage({ status: 500, data: 'oops' }, 'Try again.')).toBe('Try again.');
    expect(journalApiErrorRead(undefined)).toEqual({ status: null, message: null, field: null });
  });

  it('keeps an entry for later when the API was away, refuses it when the request itself is wrong', () => {
    for (const status of ['FETCH_ERROR', 'TIMEOUT_ERROR', 500, 502, 503, 429, 401, 408]) expect(journalApiErrorRetryable({ status })).toBe(true);
    for (const status of [400, 403, 404, 409]) expect(journalApiErrorRetryable({ status, data: errorBody('bad_request', 'no') })).toBe(false);
  });
});
