import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ChatReply } from '@grove/api-contract';
import { gameStatus, type GameContentMode, type GameState, type GameStatusItem, type GameType, type PromptDetectiveVariant } from '../index';
import { gameControllerCreate } from './gameController';
import { gameRecordKey, gameStoreBrowser, type GameEntry, type GameStore } from './gameStore';
import type { GameTransport } from './gameTransport';

/** Options of {@link useGame}. */
export interface UseGameOptions {
  type: GameType;
  /** Prompt detective's variant (educational by default). */
  variant?: PromptDetectiveVariant;
  /** Whose games these are: `{uid}_{childId | 'parent' | 'solo'}`, or `trial`. */
  profileKey: string;
  /** The request's `userId`: the account's uid (also for a child), or `trial_user`. */
  userId: string;
  transport: GameTransport;
  /** The content mode to ask for; the server may only make it stricter. */
  contentMode?: GameContentMode;
  /** Where games are saved; this browser's IndexedDB by default. */
  store?: GameStore;
  /** Makes fresh ids (game ids, entry ids and client message ids); `crypto.randomUUID` by default. */
  newId?: () => string;
  /** Called after each reply the server may have charged (null for a stopped one). */
  onCharged?: (reply: ChatReply | null) => void;
}

/** What {@link useGame} gives a game screen. */
export interface UseGameResult {
  state: GameState;
  entries: GameEntry[];
  /** The status panel's lines (`gameStatus`). */
  status: GameStatusItem[];
  /** A reply is on its way. */
  busy: boolean;
  /** Why the last move was not sent (SPEC §5's message), or null. */
  error: string | null;
  /** The saved game has been looked for. */
  ready: boolean;
  /** Sends the opening message. */
  start(): void;
  /** Checks and sends a move; false when it was not sent (the composer keeps the text). */
  send(text: string): boolean;
  stop(): void;
  /** Sends the move whose reply failed again. */
  retry(): void;
  /** Starts afresh and deletes the saved game. */
  newGame(): void;
}

/** The transport and callback of the latest render, for a controller that outlives renders. */
function gameLinksCreate(transport: GameTransport, onCharged: UseGameOptions['onCharged']) {
  let latest = { transport, onCharged };
  return {
    transport: { send: (...args: Parameters<GameTransport['send']>) => latest.transport.send(...args) } satisfies GameTransport,
    onCharged: (reply: ChatReply | null) => latest.onCharged?.(reply),
    update(nextTransport: GameTransport, nextOnCharged: UseGameOptions['onCharged']) {
      latest = { transport: nextTransport, onCharged: nextOnCharged };
    },
  };
}

function browserId(): string {
  return crypto.randomUUID();
}

function clockNow(): number {
  return Date.now();
}

/**
 * One game of one profile: creates the game controller once per saved-game key and reads it with
 * `useSyncExternalStore`. The saved game of `{profileKey}:{type}[:variant]` is loaded (else a fresh one
 * starts); every change is saved (the last 200 entries, SPEC §9). Moves are checked by the core
 * (SPEC §5) before anything is sent.
 */
export function useGame(options: UseGameOptions): UseGameResult {
  const { type, variant, profileKey, userId, contentMode } = options;
  const store = options.store ?? null;
  const newId = options.newId ?? browserId;
  const key = gameRecordKey(profileKey, type, variant);
  // The controller lives as long as its key; the transport and the callback may change identity
  // between renders, so it reaches the latest through links updated after each render.
  const [links] = useState(() => gameLinksCreate(options.transport, options.onCharged));
  useEffect(() => {
    links.update(options.transport, options.onCharged);
  });

  const controller = useMemo(
    () =>
      gameControllerCreate({
        type,
        variant,
        key,
        userId,
        contentMode,
        store: store ?? gameStoreBrowser(),
        newId,
        now: clockNow,
        transport: links.transport,
        onCharged: links.onCharged,
      }),
    [type, variant, key, userId, contentMode, store, newId, links],
  );

  useEffect(() => {
    void controller.load();
    return () => controller.dispose();
  }, [controller]);

  const view = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const status = useMemo(() => gameStatus(view.state), [view.state]);
  return useMemo(
    () => ({
      ...view,
      status,
      start: controller.start,
      send: controller.send,
      stop: controller.stop,
      retry: controller.retry,
      newGame: controller.newGame,
    }),
    [view, status, controller],
  );
}
