import { Suspense, useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MESSAGES, type Child, type User } from '@grove/api-contract';
import { pageSubjectOf, routePath, sessionProfile, type ActiveProfile } from '@grove/session-family';
import { useListChildrenQuery, useSession } from '@grove/session-family/react';
import { useMemoryProfileQuery } from '@grove/memory/react';
import {
  journalApiErrorRead,
  JournalComposer,
  JournalEntryList,
  JournalLock,
  JournalLockBarPending,
  journalLockAny,
  JournalPrivacyPanel,
  JournalSummaries,
  useJournalPrivacyQuery,
  type JournalMode,
} from '@grove/journal/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { selectAuthStatus, selectAuthUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { lazyScreen } from '../../app/lazyScreen';
import { useDocumentTitle } from '../useDocumentTitle';
import { ActiveChildBadge } from '../whatMyParentSees/ActiveChildBadge';
import '../pages.css';
import './journal.css';

// The guided session works out the mentor's follow-ups in the browser with the family safety
// classifier, whose word lists and language model are most of the journal's JavaScript: it is its own
// chunk, fetched when a session starts, so opening /journal does not download and run it.
const JournalGuided = lazyScreen(() => import('./JournalGuided'));

/** SPEC §2: a signed-out visitor is on the trial, whose content mode is PG (a visitor may be a child). */
export const JOURNAL_VISITOR_CONTENT_MODE: JournalMode = 'PG';

/** Whose journal the page shows, and who is looking. */
type JournalSubject =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  /** The journal is switched off for the active child (SPEC §3 canJournal). */
  | { kind: 'notAllowed' }
  | { kind: 'own'; uid: string; profileId: string; contentMode: JournalMode; isChild: boolean }
  | { kind: 'parent'; child: Child }
  /** A parent asked for a child the account does not have (or no longer has). */
  | { kind: 'unknownChild' };

/**
 * What the page knows of the active child beyond the family's list, which a child profile may not
 * read (the API keeps the family account to the parent): the child's content mode from its own
 * memory profile, and whether the journal answers it at all (403 with SPEC's journalNotAllowed).
 */
interface ChildFacts {
  contentMode: JournalMode | null;
  /** Whether the journal has answered the child (its privacy read), so nothing is shown before the permission is known. */
  journalAnswered: boolean;
  journalRefused: boolean;
}

function subjectOf(
  status: string,
  user: User | null,
  active: ActiveProfile | null,
  children: Child[] | undefined,
  requested: string | null,
  facts: ChildFacts,
): JournalSubject {
  const subject = pageSubjectOf({ status, user, active, children, requested });
  switch (subject.kind) {
    case 'child': {
      const child = children?.find((candidate) => candidate.id === subject.childId);
      if (facts.journalRefused || child?.permissions.canJournal === false) return { kind: 'notAllowed' };
      const contentMode = child?.contentMode ?? facts.contentMode;
      if (contentMode === null || !facts.journalAnswered) return { kind: 'loading' };
      return { kind: 'own', uid: subject.user.id, profileId: subject.childId, contentMode, isChild: true };
    }
    case 'parentOfChild':
      return { kind: 'parent', child: subject.child };
    case 'self':
      return { kind: 'own', uid: subject.user.id, profileId: subject.user.id, contentMode: subject.user.contentMode, isChild: false };
    default:
      return subject;
  }
}

/**
 * /journal (SPEC §2, issue 16): for a signed-in profile, its journal — write (freely, with a prompt or
 * in a guided session), the entries by day, the weekly summaries and the privacy settings, behind an
 * optional device PIN lock; for a child whose journal is switched off, SPEC's kind message; for a
 * parent, links to each child's journal and, with `?profile=<childId>`, what the child shares; for a
 * signed-out visitor on the trial, the prompts and a draft kept only in this browser.
 *
 * `?write=<text>` (issue 21: "Write about this" on /oracle) brings words into the writer's draft — an
 * empty draft starts with them, a draft with words gets them below a blank line — and is then dropped
 * from the address (replaced, so Back and a reload do not bring it again).
 */
