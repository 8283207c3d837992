import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmotionalMetricsResultSchema,
  ExtractEmotionalMetricsSchema,
  ExtractPatternsSchema,
  ExtractTagsSchema,
  InsightFeedbackSchema,
  RadarChartQuerySchema,
  RadarChartSchema,
  SymbolicOverrideSchema,
  SymbolicPatternsSchema,
  SymbolicScoringResultSchema,
  SymbolicScoringSchema,
  SymbolicTagsSchema,
} from '@grove/api-contract';
import { RADAR_FALLBACK_PERIOD_DAYS, RADAR_SCORING_PERIOD_DAYS, radarWeekKey } from '@grove/radar';
import type { RouteDeps } from '../app';
import { actorOf, type Actor } from '../plugins/actor';
import { ApiError, apiForbidden } from '../plugins/errors';
import { profileAccessOf, type ProfileAccess } from '../services/profiles';
import { radarChartOf, radarMetricsOf, radarPatternsOf, radarRescore, radarScoreBy, radarScoreStore, radarTagsOf, radarWeekOf } from '../services/radar';

const security = [{ bearer: [] }];
const tags = ['radar'];
const ProfileParamsSchema = z.object({ id: z.string().min(1).max(128) });

const SELF_ONLY = 'Only the person whose radar this is can add to it or correct it.';

/** The profile a path, query or body id names, if the caller may reach its radar (API.md: owner, the child itself, its parent, admin). */
function radarAccessOf(deps: RouteDeps, actor: Actor, profileId: string): Promise<ProfileAccess> {
  return profileAccessOf(deps, actor, profileId, 'radar');
}

/** Whether the caller is the person themselves: the adult owner, or the child acting as itself. */
function isSelf(access: ProfileAccess): boolean {
  return access.asChild || (access.owner.childId === null && !access.asAdmin);
}

/**
 * The weekly emotional radar (issue 17; SPEC §3, §7; API.md): scoring a message
 * (`extract-emotional-metrics`), tags and recurring themes, the period's metrics and tags, the
 * person's corrections (`symbolic-override`), the week's chart (`GET /api/metrics/radar-chart`),
 * recomputing the 30-day period (`symbolic-scoring`) and feedback on insights. Chat turns and journal
 * entries are scored as they are stored (see the chat and journal routes).
 */
