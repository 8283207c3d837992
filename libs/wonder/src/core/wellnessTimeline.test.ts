import { describe, expect, it } from 'vitest';
import { WELLNESS_SESSIONS } from './content/wellnessSessions';
import type { WellnessStep } from './content/wonderTypes';
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
} from './wellnessTimeline';

const SHORT = {
  steps: [
    { text: 'Sit comfortably.', seconds: 5 },
    { text: 'In, 2, 3, 4.', seconds: 4, breath: 'in' },
    { text: 'Hold, 2, 3, 4.', seconds: 4, breath: 'hold' },
    { text: 'Out, 2, 3, 4.', seconds: 4, breath: 'out' },
  ] satisfies WellnessStep[],
};

describe('wellness clock', () => {
  it('measures session time from the clock, so a late wake-up lands on the right moment', () => {
    const started = wellnessClockStart(10_000);
    expect(wellnessClockElapsed(started, 10_000)).toBe(0);
    expect(wellnessClockElapsed(started, 10_999)).toBe(999);
    // A background tab woken after 9 s, not after nine 1-second ticks: the same answer.
    expect(wellnessClockElapsed(started, 19_000)).toBe(9_000);
    expect(wellnessPositionAt(SHORT, wellnessClockElapsed(started, 19_000)).stepIndex).toBe(2);
  });

  it('does not count the time spent paused, and carries on from where it stopped', () => {
    const paused = wellnessClockPause(wellnessClockStart(0), 3_500);
    expect(paused).toEqual({ status: 'paused', elapsedMs: 3_500, since: null });
    // An hour away changes nothing.
    expect(wellnessClockElapsed(paused, 3_600_000)).toBe(3_500);
    const resumed = wellnessClockResume(paused, 3_600_000);
    expect(resumed.status).toBe('running');
    expect(wellnessClockElapsed(resumed, 3_601_000)).toBe(4_500);
  });

  it('ignores a pause when not running and a resume when not paused, and never runs backwards', () => {
    expect(wellnessClockPause(WELLNESS_CLOCK_READY, 5)).toBe(WELLNESS_CLOCK_READY);
    const running = wellnessClockStart(100);
    expect(wellnessClockResume(running, 200)).toBe(running);
    expect(wellnessClockElapsed(running, 50)).toBe(0);
    expect(wellnessClockElapsed(WELLNESS_CLOCK_READY, 1_000)).toBe(0);
  });

  it('stops at the whole length when finished, and starts again from the top', () => {
    const finished = wellnessClockFinish(17_000);
    expect(wellnessClockElapsed(finished, 99_000)).toBe(17_000);
    expect(wellnessClockPause(finished, 1)).toBe(finished);
    expect(wellnessClockElapsed(wellnessClockStart(500), 500)).toBe(0);
  });
});

describe('wellnessPositionAt', () => {
  it('finds the step, and counts its seconds and the session’s down, rounding up', () => {
    expect(wellnessPositionAt(SHORT, 0)).toEqual({
      finished: false,
      stepIndex: 0,
      step: SHORT.steps[0],
      stepElapsedMs: 0,
      stepRemainingSeconds: 5,
      sessionRemainingSeconds: 17,
      totalSeconds: 17,
    });
    const inside = wellnessPositionAt(SHORT, 6_200);
    expect(inside.stepIndex).toBe(1);
    expect(inside.stepElapsedMs).toBe(1_200);
    expect(inside.stepRemainingSeconds).toBe(3);
    expect(inside.sessionRemainingSeconds).toBe(11);
  });

  it('starts the next step at the exact boundary, with its full length left', () => {
    const boundary = wellnessPositionAt(SHORT, 5_000);
    expect(boundary.stepIndex).toBe(1);
    expect(boundary.stepRemainingSeconds).toBe(4);
    expect(wellnessPositionAt(SHORT, 4_999).stepIndex).toBe(0);
    expect(wellnessPositionAt(SHORT, 4_999).stepRemainingSeconds).toBe(1);
  });

  it('is finished once the whole length has run, and treats a negative time as the start', () => {
    expect(wellnessPositionAt(SHORT, 16_999).finished).toBe(false);
    const end = wellnessPositionAt(SHORT, 17_000);
    expect(end).toMatchObject({ finished: true, stepIndex: 4, step: null, stepRemainingSeconds: 0, sessionRemainingSeconds: 0 });
    expect(wellnessPositionAt(SHORT, 60_000).finished).toBe(true);
    expect(wellnessPositionAt(SHORT, -500).stepIndex).toBe(0);
  });

  it('walks every real session from its first step to its end', () => {
    for (const session of WELLNESS_SESSIONS) {
      const total = wellnessSessionSeconds(session);
      expect(wellnessPositionAt(session, 0).stepIndex).toBe(0);
      expect(wellnessPositionAt(session, total * 1000 - 1).stepIndex).toBe(session.steps.length - 1);
      expect(wellnessPositionAt(session, total * 1000).finished).toBe(true);
    }
  });
});

