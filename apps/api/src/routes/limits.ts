import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChildLimitsStatusSchema, ChildLimitsUpdateSchema } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import type { ChildRow } from '../db/schema';
import { actorOf, type Actor } from '../plugins/actor';
import { apiForbidden, apiNotFound } from '../plugins/errors';
import { childFind } from '../services/children';
import { limitsSave, limitsStatusOf } from '../services/limits';

const ChildParamsSchema = z.object({ childId: z.string().min(1).max(128) });
const security = [{ bearer: [] }];

const CHILD_NOT_FOUND = 'No such child profile.';
const NOT_YOUR_CHILD = 'That child profile is not one of yours.';

/**
 * The child whose limits the caller may read: the child itself (X-Child-Id — Qustodio's lesson: a child
 * sees their own limits), its parent acting as the adult, or an admin acting as an adult. A sibling's
 * limits are not the child's to read; an unknown id is a 404 to a parent or admin.
 */
async function childForReading(deps: RouteDeps, actor: Actor, childId: string): Promise<ChildRow> {
  if (actor.child !== null) {
    if (actor.child.id !== childId) throw apiForbidden("A child profile can see only its own limits.");
    return actor.child;
  }
  const child = await childFind(deps.db, childId);
  if (!child) throw apiNotFound(CHILD_NOT_FOUND);
  if (child.parent_id !== actor.uid && !actor.isAdmin) throw apiForbidden(NOT_YOUR_CHILD);
  return child;
}

/** The child whose limits the caller may set: its parent, acting as the adult account — nobody else. */
async function childForSetting(deps: RouteDeps, actor: Actor, childId: string): Promise<ChildRow> {
  if (actor.child !== null) throw apiForbidden('A child profile cannot change its limits. Ask your grown-up.');
  const child = await childFind(deps.db, childId);
  if (!child) throw apiNotFound(CHILD_NOT_FOUND);
  if (child.parent_id !== actor.uid) throw apiForbidden(NOT_YOUR_CHILD);
  return child;
}

/**
 * A child's time limits (issue 18): `PUT /api/children/{childId}/limits` (the parent) sets a daily
 * chat-time limit and quiet hours; `GET` (the parent, the child itself, an admin) answers them with
 * the minutes used and left today and whether it is quiet time. `POST /api/chat` enforces them.
 */
export function limitsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/children/:childId/limits',
    { preHandler: deps.authenticate, schema: { tags: ['limits'], security, params: ChildParamsSchema, response: { 200: ChildLimitsStatusSchema } } },
    async (request) => {
      const child = await childForReading(deps, actorOf(request), request.params.childId);
      return limitsStatusOf(deps.db, child, deps.now());
    },
  );

  typed.put(
    '/api/children/:childId/limits',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['limits'], security, params: ChildParamsSchema, body: ChildLimitsUpdateSchema, response: { 200: ChildLimitsStatusSchema } },
    },
    async (request) => {
      const child = await childForSetting(deps, actorOf(request), request.params.childId);
      await limitsSave(deps.db, child, request.body, deps.now());
      return limitsStatusOf(deps.db, child, deps.now());
    },
  );
}
