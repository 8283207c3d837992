import { memoryAdd, memoryFactsAlike, type MemoryAddContext, type MemoryAddOutcome } from './memoryAdd';
import { memoryCaptureOf, type MemorySkipReason } from './memoryCapture';
import { memoryIsKept } from './memoryLifecycle';
import type { Memory, MemoryFact, MemoryFactSnapshot } from './memoryTypes';

/** What `memoryRemember` needs: `memoryAdd`'s context plus the conversation and the person's time zone. */
export interface MemoryRememberContext extends MemoryAddContext {
  conversationId: string;
  /** Set when the fact comes from a journal entry (the memory's source is then the entry). */
  journalEntryId?: string;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

/** What remembering a fact did: skipped (not a lasting fact) or `memoryAdd`'s outcome. */
export type MemoryRememberOutcome = { outcome: 'skipped'; reason: MemorySkipReason; memories: readonly Memory[] } | MemoryAddOutcome;

/**
 * Captures one fact of a conversation into a profile's memories: decides whether it is worth keeping
 * (`memoryCaptureOf`), joins it with what is already remembered about the same thing (so "his name is
 * Rocky" turns "Has a beagle called Biscuit" into "Has a beagle called Rocky"), then adds it under the
 * child rules (`memoryAdd`).
 */
export function memoryRemember(memories: readonly Memory[], fact: MemoryFact, context: MemoryRememberContext): MemoryRememberOutcome {
  const capture = {
    conversationId: context.conversationId,
    now: context.now,
    offsetMinutes: context.offsetMinutes,
    ...(context.journalEntryId !== undefined ? { journalEntryId: context.journalEntryId } : {}),
  };
  const first = memoryCaptureOf(fact, capture);
  if (!first.kept) return { outcome: 'skipped', reason: first.reason, memories };
  const snapshot = first.draft.fact as MemoryFactSnapshot;
  const known = memories.find(
    (memory) => memory.profileId === context.profile.profileId && memoryIsKept(memory, context.now) && memory.fact !== undefined && memoryFactsAlike(memory.fact, snapshot),
  );
  if (!known?.fact || known.fact.kind !== snapshot.kind) return memoryAdd(memories, first.draft, context);
  const merged: MemoryFact = { ...known.fact, ...snapshot, messageIndex: fact.messageIndex };
  const joined = memoryCaptureOf(merged, capture);
  return memoryAdd(memories, joined.kept ? joined.draft : first.draft, context);
}
