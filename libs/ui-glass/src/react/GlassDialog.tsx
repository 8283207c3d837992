import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './classNames';
import { useFocusTrap } from './useFocusTrap';

/** Props of {@link GlassDialog}. */
export interface GlassDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user asks to close: Escape, the backdrop or the close button. */
  onClose: () => void;
  /** The dialog's title; it names the dialog. */
  title: ReactNode;
  /** Text under the title that describes the dialog. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown at the bottom, e.g. GlassButtons. */
  footer?: ReactNode;
  /** When false, Escape and the backdrop do not close it and there is no close button; defaults to true. */
  dismissible?: boolean;
  /** The element to focus when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The accessible name of the close button; defaults to 'Close'. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal glass dialog: focus moves in and is trapped, Escape and the backdrop close it unless
 * `dismissible={false}`, and focus returns to the opener when it closes.
 */
export function GlassDialog(props: GlassDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
  initialFocusRef,
  closeLabel = 'Close',
  className,
}: GlassDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedBackdrop = useRef(false);
  useFocusTrap(dialogRef, true, { initialFocusRef });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (dismissible) onClose();
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>): void {
    pressedBackdrop.current = event.target === event.currentTarget;
    // Keeps focus inside the dialog: a press on the backdrop would otherwise move focus to <body>.
    if (pressedBackdrop.current) event.preventDefault();
  }

  function onBackdropClick(event: MouseEvent<HTMLDivElement>): void {
    // A drag that starts inside the dialog and ends on the backdrop is not a backdrop click.
    const startedOnBackdrop = pressedBackdrop.current;
    pressedBackdrop.current = false;
    if (event.target === event.currentTarget && startedOnBackdrop && dismissible) onClose();
  }

  return (
    <div className="grove-dialog-backdrop" data-dismissible={dismissible} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={classNames('grove-glass', 'grove-dialog', className)}
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
        <div className="grove-dialog__body">{children}</div>
        {footer ? <div className="grove-dialog__footer">{footer}</div> : null}
        {dismissible ? (
          <button type="button" className="grove-button grove-button--ghost grove-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
