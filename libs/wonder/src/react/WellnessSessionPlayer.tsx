import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { WellnessSession } from '../index';
import {
  WELLNESS_CLOCK_READY,
  wellnessBreathLevel,
  wellnessClockElapsed,
  wellnessClockFinish,
  wellnessClockPause,
  wellnessClockResume,
  wellnessClockStart,
  wellnessNextTickMs,
  wellnessPositionAt,
  wellnessSessionMinutes,
  wellnessSessionSeconds,
  wellnessTimeText,
  wellnessTimeWords,
  type WellnessClock,
} from '../core/wellnessTimeline';
import { BreathingGuide, type WellnessMatchMedia } from './BreathingGuide';
import { useReadAloud, type ReadAloudSynth, type ReadAloudUtteranceMake } from './useReadAloud';
import { wellnessKindLabel } from './wellnessWords';
import './wonder.css';
import './wonderWellness.css';

/** Runs `callback` after `ms`; returns what cancels it. `window.setTimeout` by default. */
export type WellnessSchedule = (callback: () => void, ms: number) => () => void;

/** Props of {@link WellnessSessionPlayer}. */
export interface WellnessSessionPlayerProps {
  session: WellnessSession;
  /** Back to the list: Back to sessions, Stop and Done all call it. */
  onClose: () => void;
  /** The title's heading level: 1 when the player is the page (the default), 2 inside another heading. */
  headingLevel?: 1 | 2;
  /** Takes focus on arrival (the title), so a keyboard or screen-reader user starts here. On by default. */
  autoFocus?: boolean;
  /** The clock (ms); `performance.now` by default. Tests pass their own and never sleep. */
  now?: () => number;
  /** The timer that wakes the countdown; `window.setTimeout` by default. */
  schedule?: WellnessSchedule;
  /** For the breathing guide's reduced-motion check; `window.matchMedia` by default. */
  matchMedia?: WellnessMatchMedia;
  /** The browser's speech synthesis by default; null for none (the Read aloud toggle is hidden). */
  readAloudSynth?: ReadAloudSynth | null;
  /** Makes an utterance (jsdom has none); the browser's by default. */
  readAloudUtterance?: ReadAloudUtteranceMake;
}

function performanceNow(): number {
  return performance.now();
}

function windowSchedule(callback: () => void, ms: number): () => void {
  const id = window.setTimeout(callback, ms);
  return () => window.clearTimeout(id);
}

/** Where Space belongs to the focused control itself (a button presses, a field types). */
const SPACE_OWNERS = 'button, a[href], input, textarea, select, summary, [contenteditable=""], [contenteditable="true"], [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"]';

/**
 * A guided session (issue 21): the intro and Start; then each step's words, large and calm, with the
 * breathing guide for a breathing step, a countdown of the step and of the whole session, Pause/Resume
 * (or the space bar) and Stop; at the end the outro and Done. The clock is measured, not counted (see
 * core/wellnessTimeline), so a throttled background tab or a sleeping phone comes back on the right
 * step. A polite live region says each new step once (never the countdown). Read aloud is off until
 * pressed; on, it speaks each step's words once as the step starts.
 */
