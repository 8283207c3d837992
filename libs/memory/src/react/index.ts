/**
 * @grove/memory/react — the React binding of Grove's memories (issue 15): the memory endpoints on the
 * one base API, the memory list (search, tags, edit, pin, approve, feedback, delete with Undo), the
 * timeline, the add form, the memory switches and the chat's "remembered" chip. Their styles
 * (`@grove/memory/styles.css`) are imported by the components and build on ui-glass's stylesheet,
 * which the app loads once.
 */
export {
  MEMORY_NETWORK_FAILED,
  memoryApi,
  memoryApiErrorMessage,
  memoryApiErrorRead,
  memoryProfileRefresh,
  useMemoryApproveMutation,
  useMemoryCreateMutation,
  useMemoryDeleteMutation,
  useMemoryFeedbackMutation,
  useMemoryPatchMutation,
  useMemoryProfileQuery,
  useMemoryRestoreMutation,
  useMemorySettingsUpdateMutation,
  useMemoryTimelineQuery,
  useSavedMemoriesQuery,
  type MemoryApiError,
  type MemoryPatchArgs,
  type MemoryTimelineArgs,
  type MemoryTimelineUnit,
} from './memoryApi';
export {
  MEMORY_EXPIRED_TEXT,
  MEMORY_PENDING_TEXT,
  MEMORY_PINNED_TEXT,
  memoryDateText,
  memoryTagsParse,
  type MemorySourceLink,
  type MemoryViewer,
} from './memoryDisplay';
export {
  MEMORY_DELETED_TEXT,
  MEMORY_LIST_EMPTY,
  MEMORY_LIST_OFF,
  MEMORY_WRONG_TEXT,
  MemoryList,
  type MemoryListProps,
} from './MemoryList';
export { MEMORY_ADD_OUTCOME_TEXT, MemoryAddForm, type MemoryAddFormProps } from './MemoryAddForm';
export {
  MEMORY_AUTO_CAPTURE_LABEL,
  MEMORY_SWITCH_LABEL,
  MemorySettingsSwitches,
  type MemorySettingsSwitchesProps,
} from './MemorySettingsSwitches';
export { MemoryTimeline, type MemoryTimelineProps } from './MemoryTimeline';
export { FORGOTTEN_TEXT, REMEMBERED_TEXT, REMEMBERED_UNDONE_TEXT, RememberedChip, type RememberedChipProps } from './RememberedChip';
