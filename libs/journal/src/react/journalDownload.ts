import type { JournalExportFile } from '../index';

/** Hands a file to the person: the browser downloads it under its name. */
export type JournalDownload = (file: JournalExportFile) => void;

/** Downloads a file in the browser through a temporary object URL. */
export function journalDownloadBrowser(file: JournalExportFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: `${file.type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
