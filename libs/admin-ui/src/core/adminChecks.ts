import { BREAK_GLASS_REASON_MAX, BREAK_GLASS_REASON_MIN, FLAGGED_NOTE_MAX_CHARS, MEMORY_PATTERN_MAX_CHARS, type MemoryPatternMatch, type Role } from '@grove/api-contract';

/** What the break-glass dialog says about a reason that is too short or too long. */
export const ADMIN_BREAK_GLASS_REASON_MESSAGE = `Say why you need to read it, in ${BREAK_GLASS_REASON_MIN} to ${BREAK_GLASS_REASON_MAX} characters. The family will see this reason.`;

/** Why a break-glass reason cannot be sent, or null when it can (10..500 characters once trimmed, as the API checks). */
export function adminBreakGlassReasonProblem(reason: string): string | null {
  const length = reason.trim().length;
  return length < BREAK_GLASS_REASON_MIN || length > BREAK_GLASS_REASON_MAX ? ADMIN_BREAK_GLASS_REASON_MESSAGE : null;
}

/** What the resolve dialog says when the note is missing or too long. */
export const ADMIN_RESOLVE_NOTE_MESSAGE = `Write what was done, in at most ${FLAGGED_NOTE_MAX_CHARS} characters: the note stays with the item and in the audit log.`;

/** Why a resolve note cannot be sent, or null when it can (1..1000 characters once trimmed). */
export function adminResolveNoteProblem(note: string): string | null {
  const length = note.trim().length;
  return length === 0 || length > FLAGGED_NOTE_MAX_CHARS ? ADMIN_RESOLVE_NOTE_MESSAGE : null;
}

/** What the pattern form says about the pattern's text. */
export const ADMIN_PATTERN_MESSAGES = {
  empty: `Enter the word or phrase, in at most ${MEMORY_PATTERN_MAX_CHARS} characters, with at least one letter or digit.`,
  word: 'A whole-word pattern is one word. Choose Phrase for several words.',
} as const;

/** Why a pattern's text cannot be sent with this way of matching, or null (api-contract's `MemoryPatternInputSchema`). */
export function adminPatternProblem(pattern: string, match: MemoryPatternMatch): string | null {
  const text = pattern.trim();
  if (text.length === 0 || text.length > MEMORY_PATTERN_MAX_CHARS || !/[\p{L}\p{N}]/u.test(text)) return ADMIN_PATTERN_MESSAGES.empty;
  if (match === 'word' && /[^\p{L}\p{N}'’]/u.test(text)) return ADMIN_PATTERN_MESSAGES.word;
  return null;
}

/**
 * The role that removes the admin role from an account: the account's own role when it is not `admin`,
 * else the role its shape gives (a parent of children is a family member). `PATCH /api/users/{id}`
 * takes `admin` to grant and any other role to remove.
 */
export function adminRoleWithoutAdmin(account: { role: Role; children: number }): Role {
  if (account.role !== 'admin') return account.role;
  return account.children > 0 ? 'family_member' : 'standard_user';
}
