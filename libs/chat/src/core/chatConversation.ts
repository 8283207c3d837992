import { MESSAGES, type ChatMemoryEvent, type ChatMessage, type ChatReply } from '@grove/api-contract';
import type { ChatFailure, ChatFailureReason } from './chatFailure';

/**
 * Where a message is:
 * - `sending`: on its way (for the mentor's entry: the "thinking" state before the first token);
 * - `streaming`: the mentor's reply is arriving token by token;
 * - `done`: complete;
 * - `error`: the send failed; the person's message keeps its text and offers Retry;
 * - `stopped`: the person stopped the reply; what arrived stays;
 * - `queued`: saved in the offline outbox, to be sent when the API is back (SPEC §8).
 */
export type ChatEntryStatus = 'sending' | 'streaming' | 'done' | 'error' | 'stopped' | 'queued';

/** One message on screen. */
export interface ChatEntry {
  /** Stable id: the client message id for the person's message, `{clientMessageId}:reply` for the reply. */
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: ChatEntryStatus;
  /** The send this entry belongs to: the request's `clientMessageId`. */
  clientMessageId: string;
  /** When it was written, in ms since the epoch (the injected clock's time). */
  createdAt: number;
  /** Tokens the reply cost (replies only; 0 for the offline-mode reply). */
  tokensUsed?: number;
  /** The reply's tone (`gentle` G, `lively` PG, `natural` FULL), from its meta. */
  tone?: string;
  /** True for SPEC §8's offline-mode reply, which the real reply replaces once the outbox sends. */
  offline?: boolean;
  /** Why the send failed (status `error`). */
  error?: string;
  /** What kind of refusal {@link ChatEntry.error} is, when the chat shows it differently (a child's time limits: kindly). */
  errorReason?: ChatFailureReason;
  /**
   * What the reply's turn did with memory (issue 15): saved, updated, refused or forgot one, for the
   * chat's "remembered" chip. Only this browser saw it: a history loaded later keeps it on its reply.
   */
  memory?: ChatMemoryEvent;
}

/** One conversation on screen. */
export interface ChatConversationState {
  /** The server's conversation id; null until the first reply of a new conversation names it. */
  conversationId: string | null;
  /**
   * The conversation's key in the local cache (`sessionId`): the server id when known, else a local
   * id, so an offline conversation can be cached before the server has seen it.
   */
  sessionKey: string;
  entries: ChatEntry[];
}

/** Suffix of a reply's entry id. */
const REPLY_SUFFIX = ':reply';

/** The id of the reply entry of a send. */
export function chatReplyEntryId(clientMessageId: string): string {
  return `${clientMessageId}${REPLY_SUFFIX}`;
}

/** An empty conversation: new (`conversationId` null, cached under `sessionKey`) or one to load. */
export function chatConversationEmpty(sessionKey: string, conversationId: string | null = null): ChatConversationState {
  return { conversationId, sessionKey, entries: [] };
}

function replaceEntry(state: ChatConversationState, id: string, change: (entry: ChatEntry) => ChatEntry | null): ChatConversationState {
  const entries: ChatEntry[] = [];
  for (const entry of state.entries) {
    if (entry.id !== id) entries.push(entry);
    else {
      const next = change(entry);
      if (next) entries.push(next);
    }
  }
  return { ...state, entries };
}

function thinking(clientMessageId: string, at: number): ChatEntry {
  return { id: chatReplyEntryId(clientMessageId), role: 'assistant', content: '', status: 'sending', clientMessageId, createdAt: at };
}

/**
 * The person sent a message: their entry (sending) and the mentor's entry in its "thinking" state
 * appear at once, before anything comes back.
 */
export function chatConversationSent(state: ChatConversationState, send: { clientMessageId: string; text: string; at: number }): ChatConversationState {
  const mine: ChatEntry = { id: send.clientMessageId, role: 'user', content: send.text, status: 'sending', clientMessageId: send.clientMessageId, createdAt: send.at };
  return { ...state, entries: [...state.entries, mine, thinking(send.clientMessageId, send.at)] };
}

