import type { GameContentMode, PromptDetectiveScenario } from '../content/contentTypes';
import { PROMPT_DETECTIVE_SCENARIOS } from '../content/promptDetectiveScenarios';
import { gameMarkerEncode, gameMarkerRead } from '../gameMarker';
import { GAME_MESSAGES } from '../gameMessages';
import { gamePick } from '../gameText';
import type { GameMoveCheck, PromptDetectiveState, PromptDetectiveVariant } from '../gameTypes';
import { gameDataString, gameDataStrings, type GameMentorInput } from './gameMentorInput';

/** SPEC §4: the options of a scenario. */
export const PROMPT_DETECTIVE_OPTIONS = ['A', 'B', 'C', 'D'] as const;

/** SPEC §4: the educational variant is rated PG, the professional one FULL. */
export const PROMPT_DETECTIVE_RATING: Record<PromptDetectiveVariant, GameContentMode> = { educational: 'PG', professional: 'FULL' };

/** A new game of the variant. */
export function promptDetectiveStart(id: string, variant: PromptDetectiveVariant): PromptDetectiveState {
  return { type: 'prompt-detective', id, variant, started: false, finished: false, round: 1, usedSelections: [], usedScenarios: [], scenarioId: null, totalQuestions: 0, score: 0, lastCorrect: null };
}

/** SPEC §5: A, B, C or D (any case, a trailing dot or bracket allowed); not text → the valid-option message. */
export function promptDetectiveCheck(_state: PromptDetectiveState, input: unknown): GameMoveCheck {
  if (typeof input !== 'string') return { ok: false, message: GAME_MESSAGES.invalidOption };
  const choice = /^\s*\(?([a-d])[.)!]?\s*$/i.exec(input)?.[1]?.toUpperCase();
  return choice ? { ok: true, text: choice } : { ok: false, message: GAME_MESSAGES.chooseOption };
}

/** The pick is recorded with the scenario it answers. */
export function promptDetectiveMoved(state: PromptDetectiveState, text: string): PromptDetectiveState {
  return { ...state, usedSelections: [...state.usedSelections, text.trim().toUpperCase()] };
}

/**
 * The mentor revealed the best option and showed a new scenario: the round, total and score move on
 * (from the marker; without one, from "the best (prompt|option) is X").
 */
export function promptDetectiveReplied(state: PromptDetectiveState, reply: string): PromptDetectiveState {
  const marker = gameMarkerRead(reply);
  const next = typeof marker?.['scenarioId'] === 'string' ? marker['scenarioId'] : null;
  const usedScenarios = next && !state.usedScenarios.includes(next) ? [...state.usedScenarios, next] : state.usedScenarios;
  if (!state.started) return { ...state, started: true, scenarioId: next, usedScenarios };
  const pick = state.usedSelections[state.usedSelections.length - 1] ?? '';
  const best = typeof marker?.['best'] === 'string' ? marker['best'] : (/best (?:prompt|option|choice|answer) (?:is|was) \**\(?([A-D])\b/i.exec(reply)?.[1]?.toUpperCase() ?? null);
  const correct = best !== null && best === pick;
  return {
    ...state,
    scenarioId: next,
    usedScenarios,
    totalQuestions: state.totalQuestions + 1,
    round: state.round + 1,
    score: state.score + (correct ? 1 : 0),
    lastCorrect: best === null ? null : correct,
  };
}

function scenarioText(scenario: PromptDetectiveScenario): string {
  const options = scenario.options.map((option, index) => `**${PROMPT_DETECTIVE_OPTIONS[index]}.** ${option}`).join('\n\n');
  return `**Case:** ${scenario.situation}\n\nWhich prompt would get the most helpful answer?\n\n${options}\n\nAnswer with A, B, C or D.`;
}

/**
 * The builtin mentor's move: the opening presents a scenario; later turns reveal the best option of
 * the scenario answered, explain it, and present a new one (SPEC §4).
 */
export function promptDetectiveMentorMove({ message, data, opening, seed }: GameMentorInput): string {
  const variant: PromptDetectiveVariant = gameDataString(data, 'variant', 'educational') === 'professional' ? 'professional' : 'educational';
  const used = new Set(gameDataStrings(data, 'usedScenarios'));
  const pool = PROMPT_DETECTIVE_SCENARIOS.filter((scenario) => scenario.variant === variant);
  const fresh = pool.filter((scenario) => !used.has(scenario.id));
  const next = gamePick(fresh.length > 0 ? fresh : pool, seed);
  if (!next) return 'I have no cases to show right now.';
  if (opening) {
    return `Welcome, Prompt Detective! I'll show you a case and four prompts someone could give an AI. Your job: find the best one.\n\n${scenarioText(next)} ${gameMarkerEncode({ scenarioId: next.id })}`;
  }
  const answered = pool.find((scenario) => scenario.id === gameDataString(data, 'scenarioId', ''));
  if (!answered) return `Let's look at a new case.\n\n${scenarioText(next)} ${gameMarkerEncode({ scenarioId: next.id })}`;
  const pick = /^\s*\(?([a-d])/i.exec(message)?.[1]?.toUpperCase() ?? '';
  const correct = pick === answered.best;
  const verdict = correct ? `Well spotted! **${answered.best}** is the best prompt.` : `Good thinking, but the best prompt is **${answered.best}**.`;
  return `${verdict} ${answered.explanation}\n\nNext case!\n\n${scenarioText(next)} ${gameMarkerEncode({ best: answered.best, correct, scenarioId: next.id })}`;
}
