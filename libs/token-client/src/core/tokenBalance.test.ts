import { describe, expect, it } from 'vitest';
import {
  TOKENS_LOW_BALANCE_THRESHOLD,
  tokenBalanceFigures,
  tokenChargeRefusal,
  tokenCountFormat,
  tokenCountersAt,
  tokenPriceFormat,
} from './tokenBalance';

const counters = { balance: 900_000, tokensUsedToday: 1_000, tokensUsedThisMonth: 5_000, dailyTokenLimit: 500_000 };

describe('tokenCountersAt rolls usage over at UTC boundaries', () => {
  it('keeps the counters within the same UTC day', () => {
    const rolled = tokenCountersAt({ ...counters, lastUsageAt: new Date('2026-11-22T00:00:00Z') }, new Date('2026-11-22T23:59:59Z'));
    expect(rolled.tokensUsedToday).toBe(1_000);
    expect(rolled.tokensUsedThisMonth).toBe(5_000);
  });
  it('resets today at 00:00 UTC but keeps the month', () => {
    const rolled = tokenCountersAt({ ...counters, lastUsageAt: new Date('2026-11-22T23:59:59Z') }, new Date('2026-11-23T00:00:00Z'));
    expect(rolled.tokensUsedToday).toBe(0);
    expect(rolled.tokensUsedThisMonth).toBe(5_000);
  });
  it('resets both on the first of the month, UTC, whatever the local zone', () => {
    const rolled = tokenCountersAt({ ...counters, lastUsageAt: new Date('2026-11-30T23:30:00-00:00') }, new Date('2026-12-01T00:10:00Z'));
    expect(rolled).toMatchObject({ tokensUsedToday: 0, tokensUsedThisMonth: 0, balance: 900_000 });
  });
  it('resets the month across a year boundary even on the same day number', () => {
    const rolled = tokenCountersAt({ ...counters, lastUsageAt: new Date('2025-12-05T10:00:00Z') }, new Date('2026-12-05T10:00:00Z'));
    expect(rolled).toMatchObject({ tokensUsedToday: 0, tokensUsedThisMonth: 0 });
  });
  it('leaves never-used counters alone', () => {
    const fresh = { ...counters, lastUsageAt: null };
    expect(tokenCountersAt(fresh, new Date())).toBe(fresh);
  });
});

describe('tokenBalanceFigures', () => {
  it('gives the daily percentage to one decimal', () => {
    expect(tokenBalanceFigures({ balance: 1_000_000, tokensUsedToday: 123_456, dailyTokenLimit: 500_000, freeAccess: false }).dailyUsagePercentage).toBe(24.7);
  });
  it('is near the daily limit from 80 %', () => {
    expect(tokenBalanceFigures({ balance: 1_000_000, tokensUsedToday: 399_999, dailyTokenLimit: 500_000, freeAccess: false }).isNearDailyLimit).toBe(false);
    expect(tokenBalanceFigures({ balance: 1_000_000, tokensUsedToday: 400_000, dailyTokenLimit: 500_000, freeAccess: false }).isNearDailyLimit).toBe(true);
  });
  it('is low under the threshold', () => {
    expect(tokenBalanceFigures({ balance: TOKENS_LOW_BALANCE_THRESHOLD, tokensUsedToday: 0, dailyTokenLimit: 500_000, freeAccess: false }).isLowBalance).toBe(false);
    expect(tokenBalanceFigures({ balance: TOKENS_LOW_BALANCE_THRESHOLD - 1, tokensUsedToday: 0, dailyTokenLimit: 500_000, freeAccess: false }).isLowBalance).toBe(true);
  });
  it('caps the percentage at 100 and treats a zero limit as used up', () => {
    expect(tokenBalanceFigures({ balance: 10, tokensUsedToday: 900, dailyTokenLimit: 500, freeAccess: false }).dailyUsagePercentage).toBe(100);
    expect(tokenBalanceFigures({ balance: 10, tokensUsedToday: 0, dailyTokenLimit: 0, freeAccess: false })).toMatchObject({ dailyUsagePercentage: 100, spendableToday: 0 });
  });
  it('spendable today is the smaller of balance and what is left of the limit', () => {
    expect(tokenBalanceFigures({ balance: 70, tokensUsedToday: 450, dailyTokenLimit: 500, freeAccess: false }).spendableToday).toBe(50);
    expect(tokenBalanceFigures({ balance: 30, tokensUsedToday: 450, dailyTokenLimit: 500, freeAccess: false }).spendableToday).toBe(30);
  });
  it('a free-access account is never low nor near its limit', () => {
    expect(tokenBalanceFigures({ balance: 0, tokensUsedToday: 500, dailyTokenLimit: 500, freeAccess: true })).toMatchObject({ isLowBalance: false, isNearDailyLimit: false });
  });
});

describe('tokenChargeRefusal', () => {
  it('refuses more than the balance, then more than the daily limit, and allows the rest', () => {
    expect(tokenChargeRefusal({ balance: 99, tokensUsedToday: 0, dailyTokenLimit: 1_000 }, 100, false)).toBe('insufficient_balance');
    expect(tokenChargeRefusal({ balance: 1_000, tokensUsedToday: 950, dailyTokenLimit: 1_000 }, 51, false)).toBe('daily_limit');
    expect(tokenChargeRefusal({ balance: 100, tokensUsedToday: 900, dailyTokenLimit: 1_000 }, 100, false)).toBeNull();
    expect(tokenChargeRefusal({ balance: 0, tokensUsedToday: 1_000, dailyTokenLimit: 1_000 }, 100, true)).toBeNull();
  });
});

describe('formatting', () => {
  it('formats counts and prices for people', () => {
    expect(tokenCountFormat(1_000_000)).toBe('1,000,000');
    expect(tokenPriceFormat(499, 'usd')).toBe('$4.99');
  });
});
