import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Child, ChildCreate, ChildPatch } from '@grove/api-contract';
import { contentModeForAge } from '@grove/session-family';
import type { ChildAccountsTable, ChildRow, Database } from '../db/schema';

type ChildRowUpdate = Updateable<ChildAccountsTable>;
import { childDeleteEverywhere } from './deletion';
import { pinAttemptsReset, pinHash, pinKeyChild } from './pins';

/** Shapes a child row as SPEC §3's Child account. The PIN's hash stays on the server. */
export function childToApi(row: ChildRow): Child {
  return {
    id: row.id,
    parentId: row.parent_id,
    displayName: row.display_name,
    age: row.age,
    avatar: row.avatar,
    contentMode: row.content_mode as Child['contentMode'],
    permissions: { canChat: row.can_chat, canJournal: row.can_journal },
    isActive: row.is_active,
    pinSet: row.pin_hash !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A child by id, or undefined when there is none. */
export async function childFind(db: Kysely<Database>, childId: string): Promise<ChildRow | undefined> {
  return db.selectFrom('child_accounts').selectAll().where('id', '=', childId).executeTakeFirst();
}

/** A parent's children, oldest first. */
export async function childList(db: Kysely<Database>, parentId: string): Promise<ChildRow[]> {
  return db.selectFrom('child_accounts').selectAll().where('parent_id', '=', parentId).orderBy('created_at').orderBy('id').execute();
}

// Creating and deleting children both lock the parent's row first, so the "first child" and "last
// child" role changes see every other family change that committed before them.
async function childParentLock(trx: Transaction<Database>, parentId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', parentId).forUpdate().executeTakeFirst();
}

/**
 * Creates a child profile for a parent: the content mode comes from the age (SPEC §4), the PIN digest
 * is stored as a salted scrypt hash, and the parent becomes a family_member with their first child.
 */
export async function childCreate(db: Kysely<Database>, parentId: string, input: ChildCreate, now: Date): Promise<ChildRow> {
  const hash = await pinHash(input.pin);
  return db.transaction().execute(async (trx) => {
    await childParentLock(trx, parentId);
    const row = await trx
      .insertInto('child_accounts')
      .values({
        id: randomUUID(),
        parent_id: parentId,
        display_name: input.displayName,
        age: input.age,
        avatar: input.avatar ?? null,
        content_mode: contentModeForAge(input.age),
        can_chat: input.permissions?.canChat ?? true,
        can_journal: input.permissions?.canJournal ?? true,
        is_active: true,
        pin_hash: hash,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ role: 'family_member' }).where('id', '=', parentId).where('role', '=', 'standard_user').execute();
    return row;
  });
}

/**
 * Applies a parent's changes to a child: a new age recalculates the content mode (SPEC §4), a new PIN
 * is rehashed and clears that PIN's wrong tries and lock. Undefined when the child is gone.
 */
export async function childUpdate(db: Kysely<Database>, child: ChildRow, patch: ChildPatch): Promise<ChildRow | undefined> {
  const hash = patch.pin === undefined ? undefined : await pinHash(patch.pin);
  const changes: ChildRowUpdate = {
    ...(patch.displayName !== undefined && { display_name: patch.displayName }),
    ...(patch.age !== undefined && { age: patch.age, content_mode: contentModeForAge(patch.age) }),
    ...(patch.avatar !== undefined && { avatar: patch.avatar }),
    ...(hash !== undefined && { pin_hash: hash }),
    ...(patch.permissions?.canChat !== undefined && { can_chat: patch.permissions.canChat }),
    ...(patch.permissions?.canJournal !== undefined && { can_journal: patch.permissions.canJournal }),
    ...(patch.isActive !== undefined && { is_active: patch.isActive }),
  };
  if (Object.keys(changes).length === 0) return childFind(db, child.id);
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('child_accounts').set(changes).where('id', '=', child.id).returningAll().executeTakeFirst();
    if (hash !== undefined) await pinAttemptsReset(trx, pinKeyChild(child.id));
    return row;
  });
}

/**
 * Deletes a child profile and every row about it in every table (issue 18; see
 * {@link childDeleteEverywhere}); a parent left with no children goes back to standard_user. Returns
 * whether the child was still there to delete.
 */
export async function childDelete(db: Kysely<Database>, child: ChildRow): Promise<boolean> {
  return (await childDeleteEverywhere(db, child)) !== null;
}
