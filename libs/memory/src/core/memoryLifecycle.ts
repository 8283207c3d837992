import { MEMORY_CHILD_TTL_MS, MEMORY_PURGE_AFTER_MS } from './memoryConstants';
import type { Memory, MemoryContentMode } from './memoryTypes';

/** Whether a memory is deleted (soft: it can be restored until it is purged). */
export function memoryIsDeleted(memory: Memory): boolean {
  return memory.deletedAt !== null;
}

/** Whether a memory has expired at `now` (a pinned memory never does). */
export function memoryIsExpired(memory: Memory, now: number): boolean {
  return !memory.pinned && memory.expiresAt !== null && memory.expiresAt <= now;
}

/** Whether a memory is kept: not deleted and not expired. Kept memories count towards the 200. */
export function memoryIsKept(memory: Memory, now: number): boolean {
  return !memoryIsDeleted(memory) && !memoryIsExpired(memory, now);
}

/** Whether the mentor may use a memory at `now`: kept and approved (a G child's waits for the parent). */
export function memoryIsUsable(memory: Memory, now: number): boolean {
  return memoryIsKept(memory, now) && memory.approval === 'approved';
}

/**
 * When a memory of this profile made or changed at `now` expires: a child's after 90 days unless
 * pinned; a plan's after its day (whichever comes first); otherwise never.
 */
export function memoryExpiryOf(contentMode: MemoryContentMode, pinned: boolean, now: number, planEndsAt: number | null = null): number | null {
  if (pinned) return null;
  const childEnd = contentMode === 'FULL' ? null : now + MEMORY_CHILD_TTL_MS;
  if (childEnd === null) return planEndsAt;
  return planEndsAt === null ? childEnd : Math.min(childEnd, planEndsAt);
}

/** The parent approves a G child's memory: from now the mentor may use it. */
export function memoryApprove(memory: Memory, now: number): Memory {
  return memory.approval === 'approved' ? memory : { ...memory, approval: 'approved', updatedAt: now };
}

/**
 * Pins or unpins a memory. A pinned memory never expires; an unpinned child's memory gets a fresh
 * 90 days from now (an adult's no expiry, or its plan's day, which pinning had set aside).
 */
export function memoryPin(memory: Memory, pinned: boolean, contentMode: MemoryContentMode, now: number): Memory {
  if (memory.pinned === pinned) return memory;
  if (pinned) return { ...memory, pinned: true, expiresAt: null, updatedAt: now };
  return { ...memory, pinned: false, expiresAt: memoryExpiryOf(contentMode, false, now), updatedAt: now };
}

/** Deletes a memory softly: it is no longer shown or used and is purged 30 days later. */
export function memoryDelete(memory: Memory, now: number): Memory {
  return memory.deletedAt !== null ? memory : { ...memory, deletedAt: now, updatedAt: now };
}

/** Restores a deleted memory before it is purged; null once it is due for purging. */
export function memoryRestore(memory: Memory, now: number): Memory | null {
  if (memory.deletedAt === null) return memory;
  if (memoryIsPurgeDue(memory, now)) return null;
  return { ...memory, deletedAt: null, updatedAt: now };
}

/** Whether a deleted memory is due to be purged for good (30 days after its deletion). */
export function memoryIsPurgeDue(memory: Memory, now: number): boolean {
  return memory.deletedAt !== null && memory.deletedAt + MEMORY_PURGE_AFTER_MS <= now;
}

/** The ids of the memories to purge for good at `now`. */
export function memoryPurgeDue(memories: readonly Memory[], now: number): string[] {
  return memories.filter((memory) => memoryIsPurgeDue(memory, now)).map((memory) => memory.id);
}
