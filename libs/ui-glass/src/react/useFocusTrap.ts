import { useEffect, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements inside `container` that Tab can reach, in document order. */
export function focusTrapTabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.closest('[hidden], [inert]') === null && element.getAttribute('tabindex') !== '-1',
  );
}

/** Options of {@link useFocusTrap}. */
export interface FocusTrapOptions {
  /** The element to focus first; defaults to the first tabbable element, else the container. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focus the container itself first, so a screen reader reads the whole region. */
  readonly focusContainer?: boolean;
}

// Only the most recently activated trap handles Tab, so a dialog opened over the cookie banner wins.
const activeTraps: HTMLElement[] = [];

/**
 * While `active`, moves focus into `containerRef`, keeps Tab and Shift+Tab inside it (even when
 * focus has slipped to the page behind), and on deactivation returns focus to the element that had
 * it before.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const { initialFocusRef, focusContainer = false } = options;
  useEffect(() => {
    const container = containerRef.current;
    if (!active || container === null) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const initial = initialFocusRef?.current ?? (focusContainer ? null : focusTrapTabbables(container)[0]) ?? container;
    initial.focus();

    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Tab' || container === null || activeTraps[activeTraps.length - 1] !== container) return;
      const tabbables = focusTrapTabbables(container);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const current = document.activeElement;
      if (first === undefined || last === undefined) {
        event.preventDefault();
        container.focus();
        return;
      }
      const outside = !(current instanceof Node) || !container.contains(current) || current === container;
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    activeTraps.push(container);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      activeTraps.splice(activeTraps.lastIndexOf(container), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef, initialFocusRef, focusContainer]);
}
