import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES, type TokenPackage } from '@grove/api-contract';
import { tokenCountFormat, tokenPriceFormat } from '../index';
import { tokenApiErrorMessage, useTokenBalanceQuery, useTokenCheckoutMutation, useTokenPackagesQuery } from './tokenApi';
import { useFocusTrap } from './useFocusTrap';
import './tokenClient.css';

/** Props of {@link TokenPackagesDialog}. */
export interface TokenPackagesDialogProps {
  /** The buyer: the account whose balance the tokens are added to. */
  userId: string;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the person closes it: Escape, the backdrop or the Close button. */
  onClose: () => void;
  /** Goes to a payment page (Stripe Checkout); defaults to `window.location.assign`. */
  navigate?: (url: string) => void;
  /** Why the dialog opened on its own, shown above the packages (e.g. the server's "out of tokens" message). */
  notice?: string;
}

/** The dialog's title, also its accessible name. */
export const TOKEN_PACKAGES_TITLE = 'Buy tokens';
/** The notice shown while the payment provider is `dev` (issue 4: the UI labels it test mode). */
export const TOKEN_PACKAGES_TEST_MODE = 'Test mode: no card is charged; tokens are added at once.';
/** Shown when no package is on sale. */
export const TOKEN_PACKAGES_EMPTY = 'No token packages are on sale right now.';
/** Shown when the packages could not be read and the server gave no message. */
export const TOKEN_PACKAGES_LOAD_FAILED = 'Could not load the token packages.';
/** Shown when a purchase failed and the server gave no message. */
export const TOKEN_CHECKOUT_FAILED = 'The purchase did not go through. Please try again.';

type Outcome =
  | { kind: 'credited'; tokensAdded: number; balance: number }
  | { kind: 'redirecting' }
  | { kind: 'pending' }
  | { kind: 'error'; message: string };

function browserNavigate(url: string): void {
  window.location.assign(url);
}

function outcomeText(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'credited':
      return `Added ${tokenCountFormat(outcome.tokensAdded)} tokens. Your balance is now ${tokenCountFormat(outcome.balance)} tokens.`;
    case 'redirecting':
      return 'Taking you to the secure payment page...';
    case 'pending':
      return 'Your payment is being processed. The tokens will be added once it is confirmed.';
    case 'error':
      return outcome.message;
  }
}

/**
 * A modal dialog that lists the token packages on sale and buys one for `userId`. With the `dev`
 * provider it says it is in test mode and the tokens are credited at once (the buyer's balance is
 * refetched, so every TokenMeter updates); with `stripe` it sends the browser to the checkout URL.
 * Focus moves in and is trapped, Escape and the backdrop close it, and focus returns to the opener.
 */
export function TokenPackagesDialog(props: TokenPackagesDialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenTokenPackagesDialog {...props} />, document.body);
}

