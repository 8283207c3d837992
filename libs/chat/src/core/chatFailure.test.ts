import { describe, expect, it } from 'vitest';
import { CHAT_TIME_USED_UP_MESSAGE, MESSAGES } from '@grove/api-contract';
import { chatFailureClassify } from './chatFailure';

const body = (message: string, code = 'payment_required') => ({ error: { code, message } });

describe('chatFailureClassify (SPEC §8)', () => {
  it('a 5xx from a proxy in front of an unreachable API (no Grove error body) means offline mode', () => {
    expect(chatFailureClassify({ kind: 'http', status: 500, body: null })).toEqual({ kind: 'offline' });
    expect(chatFailureClassify({ kind: 'http', status: 502, body: '<html>Bad Gateway</html>' })).toEqual({ kind: 'offline' });
  });

  it('network refused, network error and 503 mean offline mode', () => {
    expect(chatFailureClassify({ kind: 'network' })).toEqual({ kind: 'offline' });
    expect(chatFailureClassify({ kind: 'http', status: 503, body: body('down', 'unavailable') })).toEqual({ kind: 'offline' });
  });

  it('402 shows the server detail, or SPEC default text', () => {
    expect(chatFailureClassify({ kind: 'http', status: 402, body: body(MESSAGES.insufficientTokens) })).toMatchObject({ message: MESSAGES.insufficientTokens, retryable: false });
    expect(chatFailureClassify({ kind: 'http', status: 402, body: { detail: 'No more.' } })).toMatchObject({ message: 'No more.' });
    expect(chatFailureClassify({ kind: 'http', status: 402, body: null })).toMatchObject({ message: MESSAGES.trialExhausted });
  });

  it('401, 403 and 429 give their messages', () => {
    expect(chatFailureClassify({ kind: 'http', status: 401, body: null })).toMatchObject({ message: MESSAGES.authenticationFailed, retryable: false });
    expect(chatFailureClassify({ kind: 'http', status: 403, body: null })).toMatchObject({ message: MESSAGES.chatNotAllowed, retryable: false });
    expect(chatFailureClassify({ kind: 'http', status: 429, body: null })).toMatchObject({ message: MESSAGES.rateLimited, retryable: true });
  });

  it("a child's time limits (issue 18) keep the server's kind words and say why, so the chat shows them gently", () => {
    const quiet = 'It\'s quiet time now. Grove will be back at 07:00.';
    expect(chatFailureClassify({ kind: 'http', status: 403, body: body(quiet, 'locked') })).toEqual({
      kind: 'error',
      status: 403,
      message: quiet,
      retryable: false,
      reason: 'time_limit',
    });
    expect(chatFailureClassify({ kind: 'http', status: 403, body: body(CHAT_TIME_USED_UP_MESSAGE, 'daily_limit_reached') })).toMatchObject({
      message: CHAT_TIME_USED_UP_MESSAGE,
      reason: 'time_limit',
    });
    // Another refusal is not a time limit; a token daily limit is a 402 of the same code, not a 403.
    expect(chatFailureClassify({ kind: 'http', status: 403, body: body('Not yours.', 'forbidden') })).not.toHaveProperty('reason');
    expect(chatFailureClassify({ kind: 'http', status: 402, body: body('Limit for today.', 'daily_limit_reached') })).not.toHaveProperty('reason');
  });

  it('502 and other 5xx mean the mentor is unavailable, retryable; other 4xx are final', () => {
    expect(chatFailureClassify({ kind: 'http', status: 502, body: body('provider failed', 'unavailable') })).toEqual({
      kind: 'error',
      status: 502,
      message: MESSAGES.mentorUnavailable,
      retryable: true,
    });
    expect(chatFailureClassify({ kind: 'http', status: 500, body: body('oops', 'internal') })).toMatchObject({ retryable: true });
    expect(chatFailureClassify({ kind: 'http', status: 400, body: body('message must not be empty', 'bad_request') })).toMatchObject({
      message: 'message must not be empty',
      retryable: false,
    });
    expect(chatFailureClassify({ kind: 'stream', code: 'unavailable', message: 'cut' })).toMatchObject({ message: 'cut', retryable: true });
  });
});
