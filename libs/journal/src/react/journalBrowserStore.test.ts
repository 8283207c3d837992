import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { journalDraftsClearAccount, journalDraftStoreIdb, journalOutboxStorageIdb, type JournalDraft } from './journalBrowserStore';

function draft(content: string): JournalDraft {
  return { content, promptId: null, mood: null, tags: '', pictures: [] };
}

describe('the journal’s browser storage', () => {
  it('keeps one draft per writer and clears them', async () => {
    const store = journalDraftStoreIdb('t-store-drafts');
    await store.write('u1:u1', draft('mine'));
    await store.write('u1:child-1', draft('my child’s'));
    expect((await store.read('u1:u1'))?.content).toBe('mine');
    await store.clear('u1:u1');
    expect(await store.read('u1:u1')).toBeNull();
    expect((await store.read('u1:child-1'))?.content).toBe('my child’s');
  });

  it('on sign-out removes that account’s drafts only, and keeps the visitor’s', async () => {
    const store = journalDraftStoreIdb('t-store-signout');
    await store.write('u1:u1', draft('adult words'));
    await store.write('u1:child-1', draft('child words'));
    await store.write('u2:u2', draft('another account'));
    await store.write('visitor', draft('a visitor'));
    await journalDraftsClearAccount('u1', 't-store-signout');
    expect(await store.read('u1:u1')).toBeNull();
    expect(await store.read('u1:child-1')).toBeNull();
    expect((await store.read('u2:u2'))?.content).toBe('another account');
    expect((await store.read('visitor'))?.content).toBe('a visitor');
  });

  it('keeps the outbox list whole across a new storage object (a reload)', async () => {
    const entry = { ownerKey: 'u1:u1', queuedAt: 1, body: { userId: 'u1', content: 'hello', clientEntryId: 'client-entry-1', writtenAt: '2026-03-02T09:00:00.000Z' } };
    await journalOutboxStorageIdb('t-store-outbox').write([entry]);
    expect(await journalOutboxStorageIdb('t-store-outbox').read()).toEqual([entry]);
  });
});
