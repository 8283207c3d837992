import { z } from 'zod';

// Issue 19: the founders club and referrals. The server decides every status, seat and reward; these
// are the shapes and words both sides use. The code's own rules (alphabet, generation, formatting)
// live in @grove/founders' core, which both the API and the web import.

/**
 * The characters of an invitation code: digits and capital letters without the ones people confuse
 * when they read a code aloud or copy it by hand (0/O, 1/I/L). 31 symbols.
 */
export const INVITATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Symbols in a code (three groups of five): 15 × log2(31) ≈ 74.3 bits of randomness. */
export const INVITATION_CODE_LENGTH = 15;

/** Symbols per group in a code's display form (`K7M3Q-PX9TB-4HWZR`). */
export const INVITATION_CODE_GROUP = 5;

/**
 * A code as people type it: any case, with or without dashes and spaces between groups. The server
 * canonicalises it (@grove/founders `invitationCodeCanonical`) before it looks it up; a code with other
 * characters, or of another length, is a 400 naming the field.
 */
export const InvitationCodeInputSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .refine((value) => {
    const bare = value.replace(/[\s-]/g, '').toUpperCase();
    return bare.length === INVITATION_CODE_LENGTH && [...bare].every((c) => INVITATION_CODE_ALPHABET.includes(c));
  }, `must be an invitation code: ${INVITATION_CODE_LENGTH} letters and digits, like K7M3Q-PX9TB-4HWZR`);

/** Who invites with an admin's founders invitation (a founders code has no person behind it). */
export const FOUNDERS_TEAM_NAME = 'the Grove team';

/** Tokens each side receives for a referral that converted and passed its hold. */
export const REFERRAL_REWARD_TOKENS = 100_000;

/** Days between a conversion and its reward (the hold lets abuse surface before anything is paid). */
export const REFERRAL_HOLD_DAYS = 7;

/** Conversion, first way: real chat messages on this many separate (UTC) days, after onboarding. */
export const REFERRAL_CONVERSION_DAYS = 3;

/** Conversion, second way: this many real chat messages once a week has passed since joining. */
export const REFERRAL_CONVERSION_WEEK_MESSAGES = 5;

/** Rewarded referrals per referrer in one calendar month (UTC). */
export const REFERRAL_CAP_PER_MONTH = 5;

/** Rewarded referrals per referrer in all. */
export const REFERRAL_CAP_TOTAL = 20;

/** What a code is for: an admin's founders invitation, or an adult member's referral code. */
export const InvitationKindSchema = z.enum(['founders', 'referral']);
/** The kind of a code. */
export type InvitationKind = z.infer<typeof InvitationKindSchema>;

/** Whether a code can be used now. `unknown`: no such code (said the same way as any other state). */
export const InvitationCodeStatusSchema = z.enum(['valid', 'expired', 'used_up', 'revoked', 'unknown']);
/** A code's state. */
export type InvitationCodeStatus = z.infer<typeof InvitationCodeStatusSchema>;

/** What a landing page says for each state of a code (SPEC-style exact words, shown as they are). */
export const INVITATION_STATUS_MESSAGES: Readonly<Record<Exclude<InvitationCodeStatus, 'valid'>, string>> = {
  expired: 'This invitation has expired. Ask the person who sent it for a new one.',
  used_up: 'This invitation has been used as many times as it can be.',
  revoked: 'This invitation is no longer active.',
  unknown: "We couldn't find that invitation. Check the code and try again.",
};

/**
 * `GET /api/founders-club/validate/{code}` (no authentication, rate-limited per IP): the code's state
 * and, only while it is valid, who invited (a first name, or "the Grove team" for an admin's invitation)
 * and what joining gives. Nothing else about the maker leaks.
 */
export const InvitationValidationSchema = z.object({
  /** The code in its display form (`K7M3Q-PX9TB-4HWZR`). */
  code: z.string(),
  status: InvitationCodeStatusSchema,
  kind: InvitationKindSchema.nullable(),
  /** The inviter's first name (referral) or `the Grove team` (founders); null unless valid. */
  inviterFirstName: z.string().nullable(),
  /** Tokens the new member receives once the referral converts (0 for a founders invitation). */
  rewardTokens: z.number().int().min(0),
  /** Whether joining with this code takes a numbered founder seat. */
  foundersSeat: z.boolean(),
});
/** A validation answer. */
export type InvitationValidation = z.infer<typeof InvitationValidationSchema>;

/** `POST /api/founders-club/track-usage` (no authentication): a landing page with this code was opened. */
export const InvitationTrackUsageSchema = z.strictObject({
  code: InvitationCodeInputSchema,
  event: z.enum(['landing_opened']),
});
/** The track-usage body. */
export type InvitationTrackUsage = z.infer<typeof InvitationTrackUsageSchema>;

/** The track-usage answer: whether the landing was counted (false for an unknown or unusable code). */
export const InvitationTrackUsageResultSchema = z.object({ tracked: z.boolean() });
/** A track-usage answer. */
export type InvitationTrackUsageResult = z.infer<typeof InvitationTrackUsageResultSchema>;

