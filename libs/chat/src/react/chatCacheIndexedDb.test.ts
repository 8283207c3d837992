import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@grove/api-contract';
import { chatCacheForgetSession, chatCacheReplaceSession, chatCacheSave, chatControllerCreate, chatOutboxCreate, chatOutboxStorageMemory, type ChatEntry, type ChatTransport } from '../index';
import { chatCacheIndexedDbCreate } from './chatCacheIndexedDb';

let databases = 0;

function entry(id: string, at: number): ChatEntry {
  return { id, role: 'user', content: `text ${id}`, status: 'done', clientMessageId: id, createdAt: at };
}

function database() {
  databases += 1;
  return chatCacheIndexedDbCreate(indexedDB, `chat-cache-test-${String(databases)}`);
}

describe('the IndexedDB chat_messages store under the cache policy (SPEC §3, issue 12)', () => {
  it('replaces one conversation and forgets another, per profile', async () => {
    const store = database();
    await chatCacheSave(store, 'u1_solo', 'conv-A', [entry('a1', 1)]);
    await chatCacheSave(store, 'u1_solo', 'conv-B', [entry('stray', 2), entry('b1', 3)]);
    await chatCacheSave(store, 'u1_kid', 'conv-B', [entry('kid', 4)]);
    await chatCacheReplaceSession(store, 'u1_solo', 'conv-B', [entry('b1', 3)]);
    expect((await store.listSession('u1_solo', 'conv-B')).map((m) => m.id)).toEqual(['b1']);
    expect((await store.listSession('u1_kid', 'conv-B')).map((m) => m.id)).toEqual(['kid']);
    await chatCacheForgetSession(store, 'u1_solo', 'conv-A');
    expect((await store.listUser('u1_solo')).map((m) => m.id)).toEqual(['b1']);
  });

  it('a reload shows the last conversation as the server has it, never another conversation’s messages', async () => {
    const store = database();
    // A cache that the old code left mixed: a message of A filed under B.
    await chatCacheSave(store, 'u1_solo', 'conv-B', [entry('from-A', 1), entry('b1', 2)]);
    const transport: ChatTransport = { send: () => ({ result: new Promise(() => undefined), stop: () => undefined }) };
    const controller = chatControllerCreate({
      identity: { accountUid: 'u1', userId: 'u1', profileKey: 'u1_solo', profile: { activeRole: 'standard_user', childId: null } },
      transport,
      outbox: chatOutboxCreate({ storage: chatOutboxStorageMemory(), send: async () => ({ kind: 'failed', failure: { kind: 'offline' } }) }),
      cache: store,
      now: () => 10,
      newId: () => 'local-id-1',
    });
    await controller.open();
    expect(controller.getState().conversation.conversationId).toBe('conv-B');
    const server: ChatMessage[] = [{ id: 'm1', conversationId: 'conv-B', role: 'user', content: 'text b1', tokensUsed: 0, clientMessageId: 'b1', createdAt: '2026-01-01T00:00:00.000Z' }];
    controller.historyLoaded('conv-B', server);
    expect(controller.getState().conversation.entries.map((e) => e.id)).toEqual(['b1']);
    await controller.open('conv-B');
    expect(controller.getState().conversation.entries.map((e) => e.id)).toEqual(['b1']);
    expect((await store.listUser('u1_solo')).map((m) => m.id)).toEqual(['b1']);
  });
});
