import type { ChatTransport } from './chatController';
import { chatFailureClassify } from './chatFailure';
import type { ChatOutboxDeps } from './chatOutbox';

/**
 * The outbox's `send` over a {@link ChatTransport}: one JSON `POST /api/chat` with the entry's client
 * message id and the profile headers it was written with. A stopped call counts as offline (the entry
 * waits), a failed one is classified as any send is (SPEC §8).
 */
export function chatOutboxSendVia(transport: () => ChatTransport | null): ChatOutboxDeps['send'] {
  return async (entry) => {
    const current = transport();
    if (!current) return { kind: 'failed', failure: { kind: 'offline' } };
    const request = {
      message: entry.message,
      userId: entry.userId,
      conversationId: entry.conversationId,
      clientMessageId: entry.clientMessageId,
      localHistory: entry.localHistory,
    };
    const result = await current.send(request, { profile: entry.profile }).result;
    if (result.kind === 'replied') return result;
    return { kind: 'failed', failure: result.kind === 'stopped' ? { kind: 'offline' } : chatFailureClassify(result.problem) };
  };
}
