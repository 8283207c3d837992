import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WelcomeEmailSchema } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import { actorOf } from '../plugins/actor';
import { ApiError, apiForbidden } from '../plugins/errors';

/** `POST /api/email/send-welcome-email`: a welcome to the caller's own address (an admin may send to any). */
export function emailRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/email/send-welcome-email',
    { preHandler: deps.authenticate, schema: { tags: ['email'], security: [{ bearer: [] }], body: WelcomeEmailSchema } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { user_email: to, user_name: name } = request.body;
      // Otherwise anyone signed in could make Grove mail strangers.
      if (!actor.isAdmin && to.toLowerCase() !== actor.user.email.toLowerCase()) {
        throw apiForbidden('A welcome email goes only to your own address.');
      }
      try {
        await deps.mailer.send({
          to,
          subject: 'Welcome to Grove',
          text: [
            `Hello ${name},`,
            '',
            'Welcome to Grove, a warm mentor for you and your family.',
            'You can start a conversation any time, and add profiles for your children from Child accounts.',
            'Each child profile has its own PIN, and the mentor keeps its words right for their age.',
            '',
            'If you did not create this account, you can ignore this message.',
            '',
            'The Grove team',
          ].join('\n'),
        });
      } catch (error) {
        request.log.error({ err: error }, 'welcome email failed');
        throw new ApiError(503, 'unavailable', 'The welcome email could not be sent right now.');
      }
      return reply.code(202).send({ sent: true });
    },
  );
}