/** Where a referral is. `withheld`: it converted but pays nothing (abuse, a cap, or no referrer). */
export const ReferralStatusSchema = z.enum(['pending', 'converted', 'rewarded', 'withheld']);
/** A referral's state. */
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

/**
 * `POST /api/founders-club/join` (an adult account acting as itself; never a child profile): the new
 * account signs up with a code. Sets SPEC §3's `founders_invitation_code` and
 * `referral_conversion_status: pending`, takes a founder seat, and returns the conversion proof the
 * sign-up flow later presents to mark-conversion. The device's identity travels in the trial device
 * headers (X-Device-Id, X-Device-Fingerprint), as on the trial.
 */
export const FoundersJoinSchema = z.strictObject({ code: InvitationCodeInputSchema });
/** The join body. */
export type FoundersJoin = z.infer<typeof FoundersJoinSchema>;

/** The join answer. Abuse found at joining is not said here: it shows to admins only. */
export const FoundersJoinResultSchema = z.object({
  referralStatus: z.literal('pending'),
  seat: z.number().int().positive().nullable(),
  inviterFirstName: z.string(),
  /** A server-signed proof naming this referral, for `POST /api/founders-club/mark-conversion`. */
  conversionProof: z.string(),
});
/** A join answer. */
export type FoundersJoinResult = z.infer<typeof FoundersJoinResultSchema>;

/** 409 `already_joined`: the account already joined with a code, or is not a new account. */
export const FOUNDERS_ALREADY_JOINED_MESSAGE = 'Invitations are for new accounts, and this account has already started.';

/** 403: a child profile cannot refer anyone or be referred. */
export const FOUNDERS_CHILD_PROFILE_MESSAGE = 'Invitations and referrals belong to the parent account. Switch back to the parent first.';

/**
 * `POST /api/founders-club/mark-conversion` (no authentication): asks the server to check whether the
 * referral named by `proof` has converted. Only the server issues proofs (an HMAC it alone can make);
 * a made-up or altered proof is a 403, and a replay changes nothing and pays nothing.
 */
export const MarkConversionSchema = z.strictObject({ proof: z.string().trim().min(1).max(400) });
/** The mark-conversion body. */
export type MarkConversion = z.infer<typeof MarkConversionSchema>;

/** The mark-conversion answer: the referral's state after the check. */
export const MarkConversionResultSchema = z.object({ status: ReferralStatusSchema });
/** A mark-conversion answer. */
export type MarkConversionResult = z.infer<typeof MarkConversionResultSchema>;

/** An adult's own referral code (`POST`/`DELETE /api/founders-club/me/code`). */
export const MyReferralCodeSchema = z.object({
  /** Display form. */
  code: z.string(),
  createdAt: z.iso.datetime(),
  /** People who opened a landing page with it. */
  landings: z.number().int().min(0),
  /** Accounts that joined with it. */
  uses: z.number().int().min(0),
});
/** An adult's referral code. */
export type MyReferralCode = z.infer<typeof MyReferralCodeSchema>;

/** One person who joined with my code, as I see them: a first name, never their email. */
export const MyInvitationSchema = z.object({
  firstName: z.string(),
  joinedAt: z.iso.datetime(),
  status: ReferralStatusSchema,
  /** When the reward is paid (converted: the end of the hold), else null. */
  rewardDueAt: z.iso.datetime().nullable(),
  /** Why nothing is paid, in plain words (withheld only; abuse reasons are not given, only "not eligible"). */
  note: z.string().nullable(),
});
/** One of my invitations. */
export type MyInvitation = z.infer<typeof MyInvitationSchema>;

/** A reward paid into the ledger (`reason: 'referral'`). */
export const ReferralRewardSchema = z.object({
  tokens: z.number().int().positive(),
  at: z.iso.datetime(),
  /** I invited someone who converted, or I joined with someone's code. */
  side: z.enum(['referrer', 'referee']),
  /** The other person's first name. */
  otherFirstName: z.string(),
});
/** A reward. */
export type ReferralReward = z.infer<typeof ReferralRewardSchema>;

/** How far the new member's own referral is: the server's count of real messages and days. */
export const ReferralProgressSchema = z.object({
  inviterFirstName: z.string(),
  status: ReferralStatusSchema,
  onboardingCompleted: z.boolean(),
  /** Separate UTC days with a real chat message. */
  days: z.number().int().min(0),
  /** Real chat messages in all. */
  messages: z.number().int().min(0),
  joinedAt: z.iso.datetime(),
  convertedAt: z.iso.datetime().nullable(),
  rewardDueAt: z.iso.datetime().nullable(),
});
/** My progress as a referred member. */
export type ReferralProgress = z.infer<typeof ReferralProgressSchema>;

/** My founder seat. */
export const FounderSeatSchema = z.object({ seat: z.number().int().positive(), joinedAt: z.iso.datetime() });
/** A founder seat. */
export type FounderSeat = z.infer<typeof FounderSeatSchema>;

