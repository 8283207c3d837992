// @grove/wonder core: wellness sessions, the oracle's reflection cards, the animal guide, quests and old
// stories (issue 21). Pure data and pure functions: no React, no DOM, no clock; the screens come later in
// a React binding of their own.
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
