// @grove/wonder core: wellness sessions, the oracle's reflection cards, the animal guide, quests and old
// stories (issue 21). Pure data and pure functions: no React, no DOM, no clock; the screens are in
// the React binding, `@grove/wonder/react`.
export type {
  AnimalGuide,
  AnimalQuizAnswer,
  AnimalQuizQuestion,
  OldStory,
  OracleCard,
  OracleTheme,
  Quest,
  StoryOrigin,
  StoryTelling,
  WellnessKind,
  WellnessSession,
  WellnessStep,
  WonderBand,
  WonderMode,
  WonderRadarAxis,
} from './core/content/wonderTypes';
export { WELLNESS_SESSIONS } from './core/content/wellnessSessions';
export { ORACLE_CARDS, ORACLE_THEME_LABELS, ORACLE_THEMES } from './core/content/oracleCards';
export { ANIMAL_GUIDES } from './core/content/animalGuides';
export { ANIMAL_QUIZ_QUESTIONS } from './core/content/animalQuizQuestions';
export { animalGuideById, animalGuideGreeting, animalQuizResult, type AnimalQuizRank, type AnimalQuizResult } from './core/animalQuiz';
export { oracleCardDraw, type OracleCardDrawOptions } from './core/oracleCardDraw';
export { WELLNESS_LOW_BELOW, WONDER_RADAR_AXES, wellnessSuggestion, type WellnessSuggestion } from './core/wellnessSuggestion';
export { OLD_STORIES_A } from './core/content/oldStoriesAesopGrimm';
export { OLD_STORIES_B } from './core/content/oldStoriesWorld';
export { QUESTS } from './core/content/quests';
export { OLD_STORIES, oldStoryById, questById, questsForMode } from './core/wonderCatalog';
export { wonderBandOf, wonderModeOf } from './core/wonderBand';
