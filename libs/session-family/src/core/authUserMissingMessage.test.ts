import { describe, expect, it } from 'vitest';
import { AUTH_WAIT_MS, authUserMissingMessage } from './authUserMissingMessage';

describe('SPEC §8 "No current user" and §9 "Auth wait: 3 s (3000 ms)"', () => {
  it('waits 3000 ms', () => {
    expect(AUTH_WAIT_MS).toBe(3000);
  });

  it('reports a timeout for a stored session that waited the full 3000 ms', () => {
    expect(authUserMissingMessage(true, 3000)).toBe('Authentication timeout - please refresh the page');
    expect(authUserMissingMessage(true, 4500)).toBe('Authentication timeout - please refresh the page');
  });

  it('asks to log in again otherwise', () => {
    expect(authUserMissingMessage(false, 3000)).toBe('Authentication required - please log in again');
    expect(authUserMissingMessage(false, 0)).toBe('Authentication required - please log in again');
    expect(authUserMissingMessage(true, 2999)).toBe('Authentication required - please log in again');
  });
});
