import { createContext, useContext, useState } from 'react';
import { adminCsv, type AdminCsvColumn } from '../index';
import { adminBrowserDownload, type AdminDownload } from './adminDownload';

/**
 * Where CSV files go: the browser's download in the app; previews and tests provide their own to see
 * the file that would have been saved.
 */
export const AdminDownloadContext = createContext<AdminDownload>(adminBrowserDownload);

/** Props of {@link AdminCsvButton}. */
export interface AdminCsvButtonProps<Row> {
  /** The file's name (`adminCsvFileName`). */
  fileName: string;
  columns: readonly AdminCsvColumn<Row>[];
  rows: readonly Row[];
  /**
   * What the table is, for the button's accessible name ("Download CSV: Codes"). The name starts with
   * the visible words, so a voice-control user who says what they see reaches it (WCAG 2.5.3).
   */
  label: string;
}

/** Downloads a table as a CSV file; says it did, since a download leaves no trace on the page. */
export function AdminCsvButton<Row>({ fileName, columns, rows, label }: AdminCsvButtonProps<Row>) {
  const download = useContext(AdminDownloadContext);
  const [saved, setSaved] = useState(false);
  return (
    <span className="grove-admin-csv">
      <button
        type="button"
        className="grove-button grove-button--secondary grove-admin-csv__button"
        aria-label={`Download CSV: ${label}`}
        onClick={() => {
          download(fileName, adminCsv(columns, rows), 'text/csv;charset=utf-8');
          setSaved(true);
        }}
      >
        Download CSV
      </button>
      <span role="status" className="grove-admin__muted">
        {saved ? `Saved ${fileName}` : ''}
      </span>
    </span>
  );
}
