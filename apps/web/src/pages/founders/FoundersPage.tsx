import { Link } from 'react-router-dom';
import { FOUNDERS_ME_FAILED, FounderSeatBadge, FounderSeatsWall, FoundersLoadError, useFoundersMe } from '@grove/founders/react';
import { routePath } from '@grove/session-family';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { useDocumentTitle } from '../useDocumentTitle';
import { useFoundersViewer } from '../refer/useFoundersViewer';
import '../pages.css';
import '../refer/refer.css';

/**
 * /founders (SPEC §2, a trial route; issue 19): what the founders club is, its seats numbered in the
 * order people joined, and for a member, their own seat and badge (marked on the wall too).
 */
export function FoundersPage() {
  useDocumentTitle('Grove — Founders club');
  const viewer = useFoundersViewer();
  if (viewer === 'loading') return <LoadingSpinner />;
  return (
    <article className="page refer-page founders-page" aria-labelledby="founders-title">
      <h1 id="founders-title">The founders club</h1>
      <p className="page-lead">
        Grove’s first members. Everyone who joins with an invitation takes a numbered seat, in the order they join, and keeps it.
      </p>
      {viewer === 'adult' ? <MemberSeat /> : <FounderSeatsWall />}
      <section className="page-section" aria-labelledby="founders-what">
        <h2 id="founders-what">What the club is</h2>
        <ul>
          <li>A seat comes with an invitation: from a member who wants to share Grove, or from the Grove team.</li>
          <li>Seats are numbered from 1 in the order people joined. The wall shows each seat and its day, never a name.</li>
          <li>Members see their seat and badge here and on their referral page.</li>
        </ul>
        {viewer !== 'child' && (
          <p>
            <Link to={routePath('refer')}>{viewer === 'adult' ? 'Invite a friend' : 'How invitations work'}</Link>
          </p>
        )}
      </section>
    </article>
  );
}

/** An adult's own seat (their badge, or how a seat is had) above the wall with it marked. */
function MemberSeat() {
  const me = useFoundersMe();
  const seat = me.data?.seat ?? null;
  return (
    <>
      <section className="page-section" aria-labelledby="founders-mine">
        <h2 id="founders-mine">Your seat</h2>
        {me.data ? (
          seat ? (
            <FounderSeatBadge seat={seat} size="large" />
          ) : (
            <p>You do not have a founder seat: seats come with an invitation, when an account is new. You can still invite friends to take theirs.</p>
          )
        ) : me.isError ? (
          <FoundersLoadError message={FOUNDERS_ME_FAILED} error={me.error} onRetry={() => void me.refetch()} />
        ) : (
          <p role="status">Loading your seat…</p>
        )}
      </section>
      <FounderSeatsWall mySeat={seat?.seat ?? null} />
    </>
  );
}

export default FoundersPage;
