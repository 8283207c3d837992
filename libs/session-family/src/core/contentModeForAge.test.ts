import { describe, expect, it } from 'vitest';
import { CONTENT_MODES, contentModeForAge, type ContentMode } from './contentModeForAge';

describe('SPEC §4 "Content mode by child age": 4-8 is G, 9-14 is PG, 15 and up is FULL, anything else is G', () => {
  it.each<[number, ContentMode]>([
    [3, 'G'],
    [4, 'G'],
    [8, 'G'],
    [9, 'PG'],
    [14, 'PG'],
    [15, 'FULL'],
    [99, 'FULL'],
    [0, 'G'],
    [-1, 'G'],
    [Number.NaN, 'G'],
    [8.5, 'G'],
    [14.5, 'G'],
    [Number.POSITIVE_INFINITY, 'G'],
  ])('age %s gives %s', (age, mode) => {
    expect(contentModeForAge(age)).toBe(mode);
  });

  it('lists the three modes from gentlest to fullest', () => {
    expect(CONTENT_MODES).toEqual(['G', 'PG', 'FULL']);
  });
});
