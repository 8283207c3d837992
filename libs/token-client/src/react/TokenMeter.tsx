import { useId } from 'react';
import { MESSAGES, type TokenBalance } from '@grove/api-contract';
import { tokenBalanceFigures, tokenCountFormat } from '../index';
import { tokenApiErrorMessage, useTokenBalanceQuery } from './tokenApi';
import './tokenClient.css';

/** Props of {@link TokenMeter}. */
export interface TokenMeterProps {
  /** Whose balance to show (the signed-in account's uid; a child spends the parent's tokens). */
  userId: string;
  /** One line for a header or toolbar: the balance, a thin meter and short warnings. */
  compact?: boolean;
  /** When given, a "Buy tokens" button is shown that calls it (e.g. to open TokenPackagesDialog). */
  onBuyTokens?: () => void;
  /**
   * Drawn before the account can be asked (a page's frame while sign-in settles): the loading state,
   * with its button switched off, and no request.
   */
  pending?: boolean;
}

/** The visible label of the balance, also its accessible name. */
export const TOKEN_METER_BALANCE_LABEL = 'Token balance';
/** The accessible name of the daily-usage meter. */
export const TOKEN_METER_USAGE_LABEL = "Today's token use";
/** Shown when the balance could not be read and the server gave no message. */
export const TOKEN_METER_LOAD_FAILED = 'Could not load your token balance.';
/** Shown under a balance below the low-balance threshold. */
export const TOKEN_METER_LOW_BALANCE = 'Your token balance is low.';

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

interface TokenWarning {
  key: string;
  text: string;
  short: string;
}

/** What the meter warns about, most serious first, from the counters and the core's figures. */
function tokenWarnings(balance: TokenBalance): TokenWarning[] {
  const figures = tokenBalanceFigures(balance);
  if (balance.freeAccess) return [];
  const warnings: TokenWarning[] = [];
  if (balance.balance <= 0) {
    warnings.push({ key: 'empty', text: MESSAGES.insufficientTokens, short: 'No tokens left' });
  } else if (figures.isLowBalance) {
    warnings.push({ key: 'low', text: TOKEN_METER_LOW_BALANCE, short: 'Low balance' });
  }
  if (balance.tokensUsedToday >= balance.dailyTokenLimit) {
    warnings.push({ key: 'limit', text: MESSAGES.dailyLimitReached, short: "Today's limit reached" });
  } else if (figures.isNearDailyLimit) {
    const percent = percentFormat.format(figures.dailyUsagePercentage);
    warnings.push({
      key: 'near',
      text: `You have used ${percent}% of today's tokens. Usage resets at midnight UTC.`,
      short: `${percent}% of today's limit used`,
    });
  }
  return warnings;
}

/**
 * The account's token balance and today's use of the daily limit (SPEC §3), with warnings for a low
 * balance and a nearly spent daily limit, "Unlimited" for free access, a loading state and an error
 * state with Retry. The balance is the exact integer with thousands separators in the element
 * `data-testid="token-balance"` (also `data-tokens="1000000"`), inside a group named "Token balance".
 * Dispatch `tokenBalanceRefresh(userId)` to refetch it after a charge.
 */
export function TokenMeter({ userId, compact = false, onBuyTokens, pending = false }: TokenMeterProps) {
  const { data, error, isLoading, isFetching, refetch } = useTokenBalanceQuery(userId, { skip: pending });
  const labelId = useId();
  const rootClass = `grove-glass grove-token-meter${compact ? ' grove-token-meter--compact' : ''}`;

  const buyButton = (hasWarnings: boolean) =>
    onBuyTokens ? (
      <button
        type="button"
        className={`grove-button ${hasWarnings ? 'grove-button--primary' : 'grove-button--secondary'} grove-token-meter__buy`}
        onClick={onBuyTokens}
        aria-haspopup="dialog"
        disabled={pending}
      >
        Buy tokens
      </button>
    ) : null;

  if (isLoading || pending) {
    return (
      <section key="loading" className={rootClass} aria-label="Tokens" aria-busy="true">
        <div role="status" className="grove-token-meter__skeleton">
          <span className="grove-token-meter__skeleton-bar" aria-hidden="true" />
          <span>{MESSAGES.loading}</span>
        </div>
        {/* In a header the meter keeps the shape it will have: buying needs no balance, so the button is there at once. */}
        {compact ? buyButton(false) : null}
      </section>
    );
  }

  if (data === undefined) {
    return (
      <section key="error" className={rootClass} aria-label="Tokens">
        <div role="alert" className="grove-token-meter__error">
          <p>{TOKEN_METER_LOAD_FAILED}</p>
          {error && tokenApiErrorMessage(error) ? <p>{tokenApiErrorMessage(error)}</p> : null}
        </div>
        <button type="button" className="grove-button grove-button--secondary" onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Retrying...' : 'Retry'}
        </button>
      </section>
    );
  }

  const figures = tokenBalanceFigures(data);
  const warnings = tokenWarnings(data);
  const limit = Math.max(0, data.dailyTokenLimit);
  const used = Math.min(Math.max(0, data.tokensUsedToday), limit);
  const usageText = `${tokenCountFormat(data.tokensUsedToday)} of ${tokenCountFormat(data.dailyTokenLimit)} tokens used today`;
  const level = figures.isNearDailyLimit ? 'high' : 'normal';

  return (
    <section key="balance" className={rootClass} aria-label="Tokens" data-low={figures.isLowBalance || undefined}>
      <div className="grove-token-meter__balance" role="group" aria-labelledby={labelId}>
        <span id={labelId} className={compact ? 'grove-token-sr-only' : 'grove-token-meter__label'}>
          {TOKEN_METER_BALANCE_LABEL}
        </span>
        <span className="grove-token-meter__number" data-testid="token-balance" data-tokens={data.balance}>
          {data.freeAccess ? 'Unlimited' : tokenCountFormat(data.balance)}
        </span>
        {compact || data.freeAccess ? null : <span className="grove-token-meter__unit">tokens</span>}
      </div>

      {data.freeAccess ? (
        <p className="grove-token-meter__note">Free access: chats do not use tokens.</p>
      ) : (
        <div className="grove-token-meter__usage">
          <div
            role="meter"
            aria-label={TOKEN_METER_USAGE_LABEL}
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={used}
            aria-valuetext={`${usageText} (${percentFormat.format(figures.dailyUsagePercentage)}%)`}
            className="grove-token-meter__bar"
            data-level={level}
          >
            <span className="grove-token-meter__fill" style={{ width: `${figures.dailyUsagePercentage}%` }} />
          </div>
          {compact ? null : <p className="grove-token-meter__usage-text">{usageText}</p>}
        </div>
      )}

      {/* Always present, so a warning that appears after a charge is announced. */}
      <div role="status" className="grove-token-meter__warnings">
        {warnings.map((warning) => (
          <p key={warning.key} className="grove-token-meter__warning">
            <span aria-hidden="true">⚠ </span>
            {compact ? warning.short : warning.text}
          </p>
        ))}
      </div>

      {buyButton(warnings.length > 0)}
    </section>
  );
}
