/** SPEC §9: a new account starts with this many tokens. */
export const TOKENS_NEW_ACCOUNT_BALANCE = 1_000_000;
/** SPEC §9: a new account's daily token limit. */
export const TOKENS_DAILY_LIMIT_DEFAULT = 500_000;
/** SPEC §9: the monthly limit used when none is stored ("monthly limit default 2,000,000 in fallback"). */
export const TOKENS_MONTHLY_LIMIT_DEFAULT = 2_000_000;
/**
 * A balance under this is "low" (SPEC §3 isLowBalance; SPEC gives no figure): 5 % of a new account's
 * balance, about a hundred ordinary chat turns.
 */
export const TOKENS_LOW_BALANCE_THRESHOLD = 50_000;
/** Today's usage at or above this share of the daily limit is "near" it (SPEC §3 isNearDailyLimit). */
export const TOKENS_NEAR_DAILY_LIMIT_PERCENT = 80;

/** The stored counters of an account, as the server keeps them. */
export interface TokenCounters {
  balance: number;
  tokensUsedToday: number;
  tokensUsedThisMonth: number;
  dailyTokenLimit: number;
  /** When the counters last changed (a charge), or null if never. */
  lastUsageAt: Date | null;
}

/** Whether two instants fall on the same UTC calendar day. */
function tokenSameUtcDay(a: Date, b: Date): boolean {
  return a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() === b.getUTCDate();
}

/** Whether two instants fall in the same UTC calendar month. */
function tokenSameUtcMonth(a: Date, b: Date): boolean {
  return a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth();
}

/**
 * The counters as they stand at `now`: daily usage rolls over at 00:00 UTC and monthly usage on the
 * first of the month, UTC (the rule; SPEC §3 names the counters, not the boundary).
 */
export function tokenCountersAt(counters: TokenCounters, now: Date): TokenCounters {
  const last = counters.lastUsageAt;
  if (last === null) return counters;
  return {
    ...counters,
    tokensUsedToday: tokenSameUtcDay(last, now) ? counters.tokensUsedToday : 0,
    tokensUsedThisMonth: tokenSameUtcMonth(last, now) ? counters.tokensUsedThisMonth : 0,
  };
}

/** The derived figures of SPEC §3's token balance response. */
export interface TokenBalanceFigures {
  /** Today's usage as a percentage of the daily limit, 0–100, one decimal. */
  dailyUsagePercentage: number;
  isLowBalance: boolean;
  isNearDailyLimit: boolean;
  /** Tokens that may still be spent today: the smaller of the balance and what is left of the limit. */
  spendableToday: number;
}

/**
 * SPEC §3's derived balance figures. A `freeAccess` account is never low or near its limit: it is
 * not charged.
 */
export function tokenBalanceFigures(input: { balance: number; tokensUsedToday: number; dailyTokenLimit: number; freeAccess: boolean }): TokenBalanceFigures {
  const limit = Math.max(0, input.dailyTokenLimit);
  const rawPercent = limit === 0 ? 100 : (input.tokensUsedToday / limit) * 100;
  const dailyUsagePercentage = Math.round(Math.min(100, Math.max(0, rawPercent)) * 10) / 10;
  if (input.freeAccess) {
    return { dailyUsagePercentage, isLowBalance: false, isNearDailyLimit: false, spendableToday: Number.MAX_SAFE_INTEGER };
  }
  return {
    dailyUsagePercentage,
    isLowBalance: input.balance < TOKENS_LOW_BALANCE_THRESHOLD,
    isNearDailyLimit: rawPercent >= TOKENS_NEAR_DAILY_LIMIT_PERCENT,
    spendableToday: Math.max(0, Math.min(input.balance, limit - input.tokensUsedToday)),
  };
}

/** Why a charge cannot be made, or null when it can. */
export type TokenChargeRefusal = 'insufficient_balance' | 'daily_limit' | null;

/**
 * Whether `amount` tokens may be charged against counters already rolled to now (see
 * {@link tokenCountersAt}). The server makes the same check inside its conditional UPDATE; this is the
 * readable statement of the rule and what the browser uses to warn before sending.
 */
export function tokenChargeRefusal(counters: Pick<TokenCounters, 'balance' | 'tokensUsedToday' | 'dailyTokenLimit'>, amount: number, freeAccess: boolean): TokenChargeRefusal {
  if (freeAccess) return null;
  if (counters.balance < amount) return 'insufficient_balance';
  if (counters.tokensUsedToday + amount > counters.dailyTokenLimit) return 'daily_limit';
  return null;
}

/** Formats a token count for people: 1,000,000 → "1,000,000"; 12,345 → "12,345". */
export function tokenCountFormat(count: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** Formats a price in minor units: 499, 'usd' → "$4.99". */
export function tokenPriceFormat(priceCents: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(priceCents / 100);
}
