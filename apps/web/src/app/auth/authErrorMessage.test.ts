import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './authErrorMessage';

describe('authErrorMessage', () => {
  it('gives Grove’s words for common provider codes', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' }, 'Failed to sign in')).toBe(
      'Email or password is wrong.',
    );
    expect(authErrorMessage({ code: 'auth/email-already-in-use' }, 'Failed to create account')).toMatch(/already exists/);
    expect(authErrorMessage({ code: 'auth/weak-password' }, 'Failed to create account')).toBe('Choose a stronger password: at least 8 characters.');
  });

  it('otherwise shows the provider message without its prefix and code (SPEC §8)', () => {
    expect(
      authErrorMessage({ code: 'auth/quota-exceeded', message: 'Firebase: The project quota was exceeded (auth/quota-exceeded).' }, 'Failed to sign in'),
    ).toBe('The project quota was exceeded');
    expect(authErrorMessage(new Error('Something odd happened'), 'Failed to sign in')).toBe('Something odd happened');
  });

  it('falls back to SPEC §8’s text when the provider says nothing useful', () => {
    expect(authErrorMessage({ code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' }, 'Failed to sign out')).toBe(
      'Failed to sign out',
    );
    expect(authErrorMessage(undefined, 'Failed to create account')).toBe('Failed to create account');
    expect(authErrorMessage({ message: '  ' }, 'Failed to send reset password email')).toBe('Failed to send reset password email');
  });
});
