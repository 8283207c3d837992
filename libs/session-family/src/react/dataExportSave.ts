import type { DataExportFile } from './familyOverviewApi';

/** Hands a downloaded file to the person (the browser saves it under its name). */
export type DataExportSave = (file: DataExportFile) => void;

/**
 * Saves a file in the browser through a temporary object URL and a download link: the file was
 * fetched with the app's own sign-in headers, which a bare link to the API would not carry.
 */
export function dataExportSaveBrowser(file: DataExportFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: `${file.contentType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
