import { describe, expect, it } from 'vitest';
import type { ErrorEvent } from '@sentry/react';
import { sentryBeforeSend, sentryOptionsBuild } from './sentryOptions';

function event(partial: Partial<ErrorEvent>): ErrorEvent {
  return { type: undefined, ...partial } as ErrorEvent;
}

describe('Sentry options (SPEC §9)', () => {
  it('samples 10 % of traces and sessions and replays every error', () => {
    const options = sentryOptionsBuild({ dsn: 'https://k@o.example/1', environment: 'production', release: 'r1' });
    expect(options).toMatchObject({
      dsn: 'https://k@o.example/1',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(options.dataCollection).toMatchObject({ userInfo: false, cookies: false, httpBodies: [], genAI: { inputs: false, outputs: false } });
  });
});

describe('beforeSend', () => {
  it('drops reports containing 404 (SPEC §8)', () => {
    expect(sentryBeforeSend(event({ message: 'GET /api/memory/u1 failed with 404' }))).toBeNull();
    expect(sentryBeforeSend(event({ exception: { values: [{ type: 'HTTPError', value: 'Request failed: 404' }] } }))).toBeNull();
  });

  it('keeps other reports', () => {
    expect(sentryBeforeSend(event({ message: 'TypeError: x is undefined' }))?.message).toBe('TypeError: x is undefined');
  });

  it('never sends what a person wrote to the mentor', () => {
    const sent = sentryBeforeSend(
      event({
        message: 'chat failed',
        request: { url: '/api/chat', data: { message: 'I feel sad today' } },
        extra: { message: 'I feel sad today', attempt: 2 },
        contexts: { chat: { content: 'my secret', conversationId: 'c1' } },
        breadcrumbs: [
          { category: 'console', message: 'sending: I feel sad today' },
          { category: 'fetch', data: { url: '/api/chat', body: 'I feel sad today' } },
        ],
      }),
    );
    const text = JSON.stringify(sent);
    expect(text).not.toContain('sad');
    expect(text).not.toContain('secret');
    expect(sent?.extra?.attempt).toBe(2);
    expect(sent?.contexts?.chat?.conversationId).toBe('c1');
  });
});
