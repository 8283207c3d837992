import {
  REFERRAL_CAP_PER_MONTH,
  REFERRAL_CAP_TOTAL,
  REFERRAL_REWARD_TOKENS,
  type FounderSeats,
  type FoundersMe,
  type InvitationCodeStatus,
  type InvitationValidation,
} from '@grove/api-contract';

// Realistic answers of the founders-club API for previews and binding tests, as of 25 November 2026.

/** The moment the samples are written for. */
export const SAMPLE_NOW = '2026-11-25T12:00:00.000Z';

/** Maya's referral code, in display form. */
export const SAMPLE_CODE = 'K7M3Q-PX9TB-4HWZR';

/** A founders (admin) invitation's code. */
export const SAMPLE_FOUNDERS_CODE = 'FQ8ZN-3HTWY-K2MRD';

/** The code Make a new code gives in previews. */
export const SAMPLE_NEW_CODE = 'R4VXB-9CJ2N-HM7PT';

/** A code in the right form that nobody made. */
export const SAMPLE_UNKNOWN_CODE = 'ZZZZZ-ZZZZZ-ZZZZZ';

/** Codes in each state that is not valid. */
export const SAMPLE_STATUS_CODES: Record<Exclude<InvitationCodeStatus, 'valid' | 'unknown'>, string> = {
  expired: 'E7XPD-22RWT-M4QNV',
  used_up: 'U5ZDX-8KTQW-3NPRB',
  revoked: 'V9RKT-6WQPX-2ZHMD',
};

/** A valid referral code's validation: Maya invites, both get the reward, a seat comes with it. */
export function validReferralSample(code: string = SAMPLE_CODE): InvitationValidation {
  return { code, status: 'valid', kind: 'referral', inviterFirstName: 'Maya', rewardTokens: REFERRAL_REWARD_TOKENS, foundersSeat: true };
}

/** A valid founders invitation: the Grove team invites, a seat and no tokens. */
export function validFoundersSample(code: string = SAMPLE_FOUNDERS_CODE): InvitationValidation {
  return { code, status: 'valid', kind: 'founders', inviterFirstName: 'the Grove team', rewardTokens: 0, foundersSeat: true };
}

/** A code's validation in a state that cannot be used (nothing of its maker shows). */
export function unusableSample(code: string, status: Exclude<InvitationCodeStatus, 'valid'>): InvitationValidation {
  return { code, status, kind: null, inviterFirstName: null, rewardTokens: 0, foundersSeat: false };
}

/** Every sample code the pretend API knows, by display form. */
export function sampleCodes(): Record<string, InvitationValidation> {
  return {
    [SAMPLE_CODE]: validReferralSample(),
    [SAMPLE_FOUNDERS_CODE]: validFoundersSample(),
    [SAMPLE_STATUS_CODES.expired]: unusableSample(SAMPLE_STATUS_CODES.expired, 'expired'),
    [SAMPLE_STATUS_CODES.used_up]: unusableSample(SAMPLE_STATUS_CODES.used_up, 'used_up'),
    [SAMPLE_STATUS_CODES.revoked]: unusableSample(SAMPLE_STATUS_CODES.revoked, 'revoked'),
  };
}

/**
 * Maya's page, a member since March: her link opened 6 times, 4 people joined — Sam getting started,
 * Priya using Grove (paid on 2 December), Jonas rewarded, Alex not eligible — one reward so far.
 */
export function memberSample(): FoundersMe {
  return {
    code: { code: SAMPLE_CODE, createdAt: '2026-11-02T09:30:00.000Z', landings: 6, uses: 4 },
    invitations: [
      { firstName: 'Sam', joinedAt: '2026-11-21T12:00:00.000Z', status: 'pending', rewardDueAt: null, note: null },
      { firstName: 'Priya', joinedAt: '2026-11-12T12:00:00.000Z', status: 'converted', rewardDueAt: '2026-12-02T12:00:00.000Z', note: null },
      { firstName: 'Jonas', joinedAt: '2026-11-03T12:00:00.000Z', status: 'rewarded', rewardDueAt: null, note: null },
      { firstName: 'Alex', joinedAt: '2026-11-04T12:00:00.000Z', status: 'withheld', rewardDueAt: null, note: null },
    ],
    rewards: [{ tokens: REFERRAL_REWARD_TOKENS, at: '2026-11-17T12:00:00.000Z', side: 'referrer', otherFirstName: 'Jonas' }],
    rewardTokensTotal: REFERRAL_REWARD_TOKENS,
    caps: { thisMonth: 1, perMonth: REFERRAL_CAP_PER_MONTH, total: 1, inAll: REFERRAL_CAP_TOTAL },
    seat: { seat: 12, joinedAt: '2026-03-06T12:00:00.000Z' },
    referredBy: null,
  };
}

