import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { JournalEntry } from '@grove/api-contract';
import { JOURNAL_MOODS, journalEntriesByDay, journalExportJson, journalExportMarkdown, type JournalExportFile } from '../index';
import { journalApi, journalApiErrorMessage, useJournalEntriesQuery, useJournalEntryDeleteMutation, useJournalEntryPatchMutation } from './journalApi';
import { journalDownloadBrowser, type JournalDownload } from './journalDownload';
import { JOURNAL_SEEN_BY_TEXT, journalBrowserOffset, journalExcerpt, journalRestrictedText, journalTagsParse, type JournalViewer } from './journalText';
import './journal.css';

/** Issue 16, point 6: a deleted entry can be brought back for 10 seconds. */
export const JOURNAL_UNDO_MS = 10_000;

/** What the list says when there is nothing yet. */
export const JOURNAL_LIST_EMPTY = 'No entries yet. What you write will appear here, by day.';

/** What the list says when a search finds nothing. */
export const JOURNAL_SEARCH_EMPTY = 'No entries match that search.';

/** What the Undo bar says after a deletion. */
export const JOURNAL_DELETED_TEXT = 'Entry deleted.';

/** How many entries a page of the list adds (SPEC §9: entries are listed 10 at a time). */
const PAGE = 10;
/** The API's largest page, used to export every entry. */
const EXPORT_PAGE = 100;

/** Runs `callback` after `ms`; returns the function that cancels it. */
export type JournalSchedule = (callback: () => void, ms: number) => () => void;

function browserSchedule(callback: () => void, ms: number): () => void {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
}

/** Props of {@link JournalEntryList}. */
export interface JournalEntryListProps {
  /** Whose journal: the account's uid or a child's id. */
  profileId: string;
  /** The writer (edit, delete, export) or the parent of a child (read and export what the child shares). */
  viewer?: JournalViewer;
  /** The heading. */
  title?: string;
  /** Minutes east of UTC, so days break at the person's midnight (the browser's by default). */
  offsetMinutes?: number;
  /** Delays the deletion (tests pass their own timer). */
  schedule?: JournalSchedule;
  /** Hands an export to the person (a browser download by default). */
  download?: JournalDownload;
  /** The clock for export file names. */
  now?: () => number;
}

interface PendingDelete {
  entry: JournalEntry;
  cancel: () => void;
}

