import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChildCreateSchema,
  ChildPatchSchema,
  ChildSchema,
  CONSENT_REQUIRED_MESSAGE,
  MESSAGES,
  ParentPinSetSchema,
  PinVerifyResultSchema,
  PinVerifySchema,
} from '@grove/api-contract';
import type { RouteDeps } from '../app';
import type { ChildRow } from '../db/schema';
import { actorMustOwn, actorOf, type Actor } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import { childCreate, childDelete, childFind, childList, childToApi, childUpdate } from '../services/children';
import { consentInForce } from '../services/consents';
import { pinAttemptsReset, pinHash, pinKeyChild, pinKeyParent, pinVerify } from '../services/pins';

const UserParamsSchema = z.object({ id: z.string().min(1).max(128) });
const ChildParamsSchema = z.object({ childId: z.string().min(1).max(128) });
const security = [{ bearer: [] }];

const CHILD_NOT_FOUND = 'No such child profile.';
const NOT_YOUR_CHILD = 'That child profile is not one of yours.';
const CHILD_PROFILE_REFUSED = 'A child profile cannot change the family account. Switch back to the parent first.';

/**
 * The child a parent (acting as the adult account) or an admin may read and change. A child id that
 * does not exist is a 404; one that exists in another family is a 403. Child ids are random UUIDs, so
 * telling the two apart gives a caller nothing to enumerate.
 */
async function childForAccount(deps: RouteDeps, actor: Actor, childId: string): Promise<ChildRow> {
  if (actor.child !== null) throw apiForbidden(CHILD_PROFILE_REFUSED);
  const child = await childFind(deps.db, childId);
  if (!child) throw apiNotFound(CHILD_NOT_FOUND);
  if (child.parent_id !== actor.uid && !actor.isAdmin) throw apiForbidden(NOT_YOUR_CHILD);
  return child;
}

/** Makes sure a user named in a path exists (an admin may name anyone; an owner is always there). */
async function userMustExist(deps: RouteDeps, userId: string): Promise<void> {
  const row = await deps.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!row) throw apiNotFound('No such user.');
}

/**
 * Child profiles and PINs (SPEC §3 Child account, §4 content mode, §5 PINs; API.md's matrix):
 * `GET/POST /api/users/{id}/children`, `GET/PATCH/DELETE /api/children/{childId}`,
 * `PUT /api/users/{id}/parent-pin`, `POST /api/users/{id}/parent-pin/verify` and
 * `POST /api/children/{childId}/pin/verify`.
 */
