import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConsentCreateSchema, ConsentsSchema } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import { actorMustOwn, actorOf } from '../plugins/actor';
import { apiNotFound } from '../plugins/errors';
import { consentRecord, consentsView } from '../services/consents';

const UserParamsSchema = z.object({ id: z.string().min(1).max(128) });
const security = [{ bearer: [] }];

/** Makes sure a user named in a path exists (an admin may name anyone; an owner is always there). */
async function userMustExist(deps: RouteDeps, userId: string): Promise<void> {
  const row = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw apiNotFound('No such user.');
}

/**
 * A family's consents (issue 18): `GET /api/users/{id}/consents` (the owner, or an admin, acting as
 * an adult) and `POST /api/users/{id}/consents` (the owner only: a consent is the parent's own word,
 * never an admin's or a child profile's). Creating a child needs the child privacy notice consent in
 * force (routes/children.ts); a child's turns reach an external model only with the external_model
 * consent in force (routes/chat.ts).
 */
export function consentsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/users/:id/consents',
    { preHandler: deps.authenticate, schema: { tags: ['consents'], security, params: UserParamsSchema, response: { 200: ConsentsSchema } } },
    async (request) => {
      actorMustOwn(actorOf(request), request.params.id);
      await userMustExist(deps, request.params.id);
      return consentsView(deps.db, request.params.id, deps.mentor);
    },
  );

  typed.post(
    '/api/users/:id/consents',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['consents'], security, params: UserParamsSchema, body: ConsentCreateSchema, response: { 201: ConsentsSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      actorMustOwn(actor, request.params.id, { adminAllowed: false });
      await consentRecord(deps.db, actor.uid, request.body, deps.now());
      return reply.code(201).send(await consentsView(deps.db, actor.uid, deps.mentor));
    },
  );
}
