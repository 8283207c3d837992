import { CHAT_MESSAGE_MAX_CHARS, MESSAGES, type ChatHistoryEntry, type ChatReply, type ChatRequest } from '@grove/api-contract';
import type { GameSendCall, GameSendResult, GameTransport } from '@grove/game-engines/react';
import { guidedAiReply, guidedContext, guidedRequestFields, guidedStart, guidedUserMessage, type GuidedState, type GuidedTheme } from '../index';

/** Shown on a reply the person stopped; Retry asks the guide again. */
export const GUIDED_STOPPED_TEXT = 'You stopped the reply. Press Retry to hear your guide.';

/** Shown when a new message is sent while the last one still waits for its reply after a failure. */
export const GUIDED_RETRY_FIRST_TEXT = 'Your last message is still waiting for your guide. Press Retry to send it again, or start over.';

/** Shown when a message is longer than a chat request may carry. */
export const GUIDED_TOO_LONG_TEXT = `That message is too long. Please keep it under ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.`;

/** SPEC §1: "Each theme is rated G" — every guided request asks for G; the server may only make it stricter. */
export const GUIDED_CONTENT_MODE = 'G';

/** One line of a guided conversation as the screen shows it. */
export interface GuidedLogEntry {
  /** A user entry's id is its send's `clientMessageId` (8–64 of `A-Za-z0-9_-`). */
  id: string;
  role: 'user' | 'mentor';
  text: string;
  status: 'done' | 'streaming' | 'error';
  /** Why the reply did not come, for a mentor entry in `error`. */
  error?: string;
}

/** What a guided conversation's screen shows. */
export interface GuidedView {
  /** The core's state (SPEC §3 Guided-conversation state). */
  state: GuidedState;
  entries: GuidedLogEntry[];
  /** A reply is on its way (Stop shows; Send waits). */
  busy: boolean;
  /** Why the last message was not sent, or null. */
  error: string | null;
  /** The server's conversation (from the first reply that names one), sent with every later message; null before. */
  conversationId: string | null;
}

/** What {@link guidedControllerCreate} needs; every side effect is passed in. */
export interface GuidedControllerDeps {
  theme: GuidedTheme;
  /** The request's `userId`: the account's uid (also for a child), or `trial_user`. */
  userId: string;
  transport: GameTransport;
  /** A fresh id for entries and `clientMessageId`s (8–64 of `A-Za-z0-9_-`). */
  newId: () => string;
  /** ms since the epoch, for the state's `lastUpdated`. */
  now: () => number;
  /** Called after each reply the server may have charged (null for a stopped one), e.g. to refresh a token meter. */
  onCharged?: (reply: ChatReply | null) => void;
}

/** One guided conversation: send a message, stream the reply, stop, retry, start over. */
export interface GuidedController {
  getState(): GuidedView;
  subscribe(listener: () => void): () => void;
  /** Sends a message; false (nothing sent) for an empty or too long text, while busy, or while a failed reply waits for Retry. */
  send(text: string): boolean;
  /** Stops the reply on its way. */
  stop(): void;
  /** Sends the message whose reply failed again (it is not added to the conversation twice). */
  retry(): void;
  /** Starts the theme afresh: empty history, zero progress, no preferences, a new server conversation. */
  restart(): void;
  /** Stops the reply on its way and drops late answers (the screen went away). */
  dispose(): void;
}

/** A send on its way; its identity tells a late answer from the current one. */
interface Sending {
  call: GameSendCall | null;
  messageId: string;
  replyId: string;
}

/** SPEC §4/§9: the last 2 exchanges of the history, as the chat request's `localHistory`. */
function contextHistory(state: GuidedState): ChatHistoryEntry[] {
  return guidedContext(state.conversationHistory).map((entry) => ({
    role: entry.role === 'user' ? 'user' : 'assistant',
    content: entry.content.slice(0, CHAT_MESSAGE_MAX_CHARS),
  }));
}

