import { useId, useState, type FormEvent } from 'react';
import type { JournalSummary } from '@grove/api-contract';
import { journalApiErrorMessage, useJournalSummariesQuery, useJournalSummaryMakeMutation, useJournalSummaryPatchMutation } from './journalApi';
import { journalBrowserOffset, type JournalMode, type JournalViewer } from './journalText';
import './journal.css';

/** What the summaries say when there are none yet. */
export const JOURNAL_SUMMARIES_EMPTY = 'No summaries yet. Once you have written this week, make a summary: themes, how your week felt, and one encouraging thought.';

/** What a parent sees when the child has shared no summary. */
export const JOURNAL_SUMMARIES_PARENT_EMPTY = 'No summaries to see yet. A summary appears here when your child shares it.';

/** How each mood trend reads. */
export const JOURNAL_MOOD_TREND_TEXT: Readonly<Record<JournalSummary['moodTrend'], string>> = {
  brighter: 'Your week grew brighter',
  steady: 'Your week felt steady',
  harder: 'Your week felt harder',
  mixed: 'Your week had ups and downs',
};

/** Props of {@link JournalSummaries}. */
export interface JournalSummariesProps {
  /** Whose journal: the account's uid or a child's id. */
  profileId: string;
  /** The writer's content mode: a 9–15 child (PG) approves a summary before the parent sees it. */
  contentMode: JournalMode;
  /** Whether the writer is a child profile (a parent may see some summaries). */
  isChild: boolean;
  /** The writer, or the parent of a child. */
  viewer?: JournalViewer;
  /** Minutes east of UTC, so the week starts on the writer's Monday. */
  tzOffset?: number;
}

function weekLabel(summary: JournalSummary): string {
  const start = new Date(summary.weekStart).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return `Week of ${start}`;
}

/** Who sees a summary, as its writer is told. */
function seenText(summary: JournalSummary, isChild: boolean): string {
  if (!isChild) return 'Only you can see this summary.';
  return summary.parentSees ? 'Your parent can see this summary.' : 'Only you can see this summary.';
}

/**
 * The weekly summaries (issue 16, point 3): the writer makes this week's (themes, mood trend and one
 * encouraging observation, from up to 10 entries), reads, edits and hides it; a 9–15 child shares one
 * with the parent by approving it ("Share with my parent") and can stop sharing. Each summary says
 * whether the parent sees it. A parent sees only what reaches them, read-only.
 */