function OpenTokenPackagesDialog({ userId, onClose, navigate = browserNavigate, notice }: TokenPackagesDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const noticeId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedBackdrop = useRef(false);
  useFocusTrap(dialogRef);

  const packages = useTokenPackagesQuery();
  const balance = useTokenBalanceQuery(userId);
  const [checkout] = useTokenCheckoutMutation();
  const [buyingId, setBuyingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function buy(item: TokenPackage): Promise<void> {
    if (buyingId !== null) return;
    setBuyingId(item.id);
    setOutcome(null);
    const result = await checkout({ package_id: item.id, user_id: userId });
    setBuyingId(null);
    if (result.error !== undefined) {
      setOutcome({ kind: 'error', message: tokenApiErrorMessage(result.error) ?? TOKEN_CHECKOUT_FAILED });
      return;
    }
    const { status, checkoutUrl, tokensAdded, balance: newBalance } = result.data;
    if (status === 'credited') {
      setOutcome({ kind: 'credited', tokensAdded, balance: newBalance });
    } else if (checkoutUrl) {
      setOutcome({ kind: 'redirecting' });
      navigate(checkoutUrl);
    } else {
      setOutcome({ kind: 'pending' });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>): void {
    pressedBackdrop.current = event.target === event.currentTarget;
    // Keeps focus inside the dialog: a press on the backdrop would otherwise move it to <body>.
    if (pressedBackdrop.current) event.preventDefault();
  }

  function onBackdropClick(event: MouseEvent<HTMLDivElement>): void {
    // A drag that starts inside the dialog and ends on the backdrop is not a backdrop click.
    const startedOnBackdrop = pressedBackdrop.current;
    pressedBackdrop.current = false;
    if (event.target === event.currentTarget && startedOnBackdrop) onClose();
  }

  const list = packages.data;
  const failed = outcome?.kind === 'error';

  return (
    <div className="grove-dialog-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={notice ? `${noticeId} ${descriptionId}` : descriptionId}
        tabIndex={-1}
        className="grove-glass grove-dialog grove-token-packages"
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="grove-dialog__title">
          {TOKEN_PACKAGES_TITLE}
        </h2>
        {notice ? (
          <p id={noticeId} className="grove-token-notice grove-token-notice--exhausted">
            {notice}
          </p>
        ) : null}
        <p id={descriptionId} className="grove-dialog__description">
          Choose a package. The tokens are added to your balance
          {balance.data && !balance.data.freeAccess ? ` (now ${tokenCountFormat(balance.data.balance)} tokens).` : '.'}
        </p>

        {list?.provider === 'dev' ? (
          <p className="grove-token-notice grove-token-notice--test">
            <strong className="grove-token-badge">Test mode:</strong> no card is charged; tokens are added at once.
          </p>
        ) : null}
        {list?.provider === 'stripe' ? <p className="grove-token-notice">Payments are handled securely by Stripe.</p> : null}

        {packages.isLoading ? (
          <p role="status" className="grove-token-packages__loading">
            {MESSAGES.loading}
          </p>
        ) : null}

        {list === undefined && !packages.isLoading ? (
          <div role="alert" className="grove-token-packages__error">
            <p>{tokenApiErrorMessage(packages.error) ?? TOKEN_PACKAGES_LOAD_FAILED}</p>
            <button type="button" className="grove-button grove-button--secondary" onClick={() => void packages.refetch()} disabled={packages.isFetching}>
              {packages.isFetching ? 'Retrying...' : 'Retry'}
            </button>
          </div>
        ) : null}

        {list !== undefined && list.packages.length === 0 ? <p className="grove-token-packages__empty">{TOKEN_PACKAGES_EMPTY}</p> : null}

        {list !== undefined && list.packages.length > 0 ? (
          <ul className="grove-token-packages__list" aria-label="Token packages">
            {list.packages.map((item) => {
              const buying = buyingId === item.id;
              return (
                <li key={item.id} className="grove-token-package">
                  <div className="grove-token-package__about">
                    <h3 className="grove-token-package__name">{item.name}</h3>
                    {item.description ? <p className="grove-token-package__description">{item.description}</p> : null}
                    <p className="grove-token-package__tokens">{tokenCountFormat(item.tokens)} tokens</p>
                  </div>
                  <p className="grove-token-package__price">{tokenPriceFormat(item.priceCents, item.currency)}</p>
                  <button
                    type="button"
                    className="grove-button grove-button--primary grove-token-package__buy"
                    // aria-disabled rather than disabled: a disabled button would drop the focus.
                    aria-disabled={buyingId !== null || undefined}
                    aria-busy={buying || undefined}
                    onClick={() => void buy(item)}
                  >
                    {buying ? 'Buying...' : 'Buy'}{' '}
                    <span className="grove-token-sr-only">{item.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}

        <div role="status" className="grove-token-packages__status">
          {outcome !== null && !failed ? outcomeText(outcome) : null}
        </div>
        {outcome !== null && failed ? (
          <p role="alert" className="grove-token-packages__failure">
            {outcomeText(outcome)}
          </p>
        ) : null}

        <div className="grove-dialog__footer">
          <button type="button" className="grove-button grove-button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
