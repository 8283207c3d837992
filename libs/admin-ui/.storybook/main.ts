import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

// The components build on ui-glass's stylesheet, which the web app loads once. This lib may not import
// ui-glass (scope:shared may use only scope:shared libs), so previews inline the stylesheet into the
// preview page instead: the components then look as they do in the app.
const glassCss = readFileSync(new URL('../../ui-glass/src/react/glass.css', import.meta.url), 'utf8');

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  previewHead: (head) => `${head}<style data-source="@grove/ui-glass/styles.css">${glassCss}</style>`,
  // Resolve @grove/* workspace libs to their TypeScript sources, as the web app does.
  viteFinal: async (cfg) => {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(cfg, { resolve: { conditions: ['@grove/source', ...defaultClientConditions] } });
  },
};
export default config;
