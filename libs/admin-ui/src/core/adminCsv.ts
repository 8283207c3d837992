import Papa from 'papaparse';
import type { AdminDateRange } from './adminDateRange';

/** A cell of a CSV file: text, a number, a yes/no, or nothing (an empty cell). */
export type AdminCsvValue = string | number | boolean | null;

/** One column of a CSV export: its heading and how a row gives its cell. */
export interface AdminCsvColumn<Row> {
  header: string;
  value: (row: Row) => AdminCsvValue;
}

/**
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return at the
 * start): a display name or a note typed by anyone could otherwise execute in the admin's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A table as CSV (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote or a line break, quotes doubled), written by papaparse. Text that would start a spreadsheet
 * formula is escaped with a leading apostrophe; numbers stay numbers, so a negative balance is not.
 */
export function adminCsv<Row>(columns: readonly AdminCsvColumn<Row>[], rows: readonly Row[]): string {
  // papaparse ends a file without rows with a line break and one with rows without: none, either way.
  const text = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { quotes: false, newline: '\r\n', escapeFormulae: FORMULA_START, header: true },
  );
  return text.endsWith('\r\n') ? text.slice(0, -2) : text;
}

/** A CSV file's name: `grove-{what}-{from}-to-{to}.csv`, or `grove-{what}.csv` for a table without a range. */
export function adminCsvFileName(what: string, range?: AdminDateRange): string {
  const slug = what
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return range ? `grove-${slug}-${range.from}-to-${range.to}.csv` : `grove-${slug}.csv`;
}
