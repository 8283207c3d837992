import type { BrowserOptions, ErrorEvent } from '@sentry/react';

/** SPEC §9: error tracing sample rate 10 %, session replay 10 %, replay on error 100 %. */
export const SENTRY_SAMPLE_RATES = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;

// Keys under which chat, journal or other words a person wrote could travel in an event. Their values
// are removed before anything leaves the browser: what a family says to the mentor is never reported.
const PRIVATE_KEY = /message|content|text|prompt|journal|entry|answer|response|body|input|memory/i;

function scrubRecord(record: Record<string, unknown> | undefined): void {
  if (!record) return;
  for (const key of Object.keys(record)) {
    if (PRIVATE_KEY.test(key)) record[key] = '[removed]';
  }
}

/**
 * Removes anything a person wrote from an event: request bodies, form/extra values under private keys,
 * breadcrumb payloads and console messages (which could echo chat text).
 */
export function sentryEventScrub(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    delete event.request.data;
    delete event.request.cookies;
  }
  scrubRecord(event.extra);
  for (const context of Object.values(event.contexts ?? {})) scrubRecord(context as Record<string, unknown> | undefined);
  event.breadcrumbs = event.breadcrumbs?.map((crumb) => {
    const copy = { ...crumb };
    if (copy.category === 'console' || copy.category?.startsWith('ui.input')) copy.message = '[removed]';
    if (copy.data) {
      copy.data = { ...copy.data };
      scrubRecord(copy.data);
    }
    return copy;
  });
  return event;
}

/** SPEC §8: reports containing '404' are dropped. */
export function sentryEventMentions404(event: ErrorEvent): boolean {
  const parts = [event.message, ...(event.exception?.values ?? []).flatMap((value) => [value.type, value.value])];
  return parts.some((part) => typeof part === 'string' && part.includes('404'));
}

/** `beforeSend`: drops 404 reports and scrubs private text from the rest. */
export function sentryBeforeSend(event: ErrorEvent): ErrorEvent | null {
  if (sentryEventMentions404(event)) return null;
  return sentryEventScrub(event);
}

/** The options Grove initialises Sentry with, apart from the integrations (they need the SDK loaded). */
export function sentryOptionsBuild(input: { dsn: string; environment: string; release: string }): BrowserOptions {
  return {
    dsn: input.dsn,
    environment: input.environment,
    release: input.release,
    // Collect nothing a person typed or that identifies them: no bodies, cookies, user info,
    // query strings or AI inputs/outputs. beforeSend scrubs again, in case an integration adds some.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpBodies: [],
      urlQueryParams: false,
      genAI: { inputs: false, outputs: false },
      stackFrameVariables: false,
    },
    ...SENTRY_SAMPLE_RATES,
    beforeSend: sentryBeforeSend,
  };
}
