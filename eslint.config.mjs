// Root ESLint flat config. It enforces ARCHITECTURE.md's boundaries:
// - @nx/enforce-module-boundaries: who may import whom, by project tags (type:* and scope:*);
// - a folder rule on pure cores: no React, no `./react` entries, no environment globals;
// - apps/api may use only the root (core) entry of a lib.
// `npm run lint-fixtures` lints deliberately bad files (*.lint-fixture.ts) to prove these rules bite.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Globals a pure core may not reach: clocks, timers, storage, transport and the DOM are injected. */
const ENVIRONMENT_GLOBALS = [
  'window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage',
  'indexedDB', 'fetch', 'XMLHttpRequest', 'WebSocket', 'setTimeout', 'setInterval', 'clearTimeout',
  'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask', 'matchMedia',
  'crypto', 'performance', 'process',
].map((name) => ({ name, message: `A pure core may not use the global '${name}': inject it (ARCHITECTURE.md rule 1).` }));

/** Imports that keep React and browser bindings out of code that must stay pure; `who` names the rule. */
function reactFreeImports(who) {
  const react = `${who} may not import React or a browser binding (ARCHITECTURE.md rule 1).`;
  return {
    paths: [
      'react', 'react-dom', 'react-redux', 'react-router', 'react-router-dom',
      '@reduxjs/toolkit/query/react', '@sentry/react', 'idb-keyval', 'firebase/auth',
    ].map((name) => ({ name, message: react })),
    patterns: [
      { regex: '^(react|react-dom|react-router|react-router-dom)/', message: react },
      { regex: '^(@grove/[^/]+|\\.{1,2}(/.*)?)/react(/.*)?$', message: `${who} may not import a './react' entry (ARCHITECTURE.md rule 1).` },
      { regex: '^@grove/[^/]+/src(/.*)?$', message: 'Import a lib by its package exports, not its files.' },
    ],
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist', '**/out-tsc', '**/test-output', '**/storybook-static', '**/build', '**/.data',
      '**/vite.config.*.timestamp*', '**/*.lint-fixture.*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          // Test setup may load the shared workspace tools: the Node 20 polyfill for Vitest's reporter, the
          // Firebase Auth emulator launcher and the load seed (its bounded form runs in the API suite);
          // every lib's Storybook configuration is the one shared function.
          allow: [
            '^(\\.\\./)+tools/seed/seedLoad\\.mjs$',
            '^(\\.\\./)+tools/storybook/groveStorybookConfig$',
            '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
            '^(\\.\\./)+tools/vitest/node20-polyfills\\.mjs$',
            '^(\\.\\./)+tools/firebase/authEmulator\\.mjs$',
          ],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:core', 'type:data-access', 'type:ui', 'type:feature'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:core', 'type:data-access', 'type:ui', 'type:feature'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:core', 'type:ui'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:core'] },
            { sourceTag: 'type:core', onlyDependOnLibsWithTags: ['type:core'], bannedExternalImports: ['react', 'react-dom', 'react-*', '@sentry/react'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    // Pure cores: the core folder of every lib, each lib's root entry, and the type:core libs whole.
    files: ['libs/*/src/core/**/*.ts', 'libs/*/src/index.ts', 'libs/api-contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', reactFreeImports('A pure core')],
      'no-restricted-globals': ['error', ...ENVIRONMENT_GLOBALS],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'A pure core takes a clock: pass `now` in (ARCHITECTURE.md rule 1).' },
        { object: 'globalThis', message: 'A pure core may not reach globals through globalThis.' },
      ],
    },
  },
  {
    // The API server uses only libs' core entries: React never reaches the server.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', reactFreeImports('The API server')],
    },
  },
  {
    files: ['**/*.tsx', 'libs/*/src/react/**/*.ts', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: { ...globals.browser } },
  },
];
