import type { TrialDecision, TrialReason } from '../index';

/** Each reason code in words a visitor understands. */
export const TRIAL_REASON_TEXT: Record<TrialReason, string> = {
  first_time: 'Welcome! Your free trial is ready.',
  new_trial: 'Your free trial has been renewed.',
  active_trial: 'Your free trial is active.',
  tokens_exhausted: 'You have used your free trial for today.',
  related_device_active: 'A free trial is already running on this network or device.',
  related_device_exhausted: 'The free trial on this network or device is used up for today.',
  related_device_expired: 'An earlier free trial has ended, so a fresh one is ready.',
  fallback_no_data: 'Trial status is unavailable; showing the full allowance.',
  fallback_trial_used: 'Trial status is unavailable; this browser has used its trial for today.',
  fallback_active: 'Trial status is unavailable; showing what this browser remembers.',
  fallback_reset: 'Trial status is unavailable; your trial should have renewed.',
};

/** Props of {@link TrialStatusBadge}. */
export interface TrialStatusBadgeProps {
  decision: TrialDecision;
  /** Where the decision came from; a fallback is marked as an estimate. */
  source?: 'server' | 'fallback';
  /** Formats numbers and the reset time; defaults to the browser's locale. */
  locale?: string;
}

/** A small badge showing the trial's tokens left, the reason in words and, when used up, when it renews. */
export function TrialStatusBadge({ decision, source = 'server', locale }: TrialStatusBadgeProps) {
  const tokensLeft = decision.tokensLeft.toLocaleString(locale);
  return (
    <section aria-label="Free trial" className="trial-status-badge" data-eligible={decision.eligible} data-reason={decision.reason}>
      <p>
        <strong data-testid="trial-tokens-left">{tokensLeft}</strong> {decision.tokensLeft === 1 ? 'token' : 'tokens'} left
        {source === 'fallback' && <span> (estimate)</span>}
      </p>
      <p role="status">{TRIAL_REASON_TEXT[decision.reason]}</p>
      {!decision.eligible && decision.resetAt && (
        <p>
          Renews at <time dateTime={decision.resetAt.toISOString()}>{decision.resetAt.toLocaleString(locale, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })} UTC</time>
        </p>
      )}
    </section>
  );
}

/** What {@link TrialStatusPending} says while the trial's status is read. */
export const TRIAL_STATUS_CHECKING_TEXT = 'Checking your free trial…';

/**
 * The badge's place while the trial's status is read: the same box and the same two lines (the first
 * held empty), saying it is checking, so the badge fills it without moving what is around it.
 */
export function TrialStatusPending() {
  return (
    <section aria-label="Free trial" className="trial-status-badge" data-pending="" aria-busy="true">
      <p aria-hidden="true">
        <strong>{'\u00a0'}</strong>
      </p>
      <p role="status">{TRIAL_STATUS_CHECKING_TEXT}</p>
    </section>
  );
}
