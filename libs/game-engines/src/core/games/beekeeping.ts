import { BEEKEEPING_FACTS, BEEKEEPING_KEYWORDS } from '../content/beekeepingFacts';
import { gameMarkerStrip } from '../gameMarker';
import { GAME_MESSAGES } from '../gameMessages';
import { gamePick, gameWords } from '../gameText';
import type { BeekeepingState, GameMoveCheck } from '../gameTypes';
import { gameDataStrings, type GameMentorInput } from './gameMentorInput';

/** A new talk with the beekeeping mentor. */
export function beekeepingStart(id: string): BeekeepingState {
  return { type: 'beekeeping', id, started: false, finished: false, round: 0, history: [], coveredTopics: [], progress: 0 };
}

/** Any question or thought will do; an empty one is asked for again. */
export function beekeepingCheck(_state: BeekeepingState, input: unknown): GameMoveCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  return text === '' ? { ok: false, message: GAME_MESSAGES.emptyBeeQuestion } : { ok: true, text };
}

/** SPEC §4: the child's message joins the history and adds one to progress. */
export function beekeepingMoved(state: BeekeepingState, text: string): BeekeepingState {
  return { ...state, round: state.round + 1, progress: state.progress + 1, history: [...state.history, { role: 'user', content: text }] };
}

/** The beekeeping keywords a text mentions (case-insensitive, whole words or phrases, also in the plural). */
export function beekeepingKeywordsIn(text: string): string[] {
  const said = ` ${gameWords(text).join(' ')} `;
  return BEEKEEPING_KEYWORDS.filter((keyword) => {
    const words = gameWords(keyword).join(' ');
    return said.includes(` ${words} `) || said.includes(` ${words}s `) || said.includes(` ${words}es `);
  });
}

/** SPEC §4: the reply joins the history and the keywords it mentions become covered topics, without duplicates. */
export function beekeepingReplied(state: BeekeepingState, reply: string): BeekeepingState {
  const shown = gameMarkerStrip(reply);
  const covered = [...state.coveredTopics];
  for (const keyword of beekeepingKeywordsIn(shown)) if (!covered.includes(keyword)) covered.push(keyword);
  return { ...state, started: true, history: [...state.history, { role: 'ai', content: shown }], coveredTopics: covered };
}

/**
 * The builtin mentor's move: the fact the question asks about (by its keywords), else one whose
 * topics are not covered yet, with a question to keep the child going.
 */
export function beekeepingMentorMove({ message, data, opening, seed }: GameMentorInput): string {
  const covered = new Set(gameDataStrings(data, 'coveredTopics'));
  const asked = new Set(beekeepingKeywordsIn(message));
  const matching = BEEKEEPING_FACTS.filter((fact) => fact.keywords.some((keyword) => asked.has(keyword)));
  const fresh = BEEKEEPING_FACTS.filter((fact) => !fact.keywords.some((keyword) => covered.has(keyword)));
  const fact = matching[0] ?? gamePick(fresh.length > 0 ? fresh : BEEKEEPING_FACTS, seed);
  if (!fact) return 'Bees are amazing! Ask me anything about them.';
  if (opening) return `Hello, young beekeeper! I'm your beekeeping mentor. Let's start with something amazing: ${fact.text} ${fact.followUp}`;
  const lead = matching.length > 0 ? 'Great question!' : "Here's something else bees do.";
  return `${lead} ${fact.text} ${fact.followUp}`;
}
