import { z } from 'zod';

/** The API's settings, read from the environment once at start-up. */
export interface ApiConfig {
  /** Interface to listen on; loopback unless told otherwise. */
  host: string;
  /** Port to listen on (`API_PORT`, default 3000). */
  port: number;
  /** Browser origins allowed to call the API directly (the web app proxies in dev, so usually none). */
  corsOrigins: string[];
  /** `NODE_ENV`: production tightens what the server accepts at start. */
  nodeEnv: 'development' | 'test' | 'production';
}

const EnvSchema = z.object({
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url())),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
});

/** A start-up configuration error that names the offending variables. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment into an {@link ApiConfig}, failing fast with a message that names every bad
 * variable (a server that starts half-configured is worse than one that does not start).
 */
export function configFromEnv(env: Record<string, string | undefined>): ApiConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  const { API_HOST, API_PORT, CORS_ORIGINS, NODE_ENV } = parsed.data;
  return { host: API_HOST, port: API_PORT, corsOrigins: CORS_ORIGINS, nodeEnv: NODE_ENV };
}
