import { describe, expect, it } from 'vitest';
import { adminSortNext, adminSortRows } from './adminSort';

const ROWS = [
  { id: 'a', name: 'beta', tokens: 10 },
  { id: 'b', name: 'Alpha', tokens: null },
  { id: 'c', name: 'item 10', tokens: 10 },
  { id: 'd', name: 'item 9', tokens: 300 },
];

describe('table sorting', () => {
  it('sorts figures either way, keeps ties in the server’s order and puts missing figures last', () => {
    expect(adminSortRows(ROWS, (row) => row.tokens, 'descending').map((row) => row.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(adminSortRows(ROWS, (row) => row.tokens, 'ascending').map((row) => row.id)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('sorts words without regard to case and numbers inside them by value', () => {
    expect(adminSortRows(ROWS, (row) => row.name, 'ascending').map((row) => row.name)).toEqual(['Alpha', 'beta', 'item 9', 'item 10']);
  });

  it('flips the same column and starts another in its natural direction', () => {
    expect(adminSortNext(null, 'tokens', 'descending')).toEqual({ column: 'tokens', direction: 'descending' });
    expect(adminSortNext({ column: 'tokens', direction: 'descending' }, 'tokens', 'descending')).toEqual({ column: 'tokens', direction: 'ascending' });
    expect(adminSortNext({ column: 'tokens', direction: 'ascending' }, 'name', 'ascending')).toEqual({ column: 'name', direction: 'ascending' });
  });
});
