/**
 * @grove/chat/react — the React binding of Grove's mentor chat: the chat screen and its parts (chat
 * view, conversation list, sanitized markdown whose renderer loads after the first paint), the
 * `useChat` hook, the chat history endpoints, the streaming transport, and the browser's IndexedDB
 * cache and offline outbox. Import '@grove/chat/styles.css' once for the styles.
 */
export { CHAT_TEMPORARY_LABEL, CHAT_TEMPORARY_NOTICE, ChatScreen, ChatScreenPending, type ChatScreenPendingProps, type ChatScreenProps } from './ChatScreen';
export { ChatView, CHAT_QUEUED_TEXT, CHAT_STOPPED_TEXT, CHAT_THINKING_TEXT, CHAT_TRY_AGAIN_TEXT, type ChatMentorAvatar, type ChatViewProps } from './ChatView';
export { ChatBreakReminder, type ChatBreakReminderProps } from './ChatBreakReminder';
export { ConversationList, type ConversationListProps } from './ConversationList';
export {
  ChatMarkdown,
  chatMarkdownLoad,
  chatMarkdownRenderer,
  chatMarkdownRendererCreate,
  type ChatMarkdownProps,
  type ChatMarkdownRender,
  type ChatMarkdownRenderer,
} from './ChatMarkdown';
export { useChat, type UseChatOptions, type UseChatResult } from './useChat';
export { chatApi, useDeleteConversationMutation, useGetConversationQuery, useListConversationsQuery } from './chatApi';
export { chatStreamTransportCreate, type ChatStreamTransport, type ChatStreamTransportDeps } from './chatStreamTransport';
export { CHAT_CACHE_DB_NAME, chatCacheIndexedDbCreate } from './chatCacheIndexedDb';
export { CHAT_OUTBOX_DB_NAME, chatOutboxStorageIdb } from './chatOutboxIdb';
export { chatBrowserCache, chatBrowserOutbox, chatCacheClearAccount, chatCacheClearAll, chatCacheClearProfile } from './chatBrowser';
