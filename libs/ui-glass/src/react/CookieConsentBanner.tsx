import { useId, useRef, useState, type MouseEvent } from 'react';
import { cookieConsentRead, cookieConsentWrite, type CookieConsent, type KeyValueStorage } from '../index';
import { browserStorage } from './browserStorage';
import { GlassButton } from './GlassButton';
import { useFocusTrap } from './useFocusTrap';

/** Props of {@link CookieConsentBanner}. */
export interface CookieConsentBannerProps {
  /** Where the choice is kept; defaults to window.localStorage. */
  storage?: KeyValueStorage;
  /** Called after the visitor chooses and the choice is stored. */
  onChoice?: (choice: CookieConsent) => void;
}

/**
 * The cookie-consent banner of SPEC §2: fixed at the bottom over a backdrop, with Accept All,
 * Decline and a Show details toggle. The backdrop does not dismiss it; once a choice is stored the
 * banner is not shown again.
 */
export function CookieConsentBanner({ storage, onChoice }: CookieConsentBannerProps) {
  const [store] = useState(() => storage ?? browserStorage());
  const [choice, setChoice] = useState(() => cookieConsentRead(store));
  if (choice !== null) return null;
  return (
    <OpenBanner
      onChoose={(next) => {
        cookieConsentWrite(store, next);
        setChoice(next);
        onChoice?.(next);
      }}
    />
  );
}

function OpenBanner({ onChoose }: { onChoose: (choice: CookieConsent) => void }) {
  const [showDetails, setShowDetails] = useState(false);
  const titleId = useId();
  const textId = useId();
  const detailsId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  useFocusTrap(regionRef, true, { focusContainer: true });

  function keepFocus(event: MouseEvent<HTMLDivElement>): void {
    // The backdrop neither dismisses the banner nor lets focus fall to the page behind it.
    event.preventDefault();
  }

  return (
    <>
      <div className="grove-cookie-backdrop" aria-hidden="true" data-testid="cookie-backdrop" onMouseDown={keepFocus} />
      <div
        ref={regionRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className="grove-glass grove-cookie-banner"
      >
        <h2 id={titleId} className="grove-cookie-banner__title">
          Cookies and your privacy
        </h2>
        <p id={textId} className="grove-cookie-banner__text">
          Grove keeps a few small things in your browser so the app works and remembers your choices. Accept All allows all
          of them; Decline keeps only what Grove needs to work.
        </p>
        <div id={detailsId} className="grove-cookie-banner__details" hidden={!showDetails}>
          <ul>
            <li>
              <strong>Essential session data</strong> keeps you signed in and remembers which profile is active.
            </li>
            <li>
              <strong>Display settings</strong> remember your theme, background and glass style on this device.
            </li>
            <li>
              <strong>The trial record</strong> counts how much of the free trial this device has used, so the trial stays
              fair.
            </li>
            <li>
              <strong>No advertising cookies.</strong> Grove never uses advertising or cross-site tracking cookies.
            </li>
          </ul>
        </div>
        <div className="grove-cookie-banner__actions">
          <GlassButton variant="ghost" aria-expanded={showDetails} aria-controls={detailsId} onClick={() => setShowDetails((shown) => !shown)}>
            {showDetails ? 'Hide details' : 'Show details'}
          </GlassButton>
          <GlassButton variant="secondary" onClick={() => onChoose('declined')}>
            Decline
          </GlassButton>
          <GlassButton variant="primary" onClick={() => onChoose('accepted')}>
            Accept All
          </GlassButton>
        </div>
      </div>
    </>
  );
}
