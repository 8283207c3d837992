/**
 * @grove/guided-themes core — Grove's seven G-rated guided conversations (SPEC §1, §3, §4, §9) as
 * pure functions: the state with SPEC's names, preferences set once from trigger words, keyword
 * lists and covered topics, the instruction text with the last 2 exchanges, the response check, and
 * the builtin mentor's guide. The React binding is `@grove/guided-themes/react`.
 */
export type {
  GuidedTheme,
  GuidedProgressName,
  GuidedEntry,
  GuidedState,
  GuidedResponseCheck,
  GuidedThemeInfo,
  TripType,
  HikingPreference,
  OutingPreference,
  MeditationType,
} from './core/guidedTypes';
export type { GuideStep, ThemeGuide } from './core/content/guideTypes';
export { GUIDED_THEMES, guidedProgressName, guidedThemeIs } from './core/guidedCatalog';
export {
  TRIP_TYPE_TRIGGERS,
  HIKING_TRIGGERS,
  OUTING_TRIGGERS,
  MEDITATION_TRIGGERS,
  HIKING_LOCATION_TRIGGERS,
  OUTING_LOCATION_TRIGGERS,
  guidedPreferencesApply,
} from './core/guidedPreferences';
export {
  GUIDED_CONTEXT_EXCHANGES,
  guidedStart,
  guidedUserMessage,
  guidedAiReply,
  guidedKeywordsIn,
  guidedContext,
  guidedStateNamed,
  guidedInstructions,
  guidedResponseCheck,
} from './core/guidedState';
export { guidedKeywords } from './core/guidedKeywords';
export { guidedAskedCount, guidedRequestFields, type GuidedRequestFields } from './core/guidedRequest';
export {
  GUIDED_GAME_TYPE_PREFIX,
  guidedGameType,
  guidedThemeOfGameType,
  guidedPlaceOf,
  guidedMentorMove,
  type GuidedMentorTurn,
} from './core/guidedMentor';
export { THEME_GUIDES } from './core/content/guides';
export {
  GARDENING_KEYWORDS,
  FLOWER_KEYWORDS,
  OUTDOOR_TRIP_KEYWORDS,
  HIKING_KEYWORDS,
  CITY_KEYWORDS,
  MEDITATION_KEYWORDS,
  STORY_KEYWORDS,
} from './core/content/guidedKeywordLists';
