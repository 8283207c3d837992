import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

/** Options of {@link groveStorybookConfig}. */
export interface GroveStorybookOptions {
  /**
   * Inline ui-glass's stylesheet into the preview page. Libs of scope:shared may not import ui-glass
   * (the module boundaries), yet their components build on its stylesheet, which the web app loads
   * once: inlined, the previews look as the components do in the app.
   */
  glassCss?: boolean;
}

/**
 * The Storybook configuration every Grove lib's `.storybook/main.ts` uses: the lib's `*.stories.tsx`
 * (globs are read from the lib's `.storybook` folder), the Vite builder, no telemetry, and `@grove/*`
 * workspace libs resolved to their TypeScript sources as the web app resolves them.
 */
export function groveStorybookConfig(options: GroveStorybookOptions = {}): StorybookConfig {
  const glassCss = options.glassCss ? readFileSync(new URL('../../libs/ui-glass/src/react/glass.css', import.meta.url), 'utf8') : null;
  return {
    stories: ['../src/**/*.stories.@(ts|tsx)'],
    framework: { name: '@storybook/react-vite', options: {} },
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    ...(glassCss === null ? {} : { previewHead: (head: string) => `${head}<style data-source="@grove/ui-glass/styles.css">${glassCss}</style>` }),
    viteFinal: async (cfg) => {
      const { mergeConfig, defaultClientConditions } = await import('vite');
      return mergeConfig(cfg, { resolve: { conditions: ['@grove/source', ...defaultClientConditions] } });
    },
  };
}
