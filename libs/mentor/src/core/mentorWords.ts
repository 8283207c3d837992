/**
 * Splits a message into lowercase words without apostrophes ("I'm" → "im", "don't" → "dont"), the
 * form the mentor's recognisers match against.
 */
export function mentorWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** FNV-1a over a string: the builtin mentor's seeded choice, so the same input always picks the same. */
export function mentorWordsHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Picks one item of a non-empty list by a seed and a salt, so different slots pick independently. */
export function mentorWordsPick<T>(items: readonly T[], seed: number, salt: string): T {
  return items[mentorWordsHash(`${String(seed)}:${salt}`) % items.length];
}
