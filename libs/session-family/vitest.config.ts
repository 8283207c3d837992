import '../../tools/vitest/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/session-family',
  plugins: [react()],
  resolve: { conditions: ['@grove/source'] },
  ssr: { resolve: { conditions: ['@grove/source'] } },
  test: {
    name: '@grove/session-family',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default'],
  },
});