function dayLabel(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function timeLabel(iso: string, offsetMinutes: number): string {
  return new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(11, 16);
}

/**
 * A journal's entries by day (issue 16, points 4–6): search, pages of 10, and for each entry who can
 * see it, its prompt, mood and tags; the writer edits in place, deletes with an Undo that lasts
 * {@link JOURNAL_UNDO_MS} (the DELETE is sent only when the time is up, or when the list closes), and
 * exports one entry or all as JSON or Markdown. A parent of a 9–15 child whose journal is private sees
 * only how many entries there are.
 */
export function JournalEntryList({
  profileId,
  viewer = 'self',
  title = 'Your entries',
  offsetMinutes = journalBrowserOffset(),
  schedule = browserSchedule,
  download = journalDownloadBrowser,
  now = Date.now,
}: JournalEntryListProps) {
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const undoRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const q = search.trim();
  const list = useJournalEntriesQuery({ profileId, limit: Math.min(PAGE * pages, EXPORT_PAGE), ...(q ? { q } : {}) }, { refetchOnMountOrArgChange: true });
  const [remove] = useJournalEntryDeleteMutation();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const writer = viewer === 'self';

  // A deletion still waiting when the list closes is sent then: leaving the page is not an Undo.
  const pendingRef = useRef<PendingDelete | null>(null);
  pendingRef.current = pending;
  const removeRef = useRef(remove);
  removeRef.current = remove;
  useEffect(
    () => () => {
      const waiting = pendingRef.current;
      if (waiting) {
        waiting.cancel();
        void removeRef.current({ entryId: waiting.entry.id, profileId });
      }
    },
    [profileId],
  );

  useEffect(() => {
    if (pending) undoRef.current?.focus();
  }, [pending]);

  function deleteEntry(entry: JournalEntry): void {
    // A second deletion sends the first one now: one Undo at a time.
    if (pending) {
      pending.cancel();
      void remove({ entryId: pending.entry.id, profileId });
    }
    setProblem(null);
    const cancel = schedule(() => {
      setPending(null);
      void remove({ entryId: entry.id, profileId })
        .unwrap()
        .catch((error: unknown) => setProblem(journalApiErrorMessage(error, 'The entry could not be deleted. Try again.')));
    }, JOURNAL_UNDO_MS);
    setPending({ entry, cancel });
  }

  function undo(): void {
    pending?.cancel();
    setPending(null);
  }

  async function allEntries(): Promise<JournalEntry[]> {
    const found: JournalEntry[] = [];
    let before: string | undefined;
    for (;;) {
      const request = dispatch(journalApi.endpoints.journalEntries.initiate({ profileId, limit: EXPORT_PAGE, ...(before ? { before } : {}) }, { subscribe: false }));
      const page = await request.unwrap();
      found.push(...page.entries);
      if (page.entries.length < EXPORT_PAGE) return found;
      before = page.entries[page.entries.length - 1].createdAt;
    }
  }

  async function exportAll(kind: 'json' | 'md'): Promise<void> {
    setExporting(true);
    setProblem(null);
    try {
      const entries = (await allEntries()).filter((entry) => entry.id !== pending?.entry.id);
      download(exportOf(kind, entries));
    } catch (error) {
      setProblem(journalApiErrorMessage(error, 'The journal could not be exported. Try again.'));
    } finally {
      setExporting(false);
    }
  }

  function exportOf(kind: 'json' | 'md', entries: JournalEntry[]): JournalExportFile {
    const options = { offsetMinutes, now: now() };
    return kind === 'json' ? journalExportJson(entries, options) : journalExportMarkdown(entries, options);
  }

  const data = list.data;
  const shown = (data?.entries ?? []).filter((entry) => entry.id !== pending?.entry.id);
  const days = journalEntriesByDay(shown, offsetMinutes);

  return (
    <section className="grove-journal-list" aria-labelledby={headingId} aria-busy={list.isFetching}>
      <h2 id={headingId} className="grove-journal__title">
        {title}
      </h2>

      {list.isError ? (
        <div className="grove-journal__error" role="alert">
          <p>{journalApiErrorMessage(list.error, 'The journal could not be loaded.')}</p>
          <button type="button" className="grove-button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : data === undefined ? (
        <p className="grove-journal__status">Loading entries…</p>
      ) : data.restricted ? (
        <p className="grove-journal__note">{journalRestrictedText(data.count)}</p>
      ) : (
        <>
          <div className="grove-journal-list__tools">
            <label className="grove-field">
              <span>Search entries</span>
              <input
                type="search"
                className="grove-input"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPages(1);
                }}
              />
            </label>
            <div role="group" aria-label="Export all entries" className="grove-journal__actions">
              <button type="button" className="grove-button" disabled={exporting || data.count === 0} onClick={() => void exportAll('json')}>
                Export all as JSON
              </button>
              <button type="button" className="grove-button" disabled={exporting || data.count === 0} onClick={() => void exportAll('md')}>
                Export all as Markdown
              </button>
            </div>
          </div>

          {shown.length === 0 ? (
            <p className="grove-journal__status">{q ? JOURNAL_SEARCH_EMPTY : JOURNAL_LIST_EMPTY}</p>
          ) : (
            days.map((day) => (
              <section key={day.day} className="grove-journal-day" aria-label={dayLabel(day.day)}>
                <h3 className="grove-journal-day__title">{dayLabel(day.day)}</h3>
                <ul className="grove-journal-list__items">
                  {day.entries.map((entry) => (
                    <li key={entry.id} className="grove-journal-entry">
                      {editing === entry.id ? (
                        <EntryEdit entry={entry} profileId={profileId} onDone={() => setEditing(null)} />
                      ) : (
                        <EntryView
                          entry={entry}
                          time={timeLabel(entry.createdAt, offsetMinutes)}
                          writer={writer}
                          onEdit={() => setEditing(entry.id)}
                          onDelete={() => deleteEntry(entry)}
                          onExport={(kind) => download(exportOf(kind, [entry]))}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
          {data.entries.length < data.count && !q && pages * PAGE < EXPORT_PAGE && (
            <button type="button" className="grove-button" onClick={() => setPages((count) => count + 1)}>
              Show older entries
            </button>
          )}
        </>
      )}

      {problem && (
        <p className="grove-journal__error" role="alert">
          {problem}
        </p>
      )}
      <div role="status" className="grove-journal-undo">
        {pending && (
          <>
            <span>{JOURNAL_DELETED_TEXT}</span>
            <button ref={undoRef} type="button" className="grove-button" onClick={undo}>
              Undo
            </button>
          </>
        )}
      </div>
    </section>
  );
}

interface EntryViewProps {
  entry: JournalEntry;
  time: string;
  writer: boolean;
  onEdit(): void;
  onDelete(): void;
  onExport(kind: 'json' | 'md'): void;
}

function EntryView({ entry, time, writer, onEdit, onDelete, onExport }: EntryViewProps) {
  const mood = JOURNAL_MOODS.find((candidate) => candidate.id === entry.mood);
  const name = journalExcerpt(entry.content);
  return (
    <article className="grove-journal-entry__body" aria-label={`Entry at ${time}`}>
      <p className="grove-journal-entry__meta">
        <time dateTime={entry.createdAt}>{time}</time>
        {mood && (
          <span className="grove-journal-entry__mood">
            <span aria-hidden="true">{mood.emoji}</span> {mood.label}
          </span>
        )}
        <span className="grove-journal-seen">{JOURNAL_SEEN_BY_TEXT[entry.seenBy]}</span>
      </p>
      {entry.promptText && <p className="grove-journal-entry__prompt">{entry.promptText}</p>}
      <p className="grove-journal-entry__content">{entry.content}</p>
      {entry.tags.length > 0 && (
        <ul className="grove-journal-entry__tags" aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <div className="grove-journal__actions">
        {writer && (
          <>
            <button type="button" className="grove-button" aria-label={`Edit ${name}`} onClick={onEdit}>
              Edit
            </button>
            <button type="button" className="grove-button" aria-label={`Delete ${name}`} onClick={onDelete}>
              Delete
            </button>
          </>
        )}
        <button type="button" className="grove-button" aria-label={`Export ${name} as JSON`} onClick={() => onExport('json')}>
          JSON
        </button>
        <button type="button" className="grove-button" aria-label={`Export ${name} as Markdown`} onClick={() => onExport('md')}>
          Markdown
        </button>
      </div>
    </article>
  );
}

function EntryEdit({ entry, profileId, onDone }: { entry: JournalEntry; profileId: string; onDone(): void }) {
  const [content, setContent] = useState(entry.content);
  const [tags, setTags] = useState(entry.tags.join(', '));
  const [patch, state] = useJournalEntryPatchMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const words = useRef<HTMLTextAreaElement>(null);

  useEffect(() => words.current?.focus(), []);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    try {
      await patch({ entryId: entry.id, profileId, patch: { content: content.trim(), tags: journalTagsParse(tags) } }).unwrap();
      onDone();
    } catch (error) {
      setProblem(journalApiErrorMessage(error, 'The entry could not be saved. Try again.'));
    }
  }

  return (
    <form
      className="grove-journal-entry__edit"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <label className="grove-field">
        <span>Entry</span>
        <textarea ref={words} className="grove-input" rows={5} value={content} onChange={(event) => setContent(event.target.value)} aria-invalid={problem !== null} />
      </label>
      <label className="grove-field">
        <span>Tags (separated by commas)</span>
        <input className="grove-input" value={tags} onChange={(event) => setTags(event.target.value)} />
      </label>
      {problem && (
        <p className="grove-journal__error" role="alert">
          {problem}
        </p>
      )}
      <div className="grove-journal__actions">
        <button type="submit" className="grove-button grove-button--primary" disabled={state.isLoading}>
          Save
        </button>
        <button type="button" className="grove-button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
