import type { ChatFailureReason } from './chatFailure';
import type { ChatEntry, ChatEntryStatus } from './chatConversation';

/** SPEC §9 "Local message cache: max 1000 messages per user, oldest removed". */
export const CHAT_CACHE_MAX_PER_USER = 1000;

/** The object store of the local chat message cache (SPEC §3 "Local chat message cache"). */
export const CHAT_CACHE_STORE = 'chat_messages';

/**
 * One record of the `chat_messages` store (SPEC §3): keyed by `id`, indexed by `userId`, `sessionId`
 * and `timestamp`.
 */
export interface ChatCachedMessage {
  /** The message's entry id (unique: client message ids are random). */
  id: string;
  /** Whose message: the profile key of {@link chatProfileKey} (e.g. `{uid}_parent`). */
  userId: string;
  /** The conversation: its server id, or a local id while the server has not named it. */
  sessionId: string;
  /** When it was written, ms since the epoch. */
  timestamp: number;
  role: 'user' | 'assistant';
  content: string;
  status: ChatEntryStatus;
  clientMessageId: string;
  tokensUsed?: number;
  tone?: string;
  offline?: boolean;
  error?: string;
  errorReason?: ChatFailureReason;
}

/** The storage behind the cache: an IndexedDB object store in the browser, a map in tests. */
export interface ChatCacheStore {
  /** Writes records, replacing those with the same id. */
  put(messages: readonly ChatCachedMessage[]): Promise<void>;
  /** One profile's messages of one conversation, oldest first. */
  listSession(userId: string, sessionId: string): Promise<ChatCachedMessage[]>;
  /** All of one profile's messages, oldest first. */
  listUser(userId: string): Promise<ChatCachedMessage[]>;
  /** Deletes records by id. */
  remove(ids: readonly string[]): Promise<void>;
  /** Deletes every record of one profile. */
  clearUser(userId: string): Promise<void>;
  /** Deletes every record whose profile key belongs to the account `uid` (all its profiles). */
  clearAccount(uid: string): Promise<void>;
  /** Deletes every record of every account. */
  clearAll(): Promise<void>;
}

/**
 * The active profile, as the chat keys its cache: SPEC §3 Session state's `activeProfileId`; `trial`
 * is a signed-out visitor on the anonymous trial (userId `trial_user`, nothing cached).
 */
export type ChatProfile = { type: 'parent' } | { type: 'solo' } | { type: 'child'; childId: string } | { type: 'trial' };

/**
 * The cache's `userId` for a profile of the account `uid`: `{uid}_{activeProfileId}`, i.e.
 * `{uid}_parent` for the parent (SPEC §7 "cleared … on return to parent (key {uid}_parent)"),
 * `{uid}_solo` for a solo user and `{uid}_{childId}` for a child.
 */
export function chatProfileKey(uid: string, profile: ChatProfile): string {
  return `${uid}_${profile.type === 'child' ? profile.childId : profile.type}`;
}

/** Whether a profile key belongs to the account `uid`. */
export function chatProfileKeyOwnedBy(key: string, uid: string): boolean {
  return key.startsWith(`${uid}_`);
}

/** Entries worth caching: everything settled (a reply still arriving is cached when it ends). */
function settled(entry: ChatEntry): boolean {
  return !(entry.role === 'assistant' && (entry.status === 'sending' || entry.status === 'streaming'));
}

/** Turns a conversation's settled entries into cache records. */
export function chatCacheRecords(userId: string, sessionId: string, entries: readonly ChatEntry[]): ChatCachedMessage[] {
  return entries.filter(settled).map((entry) => ({
    id: entry.id,
    userId,
    sessionId,
    timestamp: entry.createdAt,
    role: entry.role,
    content: entry.content,
    status: entry.status,
    clientMessageId: entry.clientMessageId,
    ...(entry.tokensUsed === undefined ? {} : { tokensUsed: entry.tokensUsed }),
    ...(entry.tone === undefined ? {} : { tone: entry.tone }),
    ...(entry.offline ? { offline: true } : {}),
    ...(entry.error === undefined ? {} : { error: entry.error }),
    ...(entry.errorReason === undefined ? {} : { errorReason: entry.errorReason }),
  }));
}

/** Shown on a message that was on its way when the page went away and is not in the outbox. */
export const CHAT_INTERRUPTED_MESSAGE = 'This message was interrupted. Retry to send it again.';

/**
 * Turns cached records back into entries, oldest first. A message cached while `sending` was cut off
 * by a reload: it comes back as `error` with Retry (its reply, if any, is not cached).
 */
