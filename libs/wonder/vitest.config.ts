import '../../tools/vitest/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/wonder',
  resolve: { conditions: ['@grove/source'] },
  ssr: { resolve: { conditions: ['@grove/source'] } },
  test: {
    name: '@grove/wonder',
    // Only the pure core so far (data and scoring): nothing needs a DOM. The React binding, when the
    // screens come, brings @vitejs/plugin-react and jsdom the way libs/founders does.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default'],
  },
});
