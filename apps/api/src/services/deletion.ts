import { sql, type Kysely, type Transaction } from 'kysely';
import type { ChildRow, Database } from '../db/schema';
import { ApiError } from '../plugins/errors';
import { adminAuditForget } from './adminAudit';
import { ADMIN_DERIVED_TABLES } from './adminSummaries';
import { familyTablesOf, ownerMatch } from './familyTables';
import { pinAttemptsReset, pinKeyChild } from './pins';
import type { TokenVerifier } from './tokenVerifier';
import { userTombstoneKey } from './users';

/** Rows removed, per table. */
export type DeletionCounts = Record<string, number>;

/**
 * Deletes, in every table of the schema, the rows whose owner columns (`user_id`, `child_id`,
 * `profile_id`, …) name one of `ids`, in an order that never trips a foreign key. Tables are read
 * from the live schema, so a table added by a later migration is swept too. `users` is left to the
 * caller: deleting the account row is the last step of an account deletion, never of a child's. The
 * admin area's derived summaries (`ADMIN_DERIVED_TABLES`) are left to their triggers and cascades.
 */
export async function deletionSweep(trx: Transaction<Database>, ids: readonly string[]): Promise<DeletionCounts> {
  const counts: DeletionCounts = {};
  for (const table of await familyTablesOf(trx)) {
    if (table.name === 'users') continue;
    // Issue 20: derived summaries follow the facts deleted here, and the cascade from the account or child.
    if (ADMIN_DERIVED_TABLES.has(table.name)) continue;
    const result = await sql`delete from ${sql.table(table.name)} where ${ownerMatch(table, ids)}`.execute(trx);
    const removed = Number(result.numAffectedRows ?? 0n);
    if (removed > 0) counts[table.name] = removed;
  }
  // Issue 20: the audit log keeps what admins did but no longer names the deleted profiles.
  await adminAuditForget(trx, ids);
  return counts;
}

// Creating and deleting children both lock the parent's row first, so the "first child" and "last
// child" role changes see every other family change that committed before them.
async function parentLock(trx: Transaction<Database>, parentId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', parentId).forUpdate().executeTakeFirst();
}

/**
 * Issue 18: deletes a child profile and every row about it in every table — conversations and their
 * messages, journal, memories and their feedback, radar scores and corrections, flags, and whatever
 * a later table keeps under the child's id — and its PIN counter, in one transaction. A parent left
 * with no children goes back to standard_user. Returns the rows removed per table, or null when the
 * child was already gone.
 */
export async function childDeleteEverywhere(db: Kysely<Database>, child: Pick<ChildRow, 'id' | 'parent_id'>): Promise<DeletionCounts | null> {
  return db.transaction().execute(async (trx) => {
    await parentLock(trx, child.parent_id);
    const still = await trx.selectFrom('child_accounts').select('id').where('id', '=', child.id).forUpdate().executeTakeFirst();
    if (!still) return null;
    const counts = await deletionSweep(trx, [child.id]);
    // The PIN counter is keyed `child:{id}` under the parent's owner_id: the sweep cannot see it.
    await pinAttemptsReset(trx, pinKeyChild(child.id));
    const deleted = await trx.deleteFrom('child_accounts').where('id', '=', child.id).executeTakeFirst();
    if (deleted.numDeletedRows > 0n) counts['child_accounts'] = (counts['child_accounts'] ?? 0) + Number(deleted.numDeletedRows);
    const left = await trx.selectFrom('child_accounts').select('id').where('parent_id', '=', child.parent_id).limit(1).executeTakeFirst();
    if (!left) {
      await trx.updateTable('users').set({ role: 'standard_user' }).where('id', '=', child.parent_id).where('role', '=', 'family_member').execute();
    }
    return counts;
  });
}

/** SPEC-style message when the sign-in account could not be deleted (nothing else is deleted either). */
export const ACCOUNT_SIGN_IN_DELETE_FAILED = 'We could not delete your sign-in account just now, so nothing was deleted. Please try again in a moment.';

/**
 * Issue 18: deletes an account, its children and every row about any of them in every table, then
 * the Firebase user, all or nothing: the sign-in account is deleted inside the transaction, so a
 * failure there rolls the rows back (503) and the person can try again, rather than being left with
 * data and no way to sign in to delete it. Returns the rows removed per table, or null when there
 * was no such account.
 */
export async function accountDeleteEverywhere(db: Kysely<Database>, verifier: Pick<TokenVerifier, 'deleteUser'>, userId: string, now: Date): Promise<DeletionCounts | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) return null;
    const children = await trx.selectFrom('child_accounts').select('id').where('parent_id', '=', userId).execute();
    const counts = await deletionSweep(trx, [userId, ...children.map((child) => child.id)]);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    counts['users'] = 1;
    await trx.insertInto('account_tombstones').values({ uid_hash: userTombstoneKey(userId), deleted_at: now }).onConflict((oc) => oc.column('uid_hash').doNothing()).execute();
    if (verifier.deleteUser) {
      try {
        await verifier.deleteUser(userId);
      } catch {
        throw new ApiError(503, 'unavailable', ACCOUNT_SIGN_IN_DELETE_FAILED);
      }
    }
    return counts;
  });
}
