import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentModeSchema, SystemPromptSchema } from '@grove/api-contract';
import { mentorSystemPrompt } from '@grove/mentor';
import type { RouteDeps } from '../app';
import { actorOf } from '../plugins/actor';
import { apiForbidden, apiNotFound } from '../plugins/errors';
import { chatContentMode } from '../services/chat';
import { childFind } from '../services/children';

const ParamsSchema = z.object({ id: z.string().min(1).max(128) });
const QuerySchema = z.object({ content_mode: ContentModeSchema.optional() });

/**
 * `GET /api/system-prompt/{id}?content_mode=` (SPEC §7; issue 4): the instruction text the mentor
 * actually uses for that profile. `{id}` is the caller's own id or one of their children's (an admin:
 * anyone's). The mode is the profile's, made stricter by `content_mode` but never looser — exactly
 * how a chat picks it — and the prompt is written for the profile's display name, as in a chat.
 */
export function systemPromptRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system-prompt/:id',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['chat'], security: [{ bearer: [] }], params: ParamsSchema, querystring: QuerySchema, response: { 200: SystemPromptSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const adminActing = actor.isAdmin && actor.child === null;
      let profileMode: string;
      let displayName: string;
      if (id === actor.uid && actor.child === null) {
        profileMode = actor.user.content_mode;
        displayName = actor.user.display_name;
      } else {
        const child = await childFind(deps.db, id);
        if (child && child.parent_id === actor.uid && (actor.child === null || actor.child.id === child.id)) {
          profileMode = child.content_mode;
          displayName = child.display_name;
        } else if (adminActing) {
          if (child) {
            profileMode = child.content_mode;
            displayName = child.display_name;
          } else {
            const user = await deps.db.selectFrom('users').select(['content_mode', 'display_name']).where('id', '=', id).executeTakeFirst();
            if (!user) throw apiNotFound('No such user.');
            profileMode = user.content_mode;
            displayName = user.display_name;
          }
        } else {
          throw apiForbidden('That profile is not one of yours.');
        }
      }
      const contentMode = chatContentMode(profileMode, request.query.content_mode);
      return { contentMode, prompt: mentorSystemPrompt(contentMode, { displayName }) };
    },
  );
}
