/** A live boolean source for the operating system's dark-scheme preference. */
export interface PrefersDarkSource {
  /** Whether the operating system currently prefers a dark scheme. */
  get(): boolean;
  /** Calls `listener` when the preference changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Creates a source that tracks `(prefers-color-scheme: dark)`; without matchMedia it reads false and never changes. */
export function prefersDarkMediaQuery(): PrefersDarkSource {
  const query =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  return {
    get: () => query?.matches ?? false,
    subscribe(listener) {
      if (query === null) return () => undefined;
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
  };
}

/** Wraps a fixed boolean as a source that never changes. */
export function prefersDarkFixed(value: boolean): PrefersDarkSource {
  return { get: () => value, subscribe: () => () => undefined };
}
