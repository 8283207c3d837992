import { Link, useNavigate } from 'react-router-dom';
import {
  FOUNDERS_CHILD_PROFILE_MESSAGE,
  REFERRAL_CAP_PER_MONTH,
  REFERRAL_CAP_TOTAL,
  REFERRAL_CONVERSION_DAYS,
  REFERRAL_CONVERSION_WEEK_MESSAGES,
  REFERRAL_HOLD_DAYS,
  REFERRAL_REWARD_TOKENS,
} from '@grove/api-contract';
import { InvitationCodeEntry, MyReferrals, foundersTokensText } from '@grove/founders/react';
import { routePath } from '@grove/session-family';
import { useTrialStarted } from '@grove/trial-guard/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { useDocumentTitle } from '../useDocumentTitle';
import { foundersRouterLink } from './foundersRouterLink';
import { useFoundersViewer } from './useFoundersViewer';
import '../pages.css';
import './refer.css';

/**
 * /refer (SPEC §2; issue 19): for an adult, their own link to share, the people they invited, their
 * rewards and, when they were invited themselves, their progress; for a visitor, what referrals are,
 * with sign-up and a place to type a code they were given; for a child profile, that invitations belong
 * to the parent.
 */
export function ReferPage() {
  useDocumentTitle('Grove — Refer a friend');
  const viewer = useFoundersViewer();
  if (viewer === 'loading') return <LoadingSpinner />;
  return (
    <article className="page refer-page" aria-labelledby="refer-title">
      <h1 id="refer-title">Refer a friend</h1>
      {viewer === 'adult' && (
        <>
          <p className="page-lead">
            Invite someone who would like a mentor. When they really use Grove, you both get {foundersTokensText(REFERRAL_REWARD_TOKENS)}.
          </p>
          <MyReferrals origin={window.location.origin} foundersTo={routePath('founders')} link={foundersRouterLink} />
        </>
      )}
      {viewer === 'child' && (
        <>
          <p className="page-callout" role="note">
            {FOUNDERS_CHILD_PROFILE_MESSAGE}
          </p>
          <p>
            <Link to={routePath('profiles')}>Switch profile</Link>
          </p>
        </>
      )}
      {viewer === 'visitor' && <VisitorRefer />}
    </article>
  );
}

/** What a signed-out visitor learns about referrals, and the ways in. */
function VisitorRefer() {
  const navigate = useNavigate();
  // SPEC §2: /founders is a trial route, so only a visitor with a trial is offered the link.
  const trialStarted = useTrialStarted();
  return (
    <>
      <p className="page-lead">
        Grove grows by invitation. A member shares a link with a friend; the friend joins, and once they really use Grove, both get{' '}
        {foundersTokensText(REFERRAL_REWARD_TOKENS)}.
      </p>
      <p className="page-actions">
        <Link to={routePath('signup')} className="page-button page-button--primary">
          Create an account
        </Link>
        <Link to={routePath('login')} className="page-button">
          Sign in to invite friends
        </Link>
        {trialStarted && (
          <Link to={routePath('founders')} className="page-button">
            The founders club
          </Link>
        )}
      </p>
      <section className="page-section" aria-labelledby="refer-how">
        <h2 id="refer-how">How it works</h2>
        <ol className="refer-page__steps">
          <li>A member of Grove sends you their invitation link, or reads you its code.</li>
          <li>You sign up with it. Your new account takes a numbered seat in Grove’s founders club.</li>
          <li>
            You chat with your mentor on {REFERRAL_CONVERSION_DAYS} different days (or send {REFERRAL_CONVERSION_WEEK_MESSAGES} messages once your first week is over).
          </li>
          <li>
            {REFERRAL_HOLD_DAYS} days later, you and the friend who invited you each get {foundersTokensText(REFERRAL_REWARD_TOKENS)}.
          </li>
        </ol>
      </section>
      <section className="page-section" aria-labelledby="refer-fair">
        <h2 id="refer-fair">Fair for everyone</h2>
        <ul>
          <li>Invitations are for new accounts, and only a grown-up’s account can invite or be invited: never a child’s profile.</li>
          <li>
            Rewards come from real use, not from sign-ups. A member is rewarded for at most {REFERRAL_CAP_PER_MONTH} invitations a month and{' '}
            {REFERRAL_CAP_TOTAL} in all.
          </li>
          <li>Your friend sees only your first name.</li>
        </ul>
      </section>
      <section className="page-section" aria-labelledby="refer-code">
        <h2 id="refer-code">Have an invitation code?</h2>
        <InvitationCodeEntry onOpen={(code) => void navigate(routePath('referCode', { invitationCode: code }))} />
      </section>
    </>
  );
}

export default ReferPage;
