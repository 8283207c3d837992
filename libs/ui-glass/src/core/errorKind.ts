/** The kinds of error the recovery rules of SPEC §4 tell apart. */
export const ERROR_KINDS = ['network', 'component', 'storage', 'memory', 'other'] as const;
/** One of {@link ERROR_KINDS}. */
export type ErrorKind = (typeof ERROR_KINDS)[number];

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name} ${error.message}`;
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return `${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : ''}`;
  }
  return String(error);
}

/**
 * Classifies an error by its name and message (SPEC §4): network or fetch errors are 'network';
 * chunk, component or render errors 'component'; storage or quota errors 'storage';
 * out-of-memory errors 'memory'; anything else 'other'.
 */
export function errorKindClassify(error: unknown): ErrorKind {
  const text = errorText(error).toLowerCase();
  if (text.includes('network') || text.includes('fetch')) return 'network';
  if (text.includes('chunk') || text.includes('component') || text.includes('render')) return 'component';
  if (text.includes('storage') || text.includes('quota')) return 'storage';
  if (text.includes('out of memory')) return 'memory';
  return 'other';
}
