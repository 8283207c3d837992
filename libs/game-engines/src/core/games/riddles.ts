import type { GameContentMode, Riddle } from '../content/contentTypes';
import { RIDDLES } from '../content/riddles';
import { gameMarkerEncode, gameMarkerRead } from '../gameMarker';
import { GAME_MESSAGES } from '../gameMessages';
import { gamePick, gameWords } from '../gameText';
import type { GameMoveCheck, RiddlesState } from '../gameTypes';
import { gameDataString, gameDataStrings, type GameMentorInput } from './gameMentorInput';

const MODE_RANK: Record<GameContentMode, number> = { G: 0, PG: 1, FULL: 2 };

/** The riddles that fit a content mode: G riddles for everyone, PG from ages 9, FULL for adults. */
export function riddlesFor(mode: GameContentMode): Riddle[] {
  return RIDDLES.filter((riddle) => MODE_RANK[riddle.mode] <= MODE_RANK[mode]);
}

/** A new game of riddles. */
export function riddlesStart(id: string): RiddlesState {
  return { type: 'riddles', id, started: false, finished: false, round: 0, usedRiddles: [], currentRiddle: null, score: 0, lastCorrect: null };
}

/** SPEC §5: an empty answer gives SPEC's message. */
export function riddlesCheck(_state: RiddlesState, input: unknown): GameMoveCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  return text === '' ? { ok: false, message: GAME_MESSAGES.emptyRiddleAnswer } : { ok: true, text };
}

/** An answer is a move. */
export function riddlesMoved(state: RiddlesState): RiddlesState {
  return { ...state, round: state.round + 1 };
}

/** The mentor judged the answer and asked a new riddle (SPEC §4: used riddles are tracked). */
export function riddlesReplied(state: RiddlesState, reply: string): RiddlesState {
  const marker = gameMarkerRead(reply);
  const next = typeof marker?.['riddleId'] === 'string' ? marker['riddleId'] : null;
  const usedRiddles = next && !state.usedRiddles.includes(next) ? [...state.usedRiddles, next] : state.usedRiddles;
  if (!state.started) return { ...state, started: true, currentRiddle: next, usedRiddles };
  const correct = typeof marker?.['correct'] === 'boolean' ? marker['correct'] : /\b(?:correct|right|you got it)\b/i.test(reply) && !/\bnot (?:quite|correct|right)\b/i.test(reply);
  return { ...state, currentRiddle: next, usedRiddles, score: state.score + (correct ? 1 : 0), lastCorrect: correct };
}

/** Whether an answer names one of the riddle's answers (plural and "a/an/the" allowed). */
export function riddleAnswered(riddle: Riddle, answer: string): boolean {
  const said = ` ${gameWords(answer).join(' ')} `;
  return riddle.answers.some((accepted) => {
    const words = gameWords(accepted).join(' ');
    return said.includes(` ${words} `) || said.includes(` ${words}s `) || said.includes(` ${words}es `);
  });
}

/** The builtin mentor's move: judge the answer to the riddle asked, then ask one not used yet. */
export function riddlesMentorMove({ message, data, contentMode, opening, seed }: GameMentorInput): string {
  const pool = riddlesFor(contentMode);
  const used = new Set(gameDataStrings(data, 'usedRiddles'));
  const fresh = pool.filter((riddle) => !used.has(riddle.id));
  const next = gamePick(fresh.length > 0 ? fresh : pool, seed);
  if (!next) return 'I have run out of riddles!';
  const ask = `Here's a riddle: **${next.question}**`;
  if (opening) return `Let's play Riddles! I ask, you answer. ${ask} ${gameMarkerEncode({ riddleId: next.id })}`;
  const asked = RIDDLES.find((riddle) => riddle.id === gameDataString(data, 'currentRiddle', ''));
  if (!asked) return `${ask} ${gameMarkerEncode({ riddleId: next.id })}`;
  const correct = riddleAnswered(asked, message);
  const verdict = correct ? `Correct! The answer is **${asked.answers[0]}**. Great thinking!` : `Not quite! The answer is **${asked.answers[0]}**. That one was tricky!`;
  return `${verdict}\n\nNext one. ${ask} ${gameMarkerEncode({ correct, riddleId: next.id })}`;
}
