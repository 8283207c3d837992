/**
 * @grove/game-engines/react — the React binding of Grove's games: `useGame` (one game of one profile,
 * saved in this browser), the game transport it sends through, the browser's game data store, and the
 * game screens' parts (chooser, board, status panel). Import '@grove/game-engines/styles.css' once for
 * the styles.
 */
export { useGame, type UseGameOptions, type UseGameResult } from './useGame';
export {
  GAME_CONTEXT_EXCHANGES,
  GAME_INTERRUPTED_TEXT,
  GAME_RETRY_FIRST_TEXT,
  GAME_STOPPED_TEXT,
  gameControllerCreate,
  type GameController,
  type GameControllerDeps,
  type GameView,
} from './gameController';
export type { GameSendCall, GameSendResult, GameTransport } from './gameTransport';
export {
  GAME_STORE_DB_NAME,
  GAME_STORE_MAX_ENTRIES,
  gameRecordCapped,
  gameRecordKey,
  gameStoreBrowser,
  gameStoreIndexedDb,
  gameStoreMemory,
  type GameEntry,
  type GameRecord,
  type GameStore,
} from './gameStore';
export { GameChooser, GAME_CHOOSER_GROUPS, GAME_RATING_TEXT, type GameChooserProps } from './GameChooser';
export { GameBoard, GAME_THINKING_TEXT, gameHintText, type GameBoardGame, type GameBoardProps } from './GameBoard';
export { GameStatusPanel, gameOutcomeText, type GameStatusPanelProps } from './GameStatusPanel';
export { GameMessageText, type GameMessageTextProps } from './GameMessageText';
