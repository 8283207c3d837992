/**
 * @grove/token-client/react — the React binding of the token client: the token endpoints on Grove's
 * one base API, the token meter and the packages dialog. Their styles (`@grove/token-client/styles.css`)
 * are imported by the components and build on ui-glass's stylesheet, which the app loads once.
 */
export {
  tokenApi,
  tokenApiErrorMessage,
  tokenBalanceRefresh,
  useTokenBalanceQuery,
  useTokenCheckoutMutation,
  useTokenPackagesQuery,
} from './tokenApi';
export {
  TOKEN_METER_BALANCE_LABEL,
  TOKEN_METER_LOAD_FAILED,
  TOKEN_METER_LOW_BALANCE,
  TOKEN_METER_USAGE_LABEL,
  TokenMeter,
  type TokenMeterProps,
} from './TokenMeter';
export {
  TOKEN_CHECKOUT_FAILED,
  TOKEN_PACKAGES_EMPTY,
  TOKEN_PACKAGES_LOAD_FAILED,
  TOKEN_PACKAGES_TEST_MODE,
  TOKEN_PACKAGES_TITLE,
  TokenPackagesDialog,
  type TokenPackagesDialogProps,
} from './TokenPackagesDialog';
export { TOKENS_EXHAUSTED_CHILD_TITLE, TokensExhaustedDialog, type TokensExhaustedDialogProps } from './TokensExhaustedDialog';
