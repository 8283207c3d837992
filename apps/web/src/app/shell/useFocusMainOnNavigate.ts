import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, moves focus to the main landmark so keyboard and screen-reader
 * users start at the new screen instead of on the link they pressed. The first render is left alone:
 * a fresh page load starts at the top, where Tab reaches the skip link.
 */
export function useFocusMainOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
