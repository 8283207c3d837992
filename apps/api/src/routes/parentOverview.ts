import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AlertDigestsRunSchema, AlertListQuerySchema, AlertListSchema, AlertPatchSchema, AlertSchema, ParentOverviewSchema } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import { actorMustOwn, actorOf, type Actor } from '../plugins/actor';
import { apiForbidden, apiNotFound } from '../plugins/errors';
import { breakGlassGate } from '../services/adminAudit';
import { alertDigestsRun, alertFind, alertStatusSet, alertToApi, alertsListOf } from '../services/alerts';
import { childFind } from '../services/children';
import { parentOverviewOf } from '../services/overview';

const security = [{ bearer: [] }];
const ChildParamsSchema = z.object({ childId: z.string().min(1).max(128) });
const UserParamsSchema = z.object({ id: z.string().min(1).max(128) });
const AlertParamsSchema = z.object({ alertId: z.string().uuid() });

/** Said to a request acting as a child: nothing about the parent's view or the alerts reaches the child. */
const NOT_FOR_A_CHILD = "This is for your parent's account. Switch back to the parent first.";
const NOT_YOUR_CHILD = 'That child profile is not one of yours.';
const NOT_YOUR_ALERT = 'That alert is not yours.';
const ALERT_NOT_FOUND = 'No such alert.';

/** Refuses a request acting as a child profile (X-Child-Id), whoever's the child is. */
function refuseChild(actor: Actor): void {
  if (actor.child !== null) throw apiForbidden(NOT_FOR_A_CHILD);
}

/**
 * The parent's side (issue 18; API.md): a child's overview by age band (`GET
 * /api/children/{childId}/overview`: the parent, an admin), the parent's alerts (`GET
 * /api/users/{id}/alerts`: the owner, an admin; `PATCH /api/alerts/{alertId}`: the parent only) and
 * the alert mail job run now (`POST /api/admin/jobs/alert-digests`: admins). A request acting as a
 * child gets 403 on every one of them.
 */
export function parentOverviewRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/children/:childId/overview',
    { preHandler: deps.authenticate, schema: { tags: ['family'], security, params: ChildParamsSchema, response: { 200: ParentOverviewSchema } } },
    async (request) => {
      const actor = actorOf(request);
      refuseChild(actor);
      const child = await childFind(deps.db, request.params.childId);
      if (!child || child.parent_id !== actor.uid) {
        // An unknown id answers like someone else's, so ids cannot be probed; an admin may know it is missing.
        if (!actor.isAdmin) throw apiForbidden(NOT_YOUR_CHILD);
        if (!child) throw apiNotFound('No such child profile.');
      }
      // Issue 20: the overview quotes the child's words: an admin of another family gives a reason, audited.
      await breakGlassGate(deps.db, request, actor, { familyId: child.parent_id, profileId: child.id, what: 'overview' }, deps.now());
      return parentOverviewOf({ db: deps.db, now: deps.now(), features: deps.features }, child);
    },
  );

  typed.get(
    '/api/users/:id/alerts',
    { preHandler: deps.authenticate, schema: { tags: ['family'], security, params: UserParamsSchema, querystring: AlertListQuerySchema, response: { 200: AlertListSchema } } },
    async (request) => {
      const actor = actorOf(request);
      refuseChild(actor);
      actorMustOwn(actor, request.params.id);
      if (actor.uid !== request.params.id) {
        const user = await deps.db.selectFrom('users').select('id').where('id', '=', request.params.id).executeTakeFirst();
        if (!user) throw apiNotFound('No such user.');
      }
      return { alerts: await alertsListOf(deps.db, request.params.id, request.query.status) };
    },
  );

  typed.patch(
    '/api/alerts/:alertId',
    { preHandler: deps.authenticate, schema: { tags: ['family'], security, params: AlertParamsSchema, body: AlertPatchSchema, response: { 200: AlertSchema } } },
    async (request) => {
      const actor = actorOf(request);
      refuseChild(actor);
      const found = await alertFind(deps.db, request.params.alertId);
      if (!found) throw apiNotFound(ALERT_NOT_FOUND);
      // The parent's own judgement: not even an admin marks a family's alert as dealt with.
      if (found.user_id !== actor.uid) throw apiForbidden(NOT_YOUR_ALERT);
      await alertStatusSet(deps.db, found.id, request.body.status, deps.now());
      const updated = await alertFind(deps.db, found.id);
      if (!updated) throw apiNotFound(ALERT_NOT_FOUND);
      return alertToApi(updated);
    },
  );

  // Under /api/admin/: the admin hook (routes/admin.ts) authenticates and refuses non-admins first.
  typed.post(
    '/api/admin/jobs/alert-digests',
    { schema: { tags: ['admin'], security, response: { 200: AlertDigestsRunSchema } } },
    async (request) => {
      const actor = actorOf(request);
      if (!actor.isAdmin || actor.child !== null) throw apiForbidden('Only an admin can open the admin area.');
      return alertDigestsRun({ db: deps.db, mailer: deps.mailer, now: deps.now, log: (message) => request.log.warn(message) });
    },
  );
}
