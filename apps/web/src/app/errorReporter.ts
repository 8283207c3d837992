import type { WebEnv } from '../config/env';

type Capture = (error: unknown, context?: Record<string, unknown>) => void;

let capture: Capture | null = null;
// 'off' once we know no DSN is configured: then nothing is kept for later.
let reporting: 'pending' | 'on' | 'off' = 'pending';
// Errors raised before the SDK has loaded wait here (bounded) and are sent once it is ready.
const early: Array<[unknown, Record<string, unknown> | undefined]> = [];
const EARLY_LIMIT = 20;

/**
 * Starts error reporting when a DSN is configured. The SDK is loaded on demand so that a deployment
 * without Sentry ships none of its code, and the home page stays inside its bundle budget.
 * Global errors and unhandled rejections are caught by the SDK's global-handlers integration.
 */
export async function errorReporterStart(env: WebEnv): Promise<boolean> {
  if (!env.sentryDsn) {
    reporting = 'off';
    early.length = 0;
    return false;
  }
  const { sentryStart } = await import('./sentryStart');
  capture = sentryStart({ ...env, sentryDsn: env.sentryDsn });
  reporting = 'on';
  for (const [error, context] of early.splice(0)) capture(error, context);
  return true;
}

/** Reports an error caught by the app (error boundaries, failed chunks); a no-op without Sentry. */
export function errorReport(error: unknown, context?: Record<string, unknown>): void {
  if (capture) capture(error, context);
  else if (reporting === 'pending' && early.length < EARLY_LIMIT) early.push([error, context]);
}
