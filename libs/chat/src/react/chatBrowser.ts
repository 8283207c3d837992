import { chatOutboxCreate, chatOutboxSendVia, type ChatCacheStore, type ChatOutbox } from '../index';
import { chatCacheIndexedDbCreate } from './chatCacheIndexedDb';
import { chatOutboxStorageIdb } from './chatOutboxIdb';
import { chatStreamTransportCreate, type ChatStreamTransport, type ChatStreamTransportDeps } from './chatStreamTransport';

let cache: ChatCacheStore | null = null;
let outbox: ChatOutbox | null = null;
let outboxTransport: ChatStreamTransport | null = null;

/** This browser's local chat message cache (IndexedDB `grove-chat`), created on first use. */
export function chatBrowserCache(): ChatCacheStore {
  cache ??= chatCacheIndexedDbCreate();
  return cache;
}

/**
 * This browser's one offline outbox (IndexedDB `grove-chat-outbox`), created on first use with the
 * transport it sends through. One per page, so there is one flusher however many chats are mounted.
 */
export function chatBrowserOutbox(deps: ChatStreamTransportDeps): ChatOutbox {
  outboxTransport = chatStreamTransportCreate(deps);
  outbox ??= chatOutboxCreate({
    storage: chatOutboxStorageIdb(),
    send: chatOutboxSendVia(() => outboxTransport),
  });
  return outbox;
}

/**
 * Clears the cached chat messages of every profile of the account `uid` (SPEC §7 "Chat messages for
 * a user are cleared on logout"). Its queued outbox messages stay: they go out when that account
 * signs in again.
 */
export async function chatCacheClearAccount(uid: string): Promise<void> {
  await chatBrowserCache().clearAccount(uid);
}

/**
 * Clears the cached chat messages of every account. Nobody is signed in: whatever is cached belongs to
 * someone who signed out (SPEC §7 "cleared on logout"), e.g. on a page that was left before that
 * sign-out's clearing finished.
 */
export async function chatCacheClearAll(): Promise<void> {
  // Without IndexedDB (some private modes) nothing can have been cached.
  if (typeof indexedDB === 'undefined') return;
  await chatBrowserCache().clearAll();
}

/**
 * Clears the cached chat messages of one profile key, e.g. `{uid}_parent` on return to the parent
 * (SPEC §7 "cleared … on return to parent (key {uid}_parent)").
 */
export async function chatCacheClearProfile(profileKey: string): Promise<void> {
  await chatBrowserCache().clearUser(profileKey);
}
