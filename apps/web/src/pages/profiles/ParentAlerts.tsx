import { useId, useState } from 'react';
import type { Alert } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import { familyAlertsOrdered } from '@grove/session-family';
import { ParentAlertList, useAlertListQuery, useAlertPatchMutation } from '@grove/session-family/react';
import { GlassButton, LoadingSpinner } from '@grove/ui-glass/react';

/** Said when an alert cannot be changed and the server gave no reason. */
export const ALERT_CHANGE_FAILED = 'That alert could not be changed. Please try again.';

/** Said when the alerts cannot be read and the server gave no reason. */
export const ALERTS_LOAD_FAILED = 'Your alerts could not be loaded.';

/**
 * On /profiles, for the parent profile only (issue 18, point 2): the children's alerts from Grove's
 * safety check, urgent first, each with the child, the worry in plain words, when, where and the
 * caught sentence; "Mark as seen" and "Resolved" on each; resolved ones one click away. Read afresh
 * on every visit (the navigation's count keeps the same list current meanwhile).
 */
export function ParentAlerts({ uid }: { uid: string }) {
  const headingId = useId();
  const alerts = useAlertListQuery({ userId: uid }, { refetchOnMountOrArgChange: true });
  const [patch] = useAlertPatchMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [showResolved, setShowResolved] = useState(false);
  const all = alerts.data?.alerts ?? [];
  const shown = familyAlertsOrdered(all, { includeResolved: showResolved });
  const resolvedCount = all.filter((alert) => alert.status === 'resolved').length;
  const newCount = all.filter((alert) => alert.status === 'new').length;

  async function mark(alert: Alert, status: 'seen' | 'resolved'): Promise<void> {
    setPendingId(alert.id);
    setProblem(null);
    try {
      await patch({ alertId: alert.id, status }).unwrap();
    } catch (error) {
      setProblem(apiErrorMessage(error, ALERT_CHANGE_FAILED));
    } finally {
      setPendingId(null);
    }
  }

  return (
    <section className="family-memories family-alerts" aria-labelledby={headingId} aria-busy={alerts.isFetching}>
      <h2 id={headingId}>Alerts</h2>
      {alerts.isLoading ? (
        <LoadingSpinner label="Loading alerts..." />
      ) : alerts.isError && alerts.data === undefined ? (
        <div className="family-alert" role="alert">
          <p>{apiErrorMessage(alerts.error, ALERTS_LOAD_FAILED)}</p>
          <GlassButton variant="secondary" onClick={() => void alerts.refetch()}>
            Try again
          </GlassButton>
        </div>
      ) : (
        <>
          <p className="family-alerts__summary">
            {newCount === 0 ? 'No new alerts.' : `${newCount} new ${newCount === 1 ? 'alert' : 'alerts'}.`} Grove's safety check tells you here when something a
            child says worries it, and by email at once when it is urgent.
          </p>
          {shown.length === 0 ? (
            <p className="family-alerts__empty">{resolvedCount > 0 ? 'Everything has been dealt with.' : 'Nothing has worried Grove so far.'}</p>
          ) : (
            <ParentAlertList alerts={shown} label="Your children's alerts" pendingId={pendingId} onMark={(alert, status) => void mark(alert, status)} />
          )}
          {problem !== null && (
            <p className="family-alert" role="alert">
              {problem}
            </p>
          )}
          {resolvedCount > 0 && (
            <button type="button" className="grove-button grove-button--ghost family-alerts__toggle" aria-pressed={showResolved} onClick={() => setShowResolved((on) => !on)}>
              {showResolved ? 'Hide resolved alerts' : `Show resolved alerts (${resolvedCount})`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
