import type { WellnessSession, WellnessStep } from './content/wonderTypes';

/*
 * The clock of a guided session, as pure data. Time is measured, never counted: the clock keeps how
 * much session time ran before the current stretch and the reading of the caller's clock when that
 * stretch began, so a late timer (a background tab throttled to one wake-up a minute, a phone that
 * slept) lands on the right step the moment it fires instead of drifting one tick at a time.
 */

/** Where a session stands: not started, running, paused, or at its end. */
export type WellnessClockStatus = 'ready' | 'running' | 'paused' | 'finished';

/** The session's clock: session time run so far, and when the current stretch began. */
export interface WellnessClock {
  status: WellnessClockStatus;
  /** Session time (ms) run before the current stretch (all of it unless running). */
  elapsedMs: number;
  /** The caller's clock reading when the current stretch began; null unless running. */
  since: number | null;
}

/** A session not started yet. */
export const WELLNESS_CLOCK_READY: WellnessClock = { status: 'ready', elapsedMs: 0, since: null };

/** Starts a session at the caller's clock reading `now` (again from the top if it had finished). */
export function wellnessClockStart(now: number): WellnessClock {
  return { status: 'running', elapsedMs: 0, since: now };
}

/** Session time (ms) run by `now`: never negative, whatever the caller's clock did. */
export function wellnessClockElapsed(clock: WellnessClock, now: number): number {
  if (clock.status !== 'running' || clock.since === null) return clock.elapsedMs;
  return clock.elapsedMs + Math.max(0, now - clock.since);
}

/** Pauses a running session at `now`, keeping the time it ran; anything else is returned as it is. */
export function wellnessClockPause(clock: WellnessClock, now: number): WellnessClock {
  if (clock.status !== 'running') return clock;
  return { status: 'paused', elapsedMs: wellnessClockElapsed(clock, now), since: null };
}

/** Carries on a paused session from where it stopped; anything else is returned as it is. */
export function wellnessClockResume(clock: WellnessClock, now: number): WellnessClock {
  if (clock.status !== 'paused') return clock;
  return { status: 'running', elapsedMs: clock.elapsedMs, since: now };
}

/** Ends the session (its whole length has run): the clock stops at `totalMs`. */
export function wellnessClockFinish(totalMs: number): WellnessClock {
  return { status: 'finished', elapsedMs: totalMs, since: null };
}

/** A session's length in whole seconds: the sum of its steps. */
export function wellnessSessionSeconds(session: Pick<WellnessSession, 'steps'>): number {
  return session.steps.reduce((sum, step) => sum + step.seconds, 0);
}

/** A session's length as the list shows it, in whole minutes (at least 1). */
export function wellnessSessionMinutes(session: Pick<WellnessSession, 'steps'>): number {
  return Math.max(1, Math.round(wellnessSessionSeconds(session) / 60));
}

/** Where a session is after some session time: the step, and what is left of it and of the whole. */
export interface WellnessPosition {
  /** The whole session has run. */
  finished: boolean;
  /** The current step's index (the number of steps once finished). */
  stepIndex: number;
  /** The current step, or null once finished. */
  step: WellnessStep | null;
  /** Session time (ms) into the current step. */
  stepElapsedMs: number;
  /** Whole seconds left of the step, rounded up: a 4-second step shows 4, 3, 2, 1. */
  stepRemainingSeconds: number;
  /** Whole seconds left of the session, rounded up. */
  sessionRemainingSeconds: number;
  /** The session's length in seconds. */
  totalSeconds: number;
}

/**
 * The step a session is on after `elapsedMs` of session time. A step starts at the sum of the ones
 * before it, so at exactly that moment it is the new step with its full length left.
 */
export function wellnessPositionAt(session: Pick<WellnessSession, 'steps'>, elapsedMs: number): WellnessPosition {
  const totalSeconds = wellnessSessionSeconds(session);
  const elapsed = Math.max(0, elapsedMs);
  const sessionRemainingSeconds = Math.max(0, Math.ceil((totalSeconds * 1000 - elapsed) / 1000));
  let start = 0;
  for (const [stepIndex, step] of session.steps.entries()) {
    const end = start + step.seconds * 1000;
    if (elapsed < end) {
      return {
        finished: false,
        stepIndex,
        step,
        stepElapsedMs: elapsed - start,
        stepRemainingSeconds: Math.ceil((end - elapsed) / 1000),
        sessionRemainingSeconds,
        totalSeconds,
      };
    }
    start = end;
  }
  return { finished: true, stepIndex: session.steps.length, step: null, stepElapsedMs: 0, stepRemainingSeconds: 0, sessionRemainingSeconds: 0, totalSeconds };
}

/**
 * How long (ms) until the countdown next changes: the next whole second of session time. Steps last
 * whole seconds, so step changes fall on these moments too.
 */
export function wellnessNextTickMs(elapsedMs: number): number {
  const into = Math.max(0, elapsedMs) % 1000;
  return 1000 - into;
}

/** How full the lungs are during a hold: after breathing in, full; after breathing out, empty. */
export type WellnessBreathLevel = 'full' | 'empty';

/**
 * The level a step's breath holds at (or ends at): `in` ends full, `out` empty, and a `hold` keeps the
 * level of the last breath before it (full when none came before). Null for a step without a breath.
 */
export function wellnessBreathLevel(steps: readonly WellnessStep[], index: number): WellnessBreathLevel | null {
  const breath = steps[index]?.breath;
  if (breath === undefined) return null;
  if (breath === 'in') return 'full';
  if (breath === 'out') return 'empty';
  for (let before = index - 1; before >= 0; before -= 1) {
    const earlier = steps[before]?.breath;
    if (earlier === 'in') return 'full';
    if (earlier === 'out') return 'empty';
    if (earlier === undefined) break;
  }
  return 'full';
}

/** Seconds as the player's countdown shows them: `m:ss` ("4:05", "0:03"). */
export function wellnessTimeText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds as words for a screen reader and the step countdown ("1 minute 5 seconds", "3 seconds"). */
export function wellnessTimeWords(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const minuteWords = minutes === 0 ? '' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const secondWords = rest === 0 && minutes > 0 ? '' : `${rest} ${rest === 1 ? 'second' : 'seconds'}`;
  return [minuteWords, secondWords].filter((part) => part !== '').join(' ');
}
