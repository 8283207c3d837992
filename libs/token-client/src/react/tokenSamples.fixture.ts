import type { TokenBalance, TokenPackageList } from '@grove/api-contract';
import { TOKENS_DAILY_LIMIT_DEFAULT, TOKENS_MONTHLY_LIMIT_DEFAULT, TOKENS_NEW_ACCOUNT_BALANCE, tokenBalanceFigures } from '../index';

/** The counters a sample balance is built from; the derived figures are computed by the core. */
export type TokenBalanceCounters = Partial<Pick<TokenBalance, 'balance' | 'tokensUsedToday' | 'tokensUsedThisMonth' | 'dailyTokenLimit' | 'freeAccess'>>;

/**
 * A token balance response as the server builds it: a new account (SPEC §9) changed by `counters`,
 * with dailyUsagePercentage, isLowBalance and isNearDailyLimit from the core, as the server does.
 */
export function tokenBalanceSample(counters: TokenBalanceCounters = {}): TokenBalance {
  const balance = counters.balance ?? TOKENS_NEW_ACCOUNT_BALANCE;
  const tokensUsedToday = counters.tokensUsedToday ?? 0;
  const dailyTokenLimit = counters.dailyTokenLimit ?? TOKENS_DAILY_LIMIT_DEFAULT;
  const freeAccess = counters.freeAccess ?? false;
  const figures = tokenBalanceFigures({ balance, tokensUsedToday, dailyTokenLimit, freeAccess });
  return {
    balance,
    limit: dailyTokenLimit,
    lastUpdated: '2026-11-22T09:30:00.000Z',
    tokensUsedToday,
    tokensUsedThisMonth: counters.tokensUsedThisMonth ?? tokensUsedToday,
    dailyTokenLimit,
    monthlyTokenLimit: TOKENS_MONTHLY_LIMIT_DEFAULT,
    freeAccess,
    userRole: 'family_member',
    lastChatDate: tokensUsedToday > 0 ? '2026-11-22T09:30:00.000Z' : null,
    dailyUsagePercentage: figures.dailyUsagePercentage,
    isLowBalance: figures.isLowBalance,
    isNearDailyLimit: figures.isNearDailyLimit,
  };
}

/** Three packages on sale, as the server's seed offers them, with the given provider. */
export function tokenPackagesSample(provider: TokenPackageList['provider'] = 'dev'): TokenPackageList {
  return {
    provider,
    packages: [
      { id: 'starter', name: 'Starter', description: 'About a month of evening chats.', tokens: 500_000, priceCents: 499, currency: 'usd' },
      { id: 'family', name: 'Family', description: 'For the whole family.', tokens: 2_000_000, priceCents: 1499, currency: 'usd' },
      { id: 'grove', name: 'Grove', description: 'Best value.', tokens: 5_000_000, priceCents: 2999, currency: 'usd' },
    ],
  };
}