/** Creates a {@link GuidedController}; the core's functions make every change of the guided state. */
export function guidedControllerCreate(deps: GuidedControllerDeps): GuidedController {
  const { theme, transport } = deps;
  let view: GuidedView = { state: guidedStart(theme, deps.now()), entries: [], busy: false, error: null, conversationId: null };
  // The send on its way; cleared by restart and dispose, so a late answer is dropped.
  let current: Sending | null = null;
  const listeners = new Set<() => void>();

  function publish(next: Partial<GuidedView>): void {
    view = { ...view, ...next };
    for (const listener of listeners) listener();
  }

  function entryChanged(id: string, change: Partial<GuidedLogEntry>): GuidedLogEntry[] {
    return view.entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  }

  /** The request for the person's last message: the state already holds it (sent once, retried as is). */
  function request(message: GuidedLogEntry): ChatRequest {
    const fields = guidedRequestFields(view.state);
    return {
      message: message.text,
      userId: deps.userId,
      conversationId: view.conversationId,
      clientMessageId: message.id,
      localHistory: contextHistory(view.state),
      contentMode: GUIDED_CONTENT_MODE,
      gameMode: fields.gameMode,
      gameType: fields.gameType,
      gameInstructions: fields.gameInstructions.slice(0, CHAT_MESSAGE_MAX_CHARS),
      // The state is plain data; the round trip drops undefined fields and gives the contract's JSON type.
      gameData: JSON.parse(JSON.stringify(fields.gameData)) as NonNullable<ChatRequest['gameData']>,
    };
  }

  /** Sends the user entry at `index`, whose reply goes into the mentor entry after it. */
  function dispatch(index: number): void {
    const message = view.entries[index];
    const reply = view.entries[index + 1];
    if (!message || !reply) return;
    const sending: Sending = { call: null, messageId: message.id, replyId: reply.id };
    current = sending;
    publish({ busy: true });
    const call = transport.send(request(message), {
      onToken: (text) => {
        if (current !== sending) return;
        const entry = view.entries.find((candidate) => candidate.id === reply.id);
        publish({ entries: entryChanged(reply.id, { text: (entry?.text ?? '') + text }) });
      },
    });
    sending.call = call;
    void call.result.then(
      (result) => settle(sending, result),
      // A transport must not reject; if one does, the message waits for Retry like any other failure.
      () => settle(sending, { kind: 'failed', message: MESSAGES.mentorUnavailable, retryable: true }),
    );
  }

  /**
   * The log after a reply that will not come: it shows why, and the message takes a fresh id, since
   * the server keeps a stopped reply under its clientMessageId and would replay it on Retry.
   */
  function stoppedEntries(sending: Sending): GuidedLogEntry[] {
    return entryChanged(sending.replyId, { text: '', status: 'error', error: GUIDED_STOPPED_TEXT }).map((entry) =>
      entry.id === sending.messageId ? { ...entry, id: deps.newId() } : entry,
    );
  }

  function settle(sending: Sending, result: GameSendResult): void {
    if (current !== sending) return;
    current = null;
    const { replyId } = sending;
    if (result.kind === 'replied' && !result.reply.stopped) {
      const { response, conversationId } = result.reply;
      publish({
        state: guidedAiReply(view.state, response, deps.now()),
        entries: entryChanged(replyId, { text: response, status: 'done', error: undefined }),
        busy: false,
        conversationId: view.conversationId ?? conversationId ?? null,
      });
      deps.onCharged?.(result.reply);
      return;
    }
    if (result.kind === 'failed') {
      publish({ entries: entryChanged(replyId, { text: '', status: 'error', error: result.message }), busy: false });
      return;
    }
    publish({ entries: stoppedEntries(sending), busy: false });
    deps.onCharged?.(result.kind === 'replied' ? result.reply : null);
  }

  function failedReplyIndex(): number {
    const last = view.entries.length - 1;
    const entry = view.entries[last];
    return entry?.role === 'mentor' && entry.status === 'error' && view.entries[last - 1]?.role === 'user' ? last : -1;
  }

  /** Stops the send on its way and forgets it, so its late answer is dropped; returns it (or null). */
  function stopCurrent(): Sending | null {
    const sending = current;
    current = null;
    sending?.call?.stop();
    return sending;
  }

  return {
    getState: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(input) {
      const text = input.trim();
      if (text === '' || view.busy) return false;
      if (text.length > CHAT_MESSAGE_MAX_CHARS) {
        publish({ error: GUIDED_TOO_LONG_TEXT });
        return false;
      }
      if (failedReplyIndex() >= 0) {
        publish({ error: GUIDED_RETRY_FIRST_TEXT });
        return false;
      }
      const message: GuidedLogEntry = { id: deps.newId(), role: 'user', text, status: 'done' };
      const reply: GuidedLogEntry = { id: deps.newId(), role: 'mentor', text: '', status: 'streaming' };
      publish({ state: guidedUserMessage(view.state, text, deps.now()), entries: [...view.entries, message, reply], error: null });
      dispatch(view.entries.length - 2);
      return true;
    },
    stop() {
      current?.call?.stop();
    },
    retry() {
      const index = failedReplyIndex();
      const reply = view.entries[index];
      if (view.busy || !reply) return;
      publish({ entries: entryChanged(reply.id, { text: '', status: 'streaming', error: undefined }), error: null });
      dispatch(index - 1);
    },
    restart() {
      stopCurrent();
      publish({ state: guidedStart(theme, deps.now()), entries: [], busy: false, error: null, conversationId: null });
    },
    dispose() {
      const sending = stopCurrent();
      // A reply cut off here would otherwise stay "on its way" if the screen comes back; it waits for Retry.
      if (sending) view = { ...view, entries: stoppedEntries(sending), busy: false };
    },
  };
}
