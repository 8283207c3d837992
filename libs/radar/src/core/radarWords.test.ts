import { describe, expect, it } from 'vitest';
import { RADAR_AXES } from './radarTypes';
import { radarAxisWords, radarEvidenceWords, radarReadingWords, radarTrendOf, radarTrendWords } from './radarWords';

describe('the radar in words', () => {
  it('names every axis in every mode, in plain words (no underscores, nothing longer for the youngest than for adults)', () => {
    for (const mode of ['G', 'PG', 'FULL'] as const) {
      const labels = RADAR_AXES.map((axis) => radarAxisWords(axis, mode).label);
      expect(new Set(labels).size).toBe(RADAR_AXES.length);
      for (const label of labels) expect(label).toMatch(/^[A-Z][a-z ]+$/);
    }
    expect(radarAxisWords('self_esteem', 'G').label).toBe('Feeling good about me');
    expect(radarAxisWords('self_esteem', 'FULL').label).toBe('How you see yourself');
  });

  it('reads a value in five bands around the neutral middle', () => {
    expect([0.1, 0.4, 0.5, 0.6, 0.9].map((value) => radarReadingWords(value, 'FULL'))).toEqual(['Hard this week', 'A bit hard', 'Steady', 'Leaning good', 'Going well']);
    expect([0.1, 0.4, 0.5, 0.6, 0.9].map((value) => radarReadingWords(value, 'G'))).toEqual(['Hard', 'A bit hard', 'Okay', 'Good', 'Really good']);
  });

  it('calls a change of a tenth or more a trend, and less than that the same', () => {
    expect(radarTrendOf(0.7, 0.5)).toBe('up');
    expect(radarTrendOf(0.35, 0.5)).toBe('down');
    expect(radarTrendOf(0.55, 0.5)).toBe('same');
    expect(radarTrendWords('down', 'PG')).toBe('Down on last week');
    expect(radarTrendWords('up', 'G')).toBe('Better than last week');
  });

  it('says what is behind an axis', () => {
    expect(radarEvidenceWords('sleep', 3, 'FULL')).toBe('3 messages about sleep this week');
    expect(radarEvidenceWords('sleep', 1, 'PG')).toBe('1 message about sleep this week');
    expect(radarEvidenceWords('activity', 2, 'G')).toBe('You talked about playing 2 times this week');
  });
});
