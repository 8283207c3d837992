import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs beside the web app; in dev and preview the web server forwards API calls to it so the
// browser talks to one origin (no CORS, cookies stay first-party).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const proxy = { '/api': apiTarget, '/system': apiTarget };
const webPort = Number(process.env.WEB_PORT ?? 4200);

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [react()],
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
