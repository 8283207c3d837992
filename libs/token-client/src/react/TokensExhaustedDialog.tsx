import { useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { TokensExhaustedEvent } from '@grove/api-client';
import { TokenPackagesDialog } from './TokenPackagesDialog';
import { useFocusTrap } from './useFocusTrap';
import './tokenClient.css';

/** Props of {@link TokensExhaustedDialog}. */
export interface TokensExhaustedDialogProps {
  /** The account's 402 as the API client raised it. */
  event: TokensExhaustedEvent;
  /** The signed-in account: the buyer when an adult profile ran out. */
  userId: string;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** Goes to a payment page (Stripe Checkout); defaults to `window.location.assign`. */
  navigate?: (url: string) => void;
}

/** The title of the dialog a child sees when the family's tokens ran out; also its accessible name. */
export const TOKENS_EXHAUSTED_CHILD_TITLE = 'Ask your grown-up';

/**
 * What an account sees when its tokens cannot pay for a chat (a 402 that is not the trial's): an adult
 * profile gets the Buy tokens dialog headed by the server's message; a child profile, who cannot buy,
 * gets a kind dialog that asks for a grown-up. The page underneath (and the message the person typed)
 * stays as it was.
 */
export function TokensExhaustedDialog({ event, userId, onClose, navigate }: TokensExhaustedDialogProps) {
  if (event.profile === 'account') return <TokenPackagesDialog userId={userId} open notice={event.message} onClose={onClose} navigate={navigate} />;
  if (typeof document === 'undefined') return null;
  return createPortal(<AskGrownUpDialog message={event.message} onClose={onClose} />, document.body);
}

function AskGrownUpDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  return (
    <div className="grove-dialog-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        className="grove-glass grove-dialog grove-token-grown-up"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="grove-dialog__title">
          {TOKENS_EXHAUSTED_CHILD_TITLE}
        </h2>
        <p id={messageId} className="grove-dialog__description">
          {message}
        </p>
        <div className="grove-dialog__footer">
          <button type="button" className="grove-button grove-button--primary" onClick={onClose}>
            OK
          </button>
        </div>
      </div>
    </div>
  );
}
