import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminInvitationListSchema,
  AdminInvitationSchema,
  FOUNDERS_CHILD_PROFILE_MESSAGE,
  FounderSeatsSchema,
  FoundersJoinResultSchema,
  FoundersJoinSchema,
  FoundersMeSchema,
  FoundersStatsSchema,
  InvitationCodeInputSchema,
  InvitationCreateSchema,
  InvitationKindSchema,
  InvitationTrackUsageResultSchema,
  InvitationTrackUsageSchema,
  InvitationValidationSchema,
  MarkConversionResultSchema,
  MarkConversionSchema,
  MyReferralCodeSchema,
} from '@grove/api-contract';
import { invitationCodeCanonical } from '@grove/founders';
import type { RouteDeps } from '../app';
import { actorOf, type Actor } from '../plugins/actor';
import { ApiError, apiForbidden, apiNotFound } from '../plugins/errors';
import {
  accountDeviceRecord,
  adminInvitationCreate,
  adminInvitationList,
  adminInvitationRevoke,
  deviceHashOf,
  founderSeatsList,
  foundersDeviceIdOf,
  foundersJoin,
  foundersMe,
  foundersProofKey,
  foundersStats,
  invitationLandingTrack,
  invitationValidate,
  referralCodeEnsure,
  referralCodeRevoke,
  referralMarkConversion,
} from '../services/founders';
import { trialIpOf } from '../services/trial';

const BASE = '/api/founders-club';
const ADMIN_PREFIX = `${BASE}/admin/`;
const security = [{ bearer: [] }];
const tags = ['founders-club'];

/** Said to a proof the server did not make (403). */
export const FOUNDERS_INVALID_PROOF_MESSAGE = 'That conversion proof is not one Grove issued.';

/** A code in a path or body, canonical; the schema has already refused anything that is not a code. */
function canonicalOf(input: string, field: string): string {
  const canonical = invitationCodeCanonical(input);
  if (canonical === null) throw new ApiError(400, 'bad_request', `${field}: must be an invitation code`, field);
  return canonical;
}

/** The adult acting as itself: a child profile can neither refer nor be referred (403). */
function adultOf(request: FastifyRequest): Actor {
  const actor = actorOf(request);
  if (actor.child !== null) throw apiForbidden(FOUNDERS_CHILD_PROFILE_MESSAGE);
  return actor;
}

/**
 * The founders club and referrals (issue 19), under `/api/founders-club`:
 *
 * - without sign-in, rate-limited per IP in Postgres (`founders-public`, `FOUNDERS_PUBLIC_RATE_LIMIT` a
 *   minute): `GET /validate/{code}`, `POST /track-usage`, `POST /mark-conversion`, `GET /seats`;
 * - an adult acting as itself (a child profile: 403): `POST /join`, `GET /me`, `POST`/`DELETE /me/code`;
 * - admins acting as admins: `POST /admin/create-invitation`, `GET /admin/invitations`,
 *   `POST /admin/invitations/{id}/revoke`, `GET /admin/stats`.
 */
