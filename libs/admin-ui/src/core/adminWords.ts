import type {
  AdminAccessWhat,
  AdminAgeBand,
  AdminAuditAction,
  AdminAuditTargetKind,
  AdminLedgerReason,
  AdminTrialRelation,
  AdminUsageBand,
  AdminUsageKind,
  FlaggedSource,
  FlagSeverity,
  MemoryPatternKind,
  MemoryPatternMatch,
} from '@grove/api-contract';

// The admin area's words for the API's codes: one table each, so a screen, its CSV and its tests say
// the same thing.

/** An age band in words (issue 20: adults, 4–8, 9–15). */
export const ADMIN_BAND_WORDS: Readonly<Record<AdminAgeBand, string>> = { adult: 'Adults', '4-8': 'Ages 4–8', '9-15': 'Ages 9–15' };

/** A usage band in words (the trial's visitors beside the age bands). */
export const ADMIN_USAGE_BAND_WORDS: Readonly<Record<AdminUsageBand, string>> = { ...ADMIN_BAND_WORDS, trial: 'Trial visitors' };

/** What tokens were used for, in words. */
export const ADMIN_USAGE_KIND_WORDS: Readonly<Record<AdminUsageKind, string>> = { chat: 'Chat', game: 'Games', guided: 'Guided themes', trial: 'Trial' };

/** A ledger reason in words. */
export const ADMIN_LEDGER_REASON_WORDS: Readonly<Record<AdminLedgerReason, string>> = {
  chat: 'Charged for turns',
  purchase: 'Purchases',
  adjustment: 'Adjustments',
  referral: 'Referral rewards',
};

/** An audited action in words. */
export const ADMIN_AUDIT_ACTION_WORDS: Readonly<Record<AdminAuditAction, string>> = {
  role_change: 'Changed a role',
  daily_limit_change: 'Changed a daily limit',
  code_create: 'Made a code',
  code_revoke: 'Revoked a code',
  pattern_create: 'Added a memory pattern',
  pattern_update: 'Changed a memory pattern',
  pattern_delete: 'Deleted a memory pattern',
  flag_resolve: 'Resolved a flagged item',
  flag_reopen: 'Reopened a flagged item',
  break_glass_read: 'Break-glass read',
};

/** What an audited action was done to, in words. */
export const ADMIN_AUDIT_TARGET_WORDS: Readonly<Record<AdminAuditTargetKind, string>> = {
  user: 'Account',
  invitation: 'Code',
  memory_pattern: 'Memory pattern',
  flagged_item: 'Flagged item',
  conversation: 'Conversation',
  profile: 'Profile',
};

/** What an admin read of a family, in the family's words ("a conversation", "the chat history"). */
export const ADMIN_ACCESS_WHAT_WORDS: Readonly<Record<AdminAccessWhat, string>> = {
  conversation: 'a conversation',
  chat_history: 'the chat history',
  memories: 'the saved memories',
  journal_entries: 'the journal entries',
  journal_summaries: 'the journal summaries',
  export: 'a download of the data',
  overview: "a child's overview",
};

/** Where a flagged item came from, in words. */
export const ADMIN_FLAG_SOURCE_WORDS: Readonly<Record<FlaggedSource, string>> = {
  safety: 'Safety filter',
  memory_feedback: 'Memory feedback',
  pattern: 'Memory pattern',
};

/** A severity in words. */
export const ADMIN_SEVERITY_WORDS: Readonly<Record<FlagSeverity, string>> = { high: 'High', medium: 'Medium', low: 'Low' };

/** What a memory pattern does, in words. */
export const ADMIN_PATTERN_KIND_WORDS: Readonly<Record<MemoryPatternKind, string>> = {
  never_remember: 'Never remember',
  flag_for_review: 'Flag for review',
};

/** How a memory pattern matches, in words. */
export const ADMIN_PATTERN_MATCH_WORDS: Readonly<Record<MemoryPatternMatch, string>> = { word: 'Whole word', phrase: 'Phrase' };

/** Why two trial records are related, in words. */
export const ADMIN_TRIAL_RELATION_WORDS: Readonly<Record<AdminTrialRelation, string>> = {
  ip_prefix: 'same network',
  fingerprint: 'same browser fingerprint',
  hardware: 'same hardware',
  indexed_db: 'same browser storage',
};

function detailText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** What changed between a `before` and an `after` ("isAdmin: false → true"; "500000 → 750000"). */
function changeText(before: unknown, after: unknown): string[] {
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) return [`${detailText(before)} → ${detailText(after)}`];
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.filter((key) => detailText(was[key]) !== detailText(now[key])).map((key) => `${key}: ${detailText(was[key])} → ${detailText(now[key])}`);
}

/**
 * An audit row's details as one line ("isAdmin: false → true · route: /api/…"): a `before`/`after`
 * pair as what changed, a `{ from, to }` value as an arrow, other facts as `key: value`. Details hold
 * ids and values, never a family's words (part A's rule).
 */
export function adminAuditDetailsText(details: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const { before, after, ...rest } = details;
  if (before !== undefined && after !== undefined) parts.push(...changeText(before, after));
  else Object.assign(rest, before === undefined ? {} : { before }, after === undefined ? {} : { after });
  for (const [key, value] of Object.entries(rest)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value) {
      const pair = value as { from: unknown; to: unknown };
      parts.push(`${key}: ${String(pair.from)} → ${String(pair.to)}`);
    } else if (typeof value === 'object') {
      parts.push(`${key}: ${JSON.stringify(value)}`);
    } else {
      parts.push(`${key}: ${String(value)}`);
    }
  }
  return parts.join(' · ');
}
