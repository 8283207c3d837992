import type { GameContentMode } from './content/contentTypes';

/** The eight games of SPEC §1 (prompt detective has two variants). */
export type GameType =
  | 'opposites'
  | 'alphabet-chain'
  | 'twenty-questions'
  | 'prompt-detective'
  | 'riddles'
  | 'beekeeping'
  | 'bee-story'
  | 'dragon-story';

/** Prompt detective's variants: educational is rated PG, professional FULL (SPEC §4). */
export type PromptDetectiveVariant = 'educational' | 'professional';

/** One line of a game's conversation, as the stories and the beekeeping mentor keep it (SPEC §4). */
export interface GameHistoryEntry {
  role: 'user' | 'ai';
  content: string;
}

/** Fields every game state has. */
interface GameStateBase {
  /** This game's id: a fresh one per game, so the mentor's picks differ from game to game. */
  id: string;
  /** The opening turn has been played (the mentor has answered it). */
  started: boolean;
  /** The game is over (a win, a loss or the story's end); a new game starts afresh. */
  finished: boolean;
  /** How many moves the child has made. */
  round: number;
}

/** Opposites: the child says a word, the mentor gives its opposite; used words cannot come back. */
export interface OppositesState extends GameStateBase {
  type: 'opposites';
  usedWords: string[];
  /** Words the mentor found an opposite for. */
  found: number;
}

/** Alphabet chain: starts at A with the AI's turn; each word moves the letter on, Z wraps to A. */
export interface AlphabetChainState extends GameStateBase {
  type: 'alphabet-chain';
  /** The letter the next word must start with. */
  currentLetter: string;
  turn: 'ai' | 'user';
  usedWords: string[];
}

/** Twenty questions: 20 questions, then a final guess. */
export interface TwentyQuestionsState extends GameStateBase {
  type: 'twenty-questions';
  questionsLeft: number;
  /** The questions asked, as compared for repeats. */
  asked: string[];
  /** The mentor's secret, read from its first reply; null until then. */
  secret: string | null;
  /** The child's last move was the final guess (asked at 0 questions left). */
  finalGuess: boolean;
  outcome: 'playing' | 'won' | 'lost';
}

/** Prompt detective: pick the best of four prompts (A–D); rounds and score. */
export interface PromptDetectiveState extends GameStateBase {
  type: 'prompt-detective';
  variant: PromptDetectiveVariant;
  /** The child's picks, one per answered scenario. */
  usedSelections: string[];
  /** Scenarios already shown (the mentor does not repeat them). */
  usedScenarios: string[];
  /** The scenario on screen. */
  scenarioId: string | null;
  /** Scenarios the child has answered. */
  totalQuestions: number;
  score: number;
  /** Whether the last answered pick was the best one (null before the first answer). */
  lastCorrect: boolean | null;
}

/** Riddles: the mentor asks, the child answers; used riddles are not asked again. */
export interface RiddlesState extends GameStateBase {
  type: 'riddles';
  usedRiddles: string[];
  /** The riddle waiting for an answer. */
  currentRiddle: string | null;
  score: number;
  lastCorrect: boolean | null;
}

/** The beekeeping mentor: history, covered topics (beekeeping keywords) and a progress counter. */
export interface BeekeepingState extends GameStateBase {
  type: 'beekeeping';
  history: GameHistoryEntry[];
  coveredTopics: string[];
  progress: number;
}

/** The bee story and the dragon story: five chapters that follow the child's choices. */
export interface StoryState extends GameStateBase {
  type: 'bee-story' | 'dragon-story';
  history: GameHistoryEntry[];
  coveredTopics: string[];
  /** Chapters told, capped at 5 (SPEC §4, §9). */
  progress: number;
  /** The choice the story follows next ('start' before chapter 1). */
  branch: string;
}

/** The state of any game. */
export type GameState =
  | OppositesState
  | AlphabetChainState
  | TwentyQuestionsState
  | PromptDetectiveState
  | RiddlesState
  | BeekeepingState
  | StoryState;

/** The state of one game type. */
export type GameStateOf<T extends GameType> = Extract<GameState, { type: T }>;

/** A game as the chooser lists it. */
export interface GameInfo {
  type: GameType;
  /** For prompt detective: which variant this entry starts. */
  variant?: PromptDetectiveVariant;
  title: string;
  /** One sentence a child understands. */
  description: string;
  /** The lowest content mode that may play it: G games suit everyone, PG ages 9+, FULL adults. */
  rating: GameContentMode;
}

/** The outcome of checking a move before it is sent (SPEC §5). */
export type GameMoveCheck = { ok: true; text: string } | { ok: false; message: string };

/** What a game request adds to `POST /api/chat` (SPEC §7). */
export interface GameRequestFields {
  gameMode: true;
  gameType: GameType;
  gameInstructions: string;
  gameData: Record<string, unknown>;
}
