import { familyAlertsNew } from '@grove/session-family';
import { useAlertListQuery } from '@grove/session-family/react';

/** How often the navigation asks for new alerts while the parent profile is active (an urgent one shows within a minute). */
export const ALERTS_NAV_POLL_MS = 60_000;

/**
 * The parent profile's new alerts beside "Profiles" in the main navigation (issue 18, point 2): a
 * small count, marked when one is urgent, read now and every minute. Mounted only for a signed-in
 * parent profile, never for a child; lazy-loaded, so a visitor's home page does not carry it.
 */
export default function AlertsNavCount({ uid }: { uid: string }) {
  const alerts = useAlertListQuery({ userId: uid }, { pollingInterval: ALERTS_NAV_POLL_MS, skipPollingIfUnfocused: true });
  const { count, urgent } = familyAlertsNew(alerts.data?.alerts ?? []);
  if (count === 0) return null;
  const words = `${count} new ${count === 1 ? 'alert' : 'alerts'}${urgent ? ', urgent' : ''}`;
  return (
    <>
      <span className="app-nav__count" data-urgent={urgent || undefined} aria-hidden="true">
        {count}
      </span>
      <span className="app-nav__hidden">{` (${words})`}</span>
    </>
  );
}
