import { defineConfig, defaultServerConditions } from 'vite';

// The API is bundled into one Node ESM file: workspace libs are inlined from their TypeScript
// sources (no build order or file-extension issues at run time), npm packages stay external.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api',
  ssr: {
    noExternal: [/^@grove\//],
    resolve: { conditions: ['@grove/source', ...defaultServerConditions] },
  },
  build: {
    ssr: true,
    outDir: './dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // Two programs share one bundle of code: the server and the grant-admin tool; the server's mind
    // threads load their own entry (services/mindThreads.ts).
    rollupOptions: { input: { main: 'src/main.ts', grantAdmin: 'src/grantAdmin.ts', mindWorker: 'src/mindWorker.ts' }, output: { entryFileNames: '[name].js', format: 'es' } },
  },
});
