import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
// The route table is a pure data module; the config runs in Node before any lib is built, so it is read
// from its source (the lib's package entry resolves to TypeScript Node cannot load here).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ROUTE_TABLE } from '../../libs/session-family/src/core/routeTable';
import { AUTH_HINT_ADULT, AUTH_HINT_STORAGE_KEY } from './src/app/auth/authHint';
import { CLIENT_CONFIG_PATH } from './src/app/auth/clientConfig';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { COOKIE_CONSENT_STORAGE_KEY } from '../../libs/ui-glass/src/core/cookieConsent';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { TRIAL_DEVICE_ID_KEY } from '../../libs/trial-guard/src/core/trialDeviceIdentity';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { TRIAL_LOCAL_RECORD_KEY } from '../../libs/trial-guard/src/react/trialLocalRecordStore';
import { bootPreloadPlugin } from './src/buildPlugins/bootPreload';
import { prerenderPlugin } from './src/buildPlugins/prerender';
import { prerenderInBrowser } from './prerenderBrowser';

// The API runs beside the web app; in dev and preview the web server forwards API calls to it so the
// browser talks to one origin (no CORS, cookies stay first-party).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = { '/api': apiTarget, '/system': apiTarget };
const webPort = Number(process.env.WEB_PORT ?? 4200);

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [
    react(),
    // A returning phone fetches its screen's chunk (and Firebase's, when it signed in before) beside the
    // entry script instead of after it: see src/buildPlugins/bootPreload.ts.
    bootPreloadPlugin({
      routes: ROUTE_TABLE,
      screensModule: resolve(import.meta.dirname, 'src/app/screens.ts'),
      signInModule: resolve(import.meta.dirname, 'src/app/auth/firebaseAuthClient.ts'),
      hintKey: AUTH_HINT_STORAGE_KEY,
      signInFetches: [CLIENT_CONFIG_PATH],
    }),
    // A first visit to the visitor's pages paints the screen from the HTML, before the JavaScript has
    // run (issue 22, phones first): see src/buildPlugins/prerender.ts.
    prerenderPlugin({
      paths: ['/', '/trial-choice', '/chat/trial'],
      // What a visitor's first pages may have stored already without changing how these screens first
      // render: the cookie choice, and the trial's device id and record (the trial record only adds the
      // footer's "Founders club" link, in the line it is in).
      allowedKeys: [COOKIE_CONSENT_STORAGE_KEY, TRIAL_DEVICE_ID_KEY, TRIAL_LOCAL_RECORD_KEY],
      enabled: process.env.GROVE_PRERENDER !== 'off',
      // Issue 22: the signed-in screens' frames (app/screenFrames.tsx), for a browser whose sign-in hint
      // says what its app will show while sign-in settles: the games' for anyone signed in, the
      // chat's, the journal's and wellness's for a solo adult.
      signedIn: {
        hintKey: AUTH_HINT_STORAGE_KEY,
        paths: { '/games': [AUTH_HINT_ADULT, '1'], '/journal': [AUTH_HINT_ADULT], '/wellness': [AUTH_HINT_ADULT], '/chat/:userId': [AUTH_HINT_ADULT] },
      },
      render: ({ pages, log }) => prerenderInBrowser({ configFile: resolve(import.meta.dirname, 'vite.config.ts'), pages, log }),
      files: {
        read: (path) => readFileSync(path, 'utf8'),
        write: (path, text) => {
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, text);
        },
        exists: (path) => existsSync(path),
      },
    }),
  ],
  // Only these prefixes reach import.meta.env (Sentry DSN, feature flags, Firebase settings later).
  envPrefix: ['VITE_', 'GROVE_'],
  resolve: {
    // Resolve workspace libs to their TypeScript sources; Vite 8 replaces the defaults when set.
    conditions: ['@grove/source', ...defaultClientConditions],
  },
  server: { port: webPort, host: '127.0.0.1', strictPort: true, proxy },
  preview: { port: webPort, host: '127.0.0.1', strictPort: true, proxy },
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    sourcemap: true,
  },
});
