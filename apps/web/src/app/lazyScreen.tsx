import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ComponentLoadError } from '@grove/ui-glass/react';
import { errorReport } from './errorReporter';

/** The props every routed screen receives: the path's parameters. */
export interface ScreenProps {
  params: Record<string, string>;
}

function ScreenLoadFailed() {
  return <ComponentLoadError />;
}

/** What a decorative lazy part (an avatar, a count in the navigation) shows when its chunk fails: nothing. */
export function NothingShown() {
  return null;
}

/**
 * Lazy-loads a part of a screen, rendered inside a Suspense boundary. When the chunk cannot be fetched
 * (a deploy replaced it, the network dropped) the part becomes `failed` — SPEC's 'Failed to load
 * component' with Refresh Page by default, {@link NothingShown} for a part the page is whole without —
 * instead of throwing to the app's error boundary and taking the whole page down; the failure is reported.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  failed: ComponentType<P> = ScreenLoadFailed,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((error: unknown) => {
      errorReport(error, { kind: 'chunk-load' });
      return { default: failed };
    }),
  );
}

/**
 * Lazy-loads a screen's chunk (or a part of a screen that waits for the person to ask for it). When the
 * chunk cannot be fetched (a deploy replaced it, the network dropped) it becomes SPEC's 'Failed to load
 * component' with Refresh Page, instead of crashing the whole app; the failure is reported.
 */
export function lazyScreen<P extends object = ScreenProps>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  return lazyPart(load);
}
