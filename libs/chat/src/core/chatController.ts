import type { ChatMessage, ChatReply, ChatRequest } from '@grove/api-contract';
import {
  chatCacheEntries,
  chatCacheForgetSession,
  chatCacheLatestSession,
  chatCacheReplaceSession,
  chatCacheSave,
  type ChatCacheStore,
} from './chatCache';
import { chatContextHistory } from './chatContext';
import {
  chatConversationEmpty,
  chatConversationFailed,
  chatConversationIdentified,
  chatConversationLoaded,
  chatConversationPending,
  chatConversationReplied,
  chatConversationRetried,
  chatConversationSent,
  chatConversationStopped,
  chatConversationTokenReceived,
  chatReplyEntryId,
  type ChatConversationState,
  type ChatEntry,
} from './chatConversation';
import { chatFailureClassify, type ChatSendProblem } from './chatFailure';
import type { ChatOutbox, ChatOutboxEntry, ChatOutboxSettled } from './chatOutbox';

/** Why a message of a temporary conversation did not go while the mentor was unreachable. */
export const CHAT_TEMPORARY_OFFLINE =
  "The mentor can't be reached right now. A temporary conversation is not saved, so this message was not queued: press Retry when you're back online.";

/** The profile headers of a send: `X-Active-Role` and `X-Child-Id` (SPEC §7). */
export interface ChatProfileHeaders {
  activeRole: string | null;
  childId: string | null;
}

/** How a send through a {@link ChatTransport} ended. */
export type ChatTransportResult =
  | { kind: 'replied'; reply: ChatReply }
  | { kind: 'problem'; problem: ChatSendProblem }
  /**
   * The caller stopped it before the reply ended. `conversationId`: the stored conversation the stream
   * named before it was stopped (the server keeps the stopped reply there), when it named one.
   */
  | { kind: 'stopped'; conversationId?: string | null };

/** A send on its way: its result, and Stop. */
export interface ChatTransportCall {
  result: Promise<ChatTransportResult>;
  /** Aborts the request; `result` then settles as `stopped` (unless it had already settled). */
  stop(): void;
}

/** The way to `POST /api/chat` (the binding's fetch; a loopback server or a fake in tests). */
export interface ChatTransport {
  /**
   * Sends a chat request. With `onToken` the reply streams (`Accept: text/event-stream`) and each
   * piece is handed over as it arrives; without, one JSON answer. `profile` overrides the headers of
   * the current profile (the outbox sends with the headers its entry was written with).
   */
  send(request: ChatRequest, options: { onToken?: (text: string) => void; profile?: ChatProfileHeaders }): ChatTransportCall;
}

/** Who is chatting, as the controller needs it. */
export interface ChatIdentity {
  /** The signed-in account's uid. */
  accountUid: string;
  /** The request's `userId`: the account's uid, also for a child (the server reads the child from X-Child-Id). */
  userId: string;
  /** The cache key of the profile (see `chatProfileKey`). */
  profileKey: string;
  profile: ChatProfileHeaders;
}

/** What the controller needs; every side effect is passed in. */
export interface ChatControllerDeps {
  identity: ChatIdentity;
  transport: ChatTransport;
  outbox: ChatOutbox;
  /** The local message cache, or null to keep nothing (the `localConversations` flag off). */
  cache: ChatCacheStore | null;
  now: () => number;
  /** Makes a fresh id: client message ids (8–64 of `A-Za-z0-9_-`) and local conversation keys. */
  newId: () => string;
  /** Called after each reply, stopped reply or outbox send that the server charged (to refresh the meter). */
  onCharged?: (reply: ChatReply | null) => void;
  /**
   * Local-first (SPEC §4's `local` fallback mode, the `localConversations` flag): every message is
   * written to the outbox in the browser before anything goes out, and the outbox sends it — nothing
   * typed is lost if the network fails again. Replies then come whole, not streamed.
   */
  localFirst?: boolean;
}

