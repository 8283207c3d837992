import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { JournalPromptItem } from '@grove/api-contract';
import { journalFollowUp, type JournalFollowUp } from '../index';
import { journalApiErrorMessage, useJournalGuidedSessionQuery } from './journalApi';
import { JOURNAL_QUEUED_TEXT, type JournalMode } from './journalText';
import { useJournalSave } from './useJournalSave';
import './journal.css';

/** What the session says when every prompt is answered. */
export const JOURNAL_SESSION_DONE_TEXT = 'Session complete. Each answer is saved in your journal.';

/** Props of {@link JournalGuidedSession}. */
export interface JournalGuidedSessionProps {
  /** The profile that writes. */
  profileId: string;
  /** The key of this writer's outbox: `{uid}:{profileId}`. */
  ownerKey: string;
  /** The writer's content mode: the prompts and the mentor's words follow it. */
  contentMode: JournalMode;
  /** How many prompts (3–5); by default the mode's own length. */
  length?: number;
  /** The same seed gives the same session (tests and previews); a new one by default. */
  seed?: number;
  /** The person's locale, for the crisis line of a care reply. */
  locale?: string;
  /** Called when the last answer is saved. */
  onDone?: () => void;
  /** The browser database of the outbox (tests use their own). */
  dbName?: string;
}

interface Answered {
  prompt: JournalPromptItem;
  followUp: JournalFollowUp;
  queued: boolean;
}

/**
 * A guided session (issue 16, point 2): 3–5 prompts in sequence, light to deep. After each answer the
 * mentor's short follow-up appears — worked out here in the browser by the pure core's
 * `journalFollowUp`, so it needs no connection — and the answer is saved as an entry with its
 * `promptId` (to the outbox when offline). The follow-up never quotes the answer.
 */
export function JournalGuidedSession({ profileId, ownerKey, contentMode, length, seed: seedProp, locale, onDone, dbName }: JournalGuidedSessionProps) {
  const [seed] = useState(() => seedProp ?? Math.floor(Math.random() * 2_147_483_647));
  const session = useJournalGuidedSessionQuery({ contentMode, seed, ...(length ? { length } : {}) });
  const { save } = useJournalSave({ ownerKey, ...(dbName ? { dbName } : {}) });
  const [answers, setAnswers] = useState<Answered[]>([]);
  const [current, setCurrent] = useState<Answered | null>(null);
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  const words = useRef<HTMLTextAreaElement>(null);
  const followRef = useRef<HTMLParagraphElement>(null);

  const prompts = session.data ?? [];
  const step = answers.length;
  const prompt = current ? null : prompts[step];
  const done = prompts.length > 0 && step >= prompts.length && current === null;

  useEffect(() => {
    if (current) followRef.current?.focus();
  }, [current]);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!prompt) return;
    const content = [pictures.join(' '), text.trim()].filter((part) => part !== '').join('\n');
    if (content === '') {
      setProblem('Write an answer first, or choose a picture.');
      words.current?.focus();
      return;
    }
    setSaving(true);
    setProblem(null);
    const result = await save({ userId: profileId, content, promptId: prompt.id, tags: [] });
    setSaving(false);
    if (result.kind === 'refused') {
      setProblem(result.message);
      return;
    }
    const followUp = journalFollowUp(prompt, content, contentMode, locale ? { locale } : {});
    setCurrent({ prompt, followUp, queued: result.kind === 'queued' });
    setText('');
    setPictures([]);
  }

  function next(): void {
    if (!current) return;
    const all = [...answers, current];
    setAnswers(all);
    setCurrent(null);
    if (all.length >= prompts.length) onDone?.();
    else requestAnimationFrame(() => words.current?.focus());
  }

  return (
    <section className="grove-journal-session grove-glass" aria-labelledby={headingId}>
      <h2 id={headingId} className="grove-journal__title">
        Guided session
      </h2>
      {session.isError ? (
        <div className="grove-journal__error" role="alert">
          <p>{journalApiErrorMessage(session.error, 'The session could not be loaded.')}</p>
          <button type="button" className="grove-button" onClick={() => void session.refetch()}>
            Try again
          </button>
        </div>
      ) : session.data === undefined ? (
        <p className="grove-journal__status">Loading the session…</p>
      ) : done ? (
        <p role="status" className="grove-journal__status">
          {JOURNAL_SESSION_DONE_TEXT}
        </p>
      ) : current ? (
        <div className="grove-journal-session__reply">
          <p className="grove-journal-session__step">{`Prompt ${step + 1} of ${prompts.length}`}</p>
          <p className="grove-journal-composer__question">{current.prompt.text}</p>
          <p ref={followRef} tabIndex={-1} className={`grove-journal-session__follow grove-journal-session__follow--${current.followUp.kind}`} aria-live="polite">
            <span className="grove-journal-sr-only">Your mentor says: </span>
            {current.followUp.text}
          </p>
          {current.queued && <p className="grove-journal__note">{JOURNAL_QUEUED_TEXT}</p>}
          <button type="button" className="grove-button grove-button--primary" onClick={next}>
            {step + 1 >= prompts.length ? 'Finish' : 'Next prompt'}
          </button>
        </div>
      ) : prompt ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p className="grove-journal-session__step">{`Prompt ${step + 1} of ${prompts.length}`}</p>
          <p className="grove-journal-composer__question" id={`${headingId}-q`}>
            {prompt.text}
          </p>
          {prompt.pictureChoices && (
            <div className="grove-journal-composer__pictures" role="group" aria-label="Answer with pictures">
              {prompt.pictureChoices.map((choice) => {
                const answer = `${choice.emoji} ${choice.label}`;
                const chosen = pictures.includes(answer);
                return (
                  <button
                    key={answer}
                    type="button"
                    className="grove-journal-chip"
                    aria-pressed={chosen}
                    onClick={() => setPictures(chosen ? pictures.filter((item) => item !== answer) : [...pictures, answer])}
                  >
                    <span aria-hidden="true">{choice.emoji}</span> {choice.label}
                  </button>
                );
              })}
            </div>
          )}
          <label className="grove-field">
            <span>Your answer</span>
            <textarea
              ref={words}
              className="grove-input"
              rows={4}
              maxLength={10_000}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={`${headingId}-q`}
              aria-invalid={problem !== null}
            />
          </label>
          {problem && (
            <p className="grove-journal__error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="grove-button grove-button--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save answer'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
