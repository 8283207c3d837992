import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLE_ADMIN_ONLY_MESSAGE, ROLE_OWN_MESSAGE, UserPatchSchema, UserSchema, UserSettingsSchema, type User } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import type { UserRowUpdate } from '../db/schema';
import { actorMustOwn, actorOf } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import { adminAuditWrite } from '../services/adminAudit';
import { accountDeleteEverywhere } from '../services/deletion';
import { referralConversionRun } from '../services/founders';
import { userChildIds, userToApi } from '../services/users';

const UserIdParams = z.object({ id: z.string().min(1).max(128) });
const security = [{ bearer: [] }];

/**
 * `GET/PATCH/DELETE /api/users/{id}` and `GET/PUT/PATCH /api/users/{id}/settings`: a user reaches only
 * their own id (acting as the adult account, not as a child profile); an admin reaches all.
 */
export function usersRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function loadUser(id: string) {
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw apiNotFound('No such user.');
    return userToApi(row, await userChildIds(db, id));
  }

  api.get(
    '/api/users/:id',
    { preHandler: deps.authenticate, schema: { tags: ['users'], security, params: UserIdParams, response: { 200: UserSchema } } },
    async (request) => {
      actorMustOwn(actorOf(request), request.params.id);
      return loadUser(request.params.id);
    },
  );

  api.patch(
    '/api/users/:id',
    { preHandler: deps.authenticate, schema: { tags: ['users'], security, params: UserIdParams, body: UserPatchSchema, response: { 200: UserSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      actorMustOwn(actor, id);
      const body = request.body;
      const adminActing = actor.isAdmin && actor.child === null;
      // API.md: a user may not change their own role; only an admin sets roles — and never their own
      // (issue 20: an admin cannot lock themselves in or out; another admin must).
      if (body.role !== undefined && !adminActing) throw apiForbidden(ROLE_ADMIN_ONLY_MESSAGE);
      if (body.role !== undefined && id === actor.uid) throw apiForbidden(ROLE_OWN_MESSAGE);
      // Children are child profiles of an account, never an account's role.
      if (body.role === 'child_user') throw new ApiError(400, 'bad_request', 'body.role: an account is admin, family_member or standard_user', 'body.role');
      // API.md: the owner may not change what they may spend; an admin may (support, tests).
      if (body.daily_token_limit !== undefined && !adminActing) throw apiForbidden('Only an admin can change the daily token limit.');
      const now = deps.now();

      const completes = body.onboardingStatus === true || body.onboarding_completed === true;
      const current = await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select(['onboarding_completed_at', 'referral_conversion_status', 'role', 'is_admin', 'daily_token_limit'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw apiNotFound('No such user.');
        const update: UserRowUpdate = {};
        if (body.displayName !== undefined) update.display_name = body.displayName;
        if (body.theme !== undefined) update.theme = body.theme;
        // Issue 20: `admin` grants the admin right and keeps the account's own role; any other role
        // removes the right and becomes the account's role.
        if (body.role === 'admin') {
          update.is_admin = true;
        } else if (body.role !== undefined) {
          update.role = body.role;
          update.is_admin = false;
        }
        if (body.daily_token_limit !== undefined) update.daily_token_limit = body.daily_token_limit;
        if (body.onboardingStatus !== undefined) update.onboarding_status = body.onboardingStatus;
        if (body.onboarding_completed !== undefined) update.onboarding_completed = body.onboarding_completed;
        // SPEC §7: completing onboarding merges the flags and a timestamp; the first completion is kept.
        if (completes && before.onboarding_completed_at === null) update.onboarding_completed_at = now;
        if (Object.keys(update).length > 0) await trx.updateTable('users').set(update).where('id', '=', id).execute();
        // Issue 20: an admin's changes of what an account may do are audited with the change itself.
        if (body.role !== undefined) {
          await adminAuditWrite(trx, {
            adminId: actor.uid,
            action: 'role_change',
            targetKind: 'user',
            targetId: id,
            familyId: id,
            reason: null,
            details: { before: { role: before.role, isAdmin: before.is_admin }, after: { role: update.role ?? before.role, isAdmin: update.is_admin ?? before.is_admin } },
            at: now,
          });
        }
        if (body.daily_token_limit !== undefined) {
          await adminAuditWrite(trx, {
            adminId: actor.uid,
            action: 'daily_limit_change',
            targetKind: 'user',
            targetId: id,
            familyId: id,
            reason: null,
            details: { before: before.daily_token_limit, after: body.daily_token_limit },
            at: now,
          });
        }
        return before;
      });
      // Issue 19: finishing onboarding may be the last step of a newcomer's referral; checked after the
      // reply like a chat turn's (a failure is logged, the PATCH is not touched).
      if (completes && current.referral_conversion_status === 'pending') {
        const at = now;
        deps.background.run('referral conversion', () => referralConversionRun(db, id, at));
      }
      return loadUser(id);
    },
  );

  api.delete(
    '/api/users/:id',
    { preHandler: deps.authenticate, schema: { tags: ['users'], security, params: UserIdParams } },
    async (request, reply) => {
      const { id } = request.params;
      actorMustOwn(actorOf(request), id);
      // Issue 18: every row about the family in every table, then the Firebase user, all or nothing.
      const counts = await accountDeleteEverywhere(db, deps.verifier, id, deps.now());
      if (counts === null) throw apiNotFound('No such user.');
      request.log.info({ userId: id, removed: counts }, 'account deleted');
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/users/:id/settings',
    { preHandler: deps.authenticate, schema: { tags: ['users'], security, params: UserIdParams, response: { 200: UserSettingsSchema } } },
    async (request) => {
      actorMustOwn(actorOf(request), request.params.id);
      return (await loadUser(request.params.id)).settings;
    },
  );

  async function settingsSave(id: string, next: Record<string, unknown>) {
    // The body alone is checked by the schema; a merge could still grow past the limit.
    if (JSON.stringify(next).length > 16_384) throw new ApiError(400, 'bad_request', 'body: settings must be at most 16 KB of JSON', 'body');
    await db.updateTable('users').set({ settings: JSON.stringify(next) }).where('id', '=', id).execute();
    return next as User['settings'];
  }

  const settingsWriteSchema = {
    tags: ['users'],
    security,
    params: UserIdParams,
    body: UserSettingsSchema,
    response: { 200: UserSettingsSchema },
  };

  api.put('/api/users/:id/settings', { preHandler: deps.authenticate, schema: settingsWriteSchema }, async (request) => {
    actorMustOwn(actorOf(request), request.params.id);
    await loadUser(request.params.id);
    return settingsSave(request.params.id, request.body);
  });

  api.patch('/api/users/:id/settings', { preHandler: deps.authenticate, schema: settingsWriteSchema }, async (request) => {
    actorMustOwn(actorOf(request), request.params.id);
    const current = (await loadUser(request.params.id)).settings;
    return settingsSave(request.params.id, { ...current, ...request.body });
  });
}
