import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { GameState, GameType, PromptDetectiveVariant } from '../index';

/** One line of a game's message log as the browser keeps it. */
export interface GameEntry {
  id: string;
  role: 'user' | 'mentor';
  /** What was said; a mentor's text may still carry a (partial) marker while it streams. */
  text: string;
  status: 'done' | 'streaming' | 'error';
  /** Why the reply did not come, for an entry in `error`. */
  error?: string;
}

/** A saved game: its state, its message log and when it last changed (ms since the epoch). */
export interface GameRecord {
  state: GameState;
  entries: GameEntry[];
  /** The server's conversation of the game (absent in records saved before it was kept). */
  conversationId?: string | null;
  updatedAt: number;
}

/** SPEC §9: "Game data stored locally keeps the last 200 entries". */
export const GAME_STORE_MAX_ENTRIES = 200;

/** The IndexedDB database and object store of the browser's game data. */
export const GAME_STORE_DB_NAME = 'grove-games';

/** Where games are saved, one record per key (`{profileKey}:{type}[:variant]`). */
export interface GameStore {
  /** The record saved under `key`, or null. */
  load(key: string): Promise<GameRecord | null>;
  /** Saves a record under `key`, keeping only its last {@link GAME_STORE_MAX_ENTRIES} entries. */
  save(key: string, record: GameRecord): Promise<void>;
  /** Deletes the record under `key` (a new game). */
  remove(key: string): Promise<void>;
  /** Deletes every saved game (SPEC §4: profile switch, logout, sign-in, child deletion). */
  clearAll(): Promise<void>;
}

/**
 * The key of a profile's saved game: `{profileKey}:{type}`, plus `:{variant}` when one is given (prompt
 * detective's educational and professional games are saved apart).
 */
export function gameRecordKey(profileKey: string, type: GameType, variant?: PromptDetectiveVariant): string {
  return variant === undefined ? `${profileKey}:${type}` : `${profileKey}:${type}:${variant}`;
}

/** A record as it is stored: at most the last {@link GAME_STORE_MAX_ENTRIES} entries. */
export function gameRecordCapped(record: GameRecord): GameRecord {
  if (record.entries.length <= GAME_STORE_MAX_ENTRIES) return record;
  return { ...record, entries: record.entries.slice(-GAME_STORE_MAX_ENTRIES) };
}

function recordRead(value: unknown): GameRecord | null {
  // Data another version of the app wrote, or that was damaged, is dropped rather than trusted.
  if (!value || typeof value !== 'object') return null;
  const { state, entries, updatedAt } = value as Partial<GameRecord>;
  if (!state || typeof state !== 'object' || typeof state.type !== 'string' || !Array.isArray(entries) || typeof updatedAt !== 'number') return null;
  return { state, entries, updatedAt };
}

/** A {@link GameStore} in memory: for tests, previews, and browsers without IndexedDB. */
export function gameStoreMemory(): GameStore & { readonly records: Map<string, GameRecord> } {
  const records = new Map<string, GameRecord>();
  return {
    records,
    async load(key) {
      // A copy, as IndexedDB gives: the caller cannot change what is stored by accident.
      const record = records.get(key);
      return record ? structuredClone(record) : null;
    },
    async save(key, record) {
      records.set(key, structuredClone(gameRecordCapped(record)));
    },
    async remove(key) {
      records.delete(key);
    },
    async clearAll() {
      records.clear();
    },
  };
}

/** A {@link GameStore} in IndexedDB through idb-keyval: database `grove-games`, object store `games`. */
export function gameStoreIndexedDb(store: UseStore = createStore(GAME_STORE_DB_NAME, 'games')): GameStore {
  return {
    async load(key) {
      return recordRead(await get<unknown>(key, store));
    },
    save: (key, record) => set(key, gameRecordCapped(record), store),
    remove: (key) => del(key, store),
    clearAll: () => clear(store),
  };
}

let browserStore: GameStore | null = null;

/**
 * This browser's game data (IndexedDB `grove-games`), created on first use so the database is opened
 * only when a game is played or cleared. Without IndexedDB (some private modes) games live in memory.
 */
export function gameStoreBrowser(): GameStore {
  browserStore ??= typeof indexedDB === 'undefined' ? gameStoreMemory() : gameStoreIndexedDb();
  return browserStore;
}
