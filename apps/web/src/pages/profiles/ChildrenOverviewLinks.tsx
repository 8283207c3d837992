import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Child } from '@grove/api-contract';
import { familyVisibilityOf, routePath } from '@grove/session-family';
import { useAlertListQuery } from '@grove/session-family/react';
import { ContentModeBadge } from './ContentModeBadge';
import { ProfileAvatar } from './ProfileAvatar';

/**
 * On /profiles, for the parent profile: each child with a link to their overview (issue 18, point 1,
 * /profiles/{childId}), what that overview shows for the child's age, and the child's new alerts.
 */
export function ChildrenOverviewLinks({ kids, uid }: { kids: readonly Child[]; uid: string }) {
  const headingId = useId();
  // The same read as the alerts region's: one request, counted per child here.
  const alerts = useAlertListQuery({ userId: uid });
  if (kids.length === 0) return null;
  const newFor = (childId: string) => (alerts.data?.alerts ?? []).filter((alert) => alert.childId === childId && alert.status === 'new').length;
  return (
    <section className="family-memories" aria-labelledby={headingId}>
      <h2 id={headingId}>Your children</h2>
      <ul className="family-memories__list">
        {kids.map((child) => {
          const fresh = newFor(child.id);
          return (
            <li key={child.id} className="family-memories__child family-children__child">
              <div className="family-memories__row">
                <ProfileAvatar avatar={child.avatar} name={child.displayName} />
                <span className="family-memories__name">{child.displayName}</span>
                <ContentModeBadge mode={child.contentMode} />
                <span className="family-memories__pending">
                  {familyVisibilityOf(child.contentMode).band === 'young' ? 'You see their chats, journal, memories and week.' : 'You see topics, time, trends and flagged sentences.'}
                </span>
                {fresh > 0 && <span className="family-children__new">{fresh === 1 ? '1 new alert' : `${fresh} new alerts`}</span>}
                <Link className="grove-button grove-button--secondary" to={routePath('childOverview', { childId: child.id })}>
                  Open {child.displayName}'s overview
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
