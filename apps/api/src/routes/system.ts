import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SystemStatusSchema } from '@grove/api-contract';

/** What the status route needs to know about the running process. */
export interface SystemRouteDeps {
  version: string;
  startedAt: Date;
  now: () => Date;
}

/** `GET /system/status`: liveness, version and uptime of this API process. */
export function systemRoutes(app: FastifyInstance, deps: SystemRouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/system/status',
    { schema: { response: { 200: SystemStatusSchema } } },
    async () => ({
      status: 'ok' as const,
      version: deps.version,
      uptimeSeconds: Math.max(0, Math.floor((deps.now().getTime() - deps.startedAt.getTime()) / 1000)),
      startedAt: deps.startedAt.toISOString(),
    }),
  );
}
