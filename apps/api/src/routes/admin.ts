import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { AdminUserListSchema, type Role } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import { actorOf } from '../plugins/actor';
import { apiForbidden } from '../plugins/errors';

/**
 * `/api/admin/*`: refused to everyone but admins, on the server (the web app's guard only hides).
 * `GET /api/admin/users` lists accounts for the admin area, newest first.
 */
export function adminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/admin/')) return;
    // Admin routes authenticate here, so none can be added without the check.
    await deps.authenticate(request);
    const actor = actorOf(request);
    if (!actor.isAdmin || actor.child !== null) throw apiForbidden('Only an admin can open the admin area.');
  });

  api.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) }),
        response: { 200: AdminUserListSchema },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const rows = await deps.db
        .selectFrom('users')
        .select((eb) => [
          'users.id',
          'users.email',
          'users.display_name',
          'users.role',
          'users.is_admin',
          'users.created_at',
          eb.selectFrom('child_accounts').select(sql<number>`count(*)::int`.as('n')).whereRef('child_accounts.parent_id', '=', 'users.id').as('children'),
        ])
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id')
        .limit(limit)
        .offset(offset)
        .execute();
      const total = await deps.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return {
        users: rows.map((row) => ({
          id: row.id,
          email: row.email,
          displayName: row.display_name,
          role: row.role as Role,
          isAdmin: row.is_admin,
          children: Number(row.children ?? 0),
          createdAt: new Date(row.created_at).toISOString(),
        })),
        total: Number(total.n),
      };
    },
  );
}
