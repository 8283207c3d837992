import { describe, expect, it } from 'vitest';
import { RADAR_DAY_MS, RADAR_FALLBACK_PERIOD_DAYS, RADAR_SCORING_PERIOD_DAYS } from './radarConstants';
import { radarPatterns } from './radarPatterns';
import { radarScoreMessage } from './radarScoreMessage';
import { RADAR_AXES } from './radarTypes';
import { radarSyntheticRecord, radarWeekKey, radarWeekRecord, radarWeekScores, radarWeekStart } from './radarWeek';

// Monday 23 November 2026, 00:00 UTC.
const MONDAY = Date.UTC(2026, 10, 23);

function scored(text: string, at: number, messageId?: string) {
  return { ...radarScoreMessage(text, { contentMode: 'FULL', source: 'chat', at }), messageId };
}

describe('radarWeekStart (SPEC §4: Monday 00:00 UTC)', () => {
  it('puts Sunday 23:59 UTC in the week before and Monday 00:00 UTC in the new week', () => {
    const sundayLate = MONDAY - 60_000;
    expect(radarWeekStart(sundayLate)).toBe(MONDAY - 7 * RADAR_DAY_MS);
    expect(radarWeekStart(MONDAY)).toBe(MONDAY);
    expect(radarWeekKey(sundayLate)).toBe('2026-11-16');
    expect(radarWeekKey(MONDAY)).toBe('2026-11-23');
  });

  it('maps every instant of the week to its Monday', () => {
    for (let hour = 0; hour < 7 * 24; hour += 5) expect(radarWeekStart(MONDAY + hour * 3_600_000)).toBe(MONDAY);
    expect(radarWeekStart(Date.UTC(2026, 0, 1, 12))).toBe(Date.UTC(2025, 11, 29));
  });
});

describe('radarWeekScores', () => {
  const week = [
    scored("I didn't sleep well", MONDAY + 1000, 'm1'),
    scored('Another rough night', MONDAY + RADAR_DAY_MS, 'm2'),
    scored('I woke up at 4 and could not get back to sleep', MONDAY + 2 * RADAR_DAY_MS, 'm3'),
    scored('Full of energy today', MONDAY + 3 * RADAR_DAY_MS, 'm4'),
    scored('I feel energetic!', MONDAY + 4 * RADAR_DAY_MS, 'm5'),
    scored("I'm buzzing, so much energy", MONDAY + 5 * RADAR_DAY_MS, 'm6'),
    scored('I slept great', MONDAY - 1, 'before'),
    scored('I slept great', MONDAY + 7 * RADAR_DAY_MS, 'after'),
  ];

  it('moves sleep down and energy up with enough evidence, and keeps the evidence', () => {
    const result = radarWeekScores(week, { weekStart: MONDAY + 3 * RADAR_DAY_MS });
    expect(result.weekStart).toBe(MONDAY);
    expect(result.messageCount).toBe(6);
    expect(result.axes.sleep).toMatchObject({ evidenceCount: 3, messageCount: 3, enough: true });
    expect(result.axes.sleep.score).toBeLessThan(0.25);
    expect(result.axes.energy.enough).toBe(true);
    expect(result.axes.energy.score).toBeGreaterThan(0.75);
    expect(result.axes.sleep.evidence.map((item) => item.messageId)).toEqual(['m1', 'm2', 'm3']);
    expect(result.axes.sleep.evidence[0]).toMatchObject({ direction: -1, evidence: "I didn't sleep well", source: 'chat' });
    expect(result.sourceTags).toContain('sleep');
  });

  it('follows 0.5 + 0.5·N/(W + 1)', () => {
    const result = radarWeekScores(week, { weekStart: MONDAY });
    const evidence = result.axes.sleep.evidence;
    const total = evidence.reduce((sum, item) => sum + item.weight, 0);
    const net = evidence.reduce((sum, item) => sum + item.direction * item.weight, 0);
    expect(result.axes.sleep.score).toBeCloseTo(0.5 + (0.5 * net) / (total + 1), 3);
  });

  it('marks an axis with fewer than 3 pieces of evidence as not enough, and an axis without any at 0.5', () => {
    const result = radarWeekScores([scored('I went running', MONDAY + 5), scored('Played tennis after work', MONDAY + 6)], { weekStart: MONDAY });
    expect(result.axes.activity).toMatchObject({ evidenceCount: 2, enough: false });
    expect(result.axes.activity.score).toBeGreaterThan(0.5);
    expect(result.axes.wisdom).toMatchObject({ score: 0.5, evidenceCount: 0, enough: false, evidence: [] });
  });

  it('sits at 0.5 when up and down balance', () => {
    const result = radarWeekScores(
      [scored('I slept great', MONDAY + 1), scored("I didn't sleep well", MONDAY + 2), scored('Slept well again', MONDAY + 3), scored('Slept badly', MONDAY + 4)],
      { weekStart: MONDAY },
    );
    expect(result.axes.sleep.enough).toBe(true);
    expect(result.axes.sleep.score).toBeCloseTo(0.5, 1);
  });

  it('makes a record in SPEC §3 shape', () => {
    const now = MONDAY + 6 * RADAR_DAY_MS;
    const record = radarWeekRecord('u1', radarWeekScores(week, { weekStart: MONDAY }), now);
    expect(record).toMatchObject({ user_id: 'u1', week_start: '2026-11-23', is_synthetic: false, timestamp: new Date(now).toISOString() });
    expect(Object.keys(record.axes)).toEqual([...RADAR_AXES]);
  });
});

