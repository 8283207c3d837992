import type { ReactNode } from 'react';
import { FOUNDERS_TEAM_NAME, REFERRAL_CONVERSION_DAYS, REFERRAL_CONVERSION_WEEK_MESSAGES, REFERRAL_HOLD_DAYS } from '@grove/api-contract';
import { API_NETWORK_FAILED, apiErrorRead } from '@grove/api-client';

/**
 * Renders a link to a path of the app. The app passes its router's link (so pages open without a
 * load); without one, a plain `<a href>`.
 */
export type FoundersLink = (to: string, label: string, className?: string) => ReactNode;

/** The plain link used when the app gives none. */
export const foundersPlainLink: FoundersLink = (to, label, className) => (
  <a href={to} className={className}>
    {label}
  </a>
);

/** The inviter of an admin's founders invitation (the API's `inviterFirstName` for a code without an owner): a seat, no tokens. */
export const FOUNDERS_TEAM_INVITER = FOUNDERS_TEAM_NAME;

/** /me could not be read (SPEC §8's "Failed to …" wording). */
export const FOUNDERS_ME_FAILED = 'Failed to load your invitations and rewards.';

/** The seats could not be read. */
export const FOUNDERS_SEATS_FAILED = 'Failed to load the founder seats.';

/** A code could not be checked. */
export const FOUNDERS_VALIDATE_FAILED = 'Failed to check this invitation.';

/** The conversion rule in a sentence, as an invited person and their inviter read it. */
export const FOUNDERS_CONVERSION_RULE = `Chat with your mentor on ${REFERRAL_CONVERSION_DAYS} different days (or send ${REFERRAL_CONVERSION_WEEK_MESSAGES} messages once your first week is over). The reward follows ${REFERRAL_HOLD_DAYS} days later.`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const numberFormat = new Intl.NumberFormat('en-GB');

/** A date as people read it ("3 Nov 2026"). */
export function foundersDateText(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Tokens as people read them ("100,000 tokens"; "1 token"). */
export function foundersTokensText(tokens: number): string {
  return `${numberFormat.format(tokens)} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** A number with thousands separators. */
export function foundersNumberText(value: number): string {
  return numberFormat.format(value);
}

/** An inviter's name at the start of a sentence ("The Grove team", "Sam"). */
export function foundersInviterCapitalised(inviter: string): string {
  return inviter.charAt(0).toUpperCase() + inviter.slice(1);
}

/** Props of {@link FoundersLoadError}. */
export interface FoundersLoadErrorProps {
  /** What failed, in SPEC §8's words ("Failed to load …"). */
  message: string;
  /** The RTK Query error: its server message (a 429's "Too many requests…") is shown under it. */
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: what failed, the server's reason when it gave one, and Try again. */
export function FoundersLoadError({ message, error, onRetry }: FoundersLoadErrorProps) {
  const read = apiErrorRead(error);
  // No answer at all (offline, the server down): say so, rather than leave "Failed to load" unexplained.
  const detail = read.message ?? (read.status === 'FETCH_ERROR' ? API_NETWORK_FAILED : null);
  return (
    <div className="grove-founders grove-founders__error" role="alert">
      <p>{message}</p>
      {detail && detail !== message && <p className="grove-founders__muted">{detail}</p>}
      <button type="button" className="grove-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