export function JournalPage() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const uid = user?.id ?? '';
  // A blank `write` brings nothing (and is left alone).
  const write = search.get('write')?.trim() ? search.get('write') : null;
  const writeTaken = useCallback(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('write');
        return next;
      },
      { replace: true },
    );
  }, [setSearch]);
  const active = session ? sessionProfile(session) : null;
  const requested = search.get('profile');
  const activeChild = active?.type === 'child' ? active.childId : null;
  // The family's children are the parent's to read: for a parent opening a child's journal and for the
  // links to each child's (read afresh: children added since sign-in count too). A child profile
  // learns its own mode and permission from its own reads.
  const children = useListChildrenQuery(uid, { skip: uid === '' || activeChild !== null });
  const childMemory = useMemoryProfileQuery(activeChild ?? '', { skip: activeChild === null });
  const childPrivacy = useJournalPrivacyQuery(activeChild ?? '', { skip: activeChild === null });
  const facts: ChildFacts = {
    // A child whose mode cannot be read writes in G, the gentlest, as the games do.
    contentMode: childMemory.data?.contentMode ?? (childMemory.isError ? 'G' : null),
    journalAnswered: childPrivacy.data !== undefined || childPrivacy.isError,
    journalRefused: journalApiErrorRead(childPrivacy.error).status === 403,
  };
  const subject = subjectOf(status, user, active, children.data, requested, facts);
  const title = subject.kind === 'parent' ? `${subject.child.displayName}'s journal` : subject.kind === 'visitor' ? 'Try the journal' : 'Your journal';
  useDocumentTitle(`Grove — ${title}`);

  if (subject.kind === 'loading') return <LoadingSpinner />;

  return (
    <article className="page journal-page" aria-labelledby="journal-title">
      <h1 id="journal-title">{title}</h1>
      {/* Issue 18: a child is told, on their own journal, what their parent can see. */}
      {subject.kind === 'own' && subject.isChild && <ActiveChildBadge className="page-family-badge" />}
      {subject.kind === 'visitor' && <VisitorJournal write={write} onWriteTaken={writeTaken} />}
      {subject.kind === 'notAllowed' && (
        <p className="page-lead journal-page__off" role="status">
          {MESSAGES.journalNotAllowed}
        </p>
      )}
      {subject.kind === 'unknownChild' && (
        <p className="page-lead">
          That child profile is not in your family. <Link to={routePath('journal')}>Back to your journal</Link>
        </p>
      )}
      {subject.kind === 'parent' && <ParentView child={subject.child} />}
      {subject.kind === 'own' && (
        <OwnJournal
          key={subject.profileId}
          uid={subject.uid}
          profileId={subject.profileId}
          contentMode={subject.contentMode}
          isChild={subject.isChild}
          childrenOfParent={active?.type === 'child' ? [] : (children.data ?? [])}
          write={write}
          onWriteTaken={writeTaken}
        />
      )}
    </article>
  );
}

/** Words brought with `?write=`, and what the page does once they are in the draft. */
interface JournalWriteProps {
  write: string | null;
  onWriteTaken: () => void;
}

function VisitorJournal({ write, onWriteTaken }: JournalWriteProps) {
  return (
    <>
      <p className="page-lead">Pick a prompt, or just write. Nothing leaves this browser.</p>
      <JournalComposer profileId={null} ownerKey="visitor" contentMode={JOURNAL_VISITOR_CONTENT_MODE} prefill={write} onPrefilled={onWriteTaken} />
      <p>
        <Link to={routePath('signup')}>Sign up</Link> to keep a journal with summaries, or <Link to={routePath('login')}>sign in</Link>.
      </p>
    </>
  );
}

interface OwnJournalProps extends JournalWriteProps {
  uid: string;
  profileId: string;
  contentMode: JournalMode;
  isChild: boolean;
  /** A parent's children, whose journals the page links to. */
  childrenOfParent: Child[];
}

