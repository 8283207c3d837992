import { CHAT_MESSAGE_MAX_CHARS, type ChatHistoryEntry } from '@grove/api-contract';
import type { ChatEntry } from './chatConversation';

/**
 * How many exchanges (a message and its reply) go with a send as context: SPEC §9 "Last 2
 * conversation entries sent as context" and §4 "includes the last 2 exchanges".
 */
export const CHAT_CONTEXT_EXCHANGES = 2;

/**
 * The `localHistory` of a send (SPEC §7, §9): the last {@link CHAT_CONTEXT_EXCHANGES} complete
 * exchanges before it, oldest first. Only answered messages count: a failed, queued or unanswered
 * message, the offline-mode stand-in and a stopped reply's message without text are left out. Each
 * entry is cut to the request's length limit.
 */
export function chatContextHistory(entries: readonly ChatEntry[], exchanges: number = CHAT_CONTEXT_EXCHANGES): ChatHistoryEntry[] {
  const pairs: ChatHistoryEntry[][] = [];
  for (let i = entries.length - 1; i > 0 && pairs.length < exchanges; i -= 1) {
    const reply = entries[i];
    const message = entries[i - 1];
    if (!reply || !message) break;
    const answered = reply.role === 'assistant' && (reply.status === 'done' || reply.status === 'stopped') && !reply.offline && reply.content !== '';
    if (!answered || message.role !== 'user' || message.clientMessageId !== reply.clientMessageId) continue;
    pairs.unshift([
      { role: 'user', content: message.content.slice(0, CHAT_MESSAGE_MAX_CHARS) },
      { role: 'assistant', content: reply.content.slice(0, CHAT_MESSAGE_MAX_CHARS) },
    ]);
    i -= 1;
  }
  return pairs.flat();
}
