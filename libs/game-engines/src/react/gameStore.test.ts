import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { gameStart } from '../index';
import { GAME_STORE_MAX_ENTRIES, gameRecordKey, gameStoreBrowser, gameStoreIndexedDb, gameStoreMemory, type GameEntry, type GameRecord } from './gameStore';

function recordWith(count: number): GameRecord {
  const entries: GameEntry[] = Array.from({ length: count }, (_, index) => ({ id: `e${index}`, role: index % 2 === 0 ? 'user' : 'mentor', text: `line ${index}`, status: 'done' }));
  return { state: gameStart('opposites', 'g1'), entries, updatedAt: 1_700_000_000_000 };
}

describe('game data in the browser (SPEC §9: the last 200 entries)', () => {
  it('names a record by profile, game and variant', () => {
    expect(gameRecordKey('u1_child-mia', 'alphabet-chain')).toBe('u1_child-mia:alphabet-chain');
    expect(gameRecordKey('trial', 'prompt-detective', 'professional')).toBe('trial:prompt-detective:professional');
  });

  it('keeps only the last 200 entries of a record in IndexedDB, and clears everything', async () => {
    const store = gameStoreIndexedDb(createStore('grove-games-test', 'games'));
    await store.save('u1_solo:opposites', recordWith(250));
    const saved = await store.load('u1_solo:opposites');
    expect(saved?.entries).toHaveLength(GAME_STORE_MAX_ENTRIES);
    expect(saved?.entries[0]?.text).toBe('line 50');
    expect(saved?.entries.at(-1)?.text).toBe('line 249');
    expect(saved?.state.id).toBe('g1');

    await store.save('u1_solo:riddles', recordWith(3));
    await store.remove('u1_solo:opposites');
    expect(await store.load('u1_solo:opposites')).toBeNull();
    expect((await store.load('u1_solo:riddles'))?.entries).toHaveLength(3);
    await store.clearAll();
    expect(await store.load('u1_solo:riddles')).toBeNull();
  });

  it('drops a damaged record instead of trusting it', async () => {
    const idb = createStore('grove-games-damaged', 'games');
    await set('u1_solo:opposites', { state: 'nonsense', entries: 3 }, idb);
    expect(await gameStoreIndexedDb(idb).load('u1_solo:opposites')).toBeNull();
  });

  it('caps the memory store the same way', async () => {
    const store = gameStoreMemory();
    await store.save('k', recordWith(201));
    expect((await store.load('k'))?.entries[0]?.text).toBe('line 1');
  });

  it('gives the page one browser store', () => {
    expect(gameStoreBrowser()).toBe(gameStoreBrowser());
  });
});
