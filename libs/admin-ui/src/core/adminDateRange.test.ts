import { describe, expect, it } from 'vitest';
import {
  ADMIN_RANGE_BACKWARDS,
  ADMIN_RANGE_BAD_DATE,
  ADMIN_RANGE_TOO_LONG,
  adminDayShift,
  adminRangeDays,
  adminRangeDefault,
  adminRangeEachDay,
  adminRangeLast,
  adminRangePresetOf,
  adminRangePrevious,
  adminRangeProblem,
  adminRangeQuery,
} from './adminDateRange';

// Late on 3 Nov 2026 in UTC: still the 3rd, whatever the machine's own time zone.
const TODAY = new Date('2026-11-03T23:30:00Z');

describe('admin date ranges (UTC days, both ends included)', () => {
  it('opens on the last 30 days, today included', () => {
    expect(adminRangeDefault(TODAY)).toEqual({ from: '2026-10-05', to: '2026-11-03' });
    expect(adminRangeDays(adminRangeDefault(TODAY))).toBe(30);
  });

  it('counts days across a month end, a leap day and a year end', () => {
    expect(adminRangeDays({ from: '2026-11-03', to: '2026-11-03' })).toBe(1);
    expect(adminRangeDays({ from: '2028-02-28', to: '2028-03-01' })).toBe(3);
    expect(adminDayShift('2026-12-31', 1)).toBe('2027-01-01');
    expect(adminRangeLast(7, new Date('2027-01-02T00:00:00Z'))).toEqual({ from: '2026-12-27', to: '2027-01-02' });
  });

  it('says what is wrong with a range: not a day, backwards, longer than 400 days', () => {
    expect(adminRangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe(ADMIN_RANGE_BAD_DATE);
    expect(adminRangeProblem({ from: '3/11/2026', to: '2026-11-03' })).toBe(ADMIN_RANGE_BAD_DATE);
    expect(adminRangeProblem({ from: '2026-11-04', to: '2026-11-03' })).toBe(ADMIN_RANGE_BACKWARDS);
    // 400 days, both ends counted, is the longest the API answers.
    expect(adminRangeDays({ from: '2025-09-30', to: '2026-11-03' })).toBe(400);
    expect(adminRangeProblem({ from: '2025-09-30', to: '2026-11-03' })).toBeNull();
    expect(adminRangeProblem({ from: '2025-09-29', to: '2026-11-03' })).toBe(ADMIN_RANGE_TOO_LONG);
  });

  it('knows which preset a range is, seen from today', () => {
    expect(adminRangePresetOf({ from: '2026-10-28', to: '2026-11-03' }, TODAY)?.label).toBe('Last 7 days');
    expect(adminRangePresetOf({ from: '2026-10-28', to: '2026-11-02' }, TODAY)).toBeNull();
  });

  it('compares with the period of the same length just before', () => {
    expect(adminRangePrevious({ from: '2026-10-05', to: '2026-11-03' })).toEqual({ from: '2026-09-05', to: '2026-10-04' });
  });

  it('lists every day for a chart axis', () => {
    expect(adminRangeEachDay({ from: '2026-10-30', to: '2026-11-02' })).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('builds the query with the range and leaves out parameters not given', () => {
    expect(adminRangeQuery({ from: '2026-10-05', to: '2026-11-03' }, { groupBy: 'model', limit: 50, offset: undefined })).toEqual({
      from: '2026-10-05',
      to: '2026-11-03',
      groupBy: 'model',
      limit: 50,
    });
  });
});
