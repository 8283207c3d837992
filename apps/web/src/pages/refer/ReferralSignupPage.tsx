import { Link } from 'react-router-dom';
import { invitationCodeCanonical } from '@grove/founders';
import { InvitationLanding, useFoundersValidateQuery, usePendingInvitation } from '@grove/founders/react';
import { routePath } from '@grove/session-family';
import type { ScreenProps } from '../../app/lazyScreen';
import { SignupForm } from '../signup/SignupForm';
import { useDocumentTitle } from '../useDocumentTitle';
import { foundersRouterLink } from './foundersRouterLink';
import '../pages.css';
import '../../app/auth/authForm.css';
import './refer.css';

/**
 * /referral-signup/{invitationCode} (SPEC §2; issue 19): the sign-up form under the invitation it comes
 * with. The code is kept in local storage before the account is made and join is sent by the first
 * screen after it (onboarding); if the network loses that join, the next screen (home) sends it again, and a refusal
 * (the account is not new, the code stopped working) forgets the code and says why there. A code that
 * cannot be used shows its message and the ordinary sign-up instead of the form.
 */
export function ReferralSignupPage({ params }: ScreenProps) {
  useDocumentTitle('Grove — Join with an invitation');
  const raw = params['invitationCode'] ?? '';
  const canonical = invitationCodeCanonical(raw);
  const validation = useFoundersValidateQuery(canonical ?? '', { skip: canonical === null });
  const pending = usePendingInvitation();
  const usable = canonical !== null && validation.data?.status === 'valid';
  const unusable = canonical === null || (validation.data !== undefined && validation.data.status !== 'valid');

  return (
    <article className="page page--narrow refer-page" aria-labelledby="referral-signup-title">
      <h1 id="referral-signup-title">Join Grove with an invitation</h1>
      <InvitationLanding code={raw} viewer="visitor" variant="summary" signUpTo={routePath('signup')} referTo={routePath('refer')} link={foundersRouterLink} />
      {usable && (
        <>
          <h2 id="referral-signup-form" className="refer-page__form-title">
            Create your account
          </h2>
          <SignupForm
            labelledBy="referral-signup-form"
            // Kept first, so nothing of the invitation is lost if the page closes once the account exists.
            // The join itself is sent by the page the new member lands on (onboarding's notice, else
            // home's) as soon as it shows: one place sends it, so a lost join is said there and tried
            // again on the next screen, never raced by a second try.
            beforeCreate={() => pending.save(canonical ?? '')}
          />
        </>
      )}
      {unusable && (
        <p>
          You can still join without an invitation: <Link to={routePath('signup')}>create an account</Link>.
        </p>
      )}
      <p className="auth-aside">
        Already have an account? <Link to={routePath('login')}>Sign in</Link>. Invitations are for new accounts.
      </p>
    </article>
  );
}

export default ReferralSignupPage;
