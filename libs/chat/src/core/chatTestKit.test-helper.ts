import type { ChatReply } from '@grove/api-contract';
import type { ChatOutboxEntry } from './chatOutbox';

/** A chat reply for tests. */
export function chatReplyFake(response: string, extra: Partial<ChatReply> = {}): ChatReply {
  return {
    response,
    tokensUsed: 7,
    modelUsed: 'builtin',
    meta: { tone: 'natural', reason: 'greeting', ethics: 'safe', historical_symbolic_tags: [] },
    conversationId: 'conv-1',
    messageId: 'm1',
    clientMessageId: null,
    contentMode: 'FULL',
    stopped: false,
    ...extra,
  };
}

export { chatOutboxStorageMemory } from './chatOutbox';

/** An outbox entry for tests. */
export function chatOutboxEntryFake(clientMessageId: string, extra: Partial<ChatOutboxEntry> = {}): ChatOutboxEntry {
  return {
    clientMessageId,
    accountUid: 'u1',
    userId: 'u1',
    profile: { activeRole: 'standard_user', childId: null },
    profileKey: 'u1_solo',
    conversationId: null,
    sessionKey: 'local-1',
    message: `message ${clientMessageId}`,
    localHistory: [],
    createdAt: 1,
    ...extra,
  };
}
