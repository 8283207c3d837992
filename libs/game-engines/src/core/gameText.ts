/** Small text helpers the games share. */

/** Lower-case words of a text: letters, digits and apostrophes inside words. */
export function gameWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/** The first word of a child's move ('Cold!' → 'cold'), or '' when there is none. */
export function gameFirstWord(text: string): string {
  return gameWords(text)[0] ?? '';
}

/** A question reduced to compare repeats: lower case, no punctuation, single spaces. */
export function gameQuestionKey(text: string): string {
  return gameWords(text).join(' ');
}

/** A stable number from a text (FNV-1a), for the builtin mentor's varied but reproducible picks. */
export function gameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Picks one item by a seed text; null from an empty list. */
export function gamePick<T>(items: readonly T[], seed: string): T | null {
  if (items.length === 0) return null;
  return items[gameHash(seed) % items.length] ?? null;
}
