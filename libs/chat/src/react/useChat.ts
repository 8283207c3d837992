import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ApiIdentity } from '@grove/api-client';
import { groveApiEvents } from '@grove/api-client/react';
import { TRIAL_USER_ID, type ChatReply } from '@grove/api-contract';
import {
  chatBreakReminderDue,
  chatBreakReminderParse,
  chatControllerCreate,
  chatOutboxCreate,
  chatOutboxFlusherCreate,
  chatOutboxSendVia,
  chatOutboxStorageMemory,
  chatProfileKey,
  CHAT_OUTBOX_POLL_MS,
  type ChatCacheStore,
  type ChatControllerState,
  type ChatOutbox,
  type ChatProfile,
  type ChatProfileHeaders,
} from '../index';
import { chatApi, useGetConversationQuery } from './chatApi';
import { chatBrowserCache, chatBrowserOutbox } from './chatBrowser';
import { chatStreamTransportCreate, type ChatStreamTransport } from './chatStreamTransport';

/** What {@link useChat} needs. */
export interface UseChatOptions {
  /** The signed-in account's uid (for the trial: `trial_user`). */
  accountUid: string;
  /**
   * The profile that chats (SPEC §3 Session state). `trial` chats as `trial_user` without sign-in:
   * no local cache and an outbox that lives only as long as the chat (nothing of a trial chat is kept).
   */
  profile: ChatProfile;
  /** The API origin ('' = same origin). */
  baseUrl: string;
  /**
   * The identity for one request: the app's auth controller `identity()` (the base API's source).
   * Keep it stable (a new function makes a new transport and controller).
   */
  identity: () => Promise<ApiIdentity>;
  /**
   * More headers for every chat call (the trial's device headers); may wait for them. Keep it stable.
   */
  headers?: () => Promise<Record<string, string>>;
  /** Called after every charged reply (and a stopped one), e.g. to refresh the token meter; keep it stable. */
  onCharged?: (reply: ChatReply | null) => void;
  /** The local message cache; the browser's IndexedDB cache by default (none for the trial), null for none. */
  cache?: ChatCacheStore | null;
  /** The offline outbox; the browser's one by default (for the trial, one in memory). */
  outbox?: ChatOutbox;
  /** How often to probe the API while messages wait; {@link CHAT_OUTBOX_POLL_MS} by default. */
  pollMs?: number;
  /** Local-first: each message goes through the browser's outbox (see `ChatControllerDeps.localFirst`). */
  localFirst?: boolean;
  /**
   * The conversation to open first (e.g. from a memory's "From a conversation" link); by default the
   * one this profile last used. Read when the chat starts.
   */
  initialConversationId?: string | null;
}

/** What {@link useChat} gives a screen. */
export interface UseChatResult extends ChatControllerState {
  /** The profile id of the history calls: the uid, or the child's id. */
  profileId: string;
  /** Sends a message; false when it could not go (empty, or a reply is on its way). */
  send(text: string): boolean;
  stop(): void;
  retry(clientMessageId: string): void;
  /** Opens a conversation by id, or a new one with null. */
  open(conversationId: string | null): void;
  /** Forgets a deleted conversation: its cached messages go; if it is open, a new one opens. */
  forget(conversationId: string): Promise<void>;
  /** Turns temporary conversations on or off (a new conversation opens either way; see `ChatController.setTemporary`). */
  setTemporary(temporary: boolean): void;
  /**
   * Issue 18: a reply said this profile has chatted for an hour without a real break
   * (`chatBreakReminderDue`), so the kind break reminder shows until dismissed — once per run.
   */
  breakReminder: boolean;
  /** Puts the break reminder away (it does not come back in the same run). */
  breakReminderDismiss(): void;
}

/** SPEC §6, §7: the headers a profile's requests carry. */
function chatProfileHeaders(profile: ChatProfile): ChatProfileHeaders {
  if (profile.type === 'child') return { activeRole: 'child_user', childId: profile.childId };
  // The trial has no profile: the server ignores the role of a `trial_user` call.
  if (profile.type === 'trial') return { activeRole: null, childId: null };
  return { activeRole: profile.type === 'parent' ? 'family_member' : 'standard_user', childId: null };
}

/** Whether a history request failed because the server has no such conversation (404). */
function historyNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

function timeoutSchedule(callback: () => void, ms: number): () => void {
  const id = window.setTimeout(callback, ms);
  return () => window.clearTimeout(id);
}

function clockNow(): number {
  return Date.now();
}

function browserId(): string {
  return crypto.randomUUID();
}

/** Where the tab remembers the run of turns the break reminder last showed for, per profile. */
function breakReminderKey(profileKey: string): string {
  return `grove.chat.breakReminder.${profileKey}`;
}

// The tab's session storage, so a reload in the same run does not remind again; storage that refuses
// (private mode, quota) only means the reminder may show once more.
function breakReminderRead(profileKey: string): number | null {
  try {
    return chatBreakReminderParse(window.sessionStorage.getItem(breakReminderKey(profileKey)));
  } catch {
    return null;
  }
}

function breakReminderWrite(profileKey: string, runStartedAt: number): void {
  try {
    window.sessionStorage.setItem(breakReminderKey(profileKey), String(runStartedAt));
  } catch {
    // See breakReminderRead.
  }
}

