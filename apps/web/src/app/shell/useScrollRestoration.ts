import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollRestorationKey } from './scrollRestorationKey';

/**
 * Where this tab's scroll positions survive a reload: React Router's own ScrollRestoration key, so
 * positions saved by the build before this one still apply.
 */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

function positionsRead(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return saved !== null && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The browser's scroll as React Router's `<ScrollRestoration>` kept it, for the declarative router
 * (which has none): a new entry (a link, a redirect) starts at the top, or at the element its `#hash`
 * names; Back and Forward, and a reload, return to where that entry was left. Positions are kept per
 * history entry (`scrollRestorationKey`: the entry's key, or this page load's own for its first entry) as the page scrolls, and saved to session storage when the page is
 * hidden. While mounted the browser's own restoration is off, as it would jump before the screen loads.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(scrollRestorationKey(location));

  useEffect(() => {
    // Scroll events arrive after the frame they happened in, so a position is filed under the entry
    // shown then; a navigation's own scroll (below) is filed under the new entry.
    function remember(): void {
      positions.current ??= positionsRead();
      positions.current[currentKey.current] = window.scrollY;
    }
    function pageHidden(): void {
      remember();
      try {
        window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: Back still works within this page; only a reload starts at the top.
      }
      window.history.scrollRestoration = 'auto';
    }
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', pageHidden);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', pageHidden);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= positionsRead();
    const key = scrollRestorationKey(location);
    currentKey.current = key;
    const saved = positions.current[key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: like React Router, fall through to the top.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location]);
}
