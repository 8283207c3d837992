/**
 * A small seeded random source (mulberry32): the same seed gives the same numbers on every machine and
 * in every run, so the server and the browser agree on a "random" prompt without sharing state.
 */
export function journalSeededRandom(seed: number): () => number {
  let state = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A copy of `items` in an order decided by `seed` (Fisher–Yates with the seeded source). */
export function journalSeededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = journalSeededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A stable 32-bit number for a text (FNV-1a), to turn an answer or an id into a seed. */
export function journalTextHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