describe('radarSyntheticRecord', () => {
  it('has every axis at 0.5 and is_synthetic true', () => {
    const record = radarSyntheticRecord('child-7', MONDAY + 2 * RADAR_DAY_MS);
    expect(record).toEqual({
      user_id: 'child-7',
      week_start: '2026-11-23',
      axes: Object.fromEntries(RADAR_AXES.map((axis) => [axis, 0.5])),
      source_tags: [],
      timestamp: new Date(MONDAY).toISOString(),
      is_synthetic: true,
    });
  });
});

describe('radarPatterns', () => {
  const now = MONDAY + 10 * RADAR_DAY_MS;
  const messages = [
    scored('School was hard today', now - 1 * RADAR_DAY_MS),
    scored('My teacher was nice at school', now - 3 * RADAR_DAY_MS),
    scored('Homework again', now - 5 * RADAR_DAY_MS),
    scored('I played with my dog', now - 2 * RADAR_DAY_MS),
    scored('My dog is funny', now - 2 * RADAR_DAY_MS + 3_600_000),
    scored('I went to the school fair', now - 20 * RADAR_DAY_MS),
    scored('my dog ran away in the park', now - 20 * RADAR_DAY_MS),
  ];

  it('finds tags seen on at least 2 days in the 7-day fallback period', () => {
    const patterns = radarPatterns(messages, { now });
    expect(patterns.map((item) => item.tag)).toEqual(['school']);
    expect(patterns[0]).toMatchObject({ days: 3, count: 3 });
    expect(RADAR_FALLBACK_PERIOD_DAYS).toBe(7);
  });

  it('looks back 30 days for scoring calls', () => {
    expect(RADAR_SCORING_PERIOD_DAYS).toBe(30);
    const patterns = radarPatterns(messages, { now, periodDays: RADAR_SCORING_PERIOD_DAYS });
    expect(patterns.map((item) => item.tag)).toEqual(['school', 'pets']);
    expect(patterns[1]).toMatchObject({ days: 2, count: 3 });
  });

  it('is deterministic', () => {
    expect(radarPatterns(messages, { now, periodDays: 30 })).toEqual(radarPatterns([...messages].reverse(), { now, periodDays: 30 }));
  });
});
