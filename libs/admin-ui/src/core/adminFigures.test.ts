import { describe, expect, it } from 'vitest';
import { adminChange, adminCohortMatrix, adminFunnel, adminPercent, adminSeriesByKey, adminSeriesFill, adminShares } from './adminFigures';

describe('admin figures', () => {
  it('gives a percentage, or none where there is nothing to divide by', () => {
    expect(adminPercent(1, 4)).toBe(25);
    expect(adminPercent(3, 0)).toBeNull();
  });

  it('compares a figure with the period before: up, down, the same, or new from nothing', () => {
    expect(adminChange(150, 120)).toMatchObject({ delta: 30, percent: 25, direction: 'up' });
    expect(adminChange(90, 120)).toMatchObject({ delta: -30, percent: -25, direction: 'down' });
    expect(adminChange(5, 5)).toMatchObject({ delta: 0, percent: 0, direction: 'same' });
    expect(adminChange(7, 0)).toMatchObject({ delta: 7, percent: null, direction: 'new' });
    expect(adminChange(0, 0).direction).toBe('same');
  });

  it('converts a funnel step by step and never loses a negative number of people', () => {
    const steps = adminFunnel([
      { id: 'trial', label: 'Tried Grove', count: 200 },
      { id: 'signup', label: 'Signed up', count: 50 },
      { id: 'onboarding', label: 'Finished onboarding', count: 40 },
      { id: 'firstWeek', label: 'Came back in the first week', count: 10 },
    ]);
    expect(steps.map((step) => [step.ofStart, step.ofPrevious, step.lost])).toEqual([
      [100, null, 0],
      [25, 25, 150],
      [20, 80, 10],
      [5, 25, 30],
    ]);
    // Sign-ups without a trial can outnumber the trials of the range.
    const more = adminFunnel([
      { id: 'trial', label: 'Tried', count: 10 },
      { id: 'signup', label: 'Signed up', count: 12 },
    ]);
    expect(more[1]).toMatchObject({ ofPrevious: 120, lost: 0 });
    expect(adminFunnel([{ id: 'trial', label: 'Tried', count: 0 }])[0].ofStart).toBeNull();
  });

  it('builds a retention matrix whose averages count only cohorts that reached the week', () => {
    const matrix = adminCohortMatrix([
      { week: '2026-10-05', size: 100, active: [100, 50, 40, 30] },
      { week: '2026-10-12', size: 50, active: [50, 20, 10] },
      { week: '2026-10-19', size: 0, active: [0, 0] },
      { week: '2026-10-26', size: 10, active: [10] },
    ]);
    expect(matrix.rows[1].retained).toEqual([100, 40, 20, null]);
    expect(matrix.rows[2].retained).toEqual([null, null, null, null]);
    // Week 3: only the first cohort has lived it (30 of 100), not 30 of 160.
    expect(matrix.average[3]).toBe(30);
    // Week 1: (50 + 20 + 0) of (100 + 50 + 0).
    expect(matrix.average[1]).toBeCloseTo(46.67, 2);
    expect(matrix.average[0]).toBe(100);
  });

  it('fills the days the API left out with 0, adds duplicates and drops days outside the range', () => {
    const range = { from: '2026-11-01', to: '2026-11-04' };
    expect(
      adminSeriesFill(range, [
        { day: '2026-11-02', value: 3 },
        { day: '2026-11-02', value: 2 },
        { day: '2026-11-04', value: 1 },
        { day: '2026-10-31', value: 9 },
      ]),
    ).toEqual([
      { day: '2026-11-01', value: 0 },
      { day: '2026-11-02', value: 5 },
      { day: '2026-11-03', value: 0 },
      { day: '2026-11-04', value: 1 },
    ]);
  });

  it('gives each row its share of the total', () => {
    expect(adminShares([{ t: 300 }, { t: 100 }], (row) => row.t).map((entry) => entry.share)).toEqual([75, 25]);
    expect(adminShares([{ t: 0 }], (row) => row.t)[0].share).toBeNull();
  });
});

describe('daily series by key', () => {
  it('gives every key a full series, even a key with nothing', () => {
    const rows = [
      { day: '2026-11-01', band: 'adult' as const, profiles: 3 },
      { day: '2026-11-02', band: '9-15' as const, profiles: 1 },
    ];
    const series = adminSeriesByKey({ from: '2026-11-01', to: '2026-11-02' }, rows, ['adult', '4-8', '9-15'] as const, (row) => ({ day: row.day, key: row.band, value: row.profiles }));
    expect(series.map((entry) => [entry.key, entry.points.map((point) => point.value)])).toEqual([
      ['adult', [3, 0]],
      ['4-8', [0, 0]],
      ['9-15', [0, 1]],
    ]);
  });
});
