/**
 * @grove/session-family/react — the React binding of the family session: the route gate and its hook,
 * the session provider and hooks, recent users, profile switching, and the family and account endpoints.
 */
export { useRouteDecision } from './useRouteDecision';
export { useDefaultChatDestination } from './useDefaultChatDestination';
export { RouteGate, type RouteGateProps, type RouteScreen } from './RouteGate';
export { SessionProvider, SESSION_ACTIVITY_EVENTS, type SessionProviderProps } from './SessionProvider';
export { useSession, type SessionApi } from './useSession';
export { sessionIdentityRead, type SessionIdentity } from './sessionIdentityRead';
export { browserSessionStorage } from './browserSessionStorage';
export { browserSha256 } from './browserSha256';
export { RECENT_USERS_STORAGE_KEY, useRecentUsers, type RecentUsersApi } from './useRecentUsers';
export {
  useProfileSwitch,
  type ProfileSwitchApi,
  type ProfileSwitchOutcome,
  type ProfileSwitchRefusal,
  type ProfileSwitchTarget,
} from './useProfileSwitch';
export {
  familyApi,
  familyApiErrorRead,
  useListChildrenQuery,
  useCreateChildMutation,
  usePatchChildMutation,
  useDeleteChildMutation,
  useSetParentPinMutation,
  useVerifyParentPinMutation,
  useVerifyChildPinMutation,
  type ChildCreateInput,
  type ChildPatchInput,
  type FamilyApiError,
  type ParentPinSetInput,
} from './familyApi';
export {
  accountApi,
  useGetUserQuery,
  usePatchUserMutation,
  useDeleteUserMutation,
  useGetSettingsQuery,
  usePutSettingsMutation,
  usePatchSettingsMutation,
  useSendWelcomeEmailMutation,
  type UserPatchArgs,
  type UserSettingsArgs,
  type WelcomeEmailSent,
} from './accountApi';
export {
  familyOverviewApi,
  dataExportFileNameRead,
  useChildOverviewQuery,
  useAlertListQuery,
  useAlertPatchMutation,
  useRetentionQuery,
  useRetentionUpdateMutation,
  useChildExportMutation,
  useFamilyExportMutation,
  type AlertListArgs,
  type AlertPatchArgs,
  type ChildExportArgs,
  type DataExportFile,
  type FamilyExportArgs,
  type RetentionUpdateArgs,
} from './familyOverviewApi';
export { dataExportSaveBrowser, type DataExportSave } from './dataExportSave';
export { DATA_EXPORT_FAILED, useDataExport, type DataExportApi, type DataExportTarget } from './useDataExport';
export { DataExportButtons, type DataExportButtonsProps } from './DataExportButtons';
export { FAMILY_VISIBILITY_LINK_TEXT, FamilyVisibilityBadge, type FamilyVisibilityBadgeProps } from './FamilyVisibilityBadge';
export { FamilyVisibilityDetails, type FamilyVisibilityDetailsProps } from './FamilyVisibilityDetails';
export { ParentAlertList, type ParentAlertListProps } from './ParentAlertList';
export {
  familyControlsApi,
  useGetConsentsQuery,
  useRecordConsentMutation,
  useGetChildLimitsQuery,
  usePutChildLimitsMutation,
  useResetParentPinMutation,
  type ChildLimitsPutArgs,
  type ConsentRecordArgs,
  type ParentPinResetArgs,
} from './familyControlsApi';
export {
  PARENT_PIN_FORGOT_TEXT,
  PARENT_PIN_RESET_TITLE,
  ParentPinResetForm,
  type ParentPinReauthMethod,
  type ParentPinResetFormProps,
  type ParentPinResetInput,
  type ParentPinResetOutcome,
} from './ParentPinResetForm';
export { PARENT_PIN_RESET_FAILED, useParentPinReset } from './useParentPinReset';
export { CHILD_LIMITS_SAVE_FAILED, ChildLimitsForm, type ChildLimitsFormProps } from './ChildLimitsForm';
export { ExternalModelConsentSwitch, type ExternalModelConsentSwitchProps } from './ExternalModelConsentSwitch';