export function radarRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/symbolic/extract-emotional-metrics',
    { preHandler: deps.authenticate, schema: { tags, security, body: ExtractEmotionalMetricsSchema, response: { 200: EmotionalMetricsResultSchema } } },
    async (request) => {
      const access = await radarAccessOf(deps, actorOf(request), request.body.user_id);
      if (!isSelf(access)) throw apiForbidden(SELF_ONLY);
      const now = deps.now();
      // The profile's own mode, whatever the body wishes (API.md).
      const score = await radarScoreStore(deps.db, deps.features, access.owner, { text: request.body.user_message, source: request.body.source ?? 'checkin', sourceId: null, at: now }, deps.mind);
      return { metrics: score.metrics, tags: score.tags, content_mode: access.owner.contentMode, analysis_timestamp: now.toISOString(), user_id: access.owner.profileId };
    },
  );

  typed.post(
    '/api/symbolic/extract-tags',
    { preHandler: deps.authenticate, schema: { tags, security, body: ExtractTagsSchema, response: { 200: SymbolicTagsSchema } } },
    async (request) => {
      const access = await radarAccessOf(deps, actorOf(request), request.body.user_id);
      const score = await radarScoreBy(deps.mind, deps.features, access.owner, { text: request.body.text, source: 'checkin', at: deps.now() });
      return { tags: score.tags.map((tag) => ({ tag, count: 1 })) };
    },
  );

  typed.post(
    '/api/symbolic/extract-patterns',
    { preHandler: deps.authenticate, schema: { tags, security, body: ExtractPatternsSchema, response: { 200: SymbolicPatternsSchema } } },
    async (request) => {
      const access = await radarAccessOf(deps, actorOf(request), request.body.user_id);
      const periodDays = request.body.period_days ?? RADAR_SCORING_PERIOD_DAYS;
      const patterns = await radarPatternsOf(deps.db, access.owner.profileId, periodDays, deps.now());
      return { period_days: periodDays, patterns: patterns.map((pattern) => ({ tag: pattern.tag, days: pattern.days, count: pattern.count })) };
    },
  );

  typed.get(
    '/api/symbolic/metrics/:id',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, response: { 200: EmotionalMetricsResultSchema } } },
    async (request) => {
      const access = await radarAccessOf(deps, actorOf(request), request.params.id);
      const now = deps.now();
      // SPEC §9: without a period asked for, the analysis looks at the last 7 days.
      const { metrics, tags: top } = await radarMetricsOf(deps.db, access.owner.profileId, RADAR_FALLBACK_PERIOD_DAYS, now);
      return { metrics, tags: top, content_mode: access.owner.contentMode, analysis_timestamp: now.toISOString(), user_id: access.owner.profileId };
    },
  );

  typed.get(
    '/api/symbolic-tags/:id',
    { preHandler: deps.authenticate, schema: { tags, security, params: ProfileParamsSchema, response: { 200: SymbolicTagsSchema } } },
    async (request) => {
      const access = await radarAccessOf(deps, actorOf(request), request.params.id);
      return { tags: await radarTagsOf(deps.db, access.owner.profileId, RADAR_SCORING_PERIOD_DAYS, deps.now()) };
    },
  );

  typed.post(
    '/api/symbolic-override',
    { preHandler: deps.authenticate, schema: { tags, security, body: SymbolicOverrideSchema, response: { 200: RadarChartSchema } } },
    async (request) => {
      const access = await radarAccessOf(deps, actorOf(request), request.body.user_id);
      if (!isSelf(access)) throw apiForbidden(SELF_ONLY);
      const now = deps.now();
      const weekStart = radarWeekOf(request.body.week_start, now);
      if (weekStart > now.getTime()) throw new ApiError(400, 'bad_request', 'body.week_start: must not be a week still to come', 'body.week_start');
      const week = radarWeekKey(weekStart);
      const body = request.body;
      const target = 'axis' in body ? `axis:${body.axis}` : `tag:${body.tag.toLowerCase()}`;
      // radar_overrides.value is a `real` (float4): a number too small for it (8e-323) made PostgreSQL
      // refuse the row — a 500 the route fuzzer found (issue 22). A correction is a slider's position:
      // four decimals keep all it says, and whatever they keep a `real` can hold.
      const value = 'axis' in body && body.value !== null ? Math.round(body.value * 10_000) / 10_000 : null;
      const remove = 'axis' in body ? body.value === null : !body.removed;
      if (remove) {
        await deps.db.deleteFrom('radar_overrides').where('profile_id', '=', access.owner.profileId).where('week_start', '=', week).where('target', '=', target).execute();
      } else {
        await deps.db
          .insertInto('radar_overrides')
          .values({ profile_id: access.owner.profileId, user_id: access.owner.userId, week_start: week, target, value, created_at: now })
          .onConflict((oc) => oc.columns(['profile_id', 'week_start', 'target']).doUpdateSet({ value, created_at: now }))
          .execute();
      }
      return radarChartOf(deps.db, access.owner, weekStart, now, { withText: true, features: deps.features });
    },
  );

  typed.get(
    '/api/metrics/radar-chart',
    { preHandler: deps.authenticate, schema: { tags, security, querystring: RadarChartQuerySchema, response: { 200: RadarChartSchema } } },
    async (request) => {
      const actor = actorOf(request);
      // The active profile by default: the child the request acts as, else the account.
      const access = await radarAccessOf(deps, actor, request.query.user_id ?? actor.child?.id ?? actor.uid);
      const now = deps.now();
      const weekStart = radarWeekOf(request.query.week_start, now);
      // A 9–15 child's parent (and an admin) sees the trend, not the messages behind it.
      const withText = isSelf(access) || (access.asParent && access.owner.contentMode === 'G');
      return radarChartOf(deps.db, access.owner, weekStart, now, { withText, features: deps.features });
    },
  );

  typed.post(
    '/api/metrics/symbolic-scoring',
    { preHandler: deps.authenticate, schema: { tags, security, body: SymbolicScoringSchema, response: { 200: SymbolicScoringResultSchema } } },
    async (request) => {
      const access = await radarAccessOf(deps, actorOf(request), request.body.user_id);
      const { weeks, messages } = await radarRescore(deps.db, access.owner, deps.now());
      return { period_days: RADAR_SCORING_PERIOD_DAYS, weeks, messages };
    },
  );

  typed.post(
    '/api/insight-feedback',
    { preHandler: deps.authenticate, schema: { tags, security, body: InsightFeedbackSchema } },
    async (request, reply) => {
      const access = await radarAccessOf(deps, actorOf(request), request.body.user_id);
      await deps.db
        .insertInto('insight_feedback')
        .values({
          id: randomUUID(),
          user_id: access.owner.userId,
          profile_id: access.owner.profileId,
          insight: request.body.insight,
          helpful: request.body.helpful,
          comment: request.body.comment ?? null,
          created_at: deps.now(),
        })
        .execute();
      return reply.code(204).send();
    },
  );
}