export function childrenRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/users/:id/children',
    { preHandler: deps.authenticate, schema: { tags: ['children'], security, params: UserParamsSchema, response: { 200: z.array(ChildSchema) } } },
    async (request) => {
      const actor = actorOf(request);
      actorMustOwn(actor, request.params.id);
      await userMustExist(deps, request.params.id);
      const rows = await childList(deps.db, request.params.id);
      return rows.map(childToApi);
    },
  );

  typed.post(
    '/api/users/:id/children',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['children'], security, params: UserParamsSchema, body: ChildCreateSchema, response: { 201: ChildSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      actorMustOwn(actor, request.params.id);
      await userMustExist(deps, request.params.id);
      // Issue 18 (COPPA): the family's parent agrees to the child privacy notice, at its current
      // version, before a child profile exists — also when an admin adds the child for them.
      if (!(await consentInForce(deps.db, request.params.id, 'child_privacy_notice'))) {
        throw new ApiError(403, 'consent_required', CONSENT_REQUIRED_MESSAGE);
      }
      const row = await childCreate(deps.db, request.params.id, request.body, deps.now());
      return reply.code(201).send(childToApi(row));
    },
  );

  typed.get(
    '/api/children/:childId',
    { preHandler: deps.authenticate, schema: { tags: ['children'], security, params: ChildParamsSchema, response: { 200: ChildSchema } } },
    async (request) => {
      const child = await childForAccount(deps, actorOf(request), request.params.childId);
      return childToApi(child);
    },
  );

  typed.patch(
    '/api/children/:childId',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['children'], security, params: ChildParamsSchema, body: ChildPatchSchema, response: { 200: ChildSchema } },
    },
    async (request) => {
      const child = await childForAccount(deps, actorOf(request), request.params.childId);
      const row = await childUpdate(deps.db, child, request.body);
      if (!row) throw apiNotFound(CHILD_NOT_FOUND);
      return childToApi(row);
    },
  );

  typed.delete(
    '/api/children/:childId',
    { preHandler: deps.authenticate, schema: { tags: ['children'], security, params: ChildParamsSchema } },
    async (request, reply) => {
      const child = await childForAccount(deps, actorOf(request), request.params.childId);
      if (!(await childDelete(deps.db, child))) throw apiNotFound(CHILD_NOT_FOUND);
      return reply.code(204).send();
    },
  );

  typed.put(
    '/api/users/:id/parent-pin',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['children'], security, params: UserParamsSchema, body: ParentPinSetSchema },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // API.md: only the owner sets their parent PIN; an admin may not.
      actorMustOwn(actor, request.params.id, { adminAllowed: false });
      const key = pinKeyParent(actor.uid);
      const current = actor.user.parent_pin_hash;
      if (current !== null) {
        const currentPin = request.body.currentPin;
        if (currentPin === undefined) {
          throw new ApiError(400, 'bad_request', 'body.currentPin: is required to change a parent PIN that is already set', 'body.currentPin');
        }
        const check = await pinVerify(deps.db, { key, ownerId: actor.uid, hash: current, digest: currentPin, now: deps.now() });
        if (!check.verified) {
          const left =
            check.attemptsLeft === 0
              ? 'It is now locked for 15 minutes.'
              : `${check.attemptsLeft === 1 ? '1 try' : `${check.attemptsLeft} tries`} left before it locks.`;
          // A 400 naming the field, not a 403: the PIN is a wrong value in the request, and a 403 would be
          // retried with a refreshed token (SPEC §8), spending a second try of the five.
          throw new ApiError(400, 'bad_request', `The current PIN is not right. ${left}`, 'body.currentPin');
        }
      }
      const hash = await pinHash(request.body.pin);
      // Only over the hash that was checked: a PIN set meanwhile by another request is not overwritten unchecked.
      const updated = await deps.db
        .updateTable('users')
        .set({ parent_pin_hash: hash })
        .where('id', '=', actor.uid)
        .where('parent_pin_hash', current === null ? 'is' : '=', current)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new ApiError(409, 'conflict', 'The parent PIN was changed at the same time. Please try again.');
      await pinAttemptsReset(deps.db, key);
      return reply.code(204).send();
    },
  );

  typed.post(
    '/api/users/:id/parent-pin/verify',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['children'], security, params: UserParamsSchema, body: PinVerifySchema, response: { 200: PinVerifyResultSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      // Also while acting as one of their own children: this is how a child profile switches back.
      if (actor.uid !== request.params.id) throw apiForbidden('That account is not yours.');
      const hash = actor.user.parent_pin_hash;
      if (hash === null) throw new ApiError(409, 'conflict', MESSAGES.setUpParentalControls);
      return pinVerify(deps.db, { key: pinKeyParent(actor.uid), ownerId: actor.uid, hash, digest: request.body.pin, now: deps.now() });
    },
  );

  typed.post(
    '/api/children/:childId/pin/verify',
    {
      preHandler: deps.authenticate,
      schema: { tags: ['children'], security, params: ChildParamsSchema, body: PinVerifySchema, response: { 200: PinVerifyResultSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const child = await childFind(deps.db, request.params.childId);
      if (!child) throw apiNotFound(CHILD_NOT_FOUND);
      // API.md: the parent only (as the adult or as any of their children), never an admin of another family.
      if (child.parent_id !== actor.uid) throw apiForbidden(NOT_YOUR_CHILD);
      if (!child.is_active) throw apiForbidden('That child profile is switched off.');
      if (child.pin_hash === null) throw new ApiError(409, 'conflict', 'This child profile has no PIN yet.');
      return pinVerify(deps.db, { key: pinKeyChild(child.id), ownerId: actor.uid, hash: child.pin_hash, digest: request.body.pin, now: deps.now() });
    },
  );
}
