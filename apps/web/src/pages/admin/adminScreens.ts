import type { RouteId } from '@grove/session-family';

/** One screen of the admin area, as its index and its navigation name it. */
export interface AdminScreen {
  id: RouteId;
  title: string;
  /** The index's one line about it. */
  summary: string;
}

/**
 * The admin area's screens in the order the index lists them (SPEC §2's six, then the audit log and
 * the accounts of issue 20). Titles are the pages' headings, so a link and the page it opens agree.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { id: 'adminTokenMonitor', title: 'Token monitor', summary: 'Balances, accounts near their daily limit or low, purchases and credits, and the ledger reconciliation.' },
  { id: 'adminAnalytics', title: 'Analytics', summary: 'Active profiles by age band, messages, games, journal and memory use, the funnel and retention — counts only.' },
  { id: 'adminTokenUsageTracker', title: 'Token usage tracker', summary: 'Tokens by day, model and kind, the top accounts, and any account’s daily usage.' },
  { id: 'adminSymbolicMemory', title: 'Symbolic memory', summary: 'The rules for what may be remembered, the flagged queue with its excerpts, and memory figures.' },
  { id: 'adminTrialUsage', title: 'Trial usage', summary: 'Trial devices, tokens used, related devices, the rate-limit counters and suspicious clusters.' },
  { id: 'adminCodes', title: 'Codes', summary: 'Founders invitations and referral codes: make, revoke, uses, conversions and flagged abuse.' },
  { id: 'adminAuditLog', title: 'Audit log', summary: 'Every admin action: role changes, codes, patterns, resolved flags and break-glass reads.' },
  { id: 'adminAccounts', title: 'Accounts', summary: 'Every account, newest first; grant or remove the admin role.' },
];

/** The screen of a route id (throws for an id that is not an admin screen: a slip in a page). */
export function adminScreen(id: RouteId): AdminScreen {
  const screen = ADMIN_SCREENS.find((candidate) => candidate.id === id);
  if (!screen) throw new Error(`not an admin screen: ${id}`);
  return screen;
}
