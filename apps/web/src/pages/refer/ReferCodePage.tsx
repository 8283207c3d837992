import { Link } from 'react-router-dom';
import { invitationCodeCanonical, invitationCodeDisplay } from '@grove/founders';
import { InvitationLanding } from '@grove/founders/react';
import { routePath } from '@grove/session-family';
import { LoadingSpinner } from '@grove/ui-glass/react';
import type { ScreenProps } from '../../app/lazyScreen';
import { useDocumentTitle } from '../useDocumentTitle';
import { foundersRouterLink } from './foundersRouterLink';
import { useFoundersViewer } from './useFoundersViewer';
import '../pages.css';
import './refer.css';

/**
 * /refer/{invitationCode} (SPEC §2; issue 19): the page an invitation link opens. A visitor sees who
 * invited them and what they get, and Sign up takes the code to /referral-signup/{code}; the landing
 * is counted once per visit. A code that cannot be used says why in the contract's words; a signed-in
 * adult learns invitations are for new accounts, a child profile that they belong to the parent.
 */
export function ReferCodePage({ params }: ScreenProps) {
  useDocumentTitle('Grove — Your invitation');
  const viewer = useFoundersViewer();
  const raw = params['invitationCode'] ?? '';
  const canonical = invitationCodeCanonical(raw);
  // The sign-up page's address carries the code as people read it, whatever case the link had.
  const code = canonical === null ? raw : invitationCodeDisplay(canonical);
  if (viewer === 'loading') return <LoadingSpinner />;
  return (
    <article className="page page--narrow refer-page" aria-labelledby="refer-code-title">
      <h1 id="refer-code-title">You’re invited to Grove</h1>
      <p className="page-lead">Grove is a warm AI mentor for grown-ups and children, with talk that fits every age.</p>
      <InvitationLanding
        code={raw}
        viewer={viewer === 'adult' ? 'member' : viewer}
        signUpTo={code === '' ? routePath('signup') : routePath('referralSignup', { invitationCode: code })}
        referTo={routePath('refer')}
        link={foundersRouterLink}
      />
      <p className="page-meta">
        <Link to={routePath('about')}>More about Grove</Link>
        {viewer === 'visitor' && (
          <>
            {' · '}
            <Link to={routePath('refer')}>How invitations work</Link>
          </>
        )}
      </p>
    </article>
  );
}

export default ReferCodePage;
