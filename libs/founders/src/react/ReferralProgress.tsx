import { useId } from 'react';
import {
  REFERRAL_CONVERSION_DAYS,
  REFERRAL_CONVERSION_WEEK_MESSAGES,
  REFERRAL_HOLD_DAYS,
  REFERRAL_REWARD_TOKENS,
  type ReferralProgress as ReferralProgressData,
} from '@grove/api-contract';
import { FOUNDERS_ME_FAILED, FOUNDERS_TEAM_INVITER, FoundersLoadError, foundersDateText, foundersTokensText } from './foundersDisplay';
import { useFoundersMe } from './useFoundersMe';
import './founders.css';

/** "2 of 3 days": separate days with a real chat message, out of the days that convert. */
export function referralDaysText(days: number): string {
  return `${Math.min(days, REFERRAL_CONVERSION_DAYS)} of ${REFERRAL_CONVERSION_DAYS} days`;
}

/** "4 of 5 messages": real messages, out of the week's way to convert. */
export function referralMessagesText(messages: number): string {
  return `${Math.min(messages, REFERRAL_CONVERSION_WEEK_MESSAGES)} of ${REFERRAL_CONVERSION_WEEK_MESSAGES} messages`;
}

/** What a member who joined with a founders invitation (the Grove team's) is told: a seat, no tokens. */
export const REFERRAL_FOUNDERS_INVITATION_TEXT = 'Your founders invitation gives you a numbered seat in the club. It does not come with tokens.';

/**
 * The invited member's own progress (issue 19), from the server's count: onboarding, "2 of 3 days"
 * with a real chat message (or, after the first week, 5 messages), then the hold and the reward for
 * both. A founders invitation (from the Grove team) carries a seat, not tokens, so it promises none.
 * Nothing shows for a member who joined without an invitation.
 */
export function ReferralProgress() {
  const me = useFoundersMe();
  if (!me.data) {
    if (me.isError) return <FoundersLoadError message={FOUNDERS_ME_FAILED} error={me.error} onRetry={() => void me.refetch()} />;
    return (
      <p className="grove-founders__muted" role="status">
        Loading your progress…
      </p>
    );
  }
  return me.data.referredBy ? <ReferralProgressCard progress={me.data.referredBy} /> : null;
}

function ReferralProgressCard({ progress }: { progress: ReferralProgressData }) {
  const headingId = useId();
  const inviter = progress.inviterFirstName;
  const rewarded = inviter !== FOUNDERS_TEAM_INVITER;
  const reward = foundersTokensText(REFERRAL_REWARD_TOKENS);
  return (
    <section className="grove-founders grove-founders-progress grove-glass" aria-labelledby={headingId}>
      <h2 id={headingId} className="grove-founders__title">
        Your invitation from {inviter}
      </h2>
      <p className="grove-founders__muted">Joined {foundersDateText(progress.joinedAt)}</p>
      {!rewarded ? (
        <p>{REFERRAL_FOUNDERS_INVITATION_TEXT}</p>
      ) : progress.status === 'pending' ? (
        <>
          <p>{`Use Grove for real and you and ${inviter} each get ${reward}, ${REFERRAL_HOLD_DAYS} days after you get there.`}</p>
          <ol className="grove-founders-progress__steps">
            <li data-done={progress.onboardingCompleted}>
              <span className="grove-founders-progress__mark" aria-hidden="true">
                {progress.onboardingCompleted ? '✓' : '○'}
              </span>
              <span>Finish setting up your account{progress.onboardingCompleted ? ': done' : ''}</span>
            </li>
            <li data-done={progress.days >= REFERRAL_CONVERSION_DAYS}>
              <span className="grove-founders-progress__mark" aria-hidden="true">
                {progress.days >= REFERRAL_CONVERSION_DAYS ? '✓' : '○'}
              </span>
              <span>
                Chat with your mentor on {REFERRAL_CONVERSION_DAYS} different days: <strong>{referralDaysText(progress.days)}</strong>
              </span>
              <progress
                className="grove-founders-progress__bar"
                max={REFERRAL_CONVERSION_DAYS}
                value={Math.min(progress.days, REFERRAL_CONVERSION_DAYS)}
                aria-label={`Days with a chat: ${referralDaysText(progress.days)}`}
              />
            </li>
          </ol>
          <p className="grove-founders__muted">
            Or, once your first week is over, {REFERRAL_CONVERSION_WEEK_MESSAGES} messages in all: {referralMessagesText(progress.messages)} so far.
          </p>
        </>
      ) : progress.status === 'converted' ? (
        <p>{`You did it. Your ${reward} ${progress.rewardDueAt ? `arrive on ${foundersDateText(progress.rewardDueAt)}` : 'are on their way'}, and so do ${inviter}’s.`}</p>
      ) : progress.status === 'rewarded' ? (
        <p>{`You and ${inviter} each received ${reward}. Thank you for trying Grove together.`}</p>
      ) : (
        <p>This invitation does not bring a token reward.</p>
      )}
    </section>
  );
}