/** Retry of a failed or queued send: the same message (same client id) goes out again. */
export function chatConversationRetried(state: ChatConversationState, clientMessageId: string, at: number): ChatConversationState {
  const withoutReply = replaceEntry(state, chatReplyEntryId(clientMessageId), () => null);
  const mine = withoutReply.entries.findIndex((entry) => entry.id === clientMessageId);
  if (mine === -1) return state;
  const entries = withoutReply.entries.map((entry, index) =>
    index === mine ? { ...entry, status: 'sending' as const, error: undefined, errorReason: undefined } : entry,
  );
  entries.splice(mine + 1, 0, thinking(clientMessageId, at));
  return { ...withoutReply, entries };
}

/** A piece of the reply arrived: the reply grows and is `streaming`. */
export function chatConversationTokenReceived(state: ChatConversationState, clientMessageId: string, text: string): ChatConversationState {
  return replaceEntry(state, chatReplyEntryId(clientMessageId), (entry) =>
    entry.status === 'sending' || entry.status === 'streaming' ? { ...entry, content: entry.content + text, status: 'streaming' } : entry,
  );
}

/**
 * The whole reply arrived (the stream's `done`, a JSON answer, or the outbox's send): it replaces
 * whatever stood in for it (thinking, partial text, the offline-mode reply); the conversation takes the
 * server's id.
 */
export function chatConversationReplied(state: ChatConversationState, clientMessageId: string, reply: ChatReply, at: number): ChatConversationState {
  const replyEntry: ChatEntry = {
    id: chatReplyEntryId(clientMessageId),
    role: 'assistant',
    content: reply.response,
    status: reply.stopped ? 'stopped' : 'done',
    clientMessageId,
    createdAt: at,
    tokensUsed: reply.tokensUsed,
    tone: reply.meta.tone,
    ...(reply.memory ? { memory: reply.memory } : {}),
  };
  let next = replaceEntry(state, clientMessageId, (entry) => ({ ...entry, status: 'done', error: undefined, errorReason: undefined }));
  const hasReply = next.entries.some((entry) => entry.id === replyEntry.id);
  next = hasReply
    ? replaceEntry(next, replyEntry.id, (entry) => ({ ...replyEntry, createdAt: entry.createdAt }))
    : { ...next, entries: [...next.entries, replyEntry] };
  const conversationId = reply.conversationId ?? next.conversationId;
  return { ...next, conversationId, sessionKey: conversationId ?? next.sessionKey };
}

/**
 * The server named the stored conversation without a reply to carry it (a stream stopped before its
 * `done`): the conversation takes that id, as a reply's would give it, unless it already has one.
 */
export function chatConversationIdentified(state: ChatConversationState, conversationId: string): ChatConversationState {
  if (state.conversationId !== null) return state;
  return { ...state, conversationId, sessionKey: conversationId };
}

/** The person pressed Stop: the reply keeps what arrived and is marked stopped. */
export function chatConversationStopped(state: ChatConversationState, clientMessageId: string): ChatConversationState {
  const next = replaceEntry(state, clientMessageId, (entry) => ({ ...entry, status: 'done' }));
  return replaceEntry(next, chatReplyEntryId(clientMessageId), (entry) =>
    entry.status === 'sending' || entry.status === 'streaming' ? { ...entry, status: 'stopped' } : entry,
  );
}

/**
 * The send failed. Offline (SPEC §8): the message is `queued` and the mentor answers with the exact
 * offline-mode text, 0 tokens. Any other failure: the message is `error` with the reason, keeps its
 * text for Retry, and the thinking entry goes.
 */
