import { guidedGameType } from './guidedMentor';
import { guidedInstructions, guidedStart, guidedStateNamed } from './guidedState';
import { guidedPreferencesApply } from './guidedPreferences';
import type { GuidedState } from './guidedTypes';

/** What a guided conversation adds to `POST /api/chat` (SPEC §7's game fields carry it). */
export interface GuidedRequestFields {
  gameMode: true;
  gameType: string;
  gameInstructions: string;
  gameData: Record<string, unknown>;
}

/**
 * How many of the person's messages came before the one that set the theme's preference (they were
 * answered by asking for it); 0 when the first did, or for a theme without one.
 */
export function guidedAskedCount(state: GuidedState): number {
  let replay = guidedStart(state.theme, 0);
  let count = 0;
  for (const entry of state.conversationHistory) {
    if (entry.role !== 'user') continue;
    replay = guidedPreferencesApply(replay, entry.content);
    const chosen = replay.tripType ?? replay.hikingPreference ?? replay.outingPreference ?? replay.meditationType;
    const needs = state.theme === 'outdoor-trip' || state.theme === 'hiking' || state.theme === 'city-outing' || state.theme === 'meditation';
    if (!needs || chosen !== null) return count;
    count += 1;
  }
  return count;
}

/**
 * The game fields of a guided reply's request: `gameType` `guided-<theme>`, the instruction text
 * with the last 2 exchanges, and the state under SPEC §3's names without the history (the browser
 * keeps it), plus `progress` and `guideAsked` for the builtin guide.
 */
export function guidedRequestFields(state: GuidedState): GuidedRequestFields {
  const data = guidedStateNamed(state);
  delete data['conversationHistory'];
  return {
    gameMode: true,
    gameType: guidedGameType(state.theme),
    gameInstructions: guidedInstructions(state),
    gameData: { ...data, progress: state.progress, guideAsked: guidedAskedCount(state) },
  };
}
