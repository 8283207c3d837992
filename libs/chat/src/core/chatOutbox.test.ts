import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatOutboxCreate, type ChatOutboxEntry, type ChatOutboxSendResult } from './chatOutbox';
import { chatOutboxFlusherCreate } from './chatOutboxFlusher';
import { chatOutboxEntryFake, chatOutboxStorageMemory, chatReplyFake } from './chatTestKit.test-helper';

const offline: ChatOutboxSendResult = { kind: 'failed', failure: { kind: 'offline' } };

describe('chat outbox (SPEC §8 offline mode)', () => {
  it('sends in order, exactly once, and removes each entry only after the server answered', async () => {
    const storage = chatOutboxStorageMemory();
    const sent: string[] = [];
    const outbox = chatOutboxCreate({
      storage,
      send: async (entry) => {
        sent.push(entry.clientMessageId);
        expect(storage.stored.map((e) => e.clientMessageId)).toContain(entry.clientMessageId);
        return { kind: 'replied', reply: chatReplyFake(`re ${entry.message}`, { conversationId: 'conv-9' }) };
      },
    });
    await outbox.enqueue(chatOutboxEntryFake('cmid-a'));
    await outbox.enqueue(chatOutboxEntryFake('cmid-b'));
    await outbox.enqueue(chatOutboxEntryFake('cmid-a'));
    const [first, second] = await Promise.all([outbox.flush('u1'), outbox.flush('u1')]);
    expect(sent).toEqual(['cmid-a', 'cmid-b']);
    expect(first).toBe(second);
    expect(first.settled.map((s) => s.entry.clientMessageId)).toEqual(['cmid-a', 'cmid-b']);
    expect(storage.stored).toEqual([]);
  });

  it('gives later messages of a new conversation the id the server gave the first', async () => {
    const seen: Array<string | null> = [];
    const outbox = chatOutboxCreate({
      storage: chatOutboxStorageMemory(),
      send: async (entry) => {
        seen.push(entry.conversationId);
        return { kind: 'replied', reply: chatReplyFake('ok', { conversationId: 'conv-new' }) };
      },
    });
    await outbox.enqueue(chatOutboxEntryFake('cmid-a'));
    await outbox.enqueue(chatOutboxEntryFake('cmid-b'));
    await outbox.enqueue(chatOutboxEntryFake('cmid-c', { sessionKey: 'other', conversationId: 'conv-old' }));
    await outbox.flush('u1');
    expect(seen).toEqual([null, 'conv-new', 'conv-old']);
  });

  it('stops at the first entry that cannot be sent yet and keeps it; drops a final 4xx', async () => {
    const results: ChatOutboxSendResult[] = [
      { kind: 'failed', failure: { kind: 'error', status: 400, message: 'bad', retryable: false } },
      offline,
    ];
    const storage = chatOutboxStorageMemory();
    const outbox = chatOutboxCreate({ storage, send: async () => results.shift() ?? offline });
    await outbox.enqueue(chatOutboxEntryFake('cmid-a'));
    await outbox.enqueue(chatOutboxEntryFake('cmid-b'));
    await outbox.enqueue(chatOutboxEntryFake('cmid-c'));
    const flushed = await outbox.flush('u1');
    expect(flushed.settled.map((s) => s.entry.clientMessageId)).toEqual(['cmid-a']);
    expect(flushed.remaining).toBe(2);
    expect(storage.stored.map((e) => e.clientMessageId)).toEqual(['cmid-b', 'cmid-c']);
  });

  it('survives a reload: a new outbox reads what the old one stored, and only sends the signed-in account', async () => {
    const storage = chatOutboxStorageMemory([chatOutboxEntryFake('cmid-a'), chatOutboxEntryFake('cmid-z', { accountUid: 'u2' })]);
    const sent: ChatOutboxEntry[] = [];
    const outbox = chatOutboxCreate({ storage, send: async (entry) => (sent.push(entry), { kind: 'replied', reply: chatReplyFake('ok') }) });
    await outbox.flush('u1');
    expect(sent.map((e) => e.clientMessageId)).toEqual(['cmid-a']);
    expect(storage.stored.map((e) => e.clientMessageId)).toEqual(['cmid-z']);
    await outbox.clearAccount('u2');
    expect(storage.stored).toEqual([]);
  });
});

describe('chatOutboxFlusherCreate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const schedule = (callback: () => void, ms: number) => {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  };

  it('flushes on start, probes every 3 s while entries wait, and sends once the API answers', async () => {
    let up = false;
    let probes = 0;
    const sent: string[] = [];
    const storage = chatOutboxStorageMemory([chatOutboxEntryFake('cmid-a')]);
    const outbox = chatOutboxCreate({
      storage,
      send: async (entry) => {
        if (!up) return offline;
        sent.push(entry.clientMessageId);
        return { kind: 'replied', reply: chatReplyFake('ok') };
      },
    });
    const flusher = chatOutboxFlusherCreate({ outbox, accountUid: 'u1', schedule, probe: async () => (probes++, up) });
    await flusher.start();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(probes).toBe(1);
    up = true;
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['cmid-a']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probes).toBe(2);
    expect(sent).toEqual(['cmid-a']);
    flusher.stop();
  });

  it('a nudge (the online event) flushes at once; nothing waiting means no polling', async () => {
    let probes = 0;
    const sent: string[] = [];
    const outbox = chatOutboxCreate({ storage: chatOutboxStorageMemory(), send: async (e) => (sent.push(e.clientMessageId), { kind: 'replied', reply: chatReplyFake('ok') }) });
    const flusher = chatOutboxFlusherCreate({ outbox, accountUid: 'u1', schedule, probe: async () => (probes++, true) });
    await flusher.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toBe(0);
    await outbox.enqueue(chatOutboxEntryFake('cmid-a'));
    await flusher.nudge();
    expect(sent).toEqual(['cmid-a']);
    flusher.stop();
  });
});
