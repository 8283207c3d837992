import { describe, expect, it } from 'vitest';
import { MEMORY_CHILD_TTL_MS, MEMORY_PURGE_AFTER_MS } from './memoryConstants';
import { memoryDelete, memoryExpiryOf, memoryIsExpired, memoryIsUsable, memoryPin, memoryPurgeDue, memoryRestore } from './memoryLifecycle';
import { DAY, NOW, memoryOf } from './memory.fixture';

describe('memory lifecycle', () => {
  it('a pinned memory never expires; unpinning a child\'s gives it 90 days from now', () => {
    const memory = memoryOf('Likes chess', { expiresAt: NOW + DAY });
    const pinned = memoryPin(memory, true, 'PG', NOW);
    expect(pinned).toMatchObject({ pinned: true, expiresAt: null });
    expect(memoryIsExpired(pinned, NOW + 365 * DAY)).toBe(false);
    expect(memoryPin(pinned, false, 'PG', NOW + 10 * DAY)).toMatchObject({ pinned: false, expiresAt: NOW + 10 * DAY + MEMORY_CHILD_TTL_MS });
    expect(memoryPin(pinned, false, 'FULL', NOW).expiresAt).toBeNull();
  });

  it('expires at its moment and is no longer used', () => {
    const memory = memoryOf('Has a match on Saturday', { expiresAt: NOW + DAY });
    expect(memoryIsUsable(memory, NOW + DAY - 1)).toBe(true);
    expect(memoryIsUsable(memory, NOW + DAY)).toBe(false);
  });

  it('expiry: a child\'s after 90 days or its plan\'s day, an adult\'s never unless a plan', () => {
    expect(memoryExpiryOf('G', false, NOW)).toBe(NOW + MEMORY_CHILD_TTL_MS);
    expect(memoryExpiryOf('G', false, NOW, NOW + DAY)).toBe(NOW + DAY);
    expect(memoryExpiryOf('FULL', false, NOW)).toBeNull();
    expect(memoryExpiryOf('FULL', false, NOW, NOW + DAY)).toBe(NOW + DAY);
    expect(memoryExpiryOf('PG', true, NOW, NOW + DAY)).toBeNull();
  });

  it('soft-deletes, restores within 30 days, and is purged after', () => {
    const deleted = memoryDelete(memoryOf('Likes chess'), NOW);
    expect(memoryIsUsable(deleted, NOW)).toBe(false);
    expect(memoryRestore(deleted, NOW + 29 * DAY)).toMatchObject({ deletedAt: null, updatedAt: NOW + 29 * DAY });
    expect(memoryPurgeDue([deleted, memoryOf('Kept')], NOW + MEMORY_PURGE_AFTER_MS - 1)).toEqual([]);
    expect(memoryPurgeDue([deleted, memoryOf('Kept')], NOW + MEMORY_PURGE_AFTER_MS)).toEqual([deleted.id]);
    expect(memoryRestore(deleted, NOW + MEMORY_PURGE_AFTER_MS)).toBeNull();
  });
});
