import { useEffect, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => element.closest('[hidden], [inert]') === null);
}

/**
 * While mounted, moves focus into `containerRef` (its first control, else the container), keeps Tab
 * and Shift+Tab inside it, and on unmount returns focus to the element that had it before (the
 * opener). ui-glass has the same behaviour in its GlassDialog; this lib may not import ui-glass
 * (scope:shared), so the few lines live here too.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (tabbablesIn(container)[0] ?? container).focus();

    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Tab' || container === null) return;
      const tabbables = tabbablesIn(container);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      if (first === undefined || last === undefined) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      const outside = !(current instanceof Node) || !container.contains(current) || current === container;
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [containerRef]);
}
