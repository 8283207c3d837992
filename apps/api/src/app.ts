import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config';
import { errorsPlugin } from './plugins/errors';
import { systemRoutes } from './routes/system';

/** Everything the app needs from outside; tests pass their own clock. */
export interface AppDeps {
  config: ApiConfig;
  version: string;
  /** The clock; injected so uptime and expiries are testable. */
  now?: () => Date;
  /** Log requests (off in tests). */
  logger?: boolean;
}

/**
 * Builds the Fastify app with its plugins and routes but does not listen: `main.ts` listens, tests call
 * `app.inject()`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const app = Fastify({ logger: deps.logger ?? false, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  errorsPlugin(app);
  await app.register(helmet);
  await app.register(cors, { origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false });
  systemRoutes(app, { version: deps.version, startedAt: now(), now });
  return app;
}
