/**
 * @grove/guided-themes/react — the React binding of Grove's guided conversations: `useGuided` (one
 * conversation of a theme, kept in memory), the framework-free controller it reads, and the screens'
 * parts (the conversation with its progress panel, the theme doors, the calm CSS-only scenes). It
 * sends through the games' transport (`GameTransport` of `@grove/game-engines/react`): the same chat
 * call. Import '@grove/guided-themes/styles.css' once for the styles.
 */
export { useGuided, type UseGuidedOptions, type UseGuidedResult } from './useGuided';
export {
  GUIDED_CONTENT_MODE,
  GUIDED_RETRY_FIRST_TEXT,
  GUIDED_STOPPED_TEXT,
  GUIDED_TOO_LONG_TEXT,
  guidedControllerCreate,
  type GuidedController,
  type GuidedControllerDeps,
  type GuidedLogEntry,
  type GuidedView,
} from './guidedController';
export { GuidedConversation, GUIDED_THINKING_TEXT, guidedHintText, type GuidedConversationModel, type GuidedConversationProps } from './GuidedConversation';
export { GuidedProgressPanel, guidedPreferenceLines, type GuidedProgressPanelProps } from './GuidedProgressPanel';
export { ThemeDoors, type ThemeDoorsProps } from './ThemeDoors';
export { AmbientScene, AMBIENT_SCENE_LABELS, type AmbientSceneKind, type AmbientSceneProps } from './AmbientScene';
