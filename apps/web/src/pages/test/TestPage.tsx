import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { apiErrorRead } from '@grove/api-client';
import { groveApi, groveApiLastSuccessAt } from '@grove/api-client/react';
import { sessionProfile, type ActiveProfile } from '@grove/session-family';
import { useSession } from '@grove/session-family/react';
import { useTrialStarted } from '@grove/trial-guard/react';
import { selectAuthSnapshot } from '../../app/authSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ScreenProps } from '../../app/lazyScreen';
import { webEnvRead } from '../../config/env';
import { useDocumentTitle } from '../useDocumentTitle';
import { SUPPORT_STATE_WORDS, supportAgoWords, supportMentorWords, supportReportText, supportStorageCheck, supportStorageReason, supportSummaryWords, supportTimeText, type SupportCheck } from './supportChecks';
import { supportIndexedDbCheck } from './supportIndexedDbCheck';
import '../pages.css';
import './test.css';

/** What the page says after Copy report worked. */
export const SUPPORT_COPIED_TEXT = 'Copied';

/** What it says when the clipboard refused (the report is shown and selected for a manual copy). */
export const SUPPORT_COPY_FAILED_TEXT = 'Could not copy. The report is selected below: copy it with your keyboard or menu.';

/** Props of {@link TestPage}: the route's, and what tests put in place of the browser's own. */
export interface TestPageProps extends Partial<ScreenProps> {
  /** The clock (ms since 1970); `Date.now` by default. */
  now?: () => number;
  /** The browser's `localStorage` by default (reading it may throw where it is blocked). */
  localStorage?: () => Storage | null;
  /** The browser's `sessionStorage` by default. */
  sessionStorage?: () => Storage | null;
  /** Writes, reads and deletes a test value in IndexedDB; rejects when it cannot. */
  indexedDbCheck?: (value: string) => Promise<void>;
  /** The app's version (`VITE_RELEASE`) and build (Vite's mode); read from the build by default. */
  release?: string;
  build?: string;
  /** The browser's user agent by default. */
  userAgent?: string;
}

/** What the checks that run (storage, the API, the mentor, the last sync) found, and when. */
interface Ran {
  at: number;
  checks: SupportCheck[];
}

const BUILD = webEnvRead(import.meta.env);

function browserLocalStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

function browserSessionStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

/** The active profile's type in words: never a name or an id. */
function profileWords(profile: ActiveProfile | null): string {
  if (profile === null) return 'no profile chosen yet';
  if (profile.type === 'child') return 'active profile: child';
  return profile.type === 'parent' ? 'active profile: parent' : 'active profile: adult';
}

function pendingChecks(): SupportCheck[] {
  return [
    { id: 'local-storage', label: 'Local storage', state: 'checking', detail: 'Checking…' },
    { id: 'session-storage', label: 'Session storage', state: 'checking', detail: 'Checking…' },
    { id: 'indexeddb', label: 'IndexedDB', state: 'checking', detail: 'Checking…' },
    { id: 'api', label: 'API', state: 'checking', detail: 'Checking…' },
    { id: 'mentor', label: 'Mentor', state: 'checking', detail: 'Checking…' },
    { id: 'last-sync', label: 'Last sync', state: 'checking', detail: 'Checking…' },
  ];
}

/**
 * /test (SPEC §2, signed in; issue 21): a check page for support. Browser storage (localStorage,
 * sessionStorage and IndexedDB: a test value written, read and removed), the API and its version, the
 * mentor in use, the time since the API last answered, the sign-in state (the active profile's type
 * only), the app's version and the browser. Each line says OK or Problem in words. "Copy report"
 * copies exactly what is shown: no name, e-mail or id is on the page, so none is in the report.
 */
