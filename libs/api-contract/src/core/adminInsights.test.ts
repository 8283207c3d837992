import { describe, expect, it } from 'vitest';
import { AdminDaySchema, AdminInsightsPageQuerySchema, AdminTokenUsageQuerySchema } from './adminInsights';

describe('AdminDaySchema', () => {
  it('takes real UTC calendar days only', () => {
    expect(AdminDaySchema.safeParse('2026-02-28').success).toBe(true);
    expect(AdminDaySchema.safeParse('2028-02-29').success).toBe(true);
    expect(AdminDaySchema.safeParse('2026-02-29').success).toBe(false);
    expect(AdminDaySchema.safeParse('2026-13-01').success).toBe(false);
    expect(AdminDaySchema.safeParse('2026-1-01').success).toBe(false);
    expect(AdminDaySchema.safeParse('2026-01-01T00:00:00Z').success).toBe(false);
  });
});

describe('the query schemas', () => {
  it('default the page and coerce query strings', () => {
    expect(AdminInsightsPageQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(AdminInsightsPageQuerySchema.parse({ limit: '200', offset: '10', from: '2026-01-01' })).toEqual({ limit: 200, offset: 10, from: '2026-01-01' });
    expect(AdminTokenUsageQuerySchema.parse({}).groupBy).toBe('day');
  });
  it('refuse pages out of bounds and unknown keys', () => {
    expect(AdminInsightsPageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(AdminInsightsPageQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(AdminInsightsPageQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(AdminInsightsPageQuerySchema.safeParse({ sort: 'x' }).success).toBe(false);
    expect(AdminTokenUsageQuerySchema.safeParse({ groupBy: 'week' }).success).toBe(false);
  });
});
