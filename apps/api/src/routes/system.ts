import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClientConfigSchema, SystemStatusWithDetailsSchema, type MentorStatus, type SystemStatusDetails } from '@grove/api-contract';
import type { ApiConfig } from '../config';
import { databaseHealthy } from '../db/database';
import type { Database } from '../db/schema';

/** What the status route needs to know about the running process. */
export interface SystemRouteDeps {
  version: string;
  startedAt: Date;
  now: () => Date;
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  config: ApiConfig;
  /** Which mind answers chats now. */
  mentorStatus: () => MentorStatus;
  /** Issue 20: the admin's details for a request from an admin, else null (nothing for anyone else). */
  details?: (request: FastifyRequest) => Promise<SystemStatusDetails | null>;
}

/**
 * `GET /system/status`: liveness, version, uptime, database health and the answering mind of this API process (with
 * `details` for an admin's bearer token, issue 20); and the
 * public `GET /api/client-config` the browser starts Firebase Auth with.
 */
export function systemRoutes(app: FastifyInstance, deps: SystemRouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/system/status',
    { schema: { tags: ['system'], response: { 200: SystemStatusWithDetailsSchema } } },
    async (request) => {
      const healthy = await databaseHealthy(deps.db);
      const details = deps.details ? await deps.details(request) : null;
      return {
        status: healthy ? ('ok' as const) : ('degraded' as const),
        version: deps.version,
        uptimeSeconds: Math.max(0, Math.floor((deps.now().getTime() - deps.startedAt.getTime()) / 1000)),
        startedAt: deps.startedAt.toISOString(),
        database: { kind: deps.databaseKind, healthy },
        mentor: deps.mentorStatus(),
        ...(details ? { details } : {}),
      };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/client-config',
    { schema: { tags: ['system'], response: { 200: ClientConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        firebase: {
          apiKey: deps.config.firebaseWebApiKey,
          projectId: deps.config.firebaseProjectId,
          authDomain: deps.config.firebaseAuthDomain,
          authEmulatorUrl: deps.config.authEmulatorHost ? `http://${deps.config.authEmulatorHost}` : null,
        },
      };
    },
  );
}
