import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAccessListSchema,
  AdminAuditListSchema,
  AdminAuditQuerySchema,
  AdminPageQuerySchema,
  AdminRangeQuerySchema,
  BreakGlassReadSchema,
  BreakGlassRequestSchema,
  FLAGGED_NOT_FOUND_MESSAGE,
  FlaggedItemIdSchema,
  FlaggedItemSchema,
  FlaggedListQuerySchema,
  FlaggedListSchema,
  FlaggedResolveSchema,
  FlaggedUpdateSchema,
  MemoryAnalyticsSchema,
  MemoryPatternInputSchema,
  MemoryPatternListQuerySchema,
  MemoryPatternListSchema,
  MemoryPatternSchema,
  adminRangeResolve,
  type AdminRangeQuery,
  type SystemStatusDetails,
} from '@grove/api-contract';
import type { RouteDeps } from '../app';
import type { ApiConfig } from '../config';
import { actorMustOwn, actorOf } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import { adminAccessList, adminAuditList, breakGlassRead } from '../services/adminAudit';
import { flaggedGet, flaggedList, flaggedReopen, flaggedResolve } from '../services/flaggedQueue';
import { memoryAnalyticsOf } from '../services/memoryAnalytics';
import { memoryPatternCreate, memoryPatternDelete, memoryPatternList, memoryPatternUpdate } from '../services/memoryPatterns';
import { systemDetailsOf, type SystemDetailsDeps } from '../services/systemDetails';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** SPEC §7 names both homes of the symbolic-memory admin calls; both answer the same. */
const ADMIN_PREFIXES = ['/api/admin', '/api/symbolic/admin'] as const;
const SYMBOLIC_ADMIN_PREFIX = '/api/symbolic/admin/';

const PatternParamsSchema = z.object({ id: z.string().min(1).max(128) });
const FlaggedParamsSchema = z.object({ id: FlaggedItemIdSchema });
const UserParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** An admin query's range at the server's clock; a bad one is a 400 naming `query.from` or `query.to`. */
function rangeOf(query: AdminRangeQuery, now: Date) {
  const resolved = adminRangeResolve({ from: query.from, to: query.to }, now);
  if (!resolved.ok) throw new ApiError(400, 'bad_request', resolved.message, resolved.field);
  return resolved;
}

/**
 * Issue 20, part A — the admin area's moderation, privacy and roles:
 *
 * - `GET /api/admin/audit-log` (range, `action`, `admin`): every admin action, newest first;
 * - `POST /api/admin/break-glass` {conversationId, reason}: one whole conversation, audited with the family;
 * - `GET /api/users/{id}/admin-access` (the owner acting as the adult, an admin): the family's list of
 *   admin reads of their content;
 * - memory patterns (`GET`/`POST …/memory-patterns`, `PUT`/`DELETE …/memory-patterns/{id}`), memory
 *   analytics (`GET …/memory-analytics`) and the flagged queue (`GET …/flagged-patterns`, `GET`/`PUT
 *   …/flagged-patterns/{id}`, `POST …/flagged-patterns/{id}/resolve`), under `/api/admin` and SPEC's
 *   `/api/symbolic/admin` alike.
 *
 * `/api/admin/*` is guarded by the admin hook of routes/admin.ts; `/api/symbolic/admin/*` by the same
 * check here. Role changes are `PATCH /api/users/{id}` (routes/users.ts); `/system/status` details are
 * {@link systemStatusDetailsFor}.
 */