/** Maya after a busy month: this month's rewarded invitations are used up (5 of 5). */
export function capReachedSample(): FoundersMe {
  const base = memberSample();
  const rewards = ['Jonas', 'Lena', 'Omar', 'Kit', 'Ruth'].map((name, index) => ({
    tokens: REFERRAL_REWARD_TOKENS,
    at: `2026-11-${String(10 + index * 3).padStart(2, '0')}T12:00:00.000Z`,
    side: 'referrer' as const,
    otherFirstName: name,
  }));
  return { ...base, rewards, rewardTokensTotal: rewards.length * REFERRAL_REWARD_TOKENS, caps: { thisMonth: 5, perMonth: REFERRAL_CAP_PER_MONTH, total: 7, inAll: REFERRAL_CAP_TOTAL } };
}

/** Sam, invited by Maya four days ago: onboarded, chatted on 2 of 3 days, 4 messages; no link yet; seat 57. */
export function newcomerSample(): FoundersMe {
  return {
    code: null,
    invitations: [],
    rewards: [],
    rewardTokensTotal: 0,
    caps: { thisMonth: 0, perMonth: REFERRAL_CAP_PER_MONTH, total: 0, inAll: REFERRAL_CAP_TOTAL },
    seat: { seat: 57, joinedAt: '2026-11-21T12:00:00.000Z' },
    referredBy: {
      inviterFirstName: 'Maya',
      status: 'pending',
      onboardingCompleted: true,
      days: 2,
      messages: 4,
      joinedAt: '2026-11-21T12:00:00.000Z',
      convertedAt: null,
      rewardDueAt: null,
    },
  };
}

/** Sam once converted: the reward on hold until 2 December. */
export function newcomerConvertedSample(): FoundersMe {
  const base = newcomerSample();
  return {
    ...base,
    referredBy: base.referredBy && { ...base.referredBy, status: 'converted', days: 3, messages: 6, convertedAt: '2026-11-25T12:00:00.000Z', rewardDueAt: '2026-12-02T12:00:00.000Z' },
  };
}

/** Sam after the hold: both paid. */
export function newcomerRewardedSample(): FoundersMe {
  const base = newcomerConvertedSample();
  return {
    ...base,
    rewards: [{ tokens: REFERRAL_REWARD_TOKENS, at: '2026-12-02T12:00:00.000Z', side: 'referee', otherFirstName: 'Maya' }],
    rewardTokensTotal: REFERRAL_REWARD_TOKENS,
    referredBy: base.referredBy && { ...base.referredBy, status: 'rewarded' },
  };
}

/** Someone who joined with the Grove team's founders invitation: a seat, no tokens. */
export function foundersInviteeSample(): FoundersMe {
  const base = newcomerSample();
  return { ...base, seat: { seat: 3, joinedAt: '2026-02-01T12:00:00.000Z' }, referredBy: base.referredBy && { ...base.referredBy, inviterFirstName: 'the Grove team', joinedAt: '2026-02-01T12:00:00.000Z' } };
}

/** An adult with nothing yet: no link, nobody invited, no seat. */
export function emptyMemberSample(): FoundersMe {
  return { ...newcomerSample(), seat: null, referredBy: null };
}

/** The club's seats: `taken` seats in the order of joining, newest first (as the API lists them), at most 100. */
export function seatsSample(taken = 14): FounderSeats {
  // A small club joined every few days; a big one every day, so its latest seats are still this year's.
  const daysApart = taken > 60 ? 1 : 3;
  const seats = Array.from({ length: Math.min(taken, 100) }, (_, index) => {
    const seat = taken - index;
    const day = new Date(Date.parse('2026-02-01T12:00:00.000Z') + (seat - 1) * daysApart * 24 * 60 * 60 * 1000);
    return { seat, joinedAt: day.toISOString() };
  });
  return { taken, seats };
}
