import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MemoryCreateSchema,
  MemoryFeedbackSchema,
  MemoryPatchSchema,
  MemoryProfileSchema,
  MemorySchema,
  MemorySettingsSchema,
  MemorySettingsUpdateSchema,
  MemoryTimelineQuerySchema,
  MemoryTimelineSchema,
  MemoryWriteSchema,
  SavedMemoriesSchema,
} from '@grove/api-contract';
import {
  memoryApprove,
  memoryDelete,
  memoryExpiryOf,
  memoryIsDeleted,
  memoryIsExpired,
  memoryPersonalDetailOf,
  memoryPersonalDetailReason,
  memoryPersonalDetailRefused,
  memoryPin,
  memoryRestore,
  type Memory,
  type MemoryContentMode,
} from '@grove/memory';
import type { RouteDeps } from '../app';
import type { MemoryRow } from '../db/schema';
import { actorOf } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import { breakGlassGate } from '../services/adminAudit';
import { profileAccessOf, type ProfileAccess } from '../services/profiles';
import {
  memoryAddByHand,
  memoryFeedbackRecord,
  memoryListOf,
  memoryOfRow,
  memoryPurge,
  memoryRowFind,
  memorySave,
  memorySettingsOf,
  memorySettingsSave,
  memoryTimelineOf,
  memoryToApi,
} from '../services/memories';

const security = [{ bearer: [] }];
const tags = ['memory'];
const ProfileParamsSchema = z.object({ userId: z.string().min(1).max(128) });
const MemoryParamsSchema = z.object({ memoryId: z.string().uuid() });

const MEMORY_NOT_FOUND = 'No such memory.';
const PARENT_ONLY_APPROVE = 'Only a parent can approve a memory.';
const PARENT_ONLY_PIN = 'Only your parent can pin a memory.';
const RESTORE_TOO_LATE = 'That memory was deleted more than 30 days ago and is gone for good.';

/** What the caller may do with a profile's memories: everything, or as the child itself. */
type MemoryAccess = ProfileAccess;

/**
 * The profile a path or body id names, if the caller may see and change its memories (API.md). Every
 * memory call but the switches hands memories' words back, so an admin reaching another family's passes
 * the break-glass gate (issue 20: a reason, audited, shown to the family); `gated: false` for the switches.
 */
async function memoryAccessOf(deps: RouteDeps, request: FastifyRequest, profileId: string, gated = true): Promise<MemoryAccess> {
  const actor = actorOf(request);
  const access = await profileAccessOf(deps, actor, profileId, 'memories');
  if (gated) await breakGlassGate(deps.db, request, actor, { familyId: access.owner.userId, profileId: access.owner.profileId, what: 'memories' }, deps.now());
  return access;
}

/** A memory by id and the caller's access to its profile: 404 when there is none, 403 when it is another's. */
async function memoryAccessById(deps: RouteDeps, request: FastifyRequest, memoryId: string): Promise<{ access: MemoryAccess; row: MemoryRow }> {
  const row = await memoryRowFind(deps.db, memoryId);
  if (!row) throw apiNotFound(MEMORY_NOT_FOUND);
  const access = await memoryAccessOf(deps, request, row.profile_id);
  return { access, row };
}

/** A child's memory may hold no personal detail: 400 naming the field, with the kind reason. */
function personalDetailCheck(content: string, mode: MemoryContentMode, field: string): void {
  const detail = memoryPersonalDetailOf(content);
  if (detail && memoryPersonalDetailRefused(detail, mode)) throw new ApiError(400, 'bad_request', memoryPersonalDetailReason(detail, mode), field);
}

/**
 * Memories (issue 15; SPEC §7; API.md): `GET /api/memory/{userId}`, `POST /api/memory/users`,
 * `POST /api/memory`, `GET /api/memory/users/{userId}/saved-memories`, `GET
 * /api/memory/users/{userId}/timeline`, `POST /api/symbolic/memory-feedback`, `PATCH` and `DELETE
 * /api/memory/{memoryId}`, `POST /api/memory/{memoryId}/restore` (Undo) and, for a parent, `POST
 * /api/memory/{memoryId}/approve`. The path's userId is a profile: the account's uid or a child's id.
 */
