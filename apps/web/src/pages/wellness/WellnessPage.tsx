import { Link, useSearchParams } from 'react-router-dom';
import type { Child, User } from '@grove/api-contract';
import type { RadarContentMode } from '@grove/radar';
import { RadarCheckIn, RadarMetrics, RadarView, useRadarChartQuery, useRadarMetricsQuery } from '@grove/radar/react';
import { pageSubjectOf, routePath, sessionProfile, type ActiveProfile } from '@grove/session-family';
import { useListChildrenQuery, useSession } from '@grove/session-family/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { selectAuthStatus, selectAuthUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useFeatureFlag } from '../../app/providers';
import { useDocumentTitle } from '../useDocumentTitle';
import '../pages.css';
import './wellness.css';

/** Whose wellness the page shows, and who is looking. */
type WellnessSubject =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'own'; profileId: string; mode: RadarContentMode; isChild: boolean }
  | { kind: 'parent'; child: Child }
  /** A parent asked for a child the account does not have (or no longer has). */
  | { kind: 'unknownChild' };

function subjectOf(status: string, user: User | null, active: ActiveProfile | null, children: Child[] | undefined, requested: string | null, childMode: RadarContentMode | null): WellnessSubject {
  const subject = pageSubjectOf({ status, user, active, children, requested });
  switch (subject.kind) {
    case 'child':
      return childMode === null ? { kind: 'loading' } : { kind: 'own', profileId: subject.childId, mode: childMode, isChild: true };
    case 'parentOfChild':
      return { kind: 'parent', child: subject.child };
    case 'self':
      return { kind: 'own', profileId: subject.user.id, mode: subject.user.contentMode, isChild: false };
    default:
      return subject;
  }
}

/**
 * /wellness (SPEC §2; issue 17): a signed-in profile's daily check-in, its weekly emotional radar (the
 * chart or the table, the evidence behind each area, corrections) and the last 7 days' metrics; for a
 * parent, each child's radar with `?profile=<childId>` (a 9–15 child's: the trend, not the words). A
 * signed-out visitor or trial learns what the radar is and how to get one.
 */
export function WellnessPage() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { session } = useSession();
  const [search] = useSearchParams();
  const uid = user?.id ?? '';
  const active = session ? sessionProfile(session) : null;
  const activeChild = active?.type === 'child' ? active.childId : null;
  const children = useListChildrenQuery(uid, { skip: uid === '' || activeChild !== null });
  // A child profile may not list the family: it learns its own content mode from its own metrics read.
  const childMetrics = useRadarMetricsQuery(activeChild ?? '', { skip: activeChild === null });
  const childMode: RadarContentMode | null = childMetrics.data?.content_mode ?? (childMetrics.isError ? 'G' : null);
  const subject = subjectOf(status, user, active, children.data, search.get('profile'), childMode);
  const chartEnabled = useFeatureFlag('radarChartDisplay');
  const title = subject.kind === 'parent' ? `${subject.child.displayName}'s week` : 'Wellness';
  useDocumentTitle(`Grove — ${title}`);

  if (subject.kind === 'loading') return <LoadingSpinner />;

  return (
    <article className="page wellness-page" aria-labelledby="wellness-title">
      <h1 id="wellness-title">{title}</h1>
      {subject.kind === 'visitor' && <VisitorWellness />}
      {subject.kind === 'unknownChild' && (
        <p className="page-lead">
          That child profile is not in your family. <Link to={routePath('wellness')}>Back to your wellness</Link>
        </p>
      )}
      {subject.kind === 'parent' && (
        <>
          <p className="page-lead">
            {subject.child.contentMode === 'G'
              ? `How ${subject.child.displayName}'s week is going, from what they said to Grove.`
              : `How ${subject.child.displayName}'s week is going. What they said stays theirs: you see the trend.`}
          </p>
          <p>
            <Link to={routePath('profiles')}>Back to profiles</Link>
          </p>
          <RadarView profileId={subject.child.id} mode={subject.child.contentMode} viewer="parent" chartEnabled={chartEnabled} title={`${subject.child.displayName}'s week`} />
        </>
      )}
      {subject.kind === 'own' && (
        <OwnWellness key={subject.profileId} profileId={subject.profileId} mode={subject.mode} chartEnabled={chartEnabled} childrenOfParent={subject.isChild ? [] : (children.data ?? [])} />
      )}
    </article>
  );
}

function VisitorWellness() {
  return (
    <>
      <p className="page-lead">
        With an account, Grove keeps a weekly emotional radar: nine areas of your week such as sleep, energy and focus, read from what you say and
        write, with the words behind each reading and a way to say "that's not right".
      </p>
      <p>
        <Link to={routePath('signup')}>Sign up</Link> to start your radar, or <Link to={routePath('login')}>sign in</Link>.
      </p>
    </>
  );
}

interface OwnWellnessProps {
  profileId: string;
  mode: RadarContentMode;
  chartEnabled: boolean;
  childrenOfParent: Child[];
}

function OwnWellness({ profileId, mode, chartEnabled, childrenOfParent }: OwnWellnessProps) {
  // The same read as the radar's (one request): with metrics collection off a check-in would go nowhere.
  const week = useRadarChartQuery({ profileId });
  const collecting = week.data?.collection.metrics !== false;
  return (
    <>
      <p className="page-lead">
        {mode === 'G' ? 'How is your week going? Pick a face each day, and see your week grow.' : 'A short check-in each day, and your week at a glance: what went well, what was hard, and why.'}
      </p>
      {collecting && <RadarCheckIn profileId={profileId} mode={mode} />}
      <RadarView profileId={profileId} mode={mode} chartEnabled={chartEnabled} title={mode === 'G' ? 'Your week' : 'Your weekly radar'} />
      <RadarMetrics profileId={profileId} mode={mode} />
      {childrenOfParent.length > 0 && (
        <section className="page-section" aria-labelledby="wellness-children">
          <h2 id="wellness-children">Your children's weeks</h2>
          <ul className="wellness-page__children">
            {childrenOfParent.map((child) => (
              <li key={child.id}>
                <Link to={`${routePath('wellness')}?profile=${encodeURIComponent(child.id)}`}>{`${child.displayName}'s week`}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export default WellnessPage;
