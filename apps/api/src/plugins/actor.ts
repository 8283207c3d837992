import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES, RoleSchema, type Role } from '@grove/api-contract';
import type { AccountRowCache } from '../db/accountCache';
import type { ChildRow, Database, UserRow } from '../db/schema';
import type { TokenVerifier } from '../services/tokenVerifier';
import { userEnsure } from '../services/users';
import { ApiError, apiForbidden } from './errors';

/** SPEC §6: the active role a request carries when it names none. */
const DEFAULT_ACTIVE_ROLE: Role = 'family_member';

/**
 * Who is calling, as the server decided it: the signed-in account, whether it is an admin, the
 * active role, and the child profile when the request acts as one of the account's children.
 */
export interface Actor {
  uid: string;
  user: UserRow;
  isAdmin: boolean;
  role: Role;
  /** The child this request acts as (X-Child-Id, checked to be the caller's own), else null. */
  child: ChildRow | null;
  /** When the caller last entered their password (the ID token's `auth_time`); null when unknown. */
  authTime: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link actorPreHandler} on authenticated routes. */
    actor: Actor | null;
  }
}

/** What the pre-handler needs. */
export interface ActorDeps {
  db: Kysely<Database>;
  verifier: TokenVerifier;
  now: () => Date;
  /** The process's account cache (db/accountCache.ts); without one, every request reads the row. */
  accounts?: AccountRowCache;
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim() ? text.trim() : null;
}

/**
 * A pre-handler for authenticated routes: verifies the bearer ID token (401 with SPEC §8's message
 * otherwise), makes sure the user row exists, and checks X-Active-Role and X-Child-Id against the
 * caller (403 when the role is not theirs or the child is not their own).
 */
export function actorPreHandler(deps: ActorDeps) {
  return async function resolveActor(request: FastifyRequest): Promise<void> {
    const authorization = headerValue(request, 'authorization');
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw new ApiError(401, 'unauthenticated', MESSAGES.authenticationFailed);
    let identity;
    try {
      identity = await deps.verifier.verify(token);
    } catch {
      throw new ApiError(401, 'unauthenticated', MESSAGES.authenticationFailed);
    }
    const user = await userEnsure(deps.db, identity, deps.now(), deps.accounts);
    if (!user.is_active) throw apiForbidden('This account is switched off.');

    const roleHeader = headerValue(request, 'x-active-role') ?? DEFAULT_ACTIVE_ROLE;
    const parsedRole = RoleSchema.safeParse(roleHeader);
    if (!parsedRole.success) {
      throw new ApiError(400, 'bad_request', `headers.x-active-role: must be one of ${RoleSchema.options.join(', ')}`, 'headers.x-active-role');
    }
    const role = parsedRole.data;
    const childId = headerValue(request, 'x-child-id');

    let child: ChildRow | null = null;
    if (childId !== null || role === 'child_user') {
      if (role !== 'child_user' || childId === null) {
        throw apiForbidden('X-Child-Id goes with X-Active-Role: child_user, and only together.');
      }
      child = (await deps.db.selectFrom('child_accounts').selectAll().where('id', '=', childId).executeTakeFirst()) ?? null;
      if (!child || child.parent_id !== user.id) throw apiForbidden('That child profile is not one of yours.');
      if (!child.is_active) throw apiForbidden('That child profile is switched off.');
    }
    if (role === 'admin' && !user.is_admin) throw apiForbidden('You do not hold the admin role.');

    request.actor = { uid: user.id, user, isAdmin: user.is_admin, role, child, authTime: identity.authTime ?? null };
  };
}

/** The actor of an authenticated request (the pre-handler guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiError(401, 'unauthenticated', MESSAGES.authenticationFailed);
  return request.actor;
}

/**
 * The caller acting as the adult account (not as a child profile) on their own id, or an admin:
 * what account-level routes (profile, children, PINs, deletion) require.
 */
export function actorMustOwn(actor: Actor, userId: string, options: { adminAllowed: boolean } = { adminAllowed: true }): void {
  if (options.adminAllowed && actor.isAdmin && actor.child === null) return;
  if (actor.uid !== userId) throw apiForbidden('That account is not yours.');
  if (actor.child !== null) throw apiForbidden('A child profile cannot change the family account. Switch back to the parent first.');
}
