import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TrialStatusSchema } from '@grove/api-contract';
import type { RouteDeps } from '../app';
import { trialDeviceOf, trialIpOf, trialStatus, trialStatusToApi } from '../services/trial';

/**
 * The trial (SPEC §4 Trial; API.md; issue 5): `GET /api/trial/status` — whether this device may chat
 * on the trial now, why (SPEC's reason codes), tokens used and left of the allowance it shares with
 * related devices, and when it resets. No sign-in: anyone may ask (a bearer token is ignored); it
 * reads only the device headers and the IP the server sees, and changes nothing. Rate-limited per IP.
 */
export function trialRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/trial/status',
    { schema: { tags: ['trial'], response: { 200: TrialStatusSchema } } },
    async (request) => {
      await deps.trial.statusRateLimit(request);
      const device = trialDeviceOf(request);
      return trialStatusToApi(await trialStatus(deps.db, device, trialIpOf(request), deps.now(), deps.trial.limit));
    },
  );
}
