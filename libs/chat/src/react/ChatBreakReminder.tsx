import { GlassButton } from '@grove/ui-glass/react';
import { CHAT_BREAK_REMINDER_TEXT } from '../index';

/** Props of {@link ChatBreakReminder}. */
export interface ChatBreakReminderProps {
  /** Puts the reminder away. */
  onDismiss: () => void;
}

/**
 * The break reminder (issue 18): after an hour of chat without a real break, a kind note above the
 * messages — a suggestion, not a lock — that one click puts away. It is a status, not an alert: it
 * is announced politely and never takes the focus from what the person is typing.
 */
export function ChatBreakReminder({ onDismiss }: ChatBreakReminderProps) {
  return (
    <div className="chat-break-reminder" role="status">
      <span className="chat-break-reminder__icon" aria-hidden="true">
        🌿
      </span>
      <p className="chat-break-reminder__text">{CHAT_BREAK_REMINDER_TEXT}</p>
      <GlassButton variant="secondary" onClick={onDismiss}>
        Got it
      </GlassButton>
    </div>
  );
}
