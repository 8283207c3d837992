import { useId, useState } from 'react';
import type { Conversation } from '@grove/api-contract';
import { GlassButton, GlassDialog } from '@grove/ui-glass/react';

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  conversations: readonly Conversation[];
  /** The conversation on screen (null: a new one). */
  activeId: string | null;
  /** The list is loading for the first time. */
  loading: boolean;
  /** Why the list could not be loaded, if it could not. */
  error?: string | null;
  onNew: () => void;
  onSelect: (conversation: Conversation) => void;
  /** Deletes after the person confirmed; rejects with a message to show. */
  onDelete: (conversation: Conversation) => Promise<void>;
  /** Drawn before the chat can be used (see ChatScreenPending): New conversation is switched off. */
  pending?: boolean;
}

/**
 * The profile's conversations: New conversation, switch by choosing one, delete after a confirmation
 * that names the conversation; an empty state and a loading state.
 */
export function ConversationList({ conversations, activeId, loading, error, onNew, onSelect, onDelete, pending = false }: ConversationListProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm(): Promise<void> {
    if (!confirming) return;
    setDeleting(true);
    setProblem(null);
    try {
      await onDelete(confirming);
      setConfirming(null);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The conversation could not be deleted. Please try again.');
    } finally {
      setDeleting(false);
    }
  }

  function close(): void {
    setConfirming(null);
    setProblem(null);
  }

  return (
    <nav className="chat-conversations" aria-labelledby={headingId}>
      <div className="chat-conversations__header">
        <h2 id={headingId} className="chat-conversations__title">
          Conversations
        </h2>
        <GlassButton variant="secondary" onClick={onNew} disabled={pending}>
          New conversation
        </GlassButton>
      </div>
      {loading ? (
        <p role="status" className="chat-conversations__note">
          Loading conversations…
        </p>
      ) : error ? (
        <p className="chat-conversations__note">{error}</p>
      ) : conversations.length === 0 ? (
        <p className="chat-conversations__note">No conversations yet. Your chats will be listed here.</p>
      ) : (
        <ul className="chat-conversations__list">
          {conversations.map((conversation) => (
            <li key={conversation.id} className="chat-conversations__item">
              <button
                type="button"
                className="chat-conversations__open"
                aria-current={conversation.id === activeId ? 'true' : undefined}
                onClick={() => onSelect(conversation)}
              >
                {conversation.title || 'Untitled conversation'}
              </button>
              <GlassButton variant="ghost" aria-label={`Delete ${conversation.title || 'Untitled conversation'}`} onClick={() => setConfirming(conversation)}>
                Delete
              </GlassButton>
            </li>
          ))}
        </ul>
      )}
      <GlassDialog
        open={confirming !== null}
        onClose={close}
        title={`Delete “${confirming?.title || 'Untitled conversation'}”?`}
        description="This removes the conversation and all its messages for good. It cannot be undone."
        footer={
          <>
            <GlassButton onClick={() => void confirm()} disabled={deleting}>
              {deleting ? 'Deleting…' : 'Delete conversation'}
            </GlassButton>
            <GlassButton variant="ghost" onClick={close}>
              Cancel
            </GlassButton>
          </>
        }
      >
        {problem && <p role="alert">{problem}</p>}
      </GlassDialog>
    </nav>
  );
}