export function chatCacheEntries(messages: readonly ChatCachedMessage[]): ChatEntry[] {
  return [...messages]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((message) => {
      const entry: ChatEntry = {
        id: message.id,
        role: message.role,
        content: message.content,
        status: message.status,
        clientMessageId: message.clientMessageId,
        createdAt: message.timestamp,
        ...(message.tokensUsed === undefined ? {} : { tokensUsed: message.tokensUsed }),
        ...(message.tone === undefined ? {} : { tone: message.tone }),
        ...(message.offline ? { offline: true } : {}),
        ...(message.error === undefined ? {} : { error: message.error }),
        ...(message.errorReason === 'time_limit' ? { errorReason: message.errorReason } : {}),
      };
      return entry.status === 'sending' ? { ...entry, status: 'error', error: CHAT_INTERRUPTED_MESSAGE } : entry;
    });
}

/**
 * The ids to delete so a profile keeps at most `max` messages (SPEC §9): the oldest by timestamp
 * (ties by id, so the choice is stable).
 */
export function chatCacheOverflow(messages: readonly Pick<ChatCachedMessage, 'id' | 'timestamp'>[], max: number = CHAT_CACHE_MAX_PER_USER): string[] {
  if (messages.length <= max) return [];
  const oldestFirst = [...messages].sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return oldestFirst.slice(0, messages.length - max).map((message) => message.id);
}

/** Writes a conversation's settled entries and trims the profile to {@link CHAT_CACHE_MAX_PER_USER}. */
export async function chatCacheSave(
  store: ChatCacheStore,
  userId: string,
  sessionId: string,
  entries: readonly ChatEntry[],
  max: number = CHAT_CACHE_MAX_PER_USER,
): Promise<void> {
  const records = chatCacheRecords(userId, sessionId, entries);
  if (records.length === 0) return;
  await store.put(records);
  const overflow = chatCacheOverflow(await store.listUser(userId), max);
  if (overflow.length > 0) await store.remove(overflow);
}

/**
 * Makes the cached copy of one conversation exactly `entries` (their settled part): the server's
 * history arrived and wins, so the conversation's cached records that are not among them go (a message
 * of another conversation filed there, one the server no longer has). Then trims the profile like
 * {@link chatCacheSave}.
 */
export async function chatCacheReplaceSession(
  store: ChatCacheStore,
  userId: string,
  sessionId: string,
  entries: readonly ChatEntry[],
  max: number = CHAT_CACHE_MAX_PER_USER,
): Promise<void> {
  const records = chatCacheRecords(userId, sessionId, entries);
  const kept = new Set(records.map((record) => record.id));
  const stale = (await store.listSession(userId, sessionId)).filter((message) => !kept.has(message.id)).map((message) => message.id);
  if (stale.length > 0) await store.remove(stale);
  if (records.length === 0) return;
  await store.put(records);
  const overflow = chatCacheOverflow(await store.listUser(userId), max);
  if (overflow.length > 0) await store.remove(overflow);
}

/** Deletes every cached message of one conversation of a profile (the conversation was deleted). */
export async function chatCacheForgetSession(store: ChatCacheStore, userId: string, sessionId: string): Promise<void> {
  const ids = (await store.listSession(userId, sessionId)).map((message) => message.id);
  if (ids.length > 0) await store.remove(ids);
}

/** The conversation a profile last wrote to, from its cached messages, or null. */
export function chatCacheLatestSession(messages: readonly ChatCachedMessage[]): string | null {
  let latest: ChatCachedMessage | null = null;
  for (const message of messages) if (latest === null || message.timestamp >= latest.timestamp) latest = message;
  return latest?.sessionId ?? null;
}

/** A {@link ChatCacheStore} in memory, for tests and previews. */
export function chatCacheMemoryCreate(): ChatCacheStore {
  const records = new Map<string, ChatCachedMessage>();
  const sorted = (list: ChatCachedMessage[]) => list.sort((a, b) => a.timestamp - b.timestamp);
  return {
    async put(messages) {
      for (const message of messages) records.set(message.id, { ...message });
    },
    async listSession(userId, sessionId) {
      return sorted([...records.values()].filter((m) => m.userId === userId && m.sessionId === sessionId));
    },
    async listUser(userId) {
      return sorted([...records.values()].filter((m) => m.userId === userId));
    },
    async remove(ids) {
      for (const id of ids) records.delete(id);
    },
    async clearUser(userId) {
      for (const [id, m] of records) if (m.userId === userId) records.delete(id);
    },
    async clearAccount(uid) {
      for (const [id, m] of records) if (chatProfileKeyOwnedBy(m.userId, uid)) records.delete(id);
    },
    async clearAll() {
      records.clear();
    },
  };
}
