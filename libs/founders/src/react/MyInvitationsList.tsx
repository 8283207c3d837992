import { useId } from 'react';
import { REFERRAL_CONVERSION_DAYS, type MyInvitation } from '@grove/api-contract';
import { FOUNDERS_ME_FAILED, FoundersLoadError, foundersDateText } from './foundersDisplay';
import { useFoundersMe } from './useFoundersMe';
import './founders.css';

/** What the list says before anyone joined with the adult's link. */
export const MY_INVITATIONS_EMPTY = 'Nobody has joined with your link yet. When someone does, you will see them here with how they are getting on.';

/** Said for a withheld referral whose reason the server does not give (abuse reasons stay with admins). */
export const MY_INVITATION_NOT_ELIGIBLE = 'Not eligible for a reward.';

/** A referral's state in words, and the line under it. */
export function myInvitationStatusText(invitation: MyInvitation): { status: string; detail: string } {
  switch (invitation.status) {
    case 'pending':
      return { status: 'Getting started', detail: `Counts once they have chatted with their mentor on ${REFERRAL_CONVERSION_DAYS} different days.` };
    case 'converted':
      return {
        status: 'Using Grove',
        detail: invitation.rewardDueAt ? `Your reward arrives on ${foundersDateText(invitation.rewardDueAt)}.` : 'Your reward is on its way.',
      };
    case 'rewarded':
      return { status: 'Rewarded', detail: 'You both received your tokens.' };
    case 'withheld':
      return { status: 'No reward', detail: invitation.note ?? MY_INVITATION_NOT_ELIGIBLE };
  }
}

/**
 * The people who joined with the adult's code (issue 19): a first name (never an email), when they
 * joined, and where their referral is in words — getting started, using Grove (with the reward's date),
 * rewarded, or no reward with the reason the server gives.
 */
export function MyInvitationsList() {
  const headingId = useId();
  const me = useFoundersMe();
  return (
    <section className="grove-founders grove-founders-list grove-glass" aria-labelledby={headingId}>
      <h2 id={headingId} className="grove-founders__title">
        People you invited
      </h2>
      {!me.data ? (
        me.isError ? (
          <FoundersLoadError message={FOUNDERS_ME_FAILED} error={me.error} onRetry={() => void me.refetch()} />
        ) : (
          <p className="grove-founders__muted" role="status">
            Loading the people you invited…
          </p>
        )
      ) : me.data.invitations.length === 0 ? (
        <p className="grove-founders__muted">{MY_INVITATIONS_EMPTY}</p>
      ) : (
        <ul className="grove-founders-list__items" aria-labelledby={headingId}>
          {me.data.invitations.map((invitation, index) => {
            const words = myInvitationStatusText(invitation);
            return (
              <li key={`${invitation.joinedAt}-${index}`} className="grove-founders-list__item" data-status={invitation.status}>
                <span className="grove-founders-list__name">{invitation.firstName}</span>
                <span className="grove-founders-list__when">Joined {foundersDateText(invitation.joinedAt)}</span>
                <span className={`grove-founders-status grove-founders-status--${invitation.status}`}>{words.status}</span>
                <span className="grove-founders-list__detail">{words.detail}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