export function WellnessSessionPlayer({
  session,
  onClose,
  headingLevel = 1,
  autoFocus = true,
  now = performanceNow,
  schedule = windowSchedule,
  matchMedia,
  readAloudSynth,
  readAloudUtterance,
}: WellnessSessionPlayerProps) {
  const [clock, setClock] = useState<WellnessClock>(WELLNESS_CLOCK_READY);
  // A fresh object on every reading, so each wake-up renders even when the clock did not move.
  const [reading, setReading] = useState(() => ({ at: now() }));
  const [readAloudOn, setReadAloudOn] = useState(false);
  const readAloud = useReadAloud(readAloudSynth, readAloudUtterance);
  const { speak, stop: stopSpeaking } = readAloud;
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const lastSpoken = useRef<string | null>(null);

  const totalMs = wellnessSessionSeconds(session) * 1000;
  const position = wellnessPositionAt(session, wellnessClockElapsed(clock, reading.at));
  const view = clock.status === 'ready' ? 'intro' : clock.status === 'finished' || position.finished ? 'outro' : 'steps';
  const paused = clock.status === 'paused';
  const breathing = session.steps.some((step) => step.breath !== undefined);

  /** Reads the clock now; a session whose whole length has run is finished. */
  const refresh = useCallback(() => {
    const at = now();
    setClock((current) => (current.status === 'running' && wellnessClockElapsed(current, at) >= totalMs ? wellnessClockFinish(totalMs) : current));
    setReading({ at });
  }, [now, totalMs]);

  // Wakes at the next whole second of session time, whenever that is: a late wake-up just lands further on.
  useEffect(() => {
    if (clock.status !== 'running') return;
    return schedule(refresh, wellnessNextTickMs(wellnessClockElapsed(clock, reading.at)));
  }, [clock, reading, schedule, refresh]);

  // A tab brought back to the front shows the right moment at once, not at the next wake-up.
  useEffect(() => {
    if (clock.status !== 'running') return;
    const visible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', visible);
    return () => document.removeEventListener('visibilitychange', visible);
  }, [clock.status, refresh]);

  const start = useCallback(() => {
    const at = now();
    lastSpoken.current = null;
    setClock(wellnessClockStart(at));
    setReading({ at });
  }, [now]);

  const pauseOrResume = useCallback(() => {
    const at = now();
    setClock((current) => {
      if (current.status === 'running') return wellnessClockElapsed(current, at) >= totalMs ? wellnessClockFinish(totalMs) : wellnessClockPause(current, at);
      return wellnessClockResume(current, at);
    });
    setReading({ at });
    if (clock.status === 'running') stopSpeaking();
  }, [now, totalMs, clock.status, stopSpeaking]);

  // The space bar pauses and resumes, unless the focused control uses Space itself (a button presses).
  useEffect(() => {
    if (view !== 'steps') return;
    const keyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(SPACE_OWNERS)) return;
      event.preventDefault();
      pauseOrResume();
    };
    window.addEventListener('keydown', keyDown);
    return () => window.removeEventListener('keydown', keyDown);
  }, [view, pauseOrResume]);

  // Focus follows the session: the title on arrival, Pause once started, Done at the end.
  useEffect(() => {
    if (view === 'steps') pauseRef.current?.focus();
    else if (view === 'outro') doneRef.current?.focus();
    else if (autoFocus) headingRef.current?.focus();
  }, [view, autoFocus]);

  // Read aloud: each text once, as it starts (the intro, each step, the outro); nothing while paused.
  const spokenKey = view === 'steps' ? `step-${position.stepIndex}` : view;
  const spokenText = view === 'intro' ? session.intro : view === 'outro' ? session.outro : (position.step?.text ?? '');
  useEffect(() => {
    if (!readAloudOn || paused || lastSpoken.current === spokenKey) return;
    lastSpoken.current = spokenKey;
    speak(spokenText);
  }, [readAloudOn, paused, spokenKey, spokenText, speak]);

  function readAloudToggled(): void {
    if (readAloudOn) {
      stopSpeaking();
      setReadAloudOn(false);
    } else {
      // Turned on mid-way, it starts with what is on screen now.
      lastSpoken.current = null;
      setReadAloudOn(true);
    }
  }

  function stopped(): void {
    stopSpeaking();
    onClose();
  }

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const meta = `${wellnessKindLabel(session.kind, session.band)} · ${wellnessSessionMinutes(session)} min`;
  const announcement = view === 'steps' ? (paused ? 'Paused.' : (position.step?.text ?? '')) : view === 'outro' ? `Finished. ${session.outro}` : '';
  const readAloudButton = readAloud.supported ? (
    <button type="button" className="grove-button grove-button--ghost" aria-pressed={readAloudOn} onClick={readAloudToggled}>
      Read aloud
    </button>
  ) : null;

  return (
    <section className="grove-wellness-player grove-glass" aria-labelledby={titleId} data-view={view} data-band={session.band}>
      <header className="grove-wellness-player__header">
        <p className="grove-wellness-player__meta">{meta}</p>
        <Heading id={titleId} ref={headingRef} tabIndex={-1} className="grove-wellness-player__title">
          {session.title}
        </Heading>
      </header>

      {view === 'intro' && (
        <>
          <p className="grove-wellness-player__words">{session.intro}</p>
          <div className="grove-wellness-player__actions">
            <button type="button" className="grove-button grove-button--primary" onClick={start}>
              Start
            </button>
            <button type="button" className="grove-button grove-button--secondary" onClick={onClose}>
              Back to sessions
            </button>
            {readAloudButton}
          </div>
          <p className="grove-wellness-player__note">
            {session.band === '4-8' ? 'You can stop any time.' : 'A calm pause, not medical advice. Pause with the space bar, stop at any time.'}
          </p>
        </>
      )}

      {view === 'steps' && position.step && (
        <>
          {breathing && (
            <BreathingGuide
              breath={position.step.breath ?? null}
              level={wellnessBreathLevel(session.steps, position.stepIndex)}
              seconds={position.step.seconds}
              elapsedMs={position.stepElapsedMs}
              remainingSeconds={position.stepRemainingSeconds}
              paused={paused}
              stepKey={position.stepIndex}
              matchMedia={matchMedia}
            />
          )}
          <p className="grove-wellness-player__words grove-wellness-player__words--step">{position.step.text}</p>
          <dl className="grove-wellness-player__times">
            <div>
              <dt>This step</dt>
              <dd>
                <span aria-hidden="true">{wellnessTimeText(position.stepRemainingSeconds)}</span>
                <span className="wonder-sr-only">{wellnessTimeWords(position.stepRemainingSeconds)}</span>
              </dd>
            </div>
            <div>
              <dt>Session left</dt>
              <dd>
                <span aria-hidden="true">{wellnessTimeText(position.sessionRemainingSeconds)}</span>
                <span className="wonder-sr-only">{wellnessTimeWords(position.sessionRemainingSeconds)}</span>
              </dd>
            </div>
          </dl>
          <div className="grove-wellness-player__progress" aria-hidden="true">
            <div style={{ width: `${Math.min(100, (100 * (position.totalSeconds - position.sessionRemainingSeconds)) / Math.max(1, position.totalSeconds))}%` }} />
          </div>
          {paused && <p className="grove-wellness-player__paused">Paused</p>}
          <div className="grove-wellness-player__actions">
            <button type="button" ref={pauseRef} className="grove-button grove-button--primary" aria-keyshortcuts="Space" onClick={pauseOrResume}>
              {paused ? 'Resume' : 'Pause'}
            </button>
            <button type="button" className="grove-button grove-button--secondary" onClick={stopped}>
              Stop
            </button>
            {readAloudButton}
          </div>
        </>
      )}

      {view === 'outro' && (
        <>
          <p className="grove-wellness-player__words">{session.outro}</p>
          <div className="grove-wellness-player__actions">
            <button type="button" ref={doneRef} className="grove-button grove-button--primary" onClick={stopped}>
              Done
            </button>
          </div>
        </>
      )}

      <div className="wonder-sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}
