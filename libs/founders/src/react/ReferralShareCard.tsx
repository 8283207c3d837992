import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MyReferralCode } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import { invitationCodeCanonical, invitationLink } from '../index';
import { FOUNDERS_ME_FAILED, FoundersLoadError, foundersNumberText } from './foundersDisplay';
import { useFoundersCodeCreateMutation, useFoundersCodeRevokeMutation } from './foundersApi';
import { useFoundersMe } from './useFoundersMe';
import './founders.css';

/** Props of {@link ReferralShareCard}. */
export interface ReferralShareCardProps {
  /** The web app's origin, for the link (`window.location.origin`). */
  origin: string;
}

/** What the card says after Copy link worked. */
export const REFERRAL_COPIED_TEXT = 'Copied';

/** What it says when the clipboard refused (the link is selected for a manual copy). */
export const REFERRAL_COPY_FAILED_TEXT = 'Could not copy. The link is selected: copy it with your keyboard or menu.';

/** How long "Copied" stays before the card is quiet again. */
const COPIED_SHOWN_MS = 5000;

type Confirming = 'new' | 'revoke' | null;

function linkOf(origin: string, code: MyReferralCode): string {
  return invitationLink(origin, invitationCodeCanonical(code.code) ?? code.code);
}

function shareAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * An adult's own invitation (issue 19): the link and the code, Copy link (the clipboard, with a
 * visible "Copied"), Share (the Web Share API, offered only where the browser has it), how many opened
 * it and joined, and Make a new code or Revoke — each after a confirmation, since the old link stops
 * working. Without a code, Make my link.
 */
