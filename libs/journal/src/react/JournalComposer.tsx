import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { JournalPromptItem } from '@grove/api-contract';
import { JOURNAL_MOODS, journalDraftAppend } from '../index';
import { useJournalPrivacyQuery, useJournalPromptsQuery, useLazyJournalPromptRandomQuery, useJournalPromptCategoriesQuery, journalApiErrorMessage } from './journalApi';
import { journalDraftStoreIdb, type JournalDraft, type JournalDraftStore } from './journalBrowserStore';
import {
  JOURNAL_CHILD_EXCEPTION_TEXT,
  JOURNAL_DRAFT_RESTORED_TEXT,
  JOURNAL_QUEUED_TEXT,
  JOURNAL_SAVED_TEXT,
  JOURNAL_SEEN_BY_TEXT,
  JOURNAL_VISITOR_NOTE,
  journalTagsParse,
  type JournalMode,
} from './journalText';
import { useJournalSave, type JournalSaveResult } from './useJournalSave';
import './journal.css';

/** What the composer asks for when nothing was written or tapped. */
export const JOURNAL_EMPTY_ENTRY_TEXT = 'Write something first, or choose a picture.';

/** What the composer says when words brought from elsewhere (`/journal?write=`) start an empty draft. */
export const JOURNAL_WRITE_STARTED_TEXT = 'Your entry starts with the words you brought. Write on below them.';

/** What it says when they were added below a draft that already had words (nothing was replaced). */
export const JOURNAL_WRITE_ADDED_TEXT = 'The words you brought were added below your draft. Nothing you wrote was changed.';

/** Props of {@link JournalComposer}. */
export interface JournalComposerProps {
  /** The profile that writes (the account's uid or a child's id); `null` for a signed-out visitor, whose draft stays in this browser. */
  profileId: string | null;
  /** The key of this writer's draft and outbox in the browser: `{uid}:{profileId}`, or `visitor`. */
  ownerKey: string;
  /** The writer's content mode (decided by the server): the prompts and the wording follow it. */
  contentMode: JournalMode;
  /** Called after an entry was saved or queued. */
  onSaved?: (result: JournalSaveResult) => void;
  /** Where drafts are kept (IndexedDB by default). */
  draftStore?: JournalDraftStore;
  /** The browser database of the outbox (tests use their own). */
  dbName?: string;
  /**
   * Words brought from elsewhere (issue 21: "Write about this" opens `/journal?write=<text>`): once the
   * kept draft has been read, they go into an empty draft, or below the draft after a blank line, so
   * nothing already written is lost. Each text is added once while it is given.
   */
  prefill?: string | null;
  /** Called when the prefill is in the draft and kept in the browser, so the page can drop it from the address. */
  onPrefilled?: () => void;
}

const EMPTY: JournalDraft = { content: '', promptId: null, mood: null, tags: '', pictures: [] };

/**
 * The journal's writing place (issue 16, points 2, 4 and 5): write freely or answer the prompt of the
 * day or another prompt; for the youngest, tap picture answers alongside the words; choose a mood and
 * tags. Every keystroke is kept as a draft in this browser, so a reload or a lost connection loses
 * nothing; a saved entry goes to the API, or to the outbox when it cannot be reached. The line under
 * the words says who can see the entry, and a child is told, kindly, the one exception. A visitor
 * (`profileId` null) writes a draft kept only in this browser, never sent.
 */
