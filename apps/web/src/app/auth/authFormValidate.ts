/** The shortest password Grove accepts (Firebase's own floor is 6; 8 is the common advice). */
export const PASSWORD_MIN_LENGTH = 8;

/** The longest display name the API accepts (`UserPatchSchema`: 1 to 60 characters). */
export const DISPLAY_NAME_MAX_LENGTH = 60;

// Deliberately loose: one @ with something on both sides and a dot in the domain. The provider has
// the final word; this only catches slips before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The error for an email field, or null when it looks like an address. */
export function emailValidate(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Enter your email address.';
  return EMAIL_SHAPE.test(value) ? null : 'Enter a valid email address, like name@example.com.';
}

/** The error for a password being signed in with, or null (any non-empty password may be tried). */
export function passwordPresentValidate(password: string): string | null {
  return password === '' ? 'Enter your password.' : null;
}

/** The error for a new password, or null when it is long enough. */
export function passwordNewValidate(password: string): string | null {
  if (password === '') return 'Choose a password.';
  return password.length < PASSWORD_MIN_LENGTH ? `Use at least ${PASSWORD_MIN_LENGTH} characters.` : null;
}

/** The error for the repeated new password, or null when it matches. */
export function passwordConfirmValidate(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Type your password again.';
  return confirmation === password ? null : 'The passwords do not match.';
}

/** The error for a display name, or null when it has 1 to 60 characters after trimming. */
export function displayNameValidate(name: string): string | null {
  const value = name.trim();
  if (value === '') return 'Enter your name.';
  return value.length > DISPLAY_NAME_MAX_LENGTH ? `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.` : null;
}
