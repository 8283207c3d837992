import { CHAT_MESSAGE_MAX_CHARS, MESSAGES, type ChatHistoryEntry, type ChatReply, type ChatRequest } from '@grove/api-contract';
import {
  gameCheck,
  gameMoved,
  gameOpeningMessage,
  gameReplied,
  gameReplyText,
  gameRequestFields,
  gameStart,
  type GameContentMode,
  type GameState,
  type GameType,
  type PromptDetectiveVariant,
} from '../index';
import type { GameEntry, GameRecord, GameStore } from './gameStore';
import type { GameSendCall, GameSendResult, GameTransport } from './gameTransport';

/** Shown on a reply the child stopped; Retry asks for the mentor's move again. */
export const GAME_STOPPED_TEXT = 'You stopped the reply. Press Retry to hear the mentor’s move.';

/** Shown on a reply that was still arriving when the page was closed. */
export const GAME_INTERRUPTED_TEXT = 'The reply was interrupted. Press Retry to ask again.';

/** Shown when a new move is sent while the last one still waits for its reply after a failure. */
export const GAME_RETRY_FIRST_TEXT = 'Your last move is still waiting for the mentor. Press Retry to send it again, or start a new game.';

/**
 * How many exchanges (a move and its reply) go with a send as `localHistory`: SPEC §9 "Last 2
 * conversation entries sent as context" and §4 "includes the last 2 exchanges".
 */
export const GAME_CONTEXT_EXCHANGES = 2;

/** What a game screen shows. */
export interface GameView {
  state: GameState;
  entries: GameEntry[];
  /** A reply is on its way (Send waits; Stop shows). */
  busy: boolean;
  /** Why the last move was not sent (SPEC §5's messages), or null. */
  error: string | null;
  /** The saved game has been looked for; until then Start and Send do nothing. */
  ready: boolean;
  /**
   * The server's conversation of this game (from its first reply), sent with every later move so a
   * game is one conversation in the chat history, not one per move; null before it and on the trial.
   */
  conversationId: string | null;
}

/** What {@link gameControllerCreate} needs; every side effect is passed in. */
export interface GameControllerDeps {
  type: GameType;
  variant?: PromptDetectiveVariant;
  /** Where the game is saved (see `gameRecordKey`). */
  key: string;
  /** The request's `userId`: the account's uid (also for a child), or `trial_user`. */
  userId: string;
  /** The content mode to ask for; the server may only make it stricter (SPEC §7). */
  contentMode?: GameContentMode;
  transport: GameTransport;
  store: GameStore;
  /** A fresh id: game ids and entry ids (a user entry's id is its send's `clientMessageId`, 8–64 of `A-Za-z0-9_-`). */
  newId: () => string;
  now: () => number;
  /** Called after each reply the server may have charged (null for a stopped one), e.g. to refresh a token meter. */
  onCharged?: (reply: ChatReply | null) => void;
}

/** One game of one profile: start, send a move, stream the reply, stop, retry, start afresh. */
export interface GameController {
  getState(): GameView;
  subscribe(listener: () => void): () => void;
  /** Loads the saved game of this key (a fresh game when there is none); call again after {@link dispose}. */
  load(): Promise<void>;
  /** Sends the opening message (shown as the child's first line). */
  start(): void;
  /** Checks and sends a move; false (with `error` set, or while busy) when nothing was sent. */
  send(text: string): boolean;
  /** Stops the reply on its way. */
  stop(): void;
  /** Sends the move whose reply failed again (the move is not applied twice). */
  retry(): void;
  /** Starts afresh with a new game id and deletes the saved game. */
  newGame(): void;
  /** Stops the reply on its way and drops late answers (the screen went away). */
  dispose(): void;
}

/** A send on its way; its identity tells a late answer from the current one. */
interface Sending {
  call: GameSendCall | null;
}

function variantMatches(state: GameState, type: GameType, variant: PromptDetectiveVariant | undefined): boolean {
  if (state.type !== type) return false;
  return state.type !== 'prompt-detective' || state.variant === (variant ?? 'educational');
}

