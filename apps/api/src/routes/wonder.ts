import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnimalGuideStateSchema, AnimalGuideUpdateSchema, QuestDoneSchema, QuestEntriesSchema, QuestEntrySchema } from '@grove/api-contract';
import { animalGuideById, questById, wonderBandOf, type Quest } from '@grove/wonder';
import type { RouteDeps } from '../app';
import { actorOf, type Actor } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import { alertUrgentEmailsSend } from '../services/alerts';
import { profileAccessOf, type ProfileAccess } from '../services/profiles';
import { animalGuideOf, animalGuideSave, questAccept, questDone, questDrop, questEntriesOf, questEntryToApi } from '../services/wonder';

const security = [{ bearer: [] }];
const tags = ['wonder'];
const ProfileParamsSchema = z.object({ profileId: z.string().min(1).max(128) });
const QuestParamsSchema = z.object({ profileId: z.string().min(1).max(128), questId: z.string().min(1).max(64) });

const GUIDE_SEEN_BY = 'An animal guide is seen only by the person it belongs to and their parent.';
const GUIDE_CHOSEN_BY = 'An animal guide is chosen by the person it belongs to.';
const QUESTS_SEEN_BY = 'Quests are seen only by the person they belong to and their parent.';
const QUESTS_DONE_BY = 'Quests are done by the person they belong to.';
const QUEST_NOT_FOUND = 'No such quest.';
const QUEST_OTHER_BAND = 'This quest is for another age group.';
const QUEST_NOT_ACCEPTED = 'Accept this quest first.';
const QUEST_NOT_OPEN = 'This quest is not open.';

/** Whether the caller is the profile itself: an adult on its own id, or the child acting as itself. */
function isSelf(access: ProfileAccess): boolean {
  return access.asChild || (access.owner.childId === null && !access.asAdmin);
}

/**
 * Who may read: the profile itself and a child's parent. An admin of another family is refused — a
 * guide and quests are not what the admin area looks after, and a refusal needs no break-glass reason.
 */
function mustRead(access: ProfileAccess, message: string): void {
  if (!isSelf(access) && !access.asParent) throw apiForbidden(message);
}

/** The quest a path names: 404 when the content has no such quest. */
function questOf(questId: string): Quest {
  const quest = questById(questId);
  if (!quest) throw apiNotFound(QUEST_NOT_FOUND);
  return quest;
}

/**
 * The animal guide and quests (issue 21), under `/api/wonder/{profileId}` — a profile: the account's
 * uid or a child's id, reached as `profileAccessOf` allows (another family's ids: 403):
 *
 * - `GET /animal-guide` (the profile and a child's parent) and `PUT /animal-guide` (the profile only);
 * - `GET /quests`: the profile's open and done entries; a child's parent the done ones
 *   (`viewer: 'parent'`, a 9–15 child's reflections hidden);
 * - `POST /quests/{questId}/accept` (idempotent: 201 new, 200 already open), `POST
 *   /quests/{questId}/done`, `DELETE /quests/{questId}` ("not now"): the profile only.
 */
