import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MESSAGES, type Role, type User } from '@grove/api-contract';
import type { AccountRowCache } from '../db/accountCache';
import type { Database, UserRow } from '../db/schema';
import { ApiError } from '../plugins/errors';
import type { VerifiedIdentity } from './tokenVerifier';

// Refreshing last_login_at on every request would be a write per call; once per 10 minutes is enough
// to show when someone was last here.
const LAST_LOGIN_REFRESH_MS = 10 * 60 * 1000;

/**
 * Finds the caller's user row, creating it with SPEC §9's defaults on their first authenticated call
 * (tokens_balance 1,000,000; daily_token_limit 500,000; role standard_user; contentMode FULL; theme
 * light; onboarding false — all column defaults of the migration). With `accounts`, an existing row
 * comes from the process's account cache when it holds a fresh copy (the row is then frozen: shared).
 */
export async function userEnsure(
  db: Kysely<Database>,
  identity: VerifiedIdentity,
  now: Date,
  accounts?: AccountRowCache,
): Promise<UserRow> {
  const load = () => db.selectFrom('users').selectAll().where('id', '=', identity.uid).executeTakeFirst();
  const existing = accounts ? await accounts.read(identity.uid, load) : await load();
  if (existing) {
    if (now.getTime() - new Date(existing.last_login_at).getTime() > LAST_LOGIN_REFRESH_MS) {
      await db.updateTable('users').set({ last_login_at: now }).where('id', '=', identity.uid).execute();
    }
    return existing;
  }
  // A token of a deleted account is still valid for up to an hour: it must not recreate the account.
  const tombstone = await db.selectFrom('account_tombstones').select('uid_hash').where('uid_hash', '=', userTombstoneKey(identity.uid)).executeTakeFirst();
  if (tombstone) throw new ApiError(401, 'unauthenticated', MESSAGES.authenticationFailed);
  const displayName = identity.name?.trim() || identity.email.split('@')[0] || 'Friend';
  await db
    .insertInto('users')
    // The server's clock, not the database's: "a new account" (issue 19's join window) and every age
    // are measured on the clock the rest of the server runs on (injected in tests, shifted in e2e).
    .values({ id: identity.uid, email: identity.email, display_name: displayName.slice(0, 60), role: 'standard_user', settings: '{}', created_at: now, last_login_at: now })
    // Two first requests at once: the second finds the row the first made.
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db.selectFrom('users').selectAll().where('id', '=', identity.uid).executeTakeFirstOrThrow();
}

/** What a deleted account leaves behind: the SHA-256 of its uid (see `account_tombstones`). */
export function userTombstoneKey(uid: string): string {
  return createHash('sha256').update(uid).digest('hex');
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** The roles a user may act in: every adult may use both adult roles; children and admin as held. */
export function userAvailableRoles(row: Pick<UserRow, 'is_admin'>, childCount: number): Role[] {
  const roles: Role[] = ['family_member', 'standard_user'];
  if (childCount > 0) roles.push('child_user');
  if (row.is_admin) roles.push('admin');
  return roles;
}

/** Shapes a user row and their children's ids as SPEC §3's User. The PIN hash stays on the server. */
export function userToApi(row: UserRow, childIds: string[]): User {
  const role = row.role as Role;
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role,
    roles: row.is_admin && role !== 'admin' ? [role, 'admin'] : [role],
    availableRoles: userAvailableRoles(row, childIds.length),
    contentMode: row.content_mode as User['contentMode'],
    theme: row.theme === 'dark' ? 'dark' : 'light',
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: new Date(row.last_login_at).toISOString(),
    isActive: row.is_active,
    settings: row.settings as User['settings'],
    onboardingStatus: row.onboarding_status,
    onboarding_completed: row.onboarding_completed,
    onboarding_completed_at: iso(row.onboarding_completed_at),
    tokens_balance: row.tokens_balance,
    tokens_used_today: row.tokens_used_today,
    tokens_used_this_month: row.tokens_used_this_month,
    daily_token_limit: row.daily_token_limit,
    free_access: row.free_access,
    last_purchase_date: iso(row.last_purchase_date),
    founders_invitation_code: row.founders_invitation_code,
    referral_conversion_status: row.referral_conversion_status,
    referral_conversion_date: iso(row.referral_conversion_date),
    children: childIds,
    parentPinSet: row.parent_pin_hash !== null,
  };
}

/** The ids of a user's children, oldest first. */
export async function userChildIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('child_accounts').select('id').where('parent_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => r.id);
}
