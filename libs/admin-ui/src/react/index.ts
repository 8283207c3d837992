/**
 * @grove/admin-ui/react — the React binding of Grove's admin area (issue 20): the admin endpoints on
 * the one base API, tables with sort and CSV export, the date range, charts (nivo, in a lazily loaded
 * chunk), loading / empty / error states, and the panels of each admin screen. Styles
 * (`@grove/admin-ui/styles.css`) are imported by the components and build on ui-glass's stylesheet,
 * which the app loads once. The family's side (admin access to their account) is `@grove/admin-ui/family`,
 * so a family's settings never load the admin screens.
 */
export { adminApi, useAdminRoleSetMutation, useAdminUsersQuery, type AdminPageArgs, type AdminRoleSetArgs } from './adminApi';
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
