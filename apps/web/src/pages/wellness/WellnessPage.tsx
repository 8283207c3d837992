import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Child, User } from '@grove/api-contract';
import type { RadarContentMode } from '@grove/radar';
import { RadarCheckIn, RadarMetrics, RadarView, useRadarChartQuery, useRadarMetricsQuery } from '@grove/radar/react';
import { WELLNESS_SESSIONS, wellnessSuggestion, wonderBandOf, type WellnessSession, type WonderBand } from '@grove/wonder';
import { WellnessSessionList, WellnessSessionPlayer } from '@grove/wonder/react';
import { pageSubjectOf, routePath, sessionProfile, type ActiveProfile } from '@grove/session-family';
import { useListChildrenQuery, useSession } from '@grove/session-family/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { selectAuthStatus, selectAuthUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useFeatureFlag } from '../../app/providers';
import { useDocumentTitle } from '../useDocumentTitle';
import { wellnessWeekScores } from './wellnessWeekScores';
import '../pages.css';
import './wellness.css';

const BANDS: readonly WonderBand[] = ['4-8', '9-15', 'adult'];

/** A visitor's chosen band from the address (`?band=`); Adults when none or an unknown one. */
function visitorBandOf(value: string | null): WonderBand {
  return BANDS.find((band) => band === value) ?? 'adult';
}

/** History state of a session opened from the list: its Back returns to that very entry. */
interface WellnessHistoryState {
  wellnessFromList?: boolean;
}

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

/** The band of sessions a viewer sees: a child's own (G 4–8, PG 9–15), an adult's; null for a visitor, who may open any. */
function viewerBandOf(subject: WellnessSubject): WonderBand | null {
  if (subject.kind === 'visitor' || subject.kind === 'loading') return null;
  if (subject.kind === 'own' && subject.isChild) return wonderBandOf(subject.mode);
  return 'adult';
}

/**
 * /wellness (SPEC §2; issues 17 and 21): guided sessions for everyone — breathing, grounding, a body
 * scan, gratitude, a wind-down — a session opening at `/wellness?session=<id>` (deep-linkable; Back
 * returns to the list). A signed-in profile sees its own band's sessions, its daily check-in, its
 * weekly emotional radar (the chart or the table, the evidence behind each area, corrections), the last
 * 7 days' metrics and a session suggested by the week's radar; for a parent, each child's radar with
 * `?profile=<childId>` (a 9–15 child's: the trend, not the words). A signed-out visitor or trial picks
 * an age group for the sessions and learns what the radar is and how to get one.
 */
export function WellnessPage() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // The session just left, so the list gives its Start link focus again.
  const [leftSession, setLeftSession] = useState<string | null>(null);
  const uid = user?.id ?? '';
  const active = session ? sessionProfile(session) : null;
  const activeChild = active?.type === 'child' ? active.childId : null;
  const children = useListChildrenQuery(uid, { skip: uid === '' || activeChild !== null });
  // A child profile may not list the family: it learns its own content mode from its own metrics read.
  const childMetrics = useRadarMetricsQuery(activeChild ?? '', { skip: activeChild === null });
  const childMode: RadarContentMode | null = childMetrics.data?.content_mode ?? (childMetrics.isError ? 'G' : null);
  const subject = subjectOf(status, user, active, children.data, search.get('profile'), childMode);
  const chartEnabled = useFeatureFlag('radarChartDisplay');
  const viewerBand = viewerBandOf(subject);
  const sessionId = search.get('session');
  const opened = sessionId === null ? null : (WELLNESS_SESSIONS.find((candidate) => candidate.id === sessionId) ?? null);
  const playable = opened !== null && (viewerBand === null || opened.band === viewerBand);
  const title = subject.kind === 'parent' ? `${subject.child.displayName}'s week` : 'Wellness';
  useDocumentTitle(`Grove — ${sessionId !== null && playable ? opened.title : title}`);

  function sessionHref(target: WellnessSession): string {
    return `${routePath('wellness')}?session=${encodeURIComponent(target.id)}`;
  }

  function sessionOpen(target: WellnessSession): void {
    setLeftSession(null);
    navigate(sessionHref(target), { state: { wellnessFromList: true } satisfies WellnessHistoryState });
  }

  function sessionClose(): void {
    if (opened) setLeftSession(opened.id);
    if ((location.state as WellnessHistoryState | null)?.wellnessFromList) {
      navigate(-1);
      return;
    }
    // Opened from a link: the list of the session's own band (a visitor's tab follows it).
    const band = opened && viewerBand === null && opened.band !== 'adult' ? `?band=${opened.band}` : '';
    navigate(`${routePath('wellness')}${band}`);
  }

  function bandChange(band: WonderBand): void {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (band === 'adult') next.delete('band');
        else next.set('band', band);
        return next;
      },
      { replace: true },
    );
  }

  if (subject.kind === 'loading') return <LoadingSpinner />;

  if (sessionId !== null) {
    return (
      <article className="page wellness-page wellness-page--session">
        {playable ? (
          <WellnessSessionPlayer key={opened.id} session={opened} onClose={sessionClose} />
        ) : (
          <>
            <h1>Wellness</h1>
            <p className="page-lead">{opened ? 'This session is for another age group.' : 'That session is not here.'}</p>
            <p>
              <Link to={routePath('wellness')}>Back to sessions</Link>
            </p>
          </>
        )}
      </article>
    );
  }

  const sessionList = (band: WonderBand, suggestion: ReturnType<typeof wellnessSuggestion> = null, pick?: (band: WonderBand) => void) => (
    <WellnessSessionList
      band={band}
      suggestion={suggestion}
      hrefOf={sessionHref}
      onOpen={sessionOpen}
      focusSessionId={leftSession}
      {...(pick ? { onBandChange: pick } : {})}
    />
  );

  return (
    <article className="page wellness-page" aria-labelledby="wellness-title">
      <h1 id="wellness-title">{title}</h1>
      {subject.kind === 'visitor' && (
        <>
          <p className="page-lead">Short guided pauses for every age: breathing, grounding, a body scan, gratitude and a wind-down.</p>
          {sessionList(visitorBandOf(search.get('band')), null, bandChange)}
          <VisitorWellness />
        </>
      )}
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
        <OwnWellness
          key={subject.profileId}
          profileId={subject.profileId}
          mode={subject.mode}
          band={viewerBand ?? 'adult'}
          chartEnabled={chartEnabled}
          childrenOfParent={subject.isChild ? [] : (children.data ?? [])}
          sessions={(suggestion) => sessionList(viewerBand ?? 'adult', suggestion)}
        />
      )}
    </article>
  );
}

