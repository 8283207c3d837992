import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportQuerySchema, RetentionJobResultSchema, RetentionSettingSchema, RetentionUpdateSchema, type ExportQuery } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import { actorMustOwn, actorOf, type Actor } from '../plugins/actor';
import { apiForbidden, apiNotFound } from '../plugins/errors';
import { breakGlassGate } from '../services/adminAudit';
import { childFind } from '../services/children';
import { dataExportBuild, dataExportMarkdown, type ExportScope } from '../services/export';
import { retentionInstanceName, retentionRun } from '../services/retention';

const UserParamsSchema = z.object({ id: z.string().min(1).max(128) });
const ChildParamsSchema = z.object({ childId: z.string().min(1).max(128) });
const security = [{ bearer: [] }];

/** The file a download is saved as: what it is, whose, and the day (no names: the file may be shared). */
function exportFileName(scope: ExportScope, format: ExportQuery['format'], now: Date): string {
  const who = scope.kind === 'family' ? 'family' : 'child';
  return `grove-export-${who}-${now.toISOString().slice(0, 10)}.${format}`;
}

async function exportSend(deps: RouteDeps, reply: FastifyReply, scope: ExportScope, format: ExportQuery['format']): Promise<FastifyReply> {
  const now = deps.now();
  const data = await dataExportBuild(deps.db, scope, now);
  // Downloaded, never rendered: the file holds the family's own words, and a browser must not run
  // or sniff anything in it.
  reply.header('content-disposition', `attachment; filename="${exportFileName(scope, format, now)}"`);
  reply.header('cache-control', 'no-store');
  reply.header('x-content-type-options', 'nosniff');
  if (format === 'md') return reply.type('text/markdown; charset=utf-8').send(dataExportMarkdown(data));
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
}

/**
 * The child a parent (acting as the adult account) or an admin may export: a child profile itself
 * may not (403), an unknown id is a 404 and another family's child a 403.
 */
async function childForExport(deps: RouteDeps, actor: Actor, childId: string) {
  if (actor.child !== null) throw apiForbidden("A child profile cannot download the family's data. Switch back to the parent first.");
  const child = await childFind(deps.db, childId);
  if (!child) throw apiNotFound('No such child profile.');
  if (child.parent_id !== actor.uid && !actor.isAdmin) throw apiForbidden('That child profile is not one of yours.');
  return child;
}

async function userMustExist(deps: RouteDeps, userId: string): Promise<void> {
  const row = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw apiNotFound('No such user.');
}

/**
 * Issue 18's data rights: `GET /api/users/{id}/export` and `GET /api/children/{childId}/export`
 * (`?format=json|md`, downloaded as an attachment), `GET`/`PUT /api/users/{id}/retention` (the
 * family's retention choice), and `POST /api/admin/jobs/retention` (run the purge now; admins only).
 * Deleting a child or an account lives with those resources (`DELETE /api/children/{childId}`,
 * `DELETE /api/users/{id}`).
 */
export function dataRightsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // This app's name in retention_runs: several API copies share one database.
  const instance = retentionInstanceName();

  api.get(
    '/api/users/:id/export',
    { preHandler: deps.authenticate, schema: { tags: ['data rights'], security, params: UserParamsSchema, querystring: ExportQuerySchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      actorMustOwn(actor, request.params.id);
      await userMustExist(deps, request.params.id);
      // Issue 20: an admin downloading another family's data gives a reason, and the family sees it.
      await breakGlassGate(deps.db, request, actor, { familyId: request.params.id, profileId: request.params.id, what: 'export' }, deps.now());
      return exportSend(deps, reply, { kind: 'family', userId: request.params.id }, request.query.format);
    },
  );

  api.get(
    '/api/children/:childId/export',
    { preHandler: deps.authenticate, schema: { tags: ['data rights'], security, params: ChildParamsSchema, querystring: ExportQuerySchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      const child = await childForExport(deps, actor, request.params.childId);
      await breakGlassGate(deps.db, request, actor, { familyId: child.parent_id, profileId: child.id, what: 'export' }, deps.now());
      return exportSend(deps, reply, { kind: 'child', userId: child.parent_id, childId: child.id }, request.query.format);
    },
  );

  api.get(
    '/api/users/:id/retention',
    { preHandler: deps.authenticate, schema: { tags: ['data rights'], security, params: UserParamsSchema, response: { 200: RetentionSettingSchema } } },
    async (request) => {
      actorMustOwn(actorOf(request), request.params.id);
      const row = await deps.db.selectFrom('users').select('retention').where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw apiNotFound('No such user.');
      return { retention: row.retention };
    },
  );

  api.put(
    '/api/users/:id/retention',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['data rights'], security, params: UserParamsSchema, body: RetentionUpdateSchema, response: { 200: RetentionSettingSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      actorMustOwn(actor, request.params.id);
      const updated = await deps.db.updateTable('users').set({ retention: request.body.retention }).where('id', '=', request.params.id).returning('retention').executeTakeFirst();
      if (!updated) throw apiNotFound('No such user.');
      request.log.info({ userId: request.params.id, retention: updated.retention, by: actor.uid }, 'retention changed');
      return { retention: updated.retention };
    },
  );

  // Authenticated and refused to everyone but admins by the admin area's hook (routes/admin.ts).
  api.post(
    '/api/admin/jobs/retention',
    { schema: { tags: ['admin'], security, response: { 200: RetentionJobResultSchema } } },
    async (request) => retentionRun(deps.db, { now: deps.now, instance, log: request.log }),
  );
}
