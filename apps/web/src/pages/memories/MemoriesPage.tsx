import { useId, useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { routePath, sessionProfile, type ActiveProfile } from '@grove/session-family';
import { useListChildrenQuery, useSession } from '@grove/session-family/react';
import { MemoryAddForm, MemoryList, MemorySettingsSwitches, MemoryTimeline, type MemorySourceLink, type MemoryViewer } from '@grove/memory/react';
import { selectAuthSnapshot, selectAuthUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../useDocumentTitle';
import { ActiveChildBadge } from '../whatMyParentSees/ActiveChildBadge';
import '../pages.css';
import './memories.css';

/** Whose memories the page shows, and how the person looking may act on them. */
interface MemoriesSubject {
  profileId: string;
  viewer: MemoryViewer;
  /** A child profile may not pin its own memories; the parent pins a child's. */
  canPin: boolean;
  /** The child's id when a child's memories are shown (by the child or by the parent). */
  childId: string | null;
  /** The chat a memory's conversation opens in: only the profile's own chat can show it. */
  chatPath: string | null;
}

const TABS = [
  { id: 'list', label: 'List' },
  { id: 'timeline', label: 'Timeline' },
] as const;

type TabId = (typeof TABS)[number]['id'];

function subjectOf(uid: string, active: ActiveProfile, requested: string | null): MemoriesSubject {
  if (active.type === 'child') {
    return { profileId: active.childId, viewer: 'self', canPin: false, childId: active.childId, chatPath: routePath('chatChild', { userId: uid, childId: active.childId }) };
  }
  // A parent may look at a child's memories (?profile=<childId>, from /profiles); the API checks the
  // child is theirs. The child's conversations open only in the child's own profile, so no link.
  if (active.type === 'parent' && requested !== null && requested !== uid) {
    return { profileId: requested, viewer: 'parent', canPin: true, childId: requested, chatPath: null };
  }
  return { profileId: uid, viewer: 'self', canPin: true, childId: null, chatPath: routePath('chatUser', { userId: uid }) };
}

/**
 * /memories (issue 15, a signed-in route beyond SPEC §2): what Grove remembers about the active
 * profile, with the memory switches, a form to add one, and the list and the timeline as two tabs
 * (`?view=timeline`). A parent opens a child's memories with `?profile=<childId>` to approve, pin or
 * delete them. Shown only while the `symbolicMemory` flag is on (the router offers it then).
 */
export function MemoriesPage() {
  const user = useAppSelector(selectAuthUser);
  const account = useAppSelector(selectAuthSnapshot);
  const { session } = useSession();
  const [search, setSearch] = useSearchParams();
  const uid = user?.id ?? '';
  const family = account.status === 'signedIn' && account.accountType === 'family';
  const active: ActiveProfile = session ? sessionProfile(session) : family ? { type: 'parent' } : { type: 'solo' };
  const subject = subjectOf(uid, active, search.get('profile'));
  const parentView = subject.viewer === 'parent';
  const children = useListChildrenQuery(uid, { skip: !parentView || uid === '' });
  const childName = parentView ? (children.data?.find((child) => child.id === subject.profileId)?.displayName ?? null) : null;
  const title = parentView ? (childName ? `${childName}'s memories` : "Your child's memories") : 'Your memories';
  useDocumentTitle(`Grove — ${title}`);

  const view: TabId = search.get('view') === 'timeline' ? 'timeline' : 'list';
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ list: null, timeline: null });
  const baseId = useId();

  function choose(tab: TabId): void {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'list') next.delete('view');
        else next.set('view', tab);
        return next;
      },
      { replace: true },
    );
  }

  // The tabs pattern: arrows move between tabs, Home and End jump to the ends.
  function tabKey(event: KeyboardEvent<HTMLButtonElement>): void {
    const index = TABS.findIndex((tab) => tab.id === view);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key] + TABS.length) % TABS.length].id;
    choose(next);
    tabRefs.current[next]?.focus();
  }

  if (user === null) return null;

  const sourceLink: MemorySourceLink | undefined = subject.chatPath
    ? (conversationId, label) => <Link to={`${subject.chatPath}?conversation=${encodeURIComponent(conversationId)}`}>{label}</Link>
    : undefined;

  return (
    <article className="page memories-page" aria-labelledby="memories-title">
      <h1 id="memories-title">{title}</h1>
      {/* Issue 18: a child is told, on their own memories, what their parent can see. */}
      {active.type === 'child' && <ActiveChildBadge className="page-family-badge" />}
      <p className="page-lead">
        {parentView
          ? 'What Grove remembers about your child. Approve what it may use, pin what should never expire, and delete anything it should forget.'
          : active.type === 'child'
            ? 'What Grove remembers about you. Your grown-up can see your memories too.'
            : 'What Grove remembers about you, and where it learned it. Change or delete anything, or turn memory off.'}
      </p>
      {parentView && (
        <p>
          <Link to={routePath('profiles')}>Back to profiles</Link>
        </p>
      )}

      <section className="memories-page__settings grove-glass" aria-label="Memory settings">
        <MemorySettingsSwitches profileId={subject.profileId} />
      </section>

      <div className="memories-page__tabs" role="tablist" aria-label="Show memories as">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            className="memories-page__tab"
            aria-selected={view === tab.id}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={view === tab.id ? 0 : -1}
            onClick={() => choose(tab.id)}
            onKeyDown={tabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>

      {/* Both panels exist, so each tab's aria-controls names one; only the chosen one is filled. */}
      <div role="tabpanel" id={`${baseId}-list-panel`} aria-labelledby={`${baseId}-list-tab`} className="memories-page__panel" hidden={view !== 'list'}>
        {view === 'list' && (
          <>
            <MemoryAddForm profileId={subject.profileId} />
            <MemoryList
              key={subject.profileId}
              profileId={subject.profileId}
              viewer={subject.viewer}
              canPin={subject.canPin}
              title={parentView ? title : 'Saved memories'}
              sourceLink={sourceLink}
            />
          </>
        )}
      </div>
      <div role="tabpanel" id={`${baseId}-timeline-panel`} aria-labelledby={`${baseId}-timeline-tab`} className="memories-page__panel" hidden={view !== 'timeline'}>
        {view === 'timeline' && <MemoryTimeline key={subject.profileId} profileId={subject.profileId} viewer={subject.viewer} sourceLink={sourceLink} />}
      </div>
    </article>
  );
}

export default MemoriesPage;
