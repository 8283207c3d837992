import { z } from 'zod';

/**
 * Which mind answers chats now: Grove's own builtin mentor, or a model on an OpenAI-compatible server
 * (configured, or found by `MENTOR_PROVIDER=auto`'s probe of the usual local servers).
 */
export const MentorStatusSchema = z.object({
  /** The configured `MENTOR_PROVIDER`. */
  provider: z.enum(['auto', 'builtin', 'openai']),
  /** `builtin` when Grove's own mind answers, `model` when a model does. */
  mind: z.enum(['builtin', 'model']),
  /** The model answering (`grove-builtin` for Grove's own mind). */
  model: z.string(),
  /** Where the model is served — scheme, host and port only — or null for Grove's own mind. */
  server: z.string().nullable(),
});

/** The `mentor` part of `GET /system/status`. */
export type MentorStatus = z.infer<typeof MentorStatusSchema>;

/** `GET /system/status`: what the shell shows about the service it talks to. */
export const SystemStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** The API's version (its package version). */
  version: z.string(),
  /** Whole seconds since this API process started. */
  uptimeSeconds: z.number().int().nonnegative(),
  /** When this API process started, ISO 8601. */
  startedAt: z.iso.datetime(),
  /** Which Postgres the API uses (embedded PGlite or a server) and whether it answers. */
  database: z.object({ kind: z.enum(['pglite', 'postgres']), healthy: z.boolean() }),
  mentor: MentorStatusSchema,
});

/** The body of `GET /system/status`. */
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/**
 * `GET /api/client-config`: what the browser needs to start Firebase Auth. Served by the API so that one
 * setting (the server's) decides the project and whether the Auth emulator is used.
 */
export const ClientConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    projectId: z.string(),
    authDomain: z.string(),
    /** `http://host:port` of the Auth emulator, or null against the real service. */
    authEmulatorUrl: z.string().nullable(),
  }),
});

/** The body of `GET /api/client-config`. */
export type ClientConfig = z.infer<typeof ClientConfigSchema>;
