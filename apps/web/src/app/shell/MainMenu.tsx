import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { GlassNav } from '@grove/ui-glass/react';

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  /** The navigation links. */
  children?: ReactNode;
}

/**
 * The main navigation. On wide screens it is a row of links in the header; on small screens (SPEC §9:
 * under 768 px, see shell.css) the links hide behind a "Menu" button that opens them as a panel.
 * The panel is a disclosure: the button says whether it is open (aria-expanded), opening moves focus
 * to the first link, Escape closes it and gives focus back to the button, and it closes on any
 * navigation or a tap outside it.
 */
export function MainMenu({ children }: MainMenuProps) {
  const panelId = useId();
  const { pathname } = useLocation();
  // The panel is open on the screen where it was opened: following a link (any navigation) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    // Keyboard and screen-reader users land on the first link of the panel they just opened.
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
    function keyDown(event: KeyboardEvent): void {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function pointerDown(event: PointerEvent): void {
      const target = event.target as Node | null;
      if (target && (panelRef.current?.contains(target) || buttonRef.current?.contains(target))) return;
      setOpen(false);
    }
    document.addEventListener('keydown', keyDown);
    document.addEventListener('pointerdown', pointerDown);
    return () => {
      document.removeEventListener('keydown', keyDown);
      document.removeEventListener('pointerdown', pointerDown);
    };
  }, [open, setOpen]);

  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="grove-button grove-button--secondary app-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span aria-hidden="true" className="app-menu-button__icon">
          {open ? '✕' : '☰'}
        </span>
        Menu
      </button>
      <GlassNav ref={panelRef} id={panelId} label="Main" className="app-nav" data-open={open}>
        {children}
      </GlassNav>
    </>
  );
}
