import { describe, expect, it } from 'vitest';
import { sessionParse, sessionRestoreOnLoad } from './sessionParse';
import { sessionStart } from './sessionState';

const T0 = 1_700_000_000_000;
const parent = sessionStart({ type: 'parent' }, T0);
const child = sessionStart({ type: 'child', childId: 'kid-7' }, T0);
const solo = sessionStart({ type: 'solo' }, T0);

describe('SPEC §4 "Session": a session loaded after more than 24 hours of inactivity is expired', () => {
  it('loads a stored session from its JSON text or its parsed value', () => {
    expect(sessionParse(JSON.stringify(child), T0 + 1000)).toEqual(child);
    expect(sessionParse(parent, T0)).toEqual(parent);
  });

  it('loads at exactly 24 hours and refuses 1 ms later', () => {
    expect(sessionParse(JSON.stringify(solo), T0 + 86_400_000)).toEqual(solo);
    expect(sessionParse(JSON.stringify(solo), T0 + 86_400_001)).toBeNull();
  });

  it('drops fields it does not know', () => {
    expect(sessionParse({ ...child, extra: 1 }, T0)).toEqual(child);
  });
});

describe('SPEC §8 "Session load failure: clears the session": malformed stored sessions read as none', () => {
  it.each<[string, unknown]>([
    ['text that is not JSON', '{not json'],
    ['null', null],
    ['a number', 42],
    ['the JSON null', 'null'],
    ['an empty object', {}],
    ['an empty profile id', { ...child, activeProfileId: '' }],
    ['an unknown profile type', { ...child, activeProfileType: 'admin' }],
    ['a parent type with a child id', { ...parent, activeProfileId: 'kid-7' }],
    ["a child type with the id 'parent'", { ...child, activeProfileId: 'parent' }],
    ["a child type with the id 'solo'", { ...child, activeProfileId: 'solo' }],
    ['an activity time that is text', { ...child, lastActivityTime: String(T0) }],
    ['an activity time that is not finite', { ...child, lastActivityTime: Number.NaN }],
    ['an authentication flag that is text', { ...child, isAuthenticated: 'yes' }],
  ])('%s', (_name, raw) => {
    expect(sessionParse(raw, T0)).toBeNull();
  });
});

describe('SPEC §4 "Session": a page refresh clears the session for family accounts', () => {
  it('never restores a family session on load, however fresh', () => {
    expect(sessionRestoreOnLoad(JSON.stringify(parent), 'family', T0)).toBeNull();
    expect(sessionRestoreOnLoad(JSON.stringify(child), 'family', T0)).toBeNull();
  });

  it('restores nothing while the account type is unknown', () => {
    expect(sessionRestoreOnLoad(JSON.stringify(solo), null, T0)).toBeNull();
  });

  it('restores a solo session unless it expired', () => {
    expect(sessionRestoreOnLoad(JSON.stringify(solo), 'solo', T0 + 60_000)).toEqual(solo);
    expect(sessionRestoreOnLoad(JSON.stringify(solo), 'solo', T0 + 86_400_001)).toBeNull();
    expect(sessionRestoreOnLoad(null, 'solo', T0)).toBeNull();
  });

  it('does not restore a parent or child session for a solo account', () => {
    expect(sessionRestoreOnLoad(JSON.stringify(parent), 'solo', T0)).toBeNull();
    expect(sessionRestoreOnLoad(JSON.stringify(child), 'solo', T0)).toBeNull();
  });
});
