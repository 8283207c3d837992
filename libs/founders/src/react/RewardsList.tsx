import { useId } from 'react';
import { REFERRAL_CONVERSION_DAYS, REFERRAL_HOLD_DAYS, REFERRAL_REWARD_TOKENS, type FoundersMe, type ReferralReward } from '@grove/api-contract';
import { FOUNDERS_ME_FAILED, FoundersLoadError, foundersDateText, foundersTokensText } from './foundersDisplay';
import { useFoundersMe } from './useFoundersMe';
import './founders.css';

/** What the rewards say before the first one. */
export const REWARDS_EMPTY = `No rewards yet. When someone you invite chats with their mentor on ${REFERRAL_CONVERSION_DAYS} different days, you both get ${foundersTokensText(REFERRAL_REWARD_TOKENS)}, ${REFERRAL_HOLD_DAYS} days later.`;

/** The caps in words: "3 of 5 this month · 7 of 20 in all". */
export function rewardsCapsText(caps: FoundersMe['caps']): string {
  return `${caps.thisMonth} of ${caps.perMonth} this month · ${caps.total} of ${caps.inAll} in all`;
}

function rewardReason(reward: ReferralReward): string {
  return reward.side === 'referrer' ? `for inviting ${reward.otherFirstName}` : `for joining with ${reward.otherFirstName}’s invitation`;
}

/**
 * The adult's referral rewards (issue 19): the total, each reward (tokens, what for, when), and the
 * caps on rewarded invitations — "3 of 5 this month · 7 of 20 in all" — with a word when one is reached.
 */
export function RewardsList() {
  const headingId = useId();
  const me = useFoundersMe();
  const data = me.data;
  const capReached = data ? (data.caps.total >= data.caps.inAll ? 'all' : data.caps.thisMonth >= data.caps.perMonth ? 'month' : null) : null;
  return (
    <section className="grove-founders grove-founders-list grove-glass" aria-labelledby={headingId}>
      <h2 id={headingId} className="grove-founders__title">
        Your rewards
      </h2>
      {!data ? (
        me.isError ? (
          <FoundersLoadError message={FOUNDERS_ME_FAILED} error={me.error} onRetry={() => void me.refetch()} />
        ) : (
          <p className="grove-founders__muted" role="status">
            Loading your rewards…
          </p>
        )
      ) : (
        <>
          <p className="grove-founders-rewards__total">
            Total: <strong>{foundersTokensText(data.rewardTokensTotal)}</strong>
          </p>
          <p className="grove-founders__muted">Rewarded invitations: {rewardsCapsText(data.caps)}</p>
          {capReached && (
            <p className="grove-founders-notice">
              {capReached === 'all'
                ? 'You have reached the most rewarded invitations there can be. Friends can still join with your link; they just bring no more tokens.'
                : 'You have reached this month’s rewarded invitations. Friends can still join; rewards start again next month.'}
            </p>
          )}
          {data.rewards.length === 0 ? (
            <p className="grove-founders__muted">{REWARDS_EMPTY}</p>
          ) : (
            <ul className="grove-founders-list__items" aria-labelledby={headingId}>
              {data.rewards.map((reward, index) => (
                <li key={`${reward.at}-${index}`} className="grove-founders-list__item">
                  <span className="grove-founders-list__name">+{foundersTokensText(reward.tokens)}</span>
                  <span className="grove-founders-list__detail">{rewardReason(reward)}</span>
                  <span className="grove-founders-list__when">{foundersDateText(reward.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
