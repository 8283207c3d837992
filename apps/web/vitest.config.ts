import '../../tools/vitest/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web-test',
  plugins: [react()],
  resolve: { conditions: ['@grove/source'] },
  ssr: { resolve: { conditions: ['@grove/source'] } },
  test: {
    name: '@grove/web',
    environment: 'jsdom',
    // UI tests render whole screens; on a 2-core CI machine running projects in parallel 5 s is too tight, and page tests on the real API wait up to 10 s for one answer.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default'],
  },
});
