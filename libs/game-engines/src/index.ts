/**
 * @grove/game-engines core — Grove's eight chat games (SPEC §1, §4, §5, §9) as pure functions: each
 * game's state, its checks with SPEC's messages, how a sent move and the mentor's reply change it,
 * the encoded game marker, and the builtin mentor's moves with their content banks. The React
 * binding is `@grove/game-engines/react`.
 */
export type {
  GameType,
  PromptDetectiveVariant,
  GameHistoryEntry,
  GameState,
  GameStateOf,
  OppositesState,
  AlphabetChainState,
  TwentyQuestionsState,
  PromptDetectiveState,
  RiddlesState,
  BeekeepingState,
  StoryState,
  GameInfo,
  GameMoveCheck,
  GameRequestFields,
} from './core/gameTypes';
export type {
  GameContentMode,
  OppositePair,
  TwentyQuestionsObject,
  Riddle,
  PromptDetectiveScenario,
  BeekeepingFact,
  Story,
  StoryChapter,
  StoryChoice,
} from './core/content/contentTypes';
export { GAME_MESSAGES } from './core/gameMessages';
export { GAME_CATALOG, gameAllowed, gameCatalogFor, gameTypeIs } from './core/gameCatalog';
export { gameMarkerEncode, gameMarkerRead, gameMarkerStrip, type GameMarker } from './core/gameMarker';
export {
  gameStart,
  gameOpeningMessage,
  gameTitle,
  gameCheck,
  gameMoved,
  gameReplied,
  gameReplyText,
  gameInstructions,
  gameRequestFields,
  gameStatus,
  gameMentorMove,
  type GameStatusItem,
  type GameMentorTurn,
} from './core/gameEngine';
export { oppositeOf } from './core/games/opposites';
export { alphabetNextLetter } from './core/games/alphabetChain';
export {
  TWENTY_QUESTIONS_COUNT,
  TWENTY_QUESTIONS_STARTERS,
  twentyQuestionsAnswer,
  twentyQuestionsNames,
  twentyQuestionsReplyAnswers,
  twentyQuestionsSecretFallback,
} from './core/games/twentyQuestions';
export { PROMPT_DETECTIVE_OPTIONS, PROMPT_DETECTIVE_RATING } from './core/games/promptDetective';
export { riddlesFor, riddleAnswered } from './core/games/riddles';
export { beekeepingKeywordsIn } from './core/games/beekeeping';
export { STORY_PROGRESS_CAP, storyOf, storyChoiceOf } from './core/games/story';
export { OPPOSITE_PAIRS } from './core/content/oppositePairs';
export { ALPHABET_WORDS } from './core/content/alphabetWords';
export { TWENTY_QUESTIONS_OBJECTS } from './core/content/twentyQuestionsObjects';
export { TWENTY_QUESTIONS_TRAITS, type TwentyQuestionsTrait } from './core/content/twentyQuestionsTraits';
export { RIDDLES } from './core/content/riddles';
export { PROMPT_DETECTIVE_SCENARIOS } from './core/content/promptDetectiveScenarios';
export { BEEKEEPING_FACTS, BEEKEEPING_KEYWORDS } from './core/content/beekeepingFacts';
export { BEE_STORY, DRAGON_STORY } from './core/content/stories';
