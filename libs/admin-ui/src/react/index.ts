/**
 * @grove/admin-ui/react — the React binding of Grove's admin area (issue 20): the admin endpoints on
 * the one base API, tables with sort and CSV export, the date range, charts (nivo, in a lazily loaded
 * chunk), loading / empty / error states, and the panels of each admin screen. Styles
 * (`@grove/admin-ui/styles.css`) are imported by the components and build on ui-glass's stylesheet,
 * which the app loads once. The family's side (admin access to their account) is `@grove/admin-ui/family`,
 * so a family's settings never load the admin screens.
 */
export {
  adminApi,
  useAdminAccountUsageQuery,
  useAdminAnalyticsQuery,
  useAdminAuditLogQuery,
  useAdminBreakGlassMutation,
  useAdminFlaggedQuery,
  useAdminFlaggedReopenMutation,
  useAdminFlaggedResolveMutation,
  useAdminMemoryAnalyticsQuery,
  useAdminMemoryPatternCreateMutation,
  useAdminMemoryPatternDeleteMutation,
  useAdminMemoryPatternsQuery,
  useAdminMemoryPatternUpdateMutation,
  useAdminReconciliationQuery,
  useAdminRoleSetMutation,
  useAdminSystemStatusQuery,
  useAdminTokenAccountsQuery,
  useAdminTokenMonitorQuery,
  useAdminTokenUsageQuery,
  useAdminTrialUsageQuery,
  useAdminUsersQuery,
  type AdminAuditArgs,
  type AdminFlaggedArgs,
  type AdminPageArgs,
  type AdminPatternsArgs,
  type AdminRangeArgs,
  type AdminRoleSetArgs,
  type AdminTokenUsageArgs,
} from './adminApi';
export {
  AdminEmpty,
  AdminLoadError,
  AdminLoading,
  AdminQueryView,
  adminPlainLink,
  type AdminLink,
  type AdminLoadErrorProps,
  type AdminQueryState,
  type AdminQueryViewProps,
} from './adminDisplay';
export { adminBrowserDownload, type AdminDownload } from './adminDownload';
export { AdminCsvButton, AdminDownloadContext, type AdminCsvButtonProps } from './AdminCsvButton';
export { AdminPager, AdminTable, type AdminColumn, type AdminPagerProps, type AdminTableProps } from './AdminTable';
export { AdminDateRangePicker, useAdminDateRange, type AdminDateRangePickerProps } from './AdminDateRangePicker';
export { AdminDialog, type AdminDialogProps } from './AdminDialog';
export { AdminField, type AdminFieldProps } from './AdminField';
export { AdminFigures, AdminSection, type AdminFigure, type AdminSectionProps } from './AdminFigures';
export { AdminChart, type AdminChartProps } from './AdminChart';
export type { AdminBarData, AdminBarRow, AdminLineData, AdminLineSeries } from './adminChartData';
export { ADMIN_CODES_FAILED, ADMIN_CODE_REVOKE_FAILED, ADMIN_CODE_STATS_FAILED, ADMIN_INVITATION_CREATE_FAILED, AdminCodes, type AdminCodesProps } from './AdminCodes';
export { ADMIN_ACCOUNTS_FAILED, ADMIN_ROLE_FAILED, ADMIN_ROLE_OWN_TEXT, AdminAccounts, type AdminAccountsProps } from './AdminAccounts';
export { ADMIN_AUDIT_DELETED_TARGET, ADMIN_AUDIT_FAILED, AdminAuditLog, type AdminAuditLogProps } from './AdminAuditLog';
export { BREAK_GLASS_FAILED, BREAK_GLASS_WARNING, BreakGlassDialog, type BreakGlassDialogProps } from './BreakGlassDialog';
export { ADMIN_PATTERNS_FAILED, ADMIN_PATTERN_DELETE_FAILED, ADMIN_PATTERN_SAVE_FAILED, AdminMemoryPatterns } from './AdminMemoryPatterns';
export { ADMIN_FLAGGED_FAILED, ADMIN_REOPEN_FAILED, ADMIN_RESOLVE_FAILED, AdminFlaggedQueue, type AdminFlaggedQueueProps } from './AdminFlaggedQueue';
export { ADMIN_MEMORY_ANALYTICS_FAILED, AdminMemoryAnalytics, AdminSymbolicMemory, type AdminSymbolicMemoryProps } from './AdminSymbolicMemory';
export { ADMIN_RECONCILED_TEXT, ADMIN_TOKEN_MONITOR_FAILED, ADMIN_TOKEN_PAGE_FAILED, AdminTokenMonitor, type AdminTokenMonitorProps } from './AdminTokenMonitor';
export { ADMIN_ANALYTICS_FAILED, AdminAnalytics, type AdminAnalyticsProps } from './AdminAnalytics';
export { ADMIN_ACCOUNT_USAGE_FAILED, ADMIN_TOKEN_USAGE_FAILED, AdminTokenUsage, type AdminTokenUsageProps } from './AdminTokenUsage';
export { ADMIN_TRIAL_USAGE_FAILED, AdminTrialUsage, type AdminTrialUsageProps } from './AdminTrialUsage';
export { ADMIN_SYSTEM_FAILED, ADMIN_SYSTEM_NO_DETAILS, AdminSystemStatus } from './AdminSystemStatus';
