import type { GameContentMode } from '../content/contentTypes';

/** What a game's builtin mentor move gets: the child's message, the game data and the mode. */
export interface GameMentorInput {
  message: string;
  /** The request's gameData: the client's game state (read defensively: it comes from the browser). */
  data: Record<string, unknown>;
  contentMode: GameContentMode;
  /** True for the game's first turn (the opening). */
  opening: boolean;
  /** A text that varies between turns and games, for varied but reproducible picks. */
  seed: string;
}

/** A string field of the game data, or the fallback. */
export function gameDataString(data: Record<string, unknown>, key: string, fallback: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : fallback;
}

/** A number field of the game data, or the fallback. */
export function gameDataNumber(data: Record<string, unknown>, key: string, fallback: number): number {
  const value = data[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A list of strings of the game data (other items dropped), or []. */
export function gameDataStrings(data: Record<string, unknown>, key: string): string[] {
  const value = data[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