export function memoryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const nowMs = (): number => deps.now().getTime();

  typed.get(
    '/api/memory/:userId',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, response: { 200: MemoryProfileSchema } } },
    async (request) => {
      const { owner } = await memoryAccessOf(deps, request, request.params.userId);
      const now = deps.now();
      const [{ memories, helpful }, settings] = await Promise.all([memoryListOf(deps.db, owner.profileId, now), memorySettingsOf(deps.db, owner.profileId)]);
      const items = memories.map((memory) => memoryToApi(memory, now.getTime(), helpful.get(memory.id) ?? 0));
      return {
        profileId: owner.profileId,
        contentMode: owner.contentMode,
        settings,
        memories: items,
        pendingCount: items.filter((item) => item.state === 'pending').length,
      };
    },
  );

  typed.post(
    '/api/memory/users',
    { preHandler: deps.authenticate, schema: { tags, security, body: MemorySettingsUpdateSchema, response: { 200: MemorySettingsSchema } } },
    async (request) => {
      const { owner } = await memoryAccessOf(deps, request, request.body.userId, false);
      const { memoryEnabled, autoCapture } = request.body;
      return memorySettingsSave(deps.db, owner, { ...(memoryEnabled !== undefined ? { memoryEnabled } : {}), ...(autoCapture !== undefined ? { autoCapture } : {}) }, deps.now());
    },
  );

  typed.post(
    '/api/memory',
    { preHandler: deps.authenticate, schema: { tags, security, body: MemoryCreateSchema, response: { 200: MemoryWriteSchema, 201: MemoryWriteSchema } } },
    async (request, reply) => {
      const { owner, asChild } = await memoryAccessOf(deps, request, request.body.userId);
      const now = deps.now();
      const done = await memoryAddByHand(deps.db, owner, { content: request.body.content, tags: request.body.tags }, now);
      if (done.outcome === 'refused') throw new ApiError(400, 'bad_request', done.notice ?? 'That cannot be remembered.', 'body.content');
      if (done.outcome === 'full') throw new ApiError(409, 'conflict', done.notice ?? 'Your memories are full.');
      let { memory, notice } = done;
      // A memory the parent writes for a child needs no approval: the parent is the one who approves.
      if (memory && memory.approval === 'pending' && !asChild) {
        const row = await memoryRowFind(deps.db, memory.id);
        if (row) {
          memory = await memorySave(deps.db, owner, memoryApprove(memoryOfRow(row), now.getTime()), now);
          notice = null;
        }
      }
      return reply.code(done.outcome === 'added' ? 201 : 200).send({ outcome: done.outcome, memory, notice, expired: done.expired });
    },
  );

  typed.get(
    '/api/memory/users/:userId/saved-memories',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, response: { 200: SavedMemoriesSchema } } },
    async (request) => {
      const { owner } = await memoryAccessOf(deps, request, request.params.userId);
      const now = deps.now();
      const { memories, helpful } = await memoryListOf(deps.db, owner.profileId, now);
      return {
        memories: memories.filter((memory) => !memoryIsDeleted(memory)).map((memory) => memoryToApi(memory, now.getTime(), helpful.get(memory.id) ?? 0)),
      };
    },
  );

  typed.get(
    '/api/memory/users/:userId/timeline',
    {
      preHandler: deps.authenticate,
      schema: { tags, security, params: ProfileParamsSchema, querystring: MemoryTimelineQuerySchema, response: { 200: MemoryTimelineSchema } },
    },
    async (request) => {
      const { owner } = await memoryAccessOf(deps, request, request.params.userId);
      const now = deps.now();
      const { memories, helpful } = await memoryListOf(deps.db, owner.profileId, now);
      return memoryTimelineOf(memories, helpful, request.query.unit, request.query.tzOffset, now.getTime());
    },
  );

  typed.patch(
    '/api/memory/:memoryId',
    { preHandler: deps.authenticate, schema: { tags, security, params: MemoryParamsSchema, body: MemoryPatchSchema, response: { 200: MemorySchema } } },
    async (request) => {
      const { access, row } = await memoryAccessById(deps, request, request.params.memoryId);
      const { owner, asChild } = access;
      const now = nowMs();
      let memory: Memory = memoryOfRow(row);
      if (memoryIsDeleted(memory)) throw new ApiError(409, 'conflict', 'That memory is deleted: restore it before changing it.');
      const { content, tags: newTags, pinned } = request.body;
      if (pinned !== undefined) {
        if (asChild) throw apiForbidden(PARENT_ONLY_PIN);
        memory = memoryPin(memory, pinned, owner.contentMode, now);
      }
      if (content !== undefined && content !== memory.content) {
        personalDetailCheck(content, owner.contentMode, 'body.content');
        memory = {
          ...memory,
          content,
          updatedAt: now,
          // A 4–8 child's new words wait for the parent again; the parent's own edit is approved.
          approval: owner.contentMode === 'G' && asChild ? 'pending' : memory.approval,
          // An edited memory is no longer the captured fact: a later fact must not overwrite the person's words.
          fact: undefined,
          expiresAt: memory.pinned ? null : memoryExpiryOf(owner.contentMode, false, now, owner.contentMode === 'FULL' ? memory.expiresAt : null),
        };
      }
      if (newTags !== undefined) {
        memory = { ...memory, tags: [...new Set(newTags.map((tag) => tag.trim().toLowerCase()))], updatedAt: now };
      }
      return memorySave(deps.db, owner, memory, deps.now());
    },
  );

  typed.delete(
    '/api/memory/:memoryId',
    { preHandler: deps.authenticate, schema: { tags, security, params: MemoryParamsSchema, response: { 200: MemorySchema } } },
    async (request) => {
      const { access, row } = await memoryAccessById(deps, request, request.params.memoryId);
      return memorySave(deps.db, access.owner, memoryDelete(memoryOfRow(row), nowMs()), deps.now());
    },
  );

  typed.post(
    '/api/memory/:memoryId/restore',
    { preHandler: deps.authenticate, schema: { tags, security, params: MemoryParamsSchema, response: { 200: MemorySchema } } },
    async (request) => {
      const { access, row } = await memoryAccessById(deps, request, request.params.memoryId);
      const restored = memoryRestore(memoryOfRow(row), nowMs());
      if (!restored) {
        await memoryPurge(deps.db, deps.now(), access.owner.profileId);
        throw new ApiError(410, 'not_found', RESTORE_TOO_LATE);
      }
      return memorySave(deps.db, access.owner, restored, deps.now());
    },
  );

  typed.post(
    '/api/memory/:memoryId/approve',
    { preHandler: deps.authenticate, schema: { tags, security, params: MemoryParamsSchema, response: { 200: MemorySchema } } },
    async (request) => {
      const { access, row } = await memoryAccessById(deps, request, request.params.memoryId);
      if (access.asChild) throw apiForbidden(PARENT_ONLY_APPROVE);
      const memory = memoryOfRow(row);
      if (memoryIsDeleted(memory)) throw new ApiError(409, 'conflict', 'That memory is deleted: restore it before approving it.');
      return memorySave(deps.db, access.owner, memoryApprove(memory, nowMs()), deps.now());
    },
  );

  typed.post(
    '/api/symbolic/memory-feedback',
    { preHandler: deps.authenticate, schema: { tags, security, body: MemoryFeedbackSchema, response: { 200: MemorySchema } } },
    async (request) => {
      const { owner } = await memoryAccessOf(deps, request, request.body.userId);
      const row = await memoryRowFind(deps.db, request.body.memoryId);
      // The body's memory must be the body's profile's: a memory of another profile is not found here.
      if (!row || row.profile_id !== owner.profileId) throw apiNotFound(MEMORY_NOT_FOUND);
      const now = deps.now();
      let memory = memoryOfRow(row);
      if (memoryIsDeleted(memory)) throw new ApiError(409, 'conflict', 'That memory is deleted.');
      const helpful = await memoryFeedbackRecord(deps.db, owner, memory.id, request.body.feedback, now);
      if (request.body.feedback === 'wrong') memory = memoryDelete(memory, now.getTime());
      // Outdated: it stays on the list, no longer used (and no longer pinned, which would keep it).
      if (request.body.feedback === 'outdated' && !memoryIsExpired(memory, now.getTime())) memory = { ...memory, pinned: false, expiresAt: now.getTime(), updatedAt: now.getTime() };
      const saved = await memorySave(deps.db, owner, memory, now);
      return { ...saved, helpfulCount: helpful };
    },
  );
}
