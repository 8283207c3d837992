import { useId, useState, type FormEvent } from 'react';
import { QUEST_REFLECTION_MAX_CHARS } from '@grove/api-contract';
import type { Quest } from '../core/content/wonderTypes';
import { QUEST_THEME_LABELS } from './questLabels';
import './wonder.css';
import './wonderGuide.css';

/** Props of {@link QuestCard}. */
export interface QuestCardProps {
  quest: Quest;
  /** Offered (not taken yet) or accepted (open: the reflection form shows). */
  state: 'offered' | 'accepted';
  /** How many times the person finished it before (shown as "Done once before"). */
  doneBefore?: number;
  onAccept: () => void;
  /** Marks it done with the reflection; resolves true when saved (the form then clears). */
  onDone: (reflection: string) => Promise<boolean>;
  onDrop: () => void;
  /** A request for this quest is on its way: its buttons wait. */
  pending: boolean;
  /** What went wrong with the last request for this quest (the server's message), or null. */
  error: string | null;
}

function minutesText(minutes: number): string {
  return minutes >= 60 ? `about ${Math.round(minutes / 60)} hour${minutes >= 90 ? 's' : ''}` : `about ${minutes} minutes`;
}

/**
 * One quest (issue 21, /quests): what to do and for how long, whether a grown-up should help; "Start
 * this quest" when offered; when accepted, its reflection question with a text box, "Mark as done" and
 * "Not now" (which drops it without any penalty). The reflection is typed, never a photo, and what was
 * typed stays in the box when saving fails.
 */
export function QuestCard({ quest, state, doneBefore = 0, onAccept, onDone, onDrop, pending, error }: QuestCardProps) {
  const [reflection, setReflection] = useState('');
  const baseId = useId();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (await onDone(reflection.trim())) setReflection('');
  }

  return (
    <article className={`wonder-quest grove-glass wonder-quest--${state}`} aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="wonder-quest__title">
        {quest.title}
      </h3>
      <p className="wonder-quest__meta">
        {QUEST_THEME_LABELS[quest.theme]} · {minutesText(quest.minutes)}
        {quest.withGrownUp && ' · with a grown-up'}
        {doneBefore > 0 && ` · done ${doneBefore === 1 ? 'once' : `${doneBefore} times`} before`}
      </p>
      <p className="wonder-quest__how">{quest.howTo}</p>
      {state === 'offered' ? (
        <button type="button" className="grove-button" onClick={onAccept} disabled={pending}>
          {pending ? 'Starting…' : 'Start this quest'}
        </button>
      ) : (
        <form className="wonder-quest__done" onSubmit={(event) => void submit(event)}>
          <label htmlFor={`${baseId}-reflection`}>{quest.reflection}</label>
          <textarea
            id={`${baseId}-reflection`}
            className="grove-input"
            rows={3}
            maxLength={QUEST_REFLECTION_MAX_CHARS}
            value={reflection}
            onChange={(event) => setReflection(event.target.value)}
            aria-describedby={`${baseId}-hint`}
          />
          <p id={`${baseId}-hint`} className="wonder-quest__hint">
            A few words are enough, or none at all.
          </p>
          <div className="wonder-quest__actions">
            <button type="submit" className="grove-button" disabled={pending}>
              {pending ? 'Saving…' : 'Mark as done'}
            </button>
            <button type="button" className="grove-button grove-button--ghost" onClick={onDrop} disabled={pending}>
              Not now
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className="wonder-quest__error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
