/**
 * Friendly words for the sign-in provider's common error codes. Codes not listed here fall back to
 * the provider's own message (SPEC §8 "Auth errors").
 */
export const AUTH_ERROR_TEXTS: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'Email or password is wrong.',
  'auth/invalid-login-credentials': 'Email or password is wrong.',
  'auth/wrong-password': 'Email or password is wrong.',
  'auth/user-not-found': 'Email or password is wrong.',
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead, or reset your password.',
  'auth/weak-password': 'Choose a stronger password: at least 8 characters.',
  'auth/user-disabled': 'This account has been switched off.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before you signed in.',
  'auth/cancelled-popup-request': 'The Google window was closed before you signed in.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential':
    'This email already has a Grove account with a password. Sign in with your email and password.',
  'auth/requires-recent-login': 'For your safety, sign out, sign in again and then try once more.',
  'auth/operation-not-allowed': 'This way of signing in is not switched on for Grove.',
};

function errorField(error: unknown, field: 'code' | 'message'): string | null {
  if (typeof error !== 'object' || error === null || !(field in error)) return null;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The text to show for a failed sign-in call: Grove's words for a known code, else the provider's
 * message without its "Firebase:" prefix and code suffix, else `fallback` (SPEC §8: 'Failed to sign
 * in', 'Failed to create account', 'Failed to send reset password email', 'Failed to sign out').
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  const code = errorField(error, 'code');
  if (code !== null && code in AUTH_ERROR_TEXTS) return AUTH_ERROR_TEXTS[code];
  const message = errorField(error, 'message');
  if (message === null) return fallback;
  const text = message
    .replace(/^Firebase:\s*/i, '')
    .replace(/\s*\(auth\/[^)]*\)\.?$/, '')
    .trim();
  // "Firebase: Error (auth/some-code)." carries no words once the code is gone.
  return text === '' || /^error\.?$/i.test(text) ? fallback : text;
}
