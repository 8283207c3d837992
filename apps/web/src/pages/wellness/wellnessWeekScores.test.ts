import { describe, expect, it } from 'vitest';
import type { RadarChart } from '@grove/api-contract';
import { RADAR_AXES } from '@grove/radar';
import { wellnessSuggestion } from '@grove/wonder';
import { wellnessWeekScores } from './wellnessWeekScores';

/** A week with every axis at `value` and enough evidence, changed by `edit`. */
function week(value: number, edit: (chart: RadarChart) => void = () => undefined): RadarChart {
  const axes = Object.fromEntries(RADAR_AXES.map((axis) => [axis, value])) as RadarChart['axes'];
  const detail = (): RadarChart['details']['sleep'] => ({ evidenceCount: 4, messageCount: 4, enough: true, evidence: [], override: null });
  const chart: RadarChart = {
    user_id: 'u1',
    week_start: '2026-11-23',
    axes,
    source_tags: [],
    timestamp: '2026-11-25T10:00:00.000Z',
    is_synthetic: false,
    details: Object.fromEntries(RADAR_AXES.map((axis) => [axis, detail()])) as RadarChart['details'],
    removed_tags: [],
    last_week: { week_start: '2026-11-16', axes, is_synthetic: true, enough: Object.fromEntries(RADAR_AXES.map((axis) => [axis, false])) as RadarChart['last_week']['enough'] },
    collection: { metrics: true, tags: true },
  };
  edit(chart);
  return chart;
}

describe('wellnessWeekScores', () => {
  it('gives the week’s readings on the 0–100 scale of the radar’s table', () => {
    const scores = wellnessWeekScores(
      week(0.62, (chart) => {
        chart.axes.sleep = 0.314;
      }),
    );
    expect(scores.sleep).toBe(31);
    expect(scores.energy).toBe(62);
    expect(Object.keys(scores)).toHaveLength(9);
    expect(wellnessSuggestion(scores, 'adult')?.because).toBe('Sleep was low this week: try the wind-down.');
  });

  it('leaves out areas without enough evidence, and a week with no record at all', () => {
    const thin = week(0.2, (chart) => {
      for (const axis of RADAR_AXES) chart.details[axis].enough = axis === 'energy';
    });
    expect(wellnessWeekScores(thin)).toEqual({ energy: 20 });
    expect(wellnessWeekScores(week(0.5, (chart) => void (chart.is_synthetic = true)))).toEqual({});
    expect(wellnessWeekScores(undefined)).toEqual({});
  });

  it('counts the person’s own correction instead of Grove’s reading', () => {
    const corrected = week(0.6, (chart) => {
      chart.axes.sleep = 0.2;
      chart.details.sleep.override = 0.7;
    });
    expect(wellnessWeekScores(corrected).sleep).toBe(70);
    expect(wellnessSuggestion(wellnessWeekScores(corrected), 'adult')).toBeNull();
  });
});
