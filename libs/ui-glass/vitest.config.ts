import '../../tools/vitest/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/ui-glass',
  plugins: [react()],
  resolve: { conditions: ['@grove/source'] },
  ssr: { resolve: { conditions: ['@grove/source'] } },
  test: {
    name: '@grove/ui-glass',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    reporters: ['default'],
  },
});
