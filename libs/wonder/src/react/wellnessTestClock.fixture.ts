import { act } from '@testing-library/react';
import type { ReadAloudSynth, ReadAloudUtteranceMake } from './useReadAloud';
import type { WellnessSchedule } from './WellnessSessionPlayer';

interface Timer {
  at: number;
  callback: () => void;
}

/** A clock and timer for the player's tests: time moves only when the test says, and nobody sleeps. */
export interface WellnessTestClock {
  now: () => number;
  schedule: WellnessSchedule;
  /** Moves the clock on by `ms`, waking each timer at its moment (and the ones those set), as a browser would. */
  advance: (ms: number) => void;
  /**
   * A throttled background tab: the clock moves on by `ms` while no timer fires, then the waiting
   * timers fire once, late.
   */
  advanceLate: (ms: number) => void;
  /** How many timers wait. */
  pending: () => number;
}

/** A fresh {@link WellnessTestClock} reading `start` (ms). */
export function wellnessTestClock(start = 1_000_000): WellnessTestClock {
  let time = start;
  let timers: Timer[] = [];
  const schedule: WellnessSchedule = (callback, ms) => {
    const timer = { at: time + ms, callback };
    timers.push(timer);
    return () => {
      timers = timers.filter((candidate) => candidate !== timer);
    };
  };
  function fire(timer: Timer): void {
    timers = timers.filter((candidate) => candidate !== timer);
    act(() => timer.callback());
  }
  return {
    now: () => time,
    schedule,
    advance(ms) {
      const end = time + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        time = Math.max(time, due.at);
        fire(due);
      }
      time = end;
    },
    advanceLate(ms) {
      time += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= time)) fire(timer);
    },
    pending: () => timers.length,
  };
}

/** A speech synthesis that writes down what it was asked to say, and how often it was stopped. */
export interface WellnessTestSpeech {
  synth: ReadAloudSynth;
  utterance: ReadAloudUtteranceMake;
  spoken: string[];
  cancels: () => number;
}

/** A fresh {@link WellnessTestSpeech}. */
export function wellnessTestSpeech(): WellnessTestSpeech {
  const spoken: string[] = [];
  let cancels = 0;
  return {
    synth: {
      speak: (utterance) => {
        spoken.push(utterance.text);
      },
      cancel: () => {
        cancels += 1;
      },
    },
    utterance: (text) => ({ text }) as SpeechSynthesisUtterance,
    spoken,
    cancels: () => cancels,
  };
}
