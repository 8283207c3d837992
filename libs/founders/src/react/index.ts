/**
 * @grove/founders/react — the React binding of Grove's founders club and referrals (issue 19): the
 * founders-club endpoints on the one base API (join and /me carry trial-guard's device headers); the
 * invitation landing, an adult's link to share, the people they invited, rewards with the caps, the
 * invited member's own progress, the founder badge and the wall of seats; the invitation kept through
 * the referral sign-up until join succeeds. Styles (`@grove/founders/styles.css`) are imported by the
 * components and build on ui-glass's stylesheet, which the app loads once.
 */
export {
  FOUNDERS_API_PATH,
  foundersApi,
  useFoundersAdminInvitationCreateMutation,
  useFoundersAdminInvitationRevokeMutation,
  useFoundersAdminInvitationsQuery,
  useFoundersAdminStatsQuery,
  useFoundersCodeCreateMutation,
  useFoundersCodeRevokeMutation,
  useFoundersJoinMutation,
  useFoundersMarkConversionMutation,
  useFoundersMeQuery,
  useFoundersSeatsQuery,
  useFoundersTrackUsageMutation,
  useFoundersValidateQuery,
  type FoundersAdminInvitationsArgs,
} from './foundersApi';
export { useFoundersMe } from './useFoundersMe';
export {
  FOUNDERS_CONVERSION_RULE,
  FOUNDERS_ME_FAILED,
  FOUNDERS_SEATS_FAILED,
  FOUNDERS_TEAM_INVITER,
  FOUNDERS_VALIDATE_FAILED,
  FoundersLoadError,
  foundersDateText,
  foundersPlainLink,
  foundersTokensText,
  type FoundersLink,
  type FoundersLoadErrorProps,
} from './foundersDisplay';
export {
  INVITATION_CODE_STORAGE_KEY,
  PENDING_INVITATION_KEPT_TEXT,
  foundersJoinFailureRead,
  pendingInvitationCreate,
  type FoundersJoinFailure,
  type PendingInvitation,
  type PendingInvitationDeps,
  type PendingInvitationState,
  type PendingInvitationStorage,
} from './pendingInvitation';
export { pendingInvitationFor, usePendingInvitation, type PendingInvitationHandle } from './usePendingInvitation';
export { PendingInvitationNotice, type PendingInvitationNoticeProps } from './PendingInvitationNotice';
export { InvitationLanding, type InvitationLandingProps, type InvitationViewer } from './InvitationLanding';
export { InvitationCodeEntry, type InvitationCodeEntryProps } from './InvitationCodeEntry';
export { REFERRAL_COPIED_TEXT, REFERRAL_COPY_FAILED_TEXT, ReferralShareCard, type ReferralShareCardProps } from './ReferralShareCard';
export { MY_INVITATION_NOT_ELIGIBLE, MY_INVITATIONS_EMPTY, MyInvitationsList, myInvitationStatusText } from './MyInvitationsList';
export { REWARDS_EMPTY, RewardsList, rewardsCapsText } from './RewardsList';
export { REFERRAL_FOUNDERS_INVITATION_TEXT, ReferralProgress, referralDaysText, referralMessagesText } from './ReferralProgress';
export { FounderSeatBadge, type FounderSeatBadgeProps } from './FounderSeatBadge';
export { FOUNDER_SEATS_EMPTY, FounderSeatsWall, type FounderSeatsWallProps } from './FounderSeatsWall';
export { MyReferrals, type MyReferralsProps } from './MyReferrals';
