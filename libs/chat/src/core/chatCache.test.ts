import { describe, expect, it } from 'vitest';
import {
  CHAT_CACHE_MAX_PER_USER,
  CHAT_INTERRUPTED_MESSAGE,
  chatCacheEntries,
  chatCacheForgetSession,
  chatCacheLatestSession,
  chatCacheMemoryCreate,
  chatCacheOverflow,
  chatCacheReplaceSession,
  chatCacheSave,
  chatProfileKey,
} from './chatCache';
import type { ChatEntry } from './chatConversation';

function entry(id: string, at: number, extra: Partial<ChatEntry> = {}): ChatEntry {
  return { id, role: 'user', content: `text ${id}`, status: 'done', clientMessageId: id, createdAt: at, ...extra };
}

describe('local chat message cache policy (SPEC §3, §9)', () => {
  it('keys profiles as {uid}_{activeProfileId}', () => {
    expect(chatProfileKey('u1', { type: 'parent' })).toBe('u1_parent');
    expect(chatProfileKey('u1', { type: 'solo' })).toBe('u1_solo');
    expect(chatProfileKey('u1', { type: 'child', childId: 'kid-9' })).toBe('u1_kid-9');
  });

  it('keeps at most 1000 messages per user, removing the oldest', async () => {
    expect(CHAT_CACHE_MAX_PER_USER).toBe(1000);
    const store = chatCacheMemoryCreate();
    const many = Array.from({ length: 1003 }, (_, i) => entry(`m${i}`, 10_000 + i));
    await chatCacheSave(store, 'u1_parent', 'c1', many);
    await chatCacheSave(store, 'u1_kid', 'c2', [entry('other', 1)]);
    const kept = await store.listUser('u1_parent');
    expect(kept).toHaveLength(1000);
    expect(kept[0]?.id).toBe('m3');
    expect(await store.listUser('u1_kid')).toHaveLength(1);
  });

  it('chatCacheOverflow names the oldest beyond the limit', () => {
    expect(chatCacheOverflow([{ id: 'b', timestamp: 2 }, { id: 'a', timestamp: 1 }, { id: 'c', timestamp: 3 }], 2)).toEqual(['a']);
    expect(chatCacheOverflow([{ id: 'a', timestamp: 1 }], 2)).toEqual([]);
  });

  it('does not cache a reply still arriving, and restores an interrupted send as an error', async () => {
    const store = chatCacheMemoryCreate();
    await chatCacheSave(store, 'u1_solo', 'c1', [entry('m1', 1, { status: 'sending' }), entry('m1:reply', 1, { role: 'assistant', status: 'streaming' })]);
    const restored = chatCacheEntries(await store.listSession('u1_solo', 'c1'));
    expect(restored).toEqual([expect.objectContaining({ id: 'm1', status: 'error', error: CHAT_INTERRUPTED_MESSAGE })]);
  });

  it("keeps a message a child's time limit refused, with its kind reason, across a reload (issue 18)", async () => {
    const store = chatCacheMemoryCreate();
    const refused = entry('m1', 1, { status: 'error', error: "It's quiet time now. Grove will be back at 07:00.", errorReason: 'time_limit' });
    await chatCacheSave(store, 'u1_kid', 'c1', [refused]);
    expect(chatCacheEntries(await store.listSession('u1_kid', 'c1'))).toEqual([refused]);
  });

  it('finds the latest session and clears a profile or a whole account', async () => {
    const store = chatCacheMemoryCreate();
    await chatCacheSave(store, 'u1_parent', 'old', [entry('a', 1)]);
    await chatCacheSave(store, 'u1_parent', 'new', [entry('b', 5)]);
    await chatCacheSave(store, 'u1_kid', 'k', [entry('c', 2)]);
    await chatCacheSave(store, 'u2_solo', 's', [entry('d', 2)]);
    expect(chatCacheLatestSession(await store.listUser('u1_parent'))).toBe('new');
    await store.clearUser('u1_parent');
    expect(await store.listUser('u1_parent')).toEqual([]);
    expect(await store.listUser('u1_kid')).toHaveLength(1);
    await store.clearAccount('u1');
    expect(await store.listUser('u1_kid')).toEqual([]);
    expect(await store.listUser('u2_solo')).toHaveLength(1);
  });

  it('replacing a conversation leaves exactly the given entries in it, and other conversations alone', async () => {
    const store = chatCacheMemoryCreate();
    await chatCacheSave(store, 'u1_solo', 'conv-A', [entry('a1', 1)]);
    await chatCacheSave(store, 'u1_solo', 'conv-B', [entry('stray', 2), entry('b1', 3)]);
    await chatCacheReplaceSession(store, 'u1_solo', 'conv-B', [entry('b1', 3), entry('b2', 4)]);
    expect((await store.listSession('u1_solo', 'conv-B')).map((m) => m.id)).toEqual(['b1', 'b2']);
    expect((await store.listSession('u1_solo', 'conv-A')).map((m) => m.id)).toEqual(['a1']);
    await chatCacheReplaceSession(store, 'u1_solo', 'conv-B', []);
    expect(await store.listSession('u1_solo', 'conv-B')).toEqual([]);
  });

  it('forgetting a conversation deletes its messages only', async () => {
    const store = chatCacheMemoryCreate();
    await chatCacheSave(store, 'u1_solo', 'conv-A', [entry('a1', 1), entry('a2', 2)]);
    await chatCacheSave(store, 'u1_solo', 'conv-B', [entry('b1', 3)]);
    await chatCacheForgetSession(store, 'u1_solo', 'conv-A');
    expect((await store.listUser('u1_solo')).map((m) => m.id)).toEqual(['b1']);
  });
});
