import { useId, useRef, useState, type FormEvent } from 'react';
import { BREAK_GLASS_REASON_MAX, type BreakGlassRead } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import { adminBreakGlassReasonProblem, adminTimeText } from '../index';
import { useAdminBreakGlassMutation } from './adminApi';
import { AdminDialog } from './AdminDialog';
import { AdminField } from './AdminField';

/** Said when the read fails and the server gave no reason. */
export const BREAK_GLASS_FAILED = 'Failed to open the conversation. Please try again.';

/** What the dialog tells the admin before they give a reason. */
export const BREAK_GLASS_WARNING =
  'Conversations are private. Reading this one is written to the audit log with your name and reason, and the family sees it in their settings.';

/** Props of {@link BreakGlassDialog}. */
export interface BreakGlassDialogProps {
  /** The conversation to read; null: the dialog is closed. */
  conversationId: string | null;
  /** What the admin is looking at, for the dialog's lead ("a high safety flag on 3 Nov"). */
  context?: string;
  onClose: () => void;
}

/**
 * Break-glass (issue 20, point 8): reading one whole conversation of a family, from a flagged item.
 * The reason is required (10 to 500 characters) and said to be shown to the family; only after the
 * server has written the audit row does the conversation appear, message by message. A failed read
 * keeps the reason typed.
 */
export function BreakGlassDialog({ conversationId, context, onClose }: BreakGlassDialogProps) {
  const [read, { isLoading, reset }] = useAdminBreakGlassMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<BreakGlassRead | null>(null);
  const reasonRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const transcriptId = useId();

  function close(): void {
    setReason('');
    setProblem(null);
    setFailure(null);
    setOpened(null);
    reset();
    onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!conversationId) return;
    const found = adminBreakGlassReasonProblem(reason);
    setProblem(found);
    setFailure(null);
    if (found) {
      reasonRef.current?.focus();
      return;
    }
    try {
      setOpened(await read({ conversationId, reason: reason.trim() }).unwrap());
    } catch (error) {
      setFailure(apiErrorMessage(error, BREAK_GLASS_FAILED));
    }
  }

  if (opened) {
    const { conversation, messages } = opened;
    return (
      <AdminDialog
        open={conversationId !== null}
        onClose={close}
        wide
        title={`“${conversation.title}”`}
        description={`${conversation.profile.displayName} (${conversation.profile.kind === 'child' ? 'child profile' : 'account'}) · ${conversation.kind} · started ${adminTimeText(conversation.createdAt)}. This read is in the audit log.`}
        initialFocusRef={closeRef}
        footer={
          <button ref={closeRef} type="button" className="grove-button grove-button--primary" onClick={close}>
            Close the conversation
          </button>
        }
      >
        <ol className="grove-admin-transcript" aria-label="Messages" id={transcriptId}>
          {messages.map((message) => (
            <li key={message.id} className={`grove-admin-transcript__message grove-admin-transcript__message--${message.role}`}>
              <span className="grove-admin-transcript__who">
                {message.role === 'user' ? conversation.profile.displayName : 'Mentor'} · {adminTimeText(message.createdAt)}
              </span>
              <p>{message.content}</p>
            </li>
          ))}
        </ol>
        {messages.length === 0 && <p className="grove-admin-empty">The conversation has no messages.</p>}
      </AdminDialog>
    );
  }

  return (
    <AdminDialog
      open={conversationId !== null}
      onClose={close}
      title="Read the whole conversation?"
      description={context ? `${context}. ${BREAK_GLASS_WARNING}` : BREAK_GLASS_WARNING}
      initialFocusRef={reasonRef}
    >
      <form className="grove-admin-dialog__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <AdminField
          ref={reasonRef}
          multiline
          rows={4}
          label="Why you need to read it"
          hint={`Required. ${reason.trim().length} of ${BREAK_GLASS_REASON_MAX} characters; at least 10.`}
          name="reason"
          maxLength={BREAK_GLASS_REASON_MAX + 100}
          required
          value={reason}
          error={problem}
          onChange={(event) => {
            setReason(event.target.value);
            if (problem) setProblem(adminBreakGlassReasonProblem(event.target.value));
          }}
        />
        {failure && (
          <p className="grove-admin-error grove-admin-error--inline" role="alert">
            {failure}
          </p>
        )}
        <div className="grove-dialog__footer">
          <button type="button" className="grove-button grove-button--secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="grove-button grove-admin-danger-solid" disabled={isLoading}>
            {isLoading ? 'Opening…' : 'Read it and log my reason'}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
