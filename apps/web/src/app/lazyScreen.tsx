import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
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

/** A lazily loaded component that can be asked to fetch its chunk ahead of rendering. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches and evaluates the chunk now; resolves once rendering it will not suspend. Never rejects. */
  preload(): Promise<void>;
};

/**
 * Lazy-loads a part of a screen, rendered inside a Suspense boundary. When the chunk cannot be fetched
 * (a deploy replaced it, the network dropped) the part becomes `failed` — SPEC's 'Failed to load
 * component' with Refresh Page by default, {@link NothingShown} for a part the page is whole without —
 * instead of throwing to the app's error boundary and taking the whole page down; the failure is reported.
 *
 * Once its chunk has arrived (through {@link PreloadableComponent.preload} or an earlier render) the
 * part renders its component directly, without suspending. Why: React 19 holds back the reveal of a
 * Suspense boundary's content for up to 300 ms after it last showed a fallback whenever anything else
 * in that render is still suspended (its fallback throttle). React.lazy suspends on its first render
 * even when the module is already loaded, so a screen preloaded while sign-in settled, with a lazy part
 * of its own, reached the screen 300 ms after its data could have been asked for (measured: the chat's
 * reads went out at 597 ms instead of ~290 ms after navigation).
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  failed: ComponentType<P> = ScreenLoadFailed,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let ready: ComponentType<P> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        ready = module.default;
        return module;
      },
      (error: unknown) => {
        errorReport(error, { kind: 'chunk-load' });
        ready = failed;
        return { default: failed };
      },
    ));
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(loadOnce);
  function LazyPart(props: P) {
    // Chosen once for each mounted part. React 19 can commit a part inside the lazy wrapper without
    // running this function again (when the chunk arrives mid-render it replays only the suspended
    // lazy element). Rendering the component directly on the next re-render would then change the
    // element's type, and React would unmount the screen and mount it afresh — losing what the person
    // had typed or chosen (the likely cause of an e2e run in which the onboarding form forgot
    // "My family"). A resolved React.lazy renders without suspending, so keeping it costs nothing.
    const [Direct] = useState<ComponentType<P> | null>(() => ready);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyPart, { preload: () => loadOnce().then(() => undefined) });
}

/**
 * Lazy-loads a screen's chunk (or a part of a screen that waits for the person to ask for it). When the
 * chunk cannot be fetched (a deploy replaced it, the network dropped) it becomes SPEC's 'Failed to load
 * component' with Refresh Page, instead of crashing the whole app; the failure is reported.
 */
export function lazyScreen<P extends object = ScreenProps>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  return lazyPart(load);
}
