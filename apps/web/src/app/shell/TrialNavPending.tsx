/**
 * The place of the header's trial status (TrialNavStatus) while its chunk and the trial's status load:
 * the same box, invisible, so the status fills it instead of pushing the page down (on phones it takes
 * a row of its own).
 */
export function TrialNavPending() {
  return <span className="trial-nav trial-nav--pending" aria-hidden="true" data-testid="trial-nav-pending" />;
}
