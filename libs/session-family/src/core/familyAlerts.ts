import type { Alert, AlertSeverity } from '@grove/api-contract';

// Issue 18, point 2: the parent's alerts, as the /profiles list and the navigation's count read them.

const SEVERITY_RANK: Record<AlertSeverity, number> = { urgent: 0, concern: 1, info: 2 };

/** Each severity in a word a parent reads at a glance (shown beside its colour, never colour alone). */
export const ALERT_SEVERITY_WORDS: Readonly<Record<AlertSeverity, string>> = {
  urgent: 'Urgent',
  concern: 'Concern',
  info: 'For your information',
};

/** Where an alert's words were, for the parent: a chat, the child's journal or a quest's reflection. */
export const ALERT_SOURCE_WORDS: Readonly<Record<Alert['source'], string>> = {
  chat: 'in a chat',
  journal: 'in their journal',
  quest: 'in a quest reflection',
};

/**
 * The alerts a parent has to deal with, in the order to deal with them: urgent first, then concerns,
 * then the rest; within a severity new before seen, then newest first. Resolved alerts are left out
 * unless `includeResolved` (they come last).
 */
export function familyAlertsOrdered(alerts: readonly Alert[], options: { includeResolved?: boolean } = {}): Alert[] {
  const statusRank = (alert: Alert) => (alert.status === 'new' ? 0 : alert.status === 'seen' ? 1 : 2);
  return alerts
    .filter((alert) => options.includeResolved === true || alert.status !== 'resolved')
    .slice()
    .sort(
      (a, b) =>
        Number(a.status === 'resolved') - Number(b.status === 'resolved') ||
        SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
        statusRank(a) - statusRank(b) ||
        Date.parse(b.createdAt) - Date.parse(a.createdAt),
    );
}

/** How many alerts the parent has not looked at yet (the navigation's count), and whether one is urgent. */
export function familyAlertsNew(alerts: readonly Alert[]): { count: number; urgent: boolean } {
  const fresh = alerts.filter((alert) => alert.status === 'new');
  return { count: fresh.length, urgent: fresh.some((alert) => alert.severity === 'urgent') };
}
