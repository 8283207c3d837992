/** Which way a column is sorted (the words of `aria-sort`). */
export type AdminSortDirection = 'ascending' | 'descending';

/** A table's sort: the column's id and the direction. */
export interface AdminSort {
  column: string;
  direction: AdminSortDirection;
}

/** A value a column sorts by: text, a number, or nothing (always last). */
export type AdminSortValue = string | number | null;

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function compare(a: AdminSortValue, b: AdminSortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Rows sorted by a column's value, stably (rows that tie keep the server's order). Rows without a
 * value go last whichever the direction, so "—" never tops a list sorted either way.
 */
export function adminSortRows<Row>(rows: readonly Row[], value: (row: Row) => AdminSortValue, direction: AdminSortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      return compare(a.key, b.key) * sign || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/**
 * The sort after a click on a column's heading: the same column flips; another column starts with its
 * natural direction (figures largest first, words A to Z).
 */
export function adminSortNext(current: AdminSort | null, column: string, firstDirection: AdminSortDirection): AdminSort {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: firstDirection };
}
