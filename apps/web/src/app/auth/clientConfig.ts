import type { ClientConfig } from '@grove/api-contract';

/** Where the browser reads the Firebase project settings (served by the API, so one setting decides). */
export const CLIENT_CONFIG_PATH = '/api/client-config';

/**
 * Reads the Firebase settings from `GET /api/client-config`. A plain fetch, not the base API: the base
 * API's identity waits for this very client when a session is stored, and the call needs no identity.
 */
export async function clientConfigFetch(baseUrl: string, fetchFn: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetchFn(`${baseUrl}${CLIENT_CONFIG_PATH}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${CLIENT_CONFIG_PATH} answered ${response.status}`);
  return clientConfigRead(await response.json());
}

/**
 * Checks the body of `GET /api/client-config` against its contract (api-contract's ClientConfigSchema)
 * by hand: zod would add about 26 KB gzip to the sign-in that every signed-in screen waits for.
 */
export function clientConfigRead(body: unknown): ClientConfig {
  const firebase = (body as { firebase?: unknown } | null)?.firebase as Record<string, unknown> | null | undefined;
  if (typeof firebase !== 'object' || firebase === null) throw new Error(`${CLIENT_CONFIG_PATH} answered without its firebase settings`);
  for (const key of ['apiKey', 'projectId', 'authDomain'] as const) {
    if (typeof firebase[key] !== 'string') throw new Error(`${CLIENT_CONFIG_PATH} answered without firebase.${key}`);
  }
  const emulator = firebase['authEmulatorUrl'];
  if (emulator !== null && typeof emulator !== 'string') throw new Error(`${CLIENT_CONFIG_PATH} answered without firebase.authEmulatorUrl`);
  return {
    firebase: { apiKey: firebase['apiKey'] as string, projectId: firebase['projectId'] as string, authDomain: firebase['authDomain'] as string, authEmulatorUrl: emulator },
  };
}
