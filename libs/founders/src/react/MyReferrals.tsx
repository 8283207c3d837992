import { FOUNDERS_ME_FAILED, FoundersLoadError, foundersPlainLink, type FoundersLink } from './foundersDisplay';
import { FounderSeatBadge } from './FounderSeatBadge';
import { MyInvitationsList } from './MyInvitationsList';
import { ReferralProgress } from './ReferralProgress';
import { ReferralShareCard } from './ReferralShareCard';
import { RewardsList } from './RewardsList';
import { useFoundersMe } from './useFoundersMe';
import './founders.css';

/** Props of {@link MyReferrals}. */
export interface MyReferralsProps {
  /** The web app's origin, for the invitation link. */
  origin: string;
  /** Where the founder seats are (the app's /founders). */
  foundersTo: string;
  link?: FoundersLink;
}

/**
 * An adult's referrals in one place (issue 19, /refer): their own progress when they were invited,
 * their link to share, their founder badge, the people they invited and their rewards. One loading
 * line and one error with Try again for the whole page, rather than one per part.
 */
export function MyReferrals({ origin, foundersTo, link = foundersPlainLink }: MyReferralsProps) {
  const me = useFoundersMe();
  if (!me.data) {
    if (me.isError) return <FoundersLoadError message={FOUNDERS_ME_FAILED} error={me.error} onRetry={() => void me.refetch()} />;
    return (
      <p className="grove-founders__muted" role="status">
        Loading your invitations…
      </p>
    );
  }
  const { seat } = me.data;
  return (
    <div className="grove-founders grove-founders-referrals">
      <ReferralProgress />
      <ReferralShareCard origin={origin} />
      {seat && (
        <div className="grove-founders-referrals__seat">
          <FounderSeatBadge seat={seat} />
          <p>{link(foundersTo, 'See the founder seats')}</p>
        </div>
      )}
      <div className="grove-founders-referrals__lists">
        <MyInvitationsList />
        <RewardsList />
      </div>
    </div>
  );
}