export function TestPage({
  now = Date.now,
  localStorage = browserLocalStorage,
  sessionStorage = browserSessionStorage,
  indexedDbCheck = supportIndexedDbCheck,
  release = BUILD.release,
  build = BUILD.environment,
  userAgent = typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent,
}: TestPageProps) {
  useDocumentTitle('Grove — Support check');
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuthSnapshot);
  const { session } = useSession();
  const trialStarted = useTrialStarted();
  const [ran, setRan] = useState<Ran>(() => ({ at: now(), checks: pendingChecks() }));
  const [runs, setRuns] = useState(0);
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const [reportShown, setReportShown] = useState(false);
  const reportRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const reportId = useId();

  const runChecks = useCallback(async (): Promise<Ran> => {
    const value = `probe-${now()}`;
    const local = supportStorageCheck('local-storage', 'Local storage', localStorage, value);
    const sessionCheck = supportStorageCheck('session-storage', 'Session storage', sessionStorage, value);
    const idb: SupportCheck = await indexedDbCheck(value).then(
      () => ({ id: 'indexeddb', label: 'IndexedDB', state: 'ok', detail: 'Works: a test value was saved, read and removed.' }),
      (error: unknown) => ({
        id: 'indexeddb',
        label: 'IndexedDB',
        state: 'problem',
        detail: error instanceof Error && error.name === 'Error' && error.message !== '' ? error.message : `Not available: ${supportStorageReason(error)}.`,
      }),
    );
    const started = now();
    let api: SupportCheck;
    let mentor: SupportCheck;
    try {
      const status = await dispatch(groveApi.endpoints.getSystemStatus.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
      const took = Math.max(0, Math.round(now() - started));
      api = {
        id: 'api',
        label: 'API',
        state: status.status === 'ok' ? 'ok' : 'problem',
        detail: `${status.status === 'ok' ? 'Reachable' : 'Reachable, but running degraded'} · version ${status.version} · answered in ${took} ms`,
      };
      mentor = { id: 'mentor', label: 'Mentor', state: 'ok', detail: supportMentorWords(status.mentor) };
    } catch (error) {
      const read = apiErrorRead(error);
      api = {
        id: 'api',
        label: 'API',
        state: 'problem',
        detail: typeof read.status === 'number' ? `Not working: it answered ${read.status}${read.message ? ` (${read.message})` : ''}.` : 'Not reachable: no answer (the connection or the server is down).',
      };
      mentor = { id: 'mentor', label: 'Mentor', state: 'problem', detail: 'Unknown: the API did not answer.' };
    }
    const at = now();
    const last = groveApiLastSuccessAt();
    const lastSync: SupportCheck =
      last === null
        ? { id: 'last-sync', label: 'Last sync', state: 'problem', detail: 'The API has not answered since Grove was opened in this tab.' }
        : { id: 'last-sync', label: 'Last sync', state: 'ok', detail: `The API last answered ${supportAgoWords(at - last)}.` };
    return { at, checks: [local, sessionCheck, idb, api, mentor, lastSync] };
  }, [dispatch, indexedDbCheck, localStorage, now, sessionStorage]);

  // Runs on arrival and on every "Run the checks again" (runs counts them).
  useEffect(() => {
    let current = true;
    void runChecks().then((result) => {
      if (current) setRan(result);
    });
    return () => {
      current = false;
    };
  }, [runChecks, runs]);

  function runAgain(): void {
    setCopyStatus(null);
    setRan({ at: now(), checks: pendingChecks() });
    setRuns((count) => count + 1);
  }

  const signIn: SupportCheck =
    auth.status === 'loading'
      ? { id: 'sign-in', label: 'Sign-in', state: 'checking', detail: 'Checking…' }
      : auth.status === 'signedIn'
        ? {
            id: 'sign-in',
            label: 'Sign-in',
            state: 'ok',
            detail: `Signed in · ${auth.accountType === 'family' ? 'family account' : 'single account'} · ${profileWords(session ? sessionProfile(session) : null)}`,
          }
        : { id: 'sign-in', label: 'Sign-in', state: 'info', detail: trialStarted ? 'Not signed in · the trial has started on this device' : 'Not signed in' };
  const checks: SupportCheck[] = [
    ...ran.checks,
    signIn,
    { id: 'app', label: 'App version', state: 'info', detail: `${release} (${build} build)` },
    { id: 'browser', label: 'Browser', state: 'info', detail: userAgent },
  ];
  const checking = checks.some((check) => check.state === 'checking');
  const problems = checks.filter((check) => check.state === 'problem').length;
  const report = supportReportText(ran.at, checks);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(report);
      setCopyStatus(SUPPORT_COPIED_TEXT);
    } catch {
      setReportShown(true);
      setCopyStatus(SUPPORT_COPY_FAILED_TEXT);
      // The textarea appears with this render; select it once it is there.
      requestAnimationFrame(() => {
        reportRef.current?.focus();
        reportRef.current?.select();
      });
    }
  }

  return (
    <article className="page support-page" aria-labelledby={headingId}>
      <h1 id={headingId}>Support check</h1>
      <p className="page-lead">
        If something in Grove does not work, these checks help find out why. Copy the report and send it to support: it holds no name, e-mail address or
        account details.
      </p>

      <p className="support-page__summary" role="status" aria-live="polite" data-state={checking ? 'checking' : problems > 0 ? 'problem' : 'ok'}>
        {supportSummaryWords(problems, checking)}
      </p>
      <p className="page-meta">Checked {supportTimeText(ran.at)}</p>

      <ul className="support-page__checks" aria-label="Checks" aria-busy={checking}>
        {checks.map((check) => (
          <li key={check.id} className="support-page__check" data-state={check.state}>
            <span className="support-page__label">{check.label}</span>
            {check.state !== 'info' && (
              <span className="support-page__state" data-state={check.state}>
                <span aria-hidden="true">{check.state === 'ok' ? '✓' : check.state === 'problem' ? '!' : '…'}</span> {SUPPORT_STATE_WORDS[check.state]}
              </span>
            )}
            <span className="support-page__detail">{check.detail}</span>
          </li>
        ))}
      </ul>

      <div className="support-page__actions">
        <button type="button" className="grove-button grove-button--primary" onClick={() => void copy()} disabled={checking}>
          Copy report
        </button>
        <button type="button" className="grove-button grove-button--secondary" onClick={runAgain} disabled={checking}>
          Run the checks again
        </button>
        <span className="support-page__copied" role="status" aria-live="polite">
          {copyStatus}
        </span>
      </div>

      <details className="support-page__report" open={reportShown} onToggle={(event) => setReportShown(event.currentTarget.open)}>
        <summary>See the report</summary>
        <label htmlFor={reportId} className="support-page__report-label">
          The report, as it is copied
        </label>
        <textarea id={reportId} ref={reportRef} className="grove-input support-page__report-text" readOnly rows={14} value={report} />
      </details>
    </article>
  );
}

export default TestPage;
