import {
  REFERRAL_CAP_PER_MONTH,
  REFERRAL_CAP_TOTAL,
  REFERRAL_CONVERSION_DAYS,
  REFERRAL_CONVERSION_WEEK_MESSAGES,
  REFERRAL_HOLD_DAYS,
  type ReferralFlagReason,
} from '@grove/api-contract';

const DAY_MS = 24 * 60 * 60 * 1000;

// A real message says something: two words or more with at least eight letters between them. "hi",
// "ok ok", "aaaaaaaaaa" and keyboard mashing of one repeated letter do not count.
const MIN_WORDS = 2;
const MIN_LETTERS = 8;

/** The canonical text of a message, so the same words sent twice count once. */
function messageKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * True for a chat message that shows real use of Grove: at least two words and eight letters, not one
 * character repeated. (The server also counts only the adult's own turns in a normal chat, never a
 * trial, a child profile or a message that moderation blocked.)
 */
export function referralMessageIsReal(text: string): boolean {
  const words = messageKey(text).split(' ').filter((w) => /\p{L}/u.test(w));
  const letters = [...text].filter((c) => /\p{L}/u.test(c)).map((c) => c.toLowerCase());
  if (words.length < MIN_WORDS || letters.length < MIN_LETTERS) return false;
  return new Set(letters).size > 2;
}

/** A message the conversion rule looks at. */
export interface ReferralMessage {
  text: string;
  at: Date;
}

/** What {@link referralConversionCheck} decides from. */
export interface ReferralConversionInput {
  onboardingCompleted: boolean;
  joinedAt: Date;
  /** The new member's own chat messages since joining. */
  messages: readonly ReferralMessage[];
  now: Date;
}

/** The new member's progress and whether it converts now. */
export interface ReferralConversionOutcome {
  converted: boolean;
  /** Real messages counted (the same words twice count once). */
  messages: number;
  /** Separate UTC days with a real message. */
  days: number;
}

/**
 * Issue 19's conversion rule: onboarding finished, and real messages on
 * {@link REFERRAL_CONVERSION_DAYS} separate UTC days, or {@link REFERRAL_CONVERSION_WEEK_MESSAGES}
 * real messages once a week has passed since joining. Messages before joining or after `now` are not
 * counted.
 */
export function referralConversionCheck(input: ReferralConversionInput): ReferralConversionOutcome {
  const seen = new Set<string>();
  const days = new Set<string>();
  for (const message of input.messages) {
    if (message.at < input.joinedAt || message.at > input.now) continue;
    if (!referralMessageIsReal(message.text)) continue;
    const key = messageKey(message.text);
    if (seen.has(key)) continue;
    seen.add(key);
    days.add(message.at.toISOString().slice(0, 10));
  }
  const weekPassed = input.now.getTime() - input.joinedAt.getTime() >= 7 * DAY_MS;
  const enough = days.size >= REFERRAL_CONVERSION_DAYS || (weekPassed && seen.size >= REFERRAL_CONVERSION_WEEK_MESSAGES);
  return { converted: input.onboardingCompleted && enough, messages: seen.size, days: days.size };
}

/** When a referral converted at `convertedAt` is paid: after {@link REFERRAL_HOLD_DAYS}. */
export function referralRewardDueAt(convertedAt: Date): Date {
  return new Date(convertedAt.getTime() + REFERRAL_HOLD_DAYS * DAY_MS);
}

/**
 * Whether a referrer may be paid for one more referral at `now`, given when their earlier referrals were
 * paid: null when yes, else the cap that stops it ({@link REFERRAL_CAP_PER_MONTH} in a UTC calendar
 * month, {@link REFERRAL_CAP_TOTAL} in all).
 */
export function referralCapReached(rewardedAt: readonly Date[], now: Date): Extract<ReferralFlagReason, 'referrer_cap_month' | 'referrer_cap_total'> | null {
  if (rewardedAt.length >= REFERRAL_CAP_TOTAL) return 'referrer_cap_total';
  const month = now.toISOString().slice(0, 7);
  const thisMonth = rewardedAt.filter((at) => at.toISOString().slice(0, 7) === month).length;
  return thisMonth >= REFERRAL_CAP_PER_MONTH ? 'referrer_cap_month' : null;
}