export function ReferralShareCard({ origin }: ReferralShareCardProps) {
  const headingId = useId();
  const me = useFoundersMe();
  const [createCode, created] = useFoundersCodeCreateMutation();
  const [revokeCode, revoked] = useFoundersCodeRevokeMutation();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Which button opened the confirmation, to give focus back to it when the person keeps their link.
  const askedBy = useRef<Confirming>(null);
  const restoreFocus = useRef(false);
  const newRef = useRef<HTMLButtonElement>(null);
  const revokeRef = useRef<HTMLButtonElement>(null);
  const busy = created.isLoading || revoked.isLoading;

  useEffect(() => {
    if (status !== REFERRAL_COPIED_TEXT) return;
    const timer = setTimeout(() => setStatus(null), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    // The confirmation takes focus, so a keyboard user answers it straight away.
    if (confirming) {
      confirmRef.current?.focus();
    } else if (restoreFocus.current) {
      restoreFocus.current = false;
      (askedBy.current === 'new' ? newRef : revokeRef).current?.focus();
    }
  }, [confirming]);

  if (!me.data) {
    if (me.isError) return <FoundersLoadError message={FOUNDERS_ME_FAILED} error={me.error} onRetry={() => void me.refetch()} />;
    return (
      <p className="grove-founders__muted" role="status">
        Loading your invitation link…
      </p>
    );
  }
  const code = me.data.code;
  const link = code ? linkOf(origin, code) : null;

  async function copy(): Promise<void> {
    if (!link) return;
    setError(null);
    try {
      await navigator.clipboard.writeText(link);
      setStatus(REFERRAL_COPIED_TEXT);
    } catch {
      linkRef.current?.focus();
      linkRef.current?.select();
      setStatus(REFERRAL_COPY_FAILED_TEXT);
    }
  }

  async function share(): Promise<void> {
    if (!link) return;
    setError(null);
    try {
      await navigator.share({ title: 'Join me on Grove', text: 'I use Grove, a warm AI mentor for grown-ups and families. Here is an invitation:', url: link });
    } catch (failure) {
      // Closing the share sheet is a choice, not an error.
      if ((failure as { name?: string } | null)?.name !== 'AbortError') setStatus('Could not share. Use Copy link instead.');
    }
  }

  async function make(): Promise<void> {
    setError(null);
    setStatus(null);
    try {
      await createCode().unwrap();
      setStatus('Your new link is ready.');
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  async function confirmed(): Promise<void> {
    const action = confirming;
    setConfirming(null);
    setError(null);
    setStatus(null);
    try {
      await revokeCode().unwrap();
    } catch (failure) {
      setError(apiErrorMessage(failure));
      return;
    }
    if (action === 'revoke') {
      setStatus('Your link was revoked. Nobody can join with it now.');
      return;
    }
    try {
      await createCode().unwrap();
      setStatus('Your new link is ready. The old one no longer works.');
    } catch (failure) {
      // The old code is gone either way; Make my link offers the new one again.
      setError(apiErrorMessage(failure));
    }
  }

  function ask(action: Confirming): void {
    askedBy.current = action;
    setStatus(null);
    setConfirming(action);
  }

  function cancel(): void {
    restoreFocus.current = true;
    setConfirming(null);
  }

  function confirmKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  }

  return (
    <section className="grove-founders grove-founders-share grove-glass" aria-labelledby={headingId} aria-busy={busy || me.isFetching}>
      <h2 id={headingId} className="grove-founders__title">
        Your invitation link
      </h2>
      {code && link ? (
        <>
          <p className="grove-founders__muted">Share it with a friend who would like a mentor. Anyone who joins with it gets a founder seat.</p>
          <div className="grove-founders-share__link">
            <label className="grove-field__label" htmlFor={`${headingId}-link`}>
              Link
            </label>
            <input
              ref={linkRef}
              id={`${headingId}-link`}
              className="grove-input grove-founders-share__input"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <p className="grove-founders-share__code">
            Code <span className="grove-founders__code">{code.code}</span>
          </p>
          <div className="grove-founders__actions">
            <button type="button" className="grove-button grove-button--primary" onClick={() => void copy()} disabled={busy}>
              Copy link
            </button>
            {shareAvailable() && (
              <button type="button" className="grove-button" onClick={() => void share()} disabled={busy}>
                Share…
              </button>
            )}
          </div>
          <p className="grove-founders__muted">
            Opened {foundersNumberText(code.landings)} {code.landings === 1 ? 'time' : 'times'} · {foundersNumberText(code.uses)} joined
          </p>
          {confirming ? (
            <div className="grove-founders-confirm" role="group" aria-labelledby={`${headingId}-confirm`} onKeyDown={confirmKeyDown}>
              <p id={`${headingId}-confirm`}>
                {confirming === 'new'
                  ? 'Make a new code? Your current link stops working, and anyone who opens it is told it is no longer active.'
                  : 'Revoke your link? Nobody can join with it after this. You can make a new one later.'}
              </p>
              <div className="grove-founders__actions">
                <button ref={confirmRef} type="button" className="grove-button grove-button--primary" onClick={() => void confirmed()}>
                  {confirming === 'new' ? 'Yes, make a new code' : 'Yes, revoke it'}
                </button>
                <button type="button" className="grove-button grove-button--secondary" onClick={cancel}>
                  Keep my link
                </button>
              </div>
            </div>
          ) : (
            <div className="grove-founders__actions">
              <button ref={newRef} type="button" className="grove-button grove-button--secondary" onClick={() => ask('new')} disabled={busy}>
                Make a new code
              </button>
              <button ref={revokeRef} type="button" className="grove-button grove-button--ghost" onClick={() => ask('revoke')} disabled={busy}>
                Revoke
              </button>
            </div>
          )}
        </>
      ) : (
        <>
          <p>You have no invitation link right now. Make one to invite a friend.</p>
          <div className="grove-founders__actions">
            <button type="button" className="grove-button grove-button--primary" onClick={() => void make()} disabled={busy}>
              {created.isLoading ? 'Making your link…' : 'Make my link'}
            </button>
          </div>
        </>
      )}
      <p className="grove-founders-share__status" role="status">
        {status}
      </p>
      {error && (
        <p className="grove-founders__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