/** What the chat screen shows. */
export interface ChatControllerState {
  conversation: ChatConversationState;
  /**
   * A temporary conversation (issue 15): its messages go with `temporary: true`, so the server keeps
   * no history and no memory; this browser keeps nothing either (no cache, no outbox).
   */
  temporary: boolean;
  /** True while a reply is on its way (Send waits; Stop shows). */
  busy: boolean;
  /** How many of this account's messages wait in the outbox. */
  queued: number;
}

/** The chat of one profile: send, stream, stop, retry, queue offline, switch conversation. */
export interface ChatController {
  getState(): ChatControllerState;
  subscribe(listener: () => void): () => void;
  /** Sends a message (ignored when empty or while a reply is on its way); returns its client message id. */
  send(text: string): string | null;
  /** Resends a failed message with the same client message id. */
  retry(clientMessageId: string): void;
  /** Stops the reply on its way. */
  stop(): void;
  /**
   * Opens a conversation (null: a new one; undefined: the one this profile last used, from the cache):
   * its cached messages show at once; the server's copy comes through {@link historyLoaded}.
   */
  open(conversationId?: string | null): Promise<void>;
  /**
   * The server's messages of a conversation arrived; applied when it is still the open one. They
   * replace the conversation on screen and in the cache, keeping what the server cannot have yet.
   */
  historyLoaded(conversationId: string, messages: readonly ChatMessage[]): void;
  /**
   * The conversation was deleted (or the server no longer has it): its cached messages go, and when it
   * is the open one a new conversation opens.
   */
  forget(conversationId: string): Promise<void>;
  /**
   * Turns temporary conversations on or off. Either way a new conversation opens: a temporary one
   * starts fresh, and leaving it leaves nothing of it behind.
   */
  setTemporary(temporary: boolean): void;
  /**
   * Starts following the outbox (its sends replace offline stand-ins on screen); returns the function
   * that stops following it and stops any reply on its way. May be called again after stopping.
   */
  start(): () => void;
}

