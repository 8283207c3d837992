import { describe, expect, it } from 'vitest';
import { displayNameValidate, emailValidate, passwordConfirmValidate, passwordNewValidate, passwordPresentValidate } from './authFormValidate';

describe('auth form rules', () => {
  it('checks email addresses loosely', () => {
    expect(emailValidate('')).toBe('Enter your email address.');
    expect(emailValidate('ada')).toBe('Enter a valid email address, like name@example.com.');
    expect(emailValidate('ada@example')).not.toBeNull();
    expect(emailValidate(' ada@example.com ')).toBeNull();
  });

  it('needs a password to sign in, and 8 characters for a new one that is typed twice alike', () => {
    expect(passwordPresentValidate('')).toBe('Enter your password.');
    expect(passwordPresentValidate('x')).toBeNull();
    expect(passwordNewValidate('')).toBe('Choose a password.');
    expect(passwordNewValidate('1234567')).toBe('Use at least 8 characters.');
    expect(passwordNewValidate('12345678')).toBeNull();
    expect(passwordConfirmValidate('12345678', '')).toBe('Type your password again.');
    expect(passwordConfirmValidate('12345678', '12345679')).toBe('The passwords do not match.');
    expect(passwordConfirmValidate('12345678', '12345678')).toBeNull();
  });

  it('needs a display name of 1 to 60 characters', () => {
    expect(displayNameValidate('   ')).toBe('Enter your name.');
    expect(displayNameValidate('a'.repeat(61))).toBe('Use at most 60 characters.');
    expect(displayNameValidate(` ${'a'.repeat(60)} `)).toBeNull();
  });
});
