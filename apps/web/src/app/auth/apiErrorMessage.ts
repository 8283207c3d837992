import { errorBodyParse } from '@grove/api-contract';

/**
 * The text to show for a failed base-API call: the server's `{ error: { message } }`, the identity
 * failure of SPEC §8 ('Authentication required - please log in again', …), or `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const failure = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };
  if (typeof failure.status === 'number') return errorBodyParse(failure.data)?.error.message ?? fallback;
  if (failure.status === 'CUSTOM_ERROR' && typeof failure.error === 'string' && failure.error) return failure.error;
  return fallback;
}
