import { describe, expect, it } from 'vitest';
import { AdminInsightsPageQuerySchema, AdminTokenAccountsQuerySchema, AdminTokenUsageQuerySchema, AdminUsageBandSchema } from './adminInsights';

describe('the insight query schemas (ranges and pages are part A’s)', () => {
  it('default the page and coerce query strings', () => {
    expect(AdminInsightsPageQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(AdminInsightsPageQuerySchema.parse({ limit: '200', offset: '10', from: '2026-01-01' })).toEqual({ limit: 200, offset: 10, from: '2026-01-01' });
    expect(AdminTokenUsageQuerySchema.parse({}).groupBy).toBe('day');
    expect(AdminTokenAccountsQuerySchema.parse({ list: 'low_balance' })).toEqual({ list: 'low_balance', limit: 50, offset: 0 });
  });
  it('refuse days that are not calendar days, pages out of bounds and unknown keys', () => {
    expect(AdminInsightsPageQuerySchema.safeParse({ from: '2028-02-29' }).success).toBe(true);
    expect(AdminInsightsPageQuerySchema.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(AdminInsightsPageQuerySchema.safeParse({ to: '2026-13-01' }).success).toBe(false);
    expect(AdminInsightsPageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(AdminInsightsPageQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(AdminInsightsPageQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(AdminInsightsPageQuerySchema.safeParse({ sort: 'x' }).success).toBe(false);
    expect(AdminTokenUsageQuerySchema.safeParse({ groupBy: 'week' }).success).toBe(false);
    expect(AdminTokenAccountsQuerySchema.safeParse({ list: 'low_balance', from: '2026-01-01' }).success).toBe(false);
  });
  it('usage bands are the age bands and the trial', () => {
    expect(AdminUsageBandSchema.options).toEqual(['adult', '4-8', '9-15', 'trial']);
  });
});
