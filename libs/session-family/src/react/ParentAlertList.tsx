import type { Alert } from '@grove/api-contract';
import { ALERT_SEVERITY_WORDS, ALERT_SOURCE_WORDS } from '../index';
import './family.css';

/** Props of {@link ParentAlertList}. */
export interface ParentAlertListProps {
  /** The alerts to show, in the order to show them (see `familyAlertsOrdered`). */
  alerts: readonly Alert[];
  /** The list's accessible name. */
  label: string;
  /** Marks an alert seen or resolved. */
  onMark: (alert: Alert, status: 'seen' | 'resolved') => void;
  /** The alert whose change is on its way (its buttons wait). */
  pendingId?: string | null;
  /** Whether each alert names its child (off on one child's own overview). */
  showChild?: boolean;
  /** How a time is shown (default: the browser's medium date and short time). */
  formatTime?: (iso: string) => string;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function timeShown(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/**
 * A parent's alerts (issue 18, point 2): each names the child, what kind of worry it is in plain
 * words, when and where, and the caught sentence (a journal entry's words stay the child's). Urgent
 * ones are marked in words and colour; "Mark as seen" and "Resolved" act on each.
 */
export function ParentAlertList({ alerts, label, onMark, pendingId = null, showChild = true, formatTime = timeShown }: ParentAlertListProps) {
  return (
    <ul className="grove-alerts" aria-label={label}>
      {alerts.map((alert) => {
        const severity = ALERT_SEVERITY_WORDS[alert.severity];
        const pending = pendingId === alert.id;
        const name = showChild ? `${alert.childName}: ${alert.categoryText}` : alert.categoryText;
        return (
          <li key={alert.id}>
            <article className="grove-alert" data-severity={alert.severity} data-status={alert.status} aria-label={`${severity}. ${name}`} aria-busy={pending}>
              <p className="grove-alert__head">
                <span className="grove-alert__severity">{severity}</span>
                {showChild && <strong className="grove-alert__child">{alert.childName}</strong>}
                <span className="grove-alert__category">{alert.categoryText}</span>
                <span className="grove-alert__status">{alert.status === 'new' ? 'New' : alert.status === 'seen' ? 'Seen' : 'Resolved'}</span>
              </p>
              <p className="grove-alert__meta">
                <time dateTime={alert.createdAt}>{formatTime(alert.createdAt)}</time>, {ALERT_SOURCE_WORDS[alert.source]}
              </p>
              {alert.excerpt !== null ? (
                <blockquote className="grove-alert__excerpt">
                  <p>{alert.excerpt}</p>
                </blockquote>
              ) : (
                <p className="grove-alert__no-excerpt">
                  {alert.source === 'journal'
                    ? `The words stay in ${alert.childName}'s journal: you see what kind of worry it was.`
                    : alert.source === 'quest'
                      ? `The words stay in ${alert.childName}'s quest reflection: you see what kind of worry it was.`
                      : 'No excerpt was kept.'}
                </p>
              )}
              {alert.severity === 'urgent' && alert.status !== 'resolved' && (
                <p className="grove-alert__help">Talk with {alert.childName} soon. If they may be in danger right now, call your local emergency number.</p>
              )}
              {alert.status !== 'resolved' && (
                <div className="grove-alert__actions">
                  {alert.status === 'new' && (
                    <button type="button" className="grove-button grove-button--secondary" disabled={pending} onClick={() => onMark(alert, 'seen')}>
                      Mark as seen
                    </button>
                  )}
                  <button type="button" className="grove-button grove-button--secondary" disabled={pending} onClick={() => onMark(alert, 'resolved')}>
                    Resolved
                  </button>
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