function VisitorWellness() {
  return (
    <section className="page-section" aria-labelledby="wellness-radar-visitor">
      <h2 id="wellness-radar-visitor">Your weekly radar</h2>
      <p>
        With an account, Grove keeps a weekly emotional radar: nine areas of your week such as sleep, energy and focus, read from what you say and
        write, with the words behind each reading and a way to say "that's not right".
      </p>
      <p>
        <Link to={routePath('signup')}>Sign up</Link> to start your radar, or <Link to={routePath('login')}>sign in</Link>.
      </p>
    </section>
  );
}

interface OwnWellnessProps {
  profileId: string;
  mode: RadarContentMode;
  /** The profile's band of sessions. */
  band: WonderBand;
  chartEnabled: boolean;
  childrenOfParent: Child[];
  /** The list of sessions, with the week's suggestion on top. */
  sessions: (suggestion: ReturnType<typeof wellnessSuggestion>) => ReactNode;
}

function OwnWellness({ profileId, mode, band, chartEnabled, childrenOfParent, sessions }: OwnWellnessProps) {
  // The same read as the radar's (one request): with metrics collection off a check-in would go nowhere.
  const week = useRadarChartQuery({ profileId });
  const collecting = week.data?.collection.metrics !== false;
  // "Sleep was low this week: try the wind-down." — from the week's real readings only.
  const suggestion = wellnessSuggestion(wellnessWeekScores(week.data), band);
  return (
    <>
      <p className="page-lead">
        {mode === 'G' ? 'How is your week going? Pick a face each day, and see your week grow.' : WELLNESS_ADULT_LEAD}
      </p>
      {collecting && <RadarCheckIn profileId={profileId} mode={mode} />}
      {sessions(suggestion)}
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

/** The lead of an adult's own wellness page (and of its frame). */
const WELLNESS_ADULT_LEAD = 'A short check-in each day, and your week at a glance: what went well, what was hard, and why.';

/**
 * The top of a solo adult's own wellness page (title and lead, the same for every one), shown while
 * sign-in settles in a browser whose last account was one (app/screenFrames.tsx, issue 22): the page
 * paints at once, and the screen then fills in below them without moving them.
 */
export function WellnessFrame() {
  useDocumentTitle('Grove — Wellness');
  return (
    <article className="page wellness-page" aria-labelledby="wellness-title" aria-busy="true">
      <h1 id="wellness-title">Wellness</h1>
      <p className="page-lead">{WELLNESS_ADULT_LEAD}</p>
      <LoadingSpinner />
    </article>
  );
}

export default WellnessPage;