export function adminModerationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(SYMBOLIC_ADMIN_PREFIX)) return;
    // Authenticated here, as routes/admin.ts does for /api/admin/: no route under the prefix can miss the check.
    await deps.authenticate(request);
    const actor = actorOf(request);
    if (!actor.isAdmin || actor.child !== null) throw apiForbidden('Only an admin can open the admin area.');
  });

  api.get(
    '/api/admin/audit-log',
    { schema: { tags, security, querystring: AdminAuditQuerySchema, response: { 200: AdminAuditListSchema } } },
    async (request) => adminAuditList(db, request.query, rangeOf(request.query, deps.now())),
  );

  api.post(
    '/api/admin/break-glass',
    { schema: { tags, security, body: BreakGlassRequestSchema, response: { 200: BreakGlassReadSchema } } },
    async (request) => breakGlassRead(db, actorOf(request), request.body, deps.now()),
  );

  api.get(
    '/api/users/:id/admin-access',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['users'], security, params: UserParamsSchema, querystring: AdminPageQuerySchema, response: { 200: AdminAccessListSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      actorMustOwn(actor, id);
      const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!user) throw apiNotFound('No such user.');
      // Conversation titles are the family's words: the family sees them, an admin only the ids.
      return adminAccessList(db, id, request.query, actor.uid === id);
    },
  );

  for (const prefix of ADMIN_PREFIXES) {
    api.get(
      `${prefix}/memory-patterns`,
      { schema: { tags, security, querystring: MemoryPatternListQuerySchema, response: { 200: MemoryPatternListSchema } } },
      async (request) => memoryPatternList(db, request.query),
    );

    api.post(
      `${prefix}/memory-patterns`,
      { schema: { tags, security, body: MemoryPatternInputSchema, response: { 201: MemoryPatternSchema } } },
      async (request, reply) => reply.code(201).send(await memoryPatternCreate(db, actorOf(request).uid, request.body, deps.now())),
    );

    api.put(
      `${prefix}/memory-patterns/:id`,
      { schema: { tags, security, params: PatternParamsSchema, body: MemoryPatternInputSchema, response: { 200: MemoryPatternSchema } } },
      async (request) => memoryPatternUpdate(db, actorOf(request).uid, request.params.id, request.body, deps.now()),
    );

    api.delete(`${prefix}/memory-patterns/:id`, { schema: { tags, security, params: PatternParamsSchema } }, async (request, reply) => {
      await memoryPatternDelete(db, actorOf(request).uid, request.params.id, deps.now());
      return reply.code(204).send();
    });

    api.get(
      `${prefix}/memory-analytics`,
      { schema: { tags, security, querystring: AdminRangeQuerySchema, response: { 200: MemoryAnalyticsSchema } } },
      async (request) => {
        const now = deps.now();
        return memoryAnalyticsOf(db, rangeOf(request.query, now), now);
      },
    );

    api.get(
      `${prefix}/flagged-patterns`,
      { schema: { tags, security, querystring: FlaggedListQuerySchema, response: { 200: FlaggedListSchema } } },
      async (request) => flaggedList(db, request.query, rangeOf(request.query, deps.now())),
    );

    api.get(
      `${prefix}/flagged-patterns/:id`,
      { schema: { tags, security, params: FlaggedParamsSchema, response: { 200: FlaggedItemSchema } } },
      async (request) => {
        const item = await flaggedGet(db, request.params.id);
        if (!item) throw apiNotFound(FLAGGED_NOT_FOUND_MESSAGE);
        return item;
      },
    );

    api.put(
      `${prefix}/flagged-patterns/:id`,
      { schema: { tags, security, params: FlaggedParamsSchema, body: FlaggedUpdateSchema, response: { 200: FlaggedItemSchema } } },
      async (request) => {
        const adminId = actorOf(request).uid;
        const body = request.body;
        if (body.status === 'resolved') return flaggedResolve(db, adminId, request.params.id, body.note, deps.now());
        return flaggedReopen(db, adminId, request.params.id, body.note ?? null, deps.now());
      },
    );

    api.post(
      `${prefix}/flagged-patterns/:id/resolve`,
      { schema: { tags, security, params: FlaggedParamsSchema, body: FlaggedResolveSchema, response: { 200: FlaggedItemSchema } } },
      async (request) => flaggedResolve(db, actorOf(request).uid, request.params.id, request.body.note, deps.now()),
    );
  }
}

/**
 * The `details` of `GET /system/status` for one request: the admin's details when the request carries
 * an admin's bearer token (acting as the adult), else null. The route stays public: a missing, bad or
 * non-admin token is simply an ordinary caller, never an error.
 */
export function systemStatusDetailsFor(deps: Pick<RouteDeps, 'authenticate' | 'db'>, system: { databaseKind: SystemDetailsDeps['databaseKind']; config: ApiConfig; mentorStatus: SystemDetailsDeps['mentorStatus'] }) {
  return async function details(request: FastifyRequest): Promise<SystemStatusDetails | null> {
    if (!request.headers.authorization) return null;
    try {
      await deps.authenticate(request);
    } catch {
      return null;
    }
    const actor = request.actor;
    if (!actor?.isAdmin || actor.child !== null) return null;
    return systemDetailsOf({ db: deps.db, databaseKind: system.databaseKind, moderation: system.config.moderation, mentorStatus: system.mentorStatus });
  };
}
