import '../../tools/vitest/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/journal',
  resolve: { conditions: ['@grove/source'] },
  ssr: { resolve: { conditions: ['@grove/source'] } },
  test: {
    name: '@grove/journal',
    // The core is pure TypeScript; a later React binding will switch this to jsdom like libs/memory.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default'],
  },
});
