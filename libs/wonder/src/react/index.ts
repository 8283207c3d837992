// @grove/wonder/react: the screens' building blocks for wellness, the oracle, old stories, the animal
// guide and quests (issue 21). Thin bindings over the pure core in ../core.
export { useReadAloud, type ReadAloud, type ReadAloudSynth, type ReadAloudUtteranceMake } from './useReadAloud';
export { AnimalGuideQuiz, type AnimalGuideQuizProps } from './AnimalGuideQuiz';
export { AnimalGuideChooser, type AnimalGuideChooserProps } from './AnimalGuideChooser';
export { QuestCard, type QuestCardProps } from './QuestCard';
export { QuestFinishedList, type QuestFinishedListProps } from './QuestFinishedList';
export { QUEST_THEME_LABELS } from './questLabels';
export {
  wonderApi,
  useAnimalGuideQuery,
  useAnimalGuideSaveMutation,
  useQuestAcceptMutation,
  useQuestDoneMutation,
  useQuestDropMutation,
  useQuestsQuery,
  type AnimalGuideSaveArgs,
  type QuestArgs,
  type QuestDoneArgs,
} from './wonderApi';
export { ORACLE_EMPTY_TEXT, ORACLE_MODE_CHOICES, ORACLE_REFLECTION_NOTE, OracleDeck, type OracleDeckProps } from './OracleDeck';
export { OLD_STORY_ORIGINS, OldStoryList, oldStoryCountText, oldStorySourceLine, oldStorySourceText, type OldStoryListProps } from './OldStoryList';
export { OldStoryReader, oldStoryReadingText, type OldStoryReaderProps } from './OldStoryReader';
export { BreathingGuide, type BreathingGuideProps } from './BreathingGuide';
export { WellnessSessionList, type WellnessSessionListProps } from './WellnessSessionList';
export { WellnessSessionPlayer, type WellnessSessionPlayerProps } from './WellnessSessionPlayer';
