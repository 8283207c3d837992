import { useMemo, useState, type ReactNode } from 'react';
import {
  ADMIN_NO_FIGURE,
  adminNumberText,
  adminSortNext,
  adminSortRows,
  type AdminCsvColumn,
  type AdminCsvValue,
  type AdminSort,
  type AdminSortDirection,
} from '../index';
import { AdminCsvButton } from './AdminCsvButton';
import { AdminEmpty } from './adminDisplay';

/** One column of an {@link AdminTable}. */
export interface AdminColumn<Row> {
  /** Unique within the table; the sort refers to it. */
  id: string;
  header: string;
  /** The row's value: what the column sorts by and what the CSV file holds. */
  value: (row: Row) => AdminCsvValue;
  /** How the cell shows, when not just the value (numbers grouped, "—" for nothing). */
  cell?: (row: Row) => ReactNode;
  /** A figure: right-aligned, sorted largest first on the first click. */
  numeric?: boolean;
  /** Kept on one line (a code, a day, a time): the table scrolls sideways rather than break it. */
  nowrap?: boolean;
  /** False for a column that cannot be sorted (actions). */
  sortable?: boolean;
  /** False to leave the column out of the CSV file (actions). */
  csv?: boolean;
}

/** Props of {@link AdminTable}. */
export interface AdminTableProps<Row> {
  /** The table's name (its accessible name and the CSV button's). */
  label: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column whose cell names the row (a `<th scope="row">`). */
  rowHeader?: string;
  /** The sort it opens with; none keeps the server's order. */
  initialSort?: AdminSort | null;
  /** What an empty table says. */
  empty: ReactNode;
  /** The CSV file's name; without one there is no CSV button. */
  csvFileName?: string;
  /** Extra controls beside the CSV button (filters). */
  toolbar?: ReactNode;
  /** Under the table (paging). */
  footer?: ReactNode;
}

function sortKey(value: AdminCsvValue): string | number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value === '' ? null : value;
}

function cellClass<Row>(column: AdminColumn<Row>): string | undefined {
  const classes = [column.numeric ? 'grove-admin-table__numeric' : '', column.nowrap ? 'grove-admin-table__nowrap' : ''].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

function defaultCell(value: AdminCsvValue): ReactNode {
  if (value === null || value === '') return ADMIN_NO_FIGURE;
  if (typeof value === 'number') return adminNumberText(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/**
 * A table of the admin area: headings that sort (buttons, so Enter and Space work; `aria-sort` tells
 * a screen reader the order), figures right-aligned, a CSV export of its rows in the order shown, an
 * empty state in words, and a horizontal scroll of its own on a narrow screen instead of a page that
 * overflows.
 */
export function AdminTable<Row>({ label, columns, rows, rowKey, rowHeader, initialSort = null, empty, csvFileName, toolbar, footer }: AdminTableProps<Row>) {
  const [sort, setSort] = useState<AdminSort | null>(initialSort);
  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.id === sort.column) : undefined;
    if (!sort || !column) return rows;
    return adminSortRows(rows, (row) => sortKey(column.value(row)), sort.direction);
  }, [rows, columns, sort]);
  const csvColumns: AdminCsvColumn<Row>[] = columns.filter((column) => column.csv !== false).map((column) => ({ header: column.header, value: column.value }));

  return (
    <div className="grove-admin-table">
      {(csvFileName || toolbar) && (
        <div className="grove-admin-toolbar">
          {toolbar}
          {csvFileName && rows.length > 0 && <AdminCsvButton fileName={csvFileName} columns={csvColumns} rows={sorted} label={label} />}
        </div>
      )}
      {rows.length === 0 ? (
        <AdminEmpty>{empty}</AdminEmpty>
      ) : (
        // A focusable region, so a keyboard user can scroll a wide table sideways.
        <div className="grove-admin-table__scroll" role="region" aria-label={label} tabIndex={0}>
          <table className="grove-admin-table__table" aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) => {
                  const direction: AdminSortDirection | undefined = sort?.column === column.id ? sort.direction : undefined;
                  const className = cellClass(column);
                  if (column.sortable === false) {
                    return (
                      <th key={column.id} scope="col" className={className}>
                        {column.header}
                      </th>
                    );
                  }
                  return (
                    <th key={column.id} scope="col" className={className} aria-sort={direction ?? 'none'}>
                      <button
                        type="button"
                        className="grove-admin-table__sort"
                        onClick={() => setSort(adminSortNext(sort, column.id, column.numeric ? 'descending' : 'ascending'))}
                      >
                        {column.header}
                        <span aria-hidden="true" className="grove-admin-table__arrow">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => {
                    const content = column.cell ? column.cell(row) : defaultCell(column.value(row));
                    const className = cellClass(column);
                    return column.id === rowHeader ? (
                      <th key={column.id} scope="row" className={className}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.id} className={className}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </div>
  );
}

/** Props of {@link AdminPager}. */
export interface AdminPagerProps {
  offset: number;
  limit: number;
  total: number;
  /** What is paged, for the buttons' names ("codes"). */
  noun: string;
  onOffset: (offset: number) => void;
}

/** Paging under a list the server pages (`limit`, `offset`): "51–100 of 312 codes" with Previous and Next. */
export function AdminPager({ offset, limit, total, noun, onOffset }: AdminPagerProps) {
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav className="grove-admin-pager" aria-label={`Pages of ${noun}`}>
      <button type="button" className="grove-button grove-button--secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Previous
      </button>
      <span>
        {total === 0 ? 0 : adminNumberText(offset + 1)}–{adminNumberText(last)} of {adminNumberText(total)} {noun}
      </span>
      <button type="button" className="grove-button grove-button--secondary" disabled={last >= total} onClick={() => onOffset(offset + limit)}>
        Next
      </button>
    </nav>
  );
}
