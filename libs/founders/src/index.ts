// @grove/founders core: invitation codes, founder seats and the referral rules (issue 19). Pure: the
// random source and the clock are passed in.
export { firstNameOf, invitationCodeCanonical, invitationCodeDisplay, invitationCodeGenerate, invitationLink, type RandomBytes } from './core/invitationCode';
export { founderSeatPick, type FounderSeatPickInput, type SeatRange } from './core/founderSeats';
export {
  referralCapReached,
  referralConversionCheck,
  referralMessageIsReal,
  referralRewardDueAt,
  type ReferralConversionInput,
  type ReferralConversionOutcome,
  type ReferralMessage,
} from './core/referralRules';
