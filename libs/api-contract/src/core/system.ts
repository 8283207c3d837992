import { z } from 'zod';

/** `GET /system/status`: what the shell shows about the service it talks to. */
export const SystemStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** The API's version (its package version). */
  version: z.string(),
  /** Whole seconds since this API process started. */
  uptimeSeconds: z.number().int().nonnegative(),
  /** When this API process started, ISO 8601. */
  startedAt: z.iso.datetime(),
});

/** The body of `GET /system/status`. */
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
