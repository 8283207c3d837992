import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The e2e run starts the real API (built bundle) and serves the production build of the web app,
// whose preview server forwards /api and /system to that API, then drives Debian's Chromium.
const apiPort = Number(process.env.E2E_API_PORT ?? 3100);
const webPort = Number(process.env.E2E_WEB_PORT ?? 4300);
const baseURL = `http://127.0.0.1:${webPort}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const emulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9299);
/** The Auth emulator the e2e API and browser use (exported for specs that read reset codes). */
export const authEmulatorHost = `127.0.0.1:${emulatorPort}`;
/** The loopback control port of the API supervisor (e2e/support/apiSupervisor.mjs): POST /stop, POST /start. */
export const apiControlUrl = `http://127.0.0.1:${Number(process.env.E2E_API_CONTROL_PORT ?? 3190)}`;
/**
 * The trial allowance of the e2e API (TRIAL_TOKEN_LIMIT): a few builtin-mentor replies, so the trial
 * spec can spend it.
 */
export const E2E_TRIAL_TOKEN_LIMIT = 1500;
/** Debian's Chromium, headless, with nothing that would reach the network on its own. */
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
/** The specs that drive the app at a phone's size (the phone project runs them, the desktop one skips them). */
const PHONE_SPECS = /phone\.spec\.ts$/;
// Every run starts on an empty database.
/** The e2e API's data folder (GROVE_DATA_DIR), for specs that run the API's own tools on it (grant-admin). */
export const apiDataDir = process.env.E2E_API_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'grove-e2e-'));
// Workers load this file again: through the environment they inherit, they name the same folder.
process.env.E2E_API_DATA_DIR = apiDataDir;

export default defineConfig({
  testDir: './src',
  outputDir: './test-output/playwright/output',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  // The JSON report lets `npm test` name the failed tests in its closing summary (CI shows only the tail).
  reporter: [
    ['list'],
    ['html', { outputFolder: './test-output/playwright/report', open: 'never' }],
    ['json', { outputFile: './test-output/playwright/results.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `node ../tools/firebase/authEmulator.mjs --port ${emulatorPort}`,
      url: `http://${authEmulatorHost}/emulator/v1/projects/demo-grove/config`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      // The API runs under a supervisor so the chat spec can stop and restart it (offline mode); the
      // data folder stays, so the restarted API has the same accounts and conversations.
      command: 'node ../../e2e/support/apiSupervisor.mjs',
      cwd: '../apps/api',
      url: `http://127.0.0.1:${apiPort}/system/status`,
      env: {
        API_PORT: String(apiPort),
        E2E_API_CONTROL_PORT: new URL(apiControlUrl).port,
        // The builtin mentor pauses 60 ms per word when streaming, so a spec can see a reply grow and stop it.
        MENTOR_STREAM_DELAY_MS: '60',
        // Grove's own mind, named: \`auto\` (the default) would use a model server that happens to run here.
        MENTOR_PROVIDER: 'builtin',
        TRIAL_TOKEN_LIMIT: String(E2E_TRIAL_TOKEN_LIMIT),
        NODE_ENV: 'test',
        GROVE_DATA_DIR: apiDataDir,
        FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${webPort} --strictPort`,
      cwd: '../apps/web',
      url: baseURL,
      env: { API_PORT: String(apiPort), WEB_PORT: String(webPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
  projects: [
    {
      name: 'chromium',
      // The phone journeys run in the phone project only.
      testIgnore: PHONE_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
      },
    },
    {
      // SPEC §9 small screens (< 768 px): an iPhone 13's viewport, touch and mobile meta viewport, in
      // Debian's Chromium (Playwright's WebKit is not installed here).
      name: 'phone',
      testMatch: PHONE_SPECS,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
});