describe('session length', () => {
  it('adds the steps up and rounds to whole minutes for the list, 2 to 6 for every real session', () => {
    expect(wellnessSessionSeconds(SHORT)).toBe(17);
    expect(wellnessSessionMinutes(SHORT)).toBe(1);
    expect(wellnessSessionMinutes({ steps: [{ text: 'x', seconds: 150 }] })).toBe(3);
    for (const session of WELLNESS_SESSIONS) {
      expect(wellnessSessionMinutes(session)).toBeGreaterThanOrEqual(2);
      expect(wellnessSessionMinutes(session)).toBeLessThanOrEqual(6);
    }
  });
});

describe('wellnessNextTickMs', () => {
  it('waits until the next whole second of session time', () => {
    expect(wellnessNextTickMs(0)).toBe(1_000);
    expect(wellnessNextTickMs(250)).toBe(750);
    expect(wellnessNextTickMs(4_999)).toBe(1);
    expect(wellnessNextTickMs(5_000)).toBe(1_000);
  });
});

describe('wellnessBreathLevel', () => {
  it('is full after breathing in and empty after breathing out; a hold keeps the level before it', () => {
    expect(wellnessBreathLevel(SHORT.steps, 0)).toBeNull();
    expect(wellnessBreathLevel(SHORT.steps, 1)).toBe('full');
    expect(wellnessBreathLevel(SHORT.steps, 2)).toBe('full');
    expect(wellnessBreathLevel(SHORT.steps, 3)).toBe('empty');
    const box: WellnessStep[] = [
      { text: 'in', seconds: 4, breath: 'in' },
      { text: 'hold', seconds: 4, breath: 'hold' },
      { text: 'out', seconds: 4, breath: 'out' },
      { text: 'hold', seconds: 4, breath: 'hold' },
    ];
    expect(wellnessBreathLevel(box, 3)).toBe('empty');
    expect(wellnessBreathLevel([{ text: 'hold', seconds: 3, breath: 'hold' }], 0)).toBe('full');
    expect(wellnessBreathLevel(box, 9)).toBeNull();
  });
});

describe('time words', () => {
  it('shows m:ss and says it in words', () => {
    expect(wellnessTimeText(0)).toBe('0:00');
    expect(wellnessTimeText(3)).toBe('0:03');
    expect(wellnessTimeText(245)).toBe('4:05');
    expect(wellnessTimeText(2.2)).toBe('0:03');
    expect(wellnessTimeWords(1)).toBe('1 second');
    expect(wellnessTimeWords(3)).toBe('3 seconds');
    expect(wellnessTimeWords(60)).toBe('1 minute');
    expect(wellnessTimeWords(125)).toBe('2 minutes 5 seconds');
    expect(wellnessTimeWords(0)).toBe('0 seconds');
  });
});
