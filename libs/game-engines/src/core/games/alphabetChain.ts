import { ALPHABET_WORDS } from '../content/alphabetWords';
import { gameMarkerEncode, gameMarkerRead } from '../gameMarker';
import { GAME_MESSAGES } from '../gameMessages';
import { gameFirstWord, gamePick, gameWords } from '../gameText';
import type { AlphabetChainState, GameMoveCheck } from '../gameTypes';
import { gameDataString, gameDataStrings, type GameMentorInput } from './gameMentorInput';

/** SPEC §4: the letter after `letter`, A to Z, then back to A. */
export function alphabetNextLetter(letter: string): string {
  const code = letter.toUpperCase().charCodeAt(0);
  if (code < 65 || code >= 90) return 'A';
  return String.fromCharCode(code + 1);
}

/** SPEC §4: a new chain starts at A with the AI's turn. */
export function alphabetChainStart(id: string): AlphabetChainState {
  return { type: 'alphabet-chain', id, started: false, finished: false, round: 0, currentLetter: 'A', turn: 'ai', usedWords: [] };
}

/** A child's word: on their turn, starting with the current letter, not used before (SPEC §5). */
export function alphabetChainCheck(state: AlphabetChainState, input: unknown): GameMoveCheck {
  if (state.turn !== 'user') return { ok: false, message: GAME_MESSAGES.notYourTurn };
  const word = typeof input === 'string' ? gameFirstWord(input) : '';
  if (word === '') return { ok: false, message: GAME_MESSAGES.emptyChainWord(state.currentLetter) };
  if (state.usedWords.includes(word)) return { ok: false, message: GAME_MESSAGES.repeatedWord(word) };
  if (word[0]?.toUpperCase() !== state.currentLetter) return { ok: false, message: GAME_MESSAGES.wrongLetter(word, state.currentLetter) };
  return { ok: true, text: word };
}

/** The child's word counts: the letter moves on and it is the AI's turn. */
export function alphabetChainMoved(state: AlphabetChainState, text: string): AlphabetChainState {
  return {
    ...state,
    round: state.round + 1,
    usedWords: [...state.usedWords, gameFirstWord(text)],
    currentLetter: alphabetNextLetter(state.currentLetter),
    turn: 'ai',
  };
}

/**
 * The AI played its word (the marker's, else the reply's first word on the current letter): it is
 * used, the letter moves on and it is the child's turn.
 */
export function alphabetChainReplied(state: AlphabetChainState, reply: string): AlphabetChainState {
  if (state.turn !== 'ai') return { ...state, started: true };
  const marked = gameMarkerRead(reply)?.['word'];
  const word = typeof marked === 'string' ? marked : (gameWords(reply).find((candidate) => candidate[0]?.toUpperCase() === state.currentLetter) ?? '');
  return {
    ...state,
    started: true,
    usedWords: word && !state.usedWords.includes(word) ? [...state.usedWords, word] : state.usedWords,
    currentLetter: alphabetNextLetter(state.currentLetter),
    turn: 'user',
  };
}

/** The builtin mentor's move: an unused word on the current letter, then the child's letter. */
export function alphabetChainMentorMove({ message, data, opening, seed }: GameMentorInput): string {
  const letter = gameDataString(data, 'currentLetter', 'A').toUpperCase().slice(0, 1) || 'A';
  const used = new Set(gameDataStrings(data, 'usedWords'));
  const words = (ALPHABET_WORDS[letter] ?? []).filter((word) => !used.has(word));
  const word = gamePick(words, seed) ?? gamePick(ALPHABET_WORDS[letter] ?? ['apple'], seed) ?? 'apple';
  const next = alphabetNextLetter(letter);
  const theirs = gameFirstWord(message);
  const intro = opening
    ? "Let's play Alphabet Chain! I go first, then you, and each word starts with the next letter of the alphabet. "
    : theirs
      ? `**${theirs[0]?.toUpperCase()}${theirs.slice(1)}**, nice one! `
      : '';
  const wrap = letter === 'Z' ? ' We made it all the way to Z, so we start again at A!' : '';
  return `${intro}My word is **${word}**.${wrap} Your turn: a word that starts with **${next}**. ${gameMarkerEncode({ word })}`;
}
