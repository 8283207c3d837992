import type { GameContentMode } from './content/contentTypes';
import { GAME_CATALOG } from './gameCatalog';
import { gameMarkerStrip } from './gameMarker';
import { GAME_MESSAGES } from './gameMessages';
import type { GameMoveCheck, GameRequestFields, GameState, GameType, PromptDetectiveVariant } from './gameTypes';
import { alphabetChainCheck, alphabetChainMentorMove, alphabetChainMoved, alphabetChainReplied, alphabetChainStart } from './games/alphabetChain';
import { beekeepingCheck, beekeepingMentorMove, beekeepingMoved, beekeepingReplied, beekeepingStart } from './games/beekeeping';
import type { GameMentorInput } from './games/gameMentorInput';
import { oppositesCheck, oppositesMentorMove, oppositesMoved, oppositesReplied, oppositesStart } from './games/opposites';
import { promptDetectiveCheck, promptDetectiveMentorMove, promptDetectiveMoved, promptDetectiveReplied, promptDetectiveStart } from './games/promptDetective';
import { riddlesCheck, riddlesMentorMove, riddlesMoved, riddlesReplied, riddlesStart } from './games/riddles';
import { storyCheck, storyMentorMove, storyMoved, storyReplied, storyStart } from './games/story';
import { twentyQuestionsCheck, twentyQuestionsMentorMove, twentyQuestionsMoved, twentyQuestionsReplied, twentyQuestionsStart } from './games/twentyQuestions';

/**
 * A new game of a type with a fresh `id` (the caller makes it: cores take no randomness); prompt
 * detective is of a variant, educational by default.
 */
export function gameStart(type: GameType, id: string, variant: PromptDetectiveVariant = 'educational'): GameState {
  switch (type) {
    case 'opposites':
      return oppositesStart(id);
    case 'alphabet-chain':
      return alphabetChainStart(id);
    case 'twenty-questions':
      return twentyQuestionsStart(id);
    case 'prompt-detective':
      return promptDetectiveStart(id, variant);
    case 'riddles':
      return riddlesStart(id);
    case 'beekeeping':
      return beekeepingStart(id);
    case 'bee-story':
    case 'dragon-story':
      return storyStart(id, type);
  }
}

/** The opening message the child's Start sends (shown as their first line). */
export function gameOpeningMessage(state: GameState): string {
  return `Let's play ${gameTitle(state)}!`;
}

/** The game's title as the chooser shows it. */
export function gameTitle(state: GameState): string {
  const variant = state.type === 'prompt-detective' ? state.variant : undefined;
  return GAME_CATALOG.find((game) => game.type === state.type && (variant === undefined || game.variant === variant))?.title ?? state.type;
}

/** Checks a move before it is sent: SPEC §5's rules and messages (and "not started", "game over"). */
export function gameCheck(state: GameState, input: unknown): GameMoveCheck {
  if (!state.started) return { ok: false, message: GAME_MESSAGES.notStarted };
  if (state.finished) return { ok: false, message: GAME_MESSAGES.gameOver };
  switch (state.type) {
    case 'opposites':
      return oppositesCheck(state, input);
    case 'alphabet-chain':
      return alphabetChainCheck(state, input);
    case 'twenty-questions':
      return twentyQuestionsCheck(state, input);
    case 'prompt-detective':
      return promptDetectiveCheck(state, input);
    case 'riddles':
      return riddlesCheck(state, input);
    case 'beekeeping':
      return beekeepingCheck(state, input);
    case 'bee-story':
    case 'dragon-story':
      return storyCheck(state, input);
  }
}

/** The state after a checked move was sent (the opening is not a move). */
export function gameMoved(state: GameState, text: string): GameState {
  switch (state.type) {
    case 'opposites':
      return oppositesMoved(state, text);
    case 'alphabet-chain':
      return alphabetChainMoved(state, text);
    case 'twenty-questions':
      return twentyQuestionsMoved(state, text);
    case 'prompt-detective':
      return promptDetectiveMoved(state, text);
    case 'riddles':
      return riddlesMoved(state);
    case 'beekeeping':
      return beekeepingMoved(state, text);
    case 'bee-story':
    case 'dragon-story':
      return storyMoved(state, text);
  }
}

/** The state after the mentor's reply (markers read, counters moved on, the end detected). */
export function gameReplied(state: GameState, reply: string): GameState {
  switch (state.type) {
    case 'opposites':
      return oppositesReplied(state, reply);
    case 'alphabet-chain':
      return alphabetChainReplied(state, reply);
    case 'twenty-questions':
      return twentyQuestionsReplied(state, reply);
    case 'prompt-detective':
      return promptDetectiveReplied(state, reply);
    case 'riddles':
      return riddlesReplied(state, reply);
    case 'beekeeping':
      return beekeepingReplied(state, reply);
    case 'bee-story':
    case 'dragon-story':
      return storyReplied(state, reply);
  }
}

/** A reply as the child sees it: without the game marker. */
export function gameReplyText(reply: string): string {
  return gameMarkerStrip(reply);
}

/**
 * The rules for a model that does not know the game (an OpenAI-compatible provider); the builtin
 * mentor plays from the game data instead.
 */
