import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { apiControlUrl, apiDataDir, authEmulatorHost } from '../playwright.config';
import { expect } from './fixtures';

// Making an admin the way an operator does: the API's own `grant-admin` tool (apps/api/src/grantAdmin.ts).
// It refuses to open the embedded database under a running API, so the e2e supervisor stops the API
// around it and starts it again.

const GRANT_ADMIN = fileURLToPath(new URL('../../apps/api/dist/grantAdmin.js', import.meta.url));

/** Asks the e2e API supervisor to stop or start the API, and waits for it. */
export async function apiControl(request: APIRequestContext, action: 'stop' | 'start'): Promise<void> {
  const response = await request.post(`${apiControlUrl}/${action}`, { timeout: 60_000 });
  expect(response.ok()).toBe(true);
}

/**
 * Gives the Grove account with `email` the admin role with `grant-admin`, the API stopped meanwhile.
 * The account must exist in Grove's database (it has signed in to the API once).
 */
export async function adminGrant(request: APIRequestContext, email: string): Promise<void> {
  await apiControl(request, 'stop');
  try {
    execFileSync(process.execPath, [GRANT_ADMIN, email], {
      env: { ...process.env, NODE_ENV: 'test', GROVE_DATA_DIR: apiDataDir, FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost },
      stdio: 'pipe',
    });
  } finally {
    await apiControl(request, 'start');
  }
}
