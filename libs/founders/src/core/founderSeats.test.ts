import { describe, expect, it } from 'vitest';
import { founderSeatPick } from './founderSeats';

describe('founderSeatPick', () => {
  it('seats follow the order of joining: the first is 1, then the one after the highest', () => {
    expect(founderSeatPick({ taken: [], reserved: [], range: null })).toBe(1);
    expect(founderSeatPick({ taken: [1, 2, 3], reserved: [], range: null })).toBe(4);
    // A gap left by a deleted account is not handed out again: numbers keep the order of joining.
    expect(founderSeatPick({ taken: [1, 3], reserved: [], range: null })).toBe(4);
  });

  it('steps over the blocks reserved for invitations, and does not count seats given inside them', () => {
    expect(founderSeatPick({ taken: [1, 2], reserved: [{ from: 3, to: 10 }], range: null })).toBe(11);
    expect(founderSeatPick({ taken: [1, 2, 3, 4], reserved: [{ from: 3, to: 10 }], range: null })).toBe(11);
    expect(founderSeatPick({ taken: [1, 2, 900], reserved: [{ from: 900, to: 999 }], range: null })).toBe(3);
    expect(founderSeatPick({ taken: [1], reserved: [{ from: 2, to: 3 }, { from: 4, to: 5 }], range: null })).toBe(6);
  });

  it('an invitation with a block gives its lowest free seat, and none once the block is full', () => {
    expect(founderSeatPick({ taken: [1, 2], reserved: [{ from: 100, to: 102 }], range: { from: 100, to: 102 } })).toBe(100);
    expect(founderSeatPick({ taken: [100, 102], reserved: [{ from: 100, to: 102 }], range: { from: 100, to: 102 } })).toBe(101);
    expect(founderSeatPick({ taken: [100, 101, 102], reserved: [{ from: 100, to: 102 }], range: { from: 100, to: 102 } })).toBeNull();
  });
});