export function chatConversationFailed(state: ChatConversationState, clientMessageId: string, failure: ChatFailure, at: number): ChatConversationState {
  if (failure.kind === 'offline') {
    const next = replaceEntry(state, clientMessageId, (entry) => ({ ...entry, status: 'queued', error: undefined, errorReason: undefined }));
    const offline: ChatEntry = {
      id: chatReplyEntryId(clientMessageId),
      role: 'assistant',
      content: MESSAGES.offlineMode,
      status: 'done',
      clientMessageId,
      createdAt: at,
      tokensUsed: 0,
      offline: true,
    };
    const hasReply = next.entries.some((entry) => entry.id === offline.id);
    return hasReply ? replaceEntry(next, offline.id, () => offline) : { ...next, entries: [...next.entries, offline] };
  }
  const next = replaceEntry(state, chatReplyEntryId(clientMessageId), () => null);
  // The message keeps its text whatever the refusal: nothing the person wrote is lost.
  return replaceEntry(next, clientMessageId, (entry) => ({ ...entry, status: 'error', error: failure.message, errorReason: failure.reason }));
}

/**
 * Whether a local entry is something the server cannot have yet: a message waiting in the outbox
 * (`queued`) with its offline-mode stand-in, one on its way (`sending`, `streaming`), or one that failed
 * and waits for Retry (`error`).
 */
function chatEntryUnsent(entry: ChatEntry): boolean {
  return entry.status === 'queued' || entry.status === 'sending' || entry.status === 'streaming' || entry.status === 'error' || entry.offline === true;
}

/**
 * The server's messages of this conversation arrived (`GET /api/chat-history`). The server is the
 * authority: its messages of this conversation (and only of this one) become the conversation; the
 * local entries that stay after them, in their order, are those the server cannot have yet (see
 * {@link chatEntryUnsent}) and those of the sends in `sentHere` (this page's sends, whose reply may
 * have ended after the server read the history). Anything else only this browser had, such as a
 * message of another conversation or of a deleted one, goes.
 */
export function chatConversationLoaded(
  state: ChatConversationState,
  conversationId: string,
  messages: readonly ChatMessage[],
  sentHere: ReadonlySet<string> = new Set(),
): ChatConversationState {
  const server: ChatEntry[] = messages
    .filter((message) => message.conversationId === conversationId)
    .map((message) => {
      const clientMessageId = message.clientMessageId ?? message.id;
      const id = message.role === 'user' ? clientMessageId : chatReplyEntryId(clientMessageId);
      return {
        id,
        role: message.role,
        content: message.content,
        status: message.role === 'assistant' && message.stopped === true ? 'stopped' : 'done',
        clientMessageId,
        createdAt: Date.parse(message.createdAt),
        ...(message.role === 'assistant' ? { tokensUsed: message.tokensUsed } : {}),
      };
    });
  // Entries on screen belong to the conversation on screen: another conversation's keep nothing.
  const own = state.conversationId === conversationId ? state.entries : [];
  const serverIds = new Set(server.map((entry) => entry.id));
  const local = new Map(own.map((entry) => [entry.id, entry]));
  // The stored message has no meta, and its token count is its own share: the tone, the charge
  // (the reply's tokensUsed) and the memory event this browser saw stay with it. A reply stopped on this page keeps the text
  // it stopped at: the server may have made a word more before it saw the abort, which a reload shows.
  const merged = server.map((entry) => {
    const seen = local.get(entry.id);
    if (seen === undefined || seen.role !== 'assistant') return entry;
    if (seen.status === 'stopped' && sentHere.has(entry.clientMessageId)) return { ...entry, status: 'stopped' as const, content: seen.content };
    if (seen.status !== 'done') return entry;
    return {
      ...entry,
      ...(seen.tone === undefined ? {} : { tone: seen.tone }),
      ...(seen.tokensUsed === undefined ? {} : { tokensUsed: seen.tokensUsed }),
      ...(seen.memory === undefined ? {} : { memory: seen.memory }),
    };
  });
  const localOnly = own.filter((entry) => !serverIds.has(entry.id) && (chatEntryUnsent(entry) || sentHere.has(entry.clientMessageId)));
  return { conversationId, sessionKey: conversationId, entries: [...merged, ...localOnly] };
}

/** The send in flight (sending or streaming), if any: one at a time per conversation. */
export function chatConversationPending(state: ChatConversationState): ChatEntry | null {
  return state.entries.find((entry) => entry.role === 'assistant' && (entry.status === 'sending' || entry.status === 'streaming')) ?? null;
}
