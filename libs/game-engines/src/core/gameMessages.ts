/**
 * What a game says when a move cannot be sent. The SPEC §5 messages are word for word; where SPEC
 * gives none, the words are written for a child.
 */
export const GAME_MESSAGES = {
  /** SPEC §5 (opposites and alphabet chain). */
  repeatedWord: (word: string): string => `You already used "${word}". Try a different word!`,
  /** SPEC §5 twenty questions. */
  emptyQuestion: 'Please ask a question.',
  /** SPEC §5 twenty questions. */
  notYesNoQuestion: 'Please ask a yes/no question. For example: "Is it alive?" or "Is it bigger than a car?"',
  /** SPEC §5 twenty questions. */
  repeatedQuestion: 'You already asked that question. Try a different one!',
  /** SPEC §5 prompt detective. */
  chooseOption: 'Please select A, B, C, or D.',
  /** SPEC §5 prompt detective, a choice that is not text ("a valid-option message"). */
  invalidOption: 'Please choose one of the options: A, B, C, or D.',
  /** SPEC §5 riddles. */
  emptyRiddleAnswer: 'Please provide an answer to the riddle!',
  /** SPEC §5 story. */
  emptyStoryResponse: 'Please provide a response.',
  /** Not in SPEC: an empty opposites move. */
  emptyWord: 'Please type a word.',
  /** Not in SPEC: an empty alphabet-chain move. */
  emptyChainWord: (letter: string): string => `Please type a word that starts with ${letter}.`,
  /** Not in SPEC: an alphabet-chain word on the wrong letter. */
  wrongLetter: (word: string, letter: string): string => `"${word}" does not start with ${letter}. Try a word that starts with ${letter}!`,
  /** Not in SPEC: a move while it is the mentor's turn. */
  notYourTurn: 'Wait a moment: it is my turn first!',
  /** Not in SPEC: the final guess of twenty questions, empty. */
  emptyFinalGuess: 'Please make your final guess: what am I thinking of?',
  /** Not in SPEC: an empty question to the beekeeping mentor. */
  emptyBeeQuestion: 'Please ask me something about bees.',
  /** Not in SPEC: a move after the game ended. */
  gameOver: 'This game is over. Start a new game to play again!',
  /** Not in SPEC: the game has not started yet. */
  notStarted: 'Press Start to begin the game.',
} as const;
