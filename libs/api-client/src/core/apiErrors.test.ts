import { describe, expect, it } from 'vitest';
import { API_NETWORK_FAILED, apiErrorMessage, apiErrorRead } from './apiErrors';

describe('apiErrorRead', () => {
  it("reads the server's message and field from a failed call", () => {
    const failure = { status: 400, data: { error: { code: 'bad_request', message: 'We keep addresses private.', field: 'body.content' } } };
    expect(apiErrorRead(failure)).toEqual({ status: 400, message: 'We keep addresses private.', field: 'body.content' });
    expect(apiErrorMessage(failure)).toBe('We keep addresses private.');
  });

  it('falls back when the server explained nothing', () => {
    expect(apiErrorRead({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({ status: 'FETCH_ERROR', message: null, field: null });
    expect(apiErrorMessage({ status: 'FETCH_ERROR' })).toBe(API_NETWORK_FAILED);
    expect(apiErrorMessage({ status: 500, data: '<html>' }, 'Try again.')).toBe('Try again.');
    expect(apiErrorMessage({ status: 400, data: { error: { code: 'bad_request', message: '' } } }, 'Try again.')).toBe('Try again.');
    expect(apiErrorRead(null)).toEqual({ status: null, message: null, field: null });
  });
});
