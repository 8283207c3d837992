import { lazy, type ComponentType } from 'react';
import { ComponentLoadError } from '@grove/ui-glass/react';
import { errorReport } from './errorReporter';

/** The props every routed screen receives: the path's parameters. */
export interface ScreenProps {
  params: Record<string, string>;
}

function ScreenLoadFailed() {
  return <ComponentLoadError />;
}

/**
 * Lazy-loads a screen's chunk (or a part of a screen that waits for the person to ask for it). When the
 * chunk cannot be fetched (a deploy replaced it, the network dropped) it becomes SPEC's 'Failed to load
 * component' with Refresh Page, instead of crashing the whole app; the failure is reported.
 */
export function lazyScreen<P extends object = ScreenProps>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return lazy<ComponentType<P>>(() =>
    load().catch((error: unknown) => {
      errorReport(error, { kind: 'chunk-load' });
      return { default: ScreenLoadFailed };
    }),
  );
}
