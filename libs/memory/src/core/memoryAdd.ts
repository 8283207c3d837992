import { MEMORY_PROFILE_LIMIT } from './memoryConstants';
import { memoryExpiryOf, memoryIsKept } from './memoryLifecycle';
import { memoryPersonalDetailOf, memoryPersonalDetailReason, memoryPersonalDetailRefused } from './memoryPersonalDetails';
import type { Memory, MemoryDraft, MemoryFactSnapshot, MemoryPersonalDetail, MemoryProfile } from './memoryTypes';

/** What `memoryAdd` needs besides the draft: whose memory, the clock and a new id. */
export interface MemoryAddContext {
  profile: MemoryProfile;
  /** Epoch ms. */
  now: number;
  /** Makes the id of a new memory (called at most once). */
  idGenerate: () => string;
}

/** What adding a draft did. `memories` is the profile's whole list afterwards (the input is not changed). */
export type MemoryAddOutcome =
  /** A personal detail a child may not keep (or a password): nothing is stored; tell the person `reason`. */
  | { outcome: 'refused'; detail: MemoryPersonalDetail; reason: string; memories: readonly Memory[] }
  /** All 200 kept memories are pinned: nothing is stored; tell the person `reason`. */
  | { outcome: 'full'; reason: string; memories: readonly Memory[] }
  /** Already remembered in the same words: nothing changes. */
  | { outcome: 'unchanged'; memory: Memory; memories: readonly Memory[] }
  /** A later fact about the same thing (the pet renamed, a new favourite colour) changed a memory. */
  | { outcome: 'updated'; memory: Memory; previous: Memory; notice: string | null; memories: readonly Memory[] }
  /**
   * A new memory. `expired` is the oldest unpinned memory that made room for it (the 201st rule),
   * to tell the person about; `notice` is what to tell a child (approval or "Grove will remember").
   */
  | { outcome: 'added'; memory: Memory; expired: Memory | null; notice: string | null; memories: readonly Memory[] };

/** SPEC/issue 15: what a 9–15 child is told when a memory is kept. */
export const MEMORY_NOTICE_PG = 'Grove will remember this — your parent can see your memories';

/** What a 4–8 child is told: the memory waits for the parent. */
export const MEMORY_NOTICE_G = "I'd like to remember this! I'll ask your grown-up first.";

/** What a person is told when the oldest memory made room for a new one. */
export function memoryExpiredNotice(expired: Memory): string {
  return `To make room, Grove has forgotten an older memory: "${expired.content}".`;
}

const FULL_REASON = 'Your memories are full of pinned ones: unpin or delete one so Grove can remember something new.';

/**
 * Adds a draft memory to a profile's memories under issue 15's rules:
 * - a child's memory may hold no personal detail (address, phone, e-mail, school name, password,
 *   another person's full name, photo) — it is refused with a kind reason for the child's age; a
 *   password is refused for anyone;
 * - a fact about something already remembered updates that memory (the same pet renamed, a new
 *   favourite colour), and the same words again change nothing;
 * - a G child's new or changed memory waits for the parent's approval; a PG child's is used at once
 *   and the child is told "Grove will remember this — your parent can see your memories";
 * - a child's memory expires 90 days after it is made or changed, a plan after its day;
 * - at most 200 kept memories: the 201st expires the oldest unpinned one, returned as `expired`.
 */
