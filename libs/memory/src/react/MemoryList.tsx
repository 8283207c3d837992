import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MEMORY_CONTENT_MAX_CHARS, MESSAGES, type MemoryFeedback, type MemoryItem } from '@grove/api-contract';
import {
  memoryApiErrorMessage,
  useMemoryApproveMutation,
  useMemoryDeleteMutation,
  useMemoryFeedbackMutation,
  useMemoryPatchMutation,
  useMemoryProfileQuery,
  useMemoryRestoreMutation,
} from './memoryApi';
import {
  MemoryBadges,
  MemorySource,
  enterSubmits,
  memoryDateText,
  memoryTagsParse,
  type MemorySourceLink,
  type MemoryViewer,
} from './memoryDisplay';
import './memory.css';

/** Props of {@link MemoryList}. */
export interface MemoryListProps {
  /** Whose memories: the account's uid or a child's id. */
  profileId: string;
  /** `self` for the profile's own memories; `parent` when a parent looks at a child's (Approve shows). */
  viewer?: MemoryViewer;
  /** Whether Pin shows: a child profile may not pin its own memories (only the parent pins a child's). */
  canPin?: boolean;
  /** The heading of the list. */
  title?: string;
  /** What an empty list says. */
  emptyText?: string;
  /** The link to a memory's source conversation. */
  sourceLink?: MemorySourceLink;
}

/** What the empty list says by default. */
export const MEMORY_LIST_EMPTY =
  'No memories yet. When you tell Grove something lasting, like the name of your dog, it will remember it here. You can also add one yourself.';

/** Shown above the list while the profile's memory switch is off. */
export const MEMORY_LIST_OFF = 'Memory is off: Grove does not use or save memories until you turn it back on.';

/** What the Undo bar says after a deletion. */
export const MEMORY_DELETED_TEXT = 'Memory deleted.';

/** What the Undo bar says after "Wrong" (the memory is deleted). */
export const MEMORY_WRONG_TEXT = 'Marked wrong and deleted.';

/** The last deletion the person can still undo. */
interface UndoOffer {
  memory: MemoryItem;
  text: string;
}

function matches(memory: MemoryItem, search: string, tags: ReadonlySet<string>): boolean {
  for (const tag of tags) if (!memory.tags.includes(tag)) return false;
  const words = search.trim().toLowerCase();
  if (words === '') return true;
  return memory.content.toLowerCase().includes(words) || memory.tags.some((tag) => tag.includes(words));
}

// Pinned memories first (they always reach the mentor), then the server's order: newest first.
function pinnedFirst(memories: readonly MemoryItem[]): MemoryItem[] {
  return [...memories.filter((memory) => memory.pinned), ...memories.filter((memory) => !memory.pinned)];
}

