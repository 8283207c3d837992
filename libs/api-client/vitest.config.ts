import '../../tools/vitest/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/api-client',
  plugins: [react()],
  resolve: { conditions: ['@grove/source'] },
  ssr: { resolve: { conditions: ['@grove/source'] } },
  test: {
    name: '@grove/api-client',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default'],
  },
});
