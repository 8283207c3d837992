import { describe, expect, it } from 'vitest';
import { MESSAGES, type ChatReply } from '@grove/api-contract';
import { chatContextHistory } from './chatContext';
import {
  chatConversationEmpty,
  chatConversationFailed,
  chatConversationIdentified,
  chatConversationLoaded,
  chatConversationPending,
  chatConversationReplied,
  chatConversationRetried,
  chatConversationSent,
  chatConversationStopped,
  chatConversationTokenReceived,
  type ChatConversationState,
} from './chatConversation';

function replyOf(response: string, extra: Partial<ChatReply> = {}): ChatReply {
  return {
    response,
    tokensUsed: 9,
    modelUsed: 'builtin',
    meta: { tone: 'natural', reason: 'greeting', ethics: 'safe', historical_symbolic_tags: [] },
    conversationId: 'conv-1',
    messageId: 'm',
    clientMessageId: null,
    contentMode: 'FULL',
    stopped: false,
    ...extra,
  };
}

function exchange(state: ChatConversationState, id: string, text: string, answer: string, at: number): ChatConversationState {
  return chatConversationReplied(chatConversationSent(state, { clientMessageId: id, text, at }), id, replyOf(answer), at + 1);
}

describe('conversation state', () => {
  it('shows the message and a thinking reply at once, then grows the reply as tokens arrive', () => {
    let state = chatConversationSent(chatConversationEmpty('local-1'), { clientMessageId: 'cmid-0001', text: 'Hi', at: 1000 });
    expect(state.entries.map((e) => [e.role, e.status, e.content])).toEqual([
      ['user', 'sending', 'Hi'],
      ['assistant', 'sending', ''],
    ]);
    expect(chatConversationPending(state)?.id).toBe('cmid-0001:reply');
    state = chatConversationTokenReceived(state, 'cmid-0001', 'Hel');
    state = chatConversationTokenReceived(state, 'cmid-0001', 'lo');
    expect(state.entries[1]).toMatchObject({ status: 'streaming', content: 'Hello' });
    state = chatConversationReplied(state, 'cmid-0001', replyOf('Hello!'), 1200);
    expect(state.entries[1]).toMatchObject({ status: 'done', content: 'Hello!', tokensUsed: 9, tone: 'natural' });
    expect(state.entries[0]?.status).toBe('done');
    expect(state).toMatchObject({ conversationId: 'conv-1', sessionKey: 'conv-1' });
    expect(chatConversationPending(state)).toBeNull();
  });

  it('Stop keeps the partial reply and marks it stopped; later tokens change nothing', () => {
    let state = chatConversationSent(chatConversationEmpty('local-1'), { clientMessageId: 'cmid-0001', text: 'Story', at: 1 });
    state = chatConversationTokenReceived(state, 'cmid-0001', 'Once upon');
    state = chatConversationStopped(state, 'cmid-0001');
    state = chatConversationTokenReceived(state, 'cmid-0001', ' a time');
    expect(state.entries[1]).toMatchObject({ status: 'stopped', content: 'Once upon' });
  });

  it('offline: the message is queued and the mentor answers with SPEC §8 text at 0 tokens; the real reply replaces it', () => {
    let state = chatConversationSent(chatConversationEmpty('local-1'), { clientMessageId: 'cmid-0001', text: 'Hi', at: 1 });
    state = chatConversationFailed(state, 'cmid-0001', { kind: 'offline' }, 2);
    expect(state.entries.map((e) => [e.status, e.content, e.tokensUsed])).toEqual([
      ['queued', 'Hi', undefined],
      ['done', MESSAGES.offlineMode, 0],
    ]);
    state = chatConversationReplied(state, 'cmid-0001', replyOf('Hello again'), 3);
    expect(state.entries.map((e) => [e.status, e.content])).toEqual([
      ['done', 'Hi'],
      ['done', 'Hello again'],
    ]);
  });

  it('an error keeps the text with the reason, and Retry sends the same message again', () => {
    let state = chatConversationSent(chatConversationEmpty('local-1'), { clientMessageId: 'cmid-0001', text: 'Hi', at: 1 });
    state = chatConversationFailed(state, 'cmid-0001', { kind: 'error', status: 502, message: MESSAGES.mentorUnavailable, retryable: true }, 2);
    expect(state.entries).toHaveLength(1);
    expect(state.entries[0]).toMatchObject({ status: 'error', content: 'Hi', error: MESSAGES.mentorUnavailable });
    state = chatConversationRetried(state, 'cmid-0001', 3);
    expect(state.entries.map((e) => [e.id, e.status])).toEqual([
      ['cmid-0001', 'sending'],
      ['cmid-0001:reply', 'sending'],
    ]);
  });

  it("a child's time limit keeps the typed text and says it is a time limit; a retry that goes clears it (issue 18)", () => {
    const quiet = "It's quiet time now. Grove will be back at 07:00.";
    let state = chatConversationSent(chatConversationEmpty('local-1'), { clientMessageId: 'cmid-0001', text: 'Tell me a story', at: 1 });
    state = chatConversationFailed(state, 'cmid-0001', { kind: 'error', status: 403, message: quiet, retryable: false, reason: 'time_limit' }, 2);
    expect(state.entries).toEqual([expect.objectContaining({ status: 'error', content: 'Tell me a story', error: quiet, errorReason: 'time_limit' })]);
    state = chatConversationRetried(state, 'cmid-0001', 3);
    expect(state.entries[0]?.errorReason).toBeUndefined();
    state = chatConversationReplied(state, 'cmid-0001', replyOf('Once upon a time'), 4);
    expect(state.entries.map((e) => [e.status, e.content, e.errorReason])).toEqual([
      ['done', 'Tell me a story', undefined],
      ['done', 'Once upon a time', undefined],
    ]);
  });

  it('the server history replaces local copies and keeps what only this browser has', () => {
    let state = exchange(chatConversationEmpty('local-1'), 'cmid-0001', 'Hi', 'Hello', 1);
    state = chatConversationSent(state, { clientMessageId: 'cmid-0002', text: 'Later', at: 5 });
    state = chatConversationFailed(state, 'cmid-0002', { kind: 'offline' }, 6);
    state = chatConversationLoaded(state, 'conv-1', [
      { id: 'm1', conversationId: 'conv-1', role: 'user', content: 'Hi', tokensUsed: 0, clientMessageId: 'cmid-0001', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'm2', conversationId: 'conv-1', role: 'assistant', content: 'Hello', tokensUsed: 9, clientMessageId: 'cmid-0001', createdAt: '2026-01-01T00:00:01.000Z' },
    ]);
    expect(state.entries[1]?.tone).toBe('natural');
    expect(state.entries.map((e) => [e.id, e.status])).toEqual([
      ['cmid-0001', 'done'],
      ['cmid-0001:reply', 'done'],
      ['cmid-0002', 'queued'],
      ['cmid-0002:reply', 'done'],
    ]);
  });
});

