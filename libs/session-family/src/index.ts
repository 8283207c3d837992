/**
 * @grove/session-family — the family session's pure core: route decisions (guards, redirects and
 * the default chat destination of SPEC §2), session state and its controller (SPEC §3, §4), profile
 * switching, content mode by age, PIN digests, recent users, onboarding and the login landing.
 */
export { authSnapshotSignedIn, type ActiveProfile, type AuthSnapshot, type SignedInSnapshot } from './core/authSnapshot';
export { ROUTE_TABLE, ROUTE_REDIRECTS, type RouteId, type RouteAudience, type RouteDefinition, type RouteRedirect } from './core/routeTable';
export { ROUTE_RULES, type RouteRuleId } from './core/routeRules';
export { routeIsTrial, routeMatch, type RouteMatch } from './core/routeMatch';
export { routePath } from './core/routePath';
export { routeDefaultChatDestination } from './core/routeDefaultChatDestination';
export { ROUTE_RETURN_PARAM, routeReturnPathParse, routeReturnPathRead, routeWithReturn, routeLoginPath } from './core/routeReturnPath';
export { routeDecide, type RouteDecision } from './core/routeDecide';
export { CONTENT_MODES, contentModeForAge, type ContentMode } from './core/contentModeForAge';
export {
  familyVisibilityBandOf,
  familyVisibilityOf,
  type FamilyVisibility,
  type FamilyVisibilityBand,
  type FamilyVisibilityItem,
} from './core/familyVisibility';
export { ALERT_SEVERITY_WORDS, ALERT_SOURCE_WORDS, familyAlertsNew, familyAlertsOrdered } from './core/familyAlerts';
export { PIN_LENGTH_MIN, PIN_LENGTH_MAX, PIN_INVALID_MESSAGE, PIN_MISMATCH_MESSAGE, pinPairCheck, pinValidate, pinDigestIsValid, pinDigest } from './core/pinDigest';
export {
  SESSION_EXPIRY_MS,
  SESSION_INACTIVITY_TIMEOUT_MS,
  SESSION_CHECK_INTERVAL_MS,
  sessionStart,
  sessionRole,
  sessionChildId,
  sessionProfile,
  sessionIsInactive,
  sessionIsExpired,
  sessionTouched,
  sessionAutoStart,
  type SessionState,
  type SessionRole,
} from './core/sessionState';
export { sessionParse, sessionRestoreOnLoad } from './core/sessionParse';
export {
  SESSION_STORAGE_KEY,
  SESSION_INACTIVE_MESSAGE,
  sessionControllerCreate,
  type SessionController,
  type SessionControllerDeps,
  type SessionScheduler,
  type SessionStorageLike,
} from './core/sessionController';
export { profileSwitchCheck, type ProfileSwitchCheck } from './core/profileSwitchCheck';
export { profileSwitchCredential, profileSwitchResolve, type ProfileSwitchCredential } from './core/profileSwitchResolve';
export { RECENT_USERS_MAX, recentUsersAdd, recentUsersRemove, recentUsersParse, type RecentUser } from './core/recentUser';
export { onboardingIsDone } from './core/onboardingIsDone';
export { loginLanding } from './core/loginLanding';
export { AUTH_WAIT_MS, authUserMissingMessage } from './core/authUserMissingMessage';
export {
  CHILD_LIMITS_MINUTES_MESSAGE,
  CHILD_LIMITS_SAME_TIMES_MESSAGE,
  CHILD_LIMITS_SUGGESTED,
  childLimitsFormCheck,
  childLimitsFormValues,
  childLimitsSummary,
  minutesText,
  type ChildLimitsFormCheck,
  type ChildLimitsFormField,
  type ChildLimitsFormValues,
} from './core/childLimitsForm';
export { childChatTimeText } from './core/childChatTime';
export { familyConsentView, type FamilyConsentView } from './core/familyConsent';
export { pageSubjectOf, type PageSubject, type PageSubjectInput, type PageSubjectUser } from './core/pageSubject';