/**
 * The chat of one profile: creates the core's chat controller once per profile and reads it with
 * `useSyncExternalStore`; streams through fetch (a 401, 402 or 429 raises SPEC §8's event on the base
 * API's channel, `groveApiEvents()`), caches in IndexedDB, queues offline sends in the
 * outbox and flushes it on load, on the `online` event and on a poll of `/system/status` while
 * messages wait; loads the open conversation's server history.
 */
export function useChat(options: UseChatOptions): UseChatResult {
  const { accountUid, profile, baseUrl, pollMs = CHAT_OUTBOX_POLL_MS } = options;
  const dispatch = useDispatch();
  const { identity, headers, onCharged } = options;

  const profileKey = chatProfileKey(accountUid, profile);
  const profileType = profile.type;
  const trial = profileType === 'trial';
  const childId = profile.type === 'child' ? profile.childId : null;
  const profileId = childId ?? accountUid;
  const cacheOption = options.cache;
  const localFirst = options.localFirst === true;
  const outboxOption = options.outbox;
  const [breakReminder, setBreakReminder] = useState(false);

  const transport: ChatStreamTransport = useMemo(() => chatStreamTransportCreate({ baseUrl, identity, headers, events: groveApiEvents() }), [baseUrl, identity, headers]);
  const outbox = useMemo(() => {
    if (outboxOption) return outboxOption;
    // A trial outbox holds its messages while the chat is open, never across page loads or sign-up.
    if (trial) return chatOutboxCreate({ storage: chatOutboxStorageMemory(), send: chatOutboxSendVia(() => transport) });
    return chatBrowserOutbox({ baseUrl, identity, events: groveApiEvents() });
  }, [outboxOption, trial, transport, baseUrl, identity]);
  const cache = useMemo(() => (cacheOption !== undefined ? cacheOption : trial ? null : chatBrowserCache()), [cacheOption, trial]);

  const controller = useMemo(
    () =>
      chatControllerCreate({
        identity: {
          accountUid,
          userId: trial ? TRIAL_USER_ID : accountUid,
          profileKey,
          profile: chatProfileHeaders(childId !== null ? { type: 'child', childId } : { type: profileType === 'child' ? 'solo' : profileType }),
        },
        transport,
        outbox,
        cache,
        now: clockNow,
        newId: browserId,
        localFirst,
        onCharged: (reply) => {
          // The list's order, titles and counts change with every reply.
          dispatch(chatApi.util.invalidateTags(['ChatConversations']));
          if (reply) {
            const decision = chatBreakReminderDue(reply.continuousMinutes, clockNow(), breakReminderRead(profileKey));
            if (decision.due && decision.runStartedAt !== null) {
              breakReminderWrite(profileKey, decision.runStartedAt);
              setBreakReminder(true);
            }
          }
          onCharged?.(reply);
        },
      }),
    [accountUid, childId, profileType, trial, profileKey, transport, outbox, cache, dispatch, onCharged, localFirst],
  );

  // Only the first open of a controller follows the link it came from.
  const initialConversation = useRef(options.initialConversationId ?? undefined);
  useEffect(() => {
    const stopFollowing = controller.start();
    void controller.open(initialConversation.current);
    return stopFollowing;
  }, [controller]);

  useEffect(() => {
    const flusher = chatOutboxFlusherCreate({ outbox, accountUid, probe: () => transport.probe(), schedule: timeoutSchedule, intervalMs: pollMs });
    void flusher.start();
    const online = () => void flusher.nudge();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      flusher.stop();
    };
  }, [outbox, accountUid, transport, pollMs]);

  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const conversationId = state.conversation.conversationId;
  // The server keeps no trial conversation; there is no history to load.
  const history = useGetConversationQuery(conversationId && !trial ? { profileId, conversationId } : skipToken, { refetchOnMountOrArgChange: true });
  // When this conversation came on screen: an answer fetched before then is an old copy of it.
  const openedAt = useMemo(() => (conversationId === null ? 0 : clockNow()), [conversationId]);
  // `data` would still be the previous conversation's while this one loads, and `currentData` an old
  // copy of this one until it is fetched again: only a fresh answer for this very conversation counts.
  const fresh = !history.isFetching && history.originalArgs !== undefined && (history.fulfilledTimeStamp ?? 0) >= openedAt;
  const loaded = fresh ? history.currentData : undefined;
  const loadedFor = history.originalArgs?.conversationId ?? null;
  const missing = !history.isFetching && history.originalArgs !== undefined && historyNotFound(history.error);
  useEffect(() => {
    if (loaded && loadedFor !== null) controller.historyLoaded(loadedFor, loaded.messages);
  }, [controller, loaded, loadedFor]);
  useEffect(() => {
    // The server no longer has it (deleted on another device): its cached copy must not linger.
    if (missing && loadedFor !== null) void controller.forget(loadedFor);
  }, [controller, missing, loadedFor]);

  const send = useCallback((text: string) => controller.send(text) !== null, [controller]);
  const stop = useCallback(() => controller.stop(), [controller]);
  const retry = useCallback((id: string) => controller.retry(id), [controller]);
  const open = useCallback((id: string | null) => void controller.open(id), [controller]);
  const forget = useCallback((id: string) => controller.forget(id), [controller]);
  const setTemporary = useCallback((on: boolean) => controller.setTemporary(on), [controller]);
  const breakReminderDismiss = useCallback(() => setBreakReminder(false), []);

  return { ...state, profileId, send, stop, retry, open, forget, setTemporary, breakReminder, breakReminderDismiss };
}
