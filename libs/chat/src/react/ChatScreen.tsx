import type { ReactNode } from 'react';
import type { ChatEntry } from '../index';
import { ChatBreakReminder } from './ChatBreakReminder';
import { ConversationList } from './ConversationList';
import { ChatView, type ChatMentorAvatar } from './ChatView';
import { useDeleteConversationMutation, useListConversationsQuery } from './chatApi';
import { useChat, type UseChatOptions } from './useChat';

/** Props of {@link ChatScreen}. */
export interface ChatScreenProps extends UseChatOptions {
  /** The chat's heading. */
  title: string;
  /** The profile's content mode (G gives the children's look). */
  contentMode?: 'G' | 'PG' | 'FULL';
  /** Shown in the chat's header: the token meter and "Buy tokens". */
  headerExtras?: ReactNode;
  /** Shown under a finished mentor reply (the app's "remembered" chip). */
  replyExtras?: (entry: ChatEntry) => ReactNode;
  /**
   * Offers temporary conversations (issue 15; adults only, the server refuses them for a child): one
   * click starts a conversation that is not saved.
   */
  allowTemporary?: boolean;
  /** Shown above the messages, e.g. a child's chat time left today (issue 18). */
  notice?: ReactNode;
  /** What the composer starts with (never sent by itself). */
  initialDraft?: string;
  /** The mentor's avatar (the profile's animal guide). */
  mentorAvatar?: ChatMentorAvatar;
}

/** The name of the temporary-conversation toggle. */
export const CHAT_TEMPORARY_LABEL = 'Temporary conversation';

/** What a temporary conversation says about itself, above its messages. */
export const CHAT_TEMPORARY_NOTICE = "Temporary conversation: it is not saved, and Grove won't remember anything from it.";

function deleteFailure(error: unknown): Error {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  const message = data && typeof data === 'object' && 'error' in data ? (data as { error: { message?: unknown } }).error.message : null;
  return new Error(typeof message === 'string' ? message : 'The conversation could not be deleted. Please try again.');
}

/** The temporary-conversation toggle in the chat's header (off and unusable while the chat is pending). */
function TemporaryToggle({ on, onToggle }: { on: boolean; onToggle?: () => void }) {
  return (
    <button
      type="button"
      className="grove-button grove-button--secondary chat-view__temporary-toggle"
      aria-pressed={on}
      disabled={onToggle === undefined}
      onClick={onToggle}
    >
      {CHAT_TEMPORARY_LABEL}
    </button>
  );
}

function nothing(): void {
  // The pending chat does nothing until the chat itself replaces it.
}

/** What {@link ChatScreenPending} draws: what {@link ChatScreen} shows above its messages. */
export type ChatScreenPendingProps = Pick<ChatScreenProps, 'title' | 'contentMode' | 'headerExtras' | 'allowTemporary'>;

/**
 * The chat as it first shows, drawn before its profile is known (the app's frame while sign-in
 * settles): the same title, header, empty conversation and list as {@link ChatScreen} on its first
 * render, with the composer and the buttons of its own switched off. The chat then replaces it without
 * anything moving.
 */
export function ChatScreenPending({ title, contentMode, headerExtras, allowTemporary = false }: ChatScreenPendingProps) {
  return (
    <div className="chat-screen" aria-busy="true">
      <ChatView
        title={title}
        entries={[]}
        busy={false}
        onSend={() => false}
        onStop={nothing}
        onRetry={nothing}
        contentMode={contentMode}
        pending
        headerExtras={
          allowTemporary || headerExtras ? (
            <>
              {allowTemporary && <TemporaryToggle on={false} />}
              {headerExtras}
            </>
          ) : undefined
        }
      />
      <ConversationList conversations={[]} activeId={null} loading pending onNew={nothing} onSelect={nothing} onDelete={() => Promise.resolve()} />
    </div>
  );
}

/**
 * The whole chat of a profile: its conversation list beside the chat view, wired to {@link useChat};
 * the break reminder (issue 18) shows above the messages when a reply brings it.
 */
export function ChatScreen({ title, contentMode, headerExtras, replyExtras, allowTemporary = false, notice, initialDraft, mentorAvatar, ...options }: ChatScreenProps) {
  const chat = useChat(options);
  const list = useListConversationsQuery(chat.profileId);
  const [deleteConversation] = useDeleteConversationMutation();
  const activeId = chat.conversation.conversationId;

  async function remove(id: string): Promise<void> {
    try {
      await deleteConversation({ profileId: chat.profileId, conversationId: id }).unwrap();
    } catch (error) {
      throw deleteFailure(error);
    }
    await chat.forget(id);
  }

  return (
    <div className="chat-screen">
      <ChatView
        title={title}
        entries={chat.conversation.entries}
        busy={chat.busy}
        onSend={chat.send}
        onStop={chat.stop}
        onRetry={chat.retry}
        contentMode={contentMode}
        replyExtras={replyExtras}
        initialDraft={initialDraft}
        mentorAvatar={mentorAvatar}
        emptyText={chat.temporary ? `${CHAT_TEMPORARY_NOTICE} Say hello to start.` : undefined}
        aside={
          chat.temporary || notice || chat.breakReminder ? (
            <>
              {chat.temporary && (
                <p className="chat-view__temporary" role="status">
                  {CHAT_TEMPORARY_NOTICE}
                </p>
              )}
              {notice}
              {chat.breakReminder && <ChatBreakReminder onDismiss={chat.breakReminderDismiss} />}
            </>
          ) : undefined
        }
        headerExtras={
          allowTemporary || headerExtras ? (
            <>
              {allowTemporary && <TemporaryToggle on={chat.temporary} onToggle={() => chat.setTemporary(!chat.temporary)} />}
              {headerExtras}
            </>
          ) : undefined
        }
      />
      <ConversationList
        conversations={list.data ?? []}
        activeId={activeId}
        loading={list.isLoading}
        error={list.isError && !list.data ? 'Your conversations cannot be listed right now.' : null}
        onNew={() => chat.open(null)}
        onSelect={(conversation) => chat.open(conversation.id)}
        onDelete={(conversation) => remove(conversation.id)}
      />
    </div>
  );
}
