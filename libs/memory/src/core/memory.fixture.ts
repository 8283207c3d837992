import type { Memory, MemoryProfile } from './memoryTypes';

/** Friday 14 March 2025, 10:00 UTC: the clock of these tests. */
export const NOW = Date.UTC(2025, 2, 14, 10, 0, 0);
export const DAY = 24 * 60 * 60 * 1000;

export const ADULT: MemoryProfile = { profileId: 'adult-1', contentMode: 'FULL' };
export const YOUNG_CHILD: MemoryProfile = { profileId: 'child-g', contentMode: 'G' };
export const OLDER_CHILD: MemoryProfile = { profileId: 'child-pg', contentMode: 'PG' };

/** A sequential id generator: m1, m2, … */
export function idsFrom(prefix = 'm'): () => string {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/** A kept, approved memory of the adult made at NOW, with fields to override. */
export function memoryOf(content: string, overrides: Partial<Memory> = {}): Memory {
  return {
    id: overrides.id ?? content.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    profileId: ADULT.profileId,
    content,
    tags: [],
    source: { kind: 'manual' },
    createdAt: NOW,
    updatedAt: NOW,
    pinned: false,
    expiresAt: null,
    approval: 'approved',
    deletedAt: null,
    ...overrides,
  };
}
