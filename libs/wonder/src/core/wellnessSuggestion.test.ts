import { describe, expect, it } from 'vitest';
import { WELLNESS_SESSIONS } from './content/wellnessSessions';
import type { WellnessKind, WellnessSession, WonderBand, WonderRadarAxis } from './content/wonderTypes';
import { WELLNESS_LOW_BELOW, WONDER_RADAR_AXES, wellnessSuggestion } from './wellnessSuggestion';

const BANDS: readonly WonderBand[] = ['4-8', '9-15', 'adult'];

/** Scores with one axis set. */
function only(axis: WonderRadarAxis, score: number): Partial<Record<WonderRadarAxis, number>> {
  const scores: Partial<Record<WonderRadarAxis, number>> = {};
  scores[axis] = score;
  return scores;
}

function session(id: string, band: WonderBand, suits: WellnessSession['suits'], kind: WellnessSession['kind'] = 'box-breathing'): WellnessSession {
  return { id, title: id, kind, band, summary: id, intro: id, steps: [{ text: id, seconds: 120 }], outro: id, suits };
}

describe('wellnessSuggestion', () => {
  it('suggests the wind-down when sleep was low, in words for the band', () => {
    const adult = wellnessSuggestion({ sleep: 30, energy: 60 }, 'adult');
    expect(adult?.session.id).toBe('wind-down-adult');
    expect(adult?.axis).toBe('sleep');
    expect(adult?.because).toBe('Sleep was low this week: try the wind-down.');
    expect(wellnessSuggestion({ sleep: 30 }, '9-15')?.session.id).toBe('wind-down-9-15');
    const child = wellnessSuggestion({ sleep: 30 }, '4-8');
    expect(child?.session.id).toBe('wind-down-4-8');
    expect(child?.because).toBe('Sleep was a bit hard this week. Let’s try a sleepy wind-down!');
  });

  it('picks the lowest axis below 50', () => {
    const result = wellnessSuggestion({ sleep: 45, concentration: 20, energy: 49, self_esteem: 80 }, 'adult');
    expect(result?.axis).toBe('concentration');
    expect(result?.session.kind).toBe('box-breathing');
    expect(result?.because).toBe('Focus was low this week: try box breathing.');
  });

  it('brings each suited axis its best-fit session in every band', () => {
    const expected: ReadonlyArray<readonly [WonderRadarAxis, WellnessKind]> = [
      ['sleep', 'wind-down'],
      ['concentration', 'box-breathing'],
      ['emotional_clarity', 'grounding-54321'],
      ['energy', 'body-scan'],
      ['self_esteem', 'gratitude'],
      ['personalization', 'gratitude'],
    ];
    for (const band of BANDS) {
      for (const [axis, kind] of expected) {
        const result = wellnessSuggestion(only(axis, 10), band);
        expect(result?.session.kind, `${band} ${axis}`).toBe(kind);
        expect(result?.session.band, `${band} ${axis}`).toBe(band);
      }
    }
  });

  it('passes over an axis no session suits for the next lowest one', () => {
    // Moving was lowest, but a breathing exercise is not the answer to that: focus is next.
    const result = wellnessSuggestion({ activity: 5, ethical_balance: 8, wisdom: 9, concentration: 40 }, '9-15');
    expect(result?.axis).toBe('concentration');
    expect(wellnessSuggestion({ activity: 5, ethical_balance: 8, wisdom: 9 }, '9-15')).toBeNull();
  });

  it('returns null when nothing is below 50 (50 itself is not low)', () => {
    expect(WELLNESS_LOW_BELOW).toBe(50);
    expect(wellnessSuggestion({}, 'adult')).toBeNull();
    expect(wellnessSuggestion({ sleep: 50, energy: 90 }, 'adult')).toBeNull();
    expect(wellnessSuggestion({ sleep: 49.9 }, 'adult')?.axis).toBe('sleep');
  });

  it('skips scores that are not numbers', () => {
    expect(wellnessSuggestion({ sleep: Number.NaN, energy: 40 }, 'adult')?.axis).toBe('energy');
    expect(wellnessSuggestion({ sleep: Number.NEGATIVE_INFINITY }, 'adult')).toBeNull();
  });

  it('breaks a tie between equal scores by SPEC’s axis order', () => {
    expect(WONDER_RADAR_AXES.indexOf('sleep')).toBeLessThan(WONDER_RADAR_AXES.indexOf('concentration'));
    expect(wellnessSuggestion({ concentration: 30, sleep: 30 }, 'adult')?.axis).toBe('sleep');
  });

  it('prefers a session that lists the axis first, then the list order', () => {
    const sessions = [session('a', 'adult', ['energy', 'sleep']), session('b', 'adult', ['sleep']), session('c', 'adult', ['sleep'], 'wind-down')];
    expect(wellnessSuggestion({ sleep: 10 }, 'adult', sessions)?.session.id).toBe('b');
    expect(wellnessSuggestion({ sleep: 10 }, 'adult', [sessions[0] as WellnessSession])?.session.id).toBe('a');
    expect(wellnessSuggestion({ sleep: 10 }, '4-8', sessions)).toBeNull();
  });

  it('always suggests a session of the band asked for, from the real list', () => {
    for (const band of BANDS) {
      for (const axis of WONDER_RADAR_AXES) {
        const result = wellnessSuggestion(only(axis, 0), band);
        if (result) expect(WELLNESS_SESSIONS).toContain(result.session);
        if (result) expect(result.session.band).toBe(band);
      }
    }
  });
});
