import type { ErrorKind } from './errorKind';

// SPEC §2 and §4: the error screen's mode buttons and the fallback modes of error recovery.
/** The modes the app can fall back to after an error (SPEC §2, §4). */
export const FALLBACK_MODES = ['hosted-database', 'local', 'minimal'] as const;
/** One of {@link FALLBACK_MODES}. */
export type FallbackMode = (typeof FALLBACK_MODES)[number];

/** The mode the app runs in before any error. */
export const FALLBACK_MODE_DEFAULT: FallbackMode = 'hosted-database';

/** Reads a fallback mode from any value, or null when it is not one. */
export function fallbackModeParse(value: unknown): FallbackMode | null {
  return typeof value === 'string' && (FALLBACK_MODES as readonly string[]).includes(value) ? (value as FallbackMode) : null;
}

/** The fallback mode for an error kind (SPEC §4): network gives local, component gives minimal, others hosted-database. */
export function fallbackModeForErrorKind(kind: ErrorKind): FallbackMode {
  switch (kind) {
    case 'network':
      return 'local';
    case 'component':
      return 'minimal';
    default:
      return 'hosted-database';
  }
}