export function wonderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/wonder/:profileId/animal-guide',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, response: { 200: AnimalGuideStateSchema } } },
    async (request) => {
      const access = await profileAccessOf(deps, actorOf(request), request.params.profileId, 'animal guide');
      mustRead(access, GUIDE_SEEN_BY);
      return animalGuideOf(deps.db, access.owner);
    },
  );

  typed.put(
    '/api/wonder/:profileId/animal-guide',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, body: AnimalGuideUpdateSchema, response: { 200: AnimalGuideStateSchema } } },
    async (request) => {
      const access = await profileAccessOf(deps, actorOf(request), request.params.profileId, 'animal guide');
      // The guide is the person's own choice (the quiz only suggests): a parent does not choose it for a child.
      if (!isSelf(access)) throw apiForbidden(GUIDE_CHOSEN_BY);
      const { animalId } = request.body;
      if (animalId !== null && !animalGuideById(animalId)) throw new ApiError(400, 'bad_request', 'body.animalId: not an animal guide', 'body.animalId');
      return animalGuideSave(deps.db, access.owner, animalId, deps.now());
    },
  );

  typed.get(
    '/api/wonder/:profileId/quests',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, response: { 200: QuestEntriesSchema } } },
    async (request) => {
      const access = await profileAccessOf(deps, actorOf(request), request.params.profileId, 'quests');
      mustRead(access, QUESTS_SEEN_BY);
      const { owner } = access;
      if (isSelf(access)) {
        const rows = await questEntriesOf(deps.db, owner.profileId, { doneOnly: false });
        return { profileId: owner.profileId, viewer: 'self' as const, entries: rows.map((row) => questEntryToApi(row)) };
      }
      // A parent sees what the child finished (never what is still open: no pressure), and a 4–8
      // child's words; a 9–15 child's reflection stays theirs.
      const rows = await questEntriesOf(deps.db, owner.profileId, { doneOnly: true });
      return { profileId: owner.profileId, viewer: 'parent' as const, entries: rows.map((row) => questEntryToApi(row, owner.contentMode === 'G')) };
    },
  );

  /** The profile a quest write names, when the caller is that profile (403 otherwise), and the quest (404 when unknown). */
  const questWriteAccess = async (actor: Actor, params: { profileId: string; questId: string }) => {
    const access = await profileAccessOf(deps, actor, params.profileId, 'quests');
    if (!isSelf(access)) throw apiForbidden(QUESTS_DONE_BY);
    return { owner: access.owner, quest: questOf(params.questId) };
  };

  typed.post(
    '/api/wonder/:profileId/quests/:questId/accept',
    { preHandler: deps.authenticate, schema: { tags, security, params: QuestParamsSchema, response: { 200: QuestEntrySchema, 201: QuestEntrySchema } } },
    async (request, reply) => {
      const { owner, quest } = await questWriteAccess(actorOf(request), request.params);
      if (quest.band !== wonderBandOf(owner.contentMode)) throw new ApiError(400, 'bad_request', QUEST_OTHER_BAND, 'params.questId');
      const { row, created } = await questAccept(deps.db, owner, quest.id, deps.now());
      return reply.code(created ? 201 : 200).send(questEntryToApi(row));
    },
  );

  typed.post(
    '/api/wonder/:profileId/quests/:questId/done',
    { preHandler: deps.authenticate, schema: { tags, security, params: QuestParamsSchema, body: QuestDoneSchema, response: { 200: QuestEntrySchema } } },
    async (request) => {
      const { owner, quest } = await questWriteAccess(actorOf(request), request.params);
      // No band check here: an entry accepted before the profile's band changed may still be finished.
      const done = await questDone(deps.db, owner, quest.id, request.body.reflection, deps.now());
      if (!done) throw new ApiError(409, 'conflict', QUEST_NOT_ACCEPTED);
      // Issue 18: a child's urgent reflection reaches the parent by e-mail at once, sent after the reply.
      if (done.alerted) {
        deps.background.run('urgent alert e-mail', () => alertUrgentEmailsSend({ db: deps.db, mailer: deps.mailer, now: deps.now, log: (line) => request.log.warn(line) }, owner.userId));
      }
      return questEntryToApi(done.row);
    },
  );

  typed.delete(
    '/api/wonder/:profileId/quests/:questId',
    { preHandler: deps.authenticate, schema: { tags, security, params: QuestParamsSchema } },
    async (request, reply) => {
      const { owner, quest } = await questWriteAccess(actorOf(request), request.params);
      // "Not now": the open entry goes without a trace; no penalty, nothing to undo.
      if (!(await questDrop(deps.db, owner.profileId, quest.id))) throw apiNotFound(QUEST_NOT_OPEN);
      return reply.code(204).send();
    },
  );
}
