import type { InvitationCodeStatus, InvitationKind, ReferralFlagReason } from '@grove/api-contract';

/** A code's state in the admin's words. */
export const ADMIN_CODE_STATUS_WORDS: Readonly<Record<InvitationCodeStatus, string>> = {
  valid: 'Live',
  expired: 'Expired',
  used_up: 'Used up',
  revoked: 'Revoked',
  unknown: 'Unknown',
};

/** A code's kind in the admin's words. */
export const ADMIN_CODE_KIND_WORDS: Readonly<Record<InvitationKind, string>> = {
  founders: 'Founders invitation',
  referral: 'Referral code',
};

/** Why a referral was flagged (issue 19's abuse checks), in the admin's words. */
export const ADMIN_FLAG_REASON_WORDS: Readonly<Record<ReferralFlagReason, string>> = {
  self_referral_email: 'Same mailbox as the referrer',
  disposable_email: 'Disposable e-mail address',
  same_device: 'Same device as the referrer',
  referrer_cap_month: "Referrer's monthly cap reached",
  referrer_cap_total: "Referrer's cap in all reached",
  replayed_conversion: 'Conversion sent again (replay)',
  invalid_proof: 'Made-up or altered conversion proof',
};
