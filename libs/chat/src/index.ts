/**
 * @grove/chat — the pure core of Grove's mentor chat: conversation state, the context sent with a
 * message, the local message cache policy, the offline outbox and its flusher, the chat stream's SSE
 * parser and the classification of failed sends (SPEC §3, §7, §8, §9). The React binding is
 * `@grove/chat/react`.
 */
export {
  chatConversationEmpty,
  chatConversationFailed,
  chatConversationLoaded,
  chatConversationPending,
  chatConversationReplied,
  chatConversationRetried,
  chatConversationSent,
  chatConversationStopped,
  chatConversationIdentified,
  chatConversationTokenReceived,
  chatReplyEntryId,
  type ChatConversationState,
  type ChatEntry,
  type ChatEntryStatus,
} from './core/chatConversation';
export { CHAT_CONTEXT_EXCHANGES, chatContextHistory } from './core/chatContext';
export {
  CHAT_CACHE_MAX_PER_USER,
  CHAT_CACHE_STORE,
  CHAT_INTERRUPTED_MESSAGE,
  chatCacheEntries,
  chatCacheForgetSession,
  chatCacheLatestSession,
  chatCacheMemoryCreate,
  chatCacheOverflow,
  chatCacheRecords,
  chatCacheReplaceSession,
  chatCacheSave,
  chatProfileKey,
  chatProfileKeyOwnedBy,
  type ChatCachedMessage,
  type ChatCacheStore,
  type ChatProfile,
} from './core/chatCache';
export {
  chatOutboxCreate,
  chatOutboxStorageMemory,
  type ChatOutbox,
  type ChatOutboxDeps,
  type ChatOutboxEntry,
  type ChatOutboxFlush,
  type ChatOutboxSendResult,
  type ChatOutboxSettled,
  type ChatOutboxStorage,
} from './core/chatOutbox';
export { chatOutboxSendVia } from './core/chatOutboxSend';
export {
  CHAT_OUTBOX_POLL_MS,
  chatOutboxFlusherCreate,
  type ChatOutboxFlusher,
  type ChatOutboxFlusherDeps,
  type ChatScheduler,
} from './core/chatOutboxFlusher';
export { chatReplyRead, chatSseParserCreate, chatStreamEventRead, type ChatSseEvent, type ChatSseParser, type ChatStreamRead } from './core/chatSse';
export { CHAT_BREAK_REMINDER_TEXT, chatBreakReminderDue, chatBreakReminderParse, type ChatBreakReminderDecision } from './core/chatBreakReminder';
export { chatFailureClassify, type ChatFailure, type ChatFailureReason, type ChatSendProblem } from './core/chatFailure';
export {
  CHAT_TEMPORARY_OFFLINE,
  chatControllerCreate,
  type ChatController,
  type ChatControllerDeps,
  type ChatControllerState,
  type ChatIdentity,
  type ChatProfileHeaders,
  type ChatTransport,
  type ChatTransportCall,
  type ChatTransportResult,
} from './core/chatController';
