/** Saves a text as a file the browser downloads (a CSV export). */
export type AdminDownload = (fileName: string, text: string, type: string) => void;

/**
 * The browser's download: a Blob behind a temporary link. A UTF-8 byte order mark goes first so that
 * Excel reads names with accents correctly (without it Excel guesses a legacy code page).
 */
export const adminBrowserDownload: AdminDownload = (fileName, text, type) => {
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
