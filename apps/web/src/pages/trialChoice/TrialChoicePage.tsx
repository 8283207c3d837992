import { Link } from 'react-router-dom';
import { TrialStatusBadge, TrialStatusPending, useTrial } from '@grove/trial-guard/react';
import { useDocumentTitle } from '../useDocumentTitle';
import '../pages.css';
import '../trial.css';

/**
 * /trial-choice (SPEC §2): where a visitor chooses between the free trial and an account. It says
 * what the trial gives and keeps, shows what this device has left (the server's answer, polled every
 * 5 s — SPEC §4), and leads to /chat/trial, or to sign-up once the trial is used up.
 */
export function TrialChoicePage() {
  useDocumentTitle('Grove — try it free');
  const trial = useTrial({ enabled: true });
  const { decision } = trial;
  const allowance = decision.limit.toLocaleString('en-US');

  return (
    <article className="page page--narrow" aria-labelledby="trial-choice-title">
      <h1 id="trial-choice-title">Try Grove free</h1>
      <p className="page-lead">Talk with the mentor now, without an account.</p>
      <ul className="trial-facts">
        <li>
          Each device gets up to <strong>{allowance}</strong> tokens of conversation in 24 hours.
        </li>
        <li>Nothing you write in the trial is saved: when you leave the chat, it is gone.</li>
        <li>The mentor talks as it would with a young person: friendly, exciting, never scary.</li>
      </ul>

      <div className="trial-status" aria-busy={trial.loading}>
        {trial.loading ? <TrialStatusPending /> : <TrialStatusBadge decision={decision} source={trial.source} />}
      </div>

      <p className="page-actions">
        {decision.eligible && (
          <Link to="/chat/trial" className="page-button page-button--primary">
            Start chatting
          </Link>
        )}
        <Link to="/signup" className={`page-button${decision.eligible ? '' : ' page-button--primary'}`}>
          Create an account
        </Link>
        <Link to="/login" className="page-button">
          Sign in
        </Link>
      </p>
      <p className="page-meta">
        An account keeps your conversations, adds journaling and memories, and lets a parent set up
        children's profiles behind a PIN.
      </p>
    </article>
  );
}

export default TrialChoicePage;
