import { OPPOSITE_PAIRS } from '../content/oppositePairs';
import { gameMarkerEncode, gameMarkerRead } from '../gameMarker';
import { GAME_MESSAGES } from '../gameMessages';
import { gameFirstWord, gamePick } from '../gameText';
import type { GameMoveCheck, OppositesState } from '../gameTypes';
import type { GameMentorInput } from './gameMentorInput';

/** A new game of opposites. */
export function oppositesStart(id: string): OppositesState {
  return { type: 'opposites', id, started: false, finished: false, round: 0, usedWords: [], found: 0 };
}

/** SPEC §4/§5: a word already used, in any case, is refused with SPEC's message. */
export function oppositesCheck(state: OppositesState, input: unknown): GameMoveCheck {
  const word = typeof input === 'string' ? gameFirstWord(input) : '';
  if (word === '') return { ok: false, message: GAME_MESSAGES.emptyWord };
  if (state.usedWords.includes(word)) return { ok: false, message: GAME_MESSAGES.repeatedWord(word) };
  return { ok: true, text: typeof input === 'string' ? input.trim() : word };
}

/** The child's word is used from now on. */
export function oppositesMoved(state: OppositesState, text: string): OppositesState {
  return { ...state, round: state.round + 1, usedWords: [...state.usedWords, gameFirstWord(text)] };
}

/** The mentor answered: counts a found opposite (from the marker, or from "the opposite of x is y"). */
export function oppositesReplied(state: OppositesState, reply: string): OppositesState {
  if (!state.started) return { ...state, started: true };
  const marker = gameMarkerRead(reply);
  const found = marker ? typeof marker['opposite'] === 'string' : /opposite of \W*\w+\W* is \W*\w+/i.test(reply);
  return { ...state, found: state.found + (found ? 1 : 0) };
}

/** The opposite of a word from the bank, both ways, or null. */
export function oppositeOf(word: string): string | null {
  const key = word.toLowerCase();
  for (const pair of OPPOSITE_PAIRS) {
    if (pair.a === key) return pair.b;
    if (pair.b === key) return pair.a;
  }
  return null;
}

/** The builtin mentor's move: the opposite of the child's word, or a friendly "I don't know that one". */
export function oppositesMentorMove({ message, opening, seed }: GameMentorInput): string {
  const examples = [0, 1, 2].map((i) => gamePick(OPPOSITE_PAIRS, `${seed}:${i}`)?.a ?? 'big');
  if (opening) {
    return `Let's play Opposites! Say any word and I will tell you its opposite. Try a word like **${examples[0]}**, **${examples[1]}** or **${examples[2]}**.`;
  }
  const word = gameFirstWord(message);
  const opposite = oppositeOf(word);
  if (opposite === null) {
    return `Hmm, I don't know an opposite for "${word}". Try a word like **${examples[0]}** or **${examples[1]}**! ${gameMarkerEncode({ opposite: null })}`;
  }
  return `The opposite of **${word}** is **${opposite}**! What's your next word? ${gameMarkerEncode({ opposite })}`;
}