export function JournalComposer({ profileId, ownerKey, contentMode, onSaved, draftStore, dbName, prefill = null, onPrefilled }: JournalComposerProps) {
  const visitor = profileId === null;
  const [store] = useState(() => draftStore ?? journalDraftStoreIdb(dbName));
  const [draft, setDraftState] = useState<JournalDraft>(EMPTY);
  // The draft as last set, for work that finishes later (the prefill waits for the browser's store).
  const latest = useRef<JournalDraft>(EMPTY);
  // Set once the writer changes anything: a draft read later must not overwrite what they typed.
  const touched = useRef(false);
  // The kept draft has been read (or could not be): only then may a prefill join it.
  const [loaded, setLoaded] = useState(false);
  // The prefill already added, so each text given is added once; cleared when none is given.
  const prefillTaken = useRef<string | null>(null);
  // Bumped when the words change from outside the textarea, to put the caret after them.
  const [caretToEnd, setCaretToEnd] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [category, setCategory] = useState<JournalPromptItem['category'] | ''>('');
  const [picked, setPicked] = useState<JournalPromptItem | null>(null);
  const words = useRef<HTMLTextAreaElement>(null);
  const baseId = useId();
  const prompts = useJournalPromptsQuery({ contentMode });
  const categories = useJournalPromptCategoriesQuery(contentMode);
  const [random, randomPrompt] = useLazyJournalPromptRandomQuery();
  const privacy = useJournalPrivacyQuery(profileId ?? '', { skip: visitor });
  const { save, waiting } = useJournalSave({ ownerKey, ...(dbName ? { dbName } : {}) });

  // Every change of the draft goes through here, so `latest` is always the draft on screen.
  function setDraft(next: JournalDraft): void {
    latest.current = next;
    setDraftState(next);
  }

  // The draft of this writer comes back once, unless they have already started writing.
  useEffect(() => {
    let live = true;
    void store
      .read(ownerKey)
      .catch(() => null)
      .then((found) => {
        if (!live) return;
        if (!touched.current && found && (found.content !== '' || found.pictures.length > 0 || found.promptId !== null)) {
          const restored = { ...EMPTY, ...found };
          latest.current = restored;
          setDraftState(restored);
          setNotice(JOURNAL_DRAFT_RESTORED_TEXT);
        }
        setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [store, ownerKey]);

  // Words brought from elsewhere join the draft once it is read: kept in the browser first, then shown.
  useEffect(() => {
    if (prefill === null || prefill.trim() === '') {
      prefillTaken.current = null;
      return;
    }
    if (!loaded || prefillTaken.current === prefill) return;
    prefillTaken.current = prefill;
    touched.current = true;
    const before = latest.current;
    const merged = { ...before, content: journalDraftAppend(before.content, prefill) };
    latest.current = merged;
    void store
      .write(ownerKey, merged)
      .catch(() => undefined)
      .then(() => {
        // Whatever is newest wins: the writer may have changed something in the meantime.
        setDraftState(latest.current);
        setProblem(null);
        if (before.content.trim() === '') setNotice(JOURNAL_WRITE_STARTED_TEXT);
        else if (merged.content !== before.content) setNotice(JOURNAL_WRITE_ADDED_TEXT);
        setCaretToEnd((count) => count + 1);
        onPrefilled?.();
      });
  }, [loaded, prefill, store, ownerKey, onPrefilled]);

  // The writer came to write about the words brought: the caret waits after them.
  useEffect(() => {
    if (caretToEnd === 0) return;
    const box = words.current;
    if (!box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [caretToEnd]);

  function change(next: Partial<JournalDraft>): void {
    const merged = { ...latest.current, ...next };
    touched.current = true;
    setDraft(merged);
    setProblem(null);
    void store.write(ownerKey, merged).catch(() => undefined);
  }

  const all = prompts.data?.prompts ?? [];
  const prompt: JournalPromptItem | null =
    draft.promptId === null ? null : (picked?.id === draft.promptId ? picked : null) ?? all.find((candidate) => candidate.id === draft.promptId) ?? null;
  const ofTheDay = prompts.data?.promptOfTheDay ?? null;

  function promptChoose(next: JournalPromptItem): void {
    setPicked(next);
    change({ promptId: next.id, pictures: [] });
    words.current?.focus();
  }

  async function another(): Promise<void> {
    const result = await random({ contentMode, ...(category ? { category } : {}), seed: Math.floor(Math.random() * 2_147_483_647) });
    if (result.data) promptChoose(result.data);
  }

  function togglePicture(answer: string): void {
    change({ pictures: draft.pictures.includes(answer) ? draft.pictures.filter((chosen) => chosen !== answer) : [...draft.pictures, answer] });
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (visitor) return;
    const content = [draft.pictures.join(' '), draft.content.trim()].filter((part) => part !== '').join('\n');
    if (content === '') {
      setProblem(JOURNAL_EMPTY_ENTRY_TEXT);
      words.current?.focus();
      return;
    }
    setSaving(true);
    setNotice(null);
    const result = await save({
      userId: profileId,
      content,
      promptId: draft.promptId,
      mood: draft.mood,
      tags: journalTagsParse(draft.tags),
    });
    setSaving(false);
    if (result.kind === 'refused') {
      setProblem(result.message);
      return;
    }
    setDraft(EMPTY);
    setPicked(null);
    await store.clear(ownerKey).catch(() => undefined);
    setNotice(result.kind === 'saved' ? JOURNAL_SAVED_TEXT : JOURNAL_QUEUED_TEXT);
    onSaved?.(result);
  }

  async function clearDraft(): Promise<void> {
    setDraft(EMPTY);
    setPicked(null);
    setNotice('Draft cleared.');
    await store.clear(ownerKey).catch(() => undefined);
  }

  const isChild = privacy.data ? privacy.data.parentCanRead !== null : false;
  const seenBy = isChild && privacy.data?.parentCanRead ? 'you_and_parent' : 'only_you';
  const childBand = contentMode === 'G' || contentMode === 'PG' ? contentMode : 'PG';
  const seenId = `${baseId}-seen`;

  return (
    <form className="grove-journal-composer grove-glass" aria-labelledby={`${baseId}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${baseId}-title`} className="grove-journal__title">
        {contentMode === 'G' ? 'Write or draw in your journal' : 'Write in your journal'}
      </h2>

      <div className="grove-journal-composer__prompt">
        {prompt ? (
          <>
            <p className="grove-journal-composer__question" id={`${baseId}-prompt`}>
              {prompt.text}
            </p>
            <button type="button" className="grove-button" onClick={() => change({ promptId: null, pictures: [] })}>
              Write freely
            </button>
          </>
        ) : prompts.isError ? (
          <p className="grove-journal__error" role="alert">
            {journalApiErrorMessage(prompts.error, 'The prompts could not be loaded.')}{' '}
            <button type="button" className="grove-button" onClick={() => void prompts.refetch()}>
              Try again
            </button>
          </p>
        ) : ofTheDay ? (
          <>
            <p className="grove-journal-composer__label">Prompt of the day</p>
            <p className="grove-journal-composer__question grove-journal-composer__question--of-the-day">{ofTheDay.text}</p>
            <button type="button" className="grove-button" onClick={() => promptChoose(ofTheDay)}>
              Answer this prompt
            </button>
          </>
        ) : (
          // The prompt of the day's place is held while the prompts load (its label, its question's
          // lines, an unseen button), so the writing box below does not move down when it arrives.
          <>
            <p className="grove-journal-composer__label" aria-hidden="true">
              Prompt of the day
            </p>
            <p className="grove-journal-composer__question grove-journal-composer__question--of-the-day grove-journal__status" role="status">
              Loading prompts…
            </p>
            <span className="grove-button grove-journal-composer__held" aria-hidden="true">
              Answer this prompt
            </span>
          </>
        )}
        <div className="grove-journal-composer__another">
          <label className="grove-field">
            <span>Prompts about</span>
            <select className="grove-input" value={category} onChange={(event) => setCategory(event.target.value as JournalPromptItem['category'] | '')}>
              <option value="">Anything</option>
              {(categories.data ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {`${item.emoji} ${item.label}`}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="grove-button" onClick={() => void another()} disabled={randomPrompt.isFetching}>
            Another prompt
          </button>
        </div>
      </div>

      {prompt?.pictureChoices && (
        <div className="grove-journal-composer__pictures" role="group" aria-label="Answer with pictures">
          {prompt.pictureChoices.map((choice) => {
            const answer = `${choice.emoji} ${choice.label}`;
            return (
              <button key={answer} type="button" className="grove-journal-chip" aria-pressed={draft.pictures.includes(answer)} onClick={() => togglePicture(answer)}>
                <span aria-hidden="true">{choice.emoji}</span> {choice.label}
              </button>
            );
          })}
        </div>
      )}

      <label className="grove-field">
        <span>{prompt ? 'Your answer' : 'Your entry'}</span>
        <textarea
          ref={words}
          className="grove-input grove-journal-composer__words"
          rows={contentMode === 'G' ? 4 : 7}
          maxLength={10_000}
          value={draft.content}
          onChange={(event) => change({ content: event.target.value })}
          aria-describedby={seenId}
          aria-invalid={problem !== null}
        />
      </label>

      <fieldset className="grove-journal-composer__moods">
        <legend>How do you feel?</legend>
        {JOURNAL_MOODS.map((mood) => (
          <button
            key={mood.id}
            type="button"
            className="grove-journal-chip"
            aria-pressed={draft.mood === mood.id}
            onClick={() => change({ mood: draft.mood === mood.id ? null : mood.id })}
          >
            <span aria-hidden="true">{mood.emoji}</span> {mood.label}
          </button>
        ))}
      </fieldset>

      <label className="grove-field">
        <span>Tags (separated by commas)</span>
        <input className="grove-input" value={draft.tags} onChange={(event) => change({ tags: event.target.value })} />
      </label>

      <div id={seenId} className="grove-journal-composer__seen">
        {visitor ? (
          <p className="grove-journal__note">{JOURNAL_VISITOR_NOTE}</p>
        ) : (
          <>
            <p className="grove-journal-seen">{JOURNAL_SEEN_BY_TEXT[seenBy]}</p>
            {isChild && <p className="grove-journal__note">{JOURNAL_CHILD_EXCEPTION_TEXT[childBand]}</p>}
          </>
        )}
      </div>

      {problem && (
        <p className="grove-journal__error" role="alert">
          {problem}
        </p>
      )}
      <div className="grove-journal__actions">
        {visitor ? (
          <button type="button" className="grove-button" onClick={() => void clearDraft()}>
            Clear draft
          </button>
        ) : (
          <button type="submit" className="grove-button grove-button--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save entry'}
          </button>
        )}
      </div>
      <p role="status" className="grove-journal__status">
        {notice ?? ''}
        {waiting > 0 ? ` ${waiting} ${waiting === 1 ? 'entry waits' : 'entries wait'} to be sent.` : ''}
      </p>
    </form>
  );
}
