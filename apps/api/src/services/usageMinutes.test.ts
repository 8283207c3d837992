import { describe, expect, it } from 'vitest';
import { usageDaysEnding, usageMinutesPerDay } from './usageMinutes';

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);

describe('usageDaysEnding', () => {
  it('lists the UTC days ending with the day of the instant, oldest first', () => {
    expect(usageDaysEnding(at('2026-11-25T23:59:00Z'), 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(usageDaysEnding(at('2026-03-01T00:00:00Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
  });
});

describe('usageMinutesPerDay', () => {
  const days = ['2026-11-24', '2026-11-25'];

  it('counts nothing without turns', () => {
    expect(usageMinutesPerDay([], days)).toEqual([
      { day: '2026-11-24', minutes: 0 },
      { day: '2026-11-25', minutes: 0 },
    ]);
  });

  it('counts 1 minute for the first turn of a run, then the gap since the previous turn', () => {
    const start = at('2026-11-25T10:00:00Z');
    expect(usageMinutesPerDay([start, start + 2 * MIN, start + 5 * MIN], days)).toEqual([
      { day: '2026-11-24', minutes: 0 },
      { day: '2026-11-25', minutes: 1 + 2 + 3 },
    ]);
  });

  it('counts at most 5 minutes for one turn, and starts a new run after 10 minutes without a turn', () => {
    const start = at('2026-11-25T10:00:00Z');
    // 1 (first) + 5 (a 7-minute gap, capped) + 1 (a 40-minute gap: a new run) + 1 (a 1-minute gap).
    expect(usageMinutesPerDay([start, start + 7 * MIN, start + 47 * MIN, start + 48 * MIN], days)[1]).toEqual({ day: '2026-11-25', minutes: 8 });
  });

  it("gives a turn's time to its own day and lets a turn before the first day continue a run", () => {
    const beforeMidnight = at('2026-11-23T23:58:00Z');
    const afterMidnight = at('2026-11-24T00:01:00Z');
    expect(usageMinutesPerDay([afterMidnight, beforeMidnight], days)).toEqual([
      { day: '2026-11-24', minutes: 3 },
      { day: '2026-11-25', minutes: 0 },
    ]);
  });

  it('rounds per day, from seconds', () => {
    const start = at('2026-11-24T08:00:00Z');
    // 60 s + 20 s + 20 s = 100 s → 2 minutes.
    expect(usageMinutesPerDay([start, start + 20_000, start + 40_000], days)[0]).toEqual({ day: '2026-11-24', minutes: 2 });
  });
});
