import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { OldStory, WonderMode } from '../index';
import { oldStorySourceLine } from './OldStoryList';
import { useReadAloud, type ReadAloudSynth, type ReadAloudUtteranceMake } from './useReadAloud';
import './wonderStories.css';

/** Props of {@link OldStoryReader}. */
export interface OldStoryReaderProps {
  story: OldStory;
  /** The reader's content mode: which telling is shown (G gentle, PG fuller, FULL the whole tale). */
  mode: WonderMode;
  /** "Back to the stories" (and "Choose another story" at the end). */
  onBack: () => void;
  /** "What did you think?": the telling's question, for the page to take into the chat. No button when left out. */
  onThink?: (question: string, story: OldStory) => void;
  /**
   * Moves keyboard focus to the story's title when it opens (the page asks for it when the reader
   * chose the story; a page loaded at a story's address starts at the top as any page does).
   */
  focusTitle?: boolean;
  /** The browser's speech synthesis unless given (tests and previews pass their own; null: none). */
  readAloudSynth?: ReadAloudSynth | null;
  /** Makes an utterance (a real SpeechSynthesisUtterance unless given). */
  readAloudUtterance?: ReadAloudUtteranceMake;
}

function browserUtterance(text: string): SpeechSynthesisUtterance {
  const utterance = new SpeechSynthesisUtterance(text);
  // As useReadAloud's own voice: a little slower than the default, for stories often heard by children.
  utterance.rate = 0.9;
  return utterance;
}

/** What the read-aloud line says while a part is being read. */
export function oldStoryReadingText(index: number, count: number): string {
  return `Reading part ${index + 1} of ${count}.`;
}

/**
 * One old story in its reading view (issue 21, point 5): the telling for the reader's mode at a
 * comfortable reading width (larger text for 4–8), where it comes from ("An Aesop fable, retold for
 * Grove"), read-aloud — off until pressed, the browser's own voice reading one paragraph after
 * another, the paragraph being read marked, Stop at any time — and "What did you think?" with the
 * telling's question for the chat. Back to the stories at the top and the end.
 */
export function OldStoryReader({ story, mode, onBack, onThink, focusTitle = false, readAloudSynth, readAloudUtterance }: OldStoryReaderProps) {
  const baseId = useId();
  const telling = story.tellings[mode];
  const paragraphs = telling.paragraphs;
  const young = mode === 'G';
  const titleRef = useRef<HTMLHeadingElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  // The paragraph being read, or null when read-aloud is off.
  const [reading, setReading] = useState<number | null>(null);
  // Each start and stop begins a new run: the end of an utterance from an older run changes nothing.
  const run = useRef(0);
  const next = useRef(0);
  const speakNow = useRef<(text: string) => void>(() => undefined);

  const giveFocusBack = useCallback(() => {
    if (document.activeElement === stopRef.current) toggleRef.current?.focus();
  }, []);

  // Each paragraph's utterance reads the next one when it ends, until the last.
  const utteranceMake = useCallback(
    (text: string) => {
      const utterance = (readAloudUtterance ?? browserUtterance)(text);
      const ofRun = run.current;
      const index = next.current;
      utterance.addEventListener('end', () => {
        if (run.current !== ofRun) return;
        const following = index + 1;
        if (following < paragraphs.length) {
          next.current = following;
          setReading(following);
          speakNow.current(paragraphs[following] ?? '');
          return;
        }
        run.current += 1;
        setReading(null);
        giveFocusBack();
      });
      utterance.addEventListener('error', () => {
        if (run.current !== ofRun) return;
        run.current += 1;
        setReading(null);
        giveFocusBack();
      });
      return utterance;
    },
    [readAloudUtterance, paragraphs, giveFocusBack],
  );
  const voice = useReadAloud(readAloudSynth, utteranceMake);

  useEffect(() => {
    speakNow.current = voice.speak;
  }, [voice.speak]);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle, story.id]);

  function start(): void {
    run.current += 1;
    next.current = 0;
    setReading(0);
    voice.speak(paragraphs[0] ?? '');
  }

  function stop(): void {
    run.current += 1;
    voice.stop();
    setReading(null);
  }

  return (
    <article className="grove-old-story" aria-labelledby={`${baseId}-title`} data-mode={mode}>
      <p className="grove-old-story__back">
        <button type="button" className="grove-button grove-button--ghost" onClick={onBack}>
          <span aria-hidden="true">←</span> Back to the stories
        </button>
      </p>
      <header className="grove-old-story__header">
        <h2 id={`${baseId}-title`} ref={titleRef} tabIndex={-1} className="grove-old-story__title">
          {story.title}
        </h2>
        <p className="grove-old-story__source">{oldStorySourceLine(story)}</p>
      </header>

      {voice.supported && (
        <div className="grove-old-story__voice" role="group" aria-label="Read aloud">
          <button
            ref={toggleRef}
            type="button"
            className="grove-button grove-button--secondary"
            aria-pressed={reading !== null}
            onClick={() => (reading === null ? start() : stop())}
          >
            Read aloud
          </button>
          {reading !== null && (
            <button
              ref={stopRef}
              type="button"
              className="grove-button grove-button--ghost"
              onClick={() => {
                stop();
                toggleRef.current?.focus();
              }}
            >
              Stop
            </button>
          )}
          {/* Not a live region: a screen reader would talk over the voice reading the story. */}
          <p className="grove-old-story__reading">{reading !== null ? oldStoryReadingText(reading, paragraphs.length) : ''}</p>
        </div>
      )}

      <div className="grove-old-story__telling">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className={index === reading ? 'grove-old-story__paragraph grove-old-story__paragraph--reading' : 'grove-old-story__paragraph'}>
            {paragraph}
          </p>
        ))}
      </div>

      <section className="grove-old-story__think grove-glass" aria-labelledby={`${baseId}-think`}>
        <h3 id={`${baseId}-think`} className="grove-old-story__think-title">
          What did you think?
        </h3>
        <p className="grove-old-story__question">{telling.question}</p>
        {onThink && (
          <button type="button" className="grove-button grove-button--primary" onClick={() => onThink(telling.question, story)}>
            {young ? 'Tell your mentor' : 'Talk about it'}
          </button>
        )}
      </section>

      <p className="grove-old-story__back">
        <button type="button" className="grove-button grove-button--secondary" onClick={onBack}>
          Choose another story
        </button>
      </p>
    </article>
  );
}
