import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@grove/api-client';
import type { RadarContentMode } from '../index';
import { useRadarCheckInMutation } from './radarApi';

/** A mood of the daily check-in: a 5-point scale, as mood diaries use. */
export interface RadarMood {
  id: 'great' | 'good' | 'okay' | 'low' | 'awful';
  /** On the button. */
  label: string;
  /** The sentence the check-in sends, so the mood is scored as words are. */
  sentence: string;
}

/** The five moods, from the best day to the hardest. */
export const RADAR_MOODS: readonly RadarMood[] = [
  { id: 'great', label: 'Great', sentence: 'Today I feel great.' },
  { id: 'good', label: 'Good', sentence: 'Today I feel good.' },
  { id: 'okay', label: 'Okay', sentence: 'Today I feel okay.' },
  { id: 'low', label: 'Low', sentence: 'Today I feel low.' },
  { id: 'awful', label: 'Awful', sentence: 'Today I feel awful.' },
];

// Drawn, not emoji: every device shows the same faces (some have no colour-emoji font).
const MOUTHS: Record<RadarMood['id'], string> = {
  great: 'M7 13.5 Q12 19.5 17 13.5',
  good: 'M8 14.5 Q12 17.5 16 14.5',
  okay: 'M8 15.5 L16 15.5',
  low: 'M8 16.5 Q12 13.5 16 16.5',
  awful: 'M7 17.5 Q12 11.5 17 17.5',
};

function Face({ mood }: { mood: RadarMood['id'] }) {
  return (
    <svg className="grove-radar-checkin__face" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="8.8" cy="9.5" r="1.3" fill="currentColor" />
      <circle cx="15.2" cy="9.5" r="1.3" fill="currentColor" />
      <path d={MOUTHS[mood]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** What the check-in says once it is in. */
export const RADAR_CHECKED_IN_TEXT = "Thanks for checking in. It's part of this week's radar now.";

/** Props of {@link RadarCheckIn}. */
export interface RadarCheckInProps {
  profileId: string;
  mode: RadarContentMode;
}

/**
 * The daily mood check-in (issue 17, point 5): a mood from five and, if the person likes, a few words
 * about the day (sleep, energy, what happened). It is scored like any message
 * (`POST /api/symbolic/extract-emotional-metrics`) and the radar refetches. On a failure the words
 * stay in the box.
 */
export function RadarCheckIn({ profileId, mode }: RadarCheckInProps) {
  const headingId = useId();
  const wordsId = useId();
  const [mood, setMood] = useState<RadarMood['id'] | null>(null);
  const [words, setWords] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [checkIn, sending] = useRadarCheckInMutation();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const chosen = RADAR_MOODS.find((item) => item.id === mood);
    if (!chosen) {
      setProblem(mode === 'G' ? 'Pick a face first.' : 'Pick how you feel first.');
      return;
    }
    setProblem(null);
    try {
      await checkIn({ profileId, message: [chosen.sentence, words.trim()].filter(Boolean).join(' ') }).unwrap();
      setDone(true);
      setMood(null);
      setWords('');
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Your check-in could not be sent. Your words are still here: try again.'));
    }
  }

  return (
    <section className="grove-radar-checkin grove-glass" aria-labelledby={headingId}>
      <h2 id={headingId} className="grove-radar__title">
        {mode === 'G' ? 'How do you feel today?' : 'Daily check-in'}
      </h2>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset className="grove-radar-checkin__moods">
          <legend>{mode === 'G' ? 'Pick a face' : 'How are you today?'}</legend>
          {RADAR_MOODS.map((item) => (
            <label key={item.id} className="grove-radar-checkin__mood">
              <input
                type="radio"
                name={`${headingId}-mood`}
                value={item.id}
                checked={mood === item.id}
                onChange={() => {
                  setMood(item.id);
                  setDone(false);
                }}
              />
              <Face mood={item.id} /> {item.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor={wordsId}>{mode === 'G' ? 'Want to tell me more? (you can skip this)' : 'Anything about today? Sleep, energy, what happened (optional)'}</label>
        <textarea id={wordsId} className="grove-input" rows={2} maxLength={2000} value={words} onChange={(event) => setWords(event.target.value)} />
        <button type="submit" className="grove-button grove-button--primary" disabled={sending.isLoading}>
          {sending.isLoading ? 'Sending…' : 'Check in'}
        </button>
      </form>
      {problem && (
        <p className="grove-radar__error" role="alert">
          {problem}
        </p>
      )}
      <p role="status" className="grove-radar__muted">
        {done ? RADAR_CHECKED_IN_TEXT : ''}
      </p>
    </section>
  );
}