function tagsByUse(memories: readonly MemoryItem[]): string[] {
  const counts = new Map<string, number>();
  for (const memory of memories) for (const tag of memory.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}

/**
 * A profile's saved memories (issue 15): search, tag filters, edit in place, pin, approve (a parent, for a
 * 4–8 child's memory), feedback (helpful, outdated, wrong) and delete with an Undo bar; the recently
 * deleted ones can be restored for 30 days. Loading, empty and error states (with Try again). Every
 * action is a button with the memory in its name, so the list works from the keyboard and reads well.
 */
export function MemoryList({ profileId, viewer = 'self', canPin = true, title = 'Saved memories', emptyText = MEMORY_LIST_EMPTY, sourceLink }: MemoryListProps) {
  // Memories change outside this list (a chat saves one, another device deletes one): read them afresh
  // whenever the list comes on screen.
  const profile = useMemoryProfileQuery(profileId, { refetchOnMountOrArgChange: true });
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<ReadonlySet<string>>(new Set());
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  const [restore, restoring] = useMemoryRestoreMutation();
  const undoRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const searchId = useId();

  const memories = useMemo(() => profile.data?.memories ?? [], [profile.data]);
  const kept = useMemo(() => memories.filter((memory) => memory.state !== 'deleted'), [memories]);
  const deleted = useMemo(() => memories.filter((memory) => memory.state === 'deleted'), [memories]);
  const allTags = useMemo(() => tagsByUse(kept), [kept]);
  const shown = useMemo(() => pinnedFirst(kept.filter((memory) => matches(memory, search, tags))), [kept, search, tags]);

  useEffect(() => {
    // The person's focus was on the memory that went: it moves to the Undo that brings it back.
    if (undo) undoRef.current?.focus();
  }, [undo]);

  function toggleTag(tag: string): void {
    setTags((current) => {
      const next = new Set(current);
      if (next.has(tag)) next.delete(tag);
      else next.add(tag);
      return next;
    });
  }

  function deletedNow(memory: MemoryItem, text: string): void {
    setUndoError(null);
    setUndo({ memory, text });
  }

  async function undoDelete(memory: MemoryItem): Promise<void> {
    setUndoError(null);
    try {
      await restore(memory.id).unwrap();
      setUndo(null);
    } catch (error) {
      setUndoError(memoryApiErrorMessage(error));
    }
  }

  let body;
  if (profile.isLoading) {
    body = (
      <p className="grove-memory-list__status" role="status">
        Loading memories…
      </p>
    );
  } else if (profile.data === undefined) {
    body = (
      <div className="grove-memory-list__error" role="alert">
        <p>
          Your memories could not be loaded. {memoryApiErrorMessage(profile.error)}
        </p>
        <button type="button" className="grove-button grove-button--secondary" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
          Try again
        </button>
      </div>
    );
  } else {
    body = (
      <>
        {!profile.data.settings.memoryEnabled && <p className="grove-memory-list__note">{MEMORY_LIST_OFF}</p>}
        {kept.length === 0 ? (
          <p className="grove-memory-list__empty">{emptyText}</p>
        ) : (
          <>
            <div className="grove-memory-list__filters">
              <div className="grove-field">
                <label className="grove-field__label" htmlFor={searchId}>
                  Search memories
                </label>
                <input id={searchId} className="grove-input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
              </div>
              {allTags.length > 0 && (
                <div className="grove-memory-list__tags" role="group" aria-label="Filter by tag">
                  {allTags.map((tag) => (
                    <button
                      key={tag}
                      type="button"
                      className="grove-memory-tag grove-memory-tag--filter"
                      aria-pressed={tags.has(tag)}
                      onClick={() => toggleTag(tag)}
                    >
                      {tag}
                    </button>
                  ))}
                  {tags.size > 0 && (
                    <button type="button" className="grove-button grove-button--ghost" onClick={() => setTags(new Set())}>
                      Clear filters
                    </button>
                  )}
                </div>
              )}
            </div>
            <p className="grove-memory-list__count" aria-live="polite">
              {shown.length === kept.length ? `${kept.length} ${kept.length === 1 ? 'memory' : 'memories'}` : `${shown.length} of ${kept.length} memories shown`}
            </p>
            {shown.length === 0 ? (
              <p className="grove-memory-list__empty">No memory matches that search.</p>
            ) : (
              <ul className="grove-memory-list__items" aria-labelledby={headingId}>
                {shown.map((memory) => (
                  <MemoryRow
                    key={memory.id}
                    memory={memory}
                    profileId={profileId}
                    viewer={viewer}
                    canPin={canPin}
                    sourceLink={sourceLink}
                    onDeleted={deletedNow}
                  />
                ))}
              </ul>
            )}
          </>
        )}
        {deleted.length > 0 && (
          <details className="grove-memory-list__deleted">
            <summary>Recently deleted ({deleted.length})</summary>
            <p className="grove-memory-list__note">Deleted memories are kept for 30 days, then removed for good.</p>
            <ul className="grove-memory-list__items">
              {deleted.map((memory) => (
                <DeletedRow key={memory.id} memory={memory} />
              ))}
            </ul>
          </details>
        )}
      </>
    );
  }

  return (
    <section className="grove-memory-list" aria-labelledby={headingId} aria-busy={profile.isFetching}>
      <h2 id={headingId} className="grove-memory-list__title">
        {title}
      </h2>
      {undo && (
        <div className="grove-memory-undo" role="status">
          <p>
            {undo.text} <span className="grove-memory-undo__content">“{undo.memory.content}”</span>
          </p>
          <button ref={undoRef} type="button" className="grove-button grove-button--primary" onClick={() => void undoDelete(undo.memory)} disabled={restoring.isLoading}>
            Undo
          </button>
          <button type="button" className="grove-button grove-button--ghost" onClick={() => setUndo(null)}>
            Dismiss
          </button>
          {undoError && (
            <p className="grove-memory__error" role="alert">
              {undoError}
            </p>
          )}
        </div>
      )}
      {body}
    </section>
  );
}

interface MemoryRowProps {
  memory: MemoryItem;
  profileId: string;
  viewer: MemoryViewer;
  canPin: boolean;
  sourceLink?: MemorySourceLink;
  onDeleted: (memory: MemoryItem, text: string) => void;
}

function MemoryRow({ memory, profileId, viewer, canPin, sourceLink, onDeleted }: MemoryRowProps) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [patch, patching] = useMemoryPatchMutation();
  const [remove, removing] = useMemoryDeleteMutation();
  const [approve, approving] = useMemoryApproveMutation();
  const [feedback, feedbacking] = useMemoryFeedbackMutation();
  const editRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const busy = patching.isLoading || removing.isLoading || approving.isLoading || feedbacking.isLoading;
  const name = memory.content;

  async function run(action: () => Promise<unknown>, fallback: string): Promise<boolean> {
    setError(null);
    setThanks(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(memoryApiErrorMessage(failure, fallback));
      return false;
    }
  }

  async function del(): Promise<void> {
    const ok = await run(() => remove(memory.id).unwrap(), 'The memory could not be deleted. Please try again.');
    if (ok) onDeleted(memory, MEMORY_DELETED_TEXT);
  }

  async function tell(kind: MemoryFeedback['feedback']): Promise<void> {
    const ok = await run(() => feedback({ userId: profileId, memoryId: memory.id, feedback: kind }).unwrap(), 'Your feedback could not be sent. Please try again.');
    if (!ok) return;
    if (kind === 'wrong') onDeleted(memory, MEMORY_WRONG_TEXT);
    else setThanks(kind === 'helpful' ? 'Thanks! Grove will keep using it.' : 'Marked outdated: Grove no longer uses it.');
  }

  function editDone(): void {
    setEditing(false);
    // Back to where the person started, so the keyboard does not fall to the top of the page.
    requestAnimationFrame(() => editRef.current?.focus());
  }

  return (
    <li className="grove-memory" data-state={memory.state} aria-labelledby={contentId}>
      {editing ? (
        <MemoryEditForm memory={memory} onSave={(change) => patch({ memoryId: memory.id, patch: change }).unwrap()} onDone={editDone} labelId={contentId} />
      ) : (
        <p id={contentId} className="grove-memory__content">
          {memory.content}
        </p>
      )}
      <div className="grove-memory__meta">
        <MemoryBadges memory={memory} viewer={viewer} />
        {memory.tags.length > 0 && (
          <ul className="grove-memory__tags" aria-label="Tags">
            {memory.tags.map((tag) => (
              <li key={tag} className="grove-memory-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <span className="grove-memory__when">
          Saved {memoryDateText(memory.createdAt)} · <MemorySource memory={memory} sourceLink={sourceLink} />
          {memory.helpfulCount > 0 && ` · helpful ${memory.helpfulCount} ${memory.helpfulCount === 1 ? 'time' : 'times'}`}
        </span>
      </div>
      {!editing && (
        <div className="grove-memory__actions">
          {memory.state === 'pending' && viewer === 'parent' && (
            <button
              type="button"
              className="grove-button grove-button--primary"
              aria-label={`Approve ${name}`}
              disabled={busy}
              onClick={() => void run(() => approve(memory.id).unwrap(), 'The memory could not be approved. Please try again.')}
            >
              Approve
            </button>
          )}
          <button ref={editRef} type="button" className="grove-button grove-button--secondary" aria-label={`Edit ${name}`} disabled={busy} onClick={() => setEditing(true)}>
            Edit
          </button>
          {canPin && (
            <button
              type="button"
              className="grove-button grove-button--secondary"
              aria-label={`Pin ${name}`}
              aria-pressed={memory.pinned}
              disabled={busy}
              onClick={() => void run(() => patch({ memoryId: memory.id, patch: { pinned: !memory.pinned } }).unwrap(), 'The pin could not be changed. Please try again.')}
            >
              Pin
            </button>
          )}
          <button type="button" className="grove-button grove-button--secondary" aria-label={`Delete ${name}`} disabled={busy} onClick={() => void del()}>
            Delete
          </button>
          {memory.state !== 'pending' && (
            <span className="grove-memory__feedback" role="group" aria-label={`Is this right? ${name}`}>
              <button type="button" className="grove-button grove-button--ghost" aria-label={`Helpful: ${name}`} disabled={busy} onClick={() => void tell('helpful')}>
                Helpful
              </button>
              {memory.state !== 'expired' && (
                <button type="button" className="grove-button grove-button--ghost" aria-label={`Outdated: ${name}`} disabled={busy} onClick={() => void tell('outdated')}>
                  Outdated
                </button>
              )}
              <button type="button" className="grove-button grove-button--ghost" aria-label={`Wrong: ${name}`} disabled={busy} onClick={() => void tell('wrong')}>
                Wrong
              </button>
            </span>
          )}
        </div>
      )}
      {thanks && (
        <p className="grove-memory__thanks" role="status">
          {thanks}
        </p>
      )}
      {error && (
        <p className="grove-memory__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

interface MemoryEditFormProps {
  memory: MemoryItem;
  labelId: string;
  onSave: (change: { content: string; tags: string[] }) => Promise<unknown>;
  onDone: () => void;
}

/** Edit in place: the words and the tags. On a failure the typed text stays with the server's message. */
function MemoryEditForm({ memory, labelId, onSave, onDone }: MemoryEditFormProps) {
  const [content, setContent] = useState(memory.content);
  const [tagText, setTagText] = useState(memory.tags.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const contentId = useId();
  const tagsId = useId();
  const errorId = useId();

  useEffect(() => {
    contentRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (content.trim() === '') {
      setError('Write what Grove should remember, or press Cancel.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave({ content: content.trim(), tags: memoryTagsParse(tagText) });
      onDone();
    } catch (failure) {
      setError(memoryApiErrorMessage(failure, 'The memory could not be saved. Your words are still here: please try again.'));
    } finally {
      setSaving(false);
    }
  }

  function keyDown(event: KeyboardEvent<HTMLFormElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <form className="grove-memory-edit" onSubmit={(event) => void submit(event)} onKeyDown={keyDown} aria-labelledby={labelId}>
      <span id={labelId} className="grove-memory-sr-only">
        Editing: {memory.content}
      </span>
      <div className="grove-field">
        <label className="grove-field__label" htmlFor={contentId}>
          Memory
        </label>
        <textarea
          ref={contentRef}
          id={contentId}
          className="grove-input"
          rows={2}
          maxLength={MEMORY_CONTENT_MAX_CHARS}
          value={content}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={enterSubmits}
        />
      </div>
      <div className="grove-field">
        <label className="grove-field__label" htmlFor={tagsId}>
          Tags (separated by commas)
        </label>
        <input id={tagsId} className="grove-input" value={tagText} onChange={(event) => setTagText(event.target.value)} />
      </div>
      {error && (
        <p id={errorId} className="grove-memory__error" role="alert">
          {error}
        </p>
      )}
      <div className="grove-memory__actions">
        <button type="submit" className="grove-button grove-button--primary" disabled={saving}>
          {saving ? MESSAGES.loading : 'Save'}
        </button>
        <button type="button" className="grove-button grove-button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A deleted memory in "Recently deleted": its words, when it goes for good, and Restore. */
function DeletedRow({ memory }: { memory: MemoryItem }) {
  const [restore, restoring] = useMemoryRestoreMutation();
  const [error, setError] = useState<string | null>(null);
  const contentId = useId();

  async function bringBack(): Promise<void> {
    setError(null);
    try {
      await restore(memory.id).unwrap();
    } catch (failure) {
      setError(memoryApiErrorMessage(failure, 'The memory could not be restored. Please try again.'));
    }
  }

  return (
    <li className="grove-memory grove-memory--deleted" data-state="deleted" aria-labelledby={contentId}>
      <p id={contentId} className="grove-memory__content">
        {memory.content}
      </p>
      <div className="grove-memory__meta">
        <span className="grove-memory__when">{memory.purgeAt ? `Removed for good on ${memoryDateText(memory.purgeAt)}` : 'Deleted'}</span>
      </div>
      <div className="grove-memory__actions">
        <button type="button" className="grove-button grove-button--secondary" aria-label={`Restore ${memory.content}`} disabled={restoring.isLoading} onClick={() => void bringBack()}>
          Restore
        </button>
      </div>
      {error && (
        <p className="grove-memory__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
