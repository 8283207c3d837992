import { CHAT_TIME_USED_UP_MESSAGE, quietTimeMessage, type ChildLimitsStatus } from '@grove/api-contract';
import { minutesText } from './childLimitsForm';

/**
 * What a child's chat says about their time (issue 18, point 4: a child sees their own limits, as
 * Qustodio shows them): in quiet hours the server's own quiet-time words; with a daily limit the minutes
 * left today (`25 minutes of chat left today`), or the server's words once they are used up; nothing
 * when no limit applies. The server still decides each turn; this only tells the child beforehand.
 */
export function childChatTimeText(status: ChildLimitsStatus): string | null {
  if (status.quietNow && status.limits.quietHours !== null) return quietTimeMessage(status.limits.quietHours.end);
  if (status.remainingMinutes === null) return null;
  if (status.remainingMinutes === 0) return CHAT_TIME_USED_UP_MESSAGE;
  return `${minutesText(status.remainingMinutes)} of chat left today`;
}