export function foundersRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const proofKey = () => foundersProofKey(db, deps.founders.proofSecret);

  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(ADMIN_PREFIX)) return;
    // The admin calls authenticate here, so none can be added without the check (as routes/admin.ts).
    await deps.authenticate(request);
    const actor = actorOf(request);
    if (!actor.isAdmin || actor.child !== null) throw apiForbidden('Only an admin can manage invitations.');
  });

  // ——— public ———

  api.get(
    `${BASE}/validate/:code`,
    { schema: { tags, params: z.object({ code: InvitationCodeInputSchema }), response: { 200: InvitationValidationSchema } } },
    async (request) => {
      await deps.founders.publicRateLimit(request);
      return invitationValidate(db, canonicalOf(request.params.code, 'params.code'), deps.now());
    },
  );

  api.post(
    `${BASE}/track-usage`,
    { schema: { tags, body: InvitationTrackUsageSchema, response: { 200: InvitationTrackUsageResultSchema } } },
    async (request) => {
      await deps.founders.publicRateLimit(request);
      return { tracked: await invitationLandingTrack(db, canonicalOf(request.body.code, 'body.code'), deps.now()) };
    },
  );

  api.post(
    `${BASE}/mark-conversion`,
    { schema: { tags, body: MarkConversionSchema, response: { 200: MarkConversionResultSchema } } },
    async (request) => {
      await deps.founders.publicRateLimit(request);
      const outcome = await referralMarkConversion(db, await proofKey(), request.body.proof, deps.now());
      if (!outcome.ok) {
        if (outcome.reason === 'invalid_proof') throw apiForbidden(FOUNDERS_INVALID_PROOF_MESSAGE);
        // A real proof of a referral whose newcomer has since deleted their account.
        throw apiNotFound('That referral no longer exists.');
      }
      return { status: outcome.status };
    },
  );

  api.get(`${BASE}/seats`, { schema: { tags, response: { 200: FounderSeatsSchema } } }, async (request) => {
    await deps.founders.publicRateLimit(request);
    return founderSeatsList(db);
  });

  // ——— the adult's own ———

  api.post(
    `${BASE}/join`,
    { preHandler: deps.authenticate, schema: { tags, security, body: FoundersJoinSchema, response: { 200: FoundersJoinResultSchema } } },
    async (request) => {
      const actor = adultOf(request);
      return foundersJoin(db, {
        userId: actor.uid,
        code: canonicalOf(request.body.code, 'body.code'),
        deviceId: foundersDeviceIdOf(request),
        ip: trialIpOf(request),
        now: deps.now(),
        key: await proofKey(),
      });
    },
  );

  api.get(`${BASE}/me`, { preHandler: deps.authenticate, schema: { tags, security, response: { 200: FoundersMeSchema } } }, async (request) => {
    const actor = adultOf(request);
    const deviceId = foundersDeviceIdOf(request);
    if (deviceId !== null) await accountDeviceRecord(db, actor.uid, deviceHashOf(deviceId), deps.now());
    return foundersMe(db, actor.user, deps.now());
  });

  api.post(
    `${BASE}/me/code`,
    { preHandler: deps.authenticate, schema: { tags, security, response: { 200: MyReferralCodeSchema, 201: MyReferralCodeSchema } } },
    async (request, reply) => {
      const actor = adultOf(request);
      // The device the code is made on is the referrer's: a newcomer joining from it is flagged.
      const deviceId = foundersDeviceIdOf(request);
      if (deviceId !== null) await accountDeviceRecord(db, actor.uid, deviceHashOf(deviceId), deps.now());
      const { created, code } = await referralCodeEnsure(db, actor.uid, deps.now());
      return reply.code(created ? 201 : 200).send(code);
    },
  );

  api.delete(`${BASE}/me/code`, { preHandler: deps.authenticate, schema: { tags, security } }, async (request, reply) => {
    const actor = adultOf(request);
    // Revoking when there is no live code changes nothing and is not an error: the result is the same.
    await referralCodeRevoke(db, actor.uid, deps.now());
    return reply.code(204).send();
  });

  // ——— admin ———

  api.post(
    `${BASE}/admin/create-invitation`,
    { schema: { tags, security, body: InvitationCreateSchema, response: { 201: AdminInvitationSchema } } },
    async (request, reply) => {
      const made = await adminInvitationCreate(db, actorOf(request).uid, request.body, deps.now());
      return reply.code(201).send(made);
    },
  );

  api.get(
    `${BASE}/admin/invitations`,
    {
      schema: {
        tags,
        security,
        querystring: z.strictObject({
          kind: InvitationKindSchema.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
          offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
        }),
        response: { 200: AdminInvitationListSchema },
      },
    },
    async (request) => adminInvitationList(db, request.query, deps.now()),
  );

  api.post(
    `${BASE}/admin/invitations/:id/revoke`,
    { schema: { tags, security, params: z.object({ id: z.string().min(1).max(128) }), response: { 200: AdminInvitationSchema } } },
    async (request) => {
      const revoked = await adminInvitationRevoke(db, actorOf(request).uid, request.params.id, deps.now());
      if (!revoked) throw apiNotFound('No such invitation.');
      return revoked;
    },
  );

  api.get(`${BASE}/admin/stats`, { schema: { tags, security, response: { 200: FoundersStatsSchema } } }, async () => foundersStats(db, deps.now()));
}