/**
 * `GET /api/founders-club/me` (an adult acting as itself): my code, the people I invited, my rewards,
 * my caps, my seat and, when I joined with a code, my progress. Reading it also pays any reward whose
 * hold has ended (the scheduler does too), so a person never waits for the job to see theirs.
 */
export const FoundersMeSchema = z.object({
  code: MyReferralCodeSchema.nullable(),
  invitations: z.array(MyInvitationSchema),
  rewards: z.array(ReferralRewardSchema),
  rewardTokensTotal: z.number().int().min(0),
  caps: z.object({
    thisMonth: z.number().int().min(0),
    perMonth: z.number().int().positive(),
    total: z.number().int().min(0),
    inAll: z.number().int().positive(),
  }),
  seat: FounderSeatSchema.nullable(),
  referredBy: ReferralProgressSchema.nullable(),
});
/** My founders-club page. */
export type FoundersMe = z.infer<typeof FoundersMeSchema>;

/**
 * `GET /api/founders-club/seats` (no authentication, rate-limited): the club's seats in order of
 * joining, newest first, with no names: a number and a day.
 */
export const FounderSeatsSchema = z.object({
  taken: z.number().int().min(0),
  seats: z.array(FounderSeatSchema),
});
/** The club's seats. */
export type FounderSeats = z.infer<typeof FounderSeatsSchema>;

/** `POST /api/founders-club/admin/create-invitation`: an admin's founders invitation. */
export const InvitationCreateSchema = z
  .strictObject({
    note: z.string().trim().max(200).default(''),
    maxUses: z.number().int().min(1).max(10_000),
    /** When the code stops working (ISO date-time in the future), or null for never. */
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** An optional block of seat numbers this invitation gives out (lowest free first). */
    seatFrom: z.number().int().min(1).max(1_000_000).nullable().default(null),
    seatTo: z.number().int().min(1).max(1_000_000).nullable().default(null),
  })
  .superRefine((value, context) => {
    if ((value.seatFrom === null) !== (value.seatTo === null)) {
      context.addIssue({ code: 'custom', path: [value.seatFrom === null ? 'seatFrom' : 'seatTo'], message: 'seatFrom and seatTo go together' });
    } else if (value.seatFrom !== null && value.seatTo !== null) {
      if (value.seatTo < value.seatFrom) context.addIssue({ code: 'custom', path: ['seatTo'], message: 'must not be below seatFrom' });
      else if (value.seatTo - value.seatFrom >= 10_000) context.addIssue({ code: 'custom', path: ['seatTo'], message: 'a seat range holds at most 10,000 seats' });
    }
  });
/** The create-invitation body (after defaults). */
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

/** A code as admins see it. `owner`: the referral code's adult (id and first name), null for founders. */
export const AdminInvitationSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: InvitationKindSchema,
  status: InvitationCodeStatusSchema,
  note: z.string(),
  ownerId: z.string().nullable(),
  ownerFirstName: z.string().nullable(),
  createdBy: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int().min(0),
  landings: z.number().int().min(0),
  conversions: z.number().int().min(0),
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  seatFrom: z.number().int().nullable(),
  seatTo: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
/** A code in the admin list. */
export type AdminInvitation = z.infer<typeof AdminInvitationSchema>;

/** `GET /api/founders-club/admin/invitations` (query `kind`, `limit`, `offset`), newest first. */
export const AdminInvitationListSchema = z.object({ invitations: z.array(AdminInvitationSchema), total: z.number().int().min(0) });
/** The admin code list. */
export type AdminInvitationList = z.infer<typeof AdminInvitationListSchema>;

/** Why a referral pays nothing, as recorded for admins. */
export const ReferralFlagReasonSchema = z.enum([
  'self_referral_email',
  'disposable_email',
  'same_device',
  'referrer_cap_month',
  'referrer_cap_total',
  'replayed_conversion',
  'invalid_proof',
]);
/** A flag reason. */
export type ReferralFlagReason = z.infer<typeof ReferralFlagReasonSchema>;

/** A flagged event, for admins: what happened, why, on which code and between whom. */
export const ReferralFlagEventSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  reason: ReferralFlagReasonSchema,
  code: z.string().nullable(),
  referrerId: z.string().nullable(),
  refereeId: z.string().nullable(),
});
/** A flagged event. */
export type ReferralFlagEvent = z.infer<typeof ReferralFlagEventSchema>;

/** `GET /api/founders-club/admin/stats`: the club in figures, and the latest flagged events (at most 100). */
export const FoundersStatsSchema = z.object({
  codes: z.object({ total: z.number().int(), founders: z.number().int(), referral: z.number().int(), live: z.number().int(), revoked: z.number().int(), expired: z.number().int() }),
  landings: z.number().int(),
  uses: z.number().int(),
  conversions: z.number().int(),
  rewards: z.object({ paid: z.number().int(), tokens: z.number().int(), withheld: z.number().int(), onHold: z.number().int() }),
  seatsTaken: z.number().int(),
  flaggedEvents: z.number().int(),
  flagged: z.array(ReferralFlagEventSchema),
});
/** The club's figures. */
export type FoundersStats = z.infer<typeof FoundersStatsSchema>;
