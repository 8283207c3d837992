import { useEffect } from 'react';

/** Sets `document.title` while the calling page is shown and restores the previous title when it leaves. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