describe('a stopped reply in the server history', () => {
  it('stays marked stopped after a reload, and a conversation named at Stop keeps its entries', () => {
    let state = chatConversationSent(chatConversationEmpty('local-1'), { clientMessageId: 'cmid-0001', text: 'A story', at: 1 });
    state = chatConversationTokenReceived(state, 'cmid-0001', 'Once');
    state = chatConversationStopped(state, 'cmid-0001');
    state = chatConversationIdentified(state, 'conv-7');
    expect(state).toMatchObject({ conversationId: 'conv-7', sessionKey: 'conv-7' });
    expect(chatConversationIdentified(state, 'conv-8').conversationId).toBe('conv-7');
    state = chatConversationLoaded(state, 'conv-7', [
      { id: 'm1', conversationId: 'conv-7', role: 'user', content: 'A story', tokensUsed: 3, clientMessageId: 'cmid-0001', createdAt: '2026-01-01T00:00:00.000Z', stopped: false },
      { id: 'm2', conversationId: 'conv-7', role: 'assistant', content: 'Once upon', tokensUsed: 2, clientMessageId: 'cmid-0001', createdAt: '2026-01-01T00:00:01.000Z', stopped: true },
    ], new Set(['cmid-0001']));
    // Stopped here: it keeps the text it stopped at (the server made a word more before it saw the abort).
    expect(state.entries.map((e) => [e.id, e.status, e.content])).toEqual([
      ['cmid-0001', 'done', 'A story'],
      ['cmid-0001:reply', 'stopped', 'Once'],
    ]);
    // Another page (a reload) shows what the server kept, still marked stopped.
    const reloaded = chatConversationLoaded(state, 'conv-7', [
      { id: 'm2', conversationId: 'conv-7', role: 'assistant', content: 'Once upon', tokensUsed: 2, clientMessageId: 'cmid-0001', createdAt: '2026-01-01T00:00:01.000Z', stopped: true },
    ]);
    expect(reloaded.entries.map((e) => [e.status, e.content])).toEqual([['stopped', 'Once upon']]);
  });
});

describe('chatContextHistory (SPEC §9: the last 2 exchanges)', () => {
  it('sends the last two answered exchanges, oldest first', () => {
    let state = chatConversationEmpty('local-1');
    state = exchange(state, 'cmid-0001', 'one', 'reply one', 1);
    state = exchange(state, 'cmid-0002', 'two', 'reply two', 3);
    state = exchange(state, 'cmid-0003', 'three', 'reply three', 5);
    expect(chatContextHistory(state.entries)).toEqual([
      { role: 'user', content: 'two' },
      { role: 'assistant', content: 'reply two' },
      { role: 'user', content: 'three' },
      { role: 'assistant', content: 'reply three' },
    ]);
  });

  it('leaves out failed messages and the offline stand-in', () => {
    let state = exchange(chatConversationEmpty('local-1'), 'cmid-0001', 'one', 'reply one', 1);
    state = chatConversationFailed(chatConversationSent(state, { clientMessageId: 'cmid-0002', text: 'two', at: 3 }), 'cmid-0002', { kind: 'offline' }, 4);
    state = chatConversationFailed(
      chatConversationSent(state, { clientMessageId: 'cmid-0003', text: 'three', at: 5 }),
      'cmid-0003',
      { kind: 'error', status: 400, message: 'bad', retryable: false },
      6,
    );
    expect(chatContextHistory(state.entries)).toEqual([
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'reply one' },
    ]);
    expect(chatContextHistory([])).toEqual([]);
  });
});
