import type { JournalLockStorage } from './JournalLock';

/** A storage in memory, so a preview never leaves a PIN in the browser. */
export function lockStorageMemory(initial: Record<string, string> = {}): JournalLockStorage & { items: Record<string, string> } {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
    removeItem: (key) => {
      delete items[key];
    },
  };
}

/** The record of PIN 1234 with the salt `story-salt`. */
export const STORY_LOCK_RECORD = JSON.stringify({ salt: 'story-salt', digest: '5bd8f4a91b7d5492256804e006e32e3f97b6f415548bec927919c088f57bb529' });
