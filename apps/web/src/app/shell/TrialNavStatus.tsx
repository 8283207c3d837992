import { Link } from 'react-router-dom';
import { useTrial } from '@grove/trial-guard/react';
import { TrialNavPending } from './TrialNavPending';

/**
 * The trial's tokens left in the header, for a signed-out visitor on a trial route other than the two
 * trial screens (which show the full status). Mounting it polls the trial status every 5 s (SPEC §4);
 * it links to the trial chat. Lazy-loaded, so visitors who never open a trial route do not download
 * the trial's code.
 */
export default function TrialNavStatus() {
  const { decision, loading } = useTrial({ enabled: true });
  if (loading) return <TrialNavPending />;
  const left = decision.tokensLeft.toLocaleString('en-US');
  return (
    <Link to="/chat/trial" className="trial-nav" data-eligible={decision.eligible}>
      Free trial: {left} {decision.tokensLeft === 1 ? 'token' : 'tokens'} left
    </Link>
  );
}
