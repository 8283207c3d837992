// Issue 20: the summary tables of migration 0017 that hold someone's id.

/**
 * Summary tables that name an account or a child (so a family's export shows them) but are derived:
 * their rows follow the facts (`token_ledger`, `usage_turns`) by deferred triggers, and go with the
 * account or child by foreign-key cascade. The deletion sweep leaves them to those: were it to delete
 * them itself, in its own table order, the shared per-day rows above them would be locked in that order
 * rather than in the one every chat turn uses at commit (ledger, usage, then presence upwards), and a
 * deletion could deadlock with a chat.
 */
export const ADMIN_DERIVED_TABLES: ReadonlySet<string> = new Set([
  'token_account_totals',
  'profile_activity_daily',
  'profile_activity_weekly',
  'account_activity_daily',
  'account_first_week',
  'account_activity_weekly',
]);
