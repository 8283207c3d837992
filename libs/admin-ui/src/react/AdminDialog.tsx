import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Props of {@link AdminDialog}. */
export interface AdminDialogProps {
  open: boolean;
  /** Escape, the close button, or the keep/cancel action. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** What takes focus first (the safe choice of a confirmation); else the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Wider, for a conversation read after a break-glass. */
  wide?: boolean;
}

/**
 * A modal dialog in ui-glass's look (its `.grove-dialog` classes; this shared lib may not import the
 * web-only ui-glass package): focus moves in and stays in, Escape closes, and focus returns to the
 * button that opened it. A press on the backdrop does not close it: a confirmation or a reason being
 * typed is never lost to a stray click.
 */
export function AdminDialog(props: AdminDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, title, description, children, footer, initialFocusRef, wide }: AdminDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocusRef?.current ?? ref.current?.querySelector<HTMLElement>(TABBABLE) ?? ref.current;
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const tabbables = Array.from(ref.current.querySelectorAll<HTMLElement>(TABBABLE));
    const first = tabbables[0];
    const last = tabbables[tabbables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="grove-dialog-backdrop grove-admin-dialog-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`grove-glass grove-dialog grove-admin-dialog${wide ? ' grove-admin-dialog--wide' : ''}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="grove-dialog__title">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="grove-dialog__description">
            {description}
          </p>
        ) : null}
        <div className="grove-admin-dialog__body">{children}</div>
        {footer ? <div className="grove-dialog__footer">{footer}</div> : null}
        <button type="button" className="grove-button grove-button--ghost grove-dialog__close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
