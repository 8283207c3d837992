/**
 * @grove/memory — Grove's memories per profile (issue 15): whether a fact from a conversation is worth
 * remembering and how it is worded, the child rules (no personal details, a parent's approval for
 * ages 4–8, 90-day expiry, 200 at most), the memories a chat turn gets, and the timeline. Pure
 * TypeScript: every function takes the clock (`now`, epoch ms) and no I/O.
 */
export type {
  Memory,
  MemoryApproval,
  MemoryContentMode,
  MemoryDraft,
  MemoryFact,
  MemoryFactKind,
  MemoryFactSnapshot,
  MemoryPersonalDetail,
  MemoryProfile,
  MemorySource,
} from './core/memoryTypes';
export {
  MEMORY_CHILD_TTL_MS,
  MEMORY_DAY_MS,
  MEMORY_PLAN_GRACE_MS,
  MEMORY_PROFILE_LIMIT,
  MEMORY_PURGE_AFTER_MS,
  MEMORY_TURN_LIMIT,
} from './core/memoryConstants';
export { memoryCaptureOf, type MemoryCaptureContext, type MemoryCaptureResult, type MemorySkipReason } from './core/memoryCapture';
export { memoryBirthdayLabel, memoryWhenResolve, type MemoryWhen } from './core/memoryWhen';
export { memoryPersonalDetailOf, memoryPersonalDetailReason, memoryPersonalDetailRefused } from './core/memoryPersonalDetails';
export {
  MEMORY_NOTICE_G,
  MEMORY_NOTICE_PG,
  memoryAdd,
  memoryExpiredNotice,
  memoryFactsAlike,
  type MemoryAddContext,
  type MemoryAddOutcome,
} from './core/memoryAdd';
export { memoryRemember, type MemoryRememberContext, type MemoryRememberOutcome } from './core/memoryRemember';
export {
  memoryApprove,
  memoryDelete,
  memoryExpiryOf,
  memoryIsDeleted,
  memoryIsExpired,
  memoryIsKept,
  memoryIsPurgeDue,
  memoryIsUsable,
  memoryPin,
  memoryPurgeDue,
  memoryRestore,
} from './core/memoryLifecycle';
export { memoryRank, memoryTerms, type MemoryRankOptions, type MemoryRanked } from './core/memoryRank';
export { memoryTimeline, type MemoryTimelineGroup, type MemoryTimelineOptions, type MemoryTimelineUnit } from './core/memoryTimeline';
export {
  memoryPatternKey,
  memoryPatternMatches,
  memoryPatternVerdict,
  memoryPatternWords,
  type MemoryPatternKind,
  type MemoryPatternMatch,
  type MemoryPatternRule,
  type MemoryPatternSeverity,
  type MemoryPatternVerdict,
} from './core/memoryPatterns';
