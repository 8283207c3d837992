/**
 * @grove/token-client — the pure core: token balance maths (SPEC §3 token balance response, §9
 * limits). The server uses it to answer `GET /api/tokens/{userId}`; the browser uses it to draw the
 * meter and warn before sending. The React binding is `@grove/token-client/react`.
 */
export {
  TOKENS_DAILY_LIMIT_DEFAULT,
  TOKENS_LOW_BALANCE_THRESHOLD,
  TOKENS_MONTHLY_LIMIT_DEFAULT,
  TOKENS_NEAR_DAILY_LIMIT_PERCENT,
  TOKENS_NEW_ACCOUNT_BALANCE,
  tokenBalanceFigures,
  tokenChargeRefusal,
  tokenCountFormat,
  tokenCountersAt,
  tokenPriceFormat,
  type TokenBalanceFigures,
  type TokenChargeRefusal,
  type TokenCounters,
} from './core/tokenBalance';
