import { THEME_GUIDES } from './content/guides';
import { guidedThemeIs } from './guidedCatalog';
import type { GuidedTheme } from './guidedTypes';

/** The game-type of a guided conversation's chat request: `guided-<theme>` (SPEC §7 game fields carry it). */
export const GUIDED_GAME_TYPE_PREFIX = 'guided-';

/** The `gameType` a guided conversation sends for its theme. */
export function guidedGameType(theme: GuidedTheme): string {
  return `${GUIDED_GAME_TYPE_PREFIX}${theme}`;
}

/** The theme a `gameType` names, or null when it is not a guided conversation. */
export function guidedThemeOfGameType(gameType: string): GuidedTheme | null {
  if (!gameType.startsWith(GUIDED_GAME_TYPE_PREFIX)) return null;
  const theme = gameType.slice(GUIDED_GAME_TYPE_PREFIX.length);
  return guidedThemeIs(theme) ? theme : null;
}

/** The preference a theme's guide varies by, from the state, or null. */
function preferenceOf(theme: GuidedTheme, data: Record<string, unknown>): string | null {
  const key = { 'outdoor-trip': 'tripType', hiking: 'hikingPreference', 'city-outing': 'outingPreference', meditation: 'meditationType' }[theme as string];
  if (!key) return null;
  const value = data[key];
  return typeof value === 'string' ? value : null;
}

/** Whether a theme asks for a preference before it can guide. */
function themeHasPreference(theme: GuidedTheme): boolean {
  return theme === 'outdoor-trip' || theme === 'hiking' || theme === 'city-outing' || theme === 'meditation';
}

/**
 * Where the person is, in words for a sentence: "the Denver area" from "I live in the Denver area",
 * else "where you live".
 */
export function guidedPlaceOf(location: string | null): string {
  if (!location) return 'where you live';
  const found = /\b(?:in|near|around|by)\s+((?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*(?:\s+(?:area|city|town))?)/.exec(location);
  return found?.[1] ?? 'where you live';
}

/** What the builtin mentor needs for a guided turn: the state the browser sent (after the person's message). */
export interface GuidedMentorTurn {
  gameType: string;
  gameData: Record<string, unknown>;
  message: string;
}

/**
 * The builtin mentor's reply in a guided conversation, or null when the turn is not one: the theme
 * guide's step for this message (its count is the progress), in the variant of the preference the
 * person chose — asking for the preference first while it is unknown — then recaps that move on.
 */
export function guidedMentorMove(turn: GuidedMentorTurn): string | null {
  const theme = guidedThemeOfGameType(turn.gameType);
  if (theme === null) return null;
  const guide = THEME_GUIDES[theme];
  const progress = typeof turn.gameData['progress'] === 'number' ? Math.max(1, Math.floor(turn.gameData['progress'])) : 1;
  const preference = preferenceOf(theme, turn.gameData);
  const location = typeof turn.gameData['userLocation'] === 'string' ? turn.gameData['userLocation'] : null;
  // The messages answered by asking for the preference; the guide's steps count from the one that named it.
  const asked = typeof turn.gameData['guideAsked'] === 'number' ? Math.max(0, Math.floor(turn.gameData['guideAsked'])) : 0;
  if (themeHasPreference(theme) && preference === null) return guide.ask;
  const index = progress - 1 - asked;
  const step = guide.steps[index];
  const text = step ? (step[preference ?? 'any'] ?? step['any'] ?? '') : (guide.closings[(index - guide.steps.length) % guide.closings.length] ?? '');
  return text.replace(/\{place\}/g, guidedPlaceOf(location));
}
