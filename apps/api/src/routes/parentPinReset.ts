import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PARENT_PIN_RESET_REAUTH_MINUTES, ParentPinResetSchema, REAUTHENTICATION_REQUIRED_MESSAGE } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import { actorMustOwn, actorOf } from '../plugins/actor';
import { ApiError } from '../plugins/errors';
import { pinAttemptsReset, pinHash, pinKeyParent } from '../services/pins';

const UserParamsSchema = z.object({ id: z.string().min(1).max(128) });
const security = [{ bearer: [] }];

const REAUTH_WINDOW_MS = PARENT_PIN_RESET_REAUTH_MINUTES * 60_000;

/**
 * A forgotten parent PIN (issue 18, point 7): `POST /api/users/{id}/parent-pin/reset` `{ newPin }`
 * sets a new parent PIN without the old one and clears its wrong tries and lock. The account password
 * stands in for the PIN: the ID token must come from a sign-in (Firebase re-authentication) in the
 * last 5 minutes — its `auth_time`, which refreshing a token does not move — so a child on the
 * parent's open session cannot do it, and neither can a child profile (X-Child-Id) or anyone but the
 * owner (an admin neither: the PIN guards the parent's own controls).
 */
export function parentPinResetRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/users/:id/parent-pin/reset',
    { preHandler: deps.authenticate, schema: { tags: ['children'], security, params: UserParamsSchema, body: ParentPinResetSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      actorMustOwn(actor, request.params.id, { adminAllowed: false });
      const signedInAt = actor.authTime;
      if (signedInAt === null || deps.now().getTime() - signedInAt.getTime() > REAUTH_WINDOW_MS) {
        throw new ApiError(401, 'reauthentication_required', REAUTHENTICATION_REQUIRED_MESSAGE);
      }
      const hash = await pinHash(request.body.newPin);
      await deps.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ parent_pin_hash: hash }).where('id', '=', actor.uid).execute();
        await pinAttemptsReset(trx, pinKeyParent(actor.uid));
      });
      return reply.code(204).send();
    },
  );
}
