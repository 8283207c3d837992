import { describe, expect, it } from 'vitest';
import { profileSwitchCheck } from './profileSwitchCheck';
import { profileSwitchCredential, profileSwitchResolve } from './profileSwitchResolve';
import { sessionStart } from './sessionState';

const T0 = 1_700_000_000_000;

describe('SPEC §5 "Switching profile": who may switch', () => {
  it('a solo user is always allowed', () => {
    expect(profileSwitchCheck({ isSolo: true, parentalControls: null })).toEqual({ allowed: true });
    expect(profileSwitchCheck({ isSolo: true, parentalControls: { parentPinSet: false } })).toEqual({ allowed: true });
  });

  it('otherwise parental controls must exist with a parent PIN', () => {
    expect(profileSwitchCheck({ isSolo: false, parentalControls: { parentPinSet: true } })).toEqual({ allowed: true });
  });

  it("else 'Please set up parental controls first'", () => {
    const refused = { allowed: false, message: 'Please set up parental controls first' };
    expect(profileSwitchCheck({ isSolo: false, parentalControls: null })).toEqual(refused);
    expect(profileSwitchCheck({ isSolo: false, parentalControls: { parentPinSet: false } })).toEqual(refused);
  });

  it('a permission error counts as allowed', () => {
    expect(profileSwitchCheck({ isSolo: false, parentalControls: 'permission-error' })).toEqual({ allowed: true });
  });
});

describe('SPEC §5 "The parent is authenticated by PIN and a child by credential. Failure returns false with no switch"', () => {
  const child = sessionStart({ type: 'child', childId: 'kid-7' }, T0);

  it('names the credential each target needs', () => {
    expect(profileSwitchCredential({ type: 'parent' })).toBe('parentPin');
    expect(profileSwitchCredential({ type: 'child', childId: 'kid-7' })).toBe('childPin');
    expect(profileSwitchCredential({ type: 'solo' })).toBe('none');
  });

  it('SPEC §6: returning from a child to the parent switches only once the parent PIN is verified', () => {
    expect(profileSwitchResolve(child, { type: 'parent' }, false, T0 + 5000)).toBe(child);
    expect(profileSwitchResolve(child, { type: 'parent' }, true, T0 + 5000)).toEqual(sessionStart({ type: 'parent' }, T0 + 5000));
  });

  it('switches to a child with a verified PIN, refreshing the activity time', () => {
    const parent = sessionStart({ type: 'parent' }, T0);
    expect(profileSwitchResolve(parent, { type: 'child', childId: 'kid-9' }, true, T0 + 60_000)).toEqual({
      activeProfileId: 'kid-9',
      activeProfileType: 'child',
      lastActivityTime: T0 + 60_000,
      isAuthenticated: true,
    });
  });

  it('a failed check from no session leaves no session', () => {
    expect(profileSwitchResolve(null, { type: 'parent' }, false, T0)).toBeNull();
  });
});
