import { describe, expect, it } from 'vitest';
import { journalOutboxCreate, journalOutboxStorageMemory, type JournalOutboxEntry, type JournalOutboxSendResult } from './journalOutbox';

function entry(id: string, ownerKey = 'acc-1'): JournalOutboxEntry {
  return { ownerKey, queuedAt: 1, body: { userId: ownerKey, content: `words ${id}`, clientEntryId: `entry-${id}-0000`, writtenAt: '2026-03-02T09:00:00.000Z' } };
}

describe('journalOutboxCreate', () => {
  it('keeps entries across a reload and sends each exactly once, in order', async () => {
    const storage = journalOutboxStorageMemory();
    const first = journalOutboxCreate({ storage, send: async () => ({ kind: 'retry' }) });
    await first.enqueue(entry('a'));
    await first.enqueue(entry('b'));
    await first.enqueue(entry('a'));
    expect(await first.flush('acc-1')).toEqual([]);
    expect(storage.stored.map((queued) => queued.body.clientEntryId)).toEqual(['entry-a-0000', 'entry-b-0000']);

    // The page reloads: a new outbox over the same storage, and now the API answers.
    const sent: string[] = [];
    const second = journalOutboxCreate({
      storage,
      send: async (queued) => {
        sent.push(queued.body.clientEntryId);
        return { kind: 'sent' };
      },
    });
    const [one, two] = await Promise.all([second.flush('acc-1'), second.flush('acc-1')]);
    expect(one).toBe(two);
    expect(sent).toEqual(['entry-a-0000', 'entry-b-0000']);
    expect(storage.stored).toEqual([]);
    expect(await second.flush('acc-1')).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it('stops at an entry that must wait, drops a refused one, and leaves other accounts alone', async () => {
    const storage = journalOutboxStorageMemory([entry('a'), entry('x', 'acc-2'), entry('b'), entry('c')]);
    const answers: Record<string, JournalOutboxSendResult> = {
      'entry-a-0000': { kind: 'refused', message: 'content must not be empty' },
      'entry-b-0000': { kind: 'retry' },
    };
    const outbox = journalOutboxCreate({ storage, send: async (queued) => answers[queued.body.clientEntryId] ?? { kind: 'sent' } });
    const settled = await outbox.flush('acc-1');
    expect(settled.map((done) => [done.entry.body.clientEntryId, done.result.kind])).toEqual([['entry-a-0000', 'refused']]);
    expect(outbox.entries().map((queued) => queued.body.clientEntryId)).toEqual(['entry-x-0000', 'entry-b-0000', 'entry-c-0000']);
  });

  it('tells listeners about every change', async () => {
    const outbox = journalOutboxCreate({ storage: journalOutboxStorageMemory(), send: async () => ({ kind: 'sent' }) });
    let calls = 0;
    const stop = outbox.subscribe(() => (calls += 1));
    await outbox.enqueue(entry('a'));
    const afterEnqueue = calls;
    expect(afterEnqueue).toBeGreaterThan(0);
    await outbox.flush('acc-1');
    expect(calls).toBeGreaterThan(afterEnqueue);
    stop();
    await outbox.enqueue(entry('b'));
    expect(outbox.entries()).toHaveLength(1);
  });
});
