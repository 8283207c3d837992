// @grove/admin-ui core: the maths of the admin views (issue 20) — date ranges and presets, percentages
// and changes, the funnel, retention cohorts, daily series, sorting, formatting and CSV. Pure: "today"
// is passed in.
export {
  ADMIN_RANGE_BACKWARDS,
  ADMIN_RANGE_BAD_DATE,
  ADMIN_RANGE_DEFAULT_DAYS,
  ADMIN_RANGE_MAX_DAYS,
  ADMIN_RANGE_PRESETS,
  ADMIN_RANGE_TOO_LONG,
  adminDayOf,
  adminDayShift,
  adminRangeDays,
  adminRangeDefault,
  adminRangeEachDay,
  adminRangeLast,
  adminRangePresetOf,
  adminRangePrevious,
  adminRangeProblem,
  adminRangeQuery,
  type AdminDateRange,
  type AdminRangePreset,
} from './core/adminDateRange';
export {
  adminChange,
  adminCohortMatrix,
  adminFunnel,
  adminPercent,
  adminSeriesFill,
  adminSeriesByKey,
  adminShares,
  adminSum,
  type AdminChange,
  type AdminChangeDirection,
  type AdminCohortInput,
  type AdminCohortMatrix,
  type AdminCohortRow,
  type AdminDayValue,
  type AdminFunnelStep,
  type AdminFunnelStepInput,
  type AdminKeyedSeries,
} from './core/adminFigures';
export {
  ADMIN_NO_FIGURE,
  adminChangeText,
  adminDayText,
  adminNumberText,
  adminPercentText,
  adminRangeText,
  adminShortDayText,
  adminTimeText,
  adminTokensText,
} from './core/adminFormat';
export { adminCsv, adminCsvFileName, type AdminCsvColumn, type AdminCsvValue } from './core/adminCsv';
export { adminSortNext, adminSortRows, type AdminSort, type AdminSortDirection, type AdminSortValue } from './core/adminSort';
export {
  ADMIN_INVITATION_BLOCK_MAX,
  ADMIN_INVITATION_DRAFT_EMPTY,
  ADMIN_INVITATION_MAX_USES,
  ADMIN_INVITATION_MESSAGES,
  ADMIN_INVITATION_NOTE_MAX,
  ADMIN_INVITATION_SEAT_MAX,
  adminInvitationDraftCheck,
  adminInvitationFieldOf,
  type AdminInvitationBody,
  type AdminInvitationCheck,
  type AdminInvitationDraft,
  type AdminInvitationField,
} from './core/adminInvitationDraft';
export { ADMIN_CODE_KIND_WORDS, ADMIN_CODE_STATUS_WORDS, ADMIN_FLAG_REASON_WORDS } from './core/adminCodeWords';
export {
  ADMIN_ACCESS_WHAT_WORDS,
  ADMIN_AUDIT_ACTION_WORDS,
  ADMIN_AUDIT_TARGET_WORDS,
  ADMIN_BAND_WORDS,
  ADMIN_FLAG_SOURCE_WORDS,
  ADMIN_LEDGER_REASON_WORDS,
  ADMIN_PATTERN_KIND_WORDS,
  ADMIN_PATTERN_MATCH_WORDS,
  ADMIN_SEVERITY_WORDS,
  ADMIN_TRIAL_RELATION_WORDS,
  ADMIN_USAGE_BAND_WORDS,
  ADMIN_USAGE_KIND_WORDS,
  adminAuditDetailsText,
} from './core/adminWords';
export {
  ADMIN_BREAK_GLASS_REASON_MESSAGE,
  ADMIN_PATTERN_MESSAGES,
  ADMIN_RESOLVE_NOTE_MESSAGE,
  adminBreakGlassReasonProblem,
  adminPatternProblem,
  adminResolveNoteProblem,
  adminRoleWithoutAdmin,
} from './core/adminChecks';
