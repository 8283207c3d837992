import { useEffect, useId } from 'react';
import { useStore } from 'react-redux';
import {
  FOUNDERS_ALREADY_JOINED_MESSAGE,
  FOUNDERS_CHILD_PROFILE_MESSAGE,
  INVITATION_STATUS_MESSAGES,
  type InvitationValidation,
} from '@grove/api-contract';
import { invitationCodeCanonical, invitationCodeDisplay } from '../index';
import {
  FOUNDERS_CONVERSION_RULE,
  FOUNDERS_VALIDATE_FAILED,
  FoundersLoadError,
  foundersInviterCapitalised,
  foundersPlainLink,
  foundersTokensText,
  type FoundersLink,
} from './foundersDisplay';
import { useFoundersTrackUsageMutation, useFoundersValidateQuery } from './foundersApi';
import './founders.css';

/** Who opened the invitation: a visitor can sign up with it; an account already has one; a child profile may not. */
export type InvitationViewer = 'visitor' | 'member' | 'child';

/** Props of {@link InvitationLanding}. */
export interface InvitationLandingProps {
  /** The code as it came (the link's path segment, or typed): any case, dashes or not. */
  code: string;
  viewer: InvitationViewer;
  /**
   * `landing` (/refer/{code}): the whole invitation with Sign up, and the landing is counted once per
   * visit. `summary` (/referral-signup/{code}): who invited and what joining gives, above the form.
   */
  variant?: 'landing' | 'summary';
  /** Where Sign up goes (the app's /referral-signup/{code}). */
  signUpTo: string;
  /** Where a member goes to invite their own friends (the app's /refer). */
  referTo: string;
  link?: FoundersLink;
}

// Landings counted, per store (one per page load): "once per visit", however often React mounts the
// landing (StrictMode, going back and forth between screens).
const trackedByStore = new WeakMap<object, Set<string>>();

function trackedSet(store: object): Set<string> {
  let tracked = trackedByStore.get(store);
  if (!tracked) {
    tracked = new Set();
    trackedByStore.set(store, tracked);
  }
  return tracked;
}

/**
 * The page an invitation link opens (issue 19): who invited (a first name only, or the Grove team),
 * what joining gives — a founder seat, the token reward for both once the newcomer really uses Grove —
 * and Sign up. A code that cannot be used says why in the contract's exact words
 * (INVITATION_STATUS_MESSAGES); a signed-in account learns that invitations are for new accounts, a
 * child profile that they belong to the parent.
 */
export function InvitationLanding({ code, viewer, variant = 'landing', signUpTo, referTo, link = foundersPlainLink }: InvitationLandingProps) {
  const headingId = useId();
  const canonical = invitationCodeCanonical(code);
  const validation = useFoundersValidateQuery(canonical ?? '', { skip: canonical === null });
  const [trackUsage] = useFoundersTrackUsageMutation();
  const store = useStore();
  const valid = validation.data?.status === 'valid';

  useEffect(() => {
    if (variant !== 'landing' || viewer !== 'visitor' || !valid || canonical === null) return;
    const tracked = trackedSet(store);
    if (tracked.has(canonical)) return;
    tracked.add(canonical);
    // Counting is for the inviter's figures; a lost count is not worth bothering the visitor with.
    trackUsage(canonical)
      .unwrap()
      .catch(() => undefined);
  }, [variant, viewer, valid, canonical, store, trackUsage]);

  if (canonical === null) {
    return <InvitationUnusable message={INVITATION_STATUS_MESSAGES.unknown} />;
  }
  if (validation.isError) {
    return <FoundersLoadError message={FOUNDERS_VALIDATE_FAILED} error={validation.error} onRetry={() => void validation.refetch()} />;
  }
  if (!validation.data) {
    return (
      <p className="grove-founders__muted" role="status">
        Checking the invitation…
      </p>
    );
  }
  const invitation = validation.data;
  if (invitation.status !== 'valid') {
    return <InvitationUnusable message={INVITATION_STATUS_MESSAGES[invitation.status]} />;
  }

  const inviter = invitation.inviterFirstName ?? '';
  return (
    <section className="grove-founders grove-founders-landing grove-glass" aria-labelledby={headingId}>
      <h2 id={headingId} className="grove-founders__title">
        {foundersInviterCapitalised(inviter)} invited you to Grove
      </h2>
      <p className="grove-founders-landing__code">
        Invitation <span className="grove-founders__code">{invitationCodeDisplay(canonical)}</span>
      </p>
      <InvitationGifts invitation={invitation} inviter={inviter} />
      {viewer === 'visitor' && variant === 'landing' && <p className="grove-founders__actions">{link(signUpTo, 'Sign up', 'grove-button grove-button--primary')}</p>}
      {viewer === 'member' && (
        <div className="grove-founders-notice">
          <p>{FOUNDERS_ALREADY_JOINED_MESSAGE}</p>
          <p>{link(referTo, 'Invite your own friends')}</p>
        </div>
      )}
      {viewer === 'child' && <p className="grove-founders-notice">{FOUNDERS_CHILD_PROFILE_MESSAGE}</p>}
    </section>
  );
}

function InvitationGifts({ invitation, inviter }: { invitation: InvitationValidation; inviter: string }) {
  return (
    <>
      <h3 className="grove-founders__subtitle">What you get</h3>
      <ul className="grove-founders-landing__gifts">
        <li>A warm AI mentor to talk things through, and safe profiles for your children if you add them.</li>
        {invitation.foundersSeat && <li>A numbered seat in Grove’s founders club: seats are numbered in the order people join.</li>}
        {invitation.rewardTokens > 0 && (
          <li>
            {foundersTokensText(invitation.rewardTokens)} for you, and the same for {inviter}, once you really use Grove. {FOUNDERS_CONVERSION_RULE}
          </li>
        )}
      </ul>
    </>
  );
}

function InvitationUnusable({ message }: { message: string }) {
  return (
    <div className="grove-founders grove-founders-notice grove-founders-notice--unusable" role="alert">
      <p>{message}</p>
    </div>
  );
}
