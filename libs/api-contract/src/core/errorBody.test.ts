import { describe, expect, it } from 'vitest';
import { errorBody, errorBodyParse } from './errorBody';
import { ErrorBodySchema } from './errorBodySchema';
import { SystemStatusSchema } from './system';

describe('error body', () => {
  it('names the field of a bad request', () => {
    expect(errorBody('bad_request', 'age must be a number', 'body.age')).toEqual({
      error: { code: 'bad_request', message: 'age must be a number', field: 'body.age' },
    });
  });

  it('leaves the field out when there is none', () => {
    expect(errorBody('forbidden', 'Not yours')).toEqual({ error: { code: 'forbidden', message: 'Not yours' } });
  });

  it('parses a server error body and refuses anything else', () => {
    expect(errorBodyParse({ error: { code: 'rate_limited', message: 'slow down' } })?.error.code).toBe('rate_limited');
    expect(errorBodyParse({ detail: 'nope' })).toBeNull();
    expect(errorBodyParse({ error: { code: 'made_up', message: 'x' } })).toBeNull();
  });

  it("reads the 402 codes that tell the trial's exhausted allowance from an account's spent tokens", () => {
    for (const code of ['trial_exhausted', 'insufficient_tokens', 'daily_limit_reached'] as const) {
      expect(errorBodyParse({ error: { code, message: 'out' } })?.error.code).toBe(code);
      expect(ErrorBodySchema.safeParse({ error: { code, message: 'out' } }).success).toBe(true);
    }
  });

  it('the hand-written reader agrees with the zod schema', () => {
    const samples: unknown[] = [
      { error: { code: 'forbidden', message: 'no' } },
      { error: { code: 'bad_request', message: 'age', field: 'body.age' } },
      { error: { code: 'bad_request', message: 'age', field: 7 } },
      { error: { code: 'nope', message: 'x' } },
      { error: { code: 'internal' } },
      { error: null },
      { error: 'text' },
      { detail: 'x' },
      null,
      'error',
      42,
    ];
    for (const sample of samples) {
      const schema = ErrorBodySchema.safeParse(sample);
      expect(errorBodyParse(sample), JSON.stringify(sample)).toEqual(schema.success ? schema.data : null);
    }
  });
});

describe('system status', () => {
  it('accepts what the API sends and rejects a negative uptime', () => {
    const ok = {
      status: 'ok',
      version: '0.1.0',
      uptimeSeconds: 3,
      startedAt: '2026-11-22T03:00:00.000Z',
      database: { kind: 'pglite', healthy: true },
      mentor: { provider: 'auto', mind: 'model', model: 'llama3.2', server: 'http://127.0.0.1:11434' },
    };
    expect(SystemStatusSchema.parse(ok)).toEqual(ok);
    expect(SystemStatusSchema.safeParse({ ...ok, uptimeSeconds: -1 }).success).toBe(false);
  });
});