/** Creates a {@link ChatController}. */
export function chatControllerCreate(deps: ChatControllerDeps): ChatController {
  const { identity, transport, outbox, cache } = deps;
  let conversation = chatConversationEmpty(`local-${deps.newId()}`);
  let temporary = false;
  let state: ChatControllerState = { conversation, temporary, busy: false, queued: 0 };
  let current: { clientMessageId: string; call: ChatTransportCall } | null = null;
  // Bumped on every open() and send: a late cache read is dropped when something happened since.
  let openGeneration = 0;
  // The client message ids this page sent into the open conversation: a history the server read before
  // one of them was stored must not take it off the screen.
  let sentHere = new Set<string>();
  // Cache writes run one after another, in the order they were made: a conversation's replacement
  // never interleaves with a later save of the same records.
  let cacheWriting: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();

  function queuedCount(): number {
    return outbox.entries().filter((entry) => entry.accountUid === identity.accountUid).length;
  }

  function publish(next: ChatConversationState, save = false): void {
    conversation = next;
    state = { conversation, temporary, busy: chatConversationPending(conversation) !== null, queued: queuedCount() };
    for (const listener of [...listeners]) listener();
    // A temporary conversation is never written down, not even in this browser.
    if (save && !temporary) void cacheWrite(conversation.sessionKey, conversation.entries);
  }

  function cacheQueue(write: (store: ChatCacheStore) => Promise<void>): Promise<void> {
    if (!cache) return cacheWriting;
    cacheWriting = cacheWriting
      .then(() => write(cache))
      .catch(() => {
        // The cache is a convenience: the server keeps the conversation.
      });
    return cacheWriting;
  }

  function cacheWrite(sessionKey: string, entries: readonly ChatEntry[]): Promise<void> {
    return cacheQueue((store) => chatCacheSave(store, identity.profileKey, sessionKey, entries));
  }

  function entryOf(clientMessageId: string): ChatEntry | undefined {
    return conversation.entries.find((entry) => entry.id === clientMessageId);
  }

  function outboxEntry(clientMessageId: string, text: string, localHistory: ChatRequest['localHistory']): ChatOutboxEntry {
    return {
      clientMessageId,
      accountUid: identity.accountUid,
      userId: identity.userId,
      profile: identity.profile,
      profileKey: identity.profileKey,
      conversationId: conversation.conversationId,
      sessionKey: conversation.sessionKey,
      message: text,
      localHistory: localHistory ?? [],
      createdAt: deps.now(),
    };
  }

  function dispatch(clientMessageId: string, text: string): void {
    const index = conversation.entries.findIndex((entry) => entry.id === clientMessageId);
    const localHistory = chatContextHistory(conversation.entries.slice(0, Math.max(0, index)));
    // A temporary message never waits in the outbox: the outbox is stored, and it would be sent later
    // as an ordinary message.
    if (!temporary && (queuedCount() > 0 || deps.localFirst === true)) {
      // Messages go out in order: while older ones wait in the outbox, this one waits behind them.
      // Local-first, every message takes this way.
      const entry = outboxEntry(clientMessageId, text, localHistory);
      publish(chatConversationFailed(conversation, clientMessageId, { kind: 'offline' }, deps.now()), true);
      void outbox.enqueue(entry).then(() => outbox.flush(identity.accountUid));
      return;
    }
    const request: ChatRequest = {
      message: text,
      userId: identity.userId,
      conversationId: conversation.conversationId,
      clientMessageId,
      localHistory,
      ...(temporary ? { temporary: true } : {}),
    };
    const call = transport.send(request, {
      profile: identity.profile,
      onToken: (piece) => {
        if (current?.clientMessageId !== clientMessageId) return;
        publish(chatConversationTokenReceived(conversation, clientMessageId, piece));
      },
    });
    current = { clientMessageId, call };
    void call.result.then((result) => settle(clientMessageId, text, localHistory, result));
  }

  async function settle(clientMessageId: string, text: string, localHistory: ChatRequest['localHistory'], result: ChatTransportResult): Promise<void> {
    const stillCurrent = current?.clientMessageId === clientMessageId;
    if (stillCurrent) current = null;
    if (result.kind === 'replied') {
      if (entryOf(clientMessageId)) publish(chatConversationReplied(conversation, clientMessageId, result.reply, deps.now()), true);
      deps.onCharged?.(result.reply);
      return;
    }
    if (result.kind === 'stopped') {
      if (entryOf(clientMessageId)) {
        publish(chatConversationStopped(conversation, clientMessageId), true);
        // No `done` came to name the conversation: the stream's first event did, so the next message
        // continues it instead of starting another.
        if (result.conversationId && conversation.conversationId === null) publish(chatConversationIdentified(conversation, result.conversationId), true);
      }
      deps.onCharged?.(null);
      return;
    }
    if (!entryOf(clientMessageId)) return;
    // Stop already settled the entry; a network error caused by the abort is not a failure.
    const reply = conversation.entries.find((entry) => entry.id === chatReplyEntryId(clientMessageId));
    if (reply?.status === 'stopped') return;
    let failure = chatFailureClassify(result.problem);
    if (failure.kind === 'offline' && temporary) failure = { kind: 'error', status: null, message: CHAT_TEMPORARY_OFFLINE, retryable: true };
    if (failure.kind === 'offline') {
      await outbox.enqueue(outboxEntry(clientMessageId, text, localHistory));
    }
    publish(chatConversationFailed(conversation, clientMessageId, failure, deps.now()), true);
  }

  function send(text: string): string | null {
    const message = text.trim();
    if (message === '' || state.busy) return null;
    const clientMessageId = deps.newId();
    openGeneration += 1;
    sentHere.add(clientMessageId);
    publish(chatConversationSent(conversation, { clientMessageId, text: message, at: deps.now() }), true);
    dispatch(clientMessageId, message);
    return clientMessageId;
  }

  function retry(clientMessageId: string): void {
    const entry = entryOf(clientMessageId);
    if (!entry || entry.status !== 'error' || state.busy) return;
    publish(chatConversationRetried(conversation, clientMessageId, deps.now()), true);
    dispatch(clientMessageId, entry.content);
  }

  function stop(): void {
    if (!current) return;
    const { clientMessageId, call } = current;
    current = null;
    publish(chatConversationStopped(conversation, clientMessageId), true);
    call.stop();
  }

  async function open(conversationId?: string | null): Promise<void> {
    const generation = (openGeneration += 1);
    if (current) stop();
    sentHere = new Set();
    // A stored conversation is not temporary; a new one stays as the person chose.
    if (conversationId !== null && conversationId !== undefined) temporary = false;
    if (temporary) {
      publish(chatConversationEmpty(`local-${deps.newId()}`));
      return;
    }
    let sessionKey: string | null = conversationId ?? null;
    let cached: ChatEntry[] = [];
    if (cache && conversationId !== null) {
      try {
        // Read what the writes made so far leave behind (a replaced or forgotten conversation).
        await cacheWriting;
        if (sessionKey === null) sessionKey = chatCacheLatestSession(await cache.listUser(identity.profileKey));
        if (sessionKey !== null) cached = chatCacheEntries(await cache.listSession(identity.profileKey, sessionKey));
      } catch {
        cached = [];
      }
    }
    if (generation !== openGeneration) return;
    const serverId = sessionKey !== null && !sessionKey.startsWith('local-') ? sessionKey : null;
    const next = chatConversationEmpty(sessionKey ?? `local-${deps.newId()}`, serverId);
    publish({ ...next, entries: cached });
  }

  function historyLoaded(conversationId: string, messages: readonly ChatMessage[]): void {
    if (conversation.conversationId !== conversationId) return;
    const loaded = chatConversationLoaded(conversation, conversationId, messages, sentHere);
    publish(loaded);
    void cacheQueue((store) => chatCacheReplaceSession(store, identity.profileKey, conversationId, loaded.entries));
  }

  async function forget(conversationId: string): Promise<void> {
    const opening = conversation.conversationId === conversationId || conversation.sessionKey === conversationId ? open(null) : null;
    await cacheQueue((store) => chatCacheForgetSession(store, identity.profileKey, conversationId));
    await opening;
  }

  function outboxSettled(settled: ChatOutboxSettled | null): void {
    if (settled === null || settled.entry.accountUid !== identity.accountUid) {
      publish(conversation);
      return;
    }
    const { entry, result } = settled;
    if (result.kind === 'replied') deps.onCharged?.(result.reply);
    const shown =
      entry.profileKey === identity.profileKey &&
      (entry.sessionKey === conversation.sessionKey || (entry.conversationId !== null && entry.conversationId === conversation.conversationId));
    if (shown && entryOf(entry.clientMessageId)) {
      sentHere.add(entry.clientMessageId);
      const at = deps.now();
      publish(
        result.kind === 'replied'
          ? chatConversationReplied(conversation, entry.clientMessageId, result.reply, at)
          : chatConversationFailed(conversation, entry.clientMessageId, result.failure, at),
        true,
      );
      return;
    }
    if (result.kind === 'replied' && entry.profileKey === identity.profileKey) {
      // A conversation not on screen: its cached copy learns the answer.
      const mine: ChatEntry = { id: entry.clientMessageId, role: 'user', content: entry.message, status: 'done', clientMessageId: entry.clientMessageId, createdAt: entry.createdAt };
      const offline = chatConversationEmpty(result.reply.conversationId ?? entry.sessionKey, result.reply.conversationId);
      const answered = chatConversationReplied({ ...offline, entries: [mine] }, entry.clientMessageId, result.reply, deps.now());
      void cacheWrite(answered.sessionKey, answered.entries);
    }
    publish(conversation);
  }


  function setTemporary(next: boolean): void {
    // The reply on its way belongs to the conversation being left: it stops as part of that one.
    if (current) stop();
    temporary = next;
    void open(null);
  }

  return {
    getState: () => state,
    setTemporary,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    retry,
    stop,
    open,
    historyLoaded,
    forget,
    start() {
      const unsubscribe = outbox.subscribe(outboxSettled);
      void outbox.load().then(() => publish(conversation));
      return () => {
        unsubscribe();
        if (current) stop();
      };
    },
  };
}
