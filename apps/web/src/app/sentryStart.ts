import { browserTracingIntegration, captureException, globalHandlersIntegration, init, replayIntegration } from '@sentry/react';
import type { WebEnv } from '../config/env';
import { sentryOptionsBuild } from '../config/sentryOptions';

/**
 * Starts the Sentry SDK and returns how to report an error. Its own module, imported dynamically by
 * errorReporter.ts: named imports let the bundler drop the SDK's parts Grove does not use (feedback,
 * canvas replay, other integrations) — a namespace import of '@sentry/react' kept them all, about
 * 57 KB gzip more for a deployment with a DSN.
 */
export function sentryStart(env: WebEnv & { sentryDsn: string }): (error: unknown, context?: Record<string, unknown>) => void {
  init({
    ...sentryOptionsBuild({ dsn: env.sentryDsn, environment: env.environment, release: env.release }),
    integrations: [
      globalHandlersIntegration({ onerror: true, onunhandledrejection: true }),
      browserTracingIntegration(),
      // Replays mask every text and input and block media: chat text never leaves the page.
      replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
  });
  return (error, context) => void captureException(error, context ? { extra: context } : undefined);
}