function OwnJournal({ uid, profileId, contentMode, isChild, childrenOfParent, write, onWriteTaken }: OwnJournalProps) {
  const ownerKey = `${uid}:${profileId}`;
  const [guided, setGuided] = useState(false);
  const [sessionKey, setSessionKey] = useState(0);
  // Words brought to write about open the composer, even from a guided session.
  if (write !== null && guided) setGuided(false);

  return (
    <JournalLock ownerKey={ownerKey}>
      <p className="page-lead">
        {contentMode === 'G' ? 'Draw, tap or write about your day.' : JOURNAL_ADULT_LEAD}
      </p>
      <div className="journal-page__modes" role="group" aria-label="How to write">
        <button type="button" className="grove-button" aria-pressed={!guided} onClick={() => setGuided(false)}>
          Write an entry
        </button>
        <button
          type="button"
          className="grove-button"
          aria-pressed={guided}
          onClick={() => {
            setGuided(true);
            setSessionKey((key) => key + 1);
          }}
        >
          {guided ? 'New guided session' : 'Guided session'}
        </button>
      </div>
      {guided ? (
        <Suspense fallback={<JournalGuidedPending />}>
          <JournalGuided key={sessionKey} profileId={profileId} ownerKey={ownerKey} contentMode={contentMode} />
        </Suspense>
      ) : (
        <JournalComposer key={ownerKey} profileId={profileId} ownerKey={ownerKey} contentMode={contentMode} prefill={write} onPrefilled={onWriteTaken} />
      )}
      <div className="journal-page__columns">
        <JournalEntryList profileId={profileId} />
        <JournalSummaries profileId={profileId} contentMode={contentMode} isChild={isChild} />
      </div>
      <JournalPrivacyPanel profileId={profileId} contentMode={contentMode} />
      {childrenOfParent.length > 0 && (
        <section className="page-section" aria-labelledby="journal-children">
          <h2 id="journal-children">Your children's journals</h2>
          <ul className="journal-page__children">
            {childrenOfParent.map((child) => (
              <li key={child.id}>
                <Link to={`${routePath('journal')}?profile=${encodeURIComponent(child.id)}`}>{`${child.displayName}'s journal`}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </JournalLock>
  );
}

/** The guided session as it looks while its prompts load, shown while its chunk loads: nothing moves when it arrives. */
function JournalGuidedPending() {
  return (
    <section className="grove-journal-session grove-glass" aria-labelledby="journal-guided-pending" aria-busy="true">
      <h2 id="journal-guided-pending" className="grove-journal__title">
        Guided session
      </h2>
      <p className="grove-journal__status">Loading the session…</p>
    </section>
  );
}

function ParentView({ child }: { child: Child }) {
  return (
    <>
      <p className="page-lead">
        {child.contentMode === 'G'
          ? `What ${child.displayName} writes, and the weekly summaries.`
          : `${child.displayName}'s journal is theirs: you see what they choose to share.`}
      </p>
      <p>
        <Link to={routePath('journal')}>Back to your journal</Link>
      </p>
      {child.permissions.canJournal ? null : <p className="journal-page__off">{`The journal is switched off for ${child.displayName}. You can turn it on in Child accounts.`}</p>}
      <JournalSummaries profileId={child.id} contentMode={child.contentMode} isChild viewer="parent" />
      <JournalEntryList profileId={child.id} viewer="parent" title={`${child.displayName}'s entries`} />
      <JournalPrivacyPanel profileId={child.id} contentMode={child.contentMode} viewer="parent" />
    </>
  );
}

/** The lead of a journal that is not in G (and of the page's frame). */
const JOURNAL_ADULT_LEAD = 'Write freely, answer a prompt, or take a guided session. Each entry says who can see it.';

/**
 * The top of a solo adult's own journal (title, the lock's bar, the lead: the same for every one),
 * shown while sign-in settles in a browser whose last account was one (app/screenFrames.tsx, issue
 * 22): the page paints at once and the journal then fills in below without moving them. A journal
 * locked on this device shows its lock instead, so the frame gives way to the spinner there.
 */
export function JournalFrame() {
  useDocumentTitle('Grove — Your journal');
  const [locked] = useState(() => typeof localStorage === 'undefined' || journalLockAny(localStorage));
  if (locked) return <LoadingSpinner />;
  return (
    <article className="page journal-page" aria-labelledby="journal-title" aria-busy="true">
      <h1 id="journal-title">Your journal</h1>
      <JournalLockBarPending />
      <p className="page-lead">{JOURNAL_ADULT_LEAD}</p>
      <LoadingSpinner />
    </article>
  );
}

export default JournalPage;
