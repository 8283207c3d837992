import { useEffect } from 'react';
import { foundersPlainLink, type FoundersLink } from './foundersDisplay';
import { PENDING_INVITATION_KEPT_TEXT } from './pendingInvitation';
import { usePendingInvitation } from './usePendingInvitation';
import './founders.css';

/** Props of {@link PendingInvitationNotice}. */
export interface PendingInvitationNoticeProps {
  /**
   * Whether an adult account acting as itself is signed in: only then is a kept code sent (a child
   * profile may not join, and a visitor has no account yet).
   */
  enabled: boolean;
  /** Where "See your progress" goes (the app's /refer). */
  referTo: string;
  link?: FoundersLink;
}

/**
 * The outcome of an invitation kept through the referral sign-up (issue 19), on the screens a new
 * member lands on (onboarding, home): it sends join when a kept code has not been used yet — the first
 * try after the sign-up, or again after the network lost it — then says what happened. A refusal (the
 * account is not new, the code stopped working) is said in the server's exact words; a lost join keeps
 * the code and offers Try again.
 */
export function PendingInvitationNotice({ enabled, referTo, link = foundersPlainLink }: PendingInvitationNoticeProps) {
  const { state, join, resume, dismiss } = usePendingInvitation();

  useEffect(() => {
    // Once per screen visit (and when the account appears): a lost join is retried where the member
    // lands next, not in a loop.
    if (enabled) void resume();
  }, [enabled, resume]);

  if (!enabled) return null;
  if (state.phase === 'joining') {
    return (
      <p className="grove-founders grove-founders-notice" role="status">
        Adding your invitation…
      </p>
    );
  }
  if (state.phase === 'joined') {
    const { inviterFirstName, seat } = state.result;
    return (
      <div className="grove-founders grove-founders-notice grove-founders-notice--done" role="status">
        <p>
          <strong>You joined Grove with {inviterFirstName}’s invitation.</strong>
          {seat !== null && ` Founder seat No. ${seat} is yours.`}
        </p>
        <p className="grove-founders-notice__actions">
          {link(referTo, 'See your progress')}
          <button type="button" className="grove-button grove-button--ghost" onClick={dismiss}>
            Dismiss
          </button>
        </p>
      </div>
    );
  }
  if (state.phase === 'refused') {
    return (
      <div className="grove-founders grove-founders-notice grove-founders__error" role="alert">
        <p>{state.message}</p>
        <p className="grove-founders-notice__actions">
          <button type="button" className="grove-button grove-button--ghost" onClick={dismiss}>
            Dismiss
          </button>
        </p>
      </div>
    );
  }
  if (state.phase === 'unreachable') {
    return (
      <div className="grove-founders grove-founders-notice grove-founders__error" role="alert">
        <p>{state.message}</p>
        <p>{PENDING_INVITATION_KEPT_TEXT}</p>
        <p className="grove-founders-notice__actions">
          <button type="button" className="grove-button" onClick={() => void join()}>
            Try again
          </button>
        </p>
      </div>
    );
  }
  return null;
}
