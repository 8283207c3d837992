import { useCallback, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react';
import type { WellnessStep } from '../index';
import type { WellnessBreathLevel } from '../core/wellnessTimeline';
import './wonderWellness.css';

/** The part of a media query list the guide listens to (a real `MediaQueryList` is one). */
export interface WellnessMotionQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** `window.matchMedia`, or a stand-in (tests and previews pass their own); null where there is none. */
export type WellnessMatchMedia = (query: string) => WellnessMotionQuery | null;

/** The query the guide follows: with it, the circle stays still and the words and a count lead. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function browserMatchMedia(query: string): WellnessMotionQuery | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

const never = () => () => undefined;

/** Whether the person asked their system for less motion (and follows it when they change it). */
export function usePrefersReducedMotion(matchMedia: WellnessMatchMedia = browserMatchMedia): boolean {
  const query = useMemo(() => matchMedia(REDUCED_MOTION_QUERY), [matchMedia]);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!query) return () => undefined;
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(query ? subscribe : never, () => query?.matches ?? false, () => false);
}

/** What the guide says for each part of a breath. */
export const BREATH_WORDS: Readonly<Record<NonNullable<WellnessStep['breath']>, string>> = {
  in: 'Breathe in',
  hold: 'Hold',
  out: 'Breathe out',
};

/** Props of {@link BreathingGuide}. */
export interface BreathingGuideProps {
  /** The part of the breath now; null for a step without one (the circle rests). */
  breath: WellnessStep['breath'] | null;
  /** How full the lungs are during a hold (wellnessBreathLevel); ignored otherwise. */
  level?: WellnessBreathLevel | null;
  /** The step's length in seconds: the circle grows or shrinks over exactly this time. */
  seconds: number;
  /** Session time (ms) already into the step when the guide appears (a resumed or reopened session). */
  elapsedMs?: number;
  /** Whole seconds left of the step: the count beside the words. */
  remainingSeconds: number;
  /** The session is paused: the circle stops where it is. */
  paused?: boolean;
  /** Changes with every step, so each step's movement starts afresh (the step's index). */
  stepKey: number | string;
  /** `window.matchMedia` by default; tests and previews pass their own. */
  matchMedia?: WellnessMatchMedia;
}

/**
 * The animated breathing guide (issue 21): a circle that grows while breathing in, stays while
 * holding and shrinks while breathing out, timed by the step's seconds. It is decoration — hidden
 * from assistive technology — because the step's words carry the meaning. Under
 * `prefers-reduced-motion: reduce` nothing moves: the circle stays still and the words and a count
 * ("Breathe in… 4") lead instead.
 */
export function BreathingGuide({ breath, level = null, seconds, elapsedMs = 0, remainingSeconds, paused = false, stepKey, matchMedia }: BreathingGuideProps) {
  const reduced = usePrefersReducedMotion(matchMedia);
  const words = breath ? BREATH_WORDS[breath] : null;
  const shape = breath === 'in' || breath === 'out' ? breath : breath === 'hold' ? (level ?? 'full') : 'rest';
  return (
    <div className="grove-breathing" aria-hidden="true" data-breath={breath ?? 'rest'} data-motion={reduced ? 'reduced' : 'full'} data-paused={paused ? 'true' : 'false'}>
      {reduced ? (
        <div className="grove-breathing__stage">
          <div className="grove-breathing__circle" data-shape={shape === 'in' ? 'full' : shape === 'out' ? 'empty' : shape} />
          {words && (
            <p className="grove-breathing__words">
              {words}… <span className="grove-breathing__count">{remainingSeconds}</span>
            </p>
          )}
        </div>
      ) : (
        <div className="grove-breathing__stage">
          <BreathCircle key={stepKey} shape={shape} seconds={seconds} elapsedMs={elapsedMs} paused={paused} />
          {words && <p className="grove-breathing__label">{words}</p>}
        </div>
      )}
    </div>
  );
}

/** One step's circle: its movement starts where the step is when it appears, and never jumps after. */
function BreathCircle({ shape, seconds, elapsedMs, paused }: { shape: string; seconds: number; elapsedMs: number; paused: boolean }) {
  // Read once: a later change of the delay would move a running animation, not keep it in step.
  const [startedAt] = useState(elapsedMs);
  const moving = shape === 'in' || shape === 'out';
  const style: CSSProperties | undefined = moving
    ? { animationDuration: `${seconds}s`, animationDelay: `${-startedAt / 1000}s`, animationPlayState: paused ? 'paused' : 'running' }
    : undefined;
  return <div className="grove-breathing__circle" data-shape={shape} style={style} />;
}
