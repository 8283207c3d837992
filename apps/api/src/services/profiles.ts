import type { RouteDeps } from '../app';
import type { ChildRow } from '../db/schema';
import type { Actor } from '../plugins/actor';
import { apiForbidden, apiNotFound } from '../plugins/errors';
import { childFind } from './children';

/** A profile's content mode: G and PG for children, FULL for an adult account. */
export type ProfileContentMode = 'G' | 'PG' | 'FULL';

/**
 * A profile a request works on (memories, the journal): an adult account's uid or a child's id, the
 * account that owns it (the parent for a child), the child when it is one, and its content mode.
 */
export interface ProfileOwner {
  profileId: string;
  userId: string;
  childId: string | null;
  contentMode: ProfileContentMode;
}

/** How the caller reaches a profile: as its owner or the child itself, as the child's parent, or as an admin. */
export interface ProfileAccess {
  owner: ProfileOwner;
  /** The child row when the profile is a child's. */
  child: ChildRow | null;
  /** True when the request acts as the child whose profile this is (parent's session + X-Child-Id). */
  asChild: boolean;
  /** True when the caller is the child's parent acting as the adult account (not the child, not an admin of another family). */
  asParent: boolean;
  /** True when an admin reaches a profile that is not their own family's. */
  asAdmin: boolean;
}

function modeOf(value: string): ProfileContentMode {
  return value === 'G' || value === 'PG' ? value : 'FULL';
}

/**
 * The profile a path or body id names, if the caller may reach it (API.md): the account's own id (not
 * while acting as a child), a child's own id while acting as that child, a child's id for its parent,
 * and any profile for an admin acting as an adult. A sibling, the parent's account from a child
 * profile, or another family answers 403; an unknown id 403 too (404 for an admin), so ids cannot be
 * probed. `what` names the resource in the refusals ("memories", "journal").
 */
export async function profileAccessOf(deps: Pick<RouteDeps, 'db'>, actor: Actor, profileId: string, what: string): Promise<ProfileAccess> {
  const adminActing = actor.isAdmin && actor.child === null;
  if (profileId === actor.uid) {
    if (actor.child !== null) throw apiForbidden(`A child profile cannot open the parent's ${what}.`);
    return { owner: { profileId, userId: actor.uid, childId: null, contentMode: modeOf(actor.user.content_mode) }, child: null, asChild: false, asParent: false, asAdmin: false };
  }
  const child = await childFind(deps.db, profileId);
  if (child && (child.parent_id === actor.uid || adminActing)) {
    if (actor.child !== null && actor.child.id !== child.id) throw apiForbidden(`A child profile cannot open another child's ${what}.`);
    const ownFamily = child.parent_id === actor.uid;
    return {
      owner: { profileId: child.id, userId: child.parent_id, childId: child.id, contentMode: modeOf(child.content_mode) },
      child,
      asChild: actor.child !== null,
      asParent: ownFamily && actor.child === null,
      asAdmin: !ownFamily,
    };
  }
  if (adminActing && !child) {
    const user = await deps.db.selectFrom('users').select(['id', 'content_mode']).where('id', '=', profileId).executeTakeFirst();
    if (!user) throw apiNotFound('No such user.');
    return { owner: { profileId: user.id, userId: user.id, childId: null, contentMode: modeOf(user.content_mode) }, child: null, asChild: false, asParent: false, asAdmin: true };
  }
  throw apiForbidden(`Those ${what} are not yours.`);
}
