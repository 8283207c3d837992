import '../../tools/vitest/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/wonder',
  plugins: [react()],
  resolve: { conditions: ['@grove/source'] },
  ssr: { resolve: { conditions: ['@grove/source'] } },
  test: {
    name: '@grove/wonder',
    // The React binding's tests render components; the core's tests need nothing of the DOM and run
    // the same under jsdom (lint keeps DOM globals out of src/core).
    environment: 'jsdom',
    // UI tests render whole screens; on a 2-core CI machine running projects in parallel 5 s is too tight.
    testTimeout: 15_000,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default'],
  },
});