export function JournalSummaries({ profileId, contentMode, isChild, viewer = 'self', tzOffset = journalBrowserOffset() }: JournalSummariesProps) {
  const headingId = useId();
  const list = useJournalSummariesQuery({ profileId }, { refetchOnMountOrArgChange: true });
  const [make, making] = useJournalSummaryMakeMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const writer = viewer === 'self';

  async function makeWeek(): Promise<void> {
    setProblem(null);
    setNotice(null);
    try {
      await make({ profileId, tzOffset }).unwrap();
      setNotice("This week's summary is ready.");
    } catch (error) {
      setProblem(journalApiErrorMessage(error, 'The summary could not be made. Try again.'));
    }
  }

  const summaries = list.data?.summaries ?? [];
  return (
    <section className="grove-journal-summaries" aria-labelledby={headingId} aria-busy={list.isFetching}>
      <h2 id={headingId} className="grove-journal__title">
        {writer ? 'Weekly summaries' : 'Summaries shared with you'}
      </h2>
      {writer && (
        <div className="grove-journal__actions">
          <button type="button" className="grove-button grove-button--primary" onClick={() => void makeWeek()} disabled={making.isLoading}>
            {making.isLoading ? 'Making the summary…' : "Make this week's summary"}
          </button>
        </div>
      )}
      {problem && (
        <p className="grove-journal__error" role="alert">
          {problem}
        </p>
      )}
      <p role="status" className="grove-journal__status">
        {notice ?? ''}
      </p>
      {list.isError ? (
        <div className="grove-journal__error" role="alert">
          <p>{journalApiErrorMessage(list.error, 'The summaries could not be loaded.')}</p>
          <button type="button" className="grove-button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : list.data === undefined ? (
        <p className="grove-journal__status">Loading summaries…</p>
      ) : summaries.length === 0 ? (
        <p className="grove-journal__status">{writer ? JOURNAL_SUMMARIES_EMPTY : JOURNAL_SUMMARIES_PARENT_EMPTY}</p>
      ) : (
        <ul className="grove-journal-summaries__items">
          {summaries.map((summary) => (
            <li key={summary.id}>
              <SummaryCard summary={summary} profileId={profileId} writer={writer} isChild={isChild} canShare={isChild && contentMode === 'PG'} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface SummaryCardProps {
  summary: JournalSummary;
  profileId: string;
  writer: boolean;
  isChild: boolean;
  /** A 9–15 child shares a summary by approving it. */
  canShare: boolean;
}

function SummaryCard({ summary, profileId, writer, isChild, canShare }: SummaryCardProps) {
  const [patch, state] = useJournalSummaryPatchMutation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(summary.text);
  const [problem, setProblem] = useState<string | null>(null);
  const label = weekLabel(summary);

  async function change(next: { text?: string; status?: JournalSummary['status'] }): Promise<boolean> {
    setProblem(null);
    try {
      await patch({ summaryId: summary.id, profileId, patch: next }).unwrap();
      return true;
    } catch (error) {
      setProblem(journalApiErrorMessage(error, 'The summary could not be changed. Try again.'));
      return false;
    }
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (await change({ text: text.trim() })) setEditing(false);
  }

  const hidden = summary.status === 'hidden';
  return (
    <article className="grove-journal-summary grove-glass" aria-label={label}>
      <h3 className="grove-journal-summary__title">{label}</h3>
      <p className="grove-journal-summary__trend">
        {JOURNAL_MOOD_TREND_TEXT[summary.moodTrend]} · {summary.entryCount} {summary.entryCount === 1 ? 'entry' : 'entries'}
        {summary.edited ? ' · edited' : ''}
      </p>
      {editing ? (
        <form onSubmit={(event) => void submit(event)} onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}>
          <label className="grove-field">
            <span>Summary</span>
            <textarea className="grove-input" rows={5} value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          <div className="grove-journal__actions">
            <button type="submit" className="grove-button grove-button--primary" disabled={state.isLoading}>
              Save summary
            </button>
            <button type="button" className="grove-button" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <p className="grove-journal-summary__text">{summary.text}</p>
      )}
      {summary.themes.length > 0 && (
        <ul className="grove-journal-entry__tags" aria-label="Themes">
          {summary.themes.map((theme) => (
            <li key={theme}>{theme}</li>
          ))}
        </ul>
      )}
      {writer && (
        <>
          <p className="grove-journal-seen">{hidden ? 'Hidden: only you can see this summary.' : seenText(summary, isChild)}</p>
          <div className="grove-journal__actions">
            {!editing && (
              <button type="button" className="grove-button" aria-label={`Edit the summary of the ${label.toLowerCase()}`} onClick={() => setEditing(true)}>
                Edit
              </button>
            )}
            {canShare && !hidden && summary.status !== 'approved' && (
              <button type="button" className="grove-button grove-button--primary" onClick={() => void change({ status: 'approved' })}>
                Share with my parent
              </button>
            )}
            {canShare && summary.status === 'approved' && (
              <button type="button" className="grove-button" onClick={() => void change({ status: 'draft' })}>
                Stop sharing
              </button>
            )}
            <button type="button" className="grove-button" onClick={() => void change({ status: hidden ? 'draft' : 'hidden' })}>
              {hidden ? 'Show' : 'Hide'}
            </button>
          </div>
        </>
      )}
      {problem && (
        <p className="grove-journal__error" role="alert">
          {problem}
        </p>
      )}
    </article>
  );
}
