import { appStateSnapshotLoad, appStateSnapshotSave, fallbackModeParse, type FallbackMode, type KeyValueStorage } from '@grove/ui-glass';

/** What Grove saves for SPEC §4's "App state is restored if it is under 5 minutes old". */
export interface AppState {
  /** The route the user was on: path, query and hash. */
  readonly path: string;
  /** The fallback mode the error boundary chose or the user picked on the error screen. */
  readonly fallbackMode: FallbackMode;
}

// Only a same-origin path may come back: '//host' or '/\host' would leave the app.
function pathIsLocal(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Reads an app state from a parsed snapshot, or null when it is not one. */
export function appStateParse(value: unknown): AppState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path, fallbackMode } = value as { path?: unknown; fallbackMode?: unknown };
  const mode = fallbackModeParse(fallbackMode);
  return pathIsLocal(path) && mode !== null ? { path, fallbackMode: mode } : null;
}

/** Loads the saved app state when it is under 5 minutes old at `now` (SPEC §4, §9), else null. */
export function appStateLoad(storage: KeyValueStorage, now: number): AppState | null {
  return appStateParse(appStateSnapshotLoad(storage, now));
}

/** Saves the app state stamped with `now`; a full or blocked storage is ignored. */
export function appStateSave(storage: KeyValueStorage, state: AppState, now: number): void {
  appStateSnapshotSave(storage, state, now);
}

/**
 * The route to go back to on this load: the saved one when the page opens at the start page '/'
 * (a phone relaunching the app after it was killed), null when the page opened anywhere else (a link
 * or a reload keeps its own route) or nothing recent was saved.
 */
export function appStateRestorePath(state: AppState | null, location: { readonly pathname: string }): string | null {
  if (state === null || location.pathname !== '/') return null;
  return state.path === '/' ? null : state.path;
}
