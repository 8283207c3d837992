import { gameStoreBrowser } from '@grove/game-engines/react';

/**
 * Deletes every game saved in this browser (SPEC §4: "Game data is cleared on profile switch, logout,
 * sign-in and child deletion").
 */
export function gameDataClear(): Promise<void> {
  return gameStoreBrowser().clearAll();
}