export function memoryAdd(memories: readonly Memory[], draft: MemoryDraft, context: MemoryAddContext): MemoryAddOutcome {
  const { profile, now } = context;
  const mode = profile.contentMode;
  const content = draft.content.trim().replace(/\s+/g, ' ');
  const detail = memoryPersonalDetailOf(content, draft.fact);
  if (detail && memoryPersonalDetailRefused(detail, mode)) {
    return { outcome: 'refused', detail, reason: memoryPersonalDetailReason(detail, mode), memories };
  }
  const tags = [...new Set(draft.tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag.length > 0))];
  const mine = memories.filter((memory) => memory.profileId === profile.profileId && memoryIsKept(memory, now));
  const approval = mode === 'G' ? 'pending' : 'approved';
  const notice = mode === 'G' ? MEMORY_NOTICE_G : mode === 'PG' ? MEMORY_NOTICE_PG : null;

  const same = mine.find((memory) => contentKey(memory.content) === contentKey(content));
  if (same) return { outcome: 'unchanged', memory: same, memories };
  const earlier = draft.fact ? mine.find((memory) => memory.fact !== undefined && memoryFactsAlike(memory.fact, draft.fact as MemoryFactSnapshot)) : undefined;
  if (earlier) {
    const updated: Memory = {
      ...earlier,
      content,
      tags,
      source: draft.source,
      fact: draft.fact,
      updatedAt: now,
      // New words for a G child are new words to approve.
      approval: mode === 'G' ? 'pending' : earlier.approval,
      expiresAt: memoryExpiryOf(mode, earlier.pinned, now, draft.expiresAt ?? null),
    };
    return { outcome: 'updated', memory: updated, previous: earlier, notice, memories: memories.map((memory) => (memory === earlier ? updated : memory)) };
  }

  let expired: Memory | null = null;
  let next = memories;
  if (mine.length >= MEMORY_PROFILE_LIMIT) {
    const oldest = mine.filter((memory) => !memory.pinned).sort((a, b) => a.updatedAt - b.updatedAt || a.createdAt - b.createdAt)[0];
    if (!oldest) return { outcome: 'full', reason: FULL_REASON, memories };
    expired = { ...oldest, expiresAt: now, updatedAt: now };
    const gone = expired;
    next = memories.map((memory) => (memory === oldest ? gone : memory));
  }
  const memory: Memory = {
    id: context.idGenerate(),
    profileId: profile.profileId,
    content,
    tags,
    source: draft.source,
    ...(draft.fact ? { fact: draft.fact } : {}),
    createdAt: now,
    updatedAt: now,
    pinned: false,
    expiresAt: memoryExpiryOf(mode, false, now, draft.expiresAt ?? null),
    approval,
    deletedAt: null,
  };
  return { outcome: 'added', memory, expired, notice, memories: [...next, memory] };
}

/** Words compared case- and punctuation-blind: "Has a dog." is "has a dog". */
function contentKey(content: string): string {
  return content.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

const SINGLE_KINDS = new Set(['name', 'age', 'job', 'workplace', 'school', 'school_year', 'teacher', 'birthday', 'home']);
const lower = (text: string | undefined): string | undefined => text?.toLowerCase();

/**
 * Whether a new fact is about the same thing as a remembered one, so it updates it rather than adds:
 * the person's own name, age, job, school year, birthday or home (one each); the same kind of pet
 * (renamed, or its breed told — a second pet of the same kind only when both breeds are told and
 * differ); the same relative unless both are named differently; the same friend; the same favourite
 * category; the same liked or disliked thing (a like that became a dislike too); the same plan.
 */
export function memoryFactsAlike(known: MemoryFactSnapshot, fact: MemoryFactSnapshot): boolean {
  const taste = (kind: string): boolean => kind === 'like' || kind === 'dislike';
  if (taste(known.kind) && taste(fact.kind)) return lower(known.subject) === lower(fact.subject);
  if (known.kind !== fact.kind) return false;
  if (SINGLE_KINDS.has(fact.kind)) return true;
  switch (fact.kind) {
    case 'pet': {
      if (lower(known.subject) !== lower(fact.subject)) return false;
      if (known.name && fact.name && lower(known.name) === lower(fact.name)) return true;
      return !(known.value && fact.value && lower(known.value) !== lower(fact.value));
    }
    case 'family':
      return lower(known.subject) === lower(fact.subject) && !(known.name && fact.name && lower(known.name) !== lower(fact.name));
    case 'friend':
      return lower(known.name) === lower(fact.name);
    default:
      return lower(known.subject) === lower(fact.subject);
  }
}
