import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { familyAlertsOrdered, familyVisibilityOf, routePath } from '@grove/session-family';
import {
  DataExportButtons,
  ParentAlertList,
  familyApiErrorRead,
  useAlertListQuery,
  useAlertPatchMutation,
  useChildOverviewQuery,
  useDataExport,
  useRecentUsers,
} from '@grove/session-family/react';
import type { Alert, ParentOverview } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import { GlassButton, LoadingSpinner } from '@grove/ui-glass/react';
import { QuestFinishedList, useQuestsQuery } from '@grove/wonder/react';
import { errorReport } from '../../app/errorReporter';
import type { ScreenProps } from '../../app/lazyScreen';
import { gameDataClear } from '../games/gameDataClear';
import { useFamilyAccount } from '../profiles/useFamilyAccount';
import { useDocumentTitle } from '../useDocumentTitle';
import { DeleteChildConfirm } from './DeleteChildConfirm';
import { OverviewSections } from './OverviewSections';
import '../pages.css';
import '../profiles/family.css';
import '../../app/auth/authForm.css';
import './childOverview.css';

/** What /profiles says once a child is deleted from here (the page reads it from the navigation's state). */
export function childDeletedStatus(name: string): string {
  return `Deleted ${name} and everything Grove kept about ${name}.`;
}

/** Said when an alert cannot be changed and the server gave no reason. */
export const ALERT_CHANGE_FAILED = 'That alert could not be changed. Please try again.';

/**
 * /profiles/{childId} (issue 18, point 1): the parent's view of one child, by age band — for 4–8 the
 * chats, journal entries, memories and week; for 9–15 the topics, time, the week's trend, approved
 * summaries, memories and only the flagged sentences, with a line on what the parent does not see and
 * why. Also the child's alerts, "Download {name}'s data" (JSON or readable) and "Delete {name}". The
 * route gate lets only the parent profile here; the API refuses anyone else.
 */
