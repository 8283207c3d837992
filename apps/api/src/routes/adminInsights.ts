import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAccountUsageSchema,
  AdminAnalyticsSchema,
  AdminInsightsPageQuerySchema,
  AdminRangeQuerySchema,
  AdminReconciliationQuerySchema,
  AdminReconciliationSchema,
  AdminTokenAccountsQuerySchema,
  AdminTokenAccountsSchema,
  AdminTokenMonitorSchema,
  AdminTokenUsageQuerySchema,
  AdminTokenUsageSchema,
  AdminTrialUsageSchema,
} from '@grove/api-contract';
import type { RouteDeps } from '../app';
import { apiNotFound } from '../plugins/errors';
import { adminAnalytics } from '../services/adminAnalytics';
import { adminRangeOf } from '../services/adminRange';
import { adminAccountUsage, adminReconciliation, adminTokenAccounts, adminTokenMonitor, adminTokenUsage } from '../services/adminTokens';
import { adminTrialUsage } from '../services/adminTrial';

const security = [{ bearer: [] }];
const tags = ['admin'];

/**
 * The admin area's insight calls (issue 20, part B), under `/api/admin/` — the hook of
 * `routes/admin.ts` authenticates each one and refuses everyone but an admin acting as an adult:
 *
 * - `GET /api/admin/token-monitor` (range, page), `…/token-monitor/accounts` (list, page),
 *   `…/token-monitor/reconciliation` (page);
 * - `GET /api/admin/analytics` (range);
 * - `GET /api/admin/token-usage` (range, groupBy, page), `…/token-usage/accounts/{id}` (range);
 * - `GET /api/admin/trial-usage` (range, page).
 *
 * A range is UTC days, `from` and `to` included (default the last 30 days; at most 400): a bad one is a
 * 400 naming the field. Counts and sums only — no message, journal entry or memory text.
 */
export function adminInsightsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/token-monitor',
    { schema: { tags, security, querystring: AdminInsightsPageQuerySchema, response: { 200: AdminTokenMonitorSchema } } },
    async (request) => {
      const now = deps.now();
      return adminTokenMonitor(deps.db, adminRangeOf(request.query, now), request.query, now);
    },
  );

  api.get(
    '/api/admin/token-monitor/accounts',
    { schema: { tags, security, querystring: AdminTokenAccountsQuerySchema, response: { 200: AdminTokenAccountsSchema } } },
    async (request) => adminTokenAccounts(deps.db, request.query.list, request.query, deps.now()),
  );

  api.get(
    '/api/admin/token-monitor/reconciliation',
    { schema: { tags, security, querystring: AdminReconciliationQuerySchema, response: { 200: AdminReconciliationSchema } } },
    async (request) => adminReconciliation(deps.db, request.query, deps.now()),
  );

  api.get(
    '/api/admin/analytics',
    { schema: { tags, security, querystring: AdminRangeQuerySchema, response: { 200: AdminAnalyticsSchema } } },
    async (request) => {
      const now = deps.now();
      return adminAnalytics(deps.db, adminRangeOf(request.query, now), now);
    },
  );

  api.get(
    '/api/admin/token-usage',
    { schema: { tags, security, querystring: AdminTokenUsageQuerySchema, response: { 200: AdminTokenUsageSchema } } },
    async (request) => adminTokenUsage(deps.db, adminRangeOf(request.query, deps.now()), request.query.groupBy, request.query),
  );

  api.get(
    '/api/admin/token-usage/accounts/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().min(1).max(128) }),
        querystring: AdminRangeQuerySchema,
        response: { 200: AdminAccountUsageSchema },
      },
    },
    async (request) => {
      const usage = await adminAccountUsage(deps.db, request.params.id, adminRangeOf(request.query, deps.now()));
      if (!usage) throw apiNotFound('No such account.');
      return usage;
    },
  );

  api.get(
    '/api/admin/trial-usage',
    { schema: { tags, security, querystring: AdminInsightsPageQuerySchema, response: { 200: AdminTrialUsageSchema } } },
    async (request) => {
      const now = deps.now();
      return adminTrialUsage(deps.db, adminRangeOf(request.query, now), request.query, deps.trial.limit, now);
    },
  );
}
