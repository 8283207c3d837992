import { describe, expect, it } from 'vitest';
import { adminCsv, adminCsvFileName, type AdminCsvColumn } from './adminCsv';

interface Row {
  name: string;
  note: string | null;
  balance: number;
  admin: boolean;
}

const COLUMNS: AdminCsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Balance', value: (row) => row.balance },
  { header: 'Admin', value: (row) => row.admin },
];

describe('CSV export', () => {
  it('writes a heading row and CRLF line ends, quoting commas, quotes and line breaks', () => {
    const csv = adminCsv(COLUMNS, [
      { name: 'Ada, Lovelace', note: 'said "hi"', balance: 1_000_000, admin: true },
      { name: 'Sam', note: 'two\nlines', balance: 0, admin: false },
      { name: 'Pip', note: null, balance: 5, admin: false },
    ]);
    // A line break inside a field stays as typed, inside the quotes; records end with CRLF.
    expect(csv.split('\r\n')).toEqual(['Name,Note,Balance,Admin', '"Ada, Lovelace","said ""hi""",1000000,true', 'Sam,"two\nlines",0,false', 'Pip,,5,false']);
  });

  it('escapes text a spreadsheet would run as a formula, but not a negative number', () => {
    const csv = adminCsv(COLUMNS, [
      { name: '=HYPERLINK("http://x")', note: '+1', balance: -250, admin: false },
      { name: '@SUM(A1)', note: '-2', balance: 3, admin: false },
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://x"")","'+1",-250,false`);
    expect(second).toBe(`"'@SUM(A1)","'-2",3,false`);
  });

  it('writes only the heading for an empty table', () => {
    expect(adminCsv(COLUMNS, [])).toBe('Name,Note,Balance,Admin');
  });

  it('names the file after the table and its range', () => {
    expect(adminCsvFileName('Token monitor: reconciliation', { from: '2026-10-05', to: '2026-11-03' })).toBe('grove-token-monitor-reconciliation-2026-10-05-to-2026-11-03.csv');
    expect(adminCsvFileName('Codes')).toBe('grove-codes.csv');
  });
});