export function ChildOverviewPage({ params }: ScreenProps) {
  const childId = params['childId'] ?? '';
  const overview = useChildOverviewQuery(childId, { skip: childId === '', refetchOnMountOrArgChange: true });
  const name = overview.data?.displayName ?? null;
  useDocumentTitle(`Grove — ${name ? `${name}'s overview` : 'Child overview'}`);

  if (overview.isLoading || (overview.isFetching && overview.data === undefined)) return <LoadingSpinner label="Loading the overview..." />;

  if (overview.data === undefined) {
    const failure = familyApiErrorRead(overview.error);
    const notOurs = failure.status === 403 || failure.status === 404;
    return (
      <article className="page family-page child-overview" aria-labelledby="child-overview-title">
        <h1 id="child-overview-title">Child overview</h1>
        <div className="family-alert" role="alert">
          <p>{notOurs ? 'That child profile is not in your family.' : `We could not load the overview${failure.message ? `: ${failure.message}` : '.'}`}</p>
        </div>
        <p className="family-form__actions">
          {!notOurs && (
            <GlassButton variant="secondary" onClick={() => void overview.refetch()}>
              Try again
            </GlassButton>
          )}
          <Link to={routePath('profiles')}>Back to profiles</Link>
        </p>
      </article>
    );
  }

  return <Overview overview={overview.data} refreshing={overview.isFetching} />;
}

function Overview({ overview, refreshing }: { overview: ParentOverview; refreshing: boolean }) {
  const name = overview.displayName;
  const visibility = familyVisibilityOf(overview.contentMode);
  const account = useFamilyAccount();
  const navigate = useNavigate();
  const { remove } = useRecentUsers();
  const [deleting, setDeleting] = useState(false);
  const downloads = useDataExport({ kind: 'child', childId: overview.childId });

  function deleted(): void {
    // SPEC §4: a deleted child is gone from this device's recent users too, and game data is cleared.
    remove(overview.childId);
    gameDataClear().catch((error: unknown) => errorReport(error, { kind: 'game-data-clear' }));
    void account?.refreshUser();
    void navigate(routePath('profiles'), { state: { status: childDeletedStatus(name) } });
  }

  return (
    <article className="page family-page child-overview" aria-labelledby="child-overview-title" aria-busy={refreshing}>
      <p className="child-overview__back">
        <Link to={routePath('profiles')}>Back to profiles</Link>
      </p>
      <h1 id="child-overview-title">{`${name}'s overview`}</h1>
      <p className="page-lead">
        {visibility.band === 'young' ? `What ${name} (aged 4 to 8) does with Grove.` : `How ${name} (aged 9 and up) is doing with Grove.`}{' '}
        <span className="child-overview__muted">Updated {new Date(overview.generatedAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}.</span>
      </p>
      <aside className={`child-overview__note child-overview__note--${visibility.band}`} aria-label={visibility.band === 'teen' ? 'What you do not see' : 'What you see'}>
        <p>{visibility.parentNote}</p>
        <p>
          <Link to={`${routePath('whatMyParentSees')}?band=${visibility.band}`}>What {name} is told</Link>
        </p>
      </aside>

      <ChildAlerts childId={overview.childId} name={name} />
      <OverviewSections overview={overview} />
      <ChildQuests childId={overview.childId} name={name} wordsPrivate={visibility.band === 'teen'} />

      <div className="page-section child-overview__rights">
        <DataExportButtons
          title={`Download ${name}'s data`}
          description={`Everything Grove keeps about ${name}: the profile, every chat, the journal, memories, the radar, alerts, limits and time used — a readable file for you, or JSON for another app.`}
          pending={downloads.pending}
          onDownload={(format) => void downloads.download(format)}
          error={downloads.error}
          saved={downloads.saved}
        />
        <section className="child-overview__danger" aria-labelledby="child-overview-delete">
          <h2 id="child-overview-delete">{`Delete ${name}`}</h2>
          <p>Removes {name}'s profile and everything Grove keeps about {name}, for good.</p>
          <GlassButton className="settings-danger-button" onClick={() => setDeleting(true)}>
            {`Delete ${name}`}
          </GlassButton>
        </section>
      </div>

      <DeleteChildConfirm childId={overview.childId} name={name} open={deleting} onClose={() => setDeleting(false)} onDeleted={deleted} />
    </article>
  );
}

/** The child's own alerts, urgent first (the parent's list on /profiles holds every child's). */
function ChildAlerts({ childId, name }: { childId: string; name: string }) {
  const headingId = useId();
  const account = useFamilyAccount();
  const uid = account?.uid ?? '';
  const alerts = useAlertListQuery({ userId: uid }, { skip: uid === '' });
  const [patch] = useAlertPatchMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mine = familyAlertsOrdered((alerts.data?.alerts ?? []).filter((alert) => alert.childId === childId));

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
    <section className="page-section child-overview__part" aria-labelledby={headingId}>
      <h2 id={headingId}>Alerts</h2>
      {alerts.isLoading ? (
        <LoadingSpinner label="Loading alerts..." />
      ) : alerts.isError ? (
        <div className="family-alert" role="alert">
          <p>{apiErrorMessage(alerts.error, 'The alerts could not be loaded.')}</p>
          <GlassButton variant="secondary" onClick={() => void alerts.refetch()}>
            Try again
          </GlassButton>
        </div>
      ) : mine.length === 0 ? (
        <p className="child-overview__empty">No alerts for {name}. Grove tells you here, and by email when it is urgent, if its safety check is worried.</p>
      ) : (
        <ParentAlertList alerts={mine} label={`${name}'s alerts`} showChild={false} pendingId={pendingId} onMark={(alert, status) => void mark(alert, status)} />
      )}
      {problem !== null && (
        <p className="family-alert" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

/**
 * Issue 21: the child's finished quests, newest first — with what a 4–8 child wrote; for a 9–15 child
 * the API sends what was done and when, and the words stay the child's.
 */
function ChildQuests({ childId, name, wordsPrivate }: { childId: string; name: string; wordsPrivate: boolean }) {
  const headingId = useId();
  const quests = useQuestsQuery(childId);
  return (
    <section className="page-section child-overview__part" aria-labelledby={headingId}>
      <h2 id={headingId}>Finished quests</h2>
      {quests.isLoading ? (
        <LoadingSpinner label="Loading quests..." />
      ) : quests.isError ? (
        <div className="family-alert" role="alert">
          <p>{apiErrorMessage(quests.error, `${name}'s quests could not be loaded.`)}</p>
          <GlassButton variant="secondary" onClick={() => void quests.refetch()}>
            Try again
          </GlassButton>
        </div>
      ) : (
        <QuestFinishedList viewer="parent" name={name} wordsPrivate={wordsPrivate} entries={quests.data?.entries ?? []} />
      )}
    </section>
  );
}

export default ChildOverviewPage;