/** The `localHistory` of a send: the last answered exchanges before it, oldest first, each cut to the request's limit. */
function contextHistory(entries: readonly GameEntry[]): ChatHistoryEntry[] {
  const pairs: ChatHistoryEntry[][] = [];
  for (let i = entries.length - 1; i > 0 && pairs.length < GAME_CONTEXT_EXCHANGES; i -= 1) {
    const reply = entries[i];
    const move = entries[i - 1];
    if (!reply || !move) break;
    if (reply.role !== 'mentor' || reply.status !== 'done' || reply.text === '' || move.role !== 'user') continue;
    pairs.unshift([
      { role: 'user', content: move.text.slice(0, CHAT_MESSAGE_MAX_CHARS) },
      { role: 'assistant', content: gameReplyText(reply.text).slice(0, CHAT_MESSAGE_MAX_CHARS) },
    ]);
    i -= 1;
  }
  return pairs.flat();
}

/** Creates a {@link GameController}; the core's game functions make every change of state. */
export function gameControllerCreate(deps: GameControllerDeps): GameController {
  const { type, variant, key, store, transport } = deps;
  let view: GameView = { state: gameStart(type, deps.newId(), variant), entries: [], busy: false, error: null, ready: false, conversationId: null };
  // The send on its way; replaced or cleared by newGame and dispose, so a late answer is dropped.
  let current: Sending | null = null;
  // Bumped by load, newGame and dispose: a read that arrives after them is dropped.
  let generation = 0;
  const listeners = new Set<() => void>();

  function publish(next: Partial<GameView>, persist = true): void {
    view = { ...view, ...next };
    for (const listener of listeners) listener();
    if (persist) save();
  }

  function save(): void {
    const record: GameRecord = { state: view.state, entries: view.entries, conversationId: view.conversationId, updatedAt: deps.now() };
    store.save(key, record).catch(() => {
      // Local game data is a convenience: the game plays on when the browser cannot store it.
    });
  }

  function entryChanged(id: string, change: Partial<GameEntry>): GameEntry[] {
    return view.entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  }

  function request(move: GameEntry, before: readonly GameEntry[]): ChatRequest {
    const fields = gameRequestFields(view.state);
    return {
      message: move.text,
      userId: deps.userId,
      conversationId: view.conversationId,
      clientMessageId: move.id,
      localHistory: contextHistory(before),
      ...(deps.contentMode ? { contentMode: deps.contentMode } : {}),
      gameMode: fields.gameMode,
      gameType: fields.gameType,
      gameInstructions: fields.gameInstructions.slice(0, CHAT_MESSAGE_MAX_CHARS),
      // The state is plain data; the round trip drops undefined fields and gives the contract's JSON type.
      gameData: JSON.parse(JSON.stringify(fields.gameData)) as NonNullable<ChatRequest['gameData']>,
    };
  }

  /** Sends the user entry at `moveIndex`, whose reply goes into the mentor entry after it. */
  function dispatch(moveIndex: number): void {
    const move = view.entries[moveIndex];
    const reply = view.entries[moveIndex + 1];
    if (!move || !reply) return;
    const sending: Sending = { call: null };
    current = sending;
    publish({ busy: true });
    const call = transport.send(request(move, view.entries.slice(0, moveIndex)), {
      onToken: (text) => {
        if (current !== sending) return;
        const entry = view.entries.find((candidate) => candidate.id === reply.id);
        // Tokens are not saved one by one: the settled reply is.
        publish({ entries: entryChanged(reply.id, { text: (entry?.text ?? '') + text }) }, false);
      },
    });
    sending.call = call;
    void call.result.then(
      (result) => settle(sending, move.id, reply.id, result),
      // A transport must not reject; if one does, the move waits for Retry like any other failure.
      () => settle(sending, move.id, reply.id, { kind: 'failed', message: MESSAGES.mentorUnavailable, retryable: true }),
    );
  }

  function settle(sending: Sending, moveId: string, replyId: string, result: GameSendResult): void {
    if (current !== sending) return;
    current = null;
    if (result.kind === 'replied' && !result.reply.stopped) {
      publish({
        state: gameReplied(view.state, result.reply.response),
        entries: entryChanged(replyId, { text: gameReplyText(result.reply.response), status: 'done', error: undefined }),
        busy: false,
        conversationId: result.reply.conversationId ?? view.conversationId,
      });
      deps.onCharged?.(result.reply);
      return;
    }
    if (result.kind === 'failed') {
      publish({ entries: entryChanged(replyId, { text: '', status: 'error', error: result.message }), busy: false });
      return;
    }
    // Stopped: the server keeps a stopped reply under its clientMessageId and would replay it, so
    // Retry sends the move again under a fresh id.
    const entries = entryChanged(replyId, { text: '', status: 'error', error: GAME_STOPPED_TEXT }).map((entry) =>
      entry.id === moveId ? { ...entry, id: deps.newId() } : entry,
    );
    publish({ entries, busy: false });
    deps.onCharged?.(result.kind === 'replied' ? result.reply : null);
  }

  function failedReplyIndex(): number {
    const last = view.entries.length - 1;
    const entry = view.entries[last];
    return entry?.role === 'mentor' && entry.status === 'error' && view.entries[last - 1]?.role === 'user' ? last : -1;
  }

  function retry(): void {
    const index = failedReplyIndex();
    const reply = view.entries[index];
    if (!view.ready || view.busy || !reply) return;
    publish({ entries: entryChanged(reply.id, { text: '', status: 'streaming', error: undefined }), error: null }, false);
    dispatch(index - 1);
  }

  function begin(text: string): void {
    const move: GameEntry = { id: deps.newId(), role: 'user', text, status: 'done' };
    const reply: GameEntry = { id: deps.newId(), role: 'mentor', text: '', status: 'streaming' };
    publish({ entries: [...view.entries, move, reply], error: null }, false);
    dispatch(view.entries.length - 2);
  }

  return {
    getState: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      const mine = ++generation;
      let record: GameRecord | null = null;
      try {
        record = await store.load(key);
      } catch {
        // An unreadable store starts a fresh game.
      }
      if (mine !== generation) return;
      if (record && variantMatches(record.state, type, variant)) {
        // A reply that was still arriving when the page closed will not arrive now.
        const entries = record.entries.map((entry): GameEntry => (entry.status === 'streaming' ? { ...entry, text: '', status: 'error', error: GAME_INTERRUPTED_TEXT } : entry));
        view = { state: record.state, entries, busy: false, error: null, ready: true, conversationId: record.conversationId ?? null };
      } else {
        view = { ...view, busy: false, ready: true };
      }
      publish({}, false);
    },
    start() {
      if (!view.ready || view.busy || view.state.started) return;
      if (failedReplyIndex() >= 0) return retry();
      if (view.entries.length > 0) return;
      begin(gameOpeningMessage(view.state));
    },
    send(text) {
      if (!view.ready || view.busy) return false;
      if (failedReplyIndex() >= 0) {
        publish({ error: GAME_RETRY_FIRST_TEXT }, false);
        return false;
      }
      const check = gameCheck(view.state, text);
      if (!check.ok) {
        publish({ error: check.message }, false);
        return false;
      }
      view = { ...view, state: gameMoved(view.state, check.text) };
      begin(check.text);
      return true;
    },
    stop() {
      current?.call?.stop();
    },
    retry,
    newGame() {
      generation += 1;
      const call = current?.call;
      current = null;
      call?.stop();
      view = { state: gameStart(type, deps.newId(), variant), entries: [], busy: false, error: null, ready: true, conversationId: null };
      for (const listener of listeners) listener();
      store.remove(key).catch(() => {
        // A record that cannot be deleted is replaced by the new game's first save.
      });
    },
    dispose() {
      generation += 1;
      const call = current?.call;
      current = null;
      call?.stop();
      if (view.busy) view = { ...view, busy: false };
    },
  };
}