export function gameInstructions(state: GameState): string {
  switch (state.type) {
    case 'opposites':
      return 'We are playing Opposites. The child says a word; reply with its opposite in one cheerful sentence, then invite the next word.';
    case 'alphabet-chain':
      return `We are playing Alphabet Chain. Say one child-friendly word starting with ${state.currentLetter}, then ask for a word starting with the next letter.`;
    case 'twenty-questions':
      return state.secret === null
        ? 'We are playing Twenty Questions. Think of a child-friendly object, invite yes/no questions, and end your reply with "I\'m thinking of a <object>" so the game can keep score.'
        : `We are playing Twenty Questions. The secret is "${state.secret}". Answer yes or no truthfully; ${state.questionsLeft} questions are left.${state.finalGuess ? ' This is the final guess: say whether it is right and reveal the secret.' : ''}`;
    case 'prompt-detective':
      return state.scenarioId === null
        ? `We are playing Prompt Detective (${state.variant}). Present a task and four prompts labelled A-D; exactly one is clearly best.`
        : 'Reveal the best option of the last case ("the best prompt is X"), explain why, then present a new case with options A-D.';
    case 'riddles':
      return 'We are playing Riddles. Say whether the answer is correct, give the answer, then ask a new child-friendly riddle.';
    case 'beekeeping':
      return `You are a friendly beekeeping mentor for children. Topics already covered: ${state.coveredTopics.join(', ') || 'none'}.`;
    case 'bee-story':
    case 'dragon-story':
      return `We are telling a gentle five-chapter ${state.type === 'bee-story' ? 'bee' : 'dragon'} story. Chapter ${Math.min(5, state.progress + 1)} of 5 follows the child's choice; end with two choices unless it is chapter 5.`;
  }
}

/** The game fields of a `POST /api/chat` for this state (SPEC §7); the history stays in the browser. */
export function gameRequestFields(state: GameState): GameRequestFields {
  const data: Record<string, unknown> = { ...state };
  delete data['history'];
  return { gameMode: true, gameType: state.type, gameInstructions: gameInstructions(state), gameData: data };
}

/** One line of a game's status panel. */
export interface GameStatusItem {
  label: string;
  value: string;
}

/** What the game screen shows beside the chat: letter and turn, questions left, round and score, chapter. */
export function gameStatus(state: GameState): GameStatusItem[] {
  switch (state.type) {
    case 'opposites':
      return [
        { label: 'Words played', value: String(state.usedWords.length) },
        { label: 'Opposites found', value: String(state.found) },
      ];
    case 'alphabet-chain':
      return [
        { label: 'Letter', value: state.currentLetter },
        { label: 'Turn', value: state.turn === 'user' ? 'Yours' : "Mentor's" },
        { label: 'Words played', value: String(state.usedWords.length) },
      ];
    case 'twenty-questions':
      return [
        { label: 'Questions left', value: String(state.questionsLeft) },
        { label: 'Status', value: state.outcome === 'won' ? 'You won!' : state.outcome === 'lost' ? 'Game over' : state.questionsLeft === 0 ? 'Final guess' : 'Playing' },
      ];
    case 'prompt-detective':
      return [
        { label: 'Round', value: String(state.round) },
        { label: 'Score', value: `${state.score} of ${state.totalQuestions}` },
      ];
    case 'riddles':
      return [
        { label: 'Riddles answered', value: String(state.round) },
        { label: 'Score', value: `${state.score} of ${state.round}` },
      ];
    case 'beekeeping':
      return [
        { label: 'Questions asked', value: String(state.progress) },
        { label: 'Topics covered', value: String(state.coveredTopics.length) },
      ];
    case 'bee-story':
    case 'dragon-story':
      return [{ label: 'Chapter', value: `${state.progress} of 5` }];
  }
}

/** What the builtin mentor needs for a game turn. */
export interface GameMentorTurn {
  gameType: string;
  gameData: Record<string, unknown>;
  message: string;
  contentMode: GameContentMode;
  /** More variety for the picks, besides the game data (with its game id) and the message; may be ''. */
  seed: string;
}

/**
 * The builtin mentor's reply to a game turn (with its marker), or null when the game type is not
 * one of Grove's. The opening is the turn whose game data says the game has not started.
 */
export function gameMentorMove(turn: GameMentorTurn): string | null {
  const input: GameMentorInput = {
    message: turn.message,
    data: turn.gameData,
    contentMode: turn.contentMode,
    opening: turn.gameData['started'] !== true,
    seed: `${turn.seed}|${JSON.stringify(turn.gameData)}|${turn.message}`,
  };
  switch (turn.gameType) {
    case 'opposites':
      return oppositesMentorMove(input);
    case 'alphabet-chain':
      return alphabetChainMentorMove(input);
    case 'twenty-questions':
      return twentyQuestionsMentorMove(input);
    case 'prompt-detective':
      return promptDetectiveMentorMove(input);
    case 'riddles':
      return riddlesMentorMove(input);
    case 'beekeeping':
      return beekeepingMentorMove(input);
    case 'bee-story':
    case 'dragon-story':
      return storyMentorMove(turn.gameType, input);
    default:
      return null;
  }
}
